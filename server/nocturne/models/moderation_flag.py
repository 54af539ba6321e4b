from __future__ import annotations

import uuid
from datetime import datetime

from sqlalchemy import Boolean, ForeignKey, String, Text, Uuid
from sqlalchemy.orm import Mapped, mapped_column

from nocturne.kit.types import UTCDateTime
from nocturne.models.base import Base, IdMixin, TimestampMixin


class ModerationFlag(IdMixin, TimestampMixin, Base):
    """Content the moderation service blocked, queued for moderators."""

    __tablename__ = "moderation_flags"

    user_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("users.id", ondelete="SET NULL"), index=True
    )
    subject_type: Mapped[str] = mapped_column(
        String(32), nullable=False
    )  # message | character | output | prompt
    subject_id: Mapped[uuid.UUID | None] = mapped_column(Uuid)
    reason: Mapped[str] = mapped_column(String(64), nullable=False)
    # rules | text-model | classifier | judge | judge-unavailable
    source: Mapped[str] = mapped_column(String(32), nullable=False)
    # The flagged text as it was: evidence for moderators, never edited (reads are logged, see EvidenceAccess).
    excerpt: Mapped[str] = mapped_column(Text, default="", nullable=False)
    status: Mapped[str] = mapped_column(String(16), default="open", nullable=False, index=True)  # FlagStatus
    # Whether this flag still counts as one of its user's strikes: dismissing it or unbanning the user
    # clears it, so users.moderation_strikes always equals the number of flags that count.
    counts_strike: Mapped[bool] = mapped_column(Boolean, default=False, nullable=False)
    reviewed_by_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("users.id", ondelete="SET NULL")
    )
    reviewed_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
