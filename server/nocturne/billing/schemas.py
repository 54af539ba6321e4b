"""What the billing pages send and read."""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Literal

from pydantic import Field, field_validator

from nocturne.kit.schemas import Input, Schema


class PlanOut(Schema):
    id: str
    name: str
    interval: Literal["month", "year"]
    price_minor: int
    currency: str
    trial_days: int
    monthly_credits: int
    unlocks: list[str]
    # The trial applies to this user (a trial is given once per account).
    trial_available: bool


class FreePlanOut(Schema):
    """What a free account gets (settings), for the plan table's Free column."""

    daily_messages: int | None = Field(description="Chat messages per day (UTC); null: no limit.")
    welcome_credits: int


class PackOut(Schema):
    id: str
    credits: int
    price_minor: int
    currency: str


class SubscriptionOut(Schema):
    id: uuid.UUID
    plan_id: str
    plan_name: str
    interval: Literal["month", "year"] | None
    status: str
    entitled: bool
    start_time: datetime | None
    trial_end: datetime | None
    current_period_end: datetime | None
    cancel_at_period_end: bool
    # spec 4: the renewal date (or the end date once canceled); None when neither applies.
    renews_or_ends_at: datetime | None
    provider: str


class CreditsOut(Schema):
    balance: int
    monthly_ceiling: int | None
    spent_this_month: int


class AllowanceOut(Schema):
    """Chat messages a free account may still send today (None: no limit)."""

    daily_limit: int | None
    used_today: int


class BillingOut(Schema):
    """The account's billing at a glance: plans on sale, the subscription, credits and the chat allowance."""

    plans: list[PlanOut]
    packs: list[PackOut]
    subscription: SubscriptionOut | None
    credits: CreditsOut
    allowance: AllowanceOut
    provider: str
    prorates: bool


class CheckoutIn(Input):
    kind: Literal["subscription", "pack"]
    item_id: str = Field(min_length=1, max_length=64, description="A plan id, or a credit pack id.")


class CheckoutStarted(Schema):
    checkout_id: uuid.UUID
    redirect_url: str


class CheckoutOut(Schema):
    """A checkout as the provider reports it (asked server-side by this request)."""

    id: uuid.UUID
    kind: Literal["subscription", "payment"]
    item_id: str
    status: Literal["open", "pending", "complete", "declined", "expired"]
    subscription: SubscriptionOut | None
    unlocks: list[str]
    credits: CreditsOut


class ChangePlanIn(Input):
    plan_id: str = Field(min_length=1, max_length=64)


class PaymentOut(Schema):
    id: uuid.UUID
    status: str
    amount_minor: int
    currency: str
    item_id: str
    # What was bought, as people read it: "Premium, monthly" or "200 credits".
    item_name: str
    paid_at: datetime | None
    created_at: datetime


class CreditEntryOut(Schema):
    id: uuid.UUID
    kind: str
    amount: int
    balance_after: int
    reason: str
    job_id: uuid.UUID | None
    created_at: datetime


class CreditLedgerOut(Schema):
    credits: CreditsOut
    entries: list[CreditEntryOut]


class CeilingIn(Input):
    monthly_ceiling: int | None = Field(
        default=None, ge=0, le=1_000_000, description="Credits allowed per calendar month; null for no limit."
    )


class QuoteIn(Input):
    """A generation as the user is about to confirm it."""

    kind: Literal["image", "image_edit", "image_enhance", "video", "video_enhance"]
    images: int = Field(default=1, ge=1, le=8)
    mode: str | None = Field(default=None, max_length=32)
    duration: float = Field(default=0, ge=0, le=60)
    with_still: bool = False


class QuoteOut(Schema):
    credits: int
    balance: int
    enough: bool


class CreditAdjustIn(Input):
    amount: int = Field(
        description="Credits to grant (positive) or remove (negative).", ge=-100_000, le=100_000
    )
    reason: str = Field(min_length=3, max_length=500, description="Kept in the ledger with who did it.")

    @field_validator("amount")
    @classmethod
    def _not_zero(cls, value: int) -> int:
        if value == 0:
            raise ValueError("Give a number of credits to grant or remove, not 0.")
        return value


class StaffCancelIn(Input):
    at_period_end: bool = Field(default=True, description="False ends it at once.")


class CustomerJobOut(Schema):
    id: uuid.UUID
    kind: str
    state: str
    error: str | None
    credits: int
    created_at: datetime


class CustomerBillingOut(Schema):
    subscription: SubscriptionOut | None
    payments: list[PaymentOut]
    ledger: CreditLedgerOut
    jobs: list[CustomerJobOut]
