"""The billing e-mails, through the app's mailer: a receipt, a failed payment and a cancellation are
transactional (about money the user is charged, always sent); the reminder that a trial ends in three
days honours the user's product-updates preference."""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from nocturne.models import User
from nocturne.models.billing import Payment, Subscription

if TYPE_CHECKING:
    from nocturne.runtime import Runtime

TRIAL_REMINDER_DAYS = 3


def money(amount_minor: int, currency: str) -> str:
    symbol = {"USD": "$", "EUR": "€", "GBP": "£"}.get(currency)
    value = f"{amount_minor / 100:,.2f}"
    return f"{symbol}{value}" if symbol else f"{value} {currency}"


def day(moment: datetime | None) -> str:
    return moment.strftime("%-d %B %Y") if moment else "—"


def _account(runtime: Runtime) -> str:
    return f"{runtime.settings.app_origin.rstrip('/')}/profile/account"


async def receipt(runtime: Runtime, user: User, payment: Payment) -> None:
    body = (
        f"Thank you. We received your payment of {money(payment.amount_minor, payment.currency)} on "
        f"{day(payment.paid_at)} for {payment.item_id}.\n\nPayment reference: {payment.external_id}\n\n"
        f"Your plan, payments and credits: {_account(runtime)}\n"
    )
    await runtime.mailer.send(user.email, "Your Nocturne receipt", body, category="transactional")


async def payment_failed(runtime: Runtime, user: User, payment: Payment) -> None:
    body = (
        f"We could not take your payment of {money(payment.amount_minor, payment.currency)} for "
        f"{payment.item_id}. Your card may have expired or been declined.\n\nUpdate your payment method "
        f"or pick a plan again on {_account(runtime)} to keep chatting without limits.\n"
    )
    await runtime.mailer.send(user.email, "Your Nocturne payment failed", body, category="transactional")


async def canceled(runtime: Runtime, user: User, subscription: Subscription, ends: datetime | None) -> None:
    until = f"You keep everything your plan includes until {day(ends)}." if ends else ""
    body = (
        f"Your Nocturne subscription is canceled. {until}\n\nChanged your mind? Resume it on "
        f"{_account(runtime)} before it ends.\n"
    )
    await runtime.mailer.send(
        user.email, "Your Nocturne subscription is canceled", body, category="transactional"
    )


async def trial_ending(runtime: Runtime, user: User, ends: datetime, plan_name: str) -> bool:
    body = (
        f"Your Nocturne {plan_name} trial ends on {day(ends)}. After that your plan renews and your card "
        f"is charged.\n\nTo stop before then, cancel on {_account(runtime)}.\n"
    )
    return await runtime.mailer.send(
        user.email,
        f"Your Nocturne trial ends in {TRIAL_REMINDER_DAYS} days",
        body,
        category="product_updates",
        prefs=user.notification_prefs,
    )
