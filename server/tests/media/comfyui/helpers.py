"""Shared by the ComfyUI tests: operator options for the fake server's files, spec 3 image and video
requests, a loop that follows a run to its end the way the job runner does, node definitions as ComfyUI
expands them before validating, and small real media files (MP4, WAV) to upload."""

from __future__ import annotations

import asyncio
import io
import math
import struct
import wave

import av
from PIL import Image

from nocturne.media.backends.comfyui import ComfyOptions, ComfyUIBackend
from nocturne.media.backends.port import BackendStatus, GenerationRequest, VideoSpec

CHECKPOINTS = {
    "BabesYogi": "babes.safetensors",
    "RealismYogi": "realism.safetensors",
    "PrefectPony": "pony.safetensors",
    "WaiIllustrious": "wai.safetensors",
}
OPTIONS = ComfyOptions(checkpoints=CHECKPOINTS, ipadapter_preset="PLUS FACE (portraits)")


def image_request(job_id: str = "job-1", **overrides: object) -> GenerationRequest:
    fields: dict[str, object] = {
        "job_id": job_id,
        "kind": "image",
        "prompt": "portrait of a woman with red hair, soft light",
        "model": "BabesYogi",
        "width": 916,
        "height": 1145,
        "batch_size": 2,
        "seed": 1234,
    }
    fields.update(overrides)
    return GenerationRequest(**fields)  # type: ignore[arg-type]


async def run_to_end(backend: ComfyUIBackend, ref: str, limit_s: float = 20.0) -> list[BackendStatus]:
    """Every status seen until a terminal one (the last in the list)."""
    seen: list[BackendStatus] = []
    async with asyncio.timeout(limit_s):
        while True:
            status = await backend.status(ref)
            seen.append(status)
            if status.state in ("succeeded", "failed", "canceled"):
                return seen
            await asyncio.sleep(0.005)


AUDIO_RATE = 16000

# -- videos --------------------------------------------------------------------------------------------

# Action LoRAs the fake server holds besides the image ones (WAN 2.2 LoRAs come as high/low pairs).
VIDEO_LORAS = (
    "wan22_dance_high_noise.safetensors",
    "wan22_dance_low_noise.safetensors",
    "wan22_pose_high_noise.safetensors",
    "wan21_action.safetensors",
)


def video_request(
    mode: str = "image-to-video", job_id: str = "video-1", **overrides: object
) -> GenerationRequest:
    """A spec 3 video job as media/video/handlers.py builds it; spec_* overrides go to the VideoSpec."""
    spec: dict[str, object] = {"mode": mode, "model": "WAN_2_2", "duration": 5.0}
    spec.update({k.removeprefix("spec_"): v for k, v in overrides.items() if k.startswith("spec_")})
    fields: dict[str, object] = {
        "job_id": job_id,
        "kind": "video_enhance" if mode == "enhanced-video" else "video",
        "prompt": "she turns to the camera and smiles",
        "model": "RealismYogi",
        "width": 480,
        "height": 832,
        "batch_size": 1,
        "seed": 99,
    }
    fields.update({k: v for k, v in overrides.items() if not k.startswith("spec_")})
    fields["video"] = VideoSpec(**spec)  # type: ignore[arg-type]
    return GenerationRequest(**fields)  # type: ignore[arg-type]


def mp4(width: int, height: int, frames: int, fps: int = 16, audio_seconds: float | None = None) -> bytes:
    """A small real H.264 MP4 (PyAV), with an AAC track of a quiet tone when audio_seconds is given."""
    buffer = io.BytesIO()
    with av.open(buffer, "w", format="mp4") as container:
        video = container.add_stream("libx264", rate=fps)
        video.width, video.height, video.pix_fmt = width, height, "yuv420p"
        audio = container.add_stream("aac", rate=AUDIO_RATE) if audio_seconds else None
        for index in range(frames):
            picture = Image.new("RGB", (width, height), ((index * 7) % 255, 90, 160))
            for packet in video.encode(av.VideoFrame.from_image(picture)):
                container.mux(packet)
        for packet in video.encode():
            container.mux(packet)
        if audio is not None and audio_seconds:
            pcm = _tone(audio_seconds, AUDIO_RATE)
            frame = av.AudioFrame(format="s16", layout="mono", samples=len(pcm) // 2)
            frame.planes[0].update(pcm)
            frame.sample_rate = AUDIO_RATE
            for packet in audio.encode(frame):
                container.mux(packet)
            for packet in audio.encode():
                container.mux(packet)
    return buffer.getvalue()


def wav(seconds: float, rate: int = AUDIO_RATE) -> bytes:
    """Mono 16-bit PCM speech stand-in (a quiet tone)."""
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(_tone(seconds, rate))
    return buffer.getvalue()


def _tone(seconds: float, rate: int) -> bytes:
    count = int(seconds * rate)
    return struct.pack(
        f"<{count}h", *(int(3000 * math.sin(2 * math.pi * 220 * i / rate)) for i in range(count))
    )
