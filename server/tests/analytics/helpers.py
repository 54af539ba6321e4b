"""Helpers for the analytics tests: a batch on a browser's behalf, an admin, and events put in place."""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Any

import httpx
from sqlalchemy import update
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.models import AnalyticsEvent, User
from tests.helpers import csrf, signup

ANON = "anon-0123456789"


async def send(
    client: httpx.AsyncClient, events: list[dict[str, Any]], anonymous_id: str = ANON
) -> httpx.Response:
    if "X-CSRF-Token" not in client.headers:
        await csrf(client)
    return await client.post("/api/analytics/events", json={"events": events, "anonymousId": anonymous_id})


async def admin(client: httpx.AsyncClient, db: AsyncSession) -> dict[str, Any]:
    info = await signup(client)
    await db.execute(update(User).where(User.id == uuid.UUID(info["user"]["id"])).values(role="admin"))
    await db.commit()
    return info


def event(
    name: str,
    when: datetime,
    *,
    anonymous_id: str | None = None,
    user_id: uuid.UUID | None = None,
    source: str = "web",
) -> AnalyticsEvent:
    return AnalyticsEvent(
        name=name,
        anonymous_id=anonymous_id,
        user_id=user_id,
        props={},
        source=source,
        created_at=when,
        day=when.date(),
    )
