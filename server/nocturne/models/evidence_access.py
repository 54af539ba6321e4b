from __future__ import annotations

import uuid

from sqlalchemy import ForeignKey, String, Uuid
from sqlalchemy.orm import Mapped, mapped_column

from nocturne.models.base import Base, IdMixin, TimestampMixin


class EvidenceAccess(IdMixin, TimestampMixin, Base):
    """One reading of a flag's evidence (the flagged text) by a staff member: the access log."""

    __tablename__ = "moderation_evidence_access"

    flag_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("moderation_flags.id", ondelete="CASCADE"), index=True, nullable=False
    )
    actor_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("users.id", ondelete="SET NULL"), index=True
    )
    actor_name: Mapped[str] = mapped_column(String(32), nullable=False)
