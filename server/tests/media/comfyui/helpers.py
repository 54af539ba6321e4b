"""Shared by the ComfyUI tests: operator options for the fake server's files, a spec 3 image request,
and a loop that follows a run to its end the way the job runner does."""

from __future__ import annotations

import asyncio

from nocturne.media.backends.comfyui import ComfyOptions, ComfyUIBackend
from nocturne.media.backends.port import BackendStatus, GenerationRequest

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
