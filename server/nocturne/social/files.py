"""Serving a post's or a share's media: the original to viewers who may see it, otherwise (NSFW for this
viewer) only the blurred rendition, never a byte of the original."""

from __future__ import annotations

from typing import Literal

from fastapi import Response, status
from fastapi.responses import RedirectResponse

from nocturne.errors import NotFound
from nocturne.media.ranges import ranged_response
from nocturne.media.storage import MediaMissing, MediaStore
from nocturne.models import Media, User
from nocturne.social.blur import CONTENT_TYPE as BLURRED_TYPE
from nocturne.social.blur import blurred_rendition, must_blur

PRESIGNED_SECONDS = 600
THUMB_TYPE = "image/webp"
# What a viewer may see changes (a post unpublished, a block, an opt-in), so browsers keep files briefly
# and privately.
CACHE = "private, max-age=300"
MISSING = "This file is not available."


async def serve_media(
    store: MediaStore,
    media: Media,
    viewer: User | None,
    which: Literal["file", "thumb"],
    byte_range: str | None = None,
) -> Response:
    headers = {"Cache-Control": CACHE, "X-Content-Type-Options": "nosniff", "Vary": "Cookie"}
    try:
        if must_blur(media, viewer):
            return Response(await blurred_rendition(store, media), media_type=BLURRED_TYPE, headers=headers)
        key = media.storage_key if which == "file" else media.thumb_key
        content_type = media.content_type if which == "file" else THUMB_TYPE
        url = await store.presigned_url(key, expires_seconds=PRESIGNED_SECONDS, content_type=content_type)
        if url is not None:
            return RedirectResponse(url, status_code=status.HTTP_307_TEMPORARY_REDIRECT, headers=headers)
        data = await store.get(key)
    except MediaMissing:
        raise NotFound(MISSING) from None
    return ranged_response(data, content_type, headers, byte_range)
