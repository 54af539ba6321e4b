"""Pillow steps around a run: the size an enhance should reach, and the exact output size.

ComfyUI renders at multiples of 8 (see workflows.py), so an output is centre-cropped to the size the
request asked for. Every output is re-encoded, which also drops the PNG text chunks in which ComfyUI's
SaveImage stores the whole graph (prompts, model and LoRA file names).
"""

from __future__ import annotations

import io

from PIL import Image, ImageOps


def image_size(data: bytes) -> tuple[int, int] | None:
    try:
        with Image.open(io.BytesIO(data)) as img:
            return img.size
    except (OSError, ValueError, Image.DecompressionBombError):
        return None


def fit_exact(data: bytes, width: int | None, height: int | None) -> tuple[bytes, int, int]:
    """PNG bytes at exactly width × height (unchanged size when either is None)."""
    with Image.open(io.BytesIO(data)) as img:
        img.load()
        out = img if img.mode in ("RGB", "RGBA") else img.convert("RGB")
        if width and height and out.size != (width, height):
            if out.width >= width and out.height >= height:
                left, top = (out.width - width) // 2, (out.height - height) // 2
                out = out.crop((left, top, left + width, top + height))
            else:  # smaller than asked: scale up to cover, then crop
                out = ImageOps.fit(out, (width, height), Image.Resampling.LANCZOS)
        buffer = io.BytesIO()
        out.save(buffer, format="PNG", optimize=False, compress_level=6)
        return buffer.getvalue(), out.width, out.height
