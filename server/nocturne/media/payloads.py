"""The spec 3 job payloads (Image job, Image enhance job) as typed models; the generation_jobs row keeps
them as sent, and handlers.py turns them into a backend request."""

from __future__ import annotations

import uuid
from typing import Any, Literal

from pydantic import Field

from nocturne.kit.schemas import Schema
from nocturne.media.rules import ImageModel, Orientation

# spec 3 imageArgs.source, plus our own for the edit and enhance flows (spec 3 imageArgs.type edit-image).
ImageSource = Literal["character_gen", "image_gen", "scene_gen", "preset", "edit-image", "enhance"]


class GpuArgs(Schema):
    prompt: str
    model: ImageModel
    face_tuner_prompt: str | None = None
    face_tuner_cfg: float | None = None
    negative_prompt: str | None = None


class ImageMetadata(Schema):
    deleted: bool = False
    character_id: uuid.UUID | None = None
    message_id: uuid.UUID | None = None
    # Ours: the seed, the pose or edit style, the image an edit starts from.
    misc_blob: dict[str, Any] = Field(default_factory=dict)
    source: ImageSource = "image_gen"
    should_blur: bool = False
    width: int = 916
    height: int = 1145


class ModerationParams(Schema):
    prompt: str
    moderation_version: str
    source: str


class ImageJob(Schema):
    """spec 3 Image job."""

    user_id: uuid.UUID
    image_ids: list[uuid.UUID]
    orientation: Orientation | None = None
    gpu_args: GpuArgs
    metadata: ImageMetadata
    moderation_params: ModerationParams | None = None
    trace_context: dict[str, str] | None = None


class ImageEnhanceJob(Schema):
    """spec 3 Image enhance job, the first of its two shapes (the one with the owner)."""

    user_id: uuid.UUID
    image_id: uuid.UUID
    media_url: str
    original_gen_image_id: uuid.UUID


class ImageEnhanceJobByUrl(Schema):
    """spec 3 Image enhance job, the second shape: the image's URL and id, the owner from the image."""

    image_url: str
    original_gen_image_id: uuid.UUID


def enhance_target(job_id: uuid.UUID, payload: dict[str, Any]) -> tuple[uuid.UUID, uuid.UUID]:
    """(the new image's id, the original's id) from either enhance shape; the second shape names no new
    id, so one is derived from the job id (the same on every retry)."""
    if "imageId" in payload:
        first = ImageEnhanceJob.model_validate(payload)
        return first.image_id, first.original_gen_image_id
    second = ImageEnhanceJobByUrl.model_validate(payload)
    return uuid.uuid5(job_id, "enhanced"), second.original_gen_image_id


def dump(payload: Schema) -> dict[str, Any]:
    return payload.model_dump(mode="json", by_alias=True, exclude_none=True)
