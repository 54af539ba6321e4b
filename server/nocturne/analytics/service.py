"""The analytics rules: storing a browser's batch (the user id comes from the session, never the client),
the events the server records itself (only for people who consented), the funnel and daily actives."""

from __future__ import annotations

import uuid
from datetime import UTC, date, datetime, timedelta
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.analytics import experiments
from nocturne.analytics.events import CONSENT_EVENT, FUNNEL, SERVER_EVENTS, CleanBatch
from nocturne.analytics.repository import AnalyticsRepository
from nocturne.analytics.schemas import DailyActive, DailyActivesOut, FunnelOut, FunnelStep
from nocturne.config import Settings
from nocturne.kit.clock import utcnow
from nocturne.models import AnalyticsEvent

__all__ = ["daily_actives", "emit", "experiment_assignments", "funnel", "record_batch", "record_consent"]

FUNNEL_LABELS = {
    "page_view": "Visited",
    "signup": "Signed up",
    "first_message": "First message",
    "generation_finished": "First generation",
    "paid": "Paid",
}
DAILY_ACTIVE_DAYS = 30


async def record_batch(db: AsyncSession, batch: CleanBatch, user_id: uuid.UUID | None) -> int:
    now = utcnow()
    await AnalyticsRepository(db).add_all(
        AnalyticsEvent(
            name=e.name,
            anonymous_id=batch.anonymous_id,
            user_id=user_id,
            path=e.path,
            props=e.props,
            source="web",
            client_ts=e.client_ts,
            created_at=now,
            day=now.date(),
        )
        for e in batch.events
    )
    return len(batch.events)


async def emit(
    db: AsyncSession,
    name: str,
    user_id: uuid.UUID,
    *,
    anonymous_id: str | None = None,
    props: dict[str, Any] | None = None,
    once: bool = False,
) -> bool:
    """Record an event the server knows of (signup, first message, generation finished, paid). Only for
    people who consented and have not declined since: the browser's analytics id came with the request
    (set after Accept), or the user's browser has sent events before, and their latest choice made while
    signed in is not a Decline. once: not if the user already has this event."""
    assert name in SERVER_EVENTS, name
    repo = AnalyticsRepository(db)
    # The look-ups use the (user_id, name) index; the once check first, as it settles most chat turns.
    if once and await repo.user_has_events(user_id, name):
        return False
    choice = await repo.latest_consent(user_id)
    if choice is False:
        return False
    if anonymous_id is None and choice is None and not await repo.user_has_events(user_id):
        return False
    now = utcnow()
    await repo.add_all(
        [
            AnalyticsEvent(
                name=name,
                anonymous_id=anonymous_id,
                user_id=user_id,
                props=props or {},
                source="server",
                created_at=now,
                day=now.date(),
            )
        ]
    )
    return True


async def record_consent(db: AsyncSession, user_id: uuid.UUID, granted: bool) -> None:
    """A signed-in person's Accept or Decline: after a Decline the server records nothing more for them
    (emit), from any browser, until they accept again."""
    now = utcnow()
    await AnalyticsRepository(db).add_all(
        [
            AnalyticsEvent(
                name=CONSENT_EVENT,
                user_id=user_id,
                props={"granted": granted},
                source="consent",
                created_at=now,
                day=now.date(),
            )
        ]
    )


def _person(anonymous_id: str | None, user_id: uuid.UUID | None, links: dict[str, uuid.UUID]) -> str:
    """One key per person: the user, or the visitor's anonymous id joined to the user it signed up as."""
    if user_id is not None:
        return f"u:{user_id}"
    if anonymous_id is not None and anonymous_id in links:
        return f"u:{links[anonymous_id]}"
    return f"a:{anonymous_id}"


async def funnel(db: AsyncSession, start: datetime, end: datetime) -> FunnelOut:
    """Visit → signup → first message → first generation → paid in [start, end): each step counts the
    people of the step before who also did this one, by distinct person."""
    repo = AnalyticsRepository(db)
    rows = await repo.identities(FUNNEL, start, end)
    links = await repo.signup_links(a for _, a, u in rows if a is not None and u is None)
    did: dict[str, set[str]] = {name: set() for name in FUNNEL}
    for name, anonymous_id, user_id in rows:
        did[name].add(_person(anonymous_id, user_id, links))
    steps: list[FunnelStep] = []
    reached: set[str] | None = None
    first = 0
    for name in FUNNEL:
        reached = did[name] if reached is None else reached & did[name]
        count = len(reached)
        if not steps:
            first = count
        previous = steps[-1].count if steps else None
        steps.append(
            FunnelStep(
                name=name,
                label=FUNNEL_LABELS[name],
                count=count,
                conversion=None if previous is None else (count / previous if previous else 0.0),
                overall=count / first if first else 0.0,
            )
        )
    return FunnelOut(start=start, end=end, steps=steps)


async def daily_actives(db: AsyncSession, today: date | None = None) -> DailyActivesOut:
    """Distinct people with any event, per UTC day, for the last 30 days (today included, zeros kept)."""
    today = today or utcnow().date()
    first = today - timedelta(days=DAILY_ACTIVE_DAYS - 1)
    repo = AnalyticsRepository(db)
    rows = await repo.day_identities(first, today)
    links = await repo.signup_links(a for _, a, u in rows if a is not None and u is None)
    people: dict[date, set[str]] = {}
    for day, anonymous_id, user_id in rows:
        people.setdefault(day, set()).add(_person(anonymous_id, user_id, links))
    days = [first + timedelta(days=i) for i in range(DAILY_ACTIVE_DAYS)]
    return DailyActivesOut(days=[DailyActive(day=d, actives=len(people.get(d, ()))) for d in days])


def window(days: int, now: datetime | None = None) -> tuple[datetime, datetime]:
    """The last `days` whole UTC days up to now (today counts as one)."""
    now = now or utcnow()
    end = now.astimezone(UTC)
    start = datetime.combine(end.date() - timedelta(days=days - 1), datetime.min.time(), UTC)
    return start, end


def experiment_assignments(
    settings: Settings, user_id: uuid.UUID | None, anonymous_id: str | None
) -> dict[str, str]:
    """{key: variant} for the viewer: by user when signed in, else by the browser's id; without either,
    every experiment's control."""
    path = settings.experiments_file or settings.catalog_dir / "experiments.json"
    subject = str(user_id) if user_id is not None else anonymous_id
    return experiments.assignments(experiments.load(path), subject)
