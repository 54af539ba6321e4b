"""A character's public stream (/stream/{id} and /stream/{name}-{partner}): the public posts featuring one
public character, newest first — its own published card and the published images and videos of it.

`key` is the character's id, or `{name}-{partner}`: the character's name as a slug (lower case, words
joined by '-') and its creator's username (the partner who made it; usernames have no '-', so the last
'-' splits the two). A stable, readable address for a creator's character that survives nothing but a
rename. Private characters, and characters of banned creators, have no stream."""

from __future__ import annotations

import re
import uuid

from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.errors import NotFound
from nocturne.models import Character, User
from nocturne.social import service
from nocturne.social.cursor import CursorParams
from nocturne.social.repository import SocialRepository
from nocturne.social.schemas import StreamPage
from nocturne.social.views import post_character, user_summary

STREAM_NOT_FOUND = "No such stream. The character may be private or gone."


def name_slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def stream_key(character: Character, owner: User) -> str:
    """The readable address of a character's stream."""
    return f"{name_slug(character.name) or 'character'}-{owner.username}"


async def resolve(db: AsyncSession, viewer: User | None, key: str) -> tuple[Character, User]:
    repo = SocialRepository(db)
    character: Character | None = None
    try:
        character = (await repo.characters({uuid.UUID(key)})).get(uuid.UUID(key))
    except ValueError:
        name, sep, partner = key.rpartition("-")
        if sep and name and partner:
            for candidate in await repo.public_characters_named(partner):
                if (name_slug(candidate.name) or "character") == name.lower():
                    character = candidate
                    break
    owner = await repo.user(character.owner_id) if character is not None else None
    if character is None or owner is None or character.visibility != "public" or owner.is_banned:
        raise NotFound(STREAM_NOT_FOUND)
    if viewer is not None and viewer.id != owner.id and await repo.is_blocked_between(viewer.id, owner.id):
        raise NotFound(STREAM_NOT_FOUND)
    return character, owner


async def stream(db: AsyncSession, viewer: User | None, key: str, params: CursorParams) -> StreamPage:
    character, owner = await resolve(db, viewer, key)
    page = await service.posts_of_character(db, viewer, character.id, params)
    return StreamPage(
        character=post_character(character),
        owner=user_summary(owner),
        items=page.items,
        next_cursor=page.next_cursor,
    )
