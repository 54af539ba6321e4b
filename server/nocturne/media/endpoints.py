"""/api/images (generate, edit, enhance, gallery), /api/photos, /api/media (files), /api/catalog, and a
character's look and portrait. Every image is private to its owner; avatars and portraits are public."""

from __future__ import annotations

import uuid
from typing import Literal

from fastapi import APIRouter, Header, Query, Response, status
from fastapi.responses import RedirectResponse

from nocturne.accounts.deps import AdultUser, AuthDep, CurrentUser
from nocturne.characters import service as characters
from nocturne.characters.safety import refusals_recorded
from nocturne.db import SessionDep
from nocturne.errors import ErrorBody, NotFound
from nocturne.jobs.views import JobView, MediaView
from nocturne.kit.pagination import PageDep
from nocturne.media import service, thumbnails
from nocturne.media.catalog import Gender
from nocturne.media.ranges import ranged_response
from nocturne.media.schemas import (
    EditIn,
    EditStyleOut,
    ImageCreate,
    ImageDetail,
    LookIn,
    LookOut,
    MediaIdIn,
    PhotoSet,
    PoseOut,
)
from nocturne.media.storage import MediaMissing
from nocturne.models import Media
from nocturne.runtime import RuntimeDep

ERRORS: dict[int | str, dict[str, object]] = {
    401: {"model": ErrorBody},
    403: {"model": ErrorBody},
    404: {"model": ErrorBody},
}
images_router = APIRouter(prefix="/images", tags=["images"], responses=ERRORS)
photos_router = APIRouter(prefix="/photos", tags=["images"], responses=ERRORS)
media_router = APIRouter(prefix="/media", tags=["images"], responses={404: {"model": ErrorBody}})
catalog_router = APIRouter(prefix="/catalog", tags=["images"])
looks_router = APIRouter(prefix="/characters", tags=["images"], responses=ERRORS)

PRESIGNED_SECONDS = 600
# Files never change once stored (new edits are new images), so browsers may keep them.
PRIVATE_CACHE = "private, max-age=86400, immutable"
PUBLIC_CACHE = "public, max-age=86400"


@images_router.post(
    "", response_model=JobView, status_code=status.HTTP_202_ACCEPTED, responses={422: {"model": ErrorBody}}
)
async def generate(body: ImageCreate, user: AdultUser, db: SessionDep, runtime: RuntimeDep) -> JobView:
    """Generate a batch of images of a character from a pose preset and/or a prompt (spec 3 Image job)."""
    async with refusals_recorded(db):
        job = await service.generate_images(db, runtime, user, body)
    await db.flush()
    return await service.job_view(db, runtime, job)


@images_router.get("", response_model=service.MediaPage)
async def gallery(
    user: AdultUser,
    db: SessionDep,
    page: PageDep,
    character_id: uuid.UUID | None = Query(default=None, alias="characterId"),
    source: str | None = Query(
        default=None,
        max_length=32,
        description="generated, edits, enhanced or videos; or one source (preset, image_gen, image-to-video…).",
    ),
) -> service.MediaPage:
    """My generated images, newest first; filter by character or by how they were made (secret gallery)."""
    return await service.gallery(db, user, page, character_id=character_id, source=source)


@images_router.get("/{image_id}", response_model=ImageDetail)
async def get_image(image_id: uuid.UUID, user: AdultUser, db: SessionDep) -> ImageDetail:
    """One of my images, with the image it was edited or enhanced from."""
    return await service.image_detail(db, user, image_id)


@images_router.delete("/{image_id}", status_code=status.HTTP_204_NO_CONTENT)
async def delete_image(image_id: uuid.UUID, user: CurrentUser, db: SessionDep) -> Response:
    """Delete one of my images."""
    await service.delete_media(db, user, image_id)
    return Response(status_code=status.HTTP_204_NO_CONTENT)


@images_router.post(
    "/{image_id}/edit",
    response_model=JobView,
    status_code=status.HTTP_202_ACCEPTED,
    responses={400: {"model": ErrorBody}, 422: {"model": ErrorBody}},
)
async def edit_image(
    image_id: uuid.UUID, body: EditIn, user: AdultUser, db: SessionDep, runtime: RuntimeDep
) -> JobView:
    """Edit one of my images with a style preset or a free instruction (Custom)."""
    async with refusals_recorded(db):
        job = await service.start_edit_job(db, runtime, user, image_id, body.style_id, body.prompt)
    await db.flush()
    return await service.job_view(db, runtime, job)


@images_router.post(
    "/{image_id}/enhance",
    response_model=JobView,
    status_code=status.HTTP_202_ACCEPTED,
    responses={400: {"model": ErrorBody}},
)
async def enhance_image(image_id: uuid.UUID, user: AdultUser, db: SessionDep, runtime: RuntimeDep) -> JobView:
    """Upscale one of my images to twice its size (spec 3 Image enhance job)."""
    job = await service.start_enhance_job(db, runtime, user, image_id)
    await db.flush()
    return await service.job_view(db, runtime, job)


@photos_router.get("/{job_id}", response_model=PhotoSet)
async def photo_set(job_id: uuid.UUID, user: AdultUser, db: SessionDep, runtime: RuntimeDep) -> PhotoSet:
    """A set of photos: one generation's batch, with the job that made it."""
    return await service.photo_set(db, runtime, user, job_id)


async def _serve(
    media_id: uuid.UUID,
    auth: AuthDep,
    db: SessionDep,
    runtime: RuntimeDep,
    which: Literal["file", "thumb"],
    byte_range: str | None = None,
) -> Response:
    media = await db.get(Media, media_id)
    viewer = auth.user
    if (
        media is None
        or media.deleted
        or not (media.public or (viewer is not None and viewer.id == media.owner_id))
    ):
        raise NotFound(service.IMAGE_NOT_FOUND)
    key = media.storage_key if which == "file" else media.thumb_key
    content_type = media.content_type if which == "file" else thumbnails.CONTENT_TYPE
    url = await runtime.media.store.presigned_url(
        key, expires_seconds=PRESIGNED_SECONDS, content_type=content_type
    )
    if url is not None:
        return RedirectResponse(url, status_code=status.HTTP_307_TEMPORARY_REDIRECT)
    try:
        data = await runtime.media.store.get(key)
    except MediaMissing:
        raise NotFound(service.IMAGE_NOT_FOUND) from None
    headers = {
        "Cache-Control": PUBLIC_CACHE if media.public else PRIVATE_CACHE,
        "X-Content-Type-Options": "nosniff",
    }
    return ranged_response(data, content_type, headers, byte_range)


@media_router.get(
    "/{media_id}/file",
    response_class=Response,
    responses={200: {"content": {"image/png": {}, "video/mp4": {}}}, 206: {"description": "A byte range."}},
)
async def media_file(
    media_id: uuid.UUID,
    auth: AuthDep,
    db: SessionDep,
    runtime: RuntimeDep,
    byte_range: str | None = Header(default=None, alias="Range", include_in_schema=False),
) -> Response:
    """The image or video file: to its owner, or to anyone when it is an avatar or a public portrait.
    Videos are served in byte ranges, so a browser can seek."""
    return await _serve(media_id, auth, db, runtime, "file", byte_range)


@media_router.get(
    "/{media_id}/thumb", response_class=Response, responses={200: {"content": {"image/webp": {}}}}
)
async def media_thumb(media_id: uuid.UUID, auth: AuthDep, db: SessionDep, runtime: RuntimeDep) -> Response:
    """A small WebP of the image, for grids."""
    return await _serve(media_id, auth, db, runtime, "thumb")


@catalog_router.get("/poses", response_model=list[PoseOut])
async def poses(runtime: RuntimeDep, gender: Gender = Query(default="Female")) -> list[PoseOut]:
    """The pose presets for a gender (spec 3 Pose preset), with realistic and anime thumbnails."""
    base = f"/api/catalog/poses/{gender}"
    return [
        PoseOut(
            id=p.id,
            label=p.label,
            tags=list(p.tags),
            section=p.section,
            image_url=p.image_url or f"{base}/{p.id}/thumb?style=realistic",
            anime_image_url=p.anime_image_url or f"{base}/{p.id}/thumb?style=anime",
        )
        for p in runtime.media.catalog.poses[gender]
    ]


@catalog_router.get(
    "/poses/{gender}/{pose_id}/thumb", response_class=Response, responses={404: {"model": ErrorBody}}
)
async def pose_thumb(
    gender: Gender,
    pose_id: str,
    runtime: RuntimeDep,
    style: thumbnails.ThumbStyle = Query(default="realistic"),
) -> Response:
    """A pose's thumbnail."""
    pose = runtime.media.catalog.pose(gender, pose_id)
    if pose is None:
        raise NotFound(service.UNKNOWN_POSE.format(pose=pose_id, gender=gender))
    data = await thumbnails.pose_thumbnail(runtime.media.store, gender, pose, style)
    return Response(data, media_type=thumbnails.CONTENT_TYPE, headers={"Cache-Control": PUBLIC_CACHE})


@catalog_router.get("/edit-styles", response_model=list[EditStyleOut])
async def edit_styles(runtime: RuntimeDep) -> list[EditStyleOut]:
    """The image edit style presets (spec 3), Custom first."""
    return [
        EditStyleOut(
            id=s.id,
            display_name=s.display_name,
            description=s.description,
            preview_url=s.video_url or f"/api/catalog/edit-styles/{s.id}/preview",
        )
        for s in runtime.media.catalog.edit_styles
    ]


@catalog_router.get(
    "/edit-styles/{style_id}/preview", response_class=Response, responses={404: {"model": ErrorBody}}
)
async def edit_style_preview(style_id: str, runtime: RuntimeDep) -> Response:
    """A style's preview picture."""
    style = runtime.media.catalog.edit_style(style_id)
    if style is None:
        raise NotFound(service.UNKNOWN_STYLE.format(style=style_id))
    data = await thumbnails.style_preview(runtime.media.store, style)
    return Response(data, media_type=thumbnails.CONTENT_TYPE, headers={"Cache-Control": PUBLIC_CACHE})


@looks_router.get("/{character_id}/look", response_model=LookOut)
async def get_look(character_id: uuid.UUID, user: AdultUser, db: SessionDep) -> LookOut:
    """My character's look (its image prompt) and reference portrait."""
    return await service.look_view(db, await characters.get_owned_character(db, user, character_id))


@looks_router.put("/{character_id}/look", response_model=LookOut, responses={422: {"model": ErrorBody}})
async def put_look(
    character_id: uuid.UUID, body: LookIn, user: AdultUser, db: SessionDep, runtime: RuntimeDep
) -> LookOut:
    """Change my character's look; an empty look is built again from its gender, style and description."""
    async with refusals_recorded(db):
        character = await service.set_look(db, runtime, user, character_id, body.look)
    return await service.look_view(db, character)


@looks_router.put("/{character_id}/portrait", response_model=LookOut, responses={400: {"model": ErrorBody}})
async def put_portrait(character_id: uuid.UUID, body: MediaIdIn, user: AdultUser, db: SessionDep) -> LookOut:
    """Choose one of my images of this character as its portrait: its avatar and identity reference."""
    return await service.look_view(db, await service.set_portrait(db, user, character_id, body.media_id))


me_router = APIRouter(prefix="/me", tags=["profile"], responses=ERRORS)


@me_router.put("/avatar", response_model=MediaView)
async def put_my_avatar(body: MediaIdIn, user: AdultUser, db: SessionDep) -> MediaView:
    """Use one of my generated images as my avatar."""
    await service.set_my_avatar(db, user, body.media_id)
    return MediaView.of(await service.owned_media(db, user, body.media_id))
