"""Subscriptions and purchases: checkout, the server-side confirmation, the state the providers report,
the one entitlement rule, the credits a plan grants, and managing a subscription (cancel at period end,
resume, change plan).

Entitlements only ever follow what the provider says when asked (fetch), never a browser's query string
and never a webhook's body alone.
"""

from __future__ import annotations

import uuid
from collections.abc import Awaitable
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any, TypeVar

from sqlalchemy import Select, or_, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.analytics import service as analytics
from nocturne.billing import credits, notices
from nocturne.billing.plans import Plan
from nocturne.billing.providers.port import (
    CheckoutRequest,
    ProviderError,
    ProviderPayment,
    ProviderSubscription,
)
from nocturne.billing.renewal import SubscriptionDates, add_months, renewal_date
from nocturne.errors import AppError, BadRequest, Conflict, NotFound
from nocturne.kit.clock import utcnow
from nocturne.models import User
from nocturne.models.billing import Checkout, Payment, Subscription

if TYPE_CHECKING:
    from nocturne.billing.services import BillingServices
    from nocturne.runtime import Runtime

ENTITLED = ("trialing", "active")
RowT = TypeVar("RowT", Subscription, Payment)
UNKNOWN_PLAN = "Unknown plan '{plan}'. Pick one on /upgrade."
UNKNOWN_PACK = "Unknown credit pack '{pack}'. Pick one on /upgrade."
NOT_SOLD_HERE = "This plan cannot be bought with the current payment provider."
ALREADY_SUBSCRIBED = "You already have a subscription. Change its plan on your account page."
NO_SUBSCRIPTION = "You have no subscription to change. Pick a plan on /upgrade."
CHECKOUT_NOT_FOUND = "Checkout not found. Start again from /upgrade."
SAME_PLAN = "You are already on this plan."
NOT_ENDING = "Only a subscription set to end at the period's end can be resumed."


class ProviderFailed(AppError):
    status_code = 502


def is_entitled(subscription: Subscription, now: datetime) -> bool:
    """The one entitlement rule: trialing or active, or canceled and still inside the paid period."""
    if subscription.status in ENTITLED:
        return True
    end = subscription.current_period_end
    return subscription.status == "canceled" and end is not None and now < end


async def latest_subscription(db: AsyncSession, user_id: uuid.UUID) -> Subscription | None:
    """The subscription that counts: an entitled one if there is one, else the most recent."""
    rows = (
        await db.scalars(
            select(Subscription)
            .where(Subscription.user_id == user_id)
            .order_by(Subscription.created_at.desc())
        )
    ).all()
    now = utcnow()
    return next((s for s in rows if is_entitled(s, now)), rows[0] if rows else None)


async def refresh(db: AsyncSession, runtime: Runtime, user: User) -> Subscription | None:
    """Bring the user's subscriber flag and credit grants up to date: the welcome grant once, and an
    entitled plan's credits for each month of the subscription (granted once per month, lazily)."""
    now = utcnow()
    subscription = await latest_subscription(db, user.id)
    entitled = subscription is not None and is_entitled(subscription, now)
    if user.is_subscriber != entitled:
        user.is_subscriber = entitled
    welcome = runtime.settings.credits_free_grant
    if welcome:
        await credits.post(db, user.id, "grant", welcome, f"welcome:{user.id}", reason="Welcome credits")
    if entitled and subscription is not None and subscription.start_time is not None:
        plan = runtime.billing.plans.get(subscription.plan_id)
        if plan is not None and plan.monthly_credits:
            month = _months_between(subscription.start_time, now)
            await credits.post(
                db,
                user.id,
                "grant",
                plan.monthly_credits,
                f"plan:{subscription.id}:{month}",
                reason=f"{plan.name} credits, month {month + 1}",
            )
    return subscription


def _months_between(start: datetime, now: datetime) -> int:
    months = (now.year - start.year) * 12 + now.month - start.month
    return months - 1 if months > 0 and add_months(start, months) > now else max(0, months)


# --- checkout -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class CheckoutItem:
    kind: str  # subscription | payment
    id: str
    name: str
    price_id: str
    amount_minor: int
    currency: str
    trial_days: int = 0
    interval: str | None = None


def _item(billing: BillingServices, kind: str, item_id: str) -> CheckoutItem:
    provider = billing.provider.name
    if kind == "subscription":
        plan = billing.plans.get(item_id)
        if plan is None:
            raise BadRequest(UNKNOWN_PLAN.format(plan=item_id))
        price_id = plan.provider_plan_ids.get(provider)
        if not price_id:
            raise BadRequest(NOT_SOLD_HERE)
        name = f"Nocturne {plan.name} ({'monthly' if plan.interval == 'month' else 'yearly'})"
        return CheckoutItem(
            kind, plan.id, name, price_id, plan.price_minor, plan.currency, plan.trial_days, plan.interval
        )
    pack = billing.prices.pack(item_id)
    if pack is None:
        raise BadRequest(UNKNOWN_PACK.format(pack=item_id))
    price_id = pack.provider_price_ids.get(provider)
    if not price_id:
        raise BadRequest(NOT_SOLD_HERE)
    return CheckoutItem(
        kind, pack.id, f"{pack.credits} Nocturne credits", price_id, pack.price_minor, pack.currency
    )


async def start_checkout(
    db: AsyncSession, runtime: Runtime, user: User, kind: str, item_id: str
) -> tuple[Checkout, str]:
    """Start the provider's checkout for a plan or a credit pack; returns our checkout and the URL to send
    the browser to. A user who had a trial before is sold the plan without a new one."""
    billing = runtime.billing
    item = _item(billing, kind, item_id)
    if kind == "subscription":
        current = await latest_subscription(db, user.id)
        if current is not None and is_entitled(current, utcnow()):
            raise Conflict(ALREADY_SUBSCRIBED)
    checkout = Checkout(
        user_id=user.id, provider=billing.provider.name, external_id="", kind=kind, item_id=item.id
    )
    db.add(checkout)
    await db.flush()
    origin = runtime.settings.app_origin.rstrip("/")
    trial_days = item.trial_days if item.trial_days and not await had_trial(db, runtime, user.id) else 0
    request = CheckoutRequest(
        mode="subscription" if kind == "subscription" else "payment",
        client_reference=str(user.id),
        email=user.email,
        external_price_id=item.price_id,
        name=item.name,
        amount_minor=item.amount_minor,
        currency=item.currency,
        trial_days=trial_days,
        interval=item.interval,  # type: ignore[arg-type]
        success_url=f"{origin}/checkout/success?checkout={checkout.id}",
        cancel_url=f"{origin}/upgrade?canceled=1",
        item_id=item.id,
    )
    try:
        started = await billing.provider.create_checkout(request)
    except ProviderError as exc:
        raise ProviderFailed(exc.message) from None
    checkout.external_id = started.checkout_id
    return checkout, started.redirect_url


async def had_trial(db: AsyncSession, runtime: Runtime, user_id: uuid.UUID) -> bool:
    """A trial is given once per account: any earlier subscription that had one (the provider reported
    a trial end) or was to a trial plan (providers that report none, such as CCBill)."""
    trial_plans = [p.id for p in runtime.billing.plans.all() if p.has_trial]
    found = await db.scalar(
        select(Subscription.id)
        .where(
            Subscription.user_id == user_id,
            or_(Subscription.trial_end.is_not(None), Subscription.plan_id.in_(trial_plans)),
        )
        .limit(1)
    )
    return found is not None


async def confirm_checkout(
    db: AsyncSession, runtime: Runtime, user: User, checkout_id: uuid.UUID
) -> Checkout:
    """The success page's question, answered by asking the provider (never from the query string)."""
    checkout = await db.get(Checkout, checkout_id)
    if checkout is None or checkout.user_id != user.id:
        raise NotFound(CHECKOUT_NOT_FOUND)
    await refresh(db, runtime, user)
    if checkout.status in ("complete", "expired"):
        return checkout
    provider = runtime.billing.provider
    try:
        remote = await provider.fetch_checkout(checkout.external_id)
        if not (checkout.status == "declined" and remote.status == "pending"):
            # A provider that cannot look a checkout up (CCBill) says pending; a declined sale's
            # webhook already said more.
            checkout.status = remote.status
        if remote.status == "complete" and remote.subscription_id:
            await apply_subscription(db, runtime, await provider.fetch_subscription(remote.subscription_id))
        if remote.status == "complete" and remote.payment_id and checkout.kind == "payment":
            for payment in _checkout_payments(runtime, remote.payment_id, checkout):
                await record_payment(db, runtime, user.id, None, payment, item_id=checkout.item_id)
    except ProviderError as exc:
        raise ProviderFailed(exc.message) from None
    await refresh(db, runtime, user)
    return checkout


def _checkout_payments(runtime: Runtime, payment_id: str, checkout: Checkout) -> list[ProviderPayment]:
    """A one-time purchase's payment as the provider reports it (known by id from the checkout)."""
    pack = runtime.billing.prices.pack(checkout.item_id)
    if pack is None:
        return []
    return [
        ProviderPayment(
            payment_id=payment_id,
            status="paid",
            amount_minor=pack.price_minor,
            currency=pack.currency,
            paid_at=utcnow(),
            checkout_id=checkout.external_id,
        )
    ]


# --- what the provider reports --------------------------------------------------------------------


async def apply_subscription(
    db: AsyncSession, runtime: Runtime, remote: ProviderSubscription, checkout: Checkout | None = None
) -> Subscription | None:
    """Store the subscription as the provider reports it now; e-mail the user about a change that
    matters (a cancellation). Returns None for a subscription of no user of ours. Providers that do not
    report our user or their price on a fetch (CCBill) are matched through the checkout that made it."""
    billing = runtime.billing
    provider = billing.provider.name
    subscription = await db.scalar(
        select(Subscription).where(
            Subscription.provider == provider, Subscription.external_id == remote.subscription_id
        )
    )
    plan = billing.plans.by_provider_id(provider, remote.external_price_id)
    if plan is None and checkout is not None and checkout.kind == "subscription":
        plan = billing.plans.get(checkout.item_id)
    if subscription is None:
        reference = remote.client_reference or (str(checkout.user_id) if checkout else None)
        user = await _user_of(db, reference)
        if user is None or plan is None:
            return None
        subscription = await _insert_once(
            db,
            Subscription(
                user_id=user.id,
                plan_id=plan.id,
                provider=provider,
                external_id=remote.subscription_id,
                status=remote.status,
                cancel_at_period_end=False,
                notices={},
            ),
            select(Subscription).where(
                Subscription.provider == provider, Subscription.external_id == remote.subscription_id
            ),
        )
        was_ending = False
    else:
        was_ending = subscription.cancel_at_period_end or subscription.status in ("canceled", "expired")
    if plan is not None:
        subscription.plan_id = plan.id
    subscription.status = remote.status
    subscription.start_time = remote.start_time
    subscription.trial_end = remote.trial_end
    subscription.current_period_end = remote.current_period_end
    # Some providers (CCBill) report no last payment on a fetch: the payments we recorded keep it.
    subscription.last_payment_at = remote.last_payment_time or subscription.last_payment_at
    subscription.cancel_at_period_end = remote.cancel_at_period_end
    subscription.canceled_at = remote.canceled_at
    subscription.customer_id = remote.customer_id
    await db.flush()
    user = await db.get(User, subscription.user_id)
    assert user is not None
    now_ending = subscription.cancel_at_period_end or subscription.status in ("canceled", "expired")
    if now_ending and not was_ending:
        await notices.canceled(runtime, user, subscription, renews_or_ends_at(subscription, billing))
    await refresh(db, runtime, user)
    return subscription


def renews_or_ends_at(subscription: Subscription, billing: BillingServices) -> datetime | None:
    """The date the account page shows: spec 4's rule, or the period's end once it is set to end."""
    if subscription.cancel_at_period_end or subscription.status == "canceled":
        return subscription.current_period_end
    dates = SubscriptionDates(
        subscription.plan_id,
        start_time=subscription.start_time,
        last_payment_time=subscription.last_payment_at,
    )
    try:
        return renewal_date(dates, billing.plans)
    except ValueError:
        return subscription.current_period_end


async def _insert_once(db: AsyncSession, row: RowT, existing: Select[Any]) -> RowT:
    """Insert a row keyed by a provider id; when a concurrent transaction (the success page beside the
    webhook job, two events of one new subscription) inserted it first, use theirs."""
    try:
        async with db.begin_nested():
            db.add(row)
            await db.flush()
        return row
    except IntegrityError:
        found = await db.scalar(existing)
        assert isinstance(found, type(row))
        return found


async def _user_of(db: AsyncSession, reference: str | None) -> User | None:
    try:
        return await db.get(User, uuid.UUID(reference)) if reference else None
    except ValueError:
        return None


async def record_payment(
    db: AsyncSession,
    runtime: Runtime,
    user_id: uuid.UUID,
    subscription: Subscription | None,
    remote: ProviderPayment,
    *,
    item_id: str = "",
) -> Payment:
    """Store a payment once per provider id; a paid credit pack adds its credits (once); a receipt or a
    payment-failed e-mail goes out when the payment is first seen in that state."""
    provider = runtime.billing.provider.name
    payment = await db.scalar(
        select(Payment).where(Payment.provider == provider, Payment.external_id == remote.payment_id)
    )
    previous = payment.status if payment else None
    if payment is None:
        payment = await _insert_once(
            db,
            Payment(
                user_id=user_id,
                subscription_id=subscription.id if subscription else None,
                provider=provider,
                external_id=remote.payment_id,
                status=remote.status,
                amount_minor=remote.amount_minor,
                currency=remote.currency,
                item_id=item_id or (subscription.plan_id if subscription else ""),
                paid_at=remote.paid_at,
            ),
            select(Payment).where(Payment.provider == provider, Payment.external_id == remote.payment_id),
        )
    else:
        payment.status, payment.paid_at = remote.status, remote.paid_at or payment.paid_at
    await db.flush()
    user = await db.get(User, user_id)
    assert user is not None
    pack = runtime.billing.prices.pack(payment.item_id) if subscription is None else None
    if remote.status == "paid" and pack is not None:
        await credits.post(
            db,
            user_id,
            "purchase",
            pack.credits,
            f"purchase:{provider}:{remote.payment_id}",
            reason=f"{pack.credits} credits bought",
        )
    if subscription is not None and remote.status == "paid" and payment.amount_minor > 0 and payment.paid_at:
        last = subscription.last_payment_at
        if last is None or payment.paid_at > last:
            subscription.last_payment_at = payment.paid_at  # spec 4 counts from the last payment
    if remote.status != previous:
        if remote.status == "paid" and payment.amount_minor > 0:  # no receipt for a $0 trial start
            await notices.receipt(runtime, user, payment)
            await analytics.emit(db, "paid", user_id, props={"item": payment.item_id})
        elif remote.status == "failed":
            await notices.payment_failed(runtime, user, payment)
    return payment


# --- managing a subscription ------------------------------------------------------------------------


async def _mine(db: AsyncSession, user: User) -> Subscription:
    subscription = await latest_subscription(db, user.id)
    if subscription is None or subscription.status in ("expired",):
        raise NotFound(NO_SUBSCRIPTION)
    return subscription


async def cancel(
    db: AsyncSession, runtime: Runtime, user: User, *, at_period_end: bool = True
) -> Subscription:
    subscription = await _mine(db, user)
    return await _after(
        db, runtime, runtime.billing.provider.cancel(subscription.external_id, at_period_end=at_period_end)
    )


async def resume(db: AsyncSession, runtime: Runtime, user: User) -> Subscription:
    subscription = await _mine(db, user)
    if not subscription.cancel_at_period_end or not is_entitled(subscription, utcnow()):
        raise BadRequest(NOT_ENDING)
    return await _after(db, runtime, runtime.billing.provider.resume(subscription.external_id))


async def change_plan(db: AsyncSession, runtime: Runtime, user: User, plan_id: str) -> Subscription:
    subscription = await _mine(db, user)
    plan: Plan | None = runtime.billing.plans.get(plan_id)
    if plan is None:
        raise BadRequest(UNKNOWN_PLAN.format(plan=plan_id))
    if plan.id == subscription.plan_id:
        raise BadRequest(SAME_PLAN)
    price_id = plan.provider_plan_ids.get(runtime.billing.provider.name)
    if not price_id:
        raise BadRequest(NOT_SOLD_HERE)
    return await _after(db, runtime, runtime.billing.provider.change_plan(subscription.external_id, price_id))


async def _after(db: AsyncSession, runtime: Runtime, call: Awaitable[ProviderSubscription]) -> Subscription:
    try:
        remote = await call
    except ProviderError as exc:
        raise (BadRequest(exc.message) if exc.status < 500 else ProviderFailed(exc.message)) from None
    subscription = await apply_subscription(db, runtime, remote)
    assert subscription is not None
    return subscription


async def payments(db: AsyncSession, user_id: uuid.UUID, limit: int = 24) -> list[Payment]:
    rows = await db.scalars(
        select(Payment).where(Payment.user_id == user_id).order_by(Payment.created_at.desc()).limit(limit)
    )
    return list(rows.all())
