"""ComfyUI's protocol facts the backend relies on, as pure functions: the run reference, the prompt
id, the queue place, and what a /history entry says (state, exact size asked for, saved images)."""

from __future__ import annotations

import uuid
from typing import Any

from nocturne.media.backends.comfyui.progress import error_message
from nocturne.media.backends.port import BackendError, BackendStatus

PROMPT_NAMESPACE = uuid.UUID("5b0f8f9e-4f63-4d7c-9a55-6f1c2f0d2a31")
TERMINAL = ("succeeded", "failed", "canceled")
LOST = "The generation server no longer has this job (it may have restarted); try again."


def prompt_id_for(job_id: str) -> str:
    return str(uuid.uuid5(PROMPT_NAMESPACE, job_id))


def make_ref(url: str, prompt_id: str) -> str:
    return f"{url}#{prompt_id}"


def parse_ref(ref: str) -> tuple[str, str]:
    url, sep, prompt_id = ref.rpartition("#")
    if not sep or not url.startswith(("http://", "https://")) or not prompt_id:
        raise BackendError(f"'{ref}' is not a ComfyUI job reference.", transient=False)
    return url, prompt_id


def queue_position(queue: dict[str, Any], prompt_id: str) -> int | None:
    """0 while running, 1 when next, None when the prompt is in neither list."""
    running = queue.get("queue_running") or []
    pending = queue.get("queue_pending") or []
    if any(item[1] == prompt_id for item in running):
        return 0
    mine = next((item for item in pending if item[1] == prompt_id), None)
    if mine is None:
        return None
    ahead = sum(1 for item in pending if item[0] < mine[0])
    return max(1, len(running) + ahead)


def status_from_history(entry: dict[str, Any]) -> BackendStatus:
    status = entry.get("status") or {}
    for message in status.get("messages") or []:
        if not isinstance(message, list | tuple) or len(message) != 2:
            continue
        event, data = message
        if event == "execution_interrupted":
            return BackendStatus("canceled")
        if event == "execution_error":
            return BackendStatus("failed", error=error_message(data if isinstance(data, dict) else {}))
    if status.get("status_str") == "error":
        return BackendStatus("failed", error="The generation server could not finish this job.")
    return BackendStatus("succeeded", queue_position=None, progress=1.0)


def target_of(entry: dict[str, Any]) -> tuple[int | None, int | None]:
    prompt = entry.get("prompt")
    extra = prompt[3] if isinstance(prompt, list) and len(prompt) > 3 and isinstance(prompt[3], dict) else {}
    size = (extra.get("nocturne") or {}).get("size")
    if isinstance(size, list) and len(size) == 2 and all(isinstance(v, int) and v > 0 for v in size):
        return size[0], size[1]
    return None, None


def output_images(outputs: dict[str, Any]) -> list[dict[str, Any]]:
    """Saved images in node order, then batch order; previews (type "temp") are not results."""

    def order(node_id: str) -> tuple[int, str]:
        return (int(node_id), "") if node_id.isdigit() else (1 << 30, node_id)

    images: list[dict[str, Any]] = []
    for node_id in sorted(outputs, key=order):
        for item in (outputs[node_id] or {}).get("images") or []:
            if isinstance(item, dict) and item.get("type") != "temp" and item.get("filename"):
                images.append(item)
    return images
