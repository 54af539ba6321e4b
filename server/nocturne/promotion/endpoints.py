"""/api/referrals/me (a user's own code) and /api/admin/referrals (signups per code, operator codes)."""

from __future__ import annotations

from fastapi import APIRouter, status

from nocturne.accounts.deps import AdminUser, CurrentUser
from nocturne.db import SessionDep
from nocturne.errors import ErrorBody
from nocturne.kit.deps import SettingsDep
from nocturne.models import ReferralCode
from nocturne.promotion import service
from nocturne.promotion.repository import CodeStats
from nocturne.promotion.schemas import (
    MyReferralOut,
    OperatorCodeIn,
    ReferralCodeStat,
    ReferralStatsOut,
)

router = APIRouter(prefix="/referrals", tags=["promotion"], responses={401: {"model": ErrorBody}})
admin_router = APIRouter(
    prefix="/admin/referrals",
    tags=["staff"],
    responses={401: {"model": ErrorBody}, 403: {"model": ErrorBody}},
)


@router.get("/me", response_model=MyReferralOut)
async def my_referral(user: CurrentUser, db: SessionDep, settings: SettingsDep) -> MyReferralOut:
    """The signed-in user's referral code (made on first use) and the signups it brought."""
    code = await service.code_for_user(db, user.id)
    return MyReferralOut(
        code=code.code,
        signups=await service.signups_for(db, code),
        signup_url=f"{settings.app_origin.rstrip('/')}/signup?ref={code.code}",
    )


def _stat(row: CodeStats) -> ReferralCodeStat:
    return ReferralCodeStat(
        code=row.code.code,
        label=row.code.label,
        username=row.username,
        signups=row.signups,
        last_signup_at=row.last_signup_at,
        created_at=row.code.created_at,
    )


@admin_router.get("", response_model=ReferralStatsOut)
async def referral_stats(_: AdminUser, db: SessionDep) -> ReferralStatsOut:
    """Referred signups per code, most first: every code that brought a signup, and operator codes."""
    rows, total = await service.referral_stats(db)
    return ReferralStatsOut(total_signups=total, codes=[_stat(r) for r in rows])


@admin_router.post(
    "",
    response_model=ReferralCodeStat,
    status_code=status.HTTP_201_CREATED,
    responses={400: {"model": ErrorBody}, 409: {"model": ErrorBody}},
)
async def create_code(body: OperatorCodeIn, _: AdminUser, db: SessionDep) -> ReferralCodeStat:
    """An operator's code for an affiliate or a campaign."""
    code: ReferralCode = await service.create_operator_code(db, body.code, body.label)
    return _stat(CodeStats(code, None, 0, None))
