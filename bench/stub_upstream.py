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


app = Starlette(
    routes=[Route("/v1/chat/completions", completions, methods=["POST"]), Route("/v1/models", models)]
)


def recording_proxy(target: str, record_to: str) -> Starlette:
    """Forward chat completions to `target` (a real model server), writing the last forwarded request
    body to `record_to`, so a benchmark can send the very same request directly."""
    import httpx

    limits = httpx.Limits(max_connections=None, keepalive_expiry=2.0)  # below the target's own 5 s
    client = httpx.AsyncClient(base_url=target, timeout=600, limits=limits)

    async def forward(request: Request) -> StreamingResponse:
        body = await request.json()
        with open(record_to, "w") as f:
            json.dump(body, f)
        upstream = await client.send(
            client.build_request("POST", "/chat/completions", json=body), stream=True
        )

        async def relay():  # type: ignore[no-untyped-def]
            try:
                async for chunk in upstream.aiter_raw():
                    yield chunk
            finally:
                await upstream.aclose()

        return StreamingResponse(relay(), media_type="text/event-stream")

    async def models(_: Request) -> JSONResponse:
        return JSONResponse((await client.get("/models")).json())

    return Starlette(
        routes=[Route("/v1/chat/completions", forward, methods=["POST"]), Route("/v1/models", models)]
    )


def make_proxy() -> Starlette:
    """`uvicorn --factory bench.stub_upstream:make_proxy`, configured by PROXY_* variables."""
    import os

    return recording_proxy(os.environ["PROXY_TARGET"], os.environ["PROXY_RECORD"])
