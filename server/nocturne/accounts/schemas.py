from __future__ import annotations

import uuid
from datetime import datetime
from typing import Literal

from pydantic import EmailStr, Field, field_validator

from nocturne.kit.schemas import Input, Schema
from nocturne.models import User

USERNAME_PATTERN = r"^[A-Za-z0-9_]{3,32}$"
PASSWORD_MIN = 8
PASSWORD_MAX = 128

Password = Field(min_length=PASSWORD_MIN, max_length=PASSWORD_MAX)


class Me(Schema):
    """The signed-in user's own account."""

    id: uuid.UUID
    email: str
    username: str
    display_name: str | None
    bio: str | None
    avatar_url: str | None
    country: str | None
    role: Literal["user", "moderator", "admin"]
    is_subscriber: bool
    is_banned: bool
    ban_reason: str | None
    age_confirmed: bool
    age_verified: bool
    show_nsfw_media: bool = Field(
        description="Shows NSFW media unblurred; only takes effect for an age-verified adult."
    )
    created_at: datetime

    @classmethod
    def of(cls, user: User) -> Me:
        return cls(
            id=user.id,
            email=user.email,
            username=user.username,
            display_name=user.display_name,
            bio=user.bio,
            avatar_url=user.avatar_url,
            country=user.country,
            role=user.role,
            is_subscriber=user.is_subscriber,
            is_banned=user.is_banned,
            ban_reason=user.ban_reason,
            age_confirmed=user.age_confirmed_at is not None,
            age_verified=user.age_verified_at is not None,
            show_nsfw_media=user.show_nsfw_media,
            created_at=user.created_at,
        )


class BannedInfo(Schema):
    reason: str


class SessionInfo(Schema):
    """Everything the web app needs to know about who is browsing."""

    user: Me | None
    csrf_token: str
    age_confirmed: bool
    banned: BannedInfo | None
    providers: list[str]
    age_verifier: str


class SignupIn(Input):
    email: EmailStr
    password: str = Password
    username: str = Field(pattern=USERNAME_PATTERN, description="3–32 letters, digits or underscores.")
    referral_code: str | None = Field(
        default=None, max_length=64, description="The code of the banner or link that brought the visitor."
    )


class LoginIn(Input):
    email: str = Field(min_length=1, max_length=320, description="The account's e-mail address or username.")
    password: str = Field(min_length=1, max_length=PASSWORD_MAX)


class PasswordResetIn(Input):
    email: EmailStr


class PasswordResetConfirmIn(Input):
    token: str = Field(min_length=10, max_length=200)
    password: str = Password


class ProfileUpdate(Input):
    display_name: str | None = Field(default=None, max_length=64)
    username: str | None = Field(default=None, pattern=USERNAME_PATTERN)
    bio: str | None = Field(default=None, max_length=2000)
    country: str | None = Field(default=None, description="ISO 3166-1 alpha-2 code, or empty to clear.")
    show_nsfw_media: bool | None = Field(
        default=None, description="Show NSFW media unblurred (needs a verified age to turn on)."
    )

    @field_validator("country")
    @classmethod
    def _upper(cls, value: str | None) -> str | None:
        return value.upper() if value else value


class EmailChange(Input):
    email: EmailStr
    password: str = Field(min_length=1, max_length=PASSWORD_MAX)


class PasswordChange(Input):
    current_password: str = Field(min_length=1, max_length=PASSWORD_MAX)
    new_password: str = Password


class AccountDelete(Input):
    password: str = Field(min_length=1, max_length=PASSWORD_MAX)


class NotificationPrefs(Input):
    """Which e-mails the user wants; the mail sender honours these."""

    product_updates: bool = True
    security_alerts: bool = True
    new_features: bool = True
    marketing: bool = False


class Country(Schema):
    name: str
    code: str


class AgeVerificationStart(Input):
    next: str | None = Field(default=None, max_length=512)


class AgeVerificationStarted(Schema):
    redirect_url: str


class AgeVerificationFinalize(Input):
    """`reference` picks one attempt; without it the user's latest attempt is finalized."""

    reference: str | None = Field(default=None, min_length=1, max_length=255)
