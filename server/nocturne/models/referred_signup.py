"""A signup that came with a referral code: one row per new account, so each signup counts once."""

from __future__ import annotations

import uuid
from datetime import datetime

from sqlalchemy import ForeignKey, Uuid
from sqlalchemy.orm import Mapped, mapped_column

from nocturne.kit.clock import utcnow
from nocturne.kit.types import UTCDateTime
from nocturne.models.base import Base, IdMixin


class ReferredSignup(IdMixin, Base):
    __tablename__ = "referred_signups"

    code_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("referral_codes.id", ondelete="CASCADE"), index=True, nullable=False
    )
    user_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("users.id", ondelete="CASCADE"), unique=True, nullable=False
    )
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow, nullable=False)
