from __future__ import annotations

from datetime import datetime
from enum import StrEnum
from typing import Any

from sqlalchemy import Boolean, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from nocturne.kit.types import PortableJSON, UTCDateTime
from nocturne.models.base import Base, IdMixin, TimestampMixin


class Role(StrEnum):
    user = "user"
    moderator = "moderator"
    admin = "admin"


class User(IdMixin, TimestampMixin, Base):
    __tablename__ = "users"

    email: Mapped[str] = mapped_column(String(320), unique=True, nullable=False)
    # Usernames are unique without regard to case; `username` keeps the spelling the user chose.
    username: Mapped[str] = mapped_column(String(32), nullable=False)
    username_key: Mapped[str] = mapped_column(String(32), unique=True, nullable=False)
    password_hash: Mapped[str | None] = mapped_column(String(255))
    display_name: Mapped[str | None] = mapped_column(String(64))
    bio: Mapped[str | None] = mapped_column(Text)
    avatar_url: Mapped[str | None] = mapped_column(String(2048))
    country: Mapped[str | None] = mapped_column(String(2))
    role: Mapped[str] = mapped_column(String(16), default=Role.user, nullable=False)
    is_subscriber: Mapped[bool] = mapped_column(Boolean, default=False, nullable=False)
    banned_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    ban_reason: Mapped[str | None] = mapped_column(Text)
    moderation_strikes: Mapped[int] = mapped_column(Integer, default=0, nullable=False)
    age_confirmed_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    age_verified_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    age_method: Mapped[str | None] = mapped_column(String(32))
    # NSFW media is shown unblurred only to a verified adult who opted in (safety policy).
    show_nsfw_media: Mapped[bool] = mapped_column(Boolean, default=False, nullable=False)
    # A private profile shows its posts to followers only (issue 13).
    profile_private: Mapped[bool] = mapped_column(Boolean, default=False, nullable=False)
    notification_prefs: Mapped[dict[str, Any]] = mapped_column(PortableJSON, default=dict, nullable=False)

    @property
    def is_banned(self) -> bool:
        return self.banned_at is not None
