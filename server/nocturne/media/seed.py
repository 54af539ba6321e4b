"""Seed-time media: a reference portrait for each starter character, made by the configured backend
(the preview backend on a laptop, ComfyUI or a hosted queue in production), and the catalogue pictures.
Idempotent: a starter that has a portrait is left alone."""

from __future__ import annotations

import asyncio

from sqlalchemy import select

from nocturne.characters.starters import SYSTEM_EMAIL
from nocturne.chat.photos import LOOK_SCENE
from nocturne.jobs import runner
from nocturne.jobs.queue import take_deferred
from nocturne.media import handlers, service, thumbnails
from nocturne.media.catalog import POSE_FILES
from nocturne.media.video import previews
from nocturne.models import Character, GenerationJob, Media, User
from nocturne.runtime import Runtime


async def seed_portraits(runtime: Runtime) -> list[str]:
    """Make the missing starter portraits (all at once; the seed waits for them); returns report lines."""
    handlers.register_all()
    async with runtime.transaction() as db:
        owner = await db.scalar(select(User).where(User.email == SYSTEM_EMAIL))
        if owner is None:
            return []
        starters = list(
            (
                await db.scalars(
                    select(Character).where(
                        Character.owner_id == owner.id, Character.portrait_media_id.is_(None)
                    )
                )
            ).all()
        )
    return list(await asyncio.gather(*(_portrait(runtime, c) for c in starters)))


async def _portrait(runtime: Runtime, character: Character) -> str:
    async with runtime.transaction() as db:
        owner = await db.get(User, character.owner_id)
        assert owner is not None
        job = await service.start_image_job(
            db,
            runtime,
            owner,
            character,
            scene=LOOK_SCENE,
            source="character_gen",
            orientation="portrait",
            batch_size=1,
            label=character.name,
            charge=False,  # the seed's own portraits (spec 3 noCredits, set by the server)
        )
        take_deferred(db)  # run right here rather than through the queue
    await runner.run_job(runtime, job.id)
    async with runtime.transaction() as db:
        done = await db.get(GenerationJob, job.id)
        media = await db.scalar(select(Media).where(Media.job_id == job.id))
        fresh = await db.get(Character, character.id)
        if done is None or done.state != "succeeded" or media is None or fresh is None:
            return f"portrait of {character.name}: not made ({done.error if done else 'lost'})"
        fresh.portrait_media_id = media.id
        media.public = True
        if not fresh.avatar_url:
            fresh.avatar_url = f"/api/media/{media.id}/file"
        return f"portrait of {character.name}: made by the {done.backend} backend"


async def seed_catalogue_videos(runtime: Runtime) -> str:
    """A preview video for each action preset (every gender) and each video edit preset (spec 3), made by
    the preview renderer unless the operator's file names its own; ones already stored are kept."""
    store, video = runtime.media.store, runtime.media.catalog.video
    wanted = [
        (previews.action_key(gender, preset.id), preset.display_name)
        for gender in POSE_FILES
        for preset in video.actions(gender)
        if not preset.video_url
    ]
    wanted += [(previews.edit_key(p.id), p.display_name) for p in video.edit_presets() if not p.video_url]
    made = 0
    for key, title in wanted:
        if not await store.exists(key):
            await previews.preview_video(store, key, title, refresh=True)
            made += 1
    return f"catalogue preview videos: {len(wanted)} ready ({made} made now)"


async def seed_catalogue_pictures(runtime: Runtime) -> str:
    count = await thumbnails.render_all(runtime.media.store, runtime.media.catalog)
    return f"catalogue pictures: {count} ready"
