"""Spec 5 image model choice and orientation from pixel size, with the spec 9 image sizes."""

from __future__ import annotations

from typing import Literal

ImageModel = Literal["BabesYogi", "RealismYogi", "PrefectPony", "WaiIllustrious"]
Orientation = Literal["portrait", "landscape", "4:5", "5:4", "16:9", "1:1", "9:16"]

# Spec 9 Image sizes: (width, height) per orientation; portrait is the default.
IMAGE_SIZES: dict[Orientation, tuple[int, int]] = {
    "portrait": (916, 1145),
    "4:5": (916, 1145),
    "landscape": (1145, 916),
    "5:4": (1145, 916),
    "16:9": (1365, 768),
    "1:1": (1024, 1024),
    "9:16": (768, 1365),
}
DEFAULT_ORIENTATION: Orientation = "portrait"
# Spec 5 rule 3: an exact known size names its orientation. Where two orientations share a size,
# the spec's first name for it wins (portrait over 4:5, landscape over 5:4).
_KNOWN_SIZES: dict[tuple[int, int], Orientation] = {
    (916, 1145): "portrait",
    (1145, 916): "landscape",
    (1365, 768): "16:9",
    (1024, 1024): "1:1",
    (768, 1365): "9:16",
}
_SQUARE_TOLERANCE = 50


def choose_image_model(style: str, gender: str) -> ImageModel:
    """Pick the image model (spec 5): Anime → PrefectPony, Female → BabesYogi, else RealismYogi."""
    if style.strip().lower() == "anime":
        return "PrefectPony"
    if gender.strip().lower() == "female":
        return "BabesYogi"
    return "RealismYogi"


def size_for_orientation(orientation: Orientation) -> tuple[int, int]:
    """Return the spec 9 pixel size for an orientation."""
    return IMAGE_SIZES[orientation]


def orientation_from_size(width: int, height: int) -> Orientation:
    """Name the orientation of a pixel size (spec 5 Orientation from pixel size, rules 1-4)."""
    if width <= 0 or height <= 0:
        raise ValueError("Width and height must be positive.")
    if (width, height) == (1000, 800):
        return "portrait"  # rule 1: the spec's special case, kept although the size is wide
    if abs(width - height) <= _SQUARE_TOLERANCE:
        return "1:1"  # rule 2: "within 50" includes a difference of exactly 50
    if (width, height) in _KNOWN_SIZES:
        return _KNOWN_SIZES[(width, height)]
    ratio = width / height
    if ratio > 1.1:
        return "16:9" if ratio >= 1.7 else "landscape"
    if ratio < 0.9:
        return "9:16" if ratio <= 0.6 else "portrait"
    return "1:1"
