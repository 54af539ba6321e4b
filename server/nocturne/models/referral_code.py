"""A referral code (spec 1 Promotion): each user may have one, and operators make their own for affiliates."""

from __future__ import annotations

import uuid
from datetime import datetime

from sqlalchemy import ForeignKey, String, Uuid
from sqlalchemy.orm import Mapped, mapped_column

from nocturne.kit.clock import utcnow
from nocturne.kit.types import UTCDateTime
from nocturne.models.base import Base, IdMixin


class ReferralCode(IdMixin, Base):
    __tablename__ = "referral_codes"

    # Lowercase; what banners carry in `?ref=` and signup sends back.
    code: Mapped[str] = mapped_column(String(32), unique=True, nullable=False)
    # The user whose code it is; null for an operator's code (an affiliate, a campaign).
    user_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("users.id", ondelete="CASCADE"), unique=True
    )
    label: Mapped[str] = mapped_column(String(80), default="", nullable=False)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow, nullable=False)
