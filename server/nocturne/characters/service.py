"""Character rules: who may see and change a character, moderation on save and import, card export.

The chat domain uses get_character_for_chat, character_prompt_description, active_persona and chat_persona
from here.
"""

from __future__ import annotations

import re
import uuid
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Literal

from pydantic import BaseModel, ValidationError
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.characters.avatars import card_art, get_avatar, set_avatar
from nocturne.characters.card_mapping import card_to_fields, character_prompt_description, character_to_card
from nocturne.characters.cards import CardError, export_card_json, export_card_png, read_card
from nocturne.characters.personas import PersonaView, active_persona, chat_persona, get_persona
from nocturne.characters.repository import CharactersRepository
from nocturne.characters.safety import moderate_definition
from nocturne.characters.schemas import (
    ADULT_ONLY,
    GREETING,
    MIN_AGE,
    CharacterIn,
    CharacterOut,
    CharacterPage,
    CharacterSummary,
    CharacterUpdate,
    contains_nul,
)
from nocturne.errors import AppError, BadRequest, NotFound
from nocturne.kit.clock import utcnow
from nocturne.kit.pagination import PageParams
from nocturne.models import Character, User
from nocturne.moderation.service import ModerationService

__all__ = [
    "NOT_FOUND",
    "AgeRequired",
    "PersonaView",
    "active_persona",
    "character_prompt_description",
    "chat_persona",
    "create_character",
    "delete_character",
    "export_character",
    "get_character_for_chat",
    "get_owned_character",
    "get_persona",
    "get_visible_character",
    "import_character",
    "increment_chat_count",
    "list_my_characters",
    "update_character",
]

# The same answer for "missing" and "not yours": a private character's existence is not revealed.
NOT_FOUND = "No such character."
EXCERPT_LENGTH = 280
# Character columns a definition sets.
DEFINITION_FIELDS = tuple(CharacterIn.model_fields)


def column_values(body: BaseModel, fields: Iterable[str]) -> dict[str, Any]:
    """Column values from a request body; greetings are stored in their camelCase JSON shape."""
    values: dict[str, Any] = {}
    for field in fields:
        value = getattr(body, field)
        if field == "greetings" and value is not None:
            value = [g.model_dump(mode="json", by_alias=True, exclude_none=True) for g in value]
        values[field] = value
    return values


def _current_values(character: Character) -> dict[str, Any]:
    return {field: getattr(character, field) for field in DEFINITION_FIELDS}


def set_visibility(character: Character, visibility: str) -> None:
    """Publishing stamps published_at (the directory's 'new' order); making private clears it."""
    if visibility == "public" and (character.visibility != "public" or character.published_at is None):
        character.published_at = utcnow()
    elif visibility == "private":
        character.published_at = None
    character.visibility = visibility


async def create_character(
    db: AsyncSession,
    moderation: ModerationService,
    user: User,
    body: CharacterIn,
    *,
    card_data: dict[str, Any] | None = None,
) -> Character:
    """Create a character after moderating its whole definition; nothing is stored when it is refused."""
    values = column_values(body, DEFINITION_FIELDS)
    await moderate_definition(db, moderation, user, values, None)
    visibility = values.pop("visibility")
    character = Character(owner_id=user.id, card_data=card_data or {}, chat_count=0, **values)
    character.visibility = "private"
    set_visibility(character, visibility)
    await CharactersRepository(db).add(character)
    return character


async def update_character(
    db: AsyncSession,
    moderation: ModerationService,
    user: User,
    character_id: uuid.UUID,
    body: CharacterUpdate,
) -> Character:
    """Change the owner's character; the changed definition is moderated as a whole before anything is saved."""
    character = await get_owned_character(db, user, character_id)
    changes = column_values(body, [f for f in DEFINITION_FIELDS if f in body.model_fields_set])
    # Moderate before touching the row: a refusal commits the flag, and must commit nothing else.
    await moderate_definition(db, moderation, user, {**_current_values(character), **changes}, character.id)
    visibility = changes.pop("visibility", None)
    for field, value in changes.items():
        setattr(character, field, value)
    if visibility is not None:
        set_visibility(character, visibility)
    await db.flush()
    return character


async def delete_character(db: AsyncSession, user: User, character_id: uuid.UUID) -> None:
    await CharactersRepository(db).delete(await get_owned_character(db, user, character_id))


async def get_owned_character(db: AsyncSession, user: User, character_id: uuid.UUID) -> Character:
    character = await CharactersRepository(db).character(character_id)
    if character is None or character.owner_id != user.id:
        raise NotFound(NOT_FOUND)
    return character


async def get_visible_character(
    db: AsyncSession, viewer: User | None, character_id: uuid.UUID
) -> tuple[Character, str]:
    """A character and its owner's username, when the viewer owns it or it is public."""
    found = await CharactersRepository(db).character_with_owner_name(character_id)
    if found is None or not _may_read(found[0], viewer):
        raise NotFound(NOT_FOUND)
    return found


def _may_read(character: Character, viewer: User | None) -> bool:
    return character.visibility == "public" or (viewer is not None and character.owner_id == viewer.id)


async def get_character_for_chat(db: AsyncSession, user: User, character_id: uuid.UUID) -> Character:
    """The character a chat may use: the user's own or a public one; otherwise NotFound."""
    character = await CharactersRepository(db).character(character_id)
    if character is None or not _may_read(character, user):
        raise NotFound(NOT_FOUND)
    return character


async def increment_chat_count(db: AsyncSession, character_id: uuid.UUID) -> None:
    """Count a new chat with the character (the directory's 'popular' order)."""
    await CharactersRepository(db).increment_chat_count(character_id)


async def list_my_characters(db: AsyncSession, user: User, params: PageParams) -> CharacterPage:
    rows, total = await CharactersRepository(db).owned_by(
        user.id, limit=params.page_size, offset=params.offset
    )
    items = [character_summary(c, owner_username=user.username, viewer_id=user.id) for c in rows]
    return CharacterPage(items=items, total=total, page=params.page, page_size=params.page_size)


# --- cards ---------------------------------------------------------------------------------------


def _card_problem(error: ValidationError) -> str:
    first = error.errors()[0]
    field = ".".join(str(part) for part in first.get("loc", ())) or "card"
    return f"This card cannot be imported: {field}: {first.get('msg', 'not valid')}"


class AgeRequired(AppError):
    """The card states no age: the importer must give the character's adult age (no age is invented)."""

    status_code = 422


def age_required_message(name: str) -> str:
    return f"This card does not say how old {name} is. Enter {name}'s age (18 or older) and import again."


async def import_character(
    db: AsyncSession,
    moderation: ModerationService,
    user: User,
    filename: str,
    data: bytes,
    *,
    age: int | None = None,
) -> Character:
    """Import a Tavern card (V1/V2/V3, JSON or PNG) as a new private character.

    The age is the one the card states (Nocturne's own field, else its text); only when it states
    none is `age`, confirmed by the importer, used. A PNG card's picture becomes the avatar.
    """
    try:
        card = read_card(filename, data)
    except CardError as error:
        raise BadRequest(str(error)) from error
    fields, card_data = card_to_fields(card)
    if contains_nul(card_data):
        raise BadRequest("This card cannot be imported: it contains NUL characters.")
    if fields["age"] is None:
        if age is None:
            raise AgeRequired(age_required_message(card.name))
        fields["age"] = age
    if isinstance(fields["age"], int) and fields["age"] < MIN_AGE:
        # A stated minor: the content rules see the whole card first (and queue it for moderators).
        await moderate_definition(db, moderation, user, fields, None)
        raise BadRequest(f"{card.name} is {fields['age']} in this card. {ADULT_ONLY}")
    try:
        body = CharacterIn.model_validate(fields)
    except ValidationError as error:
        raise BadRequest(_card_problem(error)) from error
    character = await create_character(db, moderation, user, body, card_data=card_data)
    art = card_art(data)
    if art is not None:
        await set_avatar(db, character, art)
    return character


@dataclass(frozen=True)
class ExportedCard:
    filename: str
    media_type: str
    content: bytes


def _file_stem(name: str) -> str:
    stem = re.sub(r"[^A-Za-z0-9]+", "-", name).strip("-").lower()[:60]
    return stem or "character"


async def export_character(
    db: AsyncSession,
    user: User,
    character_id: uuid.UUID,
    *,
    fmt: Literal["json", "png"],
    version: Literal[2, 3],
) -> ExportedCard:
    """The owner's character as a V2 or V3 card file, JSON or PNG."""
    character = await get_owned_character(db, user, character_id)
    card = character_to_card(character)
    try:
        if fmt == "png":
            avatar = await get_avatar(db, character)
            content = export_card_png(card, version, avatar.content if avatar is not None else None)
        else:
            content = export_card_json(card, version)
    except CardError as error:
        raise BadRequest(str(error)) from error
    media_type = "image/png" if fmt == "png" else "application/json"
    return ExportedCard(f"{_file_stem(character.name)}.{fmt}", media_type, content)


# --- views ---------------------------------------------------------------------------------------


def character_out(character: Character, *, owner_username: str, viewer_id: uuid.UUID | None) -> CharacterOut:
    data = {
        field: getattr(character, field) for field in CharacterOut.model_fields if hasattr(character, field)
    }
    data["greetings"] = [GREETING.validate_python(g) for g in character.greetings or []]
    return CharacterOut(
        **data,
        owner_username=owner_username,
        is_owner=viewer_id is not None and character.owner_id == viewer_id,
        prompt_description=character_prompt_description(character),
    )


HOOK_LENGTH = 160


def _excerpt(character: Character) -> str:
    """A card's one-line hook: short creator notes (shown to people, never prompted), else the description."""
    notes = " ".join(character.creator_notes.split())
    source = notes if 0 < len(notes) <= HOOK_LENGTH else character.description.strip()
    text = " ".join((source or character_prompt_description(character)).split())
    return text if len(text) <= EXCERPT_LENGTH else text[: EXCERPT_LENGTH - 1].rstrip() + "…"


def character_summary(
    character: Character, *, owner_username: str, viewer_id: uuid.UUID | None
) -> CharacterSummary:
    return CharacterSummary(
        id=character.id,
        owner_username=owner_username,
        is_owner=viewer_id is not None and character.owner_id == viewer_id,
        name=character.name,
        gender=character.gender,
        style=character.style,
        age=character.age,
        excerpt=_excerpt(character),
        tags=list(character.tags or []),
        category=character.category,
        visibility=character.visibility,
        avatar_url=character.avatar_url,
        chat_count=character.chat_count,
        published_at=character.published_at,
        created_at=character.created_at,
    )
