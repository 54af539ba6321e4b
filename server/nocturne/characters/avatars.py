"""Character avatars: the art of an imported PNG card, kept for display only (never sent to a model).

The image is stored in the database (table character_avatars) so every replica can serve it, and is
served at /api/characters/{id}/avatar?v=<digest>: the digest in the address changes with the image,
so browsers may cache each address forever.
"""

from __future__ import annotations

import hashlib

from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.characters.cards import DEFAULT_ART_RGB, DEFAULT_ART_SIZE
from nocturne.characters.png_text import TEXT_CHUNK_TYPES, PngError, is_png, read_chunks, solid_png, write_png
from nocturne.characters.repository import CharactersRepository
from nocturne.models import Character
from nocturne.models.character import CharacterAvatar

PNG = "image/png"


def card_art(data: bytes) -> bytes | None:
    """The picture of a PNG card without its text chunks (the card data and other metadata).

    None for JSON cards, unreadable images, and the plain placeholder Nocturne writes when a
    character without a picture is exported (it is not a portrait).
    """
    if not is_png(data):
        return None
    try:
        chunks = read_chunks(data)
    except PngError:
        return None
    if not any(chunk.type == b"IDAT" for chunk in chunks):
        return None
    art = write_png([chunk for chunk in chunks if chunk.type not in TEXT_CHUNK_TYPES])
    if art == solid_png(*DEFAULT_ART_SIZE, DEFAULT_ART_RGB):
        return None
    return art


def avatar_path(character: Character, digest: str) -> str:
    return f"/api/characters/{character.id}/avatar?v={digest[:16]}"


async def set_avatar(db: AsyncSession, character: Character, content: bytes) -> None:
    """Store (or replace) the character's picture and point avatar_url at it; the character has an id."""
    digest = hashlib.sha256(content).hexdigest()
    repo = CharactersRepository(db)
    avatar = await repo.avatar(character.id)
    if avatar is None:
        await repo.add(
            CharacterAvatar(character_id=character.id, media_type=PNG, content=content, digest=digest)
        )
    elif avatar.digest != digest:
        avatar.content, avatar.media_type, avatar.digest = content, PNG, digest
    character.avatar_url = avatar_path(character, digest)
    await db.flush()


async def get_avatar(db: AsyncSession, character: Character) -> CharacterAvatar | None:
    return await CharactersRepository(db).avatar(character.id)
