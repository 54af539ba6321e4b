"""Catalogue pictures: pose thumbnails (realistic and anime) and edit-style previews, made by the preview
renderer the first time they are asked for (or at seed time) and kept in the media store. An operator
with a GPU backend can replace them by putting their own files under the same keys."""

from __future__ import annotations

import hashlib
from typing import Literal

from nocturne.media.backends.preview import encode, render_portrait, restyle
from nocturne.media.catalog import Catalog, EditStyle, PosePreset
from nocturne.media.storage import MediaMissing, MediaStore

ThumbStyle = Literal["realistic", "anime"]
THUMB_SIZE = (240, 300)
CONTENT_TYPE = "image/webp"


def _seed(text: str) -> int:
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:4], "big")


def pose_key(gender: str, pose_id: str, style: ThumbStyle) -> str:
    return f"catalog/poses/{gender.lower()}/{pose_id}.{style}.webp"


def style_key(style_id: str) -> str:
    return f"catalog/edit-styles/{style_id}.webp"


async def pose_thumbnail(store: MediaStore, gender: str, pose: PosePreset, style: ThumbStyle) -> bytes:
    key = pose_key(gender, pose.id, style)
    try:
        return await store.get(key)
    except MediaMissing:
        model = "PrefectPony" if style == "anime" else "RealismYogi"
        image = render_portrait(*THUMB_SIZE, _seed(f"{gender}:{pose.id}"), pose.label, model, captions=False)
        data = encode(image, "WEBP")
        await store.put(key, data, CONTENT_TYPE)
        return data


async def style_preview(store: MediaStore, style: EditStyle) -> bytes:
    key = style_key(style.id)
    try:
        return await store.get(key)
    except MediaMissing:
        base = render_portrait(*THUMB_SIZE, _seed("edit-style-base"), "", "RealismYogi", captions=False)
        data = encode(restyle(base, f"{style.id} {style.prompt_suffix}"), "WEBP")
        await store.put(key, data, CONTENT_TYPE)
        return data


async def render_all(store: MediaStore, catalog: Catalog) -> int:
    """Make every missing catalogue picture (seed time); returns how many exist."""
    count = 0
    for gender, poses in catalog.poses.items():
        for pose in poses:
            for style in ("realistic", "anime"):
                await pose_thumbnail(store, gender, pose, style)
                count += 1
    for edit_style in catalog.edit_styles:
        await style_preview(store, edit_style)
        count += 1
    return count
