"""Videos on fal's queue: Seedance (image-to-video and text-to-video), and WAN where an operator names a fal
model for it. The queue protocol, the reference and the error mapping are fal.py's; this module turns a
GenerationRequest into a model input and the model's file into a MediaOutput.

Seedance 1.0 Pro on fal [fal.ai/models/fal-ai/bytedance/seedance/v1/pro/{image,text}-to-video, llms.txt]:
`prompt`, `image_url` (image-to-video only), `aspect_ratio` (21:9, 16:9, 4:3, 1:1, 3:4, 9:16; image-to-video
also takes "auto"), `resolution` (480p, 720p, 1080p; the default is 1080p, so it is always sent),
`duration` as a string ("2" to "12" today; the first release took only "5" and "10"), `camera_fixed`,
`seed`, `enable_safety_checker`. It answers `{"video": {"url", "content_type", "file_name", "file_size"},
"seed"}`. The URL is a signed CDN link that expires, so the file is copied at once. Seedance renders at
24 fps whatever the request's rate; the size, length and rate stored with a video are read from the file
(PyAV), and only when that fails taken from the request.

fal's WAN endpoints (fal-ai/wan-i2v, fal-ai/wan/v2.2-a14b/{image,text}-to-video) take `prompt`, `image_url`,
`negative_prompt`, `num_frames` (17 to 161), `frames_per_second`, `resolution` (480p, 720p), `aspect_ratio`
(auto, 16:9, 9:16, 1:1), `seed` and `enable_safety_checker`. The action's LoRAs are ComfyUI file names, not
the URLs fal's LoRA endpoints load, so they are not sent: WAN with LoRAs belongs on ComfyUI.
"""

from __future__ import annotations

import asyncio
import base64
import io
import math
from dataclasses import dataclass
from typing import Any

import av

from nocturne.media.backends.port import BackendError, GenerationRequest, InputImage, MediaOutput, VideoSpec

# Defaults per generation mode; operators override them with FAL_MODELS {"video:image-to-video": ...}.
SEEDANCE_MODELS: dict[str, str] = {
    "video:image-to-video": "fal-ai/bytedance/seedance/v1/pro/image-to-video",
    "video:text-to-video": "fal-ai/bytedance/seedance/v1/pro/text-to-video",
}
SERVICE = "The hosted video service"
SEEDANCE_FPS = 24
SEEDANCE_DURATIONS = (2, 12)  # seconds, inclusive
SEEDANCE_RATIOS = ("21:9", "16:9", "4:3", "1:1", "3:4", "9:16")
WAN_RATIOS = ("16:9", "9:16", "1:1")
WAN_FRAMES = (17, 161)
# spec 5 quality: balanced is the base size (480x832), ultra the 720p class; display-only "fast" is balanced.
RESOLUTIONS = {"fast": "480p", "balanced": "480p", "ultra": "720p"}
GENERATES = ("image-to-video", "text-to-video")

_MODEL_NAMES = {"WAN_2_1": "WAN 2.1", "WAN_2_2": "WAN 2.2", "SEEDANCE": "Seedance"}
_MODE_NAMES = {
    "extend-video": "extend videos",
    "lipsync-video": "make lip-sync videos",
    "add-audio-to-video": "add audio to videos",
    "edit-video": "edit videos",
    "enhanced-video": "enhance videos",
}
_ROUTE = (
    "Ask the operator to send these videos to a ComfyUI backend with WAN (MEDIA_BACKEND=comfyui, or "
    "MEDIA_BACKEND_BY_MODEL)"
)


@dataclass(frozen=True)
class Expected:
    """What the request asked for: the facts stored with the video when its file cannot be read."""

    width: int
    height: int
    duration: float
    fps: float

    def encode(self) -> dict[str, float]:
        return {"w": self.width, "h": self.height, "d": self.duration, "f": self.fps}

    @classmethod
    def decode(cls, data: object) -> Expected | None:
        if not isinstance(data, dict):
            return None
        try:
            return cls(int(data["w"]), int(data["h"]), float(data["d"]), float(data["f"]))
        except (KeyError, TypeError, ValueError):
            return None


@dataclass(frozen=True)
class VideoPlan:
    model: str
    body: dict[str, Any]
    expected: Expected


def plan_video(
    request: GenerationRequest, models: dict[str, str], *, safety_checker: bool | None
) -> VideoPlan:
    """The fal model and input for a video request. Raises a non-transient BackendError for what fal
    cannot do here, saying what to configure instead."""
    spec = request.video
    if spec is None:
        raise BackendError("This video job came without its video settings.")
    name = _MODEL_NAMES.get(spec.model, spec.model)
    if request.kind == "video_enhance" or spec.mode not in GENERATES:
        raise BackendError(
            f"{name} on {SERVICE.lower()} cannot {_MODE_NAMES.get(spec.mode, spec.mode)}. {_ROUTE}"
            + (", or choose the WAN model." if spec.model == "SEEDANCE" else ".")
        )
    # Without a start image Seedance makes the video straight from text, where ComfyUI makes the still first.
    from_text = spec.mode == "text-to-video" or request.source is None
    if from_text and spec.mode == "image-to-video" and not spec.still_prompt:
        raise BackendError("An image-to-video job needs a start image.")
    mode = "text-to-video" if from_text else "image-to-video"
    prompt = _joined(spec.still_prompt, request.prompt) if from_text else request.prompt
    image = None if from_text else request.source
    if spec.model == "SEEDANCE":
        model = models.get(f"video:{mode}") or SEEDANCE_MODELS[f"video:{mode}"]
        body = _seedance_input(request, spec, prompt, image)
        expected = Expected(request.width, request.height, float(body["duration"]), SEEDANCE_FPS)
    else:
        configured = models.get(f"video:{spec.model}:{mode}") or models.get(f"video:{spec.model}")
        if not configured:
            raise BackendError(
                f"{name} is not set up on {SERVICE.lower()}. Ask the operator to set FAL_MODELS "
                f'"video:{spec.model}" to a fal model id, or to send {name} videos to ComfyUI '
                "(MEDIA_BACKEND_BY_MODEL)."
            )
        model = configured
        body = _wan_input(request, spec, prompt, image)
        expected = Expected(request.width, request.height, spec.duration, spec.fps)
    if safety_checker is not None:
        body["enable_safety_checker"] = safety_checker
    return VideoPlan(model, body, expected)


def _seedance_input(
    request: GenerationRequest, spec: VideoSpec, prompt: str, image: InputImage | None
) -> dict[str, Any]:
    low, high = SEEDANCE_DURATIONS
    body: dict[str, Any] = {"prompt": prompt}
    if image is not None:
        body["image_url"] = data_uri(image)
    body.update(
        {
            "aspect_ratio": aspect_ratio(request.width, request.height, SEEDANCE_RATIOS),
            "resolution": RESOLUTIONS.get(spec.quality, "480p"),
            # Whole seconds as a string; spec 5 durations are 5 to 10 on a quarter-second grid.
            "duration": str(min(high, max(low, math.floor(spec.duration + 0.5)))),
            "camera_fixed": False,
            "seed": request.seed,
        }
    )
    return body


def _wan_input(
    request: GenerationRequest, spec: VideoSpec, prompt: str, image: InputImage | None
) -> dict[str, Any]:
    low, high = WAN_FRAMES
    body: dict[str, Any] = {"prompt": prompt}
    if image is not None:
        body["image_url"] = data_uri(image)
    if request.negative_prompt:
        body["negative_prompt"] = request.negative_prompt
    body.update(
        {
            "num_frames": min(high, max(low, spec.frames)),
            "frames_per_second": spec.fps,
            "resolution": RESOLUTIONS.get(spec.quality, "480p"),
            # From an image, the image's own shape; WAN offers only three ratios and crops to them.
            "aspect_ratio": "auto"
            if image is not None
            else aspect_ratio(request.width, request.height, WAN_RATIOS),
            "seed": request.seed,
        }
    )
    return body


def aspect_ratio(width: int, height: int, choices: tuple[str, ...]) -> str:
    """The offered ratio nearest to width:height (480x832 is 9:16, 576x720 is 3:4)."""
    wanted = math.log(max(width, 1) / max(height, 1))

    def distance(choice: str) -> float:
        w, h = (int(part) for part in choice.split(":"))
        return abs(math.log(w / h) - wanted)

    return min(choices, key=distance)


def _joined(still: str | None, motion: str) -> str:
    """The still's prompt (who and where) then the motion prompt (what happens), as one text."""
    parts = [part.strip() for part in (still or "", motion) if part and part.strip()]
    if len(parts) < 2:
        return parts[0] if parts else ""
    first = parts[0].rstrip()
    return f"{first} {parts[1]}" if first.endswith((".", "!", "?")) else f"{first}. {parts[1]}"


def data_uri(media: InputImage) -> str:
    return f"data:{media.content_type};base64,{base64.b64encode(media.data).decode()}"


# -- the file -----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Probed:
    width: int | None
    height: int | None
    duration: float | None
    fps: float | None
    has_audio: bool


async def video_output(data: bytes, served_type: str | None, expected: Expected, seed: object) -> MediaOutput:
    """The downloaded file as a MediaOutput, or a BackendError when it is not a video (a web page or an
    error body served in its place)."""
    content_type = container_type(data)
    if content_type is None:
        what = f" ({served_type})" if served_type else ""
        raise BackendError(f"{SERVICE} sent something that is not a video{what}.", transient=True)
    probed = await asyncio.to_thread(probe, data)
    extra = {"seed": str(seed)} if isinstance(seed, int) and not isinstance(seed, bool) else {}
    return MediaOutput(
        data=data,
        content_type=content_type,
        width=(probed.width if probed else None) or expected.width,
        height=(probed.height if probed else None) or expected.height,
        extra=extra,
        duration=(probed.duration if probed else None) or expected.duration,
        fps=(probed.fps if probed else None) or expected.fps,
        has_audio=bool(probed and probed.has_audio),
    )


def container_type(data: bytes) -> str | None:
    """video/mp4 for an ISO media file (an `ftyp` box first), video/webm for Matroska/WebM; None otherwise."""
    if len(data) >= 12 and data[4:8] == b"ftyp":
        return "video/mp4"
    if data[:4] == b"\x1a\x45\xdf\xa3":
        return "video/webm"
    return None


def probe(data: bytes) -> Probed | None:
    """Size, length, rate and audio of a video file; None when PyAV cannot read it. A readable file with no
    video track is refused."""
    try:
        with av.open(io.BytesIO(data), mode="r") as container:
            if not container.streams.video:
                raise BackendError(f"{SERVICE} sent a file with no video in it.")
            stream = container.streams.video[0]
            rate = stream.average_rate or stream.guessed_rate
            fps = float(rate) if rate else None
            duration: float | None = None
            if stream.duration is not None and stream.time_base is not None:
                duration = float(stream.duration * stream.time_base)
            elif container.duration is not None:
                duration = container.duration / av.time_base
            elif stream.frames and fps:
                duration = stream.frames / fps
            return Probed(
                width=stream.codec_context.width or None,
                height=stream.codec_context.height or None,
                duration=round(duration, 3) if duration else None,
                fps=round(fps, 3) if fps else None,
                has_audio=bool(container.streams.audio),
            )
    except (av.FFmpegError, OSError, ValueError):
        return None
