"""Counting errors by digest (kind, route, first and last seen) for the admin area."""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.kit.clock import utcnow
from nocturne.models import ErrorGroup
from nocturne.observability.digest import first_line
from nocturne.observability.repository import ErrorRepository

__all__ = ["error_summary", "record_error"]


async def record_error(
    db: AsyncSession, *, digest: str, kind: str, route: str, error_type: str, message: str
) -> ErrorGroup:
    now = utcnow()
    group = ErrorGroup(
        digest=digest,
        kind=kind,
        route=_text(route)[:200],
        error_type=_text(error_type)[:120],
        message=first_line(_text(message)),
        count=1,
        first_seen=now,
        last_seen=now,
    )
    return await ErrorRepository(db).bump(group, now)


def _text(value: str) -> str:
    """PostgreSQL text holds no NUL character; a browser's report may."""
    return value.replace("\x00", "")


async def error_summary(db: AsyncSession, limit: int = 100) -> tuple[list[ErrorGroup], int, int]:
    """The most recently seen error groups, and the totals (groups, occurrences)."""
    repo = ErrorRepository(db)
    groups, occurrences = await repo.totals()
    return await repo.groups(limit), groups, occurrences
