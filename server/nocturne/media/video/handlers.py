"""What video jobs do around the generic runner (jobs/runner.py): build the backend request from the
spec 3 Video job or Video enhance job payload, store the video (and the still a text-to-video made
first), and show the outcome in the chat's genVideo data message."""

from __future__ import annotations

import base64
import uuid
from typing import TYPE_CHECKING, Any

from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.chat import media_messages
from nocturne.media.backends.port import (
    BackendError,
    GenerationRequest,
    InputMedia,
    Lora,
    MediaOutput,
    VideoSpec,
)
from nocturne.media.files import clean_image
from nocturne.media.handlers import store_image
from nocturne.media.rules import orientation_of
from nocturne.media.storage import MediaMissing
from nocturne.media.video.payloads import VideoJob, enhance_target
from nocturne.media.video_files import poster_frame, probe
from nocturne.models import GenerationJob, Media

if TYPE_CHECKING:
    from nocturne.runtime import Runtime

# The modes whose source is an image (the others start from a video).
_IMAGE_MODES = ("image-to-video", "lipsync-video")
SOURCE_GONE = "The {what} this video starts from is no longer available. Pick another one."
NOT_A_VIDEO = "The video service sent back something that is not a video. Try again."


def video_key(owner_id: uuid.UUID, job_id: uuid.UUID, index: int, ext: str) -> str:
    return f"videos/{owner_id}/{job_id}/{index}.{ext}"


def gen_video_result(job: GenerationJob) -> dict[str, Any]:
    """The spec 3 genVideo result of a video job, pending: {id, triggerRunId, error, videoUrl,
    inputImageUrl, shouldBlur}, plus the size, length and preview flag so a reloaded chat lays it out."""
    payload = VideoJob.model_validate(job.input)
    misc = payload.metadata.misc_blob
    source = misc.get("sourceMediaId") if payload.mode in _IMAGE_MODES else None
    still = misc.get("stillId")
    return {
        "id": str(payload.video_id),
        "triggerRunId": str(job.id),
        "error": None,
        "videoUrl": None,
        "inputImageUrl": f"/api/media/{source}/file" if source else None,
        "stillId": still,
        "shouldBlur": payload.metadata.should_blur,
        "width": payload.metadata.width,
        "height": payload.metadata.height,
        "duration": payload.gpu_args.duration,
        "mode": payload.mode,
        "isPreview": job.backend == "preview",
    }


def _seed(job: GenerationJob) -> int:
    return int(job.id.int % 2_147_483_647)


async def _live_media(db: AsyncSession, media_id: str | uuid.UUID | None) -> Media | None:
    if media_id is None:
        return None
    media = await db.get(Media, uuid.UUID(str(media_id)))
    return None if media is None or media.deleted else media


async def _input(runtime: Runtime, media: Media) -> InputMedia | None:
    try:
        data = await runtime.media.store.get(media.storage_key)
    except MediaMissing:
        return None
    ext = "mp4" if media.kind == "video" else "png"
    return InputMedia(data, media.content_type, f"{media.kind}.{ext}")


class VideoHandler:
    """Kind video: a Video job payload, any mode but enhanced-video."""

    async def build_request(self, runtime: Runtime, job: GenerationJob) -> GenerationRequest:
        payload = VideoJob.model_validate(job.input)
        misc = payload.metadata.misc_blob
        start_image = source_video = None
        if misc.get("sourceMediaId"):
            async with runtime.transaction() as db:
                source = await _live_media(db, misc["sourceMediaId"])
            loaded = await _input(runtime, source) if source is not None else None
            if source is None or loaded is None:
                raise BackendError(
                    SOURCE_GONE.format(what="image" if payload.mode in _IMAGE_MODES else "video")
                )
            if source.kind == "video":
                source_video = loaded
            else:
                start_image = loaded
        audio = None
        if misc.get("audioBase64"):
            audio = InputMedia(base64.b64decode(misc["audioBase64"]), "audio/wav", "speech.wav")
        args = payload.gpu_args
        return GenerationRequest(
            job_id=str(job.id),
            kind="video",
            prompt=args.prompt,
            model=str(misc.get("stillModel") or "RealismYogi"),
            width=payload.metadata.width,
            height=payload.metadata.height,
            batch_size=1,
            seed=int(misc.get("seed", _seed(job))),
            loras=tuple(Lora(lo.name, lo.strength, lo.placement or "both") for lo in args.loras or ()),
            source=start_image,
            label=str(misc.get("label", "")),
            video=VideoSpec(
                mode=payload.mode,
                model=misc.get("videoModel", "WAN_2_2"),
                duration=args.duration,
                fps=int(misc.get("fps", 16)),
                speed=args.speed,
                quality=payload.metadata.quality,
                action=payload.action,
                source_video=source_video,
                audio=audio,
                audio_duration=misc.get("audioDuration"),
                still_prompt=misc.get("stillPrompt"),
                still_model=misc.get("stillModel"),
                still_negative_prompt=misc.get("stillNegativePrompt"),
                edit=misc.get("editPreset"),
            ),
        )

    async def store_results(
        self, runtime: Runtime, db: AsyncSession, job: GenerationJob, outputs: list[MediaOutput]
    ) -> dict[str, Any]:
        payload = VideoJob.model_validate(job.input)
        misc = payload.metadata.misc_blob
        blur = payload.metadata.should_blur
        prompt = payload.gpu_args.prompt
        parent = uuid.UUID(misc["sourceMediaId"]) if misc.get("sourceMediaId") else None
        stored = []
        still_id = uuid.UUID(misc["stillId"]) if misc.get("stillId") else None
        stills = [o for o in outputs[1:] if o.content_type.startswith("image/")]
        if still_id is not None and stills:
            # The still the video started from: an image of its own in the gallery (its inputImageUrl).
            await store_image(
                runtime,
                db,
                job,
                1,
                still_id,
                stills[0],
                None,
                source="text_to_video",
                should_blur=blur,
                prompt=misc.get("stillPrompt", prompt),
            )
            parent = still_id
            stored.append(str(still_id))
        await store_video(
            runtime,
            db,
            job,
            payload.video_id,
            outputs[0] if outputs else None,
            source=payload.mode,
            should_blur=blur,
            prompt=prompt,
            action=misc.get("editPreset") or misc.get("actionPresetId") or payload.action,
            parent_id=parent,
        )
        return {"mediaIds": [str(payload.video_id), *stored]}

    async def on_finished(self, runtime: Runtime, db: AsyncSession, job: GenerationJob) -> None:
        if job.message_id is None:
            return
        result = gen_video_result(job)
        ok = job.state == "succeeded"
        if ok and result["stillId"] and await db.get(Media, uuid.UUID(result["stillId"])) is not None:
            result["inputImageUrl"] = f"/api/media/{result['stillId']}/file"
        await media_messages.set_gen_result(
            db,
            job.message_id,
            "genVideo",
            {
                **result,
                "videoUrl": f"/api/media/{result['id']}/file" if ok else None,
                "error": None if ok else (job.error or "Canceled."),
            },
        )

    async def should_blur(self, db: AsyncSession, job: GenerationJob) -> bool:
        return bool(VideoJob.model_validate(job.input).metadata.should_blur)

    def timeout_seconds(self, runtime: Runtime) -> float:
        return runtime.settings.job_video_timeout_seconds


class VideoEnhanceHandler:
    """Kind video_enhance: either shape of the Video enhance job; the result is one larger video."""

    async def build_request(self, runtime: Runtime, job: GenerationJob) -> GenerationRequest:
        _, original_id = enhance_target(job.id, job.input)
        async with runtime.transaction() as db:
            original = await _live_media(db, original_id)
            loaded = await _input(runtime, original) if original is not None else None
        if original is None or loaded is None:
            raise BackendError(SOURCE_GONE.format(what="video"))
        return GenerationRequest(
            job_id=str(job.id),
            kind="video_enhance",
            prompt=original.prompt,
            model="RealismYogi",
            width=job.width,
            height=job.height,
            batch_size=1,
            seed=_seed(job),
            video=VideoSpec(
                mode="enhanced-video",
                model="WAN_2_2",
                duration=original.duration or 5.0,
                fps=int(original.fps or 16),
                source_video=loaded,
                upscale_factor=job.width / original.width,
            ),
        )

    async def store_results(
        self, runtime: Runtime, db: AsyncSession, job: GenerationJob, outputs: list[MediaOutput]
    ) -> dict[str, Any]:
        video_id, original_id = enhance_target(job.id, job.input)
        original = await db.get(Media, original_id)
        await store_video(
            runtime,
            db,
            job,
            video_id,
            outputs[0] if outputs else None,
            source="enhanced-video",
            should_blur=bool(original is None or original.should_blur),
            prompt=original.prompt if original else "",
            action=original.action if original else None,
            parent_id=original_id,
        )
        return {"mediaIds": [str(video_id)]}

    async def on_finished(self, runtime: Runtime, db: AsyncSession, job: GenerationJob) -> None:
        return None

    async def should_blur(self, db: AsyncSession, job: GenerationJob) -> bool:
        original = await db.get(Media, enhance_target(job.id, job.input)[1])
        return original is None or original.should_blur

    def timeout_seconds(self, runtime: Runtime) -> float:
        return runtime.settings.job_video_timeout_seconds


async def store_video(
    runtime: Runtime,
    db: AsyncSession,
    job: GenerationJob,
    video_id: uuid.UUID,
    output: MediaOutput | None,
    **fields: Any,
) -> None:
    """Idempotent: the same job stores the same keys and the same row id. An output that is not a
    playable video fails the job with the reason (BackendError)."""
    if await db.get(Media, video_id) is not None:
        return
    if output is None or not output.content_type.startswith("video/"):
        raise BackendError(NOT_A_VIDEO)
    try:
        info = probe(output.data)
        poster = poster_frame(output.data, 768)
    except ValueError as exc:
        raise BackendError(NOT_A_VIDEO) from exc
    thumb = clean_image(poster).thumb
    key, thumb_key = (
        video_key(job.owner_id, job.id, 0, "mp4"),
        video_key(job.owner_id, job.id, 0, "thumb.webp"),
    )
    await runtime.media.store.put(key, output.data, "video/mp4")
    await runtime.media.store.put(thumb_key, thumb, "image/webp")
    db.add(
        Media(
            id=video_id,
            kind="video",
            owner_id=job.owner_id,
            character_id=job.character_id,
            job_id=job.id,
            batch_index=0,
            storage_key=key,
            thumb_key=thumb_key,
            content_type="video/mp4",
            width=info.width,
            height=info.height,
            orientation=orientation_of(info.width, info.height),
            is_preview=job.backend == "preview",
            duration=round(info.duration, 3),
            fps=info.fps,
            has_audio=info.has_audio,
            **fields,
        )
    )
    await db.flush()
