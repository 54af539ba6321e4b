"""Opening the media side of the runtime: the store, the GPU backends, job events and the catalogues."""

from __future__ import annotations

from contextlib import AsyncExitStack
from dataclasses import dataclass

from nocturne.config import Settings
from nocturne.errors import AppError
from nocturne.jobs.events import JobEvents, MemoryJobEvents, RedisJobEvents
from nocturne.media.backends.port import MediaBackend
from nocturne.media.backends.preview import PreviewBackend
from nocturne.media.catalog import Catalog, load_catalog
from nocturne.media.speech.factory import make_speech_engine
from nocturne.media.speech.port import SpeechEngine
from nocturne.media.storage import LocalMediaStore, MediaStore


class BackendUnavailable(AppError):
    status_code = 503


class Backends:
    """The configured backends by name, and which one serves each image model."""

    def __init__(self, backends: dict[str, MediaBackend], default: str, by_model: dict[str, str]) -> None:
        self._backends = backends
        self._default = default
        self._by_model = by_model

    def for_model(self, model: str) -> MediaBackend:
        return self.named(self._by_model.get(model, self._default))

    def named(self, name: str) -> MediaBackend:
        """A job keeps the name of the backend it was sent to, so a worker that takes it over asks the same one."""
        try:
            return self._backends[name]
        except KeyError:
            raise BackendUnavailable(
                f"The image backend '{name}' is not configured on this server. Ask the operator to set it up."
            ) from None

    async def close(self) -> None:
        for backend in self._backends.values():
            await backend.close()


@dataclass
class MediaServices:
    store: MediaStore
    backends: Backends
    events: JobEvents
    catalog: Catalog
    speech: SpeechEngine  # the voice of lip-sync and add-audio


def make_store(settings: Settings) -> MediaStore:
    if settings.media_s3_bucket:
        from nocturne.media.storage_s3 import S3MediaStore

        return S3MediaStore(
            settings.media_s3_bucket,
            endpoint_url=settings.media_s3_endpoint_url,
            region=settings.media_s3_region,
            access_key=settings.media_s3_access_key,
            secret_key=settings.media_s3_secret_key,
            presign=settings.media_s3_presign,
            create_bucket=settings.media_s3_create_bucket,
            presign_endpoint_url=settings.media_s3_public_endpoint_url,
        )
    return LocalMediaStore(settings.media_path)


def make_backends(settings: Settings, store: MediaStore) -> Backends:
    backends: dict[str, MediaBackend] = {
        "preview": PreviewBackend(
            store,
            seconds_per_image=settings.preview_seconds_per_image,
            seconds_per_video_second=settings.preview_seconds_per_video_second,
        )
    }
    wanted = {settings.media_backend, *settings.media_backend_by_model.values()}
    if "comfyui" in wanted:
        from nocturne.media.backends.comfyui.factory import comfyui_backend

        backends["comfyui"] = comfyui_backend(settings)
    if "fal" in wanted:
        from nocturne.media.backends.fal import FalBackend

        if not settings.fal_key:
            raise RuntimeError("MEDIA_BACKEND names fal, but FAL_KEY is not set.")
        backends["fal"] = FalBackend(
            settings.fal_key,
            base_url=settings.fal_base_url,
            models=dict(settings.fal_models),
            safety_checker=settings.fal_safety_checker,
        )
    return Backends(backends, settings.media_backend, dict(settings.media_backend_by_model))


async def open_media(settings: Settings, stack: AsyncExitStack) -> MediaServices:
    store = make_store(settings)
    stack.push_async_callback(store.close)
    backends = make_backends(settings, store)
    stack.push_async_callback(backends.close)
    events: JobEvents = RedisJobEvents(settings.redis_url) if settings.redis_url else MemoryJobEvents()
    stack.push_async_callback(events.close)
    speech = make_speech_engine(settings)
    stack.push_async_callback(speech.close)
    return MediaServices(store, backends, events, load_catalog(settings.catalog_dir), speech)
