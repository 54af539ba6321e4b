"""What a generation costs in credits, and the credit packs on sale: catalog/prices.json, operator-editable,
validated on load.

The cost is computed from the job's kind and parameters by one function, `cost()`. The quote the user
sees before confirming and the amount reserved when the job is queued both come from it, so they cannot
disagree.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError
from pydantic.alias_generators import to_camel

from nocturne.media.backends.port import VIDEO_MODES, VideoMode

PRICES_FILE = "prices.json"


class PriceError(ValueError):
    """A prices file that cannot be used; the message names the file and the entry."""


class _Model(BaseModel):
    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True, extra="forbid", frozen=True)


class PerImage(_Model):
    per_image: int = Field(ge=0)


class Flat(_Model):
    flat: int = Field(ge=0)


class VideoPrices(_Model):
    # Credits per second of video, by mode (enhanced-video has its own entry, videoEnhance).
    per_second: dict[str, int]
    still_image: int = Field(ge=0)


class PerSecond(_Model):
    per_second: int = Field(ge=0)


class CreditPack(_Model):
    id: str = Field(pattern=r"^[a-z0-9]+(?:-[a-z0-9]+)*$", max_length=64)
    credits: int = Field(gt=0)
    price_minor: int = Field(gt=0)
    currency: str = Field(pattern=r"^[A-Z]{3}$")
    provider_price_ids: dict[str, str] = Field(default_factory=dict)


class Prices(_Model):
    image: PerImage
    image_edit: Flat
    image_enhance: Flat
    video: VideoPrices
    video_enhance: PerSecond
    packs: tuple[CreditPack, ...] = ()

    def pack(self, pack_id: str) -> CreditPack | None:
        return next((p for p in self.packs if p.id == pack_id), None)


@dataclass(frozen=True)
class CostParams:
    """What the cost depends on: the job kind, and for images the count, for videos the mode, the length
    and whether a still is made first."""

    kind: str
    images: int = 1
    mode: str | None = None
    duration: float = 0.0
    with_still: bool = False


def cost(prices: Prices, params: CostParams) -> int:
    if params.kind == "image":
        return prices.image.per_image * max(1, params.images)
    if params.kind == "image_edit":
        return prices.image_edit.flat
    if params.kind == "image_enhance":
        return prices.image_enhance.flat
    # A started second costs a whole one: a 5.1-second video is priced as 6.
    seconds = max(1, math.ceil(params.duration - 1e-9))
    if params.kind == "video_enhance" or params.mode == "enhanced-video":
        return prices.video_enhance.per_second * seconds
    if params.kind == "video":
        per_second = prices.video.per_second.get(params.mode or "", 0)
        return per_second * seconds + (prices.video.still_image if params.with_still else 0)
    raise ValueError(f"no price for job kind {params.kind!r}")


def params_of_job(kind: str, payload: dict[str, Any]) -> CostParams:
    """The cost parameters of a queued job's spec 3 payload."""
    if kind == "image":
        return CostParams(kind, images=len(payload.get("imageIds") or [None]))
    if kind == "video":
        misc = payload.get("metadata", {}).get("miscBlob") or {}
        return CostParams(
            kind,
            mode=payload.get("mode"),
            duration=float(payload.get("gpuArgs", {}).get("duration") or 0),
            with_still="stillId" in misc,
        )
    if kind == "video_enhance":
        return CostParams(kind, duration=float(payload.get("videoDuration") or 0))
    return CostParams(kind)


def load_prices(directory: Path) -> Prices:
    path = directory / PRICES_FILE
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise PriceError(f"{PRICES_FILE}: not found in {directory}") from None
    except json.JSONDecodeError as exc:
        raise PriceError(f"{PRICES_FILE}: not valid JSON ({exc.msg}, line {exc.lineno})") from None
    try:
        prices = Prices.model_validate(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"])
        raise PriceError(f"{PRICES_FILE}: {where}: {first['msg']}") from None
    unknown = set(prices.video.per_second) - set(VIDEO_MODES)
    missing = {m for m in VIDEO_MODES if m != "enhanced-video"} - set(prices.video.per_second)
    if unknown or missing:
        detail = f"unknown modes {sorted(unknown)}" if unknown else f"no price for {sorted(missing)}"
        raise PriceError(f"{PRICES_FILE}: video.perSecond: {detail}")
    if any(v < 0 for v in prices.video.per_second.values()):
        raise PriceError(f"{PRICES_FILE}: video.perSecond: prices cannot be negative")
    return prices


__all__ = ["CostParams", "CreditPack", "PriceError", "Prices", "VideoMode", "cost", "load_prices"]
