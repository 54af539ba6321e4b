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
from tests.helpers import csrf, signup


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


async def _consent(client: httpx.AsyncClient, granted: bool) -> dict[str, object]:
    if "X-CSRF-Token" not in client.headers:
        await csrf(client)
    response = await client.put("/api/analytics/consent", json={"granted": granted})
    assert response.status_code == 200, response.text
    body: dict[str, object] = response.json()
    return body


async def test_a_later_decline_stops_server_events_until_accepted_again(
    client: httpx.AsyncClient, db: AsyncSession
) -> None:
    """Issue 13 (consent): a person who accepted and later declines gets no more server events, even with
    the analytics cookie still in some browser; accepting again resumes them."""
    client.cookies.set(ANALYTICS_COOKIE, "browser-consented", domain="127.0.0.1")
    info = await signup(client)  # recorded: the browser had consented
    user_id = uuid.UUID(info["user"]["id"])
    await send(client, [{"name": "page_view", "path": "/"}])
    assert await service.emit(db, "generation_finished", user_id)
    await db.commit()  # the test's session lets go of the database before the request writes

    assert await _consent(client, False) == {"granted": False, "recorded": True}
    assert not await service.emit(db, "generation_finished", user_id)
    assert not await service.emit(db, "first_message", user_id, once=True)
    assert not await service.emit(db, "paid", user_id, anonymous_id="browser-consented")
    await db.commit()

    assert await _consent(client, True) == {"granted": True, "recorded": True}
    assert await service.emit(db, "first_message", user_id, once=True)
    names = [e.name for e in await _events(db) if e.name != "consent"]
    assert names == ["signup", "page_view", "generation_finished", "first_message"]


async def test_decline_removes_the_analytics_cookie_and_is_no_activity(
    client: httpx.AsyncClient, db: AsyncSession
) -> None:
    """A Decline clears the cookie the server reads; the consent rows count as no one's visit and are
    never forwarded."""
    from nocturne.analytics.repository import AnalyticsRepository

    client.cookies.set(ANALYTICS_COOKIE, "browser-consented", domain="127.0.0.1")
    await csrf(client)
    response = await client.put("/api/analytics/consent", json={"granted": False})
    assert response.json() == {"granted": False, "recorded": False}  # signed out: the browser keeps it
    assert f'{ANALYTICS_COOKIE}=""' in response.headers["set-cookie"]
    assert "Max-Age=0" in response.headers["set-cookie"]
    info = await signup(client)
    await _consent(client, False)
    await db.commit()
    repo = AnalyticsRepository(db)
    assert await repo.latest_consent(uuid.UUID(info["user"]["id"])) is False
    assert await repo.pending_forward(100) == []
    assert all(d.actives == 0 for d in (await service.daily_actives(db)).days)
