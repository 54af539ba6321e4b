from __future__ import annotations

import uuid

from sqlalchemy import ForeignKey, Integer, String, Text, Uuid
from sqlalchemy.orm import Mapped, mapped_column

from nocturne.models.base import Base, IdMixin, TimestampMixin


class ModerationAction(IdMixin, TimestampMixin, Base):
    """One staff decision (dismiss, confirm, ban, unban), or an automatic ban: the moderation log.

    Rows are only ever added. The actor's username is copied so the log still says who acted after
    that account is renamed or deleted; actor_id is None for the automatic ban at the strike threshold."""

    __tablename__ = "moderation_actions"

    action: Mapped[str] = mapped_column(String(16), nullable=False)  # dismiss | confirm | ban | unban
    actor_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("users.id", ondelete="SET NULL"), index=True
    )
    actor_name: Mapped[str] = mapped_column(String(32), nullable=False)
    flag_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("moderation_flags.id", ondelete="SET NULL"), index=True
    )
    target_user_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("users.id", ondelete="SET NULL"), index=True
    )
    target_name: Mapped[str | None] = mapped_column(String(32))
    note: Mapped[str] = mapped_column(Text, default="", nullable=False)
    # The target's strikes before and after the action (a dismissal removes one, an unban resets them).
    strikes_before: Mapped[int | None] = mapped_column(Integer)
    strikes_after: Mapped[int | None] = mapped_column(Integer)
