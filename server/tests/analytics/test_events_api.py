"""POST /api/analytics/events (issue 13, spec 1 and 7 Analytics): a batch of allow-listed product events is
stored, with the user id from the session; a malformed or oversized batch is refused with a sentence."""

from __future__ import annotations

import json
import time
import uuid

import httpx
import pytest
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.models import AnalyticsEvent
from tests.analytics.helpers import ANON, send
from tests.helpers import csrf, signup


async def _stored(db: AsyncSession) -> list[AnalyticsEvent]:
    await db.commit()  # a fresh snapshot
    return list(await db.scalars(select(AnalyticsEvent).order_by(AnalyticsEvent.name)))


async def test_visitor_batch_is_stored_without_a_user(client: httpx.AsyncClient, db: AsyncSession) -> None:
    now_ms = time.time() * 1000
    r = await send(
        client,
        [
            {"name": "page_view", "ts": now_ms, "path": "/char/abc?token=secret#x"},
            {"name": "checkout_started", "ts": now_ms, "props": {"plan": "premium", "yearly": True, "n": 2}},
        ],
    )
    assert r.status_code == 202, r.text
    assert r.json() == {"accepted": 2}
    rows = await _stored(db)
    assert [(e.name, e.anonymous_id, e.user_id, e.source) for e in rows] == [
        ("checkout_started", ANON, None, "web"),
        ("page_view", ANON, None, "web"),
    ]
    assert rows[0].props == {"plan": "premium", "yearly": True, "n": 2}
    assert rows[1].path == "/char/abc"  # the query string may hold tokens: never stored
    assert rows[1].client_ts is not None
    assert rows[1].day == rows[1].created_at.date()


async def test_signed_in_events_carry_the_session_user(client: httpx.AsyncClient, db: AsyncSession) -> None:
    info = await signup(client)
    r = await send(client, [{"name": "page_view", "path": "/chat"}])
    assert r.status_code == 202, r.text
    (row,) = await _stored(db)
    assert row.user_id == uuid.UUID(info["user"]["id"])


async def test_a_client_user_id_is_never_trusted(client: httpx.AsyncClient, db: AsyncSession) -> None:
    r = await send(client, [{"name": "page_view", "userId": str(uuid.uuid4())}])
    assert r.status_code == 400
    assert "unknown field 'userId'" in r.json()["detail"]
    r = await client.post(
        "/api/analytics/events", json={"events": [{"name": "page_view"}], "anonymousId": ANON, "userId": "x"}
    )
    assert r.status_code == 400
    assert await _stored(db) == []


@pytest.mark.parametrize(
    ("events", "message"),
    [
        ([], "events must be a non-empty list"),
        ([{"name": "paid"}], "'paid' is not a product event we record"),
        ([{"name": "delete_everything"}], "is not a product event we record (allowed: checkout_completed"),
        (["page_view"], "events[0] must be an object"),
        ([{"name": "page_view", "ts": "yesterday"}], "events[0].ts must be a number"),
        (
            [{"name": "page_view", "path": "https://evil.example/"}],
            "events[0].path must be a path on this site",
        ),
        (
            [{"name": "page_view", "props": {"nested": {"a": 1}}}],
            "events[0].props.nested must be a string, number",
        ),
        ([{"name": "page_view", "props": {"list": [1, 2]}}], "(props are flat)"),
        ([{"name": "page_view", "props": {"text": "x" * 201}}], "longer than 200 characters"),
        ([{"name": "page_view", "props": {"bad key": 1}}], "is not a property name"),
        ([{"name": "page_view", "props": {f"k{i}": i for i in range(21)}}], "at most 20 are accepted"),
        ([{"name": "page_view"}, {"name": "nope"}], "events[1]: 'nope'"),
    ],
)
async def test_malformed_batches_are_400_with_a_sentence(
    client: httpx.AsyncClient, db: AsyncSession, events: list, message: str
) -> None:
    r = await send(client, events)
    assert r.status_code == 400, r.text
    assert r.json()["error"] == "BadRequest"
    assert message in r.json()["detail"]
    assert await _stored(db) == []


async def test_body_that_is_not_a_batch(client: httpx.AsyncClient) -> None:
    await csrf(client)
    cases = [
        (b"{not json", "not valid JSON"),
        (b"[1, 2]", "must be a JSON object"),
        (json.dumps({"events": [{"name": "page_view"}]}).encode(), "anonymousId must be 8 to 64"),
        (
            json.dumps({"events": [{"name": "page_view"}], "anonymousId": "a b"}).encode(),
            "anonymousId must be",
        ),
    ]
    for body, message in cases:
        r = await client.post(
            "/api/analytics/events", content=body, headers={"Content-Type": "application/json"}
        )
        assert r.status_code == 400, body
        assert message in r.json()["detail"]


async def test_more_than_50_events_is_413(client: httpx.AsyncClient, db: AsyncSession) -> None:
    r = await send(client, [{"name": "page_view"}] * 51)
    assert r.status_code == 413
    assert r.json()["error"] == "PayloadTooLarge"
    assert "51 events; at most 50" in r.json()["detail"]
    assert (await send(client, [{"name": "page_view"}] * 50)).status_code == 202


async def test_more_than_32_kb_is_413(client: httpx.AsyncClient, db: AsyncSession) -> None:
    events = [
        {"name": "page_view", "path": "/" + "a" * 500, "props": {f"p{i}": "x" * 199 for i in range(20)}}
    ] * 10
    r = await send(client, events)
    assert r.status_code == 413
    assert "at most 32768 bytes" in r.json()["detail"]
    assert await _stored(db) == []


async def test_batches_are_rate_limited_per_ip(app: object, client: httpx.AsyncClient) -> None:
    app.state.settings.analytics_ip_limit = 3  # type: ignore[attr-defined]
    for _ in range(3):
        assert (await send(client, [{"name": "page_view"}])).status_code == 202
    r = await send(client, [{"name": "page_view"}])
    assert r.status_code == 429
    assert "Too many analytics batches" in r.json()["detail"]
    assert int(r.headers["Retry-After"]) >= 1


async def test_config_without_posthog(client: httpx.AsyncClient) -> None:
    assert (await client.get("/api/analytics/config")).json() == {"posthog": None}
