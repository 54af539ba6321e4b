"""Checks of video files: what a video is (size, length, frame rate, sound), its first frame as a poster
for the gallery, its last frame (extend-video continues from it), its frames one by one, and how long a
WAV of speech lasts. Anything FFmpeg cannot play is a ValueError with a message a person can act on."""

from __future__ import annotations

import io
import wave
from collections.abc import Iterator
from dataclasses import dataclass

import av
from av.container import InputContainer
from PIL import Image

NOT_A_VIDEO = "This file is not a video that can be played."
NOT_AUDIO = "This file is not a sound recording that can be played."
POSTER_SIDE = 384


@dataclass(frozen=True)
class VideoInfo:
    width: int
    height: int
    duration: float  # seconds of picture
    fps: float
    frames: int
    has_audio: bool
    content_type: str


def _open(data: bytes) -> InputContainer:
    if not data:
        raise ValueError(f"{NOT_A_VIDEO} It is empty.")
    try:
        container = av.open(io.BytesIO(data), "r")
    except av.FFmpegError as exc:
        raise ValueError(NOT_A_VIDEO) from exc
    if not container.streams.video:
        container.close()
        raise ValueError(f"{NOT_A_VIDEO} It has no picture.")
    # FFmpeg reads a PNG or JPEG as a one-frame video; here it is a still picture, not a video.
    if any(name.endswith("_pipe") or name.startswith("image2") for name in container.format.name.split(",")):
        container.close()
        raise ValueError(f"{NOT_A_VIDEO} It is a still picture.")
    return container


def _content_type(container: InputContainer) -> str:
    names = container.format.name.split(",")
    if "mp4" in names or "mov" in names:
        brand = str(container.metadata.get("major_brand", "")).strip()
        return "video/quicktime" if brand == "qt" else "video/mp4"
    if "webm" in names or "matroska" in names:
        codec = container.streams.video[0].codec_context.name
        return "video/webm" if codec in ("vp8", "vp9", "av1") else "video/x-matroska"
    return f"video/{names[0]}"


def probe(data: bytes) -> VideoInfo:
    """Size, length, frame rate, frame count and sound of a video; its first frame is decoded, so a file
    whose pictures cannot be decoded is refused here rather than in a person's browser."""
    with _open(data) as container:
        stream = container.streams.video[0]
        rate = stream.average_rate or stream.guessed_rate or stream.base_rate
        try:
            first = next(container.decode(stream), None)
        except av.FFmpegError as exc:
            raise ValueError(NOT_A_VIDEO) from exc
        if first is None or rate is None or rate <= 0:
            raise ValueError(f"{NOT_A_VIDEO} It has no frames.")
        fps = float(rate)
        frames = stream.frames
        content_type = _content_type(container)
        has_audio = bool(container.streams.audio)
        if stream.duration is not None and stream.time_base is not None:
            duration = float(stream.duration * stream.time_base)
        elif container.duration is not None:
            duration = container.duration / av.time_base
        else:
            duration = 0.0
        width, height = first.width, first.height
    if frames <= 0:  # containers without a frame count in their index (WebM): count the packets
        with _open(data) as container:
            frames = sum(1 for p in container.demux(container.streams.video[0]) if p.size)
    if duration <= 0:
        duration = frames / fps
    return VideoInfo(width, height, round(duration, 6), fps, frames, has_audio, content_type)


def iter_frames(data: bytes) -> Iterator[Image.Image]:
    """The video's frames in order, as RGB pictures, decoded one at a time."""
    with _open(data) as container:
        try:
            for frame in container.decode(container.streams.video[0]):
                yield frame.to_image()
        except av.FFmpegError as exc:
            raise ValueError(NOT_A_VIDEO) from exc


def _first(data: bytes) -> Image.Image:
    image = next(iter_frames(data), None)
    if image is None:
        raise ValueError(f"{NOT_A_VIDEO} It has no frames.")
    return image


def poster_frame(data: bytes, max_side: int = POSTER_SIDE) -> bytes:
    """The first frame as a JPEG no larger than max_side on its longer side (a gallery thumbnail)."""
    image = _first(data)
    image.thumbnail((max_side, max_side), Image.Resampling.LANCZOS)
    out = io.BytesIO()
    image.save(out, format="JPEG", quality=82)
    return out.getvalue()


def last_frame(data: bytes) -> bytes:
    """The last frame as a PNG at the video's full size: where an extended video starts."""
    with _open(data) as container:
        last = None
        try:
            for frame in container.decode(container.streams.video[0]):
                last = frame
        except av.FFmpegError as exc:
            raise ValueError(NOT_A_VIDEO) from exc
        if last is None:
            raise ValueError(f"{NOT_A_VIDEO} It has no frames.")
        image = last.to_image()
    out = io.BytesIO()
    image.save(out, format="PNG")
    return out.getvalue()


def wav_duration(wav: bytes) -> float:
    """Seconds of sound in a WAV (PCM by the header; other encodings, such as float, through FFmpeg)."""
    try:
        with wave.open(io.BytesIO(wav)) as reader:
            rate = reader.getframerate()
            if rate <= 0:
                raise ValueError(NOT_AUDIO)
            return reader.getnframes() / rate
    except (wave.Error, EOFError):
        pass
    try:
        with av.open(io.BytesIO(wav), "r") as container:
            if not container.streams.audio:
                raise ValueError(NOT_AUDIO)
            stream = container.streams.audio[0]
            if stream.duration is not None and stream.time_base is not None:
                return float(stream.duration * stream.time_base)
            samples = sum(frame.samples for frame in container.decode(stream))
            return samples / stream.rate if stream.rate else 0.0
    except av.FFmpegError as exc:
        raise ValueError(NOT_AUDIO) from exc
