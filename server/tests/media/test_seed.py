"""Seed time (issue 10): the starter characters get reference portraits made by the configured backend,
and the catalogue pictures (pose thumbnails, edit-style previews) are made; a second seed adds nothing."""

from __future__ import annotations

import httpx
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.config import Settings
from nocturne.models import Character, Media
from nocturne.seed import run_seed


async def test_starters_get_portraits_once(
    settings: Settings, client: httpx.AsyncClient, db: AsyncSession
) -> None:
    lines = await run_seed(settings)
    starters = (await db.scalars(select(Character))).all()
    assert starters
    assert all(c.portrait_media_id is not None for c in starters)
    assert sum("made by the preview backend" in line for line in lines) == len(starters)
    assert any(line.startswith("catalogue pictures:") for line in lines)
    # spec 3: each action preset and each video edit preset has its own preview video, made at seed time.
    videos = next(line for line in lines if line.startswith("catalogue preview videos:"))
    assert "made now" in videos
    assert " 0 ready" not in videos
    for preset in (await client.get("/api/catalog/video-actions", params={"gender": "Trans"})).json():
        r = await client.get(preset["previewUrl"])
        assert r.status_code == 200
        assert r.headers["content-type"] == "video/mp4"
        assert r.content[4:8] == b"ftyp"  # an MP4 file
    portrait = await db.get(Media, starters[0].portrait_media_id)
    assert portrait is not None
    assert portrait.public
    assert portrait.is_preview
    assert portrait.source == "character_gen"
    # Public: anyone sees a starter's portrait, as its avatar in the directory.
    assert starters[0].avatar_url == f"/api/media/{portrait.id}/file"
    r = await client.get(starters[0].avatar_url)
    assert r.status_code == 200
    assert r.headers["content-type"] == "image/png"

    count = await db.scalar(select(func.count()).select_from(Media))
    await run_seed(settings)
    assert await db.scalar(select(func.count()).select_from(Media)) == count
