"""Every query of the error counts."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import func, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.models import ErrorGroup


class ErrorRepository:
    def __init__(self, db: AsyncSession) -> None:
        self.db = db

    async def bump(self, group: ErrorGroup, now: datetime) -> ErrorGroup:
        """Add one to the digest's count (a new row the first time); safe when two processes race."""
        for _ in range(2):
            counted = await self.db.execute(
                update(ErrorGroup)
                .where(ErrorGroup.digest == group.digest)
                .values(count=ErrorGroup.count + 1, last_seen=now)
            )
            if getattr(counted, "rowcount", 0):
                found = await self.db.scalar(select(ErrorGroup).where(ErrorGroup.digest == group.digest))
                assert found is not None
                return found
            try:
                async with self.db.begin_nested():
                    self.db.add(group)
                    await self.db.flush()
                return group
            except IntegrityError:
                continue  # another process added it first: count on its row
        raise RuntimeError("could not count the error")

    async def groups(self, limit: int) -> list[ErrorGroup]:
        rows = await self.db.scalars(select(ErrorGroup).order_by(ErrorGroup.last_seen.desc()).limit(limit))
        return list(rows.all())

    async def totals(self) -> tuple[int, int]:
        """(groups, occurrences)."""
        row = (
            await self.db.execute(select(func.count(), func.coalesce(func.sum(ErrorGroup.count), 0)))
        ).one()
        return int(row[0]), int(row[1])
