from __future__ import annotations

import uuid
from datetime import datetime
from typing import Any

from sqlalchemy import ForeignKey, Integer, String, Uuid
from sqlalchemy.orm import Mapped, mapped_column

from nocturne.kit.clock import utcnow
from nocturne.kit.types import PortableJSON, UTCDateTime
from nocturne.models.base import Base, IdMixin, TimestampMixin


class Chat(IdMixin, TimestampMixin, Base):
    """A conversation with one character, or a group chat with several (spec 4)."""

    __tablename__ = "chats"

    user_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("users.id", ondelete="CASCADE"), index=True)
    title: Mapped[str] = mapped_column(String(200), nullable=False)
    # Chat settings (spec 3): lustLevel, responseLengthLevel, pinnedMemories, selectedPersonaId,
    # customInstructions, conversationSummary, autoMemoriesPaused, includePersonaInScenes, includeGroupChatInScene.
    settings: Mapped[dict[str, Any]] = mapped_column(PortableJSON, default=dict, nullable=False)
    # Messages since the background jobs last updated memories and the summary.
    turns_since_memory: Mapped[int] = mapped_column(Integer, default=0, nullable=False)
    last_message_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow, nullable=False, index=True)


class ChatCharacter(Base):
    __tablename__ = "chat_characters"

    chat_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("chats.id", ondelete="CASCADE"), primary_key=True
    )
    character_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("characters.id", ondelete="CASCADE"), primary_key=True, index=True
    )
    position: Mapped[int] = mapped_column(Integer, default=0, nullable=False)


class ChatMessage(IdMixin, Base):
    """A stored message in the spec's shape (spec 3 Chat message, stored)."""

    __tablename__ = "chat_messages"

    chat_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("chats.id", ondelete="CASCADE"), index=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow, nullable=False, index=True)
    role: Mapped[str] = mapped_column(String(16), nullable=False)  # user | assistant | data | tool
    # A string, a list of {type: text, text} parts, or for role data {type: genImage|genVideo, result}.
    content: Mapped[Any] = mapped_column(PortableJSON, nullable=False)
    flagged_content_reason: Mapped[str | None] = mapped_column(String(64))
    character_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("characters.id", ondelete="SET NULL"), index=True
    )
    chat_model: Mapped[str | None] = mapped_column(String(200))
    # Regenerated replies kept as swipes: [{content, chatModel, createdAt}]; `content` is the shown one.
    alternatives: Mapped[list[Any]] = mapped_column(PortableJSON, default=list, nullable=False)
    active_alternative: Mapped[int] = mapped_column(Integer, default=0, nullable=False)
    # Whether the reply was cut short by the user pressing stop.
    stopped: Mapped[bool] = mapped_column(default=False, nullable=False)


class MessageFeedback(IdMixin, TimestampMixin, Base):
    """Thumbs up or down on an AI message (spec 3 Message feedback)."""

    __tablename__ = "message_feedback"

    message_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("chat_messages.id", ondelete="CASCADE"), index=True
    )
    user_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("users.id", ondelete="CASCADE"), index=True)
    rating: Mapped[str] = mapped_column(String(8), nullable=False)  # up | down
    option: Mapped[str] = mapped_column(String(32), default="", nullable=False)
    additional_details: Mapped[str] = mapped_column(String(2000), default="", nullable=False)
    regenerate: Mapped[bool] = mapped_column(default=False, nullable=False)
    character_id: Mapped[uuid.UUID | None] = mapped_column(Uuid)


class ChatMemory(IdMixin, TimestampMixin, Base):
    """An automatic memory extracted from the chat by a background job; users can edit or delete it."""

    __tablename__ = "chat_memories"

    chat_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("chats.id", ondelete="CASCADE"), index=True)
    content: Mapped[str] = mapped_column(String(1000), nullable=False)
