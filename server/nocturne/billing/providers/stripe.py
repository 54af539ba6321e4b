"""Stripe Billing behind the payment-provider port: Checkout Sessions to sell, the Subscriptions and
Invoices APIs to read and change, and `Stripe-Signature` checks on webhooks (platform-services.md
section 3, Stripe notes).

Spoken as form-encoded HTTP with httpx rather than through the stripe package, so the adapter is one
small file that any Stripe-compatible server (localstripe in the tests) can stand behind. Fields that
Stripe moved between API versions (a subscription's period end, an invoice's subscription) are read
from both places, so the account's pinned API version does not matter.
"""

from __future__ import annotations

import hashlib
import hmac
import json
from collections.abc import Callable, Mapping
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any
from urllib.parse import quote

import httpx

from nocturne.billing.providers.port import (
    CheckoutMode,
    CheckoutRequest,
    CheckoutStart,
    CheckoutStatus,
    PaymentStatus,
    ProviderCheckout,
    ProviderError,
    ProviderEvent,
    ProviderPayment,
    ProviderSubscription,
    SubscriptionStatus,
    WebhookRejected,
    WebhookRequest,
)
from nocturne.kit import clock as _clock

__all__ = ["StripeProvider"]

Json = dict[str, Any]

UNREACHABLE = "The payment provider could not be reached. Try again in a minute."
PROVIDER_FAULT = "The payment provider had a problem. Try again in a minute."
BUSY = "The payment provider is busy. Try again in a minute."
REFUSED = "The payment provider refused the request."
MISCONFIGURED = "Payments are unavailable right now: the site's payment settings need attention."

# Stripe's subscription statuses onto ours (platform-services.md section 3, internal status enum).
_SUBSCRIPTION_STATUS: dict[str, SubscriptionStatus] = {
    "trialing": "trialing",
    "active": "active",
    "past_due": "past_due",
    "unpaid": "past_due",  # retries exhausted but not canceled: still owed, not entitled
    "paused": "past_due",  # a trial that ended without a payment method
    "canceled": "canceled",
    "incomplete": "pending",  # the first payment has not gone through yet
    "incomplete_expired": "expired",
}

# Invoice events that carry a payment, and what became of it.
_INVOICE_PAYMENT_EVENTS: dict[str, PaymentStatus] = {
    "invoice.paid": "paid",
    "invoice.payment_succeeded": "paid",
    "invoice.payment_failed": "failed",
}

# Checkout events of a one-time purchase that settle (or fail) its payment.
_CHECKOUT_PAYMENT_EVENTS = {
    "checkout.session.completed",
    "checkout.session.async_payment_succeeded",
    "checkout.session.async_payment_failed",
}


def _ts(value: object) -> datetime | None:
    """A Stripe Unix timestamp as an aware UTC datetime."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return datetime.fromtimestamp(value, UTC)


def _int(value: object) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def _id(value: object) -> str | None:
    """An id from a field that may be a bare id or an expanded object."""
    if isinstance(value, str):
        return value or None
    if isinstance(value, dict):
        inner = value.get("id")
        return inner if isinstance(inner, str) else None
    return None


def _dict(value: object) -> Json:
    return value if isinstance(value, dict) else {}


def _first_item(sub: Json) -> Json:
    data = _dict(sub.get("items")).get("data")
    return data[0] if isinstance(data, list) and data and isinstance(data[0], dict) else {}


def _invoice_subscription(invoice: Json) -> str | None:
    # Top-level until API version 2025-03-31; since then under parent.subscription_details.
    details = _dict(_dict(invoice.get("parent")).get("subscription_details"))
    return _id(invoice.get("subscription")) or _id(details.get("subscription"))


def _seg(value: str) -> str:
    """An id as one path segment: ids reach us from webhooks and return URLs, so none may add a path."""
    return quote(value, safe="")


def _with_session_id(url: str) -> str:
    """Stripe fills in `{CHECKOUT_SESSION_ID}` on the return URL; the braces must reach it unescaped."""
    if not url:
        return url
    return f"{url}{'&' if '?' in url else '?'}session_id={{CHECKOUT_SESSION_ID}}"


class StripeProvider:
    """The PaymentProvider port over Stripe's REST API."""

    name = "stripe"
    prorates = True

    def __init__(
        self,
        api_key: str,
        webhook_secret: str,
        api_base: str = "https://api.stripe.com",
        tolerance_seconds: int = 300,
        clock: Callable[[], datetime] | None = None,
        client: httpx.AsyncClient | None = None,
    ) -> None:
        self._api_key = api_key
        self._webhook_secret = webhook_secret
        self._api_base = api_base.rstrip("/")
        self._tolerance = tolerance_seconds
        self._clock = clock or _clock.utcnow
        self._owns_client = client is None
        self._client = client or httpx.AsyncClient(timeout=httpx.Timeout(20.0, connect=5.0))

    async def aclose(self) -> None:
        if self._owns_client:
            await self._client.aclose()

    # --- HTTP -------------------------------------------------------------------------------------

    async def _call(
        self,
        method: str,
        path: str,
        *,
        data: Mapping[str, str] | None = None,
        params: Mapping[str, str] | None = None,
    ) -> Json:
        try:
            response = await self._client.request(
                method,
                f"{self._api_base}{path}",
                data=data,
                params=params,
                headers={"Authorization": f"Bearer {self._api_key}"},
            )
        except httpx.HTTPError as exc:
            raise ProviderError(UNREACHABLE, status=503) from exc
        try:
            body = response.json()
        except ValueError:
            body = None
        if response.is_success:
            if isinstance(body, dict):
                return body
            raise ProviderError(PROVIDER_FAULT, status=502)
        status = response.status_code
        if status in (401, 403):
            # Our key is wrong or lacks a permission: nothing the person in front of us can fix.
            raise ProviderError(MISCONFIGURED, status=502)
        if status == 429:
            raise ProviderError(BUSY, status=503)
        if 400 <= status < 500:
            # Stripe's own message names what it refused ("No such price: 'price_x'", "Your card was
            # declined."), which is more use to a person than anything we could write.
            message = _dict(_dict(body).get("error")).get("message")
            text = message if isinstance(message, str) and message else REFUSED
            raise ProviderError(text, status=404 if status == 404 else 400)
        raise ProviderError(PROVIDER_FAULT, status=502)

    # --- Checkout ---------------------------------------------------------------------------------

    async def create_checkout(self, request: CheckoutRequest) -> CheckoutStart:
        data: dict[str, str] = {
            "mode": request.mode,
            "line_items[0][price]": request.external_price_id,
            "line_items[0][quantity]": "1",
            "client_reference_id": request.client_reference,
            "metadata[item_id]": request.item_id,
            "metadata[client_reference]": request.client_reference,
        }
        if request.email:
            data["customer_email"] = request.email
        if request.success_url:
            data["success_url"] = _with_session_id(request.success_url)
        if request.cancel_url:
            data["cancel_url"] = request.cancel_url
        if request.mode == "subscription":
            # The subscription outlives the session: it carries the user too, so fetch_subscription and
            # customer.subscription.* webhooks can name them.
            data["subscription_data[metadata][client_reference]"] = request.client_reference
            data["subscription_data[metadata][item_id]"] = request.item_id
            if request.trial_days > 0:
                data["subscription_data[trial_period_days]"] = str(request.trial_days)
                # A free trial starts without a card; Stripe asks for one before the first charge.
                data["payment_method_collection"] = "if_required"
        else:
            data["payment_intent_data[metadata][client_reference]"] = request.client_reference
            data["payment_intent_data[metadata][item_id]"] = request.item_id
        session = await self._call("POST", "/v1/checkout/sessions", data=data)
        session_id, url = session.get("id"), session.get("url")
        if not isinstance(session_id, str) or not isinstance(url, str) or not url:
            raise ProviderError(PROVIDER_FAULT, status=502)
        return CheckoutStart(checkout_id=session_id, redirect_url=url)

    async def fetch_checkout(self, checkout_id: str) -> ProviderCheckout:
        session = await self._call("GET", f"/v1/checkout/sessions/{_seg(checkout_id)}")
        return _to_checkout(session)

    # --- Subscriptions ----------------------------------------------------------------------------

    async def fetch_subscription(self, subscription_id: str) -> ProviderSubscription:
        sub = await self._call("GET", f"/v1/subscriptions/{_seg(subscription_id)}")
        return await self._with_last_payment(sub)

    async def list_payments(self, subscription_id: str) -> list[ProviderPayment]:
        invoices = await self._invoices(subscription_id)
        payments = (_invoice_payment(invoice, subscription_id) for invoice in invoices)
        return [payment for payment in payments if payment is not None]

    async def cancel(self, subscription_id: str, *, at_period_end: bool = True) -> ProviderSubscription:
        if at_period_end:
            data = {"cancel_at_period_end": "true"}
            sub = await self._call("POST", f"/v1/subscriptions/{_seg(subscription_id)}", data=data)
        else:
            sub = await self._call("DELETE", f"/v1/subscriptions/{_seg(subscription_id)}")
        return await self._with_last_payment(sub)

    async def resume(self, subscription_id: str) -> ProviderSubscription:
        """Undo a cancel at period end before the period ends."""
        data = {"cancel_at_period_end": "false"}
        sub = await self._call("POST", f"/v1/subscriptions/{_seg(subscription_id)}", data=data)
        return await self._with_last_payment(sub)

    async def change_plan(self, subscription_id: str, external_price_id: str) -> ProviderSubscription:
        current = await self._call("GET", f"/v1/subscriptions/{_seg(subscription_id)}")
        item_id = _id(_first_item(current).get("id"))
        if item_id is None:
            raise ProviderError("This subscription has no plan to change.", status=400)
        data = {
            # Naming the existing item replaces its price; without the id Stripe would add a second item.
            "items[0][id]": item_id,
            "items[0][price]": external_price_id,
            "proration_behavior": "create_prorations",
        }
        sub = await self._call("POST", f"/v1/subscriptions/{_seg(subscription_id)}", data=data)
        return await self._with_last_payment(sub)

    async def _invoices(self, subscription_id: str) -> list[Json]:
        # Newest first. A subscription's own invoices are few; 100 is Stripe's page limit.
        params = {"subscription": subscription_id, "limit": "100"}
        page = await self._call("GET", "/v1/invoices", params=params)
        data = page.get("data")
        return [item for item in data if isinstance(item, dict)] if isinstance(data, list) else []

    async def _with_last_payment(self, sub: Json) -> ProviderSubscription:
        # The latest *paid* invoice, not `latest_invoice`: that may be a failed renewal.
        subscription_id = _id(sub.get("id")) or ""
        payments = await self.list_payments(subscription_id) if subscription_id else []
        paid = [p.paid_at for p in payments if p.status == "paid" and p.paid_at is not None]
        return _to_subscription(sub, max(paid, default=None))

    # --- Webhooks ---------------------------------------------------------------------------------

    def verify_and_parse(self, request: WebhookRequest) -> ProviderEvent:
        """Check the signature and its age, then parse; raise WebhookRejected when it does not hold."""
        header = request.headers.get("stripe-signature")
        if not header:
            raise WebhookRejected("The webhook has no Stripe-Signature header, so it is not from Stripe.")
        timestamp, signatures = _parse_signature_header(header)
        signed = f"{timestamp}.".encode() + request.body
        expected = hmac.new(self._webhook_secret.encode(), signed, hashlib.sha256).hexdigest().encode()
        # Stripe sends several v1 values while a secret is being rolled; any one may match. Compared as
        # bytes: compare_digest refuses non-ASCII str, and a forged header may hold anything.
        if not any(hmac.compare_digest(expected, candidate.encode()) for candidate in signatures):
            raise WebhookRejected("The webhook's signature does not match our webhook secret.")
        if abs(self._clock().timestamp() - timestamp) > self._tolerance:
            raise WebhookRejected(
                f"The webhook's timestamp is more than {self._tolerance} s from now, so it may be a replay."
            )
        try:
            event = json.loads(request.body)
        except ValueError as exc:
            raise WebhookRejected("The webhook's body is not JSON.") from exc
        if not isinstance(event, dict):
            raise WebhookRejected("The webhook's body is not a Stripe event.")
        return _to_event(event)


def _parse_signature_header(header: str) -> tuple[int, list[str]]:
    timestamp: int | None = None
    signatures: list[str] = []
    for part in header.split(","):
        key, sep, value = part.strip().partition("=")
        if not sep:
            continue
        if key == "t":
            try:
                timestamp = int(value)
            except ValueError:
                timestamp = None
        elif key == "v1" and value:
            signatures.append(value)
    if timestamp is None or not signatures:
        raise WebhookRejected("The webhook's Stripe-Signature header is garbled: it needs t=… and v1=….")
    return timestamp, signatures


def _to_checkout(session: Json) -> ProviderCheckout:
    mode: CheckoutMode = "subscription" if session.get("mode") == "subscription" else "payment"
    paid = session.get("payment_status") in ("paid", "no_payment_required")
    raw_status = session.get("status")
    status: CheckoutStatus
    if raw_status == "expired":
        status = "expired"
    elif raw_status == "complete":
        # An async payment method (a bank debit) completes the session before the money arrives.
        status = "pending" if mode == "payment" and not paid else "complete"
    else:
        status = "open"
    metadata = _dict(session.get("metadata"))
    item_id = metadata.get("item_id")
    client_reference = session.get("client_reference_id")
    return ProviderCheckout(
        checkout_id=str(session.get("id", "")),
        status=status,
        mode=mode,
        client_reference=client_reference if isinstance(client_reference, str) else None,
        subscription_id=_id(session.get("subscription")),
        payment_id=_id(session.get("payment_intent")) if mode == "payment" and paid else None,
        item_id=item_id if isinstance(item_id, str) else "",
    )


def _to_subscription(sub: Json, last_payment_time: datetime | None) -> ProviderSubscription:
    item = _first_item(sub)
    price_id = (
        _id(item.get("price")) or _id(item.get("plan")) or _id(sub.get("plan")) or _id(sub.get("price"))
    )
    raw_status = str(sub.get("status", ""))
    status = _SUBSCRIPTION_STATUS.get(raw_status)
    if status is None:
        raise ProviderError(PROVIDER_FAULT, status=502)
    # Top-level until API version 2025-03-31; since then on each item.
    period_end = _ts(sub.get("current_period_end")) or _ts(item.get("current_period_end"))
    ended_at = _ts(sub.get("ended_at"))
    canceled_at = _ts(sub.get("canceled_at"))
    if canceled_at is None and status == "canceled":
        canceled_at = ended_at
    if (
        status in ("canceled", "expired")
        and ended_at is not None
        and (period_end is None or ended_at < period_end)
    ):
        # Stripe keeps the interrupted period's end on a subscription canceled at once; access ended
        # when it did (the app's entitlement reads the period's end).
        period_end = ended_at
    client_reference = _dict(sub.get("metadata")).get("client_reference")
    return ProviderSubscription(
        subscription_id=str(sub.get("id", "")),
        external_price_id=price_id or "",
        status=status,
        client_reference=client_reference if isinstance(client_reference, str) else None,
        start_time=_ts(sub.get("start_date")) or _ts(sub.get("created")),
        trial_end=_ts(sub.get("trial_end")),
        current_period_end=period_end,
        last_payment_time=last_payment_time,
        cancel_at_period_end=bool(sub.get("cancel_at_period_end")),
        canceled_at=canceled_at,
        customer_id=_id(sub.get("customer")),
    )


def _invoice_payment(
    invoice: Json, subscription_id: str | None, status: PaymentStatus | None = None
) -> ProviderPayment | None:
    """An invoice as a payment; None for drafts, voided invoices and zero-amount (trial) invoices."""
    invoice_id = _id(invoice.get("id"))
    amount_due = _int(invoice.get("amount_due"))
    amount_paid = _int(invoice.get("amount_paid"))
    if invoice_id is None or (amount_due <= 0 and amount_paid <= 0):
        return None
    paid_at = _ts(_dict(invoice.get("status_transitions")).get("paid_at"))
    if status is None:
        raw = invoice.get("status")
        if raw == "paid":
            refunded = _int(invoice.get("post_payment_credit_notes_amount"))
            status = "refunded" if amount_paid and refunded >= amount_paid else "paid"
        elif raw == "uncollectible":
            status = "failed"
        elif raw == "open":
            # Stripe retries a failed renewal while the invoice stays open; attempts say it failed.
            status = "failed" if _int(invoice.get("attempt_count")) > 0 else "pending"
        else:
            return None
    return ProviderPayment(
        payment_id=invoice_id,
        status=status,
        amount_minor=amount_paid if status in ("paid", "refunded") else amount_due,
        currency=str(invoice.get("currency", "")).upper(),
        paid_at=paid_at if status in ("paid", "refunded") else None,
        subscription_id=subscription_id,
    )


def _checkout_payment(event_type: str, session: Json, occurred_at: datetime | None) -> ProviderPayment | None:
    payment_id = _id(session.get("payment_intent"))
    if session.get("mode") != "payment" or payment_id is None:
        return None
    status: PaymentStatus
    if event_type == "checkout.session.async_payment_failed":
        status = "failed"
    elif session.get("payment_status") == "paid":
        status = "paid"
    else:
        status = "pending"
    return ProviderPayment(
        payment_id=payment_id,
        status=status,
        amount_minor=_int(session.get("amount_total")),
        currency=str(session.get("currency", "")).upper(),
        paid_at=occurred_at if status == "paid" else None,
        checkout_id=_id(session.get("id")),
    )


def _to_event(event: Json) -> ProviderEvent:
    event_id, event_type = event.get("id"), event.get("type")
    if not isinstance(event_id, str) or not isinstance(event_type, str):
        raise WebhookRejected("The webhook's body is not a Stripe event: it has no id or type.")
    occurred_at = _ts(event.get("created"))
    obj = _dict(_dict(event.get("data")).get("object"))
    kind = obj.get("object")
    subscription_id: str | None = None
    checkout_id: str | None = None
    payment: ProviderPayment | None = None
    if kind == "subscription":
        subscription_id = _id(obj.get("id"))
    elif kind == "invoice":
        subscription_id = _invoice_subscription(obj)
        if event_type in _INVOICE_PAYMENT_EVENTS:
            payment = _invoice_payment(obj, subscription_id, _INVOICE_PAYMENT_EVENTS[event_type])
            if payment is not None and payment.status == "paid" and payment.paid_at is None:
                payment = replace(payment, paid_at=occurred_at)
    elif kind == "checkout.session":
        checkout_id = _id(obj.get("id"))
        subscription_id = _id(obj.get("subscription"))
        if event_type in _CHECKOUT_PAYMENT_EVENTS:
            payment = _checkout_payment(event_type, obj, occurred_at)
    return ProviderEvent(
        event_id=event_id,
        type=event_type,
        occurred_at=occurred_at,
        subscription_id=subscription_id,
        checkout_id=checkout_id,
        payment=payment,
        raw=event,
    )
