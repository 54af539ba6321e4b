"""Moderation of user-written text on save: character definitions and imports, personas, chat settings,
edited messages and memories (ARCHITECTURE 5 safety policy)."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator, Iterator, Mapping
from contextlib import asynccontextmanager
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.chat.labels import flag_label
from nocturne.errors import ContentRejected
from nocturne.models import User
from nocturne.moderation.rules import Context
from nocturne.moderation.service import ModerationService

# Definition fields whose text can reach a prompt or a reader, in the order moderation reads them.
MODERATED_FIELDS = (
    "name",
    "description",
    "extra_details",
    "personality",
    "personality_details",
    "occupation",
    "relationship",
    "hobby",
    "fetish",
    "physical_description",
    "scenario",
    "example_dialogue",
    "greetings",
    "alternate_greetings",
    "system_prompt",
    "post_history_instructions",
    "creator_notes",
    "creator",
    "character_version",
    "character_book",
    "tags",
)


def _strings(value: Any) -> Iterator[str]:
    """Every string value inside a JSON-like value (greetings, the character book)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, Mapping):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _strings(item)


def definition_text(values: Mapping[str, Any]) -> str:
    """A whole character definition (snake_case column values) as one text."""
    parts = (text for field in MODERATED_FIELDS for text in _strings(values.get(field)))
    return "\n\n".join(part for part in parts if part.strip())


def rejection(subject: str, reason: str | None) -> ContentRejected:
    """The 422 for blocked content; its message names the spec 8 label."""
    label = flag_label(reason) or "Prohibited Content"
    message = (
        f"This {subject} was not saved because it contains {label}. Everyone in Nocturne is an adult, "
        "and sexual content involving minors or animals is never allowed."
    )
    return ContentRejected(message, reason=reason or "", label=label)


@asynccontextmanager
async def refusals_recorded(db: AsyncSession) -> AsyncIterator[None]:
    """For endpoints: when content is refused, commit the moderation flag and strike, then answer 422.

    The flag is written in the request's session (SQLite has one writer, so a second session would
    wait on the request's own lock). Services moderate before they change any row, so the flag and
    the strike are all that this commit stores.
    """
    try:
        yield
    except ContentRejected:
        await db.commit()
        raise


async def check_or_reject(
    db: AsyncSession,
    moderation: ModerationService,
    user: User,
    text: str,
    *,
    context: Context,
    subject_type: str,
    subject_id: uuid.UUID | None,
) -> None:
    decision = await moderation.check(
        text, context=context, user_id=user.id, subject_type=subject_type, subject_id=subject_id, db=db
    )
    if decision.blocked:
        raise rejection(subject_type, decision.reason)


async def moderate_definition(
    db: AsyncSession,
    moderation: ModerationService,
    user: User,
    values: Mapping[str, Any],
    subject_id: uuid.UUID | None,
) -> None:
    """Refuse a character definition the moderation rules block; the flag is queued either way."""
    await check_or_reject(
        db,
        moderation,
        user,
        definition_text(values),
        context="character",
        subject_type="character",
        subject_id=subject_id,
    )


async def moderate_persona(
    db: AsyncSession,
    moderation: ModerationService,
    user: User,
    name: str,
    description: str,
    subject_id: uuid.UUID | None,
) -> None:
    """Refuse a persona that makes the user a minor (it goes into every chat prompt as the user)."""
    await check_or_reject(
        db,
        moderation,
        user,
        f"{name}\n\n{description}",
        context="message",
        subject_type="persona",
        subject_id=subject_id,
    )
