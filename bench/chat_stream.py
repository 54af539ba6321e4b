"""Benchmark: what /api/chat adds on top of the model endpoint it relays.

In one run it measures time to first token (TTFT) and token rate (a) calling the upstream directly
and (b) through Nocturne's /api/chat, at 1 and at 100 concurrent streams, and prints the ratios,
for two upstreams:

- local: the embedded default, llama.cpp with SmolLM2-135M-Instruct, the upstream the targets are
  for. Every chat of the run is alike, so every turn sends the model the same request. A first turn
  goes through a recording proxy (bench/stub_upstream.py) that saves that request (replies capped at
  32 tokens with LLM_MAX_REPLY_TOKENS); the API is then restarted against the model itself, and the
  direct calls send that very request, so both paths ask the model the same thing. The paths take
  turns (single streams one by one, 100 streams three times each), so a drift in the machine's speed weighs
  on both alike.
- stub: a constant-rate OpenAI-compatible stream (50 tokens/s, no model, no time to first token).
  Nothing is left but the API's own cost (session and ownership checks, moderation, storing the user
  message, prompt assembly, SSE relaying, storing the reply), so this is the stress view of that
  cost: at 100 streams on 2 cores the API's CPU per turn, not the upstream, sets the pace.

It also counts the stored messages per chat turn.

    .venv/bin/python bench/chat_stream.py [local|stub|both]     # SQLite (the embedded default)
    DATABASE_URL=postgresql://postgres@127.0.0.1/bench .venv/bin/python bench/chat_stream.py

Targets (2-core machine): added TTFT <= 15 ms at 1 stream and <= 25 % at 100 streams; token rate
>= 98 % of direct; one database write per message, none per token.
"""

from __future__ import annotations

import asyncio
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]
VENV_BIN = ROOT / ".venv" / "bin"
ROUNDS_SINGLE = 30
CONCURRENT = 100
ROUNDS_MANY = 3
MAX_TOKENS = 64
# Room for every concurrent stream; idle connections expire before the upstream's own 5 s keep-alive
# ends them under a request.
CLIENT_LIMITS = httpx.Limits(max_connections=CONCURRENT + 10, keepalive_expiry=2.0)


@dataclass
class Sample:
    ttft: float
    # Seconds from the first token to the last.
    span: float
    tokens: int


def free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def wait_ready(url: str, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    async with httpx.AsyncClient() as client:
        while time.monotonic() < deadline:
            try:
                if (await client.get(url)).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            await asyncio.sleep(0.1)
    raise RuntimeError(f"{url} did not come up")


def summarize(samples: list[Sample]) -> tuple[float, float]:
    """(median time to first token, token rate). The rate is every stream's tokens after its first over
    the time they took, summed: the tokens a person received per second of streaming, stalls included.
    Single streams' rates spread widely on 2 cores (55 to 80 tokens/s), so their median was noisy."""
    gaps = sum(s.tokens - 1 for s in samples if s.tokens > 1)
    span = sum(s.span for s in samples if s.tokens > 1)
    return statistics.median(s.ttft for s in samples), gaps / span if span > 0 else 0.0


STUB_BODY = {
    "model": "bench-stub",
    "stream": True,
    "max_tokens": MAX_TOKENS,
    "messages": [{"role": "user", "content": "Hello"}],
}
LOCAL_MAX_TOKENS = 32


async def direct_stream(client: httpx.AsyncClient, upstream: str, body: dict[str, object]) -> Sample:
    start = time.perf_counter()
    first = last = 0.0
    tokens = 0
    async with client.stream("POST", f"{upstream}/chat/completions", json=body) as response:
        async for line in response.aiter_lines():
            if not line.startswith("data: ") or line == "data: [DONE]":
                continue
            delta = json.loads(line[6:])["choices"][0]["delta"].get("content")
            if delta:
                last = time.perf_counter()
                first = first or last
                tokens += 1
    return Sample(first - start, last - first, tokens)


async def api_stream(client: httpx.AsyncClient, chat_id: str) -> Sample:
    body = {
        "id": chat_id,
        "trigger": "submit-message",
        "messages": [{"id": "m", "role": "user", "parts": [{"type": "text", "text": "Hello"}]}],
    }
    start = time.perf_counter()
    first = last = 0.0
    tokens = 0
    async with client.stream("POST", "/api/chat", json=body) as response:
        if response.status_code != 200:
            raise RuntimeError(f"/api/chat answered {response.status_code}: {await response.aread()!r}")
        async for line in response.aiter_lines():
            if line.startswith('data: {"type":"text-delta"'):
                last = time.perf_counter()
                first = first or last
                tokens += 1
            elif line.startswith('data: {"type":"error"'):
                raise RuntimeError(line)
    return Sample(first - start, last - first, tokens)


async def signed_in_client(base: str, name: str) -> httpx.AsyncClient:
    client = httpx.AsyncClient(
        base_url=base,
        headers={"Origin": base},
        timeout=300,
        limits=CLIENT_LIMITS,
    )
    client.headers["X-CSRF-Token"] = (await client.get("/api/auth/session")).json()["csrfToken"]
    r = await client.post(
        "/api/auth/signup",
        json={"email": f"{name}@example.com", "username": name, "password": "bench password"},
    )
    r.raise_for_status()
    (await client.post("/api/age/confirm")).raise_for_status()
    return client


async def new_chats(client: httpx.AsyncClient, count: int) -> list[str]:
    character = (
        await client.post(
            "/api/characters",
            json={
                "name": "Luna",
                "gender": "Female",
                "style": "Realistic",
                "description": "Luna is a cheerful adult librarian.",
                "greetings": [{"type": "text", "content": "Hi {{user}}!"}],
            },
        )
    ).json()
    chats = []
    for _ in range(count):
        r = await client.post("/api/chats", json={"characterIds": [character["id"]]})
        r.raise_for_status()
        chats.append(r.json()["id"])
    return chats


async def measure(
    upstream: str, api: httpx.AsyncClient, chats: list[str], recorded: Path | None
) -> dict[str, tuple[float, float]]:
    results: dict[str, tuple[float, float]] = {}
    async with httpx.AsyncClient(timeout=600, limits=CLIENT_LIMITS) as direct:
        # Warm up both paths (connections, caches, first-request work).
        await api_stream(api, chats.pop())
        body = json.loads(recorded.read_text()) if recorded else STUB_BODY
        await direct_stream(direct, upstream, body)
        # Alternating, so a drift in the machine's speed during the run weighs on both paths alike.
        single_direct, single_api = [], []
        for _ in range(ROUNDS_SINGLE):
            single_direct.append(await direct_stream(direct, upstream, body))
            single_api.append(await api_stream(api, chats.pop()))
        results["direct x1"] = summarize(single_direct)
        results["api x1"] = summarize(single_api)
        many_direct: list[Sample] = []
        many_api: list[Sample] = []
        for _ in range(ROUNDS_MANY):
            many_direct += await asyncio.gather(
                *(direct_stream(direct, upstream, body) for _ in range(CONCURRENT))
            )
            many_api += await asyncio.gather(*(api_stream(api, chats.pop()) for _ in range(CONCURRENT)))
        results[f"direct x{CONCURRENT}"] = summarize(many_direct)
        results[f"api x{CONCURRENT}"] = summarize(many_api)
    return results


def start(command: list[str], env: dict[str, str], log: Path) -> subprocess.Popen[bytes]:
    return subprocess.Popen(command, env=env, stdout=log.open("wb"), stderr=subprocess.STDOUT, cwd=ROOT)


def count_writes(database_url: str | None, data_dir: Path) -> tuple[int, int]:
    """(stored chat messages, user turns sent) — one row per message, whatever the token count."""
    import sqlite3

    if database_url:
        return (-1, -1)
    with sqlite3.connect(data_dir / "nocturne.db") as db:
        messages = db.execute(
            "select count(*) from chat_messages where role in ('user','assistant')"
        ).fetchone()[0]
        greetings = db.execute("select count(*) from chats").fetchone()[0]
        users = db.execute("select count(*) from chat_messages where role = 'user'").fetchone()[0]
    return messages - greetings, users


def report(title: str, r: dict[str, tuple[float, float]], stored: int, turns: int, note: str = "") -> None:
    print(
        f"\n== {title} ({os.cpu_count()} cores, database: {'PostgreSQL' if os.environ.get('DATABASE_URL') else 'SQLite'})"
    )
    if note:
        print(note)
    print(f"{'':>14} {'TTFT median':>12} {'tokens/s':>16}")
    for name, (ttft, rate) in r.items():
        print(f"{name:>14} {ttft * 1000:>10.1f}ms {rate:>16.1f}")
    added_1 = (r["api x1"][0] - r["direct x1"][0]) * 1000
    ratio_100 = r[f"api x{CONCURRENT}"][0] / r[f"direct x{CONCURRENT}"][0]
    rate_1 = r["api x1"][1] / r["direct x1"][1]
    rate_100 = r[f"api x{CONCURRENT}"][1] / r[f"direct x{CONCURRENT}"][1]
    print(f"added TTFT at 1 stream:        {added_1:.1f} ms   (target <= 15 ms)")
    print(f"TTFT ratio at {CONCURRENT} streams:     {ratio_100:.2f}x   (target <= 1.25x)")
    print(f"token rate ratio, 1 stream:    {rate_1:.3f}   (target >= 0.98)")
    print(f"token rate ratio, {CONCURRENT} streams: {rate_100:.3f}   (target >= 0.98)")
    if stored >= 0:
        print(
            f"stored messages per turn:      {stored / turns:.2f} (the user's and the reply: one write each, none per token)"
        )


async def scenario(kind: str) -> None:
    data_dir = Path(tempfile.mkdtemp(prefix="nocturne-bench-"))
    proxy_port, api_port = free_port(), free_port()
    base = f"http://127.0.0.1:{api_port}"
    python = str(VENV_BIN / "python")
    env = {
        **os.environ,
        "DATA_DIR": str(data_dir),
        "PORT": str(api_port),
        "APP_ORIGIN": base,
        "LLM_BASE_URL": f"http://127.0.0.1:{proxy_port}/v1",
        "LLM_EMBEDDED": "false",
        "SIGNUP_IP_LIMIT": "100000",
        "LOGIN_IP_LIMIT": "100000",
        "APP_ENV": "test",
    }
    local = None
    recorded: Path | None = None
    if kind == "local":
        from nocturne.llm.local_server import MODEL_ALIAS, LocalLLMServer

        local = LocalLLMServer(avoid_ports=frozenset({proxy_port, api_port}))
        upstream = await local.start()
        recorded = data_dir / "request.json"
        # Replies capped with the operator setting, so the recorded request asks for as many tokens.
        env |= {
            "LLM_MODEL": MODEL_ALIAS,
            "PROXY_TARGET": upstream,
            "PROXY_RECORD": str(recorded),
            "LLM_MAX_REPLY_TOKENS": str(LOCAL_MAX_TOKENS),
        }
        front = [python, "-m", "uvicorn", "--factory", "bench.stub_upstream:make_proxy"]
    else:
        upstream = f"http://127.0.0.1:{proxy_port}/v1"
        env |= {"LLM_MODEL": "bench-stub"}
        front = [python, "-m", "uvicorn", "bench.stub_upstream:app"]
    proxy = start(
        [*front, "--port", str(proxy_port), "--log-level", "warning"], env, data_dir / "upstream.log"
    )
    subprocess.run(
        [str(VENV_BIN / "nocturne"), "migrate"], env=env, check=True, cwd=ROOT, capture_output=True
    )
    server = start([str(VENV_BIN / "nocturne"), "serve"], env, data_dir / "api.log")
    try:
        await wait_ready(f"http://127.0.0.1:{proxy_port}/v1/models")
        await wait_ready(f"{base}/readyz")
        api = await signed_in_client(base, f"bench_{kind}")
        # Every chat is alike (same user, character and greeting), so every turn sends the model the same
        # request, which the direct calls send too.
        chats = await new_chats(api, CONCURRENT * ROUNDS_MANY + ROUNDS_SINGLE + 2)
        if recorded is not None:
            await api_stream(api, chats.pop())  # through the recording proxy
            # Measure with the API talking to the model directly, like the direct calls.
            server.terminate()
            server.wait()
            env |= {"LLM_BASE_URL": upstream}
            server = start([str(VENV_BIN / "nocturne"), "serve"], env, data_dir / "api2.log")
            await wait_ready(f"{base}/readyz")
        try:
            r = await measure(upstream, api, chats, recorded)
        finally:
            await api.aclose()
    finally:
        server.terminate()
        proxy.terminate()
        server.wait()
        proxy.wait()
        if local is not None:
            await local.stop()
    stored, turns = count_writes(os.environ.get("DATABASE_URL"), data_dir)
    title = (
        f"upstream: embedded llama.cpp + SmolLM2-135M, {LOCAL_MAX_TOKENS} tokens"
        if kind == "local"
        else f"upstream: constant-rate stub, {MAX_TOKENS} tokens at 50 tokens/s"
    )
    note = (
        ""
        if kind == "local"
        else "(stress view: the targets are for a model upstream; this one answers at once, so no model time"
        " hides the API's own work, such as committing the user's message before the stream starts)"
    )
    report(title, r, stored, turns, note)


async def main() -> None:
    which = sys.argv[1] if len(sys.argv) > 1 else "both"
    for kind in ("local", "stub") if which == "both" else (which,):
        await scenario(kind)


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    sys.path.insert(0, str(ROOT / "server"))
    asyncio.run(main())
