"""What the image pages send and read."""

from __future__ import annotations

import uuid
from typing import Literal

from pydantic import Field

from nocturne.jobs.views import JobView, MediaView
from nocturne.kit.schemas import Input, Schema
from nocturne.media.rules import DEFAULT_BATCH_SIZE, DEFAULT_ORIENTATION, MAX_BATCH_SIZE, Orientation

PROMPT_LIMIT = 1000


class ImageCreate(Input):
    """Generate images of a character: from a pose preset, or from a prompt of your own."""

    character_id: uuid.UUID
    pose_id: str | None = Field(
        default=None, max_length=64, description="A pose from the character's gender list."
    )
    prompt: str = Field(
        default="", max_length=PROMPT_LIMIT, description="A scene of your own (with or instead of a pose)."
    )
    orientation: Orientation = DEFAULT_ORIENTATION
    batch_size: int = Field(default=DEFAULT_BATCH_SIZE, ge=1, le=MAX_BATCH_SIZE)


class EditIn(Input):
    style_id: str = Field(max_length=64, description="An edit style preset; 'custom' needs a prompt.")
    prompt: str = Field(default="", max_length=PROMPT_LIMIT)


class LookIn(Input):
    look: str = Field(
        max_length=600, description="The character's look as an image prompt; empty: built anew."
    )


class LookOut(Schema):
    look: str = Field(description="The image prompt of the character's look.")
    custom: bool = Field(description="Whether the owner wrote it (else it is built from the character).")
    portrait: MediaView | None = Field(description="The reference portrait used for identity.")


class MediaIdIn(Input):
    media_id: uuid.UUID


class ImageDetail(Schema):
    image: MediaView
    parent: MediaView | None = Field(description="The image this one was edited or enhanced from.")
    character_name: str | None
    photo_count: int = Field(description="Images in its set (its batch).")


class PhotoSet(Schema):
    job: JobView
    images: list[MediaView]
    character_name: str | None


class PoseOut(Schema):
    id: str
    label: str
    tags: list[str]
    section: Literal["Community"] | None
    image_url: str
    anime_image_url: str


class EditStyleOut(Schema):
    id: str
    display_name: str
    description: str
    preview_url: str
