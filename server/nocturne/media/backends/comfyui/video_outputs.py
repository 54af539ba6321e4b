"""A video run's saved files, read from its /history outputs, and the PyAV steps around a video file.

Where video outputs appear [comfy_api/latest/_ui.py PreviewVideo; Kosinkadink/ComfyUI-VideoHelperSuite]:
core SaveVideo reports `images: [{filename, subfolder, type}]` with `animated: [true]`; VHS_VideoCombine
reports `gifs: [...]`; some nodes report `videos`. Only `type == "output"` items are results: previews
are `temp`, and LoadVideo shows its own input back as `type: "input"`. A still saved by SaveImage is an
ordinary `images` entry.

Every video is remuxed (streams copied, nothing re-encoded) without container metadata, because
SaveVideo writes the whole graph (prompts, model and LoRA file names) into it, as SaveImage does in PNGs.
"""

from __future__ import annotations

import io
import logging
from dataclasses import dataclass
from fractions import Fraction
from pathlib import PurePosixPath
from typing import Any

import av

log = logging.getLogger(__name__)

VIDEO_TYPES = {".mp4": "video/mp4", ".m4v": "video/mp4", ".webm": "video/webm", ".mkv": "video/x-matroska"}
IMAGE_TYPES = {".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".webp": "image/webp"}


def _suffix(item: dict[str, Any]) -> str:
    return PurePosixPath(str(item.get("filename") or "")).suffix.lower()


def saved_media(outputs: dict[str, Any]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """(videos, images) the run saved, each in node order."""

    def order(node_id: str) -> tuple[int, str]:
        return (int(node_id), "") if node_id.isdigit() else (1 << 30, node_id)

    videos: list[dict[str, Any]] = []
    images: list[dict[str, Any]] = []
    for node_id in sorted(outputs, key=order):
        entry = outputs[node_id] if isinstance(outputs[node_id], dict) else {}
        animated = any(bool(flag) for flag in entry.get("animated") or [])
        for key in ("images", "gifs", "videos"):
            for item in entry.get(key) or []:
                if not isinstance(item, dict) or not item.get("filename"):
                    continue
                if item.get("type", "output") != "output":
                    continue
                suffix = _suffix(item)
                if suffix in VIDEO_TYPES and (key != "images" or animated):
                    videos.append(item)
                elif key == "images" and not animated and suffix in IMAGE_TYPES:
                    images.append(item)
    return videos, images


def content_type(item: dict[str, Any]) -> str:
    return VIDEO_TYPES.get(_suffix(item), "video/mp4")


@dataclass(frozen=True)
class VideoInfo:
    width: int
    height: int
    duration: float
    fps: float
    has_audio: bool


def probe(data: bytes) -> VideoInfo:
    """Size, length, rate and sound of a video file. Raises ValueError for something that is not one."""
    try:
        with av.open(io.BytesIO(data), "r") as container:
            if not container.streams.video:
                raise ValueError("no video stream")
            stream = container.streams.video[0]
            rate = stream.average_rate or stream.guessed_rate or Fraction(0)
            fps = float(rate)
            if stream.frames and fps:
                duration = stream.frames / fps
            elif stream.duration is not None and stream.time_base is not None:
                duration = float(stream.duration * stream.time_base)
            else:
                duration = (container.duration or 0) / av.time_base
            return VideoInfo(
                width=stream.codec_context.width,
                height=stream.codec_context.height,
                duration=round(duration, 3),
                fps=round(fps, 3),
                has_audio=bool(container.streams.audio),
            )
    except av.FFmpegError as exc:
        raise ValueError(str(exc)) from exc


def without_metadata(data: bytes) -> bytes:
    """The same streams in a fresh MP4 container, without the graph SaveVideo stored in its metadata.
    A file PyAV cannot remux is returned as it came (the run did produce it)."""
    try:
        out = io.BytesIO()
        with av.open(io.BytesIO(data), "r") as source, av.open(out, "w", format="mp4") as target:
            streams = {}
            for stream in (*source.streams.video[:1], *source.streams.audio[:1]):
                streams[stream.index] = target.add_stream_from_template(stream)
            for packet in source.demux(*[source.streams[i] for i in streams]):
                if packet.dts is None:  # the demuxer's flush packet
                    continue
                packet.stream = streams[packet.stream.index]
                target.mux(packet)
        return out.getvalue()
    except (av.FFmpegError, ValueError, KeyError) as exc:
        log.warning("Could not remux a ComfyUI video without its metadata: %s", exc)
        return data
