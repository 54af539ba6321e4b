"""Reading ComfyUI's WebSocket frames: whole-graph progress, previews, unknown types."""

from __future__ import annotations

import json
import struct

from nocturne.media.backends.comfyui.progress import PromptProgress, error_message, parse_binary
from nocturne.media.backends.comfyui.ws import ServerSocket, ws_url

WEIGHTS = {"1": 2.0, "2": 0.5, "3": 20.0, "4": 2.0, "5": 0.5}
CLASSES = {
    "1": "CheckpointLoaderSimple",
    "2": "CLIPTextEncode",
    "3": "KSampler",
    "4": "VAEDecode",
    "5": "SaveImage",
}


def frame(kind: str, **data: object) -> str:
    return json.dumps({"type": kind, "data": data})


def tracker(prompt_id: str = "p1") -> PromptProgress:
    return PromptProgress(prompt_id, dict(WEIGHTS), dict(CLASSES))


def test_progress_covers_the_whole_graph_and_leaves_out_cached_nodes() -> None:
    p = tracker()
    p.apply("execution_start", {"prompt_id": "p1"})
    p.apply("execution_cached", {"prompt_id": "p1", "nodes": ["1"]})  # the checkpoint stays loaded
    p.apply("executing", {"node": "3", "prompt_id": "p1"})
    p.apply("progress", {"node": "3", "value": 10, "max": 20, "prompt_id": "p1"})
    # 10 of 20 steps of the sampler: half of its weight, out of everything but the cached loader.
    assert p.fraction == 10.0 / 23.0
    assert p.stage == "drawing"
    states = {
        "3": {"value": 20, "max": 20, "state": "finished"},
        "4": {"value": 0, "max": 1, "state": "running"},
    }
    p.apply("progress_state", {"prompt_id": "p1", "nodes": states})
    assert p.fraction == 20.0 / 23.0


def test_progress_never_goes_back() -> None:
    p = tracker()
    p.apply("progress", {"node": "3", "value": 15, "max": 20, "prompt_id": "p1"})
    high = p.fraction
    p.apply("progress", {"node": "3", "value": 2, "max": 20, "prompt_id": "p1"})  # a second face restarts
    assert p.fraction == high


def test_outcomes() -> None:
    p = tracker()
    p.apply("execution_success", {"prompt_id": "p1"})
    assert (p.outcome, p.fraction) == ("success", 1.0)
    p = tracker()
    p.apply(
        "execution_interrupted", {"prompt_id": "p1", "node_id": "3", "node_type": "KSampler", "executed": []}
    )
    p.apply("executing", {"node": None, "prompt_id": "p1"})
    assert p.outcome == "interrupted"
    p = tracker()
    p.apply(
        "execution_error", {"prompt_id": "p1", "node_type": "KSampler", "exception_message": "bad\ntrace"}
    )
    assert p.outcome == "error"
    assert p.error == "The generation server failed in KSampler: bad"


def test_out_of_memory_reads_as_such() -> None:
    message = error_message(
        {"node_type": "KSampler", "exception_message": "CUDA out of memory. Tried to allocate"}
    )
    assert message.startswith("The generation server ran out of GPU memory in KSampler")


def test_socket_routes_frames_by_prompt_and_ignores_the_rest() -> None:
    socket = ServerSocket("http://gpu:8188", "me")
    mine, other = tracker("p1"), tracker("p2")
    socket.trackers.update({"p1": mine, "p2": other})
    socket.dispatch(frame("execution_start", prompt_id="p1"))
    socket.dispatch(frame("crystools.monitor", cpu_utilization=3))
    socket.dispatch(frame("status", status={"exec_info": {"queue_remaining": 2}}))
    socket.dispatch("not json")
    socket.dispatch(struct.pack(">I", 3) + b"text for a node")
    assert mine.started
    assert not other.started
    meta = json.dumps({"prompt_id": "p2", "node_id": "3", "image_type": "image/png"}).encode()
    socket.dispatch(struct.pack(">II", 4, len(meta)) + meta + b"PNGDATA")
    assert (other.preview, other.preview_type) == (b"PNGDATA", "image/png")
    # The old preview frame names no prompt: it is ours only while exactly one of ours runs.
    socket.dispatch(struct.pack(">II", 1, 1) + b"JPEG1")
    assert mine.preview == b"JPEG1"
    other.apply("execution_start", {"prompt_id": "p2"})
    socket.dispatch(struct.pack(">II", 1, 1) + b"JPEG2")
    assert mine.preview == b"JPEG1"


def test_binary_parsing_and_socket_url() -> None:
    assert parse_binary(b"\x00\x00") is None
    assert parse_binary(struct.pack(">II", 9, 0)) is None
    assert ws_url("https://gpu.example/api/", "a b") == "wss://gpu.example/api/ws?clientId=a%20b"
    assert ws_url("http://127.0.0.1:8188", "c") == "ws://127.0.0.1:8188/ws?clientId=c"
