from __future__ import annotations

import uuid

from sqlalchemy import ForeignKey, Index, String, Text, Uuid
from sqlalchemy.orm import Mapped, mapped_column

from nocturne.models.base import Base, IdMixin, TimestampMixin


class Post(IdMixin, TimestampMixin, Base):
    """A published media item or character, with a caption, in the public feed (issue 13).

    Publishing is explicit; unpublishing deletes the row (its likes and comments go with it), so nothing
    of an unpublished post can be read again. The media file itself stays private to its owner."""

    __tablename__ = "posts"
    __table_args__ = (Index("ix_posts_created_at_id", "created_at", "id"),)

    author_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("users.id", ondelete="CASCADE"), index=True)
    kind: Mapped[str] = mapped_column(String(16), nullable=False)  # media | character
    media_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("media.id", ondelete="CASCADE"), index=True
    )
    character_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("characters.id", ondelete="CASCADE"), index=True
    )
    caption: Mapped[str] = mapped_column(Text, default="", nullable=False)
