"""What the browser sees of a generation job, in the REST API and in the event stream alike."""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Literal

from pydantic import Field

from nocturne.kit.schemas import Schema
from nocturne.models import GenerationJob, Media

JobState = Literal["queued", "running", "succeeded", "failed", "canceled"]


class MediaView(Schema):
    id: uuid.UUID
    kind: Literal["image", "video"]
    url: str = Field(description="The file, served to its owner only.")
    thumb_url: str = Field(description="A small picture; for a video, its first frame.")
    width: int
    height: int
    orientation: str
    should_blur: bool = Field(description="NSFW: blurred unless the viewer is a verified adult who opted in.")
    is_preview: bool = Field(description="Made by the preview backend (no GPU configured).")
    character_id: uuid.UUID | None
    job_id: uuid.UUID | None
    parent_id: uuid.UUID | None
    source: str
    pose_id: str | None
    edit_style: str | None
    prompt: str
    duration: float | None = Field(default=None, description="Videos: length in seconds.")
    has_audio: bool = Field(default=False, description="Videos: has a sound track (lip-sync, add-audio).")
    action: str | None = Field(default=None, description="Videos: the action or edit preset used.")
    created_at: datetime

    @classmethod
    def of(cls, media: Media) -> MediaView:
        return cls(
            id=media.id,
            kind="video" if media.kind == "video" else "image",
            url=f"/api/media/{media.id}/file",
            thumb_url=f"/api/media/{media.id}/thumb",
            width=media.width,
            height=media.height,
            orientation=media.orientation,
            should_blur=media.should_blur,
            is_preview=media.is_preview,
            character_id=media.character_id,
            job_id=media.job_id,
            parent_id=media.parent_id,
            source=media.source,
            pose_id=media.pose_id,
            edit_style=media.edit_style,
            prompt=media.prompt,
            duration=media.duration,
            has_audio=media.has_audio,
            action=media.action,
            created_at=media.created_at,
        )


class JobView(Schema):
    id: uuid.UUID = Field(description="The job's id: the spec's triggerRunId.")
    kind: str
    state: JobState
    progress: float = Field(description="0–1 over the whole run.")
    stage: str | None
    queue_position: int | None = Field(description="Place in line while queued (1 = next).")
    eta_seconds: float | None = Field(description="Estimated seconds until done, from measured durations.")
    preview_url: str | None = Field(default=None, description="A data: URL of the latest preview frame.")
    error: str | None
    character_id: uuid.UUID | None
    chat_id: uuid.UUID | None
    message_id: uuid.UUID | None
    width: int
    height: int
    batch_size: int
    should_blur: bool = Field(description="The results are NSFW: blur the preview frame and the images.")
    media: list[MediaView]
    created_at: datetime
    finished_at: datetime | None

    @classmethod
    def of(
        cls,
        job: GenerationJob,
        media: list[Media],
        *,
        queue_position: int | None = None,
        eta_seconds: float | None = None,
        preview_url: str | None = None,
        should_blur: bool = False,
    ) -> JobView:
        return cls(
            id=job.id,
            kind=job.kind,
            state=job.state,
            progress=job.progress,
            stage=job.stage,
            queue_position=queue_position if job.state == "queued" else job.backend_queue_position,
            eta_seconds=eta_seconds,
            preview_url=preview_url,
            error=job.error,
            character_id=job.character_id,
            chat_id=job.chat_id,
            message_id=job.message_id,
            width=job.width,
            height=job.height,
            batch_size=int((job.input.get("imageIds") and len(job.input["imageIds"])) or 1),
            should_blur=should_blur,
            media=[MediaView.of(m) for m in media],
            created_at=job.created_at,
            finished_at=job.finished_at,
        )
