"""Every query of the moderation review: flags with their users, the action log, the evidence access log."""

from __future__ import annotations

import uuid
from collections.abc import Sequence

from sqlalchemy import func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.models import EvidenceAccess, ModerationAction, ModerationFlag, User


class ModerationRepository:
    def __init__(self, db: AsyncSession) -> None:
        self.db = db

    async def flag(self, flag_id: uuid.UUID) -> ModerationFlag | None:
        return await self.db.get(ModerationFlag, flag_id)

    async def flags(
        self, *, statuses: Sequence[str], reasons: Sequence[str] | None, limit: int
    ) -> list[ModerationFlag]:
        stmt = select(ModerationFlag).where(ModerationFlag.status.in_(statuses))
        if reasons is not None:
            stmt = stmt.where(ModerationFlag.reason.in_(reasons))
        stmt = stmt.order_by(ModerationFlag.created_at.desc(), ModerationFlag.id).limit(limit)
        return list((await self.db.scalars(stmt)).all())

    async def users(self, ids: set[uuid.UUID]) -> dict[uuid.UUID, User]:
        """The accounts a page of flags or actions names, in one query."""
        if not ids:
            return {}
        rows = await self.db.scalars(select(User).where(User.id.in_(ids)))
        return {user.id: user for user in rows}

    async def clear_strikes(self, user_id: uuid.UUID) -> None:
        """No flag of this user counts as a strike any more (the user was unbanned)."""
        await self.db.execute(
            update(ModerationFlag)
            .where(ModerationFlag.user_id == user_id, ModerationFlag.counts_strike.is_(True))
            .values(counts_strike=False)
        )

    async def actions(self, *, limit: int, offset: int) -> tuple[list[ModerationAction], int]:
        total = await self.db.scalar(select(func.count()).select_from(ModerationAction)) or 0
        stmt = (
            select(ModerationAction)
            .order_by(ModerationAction.created_at.desc(), ModerationAction.id)
            .limit(limit)
            .offset(offset)
        )
        return list((await self.db.scalars(stmt)).all()), total

    async def flags_by_id(self, ids: set[uuid.UUID]) -> dict[uuid.UUID, ModerationFlag]:
        if not ids:
            return {}
        rows = await self.db.scalars(select(ModerationFlag).where(ModerationFlag.id.in_(ids)))
        return {flag.id: flag for flag in rows}

    async def evidence_accesses(self, flag_id: uuid.UUID, *, limit: int) -> list[EvidenceAccess]:
        stmt = (
            select(EvidenceAccess)
            .where(EvidenceAccess.flag_id == flag_id)
            .order_by(EvidenceAccess.created_at.desc(), EvidenceAccess.id)
            .limit(limit)
        )
        return list((await self.db.scalars(stmt)).all())

    async def evidence_access_counts(self, flag_ids: set[uuid.UUID]) -> dict[uuid.UUID, int]:
        if not flag_ids:
            return {}
        rows = await self.db.execute(
            select(EvidenceAccess.flag_id, func.count())
            .where(EvidenceAccess.flag_id.in_(flag_ids))
            .group_by(EvidenceAccess.flag_id)
        )
        return {row[0]: row[1] for row in rows}
