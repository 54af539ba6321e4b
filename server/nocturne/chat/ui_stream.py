"""Our small emitter for the AI SDK UI message stream v1 (SSE), the wire format `useChat` reads.

Only the chunk types Nocturne sends, with exactly the field names of the AI SDK's schema: extra keys
break older clients, so none are ever added (see reference/ai-sdk-protocol.md)."""

from __future__ import annotations

import json
from typing import Any, Literal

HEADERS = {
    "Cache-Control": "no-cache",
    "Connection": "keep-alive",
    "x-vercel-ai-ui-message-stream": "v1",
    "x-accel-buffering": "no",
}
MEDIA_TYPE = "text/event-stream"
DONE = b"data: [DONE]\n\n"
KEEP_ALIVE = b": ping\n\n"

FinishReason = Literal["stop", "length", "content-filter", "error", "other"]


# Single-line JSON, no NaN: one SSE event per chunk. One encoder for all, as this runs for every token.
_encode = json.JSONEncoder(separators=(",", ":"), allow_nan=False, ensure_ascii=False).encode


def _event(chunk: dict[str, Any]) -> bytes:
    return f"data: {_encode(chunk)}\n\n".encode()


def start(message_id: str, metadata: dict[str, Any] | None = None) -> bytes:
    chunk: dict[str, Any] = {"type": "start", "messageId": message_id}
    if metadata:
        chunk["messageMetadata"] = metadata
    return _event(chunk)


def start_step() -> bytes:
    return _event({"type": "start-step"})


def finish_step() -> bytes:
    return _event({"type": "finish-step"})


def text_start(part_id: str) -> bytes:
    return _event({"type": "text-start", "id": part_id})


def text_delta(part_id: str, delta: str) -> bytes:
    return _event({"type": "text-delta", "id": part_id, "delta": delta})


def text_end(part_id: str) -> bytes:
    return _event({"type": "text-end", "id": part_id})


def data_part(name: str, data: Any, part_id: str | None = None) -> bytes:
    chunk: dict[str, Any] = {"type": f"data-{name}", "data": data}
    if part_id is not None:
        chunk["id"] = part_id
    return _event(chunk)


def tool_input_start(call_id: str, name: str) -> bytes:
    return _event({"type": "tool-input-start", "toolCallId": call_id, "toolName": name})


def tool_input_delta(call_id: str, delta: str) -> bytes:
    return _event({"type": "tool-input-delta", "toolCallId": call_id, "inputTextDelta": delta})


def tool_input_available(call_id: str, name: str, tool_input: Any) -> bytes:
    return _event(
        {"type": "tool-input-available", "toolCallId": call_id, "toolName": name, "input": tool_input}
    )


def tool_output_available(call_id: str, output: Any) -> bytes:
    return _event({"type": "tool-output-available", "toolCallId": call_id, "output": output})


def tool_output_error(call_id: str, text: str) -> bytes:
    return _event({"type": "tool-output-error", "toolCallId": call_id, "errorText": text})


def message_metadata(metadata: dict[str, Any]) -> bytes:
    return _event({"type": "message-metadata", "messageMetadata": metadata})


def finish(reason: FinishReason = "stop", metadata: dict[str, Any] | None = None) -> bytes:
    chunk: dict[str, Any] = {"type": "finish", "finishReason": reason}
    if metadata:
        chunk["messageMetadata"] = metadata
    return _event(chunk)


def error(text: str) -> bytes:
    return _event({"type": "error", "errorText": text})
