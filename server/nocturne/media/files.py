"""Turning a backend's output into stored files: check that it is an image, strip its metadata (prompts,
GPS, camera data: nothing leaves with the file but pixels), fit it to the exact size asked for, and make
a thumbnail. Keys come from the owner, job and batch index, so storing twice writes the same keys."""

from __future__ import annotations

import io
import uuid
from dataclasses import dataclass

from PIL import Image, ImageOps, UnidentifiedImageError

from nocturne.media.backends.port import BackendError

THUMB_WIDTH = 384
ACCEPTED_FORMATS = {"PNG", "JPEG", "WEBP"}
NOT_AN_IMAGE = "The image service sent back something that is not an image. Try again."


@dataclass(frozen=True)
class CleanImage:
    data: bytes
    thumb: bytes
    width: int
    height: int
    content_type: str = "image/png"
    thumb_type: str = "image/webp"


def media_key(owner_id: uuid.UUID, job_id: uuid.UUID, index: int) -> str:
    return f"images/{owner_id}/{job_id}/{index}.png"


def thumb_key(owner_id: uuid.UUID, job_id: uuid.UUID, index: int) -> str:
    return f"images/{owner_id}/{job_id}/{index}.thumb.webp"


def clean_image(data: bytes, size: tuple[int, int] | None = None) -> CleanImage:
    """Re-encode from pixels only. `size`: the exact size the user asked for (SDXL latents are multiples
    of 8, spec 9 sizes are not), reached by a centre crop after scaling."""
    image: Image.Image
    try:
        image = Image.open(io.BytesIO(data))
        if image.format not in ACCEPTED_FORMATS:
            raise BackendError(NOT_AN_IMAGE)
        image.load()
    except (UnidentifiedImageError, OSError) as exc:
        raise BackendError(NOT_AN_IMAGE) from exc
    image = ImageOps.exif_transpose(image).convert("RGB")
    if size is not None and image.size != size:
        image = ImageOps.fit(image, size, Image.Resampling.LANCZOS)
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=False)
    thumb = image.copy()
    thumb.thumbnail((THUMB_WIDTH, THUMB_WIDTH * 2), Image.Resampling.LANCZOS)
    thumb_out = io.BytesIO()
    thumb.save(thumb_out, format="WEBP", quality=82)
    return CleanImage(out.getvalue(), thumb_out.getvalue(), image.width, image.height)
