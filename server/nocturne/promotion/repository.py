"""Every query of the promotion domain."""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.models import Character, ReferralCode, ReferredSignup, User


@dataclass
class CodeStats:
    code: ReferralCode
    username: str | None
    signups: int
    last_signup_at: datetime | None


class PromotionRepository:
    def __init__(self, db: AsyncSession) -> None:
        self.db = db

    async def code(self, code: str) -> ReferralCode | None:
        return await self.db.scalar(select(ReferralCode).where(ReferralCode.code == code))

    async def code_of_user(self, user_id: uuid.UUID) -> ReferralCode | None:
        return await self.db.scalar(select(ReferralCode).where(ReferralCode.user_id == user_id))

    async def referral_of_user(self, user_id: uuid.UUID) -> ReferredSignup | None:
        return await self.db.scalar(select(ReferredSignup).where(ReferredSignup.user_id == user_id))

    async def signups_for(self, code_id: uuid.UUID) -> int:
        count = await self.db.scalar(
            select(func.count()).select_from(ReferredSignup).where(ReferredSignup.code_id == code_id)
        )
        return int(count or 0)

    async def stats(self, limit: int) -> list[CodeStats]:
        """Codes with at least one signup or made by an operator, most signups first."""
        signups = (
            select(
                ReferredSignup.code_id,
                func.count().label("n"),
                func.max(ReferredSignup.created_at).label("last"),
            )
            .group_by(ReferredSignup.code_id)
            .subquery()
        )
        n = func.coalesce(signups.c.n, 0)
        rows = await self.db.execute(
            select(ReferralCode, User.username, n, signups.c.last)
            .outerjoin(signups, signups.c.code_id == ReferralCode.id)
            .outerjoin(User, User.id == ReferralCode.user_id)
            .where((signups.c.n > 0) | ReferralCode.user_id.is_(None))
            .order_by(n.desc(), ReferralCode.created_at.desc())
            .limit(limit)
        )
        return [CodeStats(code, username, int(count), last) for code, username, count, last in rows.all()]

    async def total_signups(self) -> int:
        return int(await self.db.scalar(select(func.count()).select_from(ReferredSignup)) or 0)

    async def add(self, row: ReferralCode | ReferredSignup) -> None:
        self.db.add(row)
        await self.db.flush()

    async def banner_character(
        self, character_id: uuid.UUID | None, starters_email: str
    ) -> tuple[str, str] | None:
        """The banner's character (name, portrait address): the one the operator chose when it is public
        and has a portrait, else the first public starter character with one (the app's own, written
        with clothed, upper-body portraits), else none."""
        base = select(Character.name, Character.avatar_url).where(
            Character.visibility == "public", Character.avatar_url.is_not(None)
        )
        if character_id is not None:
            chosen = (await self.db.execute(base.where(Character.id == character_id))).first()
            if chosen is not None:
                return chosen[0], str(chosen[1])
        starter = (
            await self.db.execute(
                base.join(User, User.id == Character.owner_id)
                .where(User.email == starters_email)
                .order_by(Character.name)
                .limit(1)
            )
        ).first()
        return (starter[0], str(starter[1])) if starter is not None else None
