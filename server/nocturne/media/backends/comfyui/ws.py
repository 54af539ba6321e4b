"""One WebSocket per ComfyUI server (/ws?clientId=…), kept open in the background.

ComfyUI sends a prompt's events only to the socket of the client_id that queued it, so each
ComfyUIBackend has its own client id and this socket feeds the PromptProgress of every prompt it
submitted there. When the socket drops, those prompts are marked stale (status() then asks
GET /history) and the socket reconnects with backoff.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from typing import Any
from urllib.parse import quote, urlsplit, urlunsplit

import websockets
from websockets.asyncio.client import connect

from nocturne.media.backends.comfyui.progress import PromptProgress, parse_binary

log = logging.getLogger(__name__)

MAX_TRACKED = 1000
FEATURE_FLAGS = {"type": "feature_flags", "data": {"supports_preview_metadata": True}}


def ws_url(base_url: str, client_id: str) -> str:
    parts = urlsplit(base_url)
    scheme = "wss" if parts.scheme == "https" else "ws"
    path = parts.path.rstrip("/") + "/ws"
    return urlunsplit((scheme, parts.netloc, path, f"clientId={quote(client_id)}", ""))


class ServerSocket:
    def __init__(self, base_url: str, client_id: str, *, max_backoff: float = 15.0) -> None:
        self.url = ws_url(base_url, client_id)
        self.trackers: dict[str, PromptProgress] = {}
        self._connected = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._max_backoff = max_backoff

    @property
    def connected(self) -> bool:
        return self._connected.is_set()

    def start(self) -> None:
        if self._task is None or self._task.done():
            self._task = asyncio.create_task(self._run(), name=f"comfyui-ws {self.url}")

    async def wait_connected(self, seconds: float) -> bool:
        self.start()
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(seconds):
                await self._connected.wait()
        return self.connected

    def track(self, progress: PromptProgress) -> None:
        progress.stale = not self.connected
        self.trackers[progress.prompt_id] = progress
        if len(self.trackers) > MAX_TRACKED:  # runs nobody asked about again (a worker that went away)
            ended = [pid for pid, t in self.trackers.items() if t.outcome is not None or t.stale]
            for prompt_id in ended[: len(self.trackers) - MAX_TRACKED]:
                del self.trackers[prompt_id]

    async def close(self) -> None:
        task, self._task = self._task, None
        if task is not None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task

    async def _run(self) -> None:
        backoff = 0.25
        while True:
            try:
                async with connect(self.url, open_timeout=10, max_size=None, ping_interval=20) as ws:
                    await ws.send(json.dumps(FEATURE_FLAGS))
                    self._connected.set()
                    backoff = 0.25
                    async for message in ws:
                        self.dispatch(message)
            except asyncio.CancelledError:
                raise
            except (OSError, TimeoutError, websockets.WebSocketException) as exc:
                log.info("ComfyUI socket %s closed: %s", self.url, exc)
            except Exception:  # a malformed frame must not end the listener for good
                log.exception("ComfyUI socket %s failed", self.url)
            finally:
                if self._connected.is_set():
                    self._connected.clear()
                    for tracker in self.trackers.values():
                        tracker.stale = True
            await asyncio.sleep(backoff)
            backoff = min(backoff * 2, self._max_backoff)

    def dispatch(self, message: str | bytes) -> None:
        if isinstance(message, bytes):
            self._on_binary(message)
            return
        try:
            frame = json.loads(message)
        except ValueError:
            return
        if not isinstance(frame, dict) or not isinstance(frame.get("data"), dict):
            return
        data: dict[str, Any] = frame["data"]
        tracker = self.trackers.get(str(data.get("prompt_id")))
        if tracker is not None:
            tracker.apply(str(frame.get("type")), data)

    def _on_binary(self, frame: bytes) -> None:
        preview = parse_binary(frame)
        if preview is None:
            return
        if preview.prompt_id is not None:
            tracker = self.trackers.get(preview.prompt_id)
        else:
            # The old frame names no prompt: it is ours only if exactly one of ours is running.
            running = [t for t in self.trackers.values() if t.started and t.outcome is None]
            tracker = running[0] if len(running) == 1 else None
        if tracker is not None:
            tracker.set_preview(preview.data, preview.content_type)

    def forget(self, prompt_id: str) -> None:
        self.trackers.pop(prompt_id, None)
