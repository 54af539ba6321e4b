"""The media store: where generated files live. A local folder by default (data/media), an S3-compatible
bucket when MEDIA_S3_BUCKET is set (storage_s3.py).

Keys are derived from the job id and the batch index (media/files.py), so a job finished twice by two
workers writes the same keys: no file is ever stored twice. Reads always go through the app's owner check
(media/endpoints.py); a store that can presign hands back a short-lived URL to redirect to, the local
store is streamed by the app.
"""

from __future__ import annotations

import asyncio
import os
from pathlib import Path
from typing import Protocol


class MediaMissing(Exception):
    """The key is not in the store."""


class MediaStore(Protocol):
    async def put(self, key: str, data: bytes, content_type: str) -> None: ...

    async def get(self, key: str) -> bytes: ...

    async def exists(self, key: str) -> bool: ...

    async def delete(self, key: str) -> None: ...

    async def presigned_url(self, key: str, *, expires_seconds: int, content_type: str) -> str | None:
        """A URL the browser may fetch directly for a while, or None when the app must stream the file."""
        ...

    async def close(self) -> None: ...


def check_key(key: str) -> str:
    """Keys are made by the app, never by users; this guards against a bug turning one into a path escape."""
    parts = key.split("/")
    if not key or key.startswith("/") or any(part in ("", ".", "..") for part in parts):
        raise ValueError(f"bad media key {key!r}")
    return key


class LocalMediaStore:
    """Files under one folder. Writes go to a temporary name first, then replace: a reader never sees half
    a file, and two workers writing the same key leave one whole file."""

    def __init__(self, root: Path) -> None:
        self.root = root

    def _path(self, key: str) -> Path:
        return self.root / check_key(key)

    async def put(self, key: str, data: bytes, content_type: str) -> None:
        await asyncio.to_thread(self._write, self._path(key), data)

    @staticmethod
    def _write(path: Path, data: bytes) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_name(f".{path.name}.{os.getpid()}.{id(data)}.part")
        temporary.write_bytes(data)
        os.replace(temporary, path)

    async def get(self, key: str) -> bytes:
        path = self._path(key)
        try:
            return await asyncio.to_thread(path.read_bytes)
        except FileNotFoundError as exc:
            raise MediaMissing(key) from exc

    async def exists(self, key: str) -> bool:
        return self._path(key).is_file()

    async def delete(self, key: str) -> None:
        self._path(key).unlink(missing_ok=True)

    async def presigned_url(self, key: str, *, expires_seconds: int, content_type: str) -> str | None:
        return None

    async def close(self) -> None:
        return None
