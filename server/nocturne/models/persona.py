from __future__ import annotations

import uuid

from sqlalchemy import Boolean, ForeignKey, String, Text, Uuid
from sqlalchemy.orm import Mapped, mapped_column

from nocturne.models.base import Base, IdMixin, TimestampMixin


class Persona(IdMixin, TimestampMixin, Base):
    """Who the user plays in a chat (spec 3 User persona)."""

    __tablename__ = "personas"

    user_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("users.id", ondelete="CASCADE"), index=True)
    name: Mapped[str] = mapped_column(String(80), nullable=False)
    description: Mapped[str] = mapped_column(Text, default="", nullable=False)
    gender: Mapped[str] = mapped_column(String(16), default="Male", nullable=False)
    is_active: Mapped[bool] = mapped_column(Boolean, default=False, nullable=False)
