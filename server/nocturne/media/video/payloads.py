"""The spec 3 job payloads for video (Video job, Video enhance job in its two shapes) as typed models; the
generation_jobs row keeps them as sent, and handlers.py turns them into a backend request."""

from __future__ import annotations

import uuid
from typing import Any, Literal

from pydantic import Field

from nocturne.kit.schemas import Schema
from nocturne.media.backends.port import LoraPlacement, VideoMode
from nocturne.media.rules import Orientation

WorkflowType = Literal["video", "video_with_lora"]


class VideoLora(Schema):
    name: str
    strength: float = 1.0
    trigger_words: str | None = None
    placement: LoraPlacement | None = None


class VideoGpuArgs(Schema):
    prompt: str
    custom_prompt: str = ""
    workflow_type: WorkflowType = "video"
    loras: list[VideoLora] | None = None
    duration: float = 5
    speed: Literal["Fast", "Normal"] = "Normal"


class VideoMetadata(Schema):
    deleted: bool = False
    quality: Literal["fast", "balanced", "ultra"] = "balanced"
    character_id: uuid.UUID | None = None
    message_id: uuid.UUID | None = None
    # Ours: the video model, the seed, the media the run starts from, the still's id and prompt, the
    # speech (audioBase64, audioDuration, voiceId, emotion), the edit preset, the label of progress cards.
    misc_blob: dict[str, Any] = Field(default_factory=dict)
    should_blur: bool = False
    original_media_url: str | None = None
    width: int = 480
    height: int = 832


class VideoJob(Schema):
    """spec 3 Video job."""

    user_id: uuid.UUID
    video_id: uuid.UUID
    gpu_args: VideoGpuArgs
    metadata: VideoMetadata
    mode: VideoMode
    action: str | None = None
    orientation: Orientation | None = None


class VideoEnhanceJob(Schema):
    """spec 3 Video enhance job, the first shape: the video's URL, id and length."""

    video_url: str
    original_video_id: uuid.UUID
    video_duration: float


class VideoEnhanceJobByOwner(Schema):
    """spec 3 Video enhance job, the second shape: the owner and the video to enhance."""

    user_id: uuid.UUID
    video_id: uuid.UUID
    mode: Literal["enhanced-video"] = "enhanced-video"


def enhance_target(job_id: uuid.UUID, payload: dict[str, Any]) -> tuple[uuid.UUID, uuid.UUID]:
    """(the new video's id, the original's id) from either shape; neither names the new video, so its id
    is derived from the job id (the same on every retry, so storing stays idempotent)."""
    if "originalVideoId" in payload:
        original = VideoEnhanceJob.model_validate(payload).original_video_id
    else:
        original = VideoEnhanceJobByOwner.model_validate(payload).video_id
    return uuid.uuid5(job_id, "enhanced-video"), original
