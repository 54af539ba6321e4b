from __future__ import annotations

import uuid
from typing import Literal

from pydantic import Field

from nocturne.accounts.schemas import Me
from nocturne.kit.pagination import Page
from nocturne.kit.schemas import Input, Schema


class AdminStats(Schema):
    users: int
    admins: int
    moderators: int
    subscribers: int
    banned: int


class CustomerPage(Page[Me]):
    """A page of accounts."""


class BanIn(Input):
    reason: str = Field(min_length=3, max_length=500, description="Shown to the banned user.")
    flag_id: uuid.UUID | None = Field(
        default=None, description="The flag the ban is for; an open one is confirmed."
    )
    note: str = Field(default="", max_length=1000, description="For the moderation log only.")


class UnbanIn(Input):
    note: str = Field(default="", max_length=1000, description="For the moderation log only.")


class RoleIn(Input):
    role: Literal["user", "moderator", "admin"]
