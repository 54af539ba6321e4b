"""Spec 7: the optional tunnel path forwards the browser's envelopes to the configured DSN's project
only; an envelope naming another host or project is refused and nothing is sent (no open relay)."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Iterator

import httpx
import pytest

from nocturne.config import Settings
from nocturne.kit.rate_limit import MemoryRateLimiter
from nocturne.main import create_app
from tests.helpers import csrf, new_client
from tests.observability.sentry_double import Received, SentryDouble, sentry_double


@pytest.fixture
def double() -> Iterator[SentryDouble]:
    with sentry_double() as d:
        yield d


@pytest.fixture
async def dsn_client(settings: Settings, double: SentryDouble) -> AsyncIterator[httpx.AsyncClient]:
    configured = settings.model_copy(update={"sentry_dsn": double.dsn()})
    application = create_app(configured)
    async with application.router.lifespan_context(application):
        application.state.runtime.rate_limiter = MemoryRateLimiter()
        async with new_client(application) as c:
            await csrf(c)
            yield c


def tunnelled(double: SentryDouble) -> list[Received]:
    """What reached the double through the tunnel. The server's own SDK reports to the same DSN, and a
    stray error of an earlier test (an asyncpg connection lost when the garbage collector closes it,
    logged by asyncio) may arrive during this one: its events say "platform": "python"; a browser's
    envelope never does."""
    return [r for r in double.received if b'"platform":"python"' not in r.body]


def envelope(dsn: str) -> bytes:
    header = json.dumps(
        {"event_id": "9ec79c33ec9942ab8353589fcb2e04dc", "dsn": dsn, "sent_at": "2026-11-27T10:00:00Z"}
    )
    item = json.dumps({"type": "event"})
    payload = json.dumps({"event_id": "9ec79c33ec9942ab8353589fcb2e04dc", "message": "browser error"})
    return f"{header}\n{item}\n{payload}\n".encode()


async def test_an_envelope_for_the_configured_project_is_forwarded(
    dsn_client: httpx.AsyncClient, double: SentryDouble
) -> None:
    body = envelope(double.dsn())
    response = await dsn_client.post("/api/monitoring", content=body, headers={"content-type": "text/plain"})
    assert response.status_code == 200, response.text
    assert [r.path for r in tunnelled(double)] == ["/api/42/envelope/"]
    assert tunnelled(double)[0].body == body


@pytest.mark.parametrize(
    "dsn",
    [
        "http://publickey@evil.example/42",  # another host
        "http://publickey@127.0.0.1:1/42",  # another port on our host
        "PROJECT_43",  # replaced below: another project on the configured host
    ],
)
async def test_an_envelope_naming_anything_else_is_refused_and_nothing_is_sent(
    dsn_client: httpx.AsyncClient, double: SentryDouble, dsn: str
) -> None:
    if dsn == "PROJECT_43":
        dsn = double.dsn(project="43")
    response = await dsn_client.post("/api/monitoring", content=envelope(dsn))
    assert response.status_code == 400
    assert tunnelled(double) == []


@pytest.mark.parametrize(
    "body", [b"not json\n{}", b'{"event_id": "1"}\n{}', b'["a"]\n', b'{"dsn": "nope"}\n']
)
async def test_a_malformed_envelope_is_refused(
    dsn_client: httpx.AsyncClient, double: SentryDouble, body: bytes
) -> None:
    assert (await dsn_client.post("/api/monitoring", content=body)).status_code == 400
    assert tunnelled(double) == []


async def test_an_oversized_envelope_is_refused(dsn_client: httpx.AsyncClient, double: SentryDouble) -> None:
    body = envelope(double.dsn()) + b"x" * 1_000_001
    assert (await dsn_client.post("/api/monitoring", content=body)).status_code == 400
    assert tunnelled(double) == []


async def test_without_a_dsn_there_is_no_tunnel(client: httpx.AsyncClient) -> None:
    await csrf(client)
    response = await client.post("/api/monitoring", content=envelope("http://k@127.0.0.1:9/42"))
    assert response.status_code == 404
    config = (await client.get("/api/monitoring/config")).json()
    assert config["dsn"] is None
    assert config["tunnel"] is None
    assert config["service"] == "sentry"


async def test_the_browser_gets_the_dsn_and_the_tunnel(
    dsn_client: httpx.AsyncClient, double: SentryDouble
) -> None:
    config = (await dsn_client.get("/api/monitoring/config")).json()
    assert config == {
        "dsn": double.dsn(),
        "environment": "test",
        "release": "nocturne@0.1.0",
        "tunnel": "/api/monitoring",
        "service": "sentry",
    }
