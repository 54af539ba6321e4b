"""Spec 1, 8: an unhandled failure answers with the spec 8 text and a digest (HTML for pages, JSON for the
API), is counted by digest for the admin area, and reaches Sentry with the user's id only."""

from __future__ import annotations

import asyncio
import re
from collections.abc import AsyncIterator

import httpx
import pytest
from fastapi import FastAPI
from fastapi.routing import APIRoute
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.config import Settings
from nocturne.kit.rate_limit import MemoryRateLimiter
from nocturne.main import create_app
from nocturne.observability.pages import application_error_message
from nocturne.observability.sentry import scrub
from tests.helpers import ORIGIN, csrf, signup
from tests.observability.sentry_double import sentry_double
from tests.staff.test_roles import make_role

SPEC_8 = (
    "Application error: a server/client-side exception has occurred while loading 127.0.0.1:8000 "
    "(see the server logs/browser console for more information)."
)


def lenient_client(app: object) -> httpx.AsyncClient:
    """A browser that sees the 500 response instead of the test raising the app's exception."""
    return httpx.AsyncClient(
        transport=httpx.ASGITransport(app=app, raise_app_exceptions=False),  # type: ignore[arg-type]
        base_url=ORIGIN,
        headers={"Origin": ORIGIN},
    )


async def broken_page() -> None:
    raise RuntimeError("the page renderer broke")


def add_broken_page(app: FastAPI) -> None:
    # Ahead of the web app's catch-all, as a page renderer would be.
    app.router.routes.insert(0, APIRoute("/broken-page", broken_page, include_in_schema=False))


@pytest.fixture
async def staff(app: FastAPI, db: AsyncSession) -> AsyncIterator[httpx.AsyncClient]:
    async with lenient_client(app) as c:
        info = await signup(c)
        await make_role(db, info["user"]["id"], "admin")
        yield c


async def test_a_server_error_on_the_api_answers_json_with_a_digest_and_is_counted(
    staff: httpx.AsyncClient,
) -> None:
    first = await staff.post("/api/monitoring/test-error")
    second = await staff.post("/api/monitoring/test-error")
    assert first.status_code == second.status_code == 500
    body = first.json()
    assert body["error"] == "InternalServerError"
    assert re.fullmatch(r"[0-9a-f]{12}", body["digest"])
    # The same error at the same place has the same digest: counted twice on one row.
    assert second.json()["digest"] == body["digest"]
    summary = (await staff.get("/api/admin/errors")).json()
    assert summary["reportingTo"] is None
    group = next(g for g in summary["items"] if g["digest"] == body["digest"])
    assert group["count"] == 2
    assert group["kind"] == "server"
    assert group["route"] == "/api/monitoring/test-error"
    assert group["errorType"] == "ServerTestError"
    assert group["firstSeen"] <= group["lastSeen"]


async def test_a_server_error_on_a_page_shows_the_spec_8_text_with_the_digest(
    app: FastAPI, staff: httpx.AsyncClient, caplog: pytest.LogCaptureFixture
) -> None:
    add_broken_page(app)
    response = await staff.get("/broken-page")
    assert response.status_code == 500
    assert response.headers["content-type"].startswith("text/html")
    assert response.headers["x-frame-options"] == "DENY"
    assert SPEC_8 in response.text
    digest = re.search(r"Digest: ([0-9a-f]{12})", response.text)
    assert digest is not None
    # The log line carries the same digest.
    assert any(digest.group(1) in r.getMessage() for r in caplog.records)
    items = (await staff.get("/api/admin/errors")).json()["items"]
    assert any(i["digest"] == digest.group(1) and i["route"] == "/broken-page" for i in items)


def test_the_spec_8_text_is_word_for_word() -> None:
    assert application_error_message("127.0.0.1:8000") == SPEC_8


async def test_the_test_error_is_for_staff_outside_development(client: httpx.AsyncClient) -> None:
    await signup(client)
    response = await client.post("/api/monitoring/test-error")
    assert response.status_code == 403


async def test_browser_errors_are_counted_by_digest(staff: httpx.AsyncClient) -> None:
    report = {
        "digest": "c0123456789ab",
        "route": "/chat/:id",
        "errorType": "TypeError",
        "message": "x is undefined\nat y",
    }
    for expected in (1, 2):
        response = await staff.post("/api/monitoring/errors", json=report)
        assert response.status_code == 202, response.text
        assert response.json() == {"digest": "c0123456789ab", "count": expected}
    group = next(
        g for g in (await staff.get("/api/admin/errors")).json()["items"] if g["digest"] == "c0123456789ab"
    )
    assert group["kind"] == "client"
    assert group["message"] == "x is undefined"
    # A digest that is not the browser's shape (a server one, say) is refused.
    bad = await staff.post("/api/monitoring/errors", json={**report, "digest": "0123456789ab"})
    assert bad.status_code == 422


async def test_only_admins_see_the_error_counts(client: httpx.AsyncClient) -> None:
    assert (await client.get("/api/admin/errors")).status_code == 401
    await signup(client)
    assert (await client.get("/api/admin/errors")).status_code == 403


def test_scrub_keeps_the_user_id_and_drops_bodies_and_personal_data() -> None:
    event = {
        "user": {"id": "u1", "email": "a@example.com", "ip_address": "1.2.3.4", "username": "ann"},
        "request": {
            "method": "POST",
            "url": "http://x/api/chats/1/messages",
            "data": {"content": "private chat text"},
            "headers": {"Cookie": "s=1"},
            "cookies": {"s": "1"},
            "query_string": "q=secret",
        },
        "breadcrumbs": {"values": [{"message": "private chat text"}]},
        "extra": {"body": "private chat text"},
        "exception": {
            "values": [{"stacktrace": {"frames": [{"function": "f", "vars": {"text": "private"}}]}}]
        },
    }
    out = scrub(event)
    assert out["user"] == {"id": "u1"}
    assert out["request"] == {"method": "POST", "url": "http://x/api/chats/1/messages"}
    assert "breadcrumbs" not in out
    assert "extra" not in out
    assert "vars" not in out["exception"]["values"][0]["stacktrace"]["frames"][0]
    assert "private" not in repr(out)


async def test_with_a_dsn_a_server_error_reaches_sentry_with_the_user_id_only(
    settings: Settings, db: AsyncSession
) -> None:
    with sentry_double() as double:
        application = create_app(settings.model_copy(update={"sentry_dsn": double.dsn()}))
        async with application.router.lifespan_context(application):
            application.state.runtime.rate_limiter = MemoryRateLimiter()
            async with lenient_client(application) as c:
                info = await signup(c)
                await make_role(db, info["user"]["id"], "moderator")
                await csrf(c)
                response = await c.post(
                    "/api/monitoring/test-error", content=b'{"note": "private chat text"}'
                )
                assert response.status_code == 500
                digest = response.json()["digest"]
            for _ in range(50):  # the SDK sends from its own thread
                if any(r.items() for r in double.received):
                    break
                await asyncio.sleep(0.1)
    events = [e for r in double.received for e in r.items()]
    assert events, "no event reached the Sentry double"
    event = events[0]
    assert event["user"] == {"id": info["user"]["id"]}
    assert event["tags"]["digest"] == digest
    assert event["environment"] == "test"
    assert event["release"] == "nocturne@0.1.0"
    assert "data" not in event.get("request", {})
    raw = b"".join(r.body for r in double.received)
    assert b"private chat text" not in raw
    assert info["user"]["email"].encode() not in raw


async def test_a_report_with_a_nul_character_is_counted_on_both_databases(staff: httpx.AsyncClient) -> None:
    report = {"digest": "c00000000000a", "route": "/x\u0000", "errorType": "E\u0000", "message": "a\u0000b"}
    response = await staff.post("/api/monitoring/errors", json=report)
    assert response.status_code == 202, response.text
