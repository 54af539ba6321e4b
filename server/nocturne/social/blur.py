"""The blurred rendition of an NSFW image or video: its thumbnail (a video's is its first frame), shrunk
and Gaussian-blurred so nothing of it can be made out, made once and kept in the media store. Viewers who
must not see NSFW media (visitors, and anyone not a verified adult who opted in) get only this."""

from __future__ import annotations

import asyncio
import io

from PIL import Image, ImageFilter

from nocturne.media.storage import MediaMissing, MediaStore
from nocturne.models import Media, User

CONTENT_TYPE = "image/webp"
BLUR_WIDTH = 320
BLUR_RADIUS = 18


def sees_nsfw(viewer: User | None) -> bool:
    """The existing rule: unblurred NSFW media only for a verified adult who opted in."""
    return viewer is not None and viewer.age_verified_at is not None and viewer.show_nsfw_media


def must_blur(media: Media, viewer: User | None) -> bool:
    return media.should_blur and not sees_nsfw(viewer)


def blurred_key(media: Media) -> str:
    return f"blurred/{media.id}.webp"


def blur_image(data: bytes) -> bytes:
    image: Image.Image = Image.open(io.BytesIO(data)).convert("RGB")
    # Shrink first: the blur then removes what little detail is left, and the file is small.
    image.thumbnail((BLUR_WIDTH, BLUR_WIDTH * 2), Image.Resampling.BILINEAR)
    image = image.resize((max(1, image.width // 8), max(1, image.height // 8)), Image.Resampling.BILINEAR)
    image = image.resize((image.width * 8, image.height * 8), Image.Resampling.BILINEAR)
    image = image.filter(ImageFilter.GaussianBlur(BLUR_RADIUS))
    out = io.BytesIO()
    image.save(out, format="WEBP", quality=60)
    return out.getvalue()


async def blurred_rendition(store: MediaStore, media: Media) -> bytes:
    """The blurred picture of this media, made from its thumbnail the first time it is asked for."""
    key = blurred_key(media)
    try:
        return await store.get(key)
    except MediaMissing:
        pass
    thumb = await store.get(media.thumb_key)
    data = await asyncio.to_thread(blur_image, thumb)
    await store.put(key, data, CONTENT_TYPE)
    return data
