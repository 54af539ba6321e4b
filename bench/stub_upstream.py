"""A constant-rate OpenAI-compatible streaming endpoint for benchmarks: it answers every chat
completion with the same tokens at a fixed pace, so what a benchmark measures on top of it is the
cost of whatever sits in between (the Nocturne API), not the model."""

from __future__ import annotations

import asyncio
import json
import time

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, StreamingResponse
from starlette.routing import Route

TOKENS = 64
TOKENS_PER_SECOND = 50.0


def _chunk(content: str | None, finish: str | None = None) -> bytes:
    body = {
        "id": "chatcmpl-bench",
        "object": "chat.completion.chunk",
        "created": int(time.time()),
        "model": "bench-stub",
        "choices": [{"index": 0, "delta": {"content": content} if content else {}, "finish_reason": finish}],
    }
    return f"data: {json.dumps(body)}\n\n".encode()


async def completions(request: Request) -> StreamingResponse | JSONResponse:
    payload = await request.json()
    count = min(TOKENS, int(payload.get("max_tokens") or TOKENS))

    async def stream():  # type: ignore[no-untyped-def]
        interval = 1 / TOKENS_PER_SECOND
        start = time.perf_counter()
        for i in range(count):
            # Paced against the start time, so slow consumers do not stretch the schedule.
            delay = start + i * interval - time.perf_counter()
            if delay > 0:
                await asyncio.sleep(delay)
            yield _chunk(f" word{i}")
        yield _chunk(None, "stop")
        yield b"data: [DONE]\n\n"

    return StreamingResponse(stream(), media_type="text/event-stream")


async def models(_: Request) -> JSONResponse:
    return JSONResponse({"object": "list", "data": [{"id": "bench-stub", "object": "model"}]})


app = Starlette(routes=[Route("/v1/chat/completions", completions, methods=["POST"]), Route("/v1/models", models)])
