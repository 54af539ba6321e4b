"""What the staff pages read about flags, moderator actions and evidence access."""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Literal

from pydantic import Field

from nocturne.kit.pagination import Page
from nocturne.kit.schemas import Input, Schema

FlagStatus = Literal["open", "dismissed", "confirmed"]
ActionKind = Literal["dismiss", "confirm", "ban", "unban"]


class FlagUser(Schema):
    """The account that wrote the flagged text, as a moderator needs it to decide."""

    id: uuid.UUID
    username: str
    strikes: int
    is_banned: bool
    role: str


class FlagOut(Schema):
    id: uuid.UUID
    created_at: datetime
    label: str = Field(description="The spec 8 label of the reason.")
    reason: str
    subject: str = Field(description="message | character | persona | output | …")
    subject_id: uuid.UUID | None
    source: str = Field(description="rules | text-model | classifier | judge | judge-unavailable")
    status: FlagStatus
    emergency: bool = Field(description="A minors reason: the text is evidence, read through the access log.")
    excerpt: str | None = Field(
        description="The flagged text; null for emergency flags (read it as evidence)."
    )
    counts_strike: bool
    user: FlagUser | None
    reviewed_by: str | None
    reviewed_at: datetime | None
    evidence_views: int = Field(description="How many times staff read this flag's evidence.")


class ModerationQueue(Schema):
    """Flags, newest first."""

    items: list[FlagOut]


class EvidenceAccessOut(Schema):
    actor: str
    created_at: datetime


class Evidence(Schema):
    """A flag's text, read-only; this reading was recorded in the access log."""

    flag: FlagOut
    text: str
    access_log: list[EvidenceAccessOut] = Field(
        description="The latest readings, newest first (this one included)."
    )


class ActionOut(Schema):
    id: uuid.UUID
    created_at: datetime
    action: ActionKind
    actor: str = Field(
        description="The moderator's username, or 'automatic' for a ban at the strike threshold."
    )
    automatic: bool
    flag_id: uuid.UUID | None
    flag_label: str | None
    target_user_id: uuid.UUID | None
    target: str | None
    note: str
    strikes_before: int | None
    strikes_after: int | None


class ActionPage(Page[ActionOut]):
    """A page of the moderation log."""


class ReviewIn(Input):
    note: str = Field(default="", max_length=1000, description="Why; kept in the moderation log.")
