"""Files of the built web app: precompressed variants by Accept-Encoding, and cache headers.

The build (web/vite-plugins/precompress.ts) writes `<file>.br` and `<file>.gz` beside each text
asset, so nothing is compressed per request. Hashed assets (web/dist/assets/) never change under
their name and are cached for a year; anything else is revalidated on every use.
"""

from __future__ import annotations

import mimetypes
from pathlib import Path

from fastapi.responses import FileResponse

IMMUTABLE = "public, max-age=31536000, immutable"
REVALIDATE = "no-cache"
# The order of preference: brotli is smaller than gzip for the same file.
ENCODINGS = (("br", ".br"), ("gzip", ".gz"))


def accepted_encodings(header: str | None) -> set[str]:
    """The content codings an Accept-Encoding header allows (RFC 9110 12.5.3): q=0 refuses one,
    `*` stands for every coding not named."""
    named: dict[str, float] = {}
    for item in (header or "").split(","):
        coding, _, params = item.strip().partition(";")
        coding = coding.strip().lower()
        if not coding:
            continue
        q = 1.0
        for param in params.split(";"):
            key, _, value = param.strip().partition("=")
            if key.strip().lower() == "q":
                try:
                    q = float(value)
                except ValueError:
                    q = 0.0
        named[coding] = q
    wildcard = named.get("*", 0.0)
    return {c for c, _ in ENCODINGS if named.get(c, wildcard) > 0}


def cache_control(relative: str) -> str:
    # Vite puts a content hash in every name under assets/, so such a file never changes.
    return IMMUTABLE if relative.startswith("assets/") else REVALIDATE


def is_servable(relative: str) -> bool:
    """Build metadata (.vite/manifest.json and the like) and dotfiles stay private."""
    return not any(part.startswith(".") for part in relative.split("/"))


def file_response(path: Path, relative: str, accept_encoding: str | None) -> FileResponse:
    """The file, or its brotli or gzip copy when the client accepts it (br preferred)."""
    headers = {"Cache-Control": cache_control(relative)}
    media_type = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
    variants = [(c, path.with_name(path.name + suffix)) for c, suffix in ENCODINGS]
    present = [(c, p) for c, p in variants if p.is_file()]
    if present:
        # The answer depends on Accept-Encoding, so shared caches must key on it.
        headers["Vary"] = "Accept-Encoding"
        allowed = accepted_encodings(accept_encoding)
        for coding, variant in present:
            if coding in allowed:
                headers["Content-Encoding"] = coding
                return FileResponse(variant, media_type=media_type, headers=headers)
    return FileResponse(path, media_type=media_type, headers=headers)
