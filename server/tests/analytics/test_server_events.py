"""Events the server records itself (issue 13): only for people who consented. The signup links the
browser's analytics id (a cookie the web app sets on Accept) to the new account."""

from __future__ import annotations

import uuid

import httpx
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.analytics import service
from nocturne.analytics.cookies import ANALYTICS_COOKIE
from nocturne.models import AnalyticsEvent
from tests.analytics.helpers import send
from tests.helpers import signup


async def _events(db: AsyncSession) -> list[AnalyticsEvent]:
    await db.commit()
    return list(await db.scalars(select(AnalyticsEvent).order_by(AnalyticsEvent.created_at)))


async def test_signup_after_consent_links_the_browser_to_the_user(
    client: httpx.AsyncClient, db: AsyncSession
) -> None:
    client.cookies.set(ANALYTICS_COOKIE, "browser-consented", domain="127.0.0.1")
    info = await signup(client)
    (row,) = await _events(db)
    assert (row.name, row.anonymous_id, row.user_id, row.source) == (
        "signup",
        "browser-consented",
        uuid.UUID(info["user"]["id"]),
        "server",
    )


async def test_signup_without_consent_records_nothing(client: httpx.AsyncClient, db: AsyncSession) -> None:
    await signup(client)
    assert await _events(db) == []


async def test_later_server_events_only_for_users_who_consented(
    app: object, client: httpx.AsyncClient, db: AsyncSession
) -> None:
    info = await signup(client)
    user_id = uuid.UUID(info["user"]["id"])
    assert not await service.emit(db, "generation_finished", user_id)
    await send(client, [{"name": "page_view", "path": "/"}])  # the browser consented and sent events
    assert await service.emit(db, "generation_finished", user_id, props={"kind": "image"})
    assert await service.emit(db, "first_message", user_id, once=True)
    assert not await service.emit(db, "first_message", user_id, once=True)
    names = [e.name for e in await _events(db)]
    assert names.count("first_message") == 1
    assert "generation_finished" in names
