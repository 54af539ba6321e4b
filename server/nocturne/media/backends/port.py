"""The one port every GPU backend implements: submit, status, cancel, results.

A backend knows nothing of users, chats or the database. The job runner (jobs/runner.py) submits a
GenerationRequest, polls status() while it heartbeats its lease, and copies results() into the media
store. A backend reference is stored on the job before anything else happens, so a worker that takes
over a job after a crash re-attaches to the same backend run instead of paying for a second one.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, Protocol, get_args

JobKind = Literal["image", "image_edit", "image_enhance", "video", "video_enhance"]
BackendState = Literal["queued", "running", "succeeded", "failed", "canceled"]
# spec 3 Video generation request modes.
VideoMode = Literal[
    "image-to-video",
    "text-to-video",
    "extend-video",
    "lipsync-video",
    "add-audio-to-video",
    "edit-video",
    "enhanced-video",
]
VIDEO_MODES: tuple[VideoMode, ...] = get_args(VideoMode)
# spec 3/9 video models (the configuration's values; users see wan, wan-2.2, seedance).
VideoModel = Literal["WAN_2_1", "WAN_2_2", "SEEDANCE"]
# Which WAN 2.2 expert a LoRA is chained after: the configuration's optional placement "high_noise";
# without one, a LoRA goes on both experts (WAN 2.1 has a single model, so placement does not apply).
LoraPlacement = Literal["high_noise", "low_noise", "both"]


@dataclass(frozen=True)
class Lora:
    name: str
    strength: float = 1.0
    placement: LoraPlacement = "both"


@dataclass(frozen=True)
class InputImage:
    """An image the backend reads: a reference portrait for identity, or the image to edit or enhance.
    Always media generated on Nocturne by the same user (the safety policy: no uploads of people)."""

    data: bytes
    content_type: str = "image/png"
    filename: str = "input.png"


# Any input file a backend reads (an image, a video, a WAV of speech): the same shape as InputImage.
InputMedia = InputImage


@dataclass(frozen=True)
class VideoSpec:
    """The video part of a request (kinds video and video_enhance).

    The request's prompt is the motion prompt, width/height the video's size, `source` the start image
    (image-to-video, lip-sync on an image), `loras` the action's LoRAs with their expert placement.
    Frames: `frames` = duration x fps + 1, which is WAN's 4k+1 length at 16 fps.
    """

    mode: VideoMode
    model: VideoModel
    duration: float  # seconds, spec 5: 5 to 10
    fps: int = 16
    speed: Literal["Fast", "Normal"] = "Normal"
    quality: Literal["fast", "balanced", "ultra"] = "balanced"
    action: str | None = None  # the configuration key (spec 3 modelName), for labels and logs
    # extend-video, add-audio-to-video, edit-video, enhanced-video: the video to continue or change.
    source_video: InputMedia | None = None
    # lipsync-video and add-audio-to-video: the speech (WAV) and its length in seconds.
    audio: InputMedia | None = None
    audio_duration: float | None = None
    # text-to-video, and image-to-video without an image: the still is made first in the same run,
    # from this prompt with the character's image model (spec 3 imageArgs / the action's imagePrompt).
    still_prompt: str | None = None
    still_model: str | None = None
    still_negative_prompt: str | None = None
    upscale_factor: float = 2.0  # enhanced-video
    edit: str | None = None  # edit-video: the edit preset's id (the instruction is the request's edit_prompt)

    @property
    def frames(self) -> int:
        return round(self.duration * self.fps) + 1


@dataclass(frozen=True)
class GenerationRequest:
    """What a backend needs to make media; built from the spec 3 job payload by media/payloads.py.

    job_id is the app's id for the run (the spec's triggerRunId); backends that accept a client id
    (ComfyUI's prompt_id) use it, so a retried submit is recognised rather than run twice.
    """

    job_id: str
    kind: JobKind
    prompt: str
    model: str  # spec 3/9: BabesYogi, RealismYogi, PrefectPony or WaiIllustrious
    width: int
    height: int
    batch_size: int = 2
    seed: int = 0
    negative_prompt: str | None = None
    face_tuner_prompt: str | None = None
    face_tuner_cfg: float | None = None
    loras: tuple[Lora, ...] = ()
    # Identity input: the character's reference portrait, when the workflow has a slot for one.
    reference: InputImage | None = None
    # image_edit and image_enhance: the image to change.
    source: InputImage | None = None
    edit_prompt: str | None = None
    upscale_factor: float = 2.0
    # Where the image comes from in the UI (character look, pose, scene, edit); informs the preview label.
    label: str = ""
    # Kinds video and video_enhance only.
    video: VideoSpec | None = None


@dataclass(frozen=True)
class BackendStatus:
    state: BackendState
    # Place in the backend's own queue, 1 = next; None when the backend does not say.
    queue_position: int | None = None
    # 0.0–1.0 over the whole run (all samplers, detailers and decoding), None when unknown.
    progress: float | None = None
    stage: str | None = None
    # A small preview frame (JPEG or PNG bytes) when the backend sends one.
    preview: bytes | None = None
    preview_type: str = "image/jpeg"
    # For failed: a message a person can act on.
    error: str | None = None


@dataclass(frozen=True)
class MediaOutput:
    """One output file. A video run returns the video first (content_type video/mp4, with its
    duration and fps), then the still it started from when it made one (text-to-video)."""

    data: bytes
    content_type: str
    width: int | None = None
    height: int | None = None
    extra: dict[str, str] = field(default_factory=dict)
    duration: float | None = None  # seconds, videos only
    fps: float | None = None
    has_audio: bool = False


class BackendError(Exception):
    """A backend refused or failed. transient=True means retry with backoff (a 5xx, a timeout, a dropped
    connection); False means the request itself is wrong (a missing model, a validation error) and
    retrying cannot help. The message is shown to the user, so it says what happened in plain words."""

    def __init__(self, message: str, *, transient: bool = False) -> None:
        super().__init__(message)
        self.message = message
        self.transient = transient


class MediaBackend(Protocol):
    """name is what operators write in MEDIA_BACKEND_* and what durations are measured per."""

    name: str

    async def submit(self, request: GenerationRequest) -> str:
        """Start a run and return the backend's reference for it. Raises BackendError."""
        ...

    async def status(self, ref: str) -> BackendStatus:
        """Where the run is now. Cheap enough to call a few times a second."""
        ...

    async def cancel(self, ref: str) -> None:
        """Stop the run, queued or running; a run that already ended is left as it is."""
        ...

    async def results(self, ref: str) -> list[MediaOutput]:
        """The finished media, in batch order. Only valid once status() says succeeded."""
        ...

    async def close(self) -> None:
        """Release connections (sockets, HTTP clients)."""
        ...
