"""Referral codes: one per user (made when first asked for), operator codes for affiliates, and the
signups each code brought (spec 1 Promotion: counted per code for the admin)."""

from __future__ import annotations

import uuid

from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.errors import BadRequest, Conflict
from nocturne.models import ReferralCode, ReferredSignup
from nocturne.promotion.codes import new_code, normalize_code
from nocturne.promotion.repository import CodeStats, PromotionRepository

__all__ = ["code_for_user", "create_operator_code", "record_referral", "referral_stats", "signups_for"]

BAD_CODE = "A code is 3–32 letters, digits, '-' or '_', starting with a letter or digit."
CODE_TAKEN = "That code is already in use."


async def code_for_user(db: AsyncSession, user_id: uuid.UUID) -> ReferralCode:
    """The user's own code, made on first use."""
    repo = PromotionRepository(db)
    existing = await repo.code_of_user(user_id)
    if existing is not None:
        return existing
    for _ in range(5):
        row = ReferralCode(code=new_code(), user_id=user_id, label="")
        try:
            async with db.begin_nested():
                await repo.add(row)
            return row
        except IntegrityError:
            # A code collision (retry with another) or a concurrent first use (take theirs).
            mine = await repo.code_of_user(user_id)
            if mine is not None:
                return mine
    raise Conflict("Could not make a referral code; try again.")


async def create_operator_code(db: AsyncSession, code: str, label: str) -> ReferralCode:
    """A code an operator hands to an affiliate or uses for a campaign; it belongs to no user."""
    normalized = normalize_code(code)
    if normalized is None:
        raise BadRequest(BAD_CODE)
    repo = PromotionRepository(db)
    if await repo.code(normalized) is not None:
        raise Conflict(CODE_TAKEN)
    row = ReferralCode(code=normalized, user_id=None, label=label.replace("\x00", ""))
    try:
        async with db.begin_nested():
            await repo.add(row)
    except IntegrityError as exc:
        raise Conflict(CODE_TAKEN) from exc
    return row


async def record_referral(db: AsyncSession, code: str | None, user_id: uuid.UUID) -> bool:
    """Count a new account's signup for the code it came with. An unknown or malformed code, the
    user's own code, or a second call for the same account count nothing: signup never fails here."""
    normalized = normalize_code(code)
    if normalized is None:
        return False
    repo = PromotionRepository(db)
    row = await repo.code(normalized)
    if row is None or row.user_id == user_id or await repo.referral_of_user(user_id) is not None:
        return False
    try:
        async with db.begin_nested():
            await repo.add(ReferredSignup(code_id=row.id, user_id=user_id))
    except IntegrityError:
        return False
    return True


async def signups_for(db: AsyncSession, code: ReferralCode) -> int:
    return await PromotionRepository(db).signups_for(code.id)


async def referral_stats(db: AsyncSession, limit: int = 100) -> tuple[list[CodeStats], int]:
    """Signups per code (most first) and the total of referred signups."""
    repo = PromotionRepository(db)
    return await repo.stats(limit), await repo.total_signups()
