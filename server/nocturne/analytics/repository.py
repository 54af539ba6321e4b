"""Every query of the analytics domain."""

from __future__ import annotations

import uuid
from collections.abc import Iterable
from datetime import date, datetime

from sqlalchemy import exists, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.analytics.events import CONSENT_EVENT
from nocturne.models import AnalyticsEvent


class AnalyticsRepository:
    def __init__(self, db: AsyncSession) -> None:
        self.db = db

    async def add_all(self, rows: Iterable[AnalyticsEvent]) -> None:
        self.db.add_all(list(rows))
        await self.db.flush()

    async def user_has_events(self, user_id: uuid.UUID, name: str | None = None) -> bool:
        query = select(AnalyticsEvent.id).where(AnalyticsEvent.user_id == user_id)
        if name is not None:
            query = query.where(AnalyticsEvent.name == name)
        return bool(await self.db.scalar(select(exists(query))))

    async def latest_consent(self, user_id: uuid.UUID) -> bool | None:
        """The user's last recorded Accept (True) or Decline (False); None if they never chose while signed in."""
        props = await self.db.scalar(
            select(AnalyticsEvent.props)
            .where(AnalyticsEvent.user_id == user_id, AnalyticsEvent.name == CONSENT_EVENT)
            .order_by(AnalyticsEvent.created_at.desc())
            .limit(1)
        )
        return None if props is None else bool(props.get("granted"))

    async def identities(
        self, names: Iterable[str], start: datetime, end: datetime
    ) -> list[tuple[str, str | None, uuid.UUID | None]]:
        """(name, anonymous id, user id), once each, of the named events in [start, end)."""
        rows = await self.db.execute(
            select(AnalyticsEvent.name, AnalyticsEvent.anonymous_id, AnalyticsEvent.user_id)
            .where(
                AnalyticsEvent.name.in_(list(names)),
                AnalyticsEvent.created_at >= start,
                AnalyticsEvent.created_at < end,
            )
            .distinct()
        )
        return [(r[0], r[1], r[2]) for r in rows]

    async def signup_links(self, anonymous_ids: Iterable[str]) -> dict[str, uuid.UUID]:
        """Anonymous id → the user it signed up as (the signup event carries both; any time, not just the
        window: a visitor of this week may have signed up last month)."""
        ids = list(set(anonymous_ids))
        links: dict[str, uuid.UUID] = {}
        for start in range(0, len(ids), 500):
            rows = await self.db.execute(
                select(AnalyticsEvent.anonymous_id, AnalyticsEvent.user_id)
                .where(
                    AnalyticsEvent.name == "signup",
                    AnalyticsEvent.anonymous_id.in_(ids[start : start + 500]),
                    AnalyticsEvent.user_id.is_not(None),
                )
                .order_by(AnalyticsEvent.created_at)
            )
            for anonymous_id, user_id in rows:
                if anonymous_id is not None and user_id is not None:
                    links.setdefault(anonymous_id, user_id)  # the first signup on a browser wins
        return links

    async def day_identities(
        self, first: date, last: date
    ) -> list[tuple[date, str | None, uuid.UUID | None]]:
        rows = await self.db.execute(
            select(AnalyticsEvent.day, AnalyticsEvent.anonymous_id, AnalyticsEvent.user_id)
            .where(
                AnalyticsEvent.day >= first,
                AnalyticsEvent.day <= last,
                AnalyticsEvent.name != CONSENT_EVENT,  # a choice is no visit
            )
            .distinct()
        )
        return [(r[0], r[1], r[2]) for r in rows]

    async def pending_forward(self, limit: int) -> list[AnalyticsEvent]:
        rows = await self.db.scalars(
            select(AnalyticsEvent)
            .where(AnalyticsEvent.forwarded_at.is_(None), AnalyticsEvent.name != CONSENT_EVENT)
            .order_by(AnalyticsEvent.created_at)
            .limit(limit)
        )
        return list(rows)

    async def mark_forwarded(self, ids: list[uuid.UUID], when: datetime) -> None:
        await self.db.execute(
            update(AnalyticsEvent).where(AnalyticsEvent.id.in_(ids)).values(forwarded_at=when)
        )
