"""The billing responses, built from the tables and the plan and price catalogues."""

from __future__ import annotations

import uuid
from typing import TYPE_CHECKING

from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.billing import allowance, credits, service
from nocturne.billing.schemas import (
    AllowanceOut,
    BillingOut,
    CheckoutOut,
    CreditEntryOut,
    CreditLedgerOut,
    CreditsOut,
    FreePlanOut,
    PackOut,
    PaymentOut,
    PlanOut,
    SubscriptionOut,
)
from nocturne.kit.clock import utcnow
from nocturne.models import User
from nocturne.models.billing import Checkout, Payment, Subscription

if TYPE_CHECKING:
    from nocturne.runtime import Runtime


async def plans(db: AsyncSession, runtime: Runtime, user: User | None) -> list[PlanOut]:
    trial_left = user is None or not await service.had_trial(db, runtime, user.id)
    return [
        PlanOut(
            id=p.id,
            name=p.name,
            interval=p.interval,
            price_minor=p.price_minor,
            currency=p.currency,
            trial_days=p.trial_days,
            monthly_credits=p.monthly_credits,
            unlocks=list(p.unlocks),
            trial_available=p.has_trial and trial_left,
        )
        for p in runtime.billing.plans.all()
        if p.provider_plan_ids.get(runtime.billing.provider.name)
    ]


def subscription(runtime: Runtime, row: Subscription) -> SubscriptionOut:
    plan = runtime.billing.plans.get(row.plan_id)
    return SubscriptionOut(
        id=row.id,
        plan_id=row.plan_id,
        plan_name=plan.name if plan else row.plan_id,
        interval=plan.interval if plan else None,
        status=row.status,
        entitled=service.is_entitled(row, utcnow()),
        start_time=row.start_time,
        trial_end=row.trial_end,
        current_period_end=row.current_period_end,
        cancel_at_period_end=row.cancel_at_period_end,
        renews_or_ends_at=service.renews_or_ends_at(row, runtime.billing),
        provider=row.provider,
    )


async def credits_of(db: AsyncSession, user_id: uuid.UUID) -> CreditsOut:
    row = await credits.account(db, user_id)
    return CreditsOut(
        balance=row.balance,
        monthly_ceiling=row.monthly_ceiling,
        spent_this_month=await credits.spent_this_month(db, user_id),
    )


async def overview(db: AsyncSession, runtime: Runtime, user: User) -> BillingOut:
    current = await service.refresh(db, runtime, user)
    limit = allowance.daily_limit(user, runtime.settings.free_daily_messages)
    return BillingOut(
        plans=await plans(db, runtime, user),
        packs=[
            PackOut(id=p.id, credits=p.credits, price_minor=p.price_minor, currency=p.currency)
            for p in runtime.billing.prices.packs
            if p.provider_price_ids.get(runtime.billing.provider.name)
        ],
        subscription=subscription(runtime, current) if current else None,
        credits=await credits_of(db, user.id),
        allowance=AllowanceOut(daily_limit=limit, used_today=await allowance.used_today(db, user)),
        provider=runtime.billing.provider.name,
        prorates=runtime.billing.provider.prorates,
    )


async def checkout(db: AsyncSession, runtime: Runtime, user: User, row: Checkout) -> CheckoutOut:
    current = await service.latest_subscription(db, user.id) if row.kind == "subscription" else None
    plan = runtime.billing.plans.get(row.item_id)
    pack = runtime.billing.prices.pack(row.item_id)
    unlocks = (
        list(plan.unlocks) if plan else [f"{pack.credits} credits for images and videos"] if pack else []
    )
    return CheckoutOut(
        id=row.id,
        kind=row.kind,
        item_id=row.item_id,
        status=row.status,
        subscription=subscription(runtime, current) if current and row.status == "complete" else None,
        unlocks=unlocks if row.status == "complete" else [],
        credits=await credits_of(db, user.id),
    )


def payment(runtime: Runtime, row: Payment) -> PaymentOut:
    plan = runtime.billing.plans.get(row.item_id)
    pack = runtime.billing.prices.pack(row.item_id)
    if plan is not None:
        name = f"{plan.name}, {'monthly' if plan.interval == 'month' else 'yearly'}"
    else:
        name = f"{pack.credits} credits" if pack is not None else row.item_id
    return PaymentOut(
        id=row.id,
        status=row.status,
        amount_minor=row.amount_minor,
        currency=row.currency,
        item_id=row.item_id,
        item_name=name,
        paid_at=row.paid_at,
        created_at=row.created_at,
    )


def free_plan(runtime: Runtime) -> FreePlanOut:
    limit = runtime.settings.free_daily_messages
    return FreePlanOut(daily_messages=limit or None, welcome_credits=runtime.settings.credits_free_grant)


async def ledger(db: AsyncSession, user: User) -> CreditLedgerOut:
    return CreditLedgerOut(
        credits=await credits_of(db, user.id),
        entries=[CreditEntryOut.model_validate(e) for e in await credits.entries(db, user.id)],
    )
