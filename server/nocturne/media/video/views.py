"""A video as its page shows it: the video, what it was made from, and its chain."""

from __future__ import annotations

import uuid

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.errors import NotFound
from nocturne.jobs.views import MediaView
from nocturne.media.service import owned_media
from nocturne.media.video.schemas import VideoDetail
from nocturne.models import Character, Media, User

VIDEO_NOT_FOUND = "Video not found. It may have been deleted."
CHAIN_LIMIT = 20  # ancestors shown; a chain is a few extends long in practice


async def video_detail(db: AsyncSession, user: User, video_id: uuid.UUID) -> VideoDetail:
    try:
        video = await owned_media(db, user, video_id)
    except NotFound:
        raise NotFound(VIDEO_NOT_FOUND) from None
    if video.kind != "video":
        raise NotFound(VIDEO_NOT_FOUND)
    chain: list[Media] = []
    parent_id, seen = video.parent_id, {video.id}
    while parent_id is not None and parent_id not in seen and len(chain) < CHAIN_LIMIT:
        parent = await db.get(Media, parent_id)
        if parent is None or parent.deleted or parent.owner_id != user.id:
            break
        chain.append(parent)
        seen.add(parent.id)
        parent_id = parent.parent_id
    derived = await db.scalars(
        select(Media)
        .where(Media.parent_id == video.id, Media.deleted.is_(False), Media.kind == "video")
        .order_by(Media.created_at)
    )
    character = await db.get(Character, video.character_id) if video.character_id else None
    return VideoDetail(
        video=MediaView.of(video),
        source=MediaView.of(chain[0]) if chain else None,
        chain=[MediaView.of(m) for m in chain],
        derived=[MediaView.of(m) for m in derived.all()],
        character_name=character.name if character else None,
    )
