"""Cookie chunking (spec 9 Session: chunks of at most 3180 characters)."""

from __future__ import annotations

import httpx
from fastapi import FastAPI, Request

from nocturne.kit.cookies import (
    COOKIE_CHUNK_SIZE,
    QueuedCookiesMiddleware,
    chunk_cookie,
    queue_cookie,
    read_chunked_cookie,
)


def test_chunk_size_is_the_spec_constant() -> None:
    assert COOKIE_CHUNK_SIZE == 3180


def test_short_value_keeps_its_name() -> None:
    assert chunk_cookie("s", "abc") == [("s", "abc")]
    assert chunk_cookie("s", "x" * 3180) == [("s", "x" * 3180)]


def test_long_value_is_split_and_reassembled() -> None:
    value = "".join(chr(97 + i % 26) for i in range(3180 * 2 + 5))
    chunks = chunk_cookie("s", value)
    assert [n for n, _ in chunks] == ["s.0", "s.1", "s.2"]
    assert all(len(v) <= 3180 for _, v in chunks)
    assert [len(v) for _, v in chunks] == [3180, 3180, 5]
    assert read_chunked_cookie(dict(chunks), "s") == value


def test_reading_missing_cookie() -> None:
    assert read_chunked_cookie({}, "s") is None


async def test_middleware_writes_chunks_and_clears_stale_ones() -> None:
    app = FastAPI()
    app.add_middleware(QueuedCookiesMiddleware)

    @app.get("/set/{size}")
    async def set_cookie(size: int, request: Request) -> dict[str, bool]:
        queue_cookie(request, "big", "v" * size, max_age=60)
        return {"ok": True}

    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://t") as c:
        r = await c.get("/set/7000")
        names = [h.split("=")[0] for h in r.headers.get_list("set-cookie")]
        assert names == ["big.0", "big.1", "big.2"]
        r = await c.get("/set/10")
        headers = r.headers.get_list("set-cookie")
        assert headers[0].startswith("big=" + "v" * 10)
        cleared = sorted(h.split("=")[0] for h in headers[1:])
        assert cleared == ["big.0", "big.1", "big.2"]
        assert all("Max-Age=0" in h for h in headers[1:])
