"""PostHog forwarding (issue 13, spec 1 and 7 Analytics): with POSTHOG_KEY set, stored events go through the
posthog SDK's real requests to PostHog's capture batch endpoint (here a local double), each event once."""

from __future__ import annotations

import uuid
from collections.abc import Iterator

import httpx
import pytest
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.analytics import forward, service
from nocturne.config import Settings
from nocturne.models import AnalyticsEvent
from tests.analytics.helpers import ANON, send
from tests.analytics.posthog_double import PostHogDouble, posthog_double
from tests.helpers import signup


@pytest.fixture
def double() -> Iterator[PostHogDouble]:
    with posthog_double() as d:
        yield d


@pytest.fixture
def settings(settings: Settings, double: PostHogDouble) -> Settings:
    return settings.model_copy(update={"posthog_key": "phc_test_project", "posthog_host": double.url})


async def test_a_stored_batch_is_forwarded_once(
    app: object, client: httpx.AsyncClient, db: AsyncSession, double: PostHogDouble
) -> None:
    info = await signup(client)
    r = await send(
        client,
        [{"name": "page_view", "path": "/chat"}, {"name": "checkout_started", "props": {"plan": "premium"}}],
    )
    assert r.status_code == 202
    # The flush runs after the response, in the same ASGI call.
    assert double.paths == ["/batch/"]
    (batch,) = double.batches
    assert batch["api_key"] == "phc_test_project"
    by_name = {e["event"]: e for e in double.events}
    assert set(by_name) == {"$pageview", "checkout_started"}
    pageview = by_name["$pageview"]
    assert pageview["distinct_id"] == info["user"]["id"]
    assert pageview["properties"]["$current_url"].endswith("/chat")
    assert pageview["properties"]["$anon_distinct_id"] == ANON
    assert by_name["checkout_started"]["properties"]["plan"] == "premium"
    await db.commit()
    rows = list(await db.scalars(select(AnalyticsEvent)))
    assert {str(r.id) for r in rows} == {e["uuid"] for e in double.events}  # PostHog deduplicates by uuid
    assert all(r.forwarded_at is not None for r in rows)
    runtime = app.state.runtime  # type: ignore[attr-defined]
    assert await forward.forward_pending(runtime) == 0
    assert len(double.batches) == 1


async def test_server_events_ride_along_and_a_failure_keeps_them(
    app: object, client: httpx.AsyncClient, db: AsyncSession, double: PostHogDouble
) -> None:
    runtime = app.state.runtime  # type: ignore[attr-defined]
    info = await signup(client)
    await send(client, [{"name": "page_view", "path": "/"}])
    user_id = uuid.UUID(info["user"]["id"])
    async with runtime.transaction() as tx:
        await service.emit(tx, "paid", user_id, props={"item": "premium"})
    double.fail = True
    assert await forward.forward_pending(runtime) == 0
    async with runtime.transaction() as tx:
        pending = await tx.scalars(select(AnalyticsEvent).where(AnalyticsEvent.forwarded_at.is_(None)))
        assert [e.name for e in pending] == ["paid"]
    double.fail = False
    assert await forward.forward_pending(runtime) == 1
    paid = [e for e in double.events if e["event"] == "paid"]
    assert len(paid) == 1
    assert paid[0]["distinct_id"] == str(user_id)
    assert paid[0]["properties"]["source"] == "server"


async def test_config_names_the_project(client: httpx.AsyncClient, double: PostHogDouble) -> None:
    assert (await client.get("/api/analytics/config")).json() == {
        "posthog": {"key": "phc_test_project", "host": double.url}
    }
