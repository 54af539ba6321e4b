"""The admin funnel and daily actives (issue 13, spec 1 Analytics): visit → signup → first message → first
generation → paid by distinct person, a visitor joined to their account through the signup event."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta

import httpx
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.analytics import service
from nocturne.models import User
from tests.analytics.helpers import admin, event
from tests.helpers import signup

T0 = datetime(2026, 3, 10, 12, tzinfo=UTC)


async def _users(db: AsyncSession, n: int) -> list[uuid.UUID]:
    ids = []
    for i in range(n):
        user = User(email=f"f{i}-{uuid.uuid4().hex[:6]}@example.com", username=f"f{i}{uuid.uuid4().hex[:6]}")
        user.username_key = user.username.lower()
        user.password_hash = "x"
        user.role = "user"
        user.notification_prefs = {}
        db.add(user)
        ids.append(user)
    await db.flush()
    return [u.id for u in ids]


async def _constructed(db: AsyncSession) -> None:
    """Ten visitors: six sign up, four send a first message, two generate, one pays. Noise: repeats, a visit
    before the window, a signed-in visit with no anonymous history, and a user who skipped a step."""
    u = await _users(db, 7)
    rows = []
    for i in range(10):
        anon = f"visitor-{i:04d}"
        rows += [
            event("page_view", T0, anonymous_id=anon),
            event("page_view", T0 + timedelta(hours=1), anonymous_id=anon),
        ]
        if i < 6:
            # The browser's signup event links the visitor to the user; the server's carries the user only.
            rows.append(event("signup", T0 + timedelta(hours=2), anonymous_id=anon, user_id=u[i]))
            rows.append(event("signup", T0 + timedelta(hours=2), user_id=u[i], source="server"))
        if i < 4:
            rows.append(event("first_message", T0 + timedelta(hours=3), user_id=u[i], source="server"))
        if i < 2:
            rows.append(event("generation_finished", T0 + timedelta(hours=4), user_id=u[i], source="server"))
            rows.append(event("generation_finished", T0 + timedelta(hours=5), user_id=u[i], source="server"))
        if i < 1:
            rows.append(event("paid", T0 + timedelta(hours=6), user_id=u[i], source="server"))
    # User 6 paid and generated without a first message: not counted past "signed up".
    rows.append(event("page_view", T0, anonymous_id="visitor-6666", user_id=u[6]))
    rows.append(event("signup", T0, anonymous_id="visitor-6666", user_id=u[6]))
    rows.append(event("generation_finished", T0, user_id=u[6], source="server"))
    rows.append(event("paid", T0, user_id=u[6], source="server"))
    # Outside the window.
    rows.append(event("page_view", T0 - timedelta(days=40), anonymous_id="old-visitor"))
    db.add_all(rows)
    await db.commit()


async def test_funnel_counts_and_conversion_on_a_constructed_data_set(db: AsyncSession) -> None:
    await _constructed(db)
    out = await service.funnel(db, T0 - timedelta(days=1), T0 + timedelta(days=1))
    assert [(s.name, s.count) for s in out.steps] == [
        ("page_view", 11),
        ("signup", 7),
        ("first_message", 4),
        ("generation_finished", 2),
        ("paid", 1),
    ]
    assert [s.conversion for s in out.steps] == [None, 7 / 11, 4 / 7, 2 / 4, 1 / 2]
    assert out.steps[-1].overall == 1 / 11
    assert [s.label for s in out.steps] == [
        "Visited",
        "Signed up",
        "First message",
        "First generation",
        "Paid",
    ]


async def test_funnel_window_excludes_events_outside_it(db: AsyncSession) -> None:
    await _constructed(db)
    out = await service.funnel(db, T0 - timedelta(days=41), T0 - timedelta(days=39))
    assert [s.count for s in out.steps] == [1, 0, 0, 0, 0]
    assert out.steps[1].conversion == 0.0
    empty = await service.funnel(db, T0 + timedelta(days=5), T0 + timedelta(days=6))
    assert [s.count for s in empty.steps] == [0] * 5
    assert empty.steps[1].conversion == 0.0
    assert empty.steps[0].overall == 0.0


async def test_daily_actives_count_people_once_per_day(db: AsyncSession) -> None:
    (user,) = await _users(db, 1)
    day = T0.date()
    db.add_all(
        [
            # The same person before and after signing up, seen three ways, counts once.
            event("page_view", T0, anonymous_id="browser-aaaa"),
            event("signup", T0, anonymous_id="browser-aaaa", user_id=user),
            event("first_message", T0, user_id=user, source="server"),
            event("page_view", T0, anonymous_id="browser-bbbb"),
            event("page_view", T0 - timedelta(days=1), anonymous_id="browser-bbbb"),
            event("page_view", T0 - timedelta(days=30), anonymous_id="too-old-cccc"),
        ]
    )
    await db.commit()
    out = await service.daily_actives(db, today=day)
    assert len(out.days) == 30
    assert out.days[0].day == day - timedelta(days=29)
    assert out.days[-1].day == day
    assert out.days[-1].actives == 2
    assert out.days[-2].actives == 1
    assert sum(d.actives for d in out.days) == 3


async def test_admin_endpoints_answer_admins_only(
    app: object, client: httpx.AsyncClient, db: AsyncSession
) -> None:
    paths = ["/api/admin/analytics/funnel?days=7", "/api/admin/analytics/daily-actives"]
    for path in paths:
        assert (await client.get(path)).status_code == 401
    await signup(client)
    for path in paths:
        assert (await client.get(path)).status_code == 403
    from tests.helpers import new_client

    async with new_client(app) as boss:
        await admin(boss, db)
        funnel = (await boss.get(paths[0])).json()
        assert [s["name"] for s in funnel["steps"]] == list(service.FUNNEL_LABELS)
        actives = (await boss.get(paths[1])).json()
        assert len(actives["days"]) == 30
        assert actives["days"][-1]["day"] == datetime.now(UTC).date().isoformat()
        assert (await boss.get("/api/admin/analytics/funnel?days=0")).status_code == 422
