"""Provider webhooks: verified, stored once per provider event id, then processed as a job.

Processing never trusts the event's body for entitlements: it re-fetches the subscription from the
provider and stores what the provider reports now, so duplicates, retries and events that arrive out of
order all end in the same state. A payment in the event is recorded by its provider id (once).
"""

from __future__ import annotations

import logging
import uuid
from dataclasses import asdict
from datetime import datetime
from typing import TYPE_CHECKING, Any

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.billing import service
from nocturne.billing.providers.port import ProviderError, ProviderPayment, WebhookRejected, WebhookRequest
from nocturne.errors import BadRequest, NotFound
from nocturne.jobs.queue import defer
from nocturne.kit.clock import utcnow
from nocturne.models.billing import BillingEvent, Checkout, Subscription

if TYPE_CHECKING:
    from nocturne.runtime import Runtime

log = logging.getLogger("nocturne.billing")

PROCESS_EVENT = "billing.process_event"
UNKNOWN_PROVIDER = "No payment provider '{provider}' is configured here."


async def receive(runtime: Runtime, provider_name: str, request: WebhookRequest) -> bool:
    """Verify and store a webhook; returns False for a repeated delivery. A bad signature raises 400 and
    nothing is stored."""
    provider = runtime.billing.provider
    if provider.name != provider_name:
        raise NotFound(UNKNOWN_PROVIDER.format(provider=provider_name))
    try:
        event = provider.verify_and_parse(request)
    except WebhookRejected as exc:
        log.warning("webhook from %s rejected: %s", provider_name, exc.message)
        raise BadRequest(exc.message) from None
    async with runtime.transaction() as db:
        known = await db.scalar(
            select(BillingEvent.id).where(
                BillingEvent.provider == provider.name, BillingEvent.event_id == event.event_id
            )
        )
        if known is not None:
            return False
        row = BillingEvent(
            provider=provider.name,
            event_id=event.event_id,
            type=event.type,
            payload={
                "subscriptionId": event.subscription_id,
                "checkoutId": event.checkout_id,
                "raw": dict(event.raw),
                "payment": _payment_json(event.payment) if event.payment else None,
            },
        )
        db.add(row)
        try:
            await db.flush()
        except IntegrityError:  # the same event, delivered twice at once
            await db.rollback()
            return False
        defer(db, PROCESS_EVENT, str(row.id))
    return True


def _payment_json(payment: ProviderPayment) -> dict[str, Any]:
    data = asdict(payment)
    data["paid_at"] = data["paid_at"].isoformat() if data["paid_at"] else None
    return data


async def process(runtime: Runtime, event_row_id: uuid.UUID) -> None:
    """Apply one stored event: re-fetch its subscription (or its checkout's), record its payment."""
    provider = runtime.billing.provider
    async with runtime.transaction() as db:
        event = await db.get(BillingEvent, event_row_id)
        if event is None or event.processed_at is not None:
            return
        try:
            subscription_id = event.payload.get("subscriptionId")
            checkout_id = event.payload.get("checkoutId")
            checkout = None
            if checkout_id:
                checkout = await db.scalar(
                    select(Checkout).where(
                        Checkout.provider == provider.name, Checkout.external_id == checkout_id
                    )
                )
                remote_checkout = await provider.fetch_checkout(checkout_id)
                subscription_id = subscription_id or remote_checkout.subscription_id
                if checkout is not None and checkout.status not in ("complete", "declined"):
                    checkout.status = remote_checkout.status
            subscription = None
            if subscription_id:
                subscription = await service.apply_subscription(
                    db, runtime, await provider.fetch_subscription(subscription_id), checkout
                )
                if subscription is not None and checkout is not None:
                    checkout.status = "complete"  # the subscription it made exists
            payment = event.payload.get("payment")
            if payment:
                await _record(db, runtime, payment, subscription, checkout)
                if payment["status"] == "failed" and subscription is None and checkout is not None:
                    if checkout.status in ("open", "pending"):
                        checkout.status = "declined"  # the sale was refused: the success page says so
            event.processed_at = utcnow()
            event.error = None
        except ProviderError as exc:
            # Kept unprocessed with the reason; the provider retries its delivery, and staff can see it.
            event.error = exc.message
            log.warning("billing event %s not processed: %s", event.event_id, exc.message)


async def _record(
    db: AsyncSession,
    runtime: Runtime,
    payment: dict[str, Any],
    subscription: Subscription | None,
    checkout: Checkout | None,
) -> None:
    if subscription is None and payment.get("subscription_id"):
        subscription = await db.scalar(
            select(Subscription).where(
                Subscription.provider == runtime.billing.provider.name,
                Subscription.external_id == payment["subscription_id"],
            )
        )
    user_id = subscription.user_id if subscription else checkout.user_id if checkout else None
    if user_id is None:
        return  # a payment for no account of ours
    paid_at = payment.get("paid_at")
    remote = ProviderPayment(
        payment_id=str(payment["payment_id"]),
        status=payment["status"],
        amount_minor=int(payment["amount_minor"]),
        currency=str(payment["currency"]),
        paid_at=datetime.fromisoformat(str(paid_at)) if paid_at else None,
        subscription_id=str(payment["subscription_id"]) if payment.get("subscription_id") else None,
    )
    item = checkout.item_id if checkout and subscription is None else ""
    await service.record_payment(db, runtime, user_id, subscription, remote, item_id=item)
