from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from nocturne.accounts.schemas import Me
from nocturne.kit.schemas import Input, Schema


class AdminStats(Schema):
    users: int
    admins: int
    moderators: int
    subscribers: int
    banned: int


class CustomerPage(Schema):
    items: list[Me]
    total: int
    page: int
    page_size: int


class BanIn(Input):
    reason: str = Field(min_length=3, max_length=500, description="Shown to the banned user.")


class RoleIn(Input):
    role: Literal["user", "moderator", "admin"]


class ModerationQueue(Schema):
    """Flagged items waiting for a moderator: id, createdAt, label, reason, subject, source, userId, excerpt."""

    items: list[dict[str, Any]]
