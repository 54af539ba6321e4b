"""/api/characters (create, read, change, delete, card import and export) and /api/directory."""

from __future__ import annotations

import uuid
from typing import Literal

from fastapi import APIRouter, File, Form, Query, Request, Response, UploadFile, status

from nocturne.accounts.deps import AdultUser, AgeConfirmed, CurrentUser
from nocturne.characters import avatars, directory, service
from nocturne.characters.cards import CARD_TOO_LARGE, MAX_CARD_BYTES
from nocturne.characters.repository import DirectorySort
from nocturne.characters.safety import refusals_recorded
from nocturne.characters.schemas import (
    MAX_AGE,
    MIN_AGE,
    CategoryCount,
    CharacterIn,
    CharacterOut,
    CharacterPage,
    CharacterUpdate,
)
from nocturne.db import SessionDep
from nocturne.errors import BadRequest, ErrorBody, NotFound
from nocturne.kit.pagination import PageDep
from nocturne.moderation.service import ModerationService
from nocturne.runtime import get_runtime

_ERRORS: dict[int | str, dict[str, object]] = {
    401: {"model": ErrorBody},
    403: {"model": ErrorBody},
    404: {"model": ErrorBody},
}
router = APIRouter(prefix="/characters", tags=["characters"], responses=_ERRORS)
directory_router = APIRouter(prefix="/directory", tags=["directory"], responses={403: {"model": ErrorBody}})

UPLOAD_CHUNK = 64 * 1024


def _moderation(request: Request) -> ModerationService:
    return get_runtime(request).moderation


async def _read_upload(file: UploadFile, limit: int) -> bytes:
    """Read an upload in pieces, refusing it as soon as it passes the limit."""
    parts: list[bytes] = []
    size = 0
    while chunk := await file.read(UPLOAD_CHUNK):
        size += len(chunk)
        if size > limit:
            raise BadRequest(CARD_TOO_LARGE)
        parts.append(chunk)
    return b"".join(parts)


@router.post(
    "",
    response_model=CharacterOut,
    status_code=status.HTTP_201_CREATED,
    responses={422: {"model": ErrorBody}},
)
async def create_character(
    body: CharacterIn, request: Request, user: AdultUser, db: SessionDep
) -> CharacterOut:
    """Create a character; its definition is moderated, and every character is an adult."""
    async with refusals_recorded(db):
        character = await service.create_character(db, _moderation(request), user, body)
    return service.character_out(character, owner_username=user.username, viewer_id=user.id)


@router.get("", response_model=CharacterPage, responses={400: {"model": ErrorBody}})
async def list_characters(
    user: AdultUser,
    db: SessionDep,
    page: PageDep,
    mine: bool = Query(default=True, description="Only true: public characters are at /api/directory."),
) -> CharacterPage:
    """The signed-in user's own characters, most recently changed first."""
    if not mine:
        raise BadRequest("Browse public characters at /api/directory.")
    return await service.list_my_characters(db, user, page)


@router.post(
    "/import",
    response_model=CharacterOut,
    status_code=status.HTTP_201_CREATED,
    responses={400: {"model": ErrorBody}, 422: {"model": ErrorBody}},
)
async def import_character(
    request: Request,
    user: AdultUser,
    db: SessionDep,
    file: UploadFile = File(description="A Tavern character card: V1/V2/V3 JSON, or PNG with card data."),
    age: int | None = Form(
        default=None,
        ge=MIN_AGE,
        le=MAX_AGE,
        description="The character's age, confirmed by the importer; used only when the card states none.",
    ),
) -> CharacterOut:
    """Import a character card as a new private character (moderated like a new character).

    The age is the one the card states; a card that states none is answered 422 `AgeRequired`
    until the importer sends `age`. A PNG card's picture becomes the avatar (display only).
    """
    data = await _read_upload(file, MAX_CARD_BYTES)
    async with refusals_recorded(db):
        character = await service.import_character(
            db, _moderation(request), user, file.filename or "", data, age=age
        )
    return service.character_out(character, owner_username=user.username, viewer_id=user.id)


@router.get("/{character_id}", response_model=CharacterOut)
async def get_character(character_id: uuid.UUID, auth: AgeConfirmed, db: SessionDep) -> CharacterOut:
    """A character: your own, or a public one."""
    character, owner = await service.get_visible_character(db, auth.user, character_id)
    viewer_id = auth.user.id if auth.user is not None else None
    return service.character_out(character, owner_username=owner, viewer_id=viewer_id)


@router.get(
    "/{character_id}/avatar",
    response_class=Response,
    responses={200: {"content": {"image/png": {}}}},
)
async def get_character_avatar(character_id: uuid.UUID, auth: AgeConfirmed, db: SessionDep) -> Response:
    """The character's picture (an imported PNG card's art); its address changes with the image."""
    character, _ = await service.get_visible_character(db, auth.user, character_id)
    avatar = await avatars.get_avatar(db, character)
    if avatar is None:
        raise NotFound("This character has no picture.")
    scope = "public" if character.visibility == "public" else "private"
    return Response(
        avatar.content,
        media_type=avatar.media_type,
        headers={"Cache-Control": f"{scope}, max-age=31536000, immutable", "ETag": f'"{avatar.digest}"'},
    )


@router.patch("/{character_id}", response_model=CharacterOut, responses={422: {"model": ErrorBody}})
async def update_character(
    character_id: uuid.UUID, body: CharacterUpdate, request: Request, user: AdultUser, db: SessionDep
) -> CharacterOut:
    """Change your character; the changed definition is moderated before it is saved."""
    async with refusals_recorded(db):
        character = await service.update_character(db, _moderation(request), user, character_id, body)
    return service.character_out(character, owner_username=user.username, viewer_id=user.id)


@router.delete("/{character_id}", status_code=status.HTTP_204_NO_CONTENT)
async def delete_character(character_id: uuid.UUID, user: CurrentUser, db: SessionDep) -> Response:
    """Delete your character."""
    await service.delete_character(db, user, character_id)
    return Response(status_code=status.HTTP_204_NO_CONTENT)


@router.get(
    "/{character_id}/export",
    response_class=Response,
    responses={200: {"content": {"application/json": {}, "image/png": {}}}, 400: {"model": ErrorBody}},
)
async def export_character(
    character_id: uuid.UUID,
    user: AdultUser,
    db: SessionDep,
    fmt: Literal["json", "png"] = Query(default="json", alias="format"),
    version: Literal["2", "3"] = Query(default="3", description="Card spec version."),
) -> Response:
    """Download your character as a Tavern card (V2 or V3, JSON or PNG)."""
    exported = await service.export_character(
        db, user, character_id, fmt=fmt, version=3 if version == "3" else 2
    )
    return Response(
        exported.content,
        media_type=exported.media_type,
        headers={"Content-Disposition": f'attachment; filename="{exported.filename}"'},
    )


@directory_router.get("", response_model=CharacterPage, responses={400: {"model": ErrorBody}})
async def browse_directory(
    auth: AgeConfirmed,
    db: SessionDep,
    page: PageDep,
    category: str | None = Query(default=None, max_length=64, description="A category slug."),
    q: str | None = Query(default=None, max_length=100, description="Search name, description and tags."),
    sort: DirectorySort = "new",
) -> CharacterPage:
    """Public characters: newest or most popular first, by category or search."""
    return await directory.browse(
        db,
        viewer_id=auth.user.id if auth.user is not None else None,
        category=category,
        query=q,
        sort=sort,
        params=page,
    )


@directory_router.get("/categories", response_model=list[CategoryCount])
async def list_categories(db: SessionDep) -> list[CategoryCount]:
    """The directory's categories, each with its number of public characters (names only: no age gate)."""
    return await directory.category_counts(db)
