"""A scripted OpenAI-compatible Chat Completions endpoint, for the model behaviours a real one produces
only by chance (an empty reply) and for watching what the app does while a request is in flight."""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import AsyncIterator, Callable
from typing import Any

from fastapi import FastAPI

from nocturne.llm.client import LLMClient


class ScriptedModel:
    """Answers every request with `deltas`: streamed as SSE chunks when the request asks for a stream
    (or always, with `always_stream`, as some hosted endpoints do), else as one chat completion.
    `on_request` runs while the request is being answered."""

    def __init__(
        self,
        deltas: list[str],
        on_request: Callable[[dict[str, Any]], None] | None = None,
        always_stream: bool = False,
        tool_call: tuple[str, list[str]] | None = None,
    ) -> None:
        self.deltas = deltas
        self.on_request = on_request
        self.always_stream = always_stream
        # (tool name, argument pieces): streamed after the text as one OpenAI-style tool call.
        self.tool_call = tool_call
        self.server: asyncio.Server | None = None

    @classmethod
    async def start(
        cls,
        deltas: list[str],
        on_request: Callable[[dict[str, Any]], None] | None = None,
        always_stream: bool = False,
        tool_call: tuple[str, list[str]] | None = None,
    ) -> ScriptedModel:
        model = cls(deltas, on_request, always_stream, tool_call)
        model.server = await asyncio.start_server(model._answer, "127.0.0.1", 0)
        return model

    @property
    def base_url(self) -> str:
        assert self.server is not None
        return f"http://127.0.0.1:{self.server.sockets[0].getsockname()[1]}/v1"

    def close(self) -> None:
        if self.server is not None:
            self.server.close()

    async def _answer(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        head = await reader.readuntil(b"\r\n\r\n")
        lengths = [line for line in head.split(b"\r\n") if line.lower().startswith(b"content-length:")]
        request = json.loads(await reader.readexactly(int(lengths[0].split(b":")[1]))) if lengths else {}
        if self.on_request is not None:
            self.on_request(request)
        if request.get("stream") or self.always_stream:
            events = [
                {"choices": [{"index": 0, "delta": {"content": d}, "finish_reason": None}]}
                for d in self.deltas
            ]
            if self.tool_call is not None:
                name, pieces = self.tool_call
                for i, piece in enumerate(pieces):
                    call: dict[str, Any] = {"index": 0, "function": {"arguments": piece}}
                    if i == 0:
                        call.update(id="call_photo_1", type="function")
                        call["function"]["name"] = name
                    events.append(
                        {"choices": [{"index": 0, "delta": {"tool_calls": [call]}, "finish_reason": None}]}
                    )
            reason = "tool_calls" if self.tool_call is not None else "stop"
            events.append({"choices": [{"index": 0, "delta": {}, "finish_reason": reason}]})
            body = "".join(f"data: {json.dumps(e)}\n\n" for e in events) + "data: [DONE]\n\n"
            content_type = "text/event-stream"
        else:
            message = {"role": "assistant", "content": "".join(self.deltas)}
            body = json.dumps({"choices": [{"index": 0, "message": message, "finish_reason": "stop"}]})
            content_type = "application/json"
        data = body.encode()
        writer.write(
            f"HTTP/1.1 200 OK\r\ncontent-type: {content_type}\r\ncontent-length: {len(data)}\r\n"
            "connection: close\r\n\r\n".encode()
            + data
        )
        await writer.drain()
        writer.close()


@contextlib.asynccontextmanager
async def scripted_model(
    app: FastAPI,
    deltas: list[str],
    on_request: Callable[[dict[str, Any]], None] | None = None,
    always_stream: bool = False,
    tool_call: tuple[str, list[str]] | None = None,
) -> AsyncIterator[ScriptedModel]:
    """While the block runs, the app's model (chat turns and background jobs) is a ScriptedModel."""
    model = await ScriptedModel.start(deltas, on_request, always_stream, tool_call)
    client = LLMClient(model.base_url, "", "scripted", timeout=10)
    chat_model = app.state.runtime.chat
    saved = chat_model.llm
    chat_model.llm = client
    try:
        yield model
    finally:
        chat_model.llm = saved
        await client.close()
        model.close()
