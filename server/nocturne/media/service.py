"""Images: start generation, edit and enhance jobs; the gallery; a character's look and portrait; my
avatar. Inputs to edit and enhance are only media generated on Nocturne by the same user (safety
policy: there is no upload path, so no photo of a real person can be edited)."""

from __future__ import annotations

import uuid
from typing import TYPE_CHECKING

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.billing import charges
from nocturne.characters import service as characters
from nocturne.characters.safety import check_or_reject
from nocturne.errors import BadRequest, NotFound
from nocturne.jobs import leases, runner
from nocturne.jobs.queue import defer
from nocturne.jobs.views import JobView, MediaView
from nocturne.kit.pagination import Page, PageParams, paginate
from nocturne.media import prompts
from nocturne.media.backends.port import VIDEO_MODES
from nocturne.media.catalog import PosePreset
from nocturne.media.payloads import (
    GpuArgs,
    ImageEnhanceJob,
    ImageJob,
    ImageMetadata,
    ImageSource,
    ModerationParams,
    dump,
)
from nocturne.media.rules import MAX_BATCH_SIZE, Orientation, image_model, image_size
from nocturne.media.schemas import ImageCreate, ImageDetail, LookOut, PhotoSet
from nocturne.media.tasks import RUN_GENERATION
from nocturne.models import Character, Chat, GenerationJob, Media, User
from nocturne.moderation.rules import is_sexual

if TYPE_CHECKING:
    from nocturne.runtime import Runtime

__all__ = [
    "MediaPage",
    "cancel_job",
    "get_job",
    "owned_media",
    "queue_job",
    "start_image_job",
]

MODERATION_VERSION = "rules-1"
IMAGE_NOT_FOUND = "Image not found. It may have been deleted."
JOB_NOT_FOUND = "Generation not found."
UNKNOWN_POSE = "Unknown pose '{pose}' for {gender} characters. Pick one from the pose list."
NO_POSE_OR_PROMPT = "Pick a pose or describe a scene."
UNKNOWN_STYLE = "Unknown edit style '{style}'. Pick one from the list."
CUSTOM_EDIT_NEEDS_PROMPT = "Describe the edit you want: the Custom style needs a prompt."
ENHANCE_LIMIT = 2048
ALREADY_ENHANCED = "This image is already at the largest size we make."
NOT_FINISHED = "This generation has already finished."


class MediaPage(Page[MediaView]):
    """A page of my images."""


# The gallery's filters: how an image was made, as groups (a single source works too).
SOURCE_GROUPS: dict[str, tuple[str, ...]] = {
    "generated": ("preset", "image_gen", "character_gen", "scene_gen", "text_to_video"),
    "videos": VIDEO_MODES,
    "edits": ("edit-image",),
    "enhanced": ("enhance",),
}


async def start_image_job(
    db: AsyncSession,
    runtime: Runtime,
    user: User,
    character: Character,
    *,
    scene: str,
    source: ImageSource,
    orientation: Orientation,
    batch_size: int,
    pose: PosePreset | None = None,
    chat: Chat | None = None,
    message_id: uuid.UUID | None = None,
    label: str = "",
    charge: bool = True,
) -> GenerationJob:
    """Moderate the prompt, then queue an Image job (spec 3). The job is sent once this transaction commits.
    charge=False is the server's own noCredits (the seed); users always pay the quoted price."""
    model = image_model(character.style, character.gender)
    prompt = prompts.image_prompt(model, prompts.character_look(character), scene)
    await check_or_reject(
        db,
        runtime.moderation,
        user,
        prompt,
        context="image-prompt",
        subject_type="image prompt",
        subject_id=None,
    )
    width, height = image_size(orientation)
    should_blur = (pose is not None and pose.tags[0] == "NSFW") or is_sexual(prompt)
    job_id = uuid.uuid4()
    payload = ImageJob(
        user_id=user.id,
        image_ids=[uuid.uuid4() for _ in range(max(1, min(batch_size, MAX_BATCH_SIZE)))],
        orientation=orientation,
        gpu_args=GpuArgs(
            prompt=prompt,
            model=model,
            negative_prompt=prompts.NEGATIVE_PROMPT,
            face_tuner_prompt=prompts.face_prompt(character),
            face_tuner_cfg=prompts.FACE_TUNER_CFG,
        ),
        metadata=ImageMetadata(
            character_id=character.id,
            message_id=message_id,
            misc_blob={"poseId": pose.id if pose else None, "label": label or character.name},
            source=source,
            should_blur=should_blur,
            width=width,
            height=height,
        ),
        moderation_params=ModerationParams(
            prompt=prompt, moderation_version=MODERATION_VERSION, source=source
        ),
    )
    return await queue_job(
        db,
        runtime,
        user,
        job_id,
        "image",
        dump(payload),
        width,
        height,
        model,
        character.id,
        chat,
        message_id,
        charge=charge,
    )


async def generate_images(db: AsyncSession, runtime: Runtime, user: User, body: ImageCreate) -> GenerationJob:
    """The generator: a pose preset of the character's gender and/or a scene of the user's own."""
    character = await characters.get_character_for_chat(db, user, body.character_id)
    pose = None
    if body.pose_id:
        pose = runtime.media.catalog.pose(character.gender, body.pose_id)  # type: ignore[arg-type]
        if pose is None:
            raise BadRequest(UNKNOWN_POSE.format(pose=body.pose_id, gender=character.gender))
    if pose is None and not body.prompt:
        raise BadRequest(NO_POSE_OR_PROMPT)
    return await start_image_job(
        db,
        runtime,
        user,
        character,
        scene=", ".join(p for p in (pose.prompt if pose else "", body.prompt) if p),
        source="preset" if pose else "image_gen",
        orientation=body.orientation,
        batch_size=body.batch_size,
        pose=pose,
        label=f"{character.name} · {pose.label}" if pose else character.name,
    )


async def queue_job(
    db: AsyncSession,
    runtime: Runtime,
    user: User,
    job_id: uuid.UUID,
    kind: str,
    payload: dict[str, object],
    width: int,
    height: int,
    model: str,
    character_id: uuid.UUID | None,
    chat: Chat | None = None,
    message_id: uuid.UUID | None = None,
    *,
    charge: bool = True,
) -> GenerationJob:
    """Queue a generation: its cost is reserved in the same transaction (402 without enough credits), and
    the job is sent once the transaction commits. charge=False only for staff (spec 3 noCredits)."""
    if charge:
        await charges.reserve_for_job(db, runtime, user, job_id, kind, payload)
    priority = charges.queue_priority(user)
    job = GenerationJob(
        id=job_id,
        kind=kind,
        owner_id=user.id,
        state="queued",
        input=payload,
        character_id=character_id,
        chat_id=chat.id if chat else None,
        message_id=message_id,
        width=width,
        height=height,
        backend=runtime.media.backends.for_model(model).name,
        progress=0.0,
        attempts=0,
        cancel_requested=False,
        priority=priority,
    )
    db.add(job)
    # The kind and priority travel with the message: a worker picks the lane and the place in its line
    # without asking the database.
    defer(db, RUN_GENERATION, str(job_id), kind, priority)
    return job


async def owned_media(db: AsyncSession, user: User, media_id: uuid.UUID) -> Media:
    """Media of this user's, generated on Nocturne; anything else is not found (never someone else's)."""
    media = await db.get(Media, media_id)
    if media is None or media.owner_id != user.id or media.deleted:
        raise NotFound(IMAGE_NOT_FOUND)
    return media


async def start_edit_job(
    db: AsyncSession, runtime: Runtime, user: User, media_id: uuid.UUID, style_id: str, edit_prompt: str
) -> GenerationJob:
    original = await owned_media(db, user, media_id)
    style = runtime.media.catalog.edit_style(style_id)
    if style is None:
        raise BadRequest(UNKNOWN_STYLE.format(style=style_id))
    if style.id == "custom" and not edit_prompt.strip():
        raise BadRequest(CUSTOM_EDIT_NEEDS_PROMPT)
    instruction = ", ".join(p for p in (edit_prompt.strip(), style.prompt_suffix.strip()) if p)
    await check_or_reject(
        db,
        runtime.moderation,
        user,
        instruction,
        context="image-prompt",
        subject_type="edit prompt",
        subject_id=None,
    )
    character = await db.get(Character, original.character_id) if original.character_id else None
    model = image_model(character.style, character.gender) if character else "RealismYogi"
    job_id = uuid.uuid4()
    payload = ImageJob(
        user_id=user.id,
        image_ids=[uuid.uuid4()],
        orientation=original.orientation,
        gpu_args=GpuArgs(
            prompt=f"{original.prompt}, {instruction}", model=model, negative_prompt=prompts.NEGATIVE_PROMPT
        ),
        metadata=ImageMetadata(
            character_id=original.character_id,
            misc_blob={
                "originalImageId": str(original.id),
                "editPrompt": instruction,
                "styleId": style.id,
                "label": style.display_name,
            },
            source="edit-image",
            should_blur=original.should_blur or is_sexual(instruction),
            width=original.width,
            height=original.height,
        ),
        moderation_params=ModerationParams(
            prompt=instruction, moderation_version=MODERATION_VERSION, source="edit"
        ),
    )
    return await queue_job(
        db,
        runtime,
        user,
        job_id,
        "image_edit",
        dump(payload),
        original.width,
        original.height,
        model,
        original.character_id,
    )


async def start_enhance_job(
    db: AsyncSession, runtime: Runtime, user: User, media_id: uuid.UUID
) -> GenerationJob:
    original = await owned_media(db, user, media_id)
    if max(original.width, original.height) * 2 > ENHANCE_LIMIT * 2:
        raise BadRequest(ALREADY_ENHANCED)
    job_id, image_id = uuid.uuid4(), uuid.uuid4()
    payload = ImageEnhanceJob(
        user_id=user.id,
        image_id=image_id,
        media_url=f"/api/media/{original.id}/file",
        original_gen_image_id=original.id,
    )
    character = await db.get(Character, original.character_id) if original.character_id else None
    model = image_model(character.style, character.gender) if character else "RealismYogi"
    return await queue_job(
        db,
        runtime,
        user,
        job_id,
        "image_enhance",
        dump(payload),
        original.width * 2,
        original.height * 2,
        model,
        original.character_id,
    )


async def get_job(db: AsyncSession, user: User, job_id: uuid.UUID) -> GenerationJob:
    job = await db.get(GenerationJob, job_id)
    if job is None or job.owner_id != user.id:
        raise NotFound(JOB_NOT_FOUND)
    return job


async def job_view(db: AsyncSession, runtime: Runtime, job: GenerationJob) -> JobView:
    return JobView.model_validate(await runner.describe(runtime, db, job))


async def cancel_job(db: AsyncSession, runtime: Runtime, user: User, job_id: uuid.UUID) -> GenerationJob:
    """Cancel a queued job at once; a running one is stopped by its worker (on the backend too) within a second."""
    job = await get_job(db, user, job_id)
    if job.state in leases.FINISHED:
        raise BadRequest(NOT_FINISHED)
    if await leases.cancel_queued(db, job.id):
        await db.refresh(job)
        handler = runner.HANDLERS.get(job.kind)
        if handler is not None:
            await runner.finished(runtime, db, job, handler)
    else:
        await leases.request_cancel(db, job.id)
        await db.refresh(job)
    return job


async def active_jobs(db: AsyncSession, user: User) -> list[GenerationJob]:
    rows = await db.scalars(
        select(GenerationJob)
        .where(GenerationJob.owner_id == user.id, GenerationJob.state.in_(leases.ACTIVE))
        .order_by(GenerationJob.created_at)
    )
    return list(rows.all())


async def gallery(
    db: AsyncSession, user: User, params: PageParams, *, character_id: uuid.UUID | None, source: str | None
) -> MediaPage:
    """My generated media, newest first, optionally for one character or one source."""
    statement = select(Media).where(Media.owner_id == user.id, Media.deleted.is_(False))
    if character_id is not None:
        statement = statement.where(Media.character_id == character_id)
    if source is not None:
        statement = statement.where(Media.source.in_(SOURCE_GROUPS.get(source, (source,))))
    rows, total = await paginate(db, statement.order_by(Media.created_at.desc(), Media.batch_index), params)
    return MediaPage(
        items=[MediaView.of(m) for m in rows], total=total, page=params.page, page_size=params.page_size
    )


async def photo_set(db: AsyncSession, runtime: Runtime, user: User, job_id: uuid.UUID) -> PhotoSet:
    job = await get_job(db, user, job_id)
    rows = await db.scalars(
        select(Media).where(Media.job_id == job.id, Media.deleted.is_(False)).order_by(Media.batch_index)
    )
    character = await db.get(Character, job.character_id) if job.character_id else None
    return PhotoSet(
        job=await job_view(db, runtime, job),
        images=[MediaView.of(m) for m in rows.all()],
        character_name=character.name if character else None,
    )


async def image_detail(db: AsyncSession, user: User, media_id: uuid.UUID) -> ImageDetail:
    """One of my images with the one it was made from (the "before") and the size of its set."""
    media = await owned_media(db, user, media_id)
    parent = await db.get(Media, media.parent_id) if media.parent_id else None
    character = await db.get(Character, media.character_id) if media.character_id else None
    count = await db.scalar(
        select(func.count()).where(Media.job_id == media.job_id, Media.deleted.is_(False))
    )
    return ImageDetail(
        image=MediaView.of(media),
        parent=MediaView.of(parent) if parent and not parent.deleted else None,
        character_name=character.name if character else None,
        photo_count=int(count or 1),
    )


async def look_view(db: AsyncSession, character: Character) -> LookOut:
    portrait = await db.get(Media, character.portrait_media_id) if character.portrait_media_id else None
    return LookOut(
        look=prompts.character_look(character),
        custom=bool(character.look_prompt.strip()),
        portrait=MediaView.of(portrait) if portrait and not portrait.deleted else None,
    )


async def delete_media(db: AsyncSession, user: User, media_id: uuid.UUID) -> None:
    media = await owned_media(db, user, media_id)
    media.deleted = True


async def set_portrait(
    db: AsyncSession, user: User, character_id: uuid.UUID, media_id: uuid.UUID
) -> Character:
    """The character's reference portrait (identity input) and its avatar, from one of my images of it."""
    character = await characters.get_owned_character(db, user, character_id)
    media = await owned_media(db, user, media_id)
    if media.character_id != character.id:
        raise BadRequest(f"This image is not of {character.name}. Pick one of {character.name}'s images.")
    character.portrait_media_id = media.id
    media.public = True
    character.avatar_url = f"/api/media/{media.id}/file"
    return character


async def set_my_avatar(db: AsyncSession, user: User, media_id: uuid.UUID) -> User:
    media = await owned_media(db, user, media_id)
    media.public = True
    user.avatar_url = f"/api/media/{media.id}/file"
    return user


async def set_look(
    db: AsyncSession, runtime: Runtime, user: User, character_id: uuid.UUID, look: str
) -> Character:
    character = await characters.get_owned_character(db, user, character_id)
    if look.strip():
        await check_or_reject(
            db,
            runtime.moderation,
            user,
            look,
            context="image-prompt",
            subject_type="look",
            subject_id=character.id,
        )
    character.look_prompt = look.strip()
    return character
