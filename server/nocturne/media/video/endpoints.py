"""/api/videos (start a video in any of the seven modes; a video with its source and chain) and the
video catalogues under /api/catalog (action presets per gender, edit presets, voices)."""

from __future__ import annotations

import uuid

from fastapi import APIRouter, Query, Request, Response, status

from nocturne.accounts.deps import AdultUser
from nocturne.characters.safety import refusals_recorded
from nocturne.chat.service import message_view
from nocturne.db import SessionDep
from nocturne.errors import ErrorBody, NotFound
from nocturne.media import service as media
from nocturne.media.catalog import Gender
from nocturne.media.endpoints import ERRORS, PUBLIC_CACHE
from nocturne.media.speech.voices import DEFAULT_EMOTION, DEFAULT_VOICE_ID, EMOTION_NAMES, VOICES
from nocturne.media.video import previews, service, views
from nocturne.media.video.params import USER_FACING_MODELS
from nocturne.media.video.requests import VideoRequest
from nocturne.media.video.schemas import (
    VideoActionOut,
    VideoDetail,
    VideoEditOut,
    VideoStarted,
    VoiceOut,
    VoicesOut,
)
from nocturne.runtime import RuntimeDep

videos_router = APIRouter(prefix="/videos", tags=["videos"], responses=ERRORS)
catalog_router = APIRouter(prefix="/catalog", tags=["videos"])
UNKNOWN_PRESET = "Unknown preset. Pick one from the list."


def _our_hosts(request: Request) -> frozenset[str]:
    """The addresses this request came to: an absolute URL on one of them names our own media."""
    hosts = {request.url.netloc.lower()}
    if request.headers.get("host"):
        hosts.add(request.headers["host"].lower())
    return frozenset(hosts)


@videos_router.post(
    "",
    response_model=VideoStarted,
    status_code=status.HTTP_202_ACCEPTED,
    responses={400: {"model": ErrorBody}, 422: {"model": ErrorBody}},
)
async def start_video(
    body: VideoRequest, request: Request, user: AdultUser, db: SessionDep, runtime: RuntimeDep
) -> VideoStarted:
    """Make a video (spec 3 Video generation request, any of its seven modes); with chatId it also
    appears in that chat as a genVideo message that fills in when done."""
    async with refusals_recorded(db):
        job, message = await service.start_video(db, runtime, user, body, _our_hosts(request))
    await db.flush()
    return VideoStarted(
        job=await media.job_view(db, runtime, job), message=message_view(message) if message else None
    )


@videos_router.get("/{video_id}", response_model=VideoDetail)
async def get_video(video_id: uuid.UUID, user: AdultUser, db: SessionDep) -> VideoDetail:
    """One of my videos with what it was made from and its chain (extended from, edited from)."""
    return await views.video_detail(db, user, video_id)


@catalog_router.get("/video-actions", response_model=list[VideoActionOut])
async def video_actions(
    runtime: RuntimeDep, gender: Gender = Query(default="Female")
) -> list[VideoActionOut]:
    """The action presets for a gender (spec 3 Video action preset), custom actions first."""
    video = runtime.media.catalog.video
    out = []
    for preset in video.actions(gender):
        config = video.config(preset.model_name)
        model = config.video_model if config else "SEEDANCE"
        out.append(
            VideoActionOut(
                id=preset.id,
                display_name=preset.display_name,
                model_name=preset.model_name,
                video_model=USER_FACING_MODELS[model],
                tags=list(preset.tags),
                rating=preset.rating,
                categories=list(preset.categories),
                is_custom=preset.is_custom,
                has_loras=bool(config and config.loras),
                preview_url=preset.video_url or f"/api/catalog/video-actions/{gender}/{preset.id}/preview",
            )
        )
    return out


@catalog_router.get(
    "/video-actions/{gender}/{preset_id}/preview",
    response_class=Response,
    responses={200: {"content": {"video/mp4": {}}}, 404: {"model": ErrorBody}},
)
async def video_action_preview(gender: Gender, preset_id: str, runtime: RuntimeDep) -> Response:
    preset = runtime.media.catalog.video.action(gender, preset_id)
    if preset is None:
        raise NotFound(UNKNOWN_PRESET)
    data = await previews.preview_video(
        runtime.media.store, previews.action_key(gender, preset.id), preset.display_name
    )
    return Response(data, media_type="video/mp4", headers={"Cache-Control": PUBLIC_CACHE})


@catalog_router.get("/video-edits", response_model=list[VideoEditOut])
async def video_edits(runtime: RuntimeDep) -> list[VideoEditOut]:
    """The video edit presets (spec 3): style, background, accessory."""
    return [
        VideoEditOut(
            id=p.id,
            display_name=p.display_name,
            description=p.description,
            preview_url=p.video_url or f"/api/catalog/video-edits/{p.id}/preview",
        )
        for p in runtime.media.catalog.video.edit_presets()
    ]


@catalog_router.get(
    "/video-edits/{preset_id}/preview",
    response_class=Response,
    responses={200: {"content": {"video/mp4": {}}}, 404: {"model": ErrorBody}},
)
async def video_edit_preview(preset_id: str, runtime: RuntimeDep) -> Response:
    preset = runtime.media.catalog.video.edit_preset(preset_id)
    if preset is None:
        raise NotFound(UNKNOWN_PRESET)
    data = await previews.preview_video(
        runtime.media.store, previews.edit_key(preset.id), preset.display_name
    )
    return Response(data, media_type="video/mp4", headers={"Cache-Control": PUBLIC_CACHE})


@catalog_router.get("/voices", response_model=VoicesOut)
async def voices() -> VoicesOut:
    """The voices and emotions of lip-sync and add-audio."""
    return VoicesOut(
        voices=[VoiceOut(id=v.id, display_name=v.name, gender=v.gender) for v in VOICES],
        emotions=list(EMOTION_NAMES),
        default_voice_id=DEFAULT_VOICE_ID,
        default_emotion=DEFAULT_EMOTION,
    )
