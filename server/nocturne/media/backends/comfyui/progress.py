"""What one prompt is doing, as told by ComfyUI's WebSocket messages (pure state, no I/O).

Whole-graph progress: ComfyUI's progress_state names every started node with value/max, but nodes that
have not started are absent, so a plain sum would jump backwards when a second sampler starts. We know
the graph we sent, so each node gets a weight (workflows.node_weights: sampler steps, a small share for
loading and decoding) and progress is Σ weight × done-fraction / Σ weight over the nodes not skipped by
execution_cached. It never goes down (a FaceDetailer restarts its step count for each face).

The stage shown is the running node's entry in `stages` when the graph names one per node (a video's
"high noise" and "low noise" passes are the same class), else what its class does.
"""

from __future__ import annotations

import json
import struct
import time
from dataclasses import dataclass, field
from typing import Any, Literal

from nocturne.media.backends.comfyui.workflows import stage_for

Outcome = Literal["success", "error", "interrupted"]

# Binary WebSocket frames start with a 4-byte big-endian event number (server.py BinaryEventTypes).
PREVIEW_IMAGE = 1
PREVIEW_IMAGE_WITH_METADATA = 4


@dataclass
class PromptProgress:
    prompt_id: str
    weights: dict[str, float]
    class_types: dict[str, str]
    stages: dict[str, str] = field(default_factory=dict)
    # Set when the socket was not connected for part of the run: terminal events may have been missed,
    # so status() must ask GET /history.
    stale: bool = False
    started: bool = False
    cached: set[str] = field(default_factory=set)
    nodes: dict[str, tuple[float, float, bool]] = field(default_factory=dict)  # value, max, finished
    current_node: str | None = None
    outcome: Outcome | None = None
    error: str | None = None
    preview: bytes | None = None
    preview_type: str = "image/jpeg"
    fraction: float = 0.0
    updated: float = field(default_factory=time.monotonic)

    @property
    def stage(self) -> str | None:
        node = self.current_node or ""
        return self.stages.get(node) or stage_for(self.class_types.get(node))

    def apply(self, kind: str, data: dict[str, Any]) -> None:
        """One JSON message {"type": kind, "data": data} addressed to this prompt."""
        self.updated = time.monotonic()
        match kind:
            case "execution_start":
                self.started = True
            case "execution_cached":
                self.started = True
                self.cached.update(str(n) for n in data.get("nodes") or [])
            case "executing":
                node = data.get("node")
                self.started = True
                if node is None:
                    # ComfyUI sends executing{node: null} after writing history: the run is over.
                    self.current_node = None
                    if self.outcome is None:
                        self.outcome = "success"
                else:
                    if self.current_node is not None and self.current_node != str(node):
                        self._finish(self.current_node)
                    self.current_node = str(node)
            case "progress":
                node = data.get("node")
                if node is not None:
                    self._set(str(node), data.get("value", 0), data.get("max", 1), False)
            case "progress_state":
                for node_id, state in (data.get("nodes") or {}).items():
                    if isinstance(state, dict):
                        done = state.get("state") == "finished"
                        self._set(str(node_id), state.get("value", 0), state.get("max", 1), done)
            case "executed":
                node = data.get("node")
                if node is not None:
                    self._finish(str(node))
            case "execution_success":
                self.outcome = "success"
                self.fraction = 1.0
            case "execution_error":
                self.outcome = "error"
                self.error = error_message(data)
            case "execution_interrupted":
                self.outcome = "interrupted"
            case _:
                return  # status, feature_flags, custom nodes' own types
        self._recompute()

    def set_preview(self, data: bytes, content_type: str) -> None:
        self.preview, self.preview_type = data, content_type
        self.updated = time.monotonic()

    def _set(self, node_id: str, value: Any, maximum: Any, finished: bool) -> None:
        try:
            v, m = float(value), float(maximum)
        except (TypeError, ValueError):
            return
        self.started = True
        self.nodes[node_id] = (v, m if m > 0 else 1.0, finished)

    def _finish(self, node_id: str) -> None:
        _, m, _ = self.nodes.get(node_id, (1.0, 1.0, True))
        self.nodes[node_id] = (m, m, True)

    def _recompute(self) -> None:
        total = done = 0.0
        for node_id, weight in self.weights.items():
            if node_id in self.cached:
                continue
            total += weight
            if node_id in self.nodes:
                value, maximum, finished = self.nodes[node_id]
                done += weight * (1.0 if finished else min(1.0, max(0.0, value / maximum)))
        if total > 0:
            self.fraction = max(self.fraction, min(1.0, done / total))


def error_message(data: dict[str, Any]) -> str:
    """A plain message from an execution_error's exception_message and node_type."""
    node_type = data.get("node_type") or "a node"
    raw = str(data.get("exception_message") or data.get("exception_type") or "an unknown error").strip()
    first = raw.splitlines()[0] if raw else "an unknown error"
    if "out of memory" in raw.lower():
        return f"The generation server ran out of GPU memory in {node_type}; try again later or with fewer images."
    if len(first) > 300:
        first = first[:297] + "…"
    return f"The generation server failed in {node_type}: {first}"


@dataclass(frozen=True)
class Preview:
    prompt_id: str | None  # None for the old type 1 frame, which does not say
    data: bytes
    content_type: str


def parse_binary(frame: bytes) -> Preview | None:
    """A preview from a binary frame, or None for anything else (text events, unknown types)."""
    if len(frame) < 8:
        return None
    (event,) = struct.unpack(">I", frame[:4])
    if event == PREVIEW_IMAGE:
        (image_type,) = struct.unpack(">I", frame[4:8])
        return Preview(None, bytes(frame[8:]), "image/png" if image_type == 2 else "image/jpeg")
    if event == PREVIEW_IMAGE_WITH_METADATA:
        (length,) = struct.unpack(">I", frame[4:8])
        try:
            meta = json.loads(frame[8 : 8 + length])
        except ValueError:
            return None
        if not isinstance(meta, dict):
            return None
        prompt_id = meta.get("prompt_id")
        content_type = str(meta.get("image_type") or "image/jpeg")
        return Preview(str(prompt_id) if prompt_id else None, bytes(frame[8 + length :]), content_type)
    return None
