from __future__ import annotations

import uuid

from sqlalchemy import ForeignKey, Index, Text, Uuid
from sqlalchemy.orm import Mapped, mapped_column

from nocturne.models.base import Base, IdMixin, TimestampMixin


class PostComment(IdMixin, TimestampMixin, Base):
    """A comment on a post (moderated on save)."""

    __tablename__ = "post_comments"
    __table_args__ = (Index("ix_post_comments_post_id_created_at", "post_id", "created_at"),)

    post_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("posts.id", ondelete="CASCADE"), nullable=False
    )
    author_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("users.id", ondelete="CASCADE"), index=True)
    body: Mapped[str] = mapped_column(Text, nullable=False)
