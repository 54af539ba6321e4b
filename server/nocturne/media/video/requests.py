"""The spec 3 Video generation request: one body per mode, told apart by `mode`.

Field names are the spec's. The server builds the character's look from the stored character (the
client's copies of it are not trusted), so of characterArgs only characterId and the user's own
customPrompt are read; the speech of the audio modes (audioBase64, audioDuration) is made by the server
from audioMessage, so that what is spoken passes moderation.
"""

from __future__ import annotations

import uuid
from typing import Annotated, Literal

from pydantic import Field

from nocturne.kit.schemas import Input
from nocturne.media.rules import Orientation
from nocturne.media.video.params import (
    DEFAULT_DURATION,
    DEFAULT_ORIENTATION,
    DEFAULT_QUALITY,
    DEFAULT_SPEED,
    MAX_DURATION,
    MIN_DURATION,
    DisplayQuality,
    VideoQuality,
    VideoSpeed,
)

PROMPT_LIMIT = 1000
SPOKEN_LIMIT = 600
URL_LIMIT = 2048
NAME_LIMIT = 64


class VideoArgs(Input):
    """spec 3 videoArgs; spec 5 Video parameters."""

    action: str | None = Field(
        default=None, max_length=NAME_LIMIT, description="An action of the generation configuration."
    )
    action_prefix: str | None = Field(
        default=None, max_length=300, description="Ignored: the preset's own promptPrefix is used."
    )
    action_preset_name: str | None = Field(
        default=None, max_length=NAME_LIMIT, description="An action preset id of the character's gender list."
    )
    preview_image_url: str | None = Field(default=None, max_length=URL_LIMIT)
    quality: VideoQuality = DEFAULT_QUALITY
    duration: float = Field(default=DEFAULT_DURATION, ge=MIN_DURATION, le=MAX_DURATION, allow_inf_nan=False)
    speed: VideoSpeed = DEFAULT_SPEED
    orientation: Orientation = DEFAULT_ORIENTATION
    message_id: uuid.UUID | None = None


class CharacterArgs(Input):
    """spec 3 characterArgs. The look comes from the stored character; customPrompt is the user's own
    motion prompt (required for the custom actions)."""

    character_id: uuid.UUID
    character_gender: Literal["Female", "Male", "Trans"] = "Female"
    custom_prompt: str = Field(default="", max_length=PROMPT_LIMIT)
    prompt: str | None = Field(default=None, max_length=PROMPT_LIMIT, description="Ignored (server-built).")
    character_style: str | None = Field(default=None, max_length=NAME_LIMIT)
    character_model: Literal["BabesYogi", "RealismYogi", "PrefectPony", "WaiIllustrious"] | None = None
    character_image_prompt: str | None = Field(default=None, max_length=PROMPT_LIMIT)
    moderation_version: str | None = Field(default=None, max_length=NAME_LIMIT)


class ImageArgs(Input):
    """spec 3 imageArgs, for the still a text-to-video starts from (one still, made in the same run)."""

    batch_size: int = Field(default=2, ge=1, le=4, description="The still is one image whatever this says.")
    orientation: Orientation | None = None
    character_image_prompt: str = Field(
        default="", max_length=PROMPT_LIMIT, description="The scene of the still; empty: the action's."
    )
    message_id: uuid.UUID | None = None
    action_prefix: str | None = Field(default=None, max_length=300)
    image_prompt_prefix: str | None = Field(default=None, max_length=300)
    negative_prompt: str | None = Field(default=None, max_length=PROMPT_LIMIT)
    no_credits: bool = False
    should_blur: bool = False
    source: Literal["text_to_video", "character_gen", "image_gen", "scene_gen"] | None = None
    type: Literal["preset", "edit-image"] = "preset"


class DisplayMetadata(Input):
    quality: DisplayQuality = DEFAULT_QUALITY
    orientation: Orientation | None = None
    prompt: str | None = Field(default=None, max_length=PROMPT_LIMIT)
    character_id: uuid.UUID | None = None


class _Common(Input):
    moderation_version: str | None = Field(default=None, max_length=NAME_LIMIT)
    display_metadata: DisplayMetadata | None = None
    chat_id: uuid.UUID | None = Field(
        default=None, description="Show the video in this chat (a genVideo data message)."
    )


class _Speech(Input):
    audio_message: str = Field(min_length=1, max_length=4000, description="The text the character says.")
    voice_id: str = Field(default="", max_length=NAME_LIMIT, description="A voice; empty: the default.")
    emotion: str = Field(default="neutral", max_length=NAME_LIMIT)


class ImageToVideo(_Common):
    mode: Literal["image-to-video"]
    image_url: str | None = Field(
        default=None, max_length=URL_LIMIT, description="An image you made; empty: a still is made first."
    )
    video_args: VideoArgs
    character_args: CharacterArgs


class TextToVideo(_Common):
    mode: Literal["text-to-video"]
    character_args: CharacterArgs
    image_args: ImageArgs
    video_args: VideoArgs


class ExtendVideo(_Common):
    mode: Literal["extend-video"]
    video_url: str = Field(max_length=URL_LIMIT)
    character_args: CharacterArgs
    video_args: VideoArgs


class LipsyncVideo(_Common, _Speech):
    mode: Literal["lipsync-video"]
    image_url: str | None = Field(default=None, max_length=URL_LIMIT)
    video_args: VideoArgs
    character_args: CharacterArgs


class AddAudioToVideo(_Common, _Speech):
    mode: Literal["add-audio-to-video"]
    video_url: str = Field(max_length=URL_LIMIT)
    video_args: VideoArgs
    character_args: CharacterArgs


class EditVideo(_Common):
    mode: Literal["edit-video"]
    original_video_id: uuid.UUID
    edit: str = Field(max_length=NAME_LIMIT, description="A video edit preset id.")
    video_args: VideoArgs
    character_args: CharacterArgs


class EnhanceVideo(_Common):
    mode: Literal["enhanced-video"]
    original_video_id: uuid.UUID
    video_url: str = Field(max_length=URL_LIMIT)
    video_duration: float = Field(gt=0, le=60, allow_inf_nan=False)


VideoRequest = Annotated[
    ImageToVideo | TextToVideo | ExtendVideo | LipsyncVideo | AddAudioToVideo | EditVideo | EnhanceVideo,
    Field(discriminator="mode"),
]
