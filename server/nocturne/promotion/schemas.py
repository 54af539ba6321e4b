"""Request and response bodies of /api/referrals and /api/admin/referrals."""

from __future__ import annotations

from datetime import datetime

from pydantic import Field

from nocturne.kit.schemas import Input, Schema


class MyReferralOut(Schema):
    """The signed-in user's referral code, for their banners and links."""

    code: str
    signups: int = Field(description="Accounts that signed up with this code.")
    signup_url: str = Field(description="The signup link that carries the code.")


class ReferralCodeStat(Schema):
    code: str
    label: str
    username: str | None = Field(description="The user whose code it is; null for an operator's code.")
    signups: int
    last_signup_at: datetime | None
    created_at: datetime


class ReferralStatsOut(Schema):
    """Referred signups counted per code (spec 1 Promotion)."""

    total_signups: int
    codes: list[ReferralCodeStat]


class OperatorCodeIn(Input):
    code: str = Field(min_length=3, max_length=32, description="Letters, digits, '-' or '_'.")
    label: str = Field(default="", max_length=80, description="Who or what the code is for.")
