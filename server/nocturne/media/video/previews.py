"""The catalogue's preview videos (spec 3: each action preset and each video edit preset has its own),
made by the preview backend's renderer at seed time and kept in the media store; one that is missing
(a new preset, a fresh store) is made on first request."""

from __future__ import annotations

import asyncio
import zlib

from nocturne.media.backends.preview_video import render_catalogue_preview
from nocturne.media.storage import MediaMissing, MediaStore

WIDTH, HEIGHT, SECONDS = 240, 416, 2.0


def action_key(gender: str, preset_id: str) -> str:
    return f"catalog/video-actions/{gender.lower()}/{preset_id}.mp4"


def edit_key(preset_id: str) -> str:
    return f"catalog/video-edits/{preset_id}.mp4"


async def preview_video(store: MediaStore, key: str, title: str, *, refresh: bool = False) -> bytes:
    if not refresh:
        try:
            return await store.get(key)
        except MediaMissing:
            pass
    seed = zlib.crc32(key.encode())
    data = await asyncio.to_thread(render_catalogue_preview, title, WIDTH, HEIGHT, SECONDS, seed)
    await store.put(key, data, "video/mp4")
    return data
