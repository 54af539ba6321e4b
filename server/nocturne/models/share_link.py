from __future__ import annotations

import uuid
from datetime import datetime
from typing import Any

from sqlalchemy import ForeignKey, String, Uuid
from sqlalchemy.orm import Mapped, mapped_column

from nocturne.kit.clock import utcnow
from nocturne.kit.types import PortableJSON, UTCDateTime
from nocturne.models.base import Base


class ShareLink(Base):
    """A share link made by its owner: a media item, a character, or chosen messages of one chat.

    The id is the link's secret (secrets.token_urlsafe, 192 bits); a revoked link answers 404 everywhere."""

    __tablename__ = "share_links"

    id: Mapped[str] = mapped_column(String(64), primary_key=True)
    owner_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("users.id", ondelete="CASCADE"), index=True)
    kind: Mapped[str] = mapped_column(String(16), nullable=False)  # media | character | chat
    media_id: Mapped[uuid.UUID | None] = mapped_column(Uuid, ForeignKey("media.id", ondelete="CASCADE"))
    character_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("characters.id", ondelete="CASCADE")
    )
    chat_id: Mapped[uuid.UUID | None] = mapped_column(Uuid, ForeignKey("chats.id", ondelete="CASCADE"))
    # The chosen messages of the chat, in chat order (ids as strings).
    message_ids: Mapped[list[Any]] = mapped_column(PortableJSON, default=list, nullable=False)
    title: Mapped[str] = mapped_column(String(200), default="", nullable=False)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow, nullable=False)
    revoked_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
