from __future__ import annotations

import uuid
from datetime import datetime
from typing import Any

from sqlalchemy import ForeignKey, Integer, LargeBinary, String, Text, Uuid
from sqlalchemy.orm import Mapped, mapped_column

from nocturne.kit.clock import utcnow
from nocturne.kit.types import PortableJSON, UTCDateTime
from nocturne.models.base import Base, IdMixin, TimestampMixin


class Character(IdMixin, TimestampMixin, Base):
    """An AI character: the spec's prompt-relevant fields plus what Tavern cards carry."""

    __tablename__ = "characters"

    owner_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("users.id", ondelete="CASCADE"), index=True)
    name: Mapped[str] = mapped_column(String(80), nullable=False)
    gender: Mapped[str] = mapped_column(String(16), nullable=False)  # Female | Male | Trans
    style: Mapped[str] = mapped_column(String(16), nullable=False)  # Realistic | Anime
    # Every character is an adult; the age is stated and checked (>= 18) on save.
    age: Mapped[int] = mapped_column(Integer, nullable=False, default=25)
    description: Mapped[str] = mapped_column(Text, default="", nullable=False)
    extra_details: Mapped[str] = mapped_column(Text, default="", nullable=False)
    personality: Mapped[str] = mapped_column(Text, default="", nullable=False)
    personality_details: Mapped[str] = mapped_column(Text, default="", nullable=False)
    occupation: Mapped[str] = mapped_column(String(200), default="", nullable=False)
    relationship: Mapped[str] = mapped_column(String(200), default="", nullable=False)
    hobby: Mapped[str] = mapped_column(String(200), default="", nullable=False)
    fetish: Mapped[str] = mapped_column(String(500), default="", nullable=False)
    physical_description: Mapped[str] = mapped_column(Text, default="", nullable=False)
    scenario: Mapped[str] = mapped_column(Text, default="", nullable=False)
    example_dialogue: Mapped[str] = mapped_column(Text, default="", nullable=False)
    # Greeting items (spec 3): [{type: text|image|video, content}]; each becomes a first message.
    greetings: Mapped[list[Any]] = mapped_column(PortableJSON, default=list, nullable=False)
    alternate_greetings: Mapped[list[Any]] = mapped_column(PortableJSON, default=list, nullable=False)
    system_prompt: Mapped[str] = mapped_column(Text, default="", nullable=False)
    post_history_instructions: Mapped[str] = mapped_column(Text, default="", nullable=False)
    creator_notes: Mapped[str] = mapped_column(Text, default="", nullable=False)
    creator: Mapped[str] = mapped_column(String(200), default="", nullable=False)
    character_version: Mapped[str] = mapped_column(String(64), default="", nullable=False)
    character_book: Mapped[dict[str, Any] | None] = mapped_column(PortableJSON)
    # Whatever else a card carried (extensions, unknown keys), kept so export round-trips.
    card_data: Mapped[dict[str, Any]] = mapped_column(PortableJSON, default=dict, nullable=False)
    tags: Mapped[list[Any]] = mapped_column(PortableJSON, default=list, nullable=False)
    category: Mapped[str | None] = mapped_column(String(64), index=True)
    visibility: Mapped[str] = mapped_column(String(16), default="private", nullable=False, index=True)
    avatar_url: Mapped[str | None] = mapped_column(String(2048))
    # The character's look (issue 10): the image prompt built from gender, style and physical description,
    # editable; and the reference portrait (a generated image) used for identity where the backend can.
    look_prompt: Mapped[str] = mapped_column(Text, default="", nullable=False)
    portrait_media_id: Mapped[uuid.UUID | None] = mapped_column(Uuid)
    chat_count: Mapped[int] = mapped_column(Integer, default=0, nullable=False)
    published_at: Mapped[datetime | None] = mapped_column(UTCDateTime)


class CharacterAvatar(Base):
    """A character's picture (the art of an imported PNG card): shown to people, never sent to a model.

    Kept in the database, apart from the characters table, so every replica serves it and listing
    characters never reads image bytes.
    """

    __tablename__ = "character_avatars"

    character_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("characters.id", ondelete="CASCADE"), primary_key=True
    )
    media_type: Mapped[str] = mapped_column(String(64), nullable=False)
    content: Mapped[bytes] = mapped_column(LargeBinary, nullable=False)
    # sha256 of content: the avatar's address carries it, so browsers may cache the image forever.
    digest: Mapped[str] = mapped_column(String(64), nullable=False)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow, nullable=False)
