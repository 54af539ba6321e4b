"""spec 5 Video parameters and spec 9 Generation: durations, speeds, qualities, orientations, sizes, and
the rule that a URL field names media made on Nocturne by the same user."""

from __future__ import annotations

import re
import uuid
from typing import Literal
from urllib.parse import urlsplit

from nocturne.media.rules import Orientation

VideoQuality = Literal["balanced", "ultra"]
# Display metadata also allows "fast" (spec 5).
DisplayQuality = Literal["fast", "balanced", "ultra"]
VideoSpeed = Literal["Fast", "Normal"]
DEFAULT_QUALITY: VideoQuality = "balanced"
DEFAULT_SPEED: VideoSpeed = "Normal"
DEFAULT_ORIENTATION: Orientation = "portrait"
MIN_DURATION, MAX_DURATION, DEFAULT_DURATION = 5, 10, 5  # seconds, spec 5 / spec 9
FPS = 16  # WAN's native rate: duration x 16 + 1 frames is WAN's 4k+1 length
DURATION_STEP = 0.25  # so that duration x FPS is a multiple of 4

# spec 9: a video's metadata size defaults to 480x832 (portrait). The other orientations keep that
# area at their aspect ratio, in multiples of 16 (what WAN's latent needs).
VIDEO_SIZES: dict[Orientation, tuple[int, int]] = {
    "portrait": (480, 832),
    "9:16": (480, 848),
    "4:5": (576, 720),
    "1:1": (624, 624),
    "5:4": (720, 576),
    "landscape": (832, 480),
    "16:9": (848, 480),
}
# Ultra renders at 1.5x the size (720p-class), balanced at the base size.
QUALITY_SCALE: dict[str, float] = {"fast": 1.0, "balanced": 1.0, "ultra": 1.5}

VideoModelName = Literal["wan", "wan-2.2", "seedance"]
# spec 3: the configuration's values and what users see.
USER_FACING_MODELS: dict[str, VideoModelName] = {
    "WAN_2_1": "wan",
    "WAN_2_2": "wan-2.2",
    "SEEDANCE": "seedance",
}

_MEDIA_PATH = re.compile(r"^/api/media/(?P<id>[0-9a-fA-F-]{36})/file/?$")

NOT_A_URL = "{field} must be a valid URL."
NOT_OURS = "{field} must point at an image or video you made on Nocturne."


def video_size(orientation: Orientation, quality: str = DEFAULT_QUALITY) -> tuple[int, int]:
    width, height = VIDEO_SIZES[orientation]
    scale = QUALITY_SCALE.get(quality, 1.0)
    return _to16(width * scale), _to16(height * scale)


def _to16(value: float) -> int:
    return max(16, int(round(value / 16)) * 16)


def normalized_duration(seconds: float) -> float:
    """The duration on the 0.25 s grid (so frames = duration x 16 + 1 is a WAN length)."""
    return round(seconds / DURATION_STEP) * DURATION_STEP


def media_id_from_url(url: str, field: str, hosts: frozenset[str]) -> uuid.UUID:
    """The media id a URL field points at: a root-relative path to /api/media/{id}/file, or the same as an
    absolute http(s) URL on one of our own hosts (the address the request came to). Raises ValueError
    with a message naming the field; whose media it is is checked by the caller (it needs the database)."""
    try:
        parts = urlsplit(url.strip())
    except ValueError:
        raise ValueError(NOT_A_URL.format(field=field)) from None
    absolute = parts.scheme in ("http", "https") and bool(parts.netloc)
    relative = not parts.scheme and not parts.netloc and parts.path.startswith("/")
    if not (absolute or relative) or " " in url.strip():
        raise ValueError(NOT_A_URL.format(field=field))
    match = _MEDIA_PATH.match(parts.path)
    if match is None or (absolute and parts.netloc.lower() not in hosts):
        raise ValueError(NOT_OURS.format(field=field))
    try:
        return uuid.UUID(match["id"])
    except ValueError:
        raise ValueError(NOT_OURS.format(field=field)) from None
