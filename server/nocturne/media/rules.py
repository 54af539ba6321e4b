"""The spec's image rules: model choice (spec 5), orientation from pixel size (spec 5), sizes (spec 9)."""

from __future__ import annotations

from typing import Literal

Orientation = Literal["portrait", "landscape", "4:5", "5:4", "16:9", "1:1", "9:16"]
ORIENTATIONS: tuple[Orientation, ...] = ("portrait", "landscape", "4:5", "5:4", "16:9", "1:1", "9:16")
ImageModel = Literal["BabesYogi", "RealismYogi", "PrefectPony", "WaiIllustrious"]
IMAGE_MODELS: tuple[ImageModel, ...] = ("BabesYogi", "RealismYogi", "PrefectPony", "WaiIllustrious")

# spec 9 Image sizes; portrait (and 4:5) is the default.
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
DEFAULT_BATCH_SIZE = 2  # spec 9 Generation
MAX_BATCH_SIZE = 4
# The named orientation of each exact size (spec 5 rule 3): the first orientation listed for a size wins.
_NAMED_SIZES: dict[tuple[int, int], Orientation] = {}
for _name, _size in IMAGE_SIZES.items():
    _NAMED_SIZES.setdefault(_size, _name)


def image_size(orientation: Orientation) -> tuple[int, int]:
    """spec 9 Image sizes: width and height for an orientation."""
    return IMAGE_SIZES[orientation]


def image_model(style: str, gender: str) -> ImageModel:
    """spec 5 Image model choice: anime style → PrefectPony; else Female → BabesYogi; else RealismYogi."""
    if style.strip().lower() == "anime":
        return "PrefectPony"
    if gender.strip().lower() == "female":
        return "BabesYogi"
    return "RealismYogi"


def orientation_of(width: int, height: int) -> Orientation:
    """spec 5 Orientation from pixel size."""
    if width <= 0 or height <= 0:
        raise ValueError("Width and height must be positive.")
    if (width, height) == (1000, 800):
        return "portrait"  # rule 1: a special case, as the spec states it
    if abs(width - height) <= 50:
        return "1:1"  # rule 2: "within 50" includes a difference of exactly 50
    if (width, height) in _NAMED_SIZES:
        return _NAMED_SIZES[(width, height)]
    ratio = width / height
    if ratio > 1.1:
        return "16:9" if ratio >= 1.7 else "landscape"
    if ratio < 0.9:
        return "9:16" if ratio <= 0.6 else "portrait"
    return "1:1"
