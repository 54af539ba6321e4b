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


async def test_first_message_is_recorded_once_for_a_consenting_user(
    client: httpx.AsyncClient, db: AsyncSession
) -> None:
    """The chat's first user message (the model is unreachable here; the message is stored all the same)."""
    from tests.chat_helpers import adult, character, chat_with
    from tests.chat_helpers import send as send_message

    await adult(client)
    chat = await chat_with(client, (await character(client))["id"])
    assert (await send_message(client, chat["id"], "Hello Luna")).status_code == 200
    assert [e.name for e in await _events(db)] == []  # no consent yet: nothing recorded
    await send(client, [{"name": "page_view", "path": "/chat"}])
    for text in ("Hello again", "And once more"):
        assert (await send_message(client, chat["id"], text)).status_code == 200
    names = sorted(e.name for e in await _events(db))
    assert names == ["first_message", "page_view"]


async def test_paid_is_recorded_when_the_provider_says_so(
    app: object, client: httpx.AsyncClient, db: AsyncSession
) -> None:
    """A credit pack bought through the fake provider: the webhook's payment makes the funnel's last step."""
    from tests.billing.billing_helpers import buy

    info = await signup(client)
    await send(client, [{"name": "checkout_started", "props": {"kind": "pack", "item": "credits-200"}}])
    done = await buy(client, app.state.runtime, "pack", "credits-200")  # type: ignore[attr-defined]
    assert done["status"] == "complete"
    paid = [e for e in await _events(db) if e.name == "paid"]
    assert len(paid) == 1
    assert paid[0].user_id == uuid.UUID(info["user"]["id"])
    assert paid[0].props == {"item": "credits-200"}


async def test_generation_finished_is_recorded_by_the_job(
    client: httpx.AsyncClient, db: AsyncSession
) -> None:
    """A preview image job that succeeds records generation_finished (the funnel's first generation)."""
    from tests.chat_helpers import adult, character
    from tests.media.api_helpers import generate, wait_job

    await adult(client)
    await send(client, [{"name": "generation_started"}])
    job = await wait_job(client, (await generate(client, (await character(client))["id"]))["id"])
    assert job["state"] == "succeeded"
    finished = [e for e in await _events(db) if e.name == "generation_finished"]
    assert [(e.source, e.props) for e in finished] == [("server", {"kind": "image"})]
