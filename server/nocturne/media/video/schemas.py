"""What the video pages send and read (the request bodies are in requests.py)."""

from __future__ import annotations

from pydantic import Field

from nocturne.chat.schemas import MessageView
from nocturne.jobs.views import JobView, MediaView
from nocturne.kit.schemas import Schema
from nocturne.media.video.params import VideoModelName


class VideoStarted(Schema):
    job: JobView
    message: MessageView | None = Field(
        description="In a chat: the pending genVideo data message (spec 3) that shows the video."
    )


class VideoDetail(Schema):
    video: MediaView
    source: MediaView | None = Field(description="What it was made from: its start image or video.")
    chain: list[MediaView] = Field(
        description="Its ancestry, nearest first: the video it extends, edits or upscales, and theirs."
    )
    derived: list[MediaView] = Field(description="Videos made from this one (extended, edited, enhanced).")
    character_name: str | None


class VideoActionOut(Schema):
    """spec 3 Video action preset, as the generator shows it."""

    id: str
    display_name: str
    model_name: str
    video_model: VideoModelName = Field(description="spec 3: wan, wan-2.2 or seedance.")
    tags: list[str] = Field(description="The rating first (SFW, Suggestive or NSFW), then the categories.")
    rating: str
    categories: list[str]
    is_custom: bool = Field(description="The user writes the prompt (Custom SFW/NSFW Action).")
    has_loras: bool
    preview_url: str = Field(description="A short preview video.")


class VideoEditOut(Schema):
    """spec 3 Video edit preset."""

    id: str
    display_name: str
    description: str
    preview_url: str


class VoiceOut(Schema):
    id: str
    display_name: str
    gender: str


class VoicesOut(Schema):
    voices: list[VoiceOut]
    emotions: list[str]
    default_voice_id: str
    default_emotion: str
