"""What image jobs do around the generic runner (jobs/runner.py): build the backend request from the
spec 3 payload, store the results as media, and show the outcome in the chat's data message."""

from __future__ import annotations

import uuid
from typing import TYPE_CHECKING, Any

from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.chat import media_messages
from nocturne.jobs import runner
from nocturne.media.backends.port import BackendError, GenerationRequest, InputImage, MediaOutput
from nocturne.media.files import clean_image, media_key, thumb_key
from nocturne.media.payloads import ImageJob, enhance_target
from nocturne.media.rules import orientation_of
from nocturne.media.storage import MediaMissing
from nocturne.models import Character, GenerationJob, Media

if TYPE_CHECKING:
    from nocturne.runtime import Runtime

SOURCE_GONE = "The image to change is no longer available. Pick another image."


def gen_image_result(job: GenerationJob) -> dict[str, Any]:
    """The spec 3 genImage result of an image job, pending (no imageUrl, no error yet); beside the spec's
    fields, the size and whether the preview backend made it, so a reloaded chat lays the image out."""
    payload = ImageJob.model_validate(job.input)
    return {
        "id": str(payload.image_ids[0]),
        "triggerRunId": str(job.id),
        "imageUrl": None,
        "error": None,
        "shouldBlur": payload.metadata.should_blur,
        "width": payload.metadata.width,
        "height": payload.metadata.height,
        "isPreview": job.backend == "preview",
    }


def seed_of(job: GenerationJob) -> int:
    return int(job.id.int % 2_147_483_647)


async def _media_bytes(runtime: Runtime, db: AsyncSession, media_id: uuid.UUID) -> InputImage | None:
    media = await db.get(Media, media_id)
    if media is None or media.deleted:
        return None
    try:
        return InputImage(await runtime.media.store.get(media.storage_key), media.content_type)
    except MediaMissing:
        return None


class ImageHandler:
    """Kinds image and image_edit: an Image job payload."""

    async def build_request(self, runtime: Runtime, job: GenerationJob) -> GenerationRequest:
        payload = ImageJob.model_validate(job.input)
        misc = payload.metadata.misc_blob
        async with runtime.transaction() as db:
            reference = source = None
            if payload.metadata.character_id is not None:
                character = await db.get(Character, payload.metadata.character_id)
                if character is not None and character.portrait_media_id is not None:
                    reference = await _media_bytes(runtime, db, character.portrait_media_id)
            if job.kind == "image_edit":
                source = await _media_bytes(runtime, db, uuid.UUID(misc["originalImageId"]))
                if source is None:
                    raise BackendError(SOURCE_GONE)
        args = payload.gpu_args
        return GenerationRequest(
            job_id=str(job.id),
            kind="image_edit" if job.kind == "image_edit" else "image",
            prompt=args.prompt,
            model=args.model,
            width=payload.metadata.width,
            height=payload.metadata.height,
            batch_size=len(payload.image_ids),
            seed=int(misc.get("seed", seed_of(job))),
            negative_prompt=args.negative_prompt,
            face_tuner_prompt=args.face_tuner_prompt,
            face_tuner_cfg=args.face_tuner_cfg,
            reference=reference,
            source=source,
            edit_prompt=misc.get("editPrompt"),
            label=str(misc.get("label", "")),
        )

    async def store_results(
        self, runtime: Runtime, db: AsyncSession, job: GenerationJob, outputs: list[MediaOutput]
    ) -> dict[str, Any]:
        payload = ImageJob.model_validate(job.input)
        misc = payload.metadata.misc_blob
        exact = (payload.metadata.width, payload.metadata.height) if job.kind == "image" else None
        parent = uuid.UUID(misc["originalImageId"]) if "originalImageId" in misc else None
        rows = [(image_id, output) for image_id, output in zip(payload.image_ids, outputs, strict=False)]
        for index, (image_id, output) in enumerate(rows):
            await store_image(
                runtime,
                db,
                job,
                index,
                image_id,
                output,
                exact,
                source=payload.metadata.source,
                should_blur=payload.metadata.should_blur,
                prompt=payload.gpu_args.prompt,
                pose_id=misc.get("poseId"),
                edit_style=misc.get("styleId"),
                parent_id=parent,
            )
        return {"mediaIds": [str(image_id) for image_id, _ in rows]}

    async def on_finished(self, runtime: Runtime, db: AsyncSession, job: GenerationJob) -> None:
        if job.message_id is None:
            return
        payload = ImageJob.model_validate(job.input)
        first = payload.image_ids[0]
        ok = job.state == "succeeded"
        await media_messages.set_gen_image_result(
            db,
            job.message_id,
            {
                **gen_image_result(job),
                "imageUrl": f"/api/media/{first}/file" if ok else None,
                "error": None if ok else (job.error or "Canceled."),
            },
        )

    async def should_blur(self, db: AsyncSession, job: GenerationJob) -> bool:
        return bool(ImageJob.model_validate(job.input).metadata.should_blur)

    def timeout_seconds(self, runtime: Runtime) -> float:
        return runtime.settings.job_image_timeout_seconds


class EnhanceHandler:
    """Kind image_enhance: an Image enhance job payload; the result is one larger image."""

    async def build_request(self, runtime: Runtime, job: GenerationJob) -> GenerationRequest:
        _, original_id = enhance_target(job.id, job.input)
        async with runtime.transaction() as db:
            source = await _media_bytes(runtime, db, original_id)
            original = await db.get(Media, original_id)
        if source is None or original is None:
            raise BackendError(SOURCE_GONE)
        return GenerationRequest(
            job_id=str(job.id),
            kind="image_enhance",
            prompt=original.prompt,
            model="RealismYogi",
            width=job.width,
            height=job.height,
            batch_size=1,
            seed=seed_of(job),
            source=source,
            upscale_factor=job.width / original.width,
        )

    async def store_results(
        self, runtime: Runtime, db: AsyncSession, job: GenerationJob, outputs: list[MediaOutput]
    ) -> dict[str, Any]:
        image_id, original_id = enhance_target(job.id, job.input)
        original = await db.get(Media, original_id)
        await store_image(
            runtime,
            db,
            job,
            0,
            image_id,
            outputs[0],
            (job.width, job.height),
            source="enhance",
            should_blur=bool(original and original.should_blur),
            prompt=original.prompt if original else "",
            pose_id=original.pose_id if original else None,
            edit_style=None,
            parent_id=original_id,
        )
        return {"mediaIds": [str(image_id)]}

    async def on_finished(self, runtime: Runtime, db: AsyncSession, job: GenerationJob) -> None:
        return None

    async def should_blur(self, db: AsyncSession, job: GenerationJob) -> bool:
        original = await db.get(Media, enhance_target(job.id, job.input)[1])
        return original is None or original.should_blur

    def timeout_seconds(self, runtime: Runtime) -> float:
        return runtime.settings.job_image_timeout_seconds


async def store_image(
    runtime: Runtime,
    db: AsyncSession,
    job: GenerationJob,
    index: int,
    image_id: uuid.UUID,
    output: MediaOutput,
    exact: tuple[int, int] | None,
    **fields: Any,
) -> None:
    """Idempotent: the same job stores the same keys and the same row id."""
    if await db.get(Media, image_id) is not None:
        return
    clean = clean_image(output.data, exact)
    key, thumb = media_key(job.owner_id, job.id, index), thumb_key(job.owner_id, job.id, index)
    await runtime.media.store.put(key, clean.data, clean.content_type)
    await runtime.media.store.put(thumb, clean.thumb, clean.thumb_type)
    db.add(
        Media(
            id=image_id,
            owner_id=job.owner_id,
            character_id=job.character_id,
            job_id=job.id,
            batch_index=index,
            storage_key=key,
            thumb_key=thumb,
            content_type=clean.content_type,
            width=clean.width,
            height=clean.height,
            orientation=orientation_of(clean.width, clean.height),
            is_preview=job.backend == "preview",
            **fields,
        )
    )
    await db.flush()


_registered = False


def register_all() -> None:
    global _registered
    if not _registered:
        from nocturne.media.video.handlers import VideoEnhanceHandler, VideoHandler

        runner.register("image", ImageHandler())
        runner.register("image_edit", ImageHandler())
        runner.register("image_enhance", EnhanceHandler())
        runner.register("video", VideoHandler())
        runner.register("video_enhance", VideoEnhanceHandler())
        _registered = True
