"""Personas: who the user plays in chats (spec 3 User persona). At most one is active per user.

The first persona a user creates becomes active; deleting the active one leaves none active, and
chats then use the user's own name (spec 3: "from the active persona, or else from the user").
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.characters.repository import PersonasRepository
from nocturne.characters.safety import moderate_persona
from nocturne.characters.schemas import PersonaIn, PersonaUpdate
from nocturne.errors import Conflict, NotFound
from nocturne.models import Persona, User
from nocturne.moderation.service import ModerationService

DEFAULT_GENDER = "Male"  # spec 3 and spec 6: persona gender defaults to Male
MAX_PERSONAS = 50
PERSONA_NOT_FOUND = "No such persona."
TOO_MANY = f"You can keep up to {MAX_PERSONAS} personas. Delete one to add another."


@dataclass(frozen=True)
class PersonaView:
    """The user as a chat sees them: name, persona description and gender (spec 3 User persona)."""

    name: str
    description: str
    gender: str
    persona_id: uuid.UUID | None = None


async def active_persona(db: AsyncSession, user: User) -> PersonaView:
    """The active persona, or else the user's own display name or username, no description, gender Male."""
    return await chat_persona(db, user, None)


async def chat_persona(db: AsyncSession, user: User, selected_id: uuid.UUID | None) -> PersonaView:
    """Who the user is in a chat: the chat's selected persona while it exists, else the active persona,
    else the user (in one query: this runs on every chat turn)."""
    candidates = await PersonasRepository(db).chat_candidates(user.id, selected_id)
    # The candidates are the selected persona and the active ones, newest first.
    chosen = next((c for c in candidates if c.id == selected_id), candidates[0] if candidates else None)
    if chosen is None:
        return PersonaView(user.display_name or user.username, "", DEFAULT_GENDER)
    return PersonaView(chosen.name, chosen.description, chosen.gender or DEFAULT_GENDER, chosen.id)


async def list_personas(db: AsyncSession, user: User) -> Sequence[Persona]:
    return await PersonasRepository(db).for_user(user.id)


async def get_persona(db: AsyncSession, user: User, persona_id: uuid.UUID) -> Persona:
    persona = await PersonasRepository(db).persona(persona_id)
    if persona is None or persona.user_id != user.id:
        raise NotFound(PERSONA_NOT_FOUND)
    return persona


async def create_persona(
    db: AsyncSession, moderation: ModerationService, user: User, body: PersonaIn
) -> Persona:
    """Add a persona; the user's first one becomes active."""
    repo = PersonasRepository(db)
    count = await repo.count_for_user(user.id)
    if count >= MAX_PERSONAS:
        raise Conflict(TOO_MANY)
    await moderate_persona(db, moderation, user, body.name, body.description, None)
    persona = Persona(
        user_id=user.id,
        name=body.name,
        description=body.description,
        gender=body.gender,
        is_active=count == 0,
    )
    await repo.add(persona)
    return persona


async def update_persona(
    db: AsyncSession, moderation: ModerationService, user: User, persona_id: uuid.UUID, body: PersonaUpdate
) -> Persona:
    persona = await get_persona(db, user, persona_id)
    changes = body.model_dump(include=body.model_fields_set)
    name = changes.get("name", persona.name)
    description = changes.get("description", persona.description)
    await moderate_persona(db, moderation, user, name, description, persona.id)
    for field, value in changes.items():
        setattr(persona, field, value)
    await db.flush()
    return persona


async def delete_persona(db: AsyncSession, user: User, persona_id: uuid.UUID) -> None:
    await PersonasRepository(db).delete(await get_persona(db, user, persona_id))


async def activate_persona(db: AsyncSession, user: User, persona_id: uuid.UUID) -> Sequence[Persona]:
    """Make one persona the active one; every other persona of the user becomes inactive."""
    persona = await get_persona(db, user, persona_id)
    repo = PersonasRepository(db)
    await repo.set_active(user.id, persona.id)
    return await repo.for_user(user.id)


async def deactivate_personas(db: AsyncSession, user: User) -> Sequence[Persona]:
    """Play as yourself: no persona is active."""
    repo = PersonasRepository(db)
    await repo.set_active(user.id, None)
    return await repo.for_user(user.id)
