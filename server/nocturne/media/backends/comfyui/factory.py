"""The ComfyUI backend as the operator configured it (COMFYUI_* settings)."""

from __future__ import annotations

from nocturne.config import Settings
from nocturne.media.backends.comfyui.client import ComfyUIBackend
from nocturne.media.backends.comfyui.video_models import video_options
from nocturne.media.backends.comfyui.workflows import ComfyOptions


def comfyui_backend(settings: Settings) -> ComfyUIBackend:
    urls = [url.strip() for url in (settings.comfyui_urls or "").split(",") if url.strip()]
    if not urls:
        raise RuntimeError("MEDIA_BACKEND names comfyui, but COMFYUI_URLS is not set.")
    options = ComfyOptions(
        checkpoints=dict(settings.comfyui_checkpoints),
        face_detector=settings.comfyui_face_detector,
        upscale_model=settings.comfyui_upscale_model,
        upscale_model_scale=settings.comfyui_upscale_model_scale,
        ipadapter_preset=settings.comfyui_ipadapter_preset,
    )
    try:
        video = video_options(settings.comfyui_video_files)
    except ValueError as exc:
        raise RuntimeError(str(exc)) from exc
    # No shared client id: ComfyUI keeps one socket per id, so each process gets its own.
    return ComfyUIBackend(urls, options, video_options=video)
