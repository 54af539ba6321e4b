"""The fake payment provider, the embedded default: a hosted checkout page served by the app itself,
test cards that succeed, are declined or stay pending, renewals and failed payments, and signed webhooks
that it sends to the app, so the whole flow (trial, renewal, failed payment, cancellation) works offline.

It behaves like a remote provider: its state lives in its own SQLite file (never in the app's tables or
transactions), its ids are its own, and the app learns of changes only through its webhooks and fetches.
Its webhooks are signed like Stripe's (`t=<unix>,v1=<HMAC-SHA256 of "t.body">`) and are delivered through
the same verification as any provider's (`deliver`, which the runtime points at the webhook receiver).

Test cards (any expiry in the future, any CVC):
- 4242 4242 4242 4242  succeeds, and so do its renewals;
- 4000 0000 0000 0002  is declined;
- 4000 0000 0000 0077  stays pending for PENDING_SECONDS, then succeeds;
- 4000 0000 0000 0341  succeeds at checkout, then every renewal charge fails (the subscription falls
                       past due, as a real card that expired would).
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import logging
import secrets
import sqlite3
import time
from collections.abc import Awaitable, Callable, Coroutine, Mapping
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from nocturne.billing.providers.port import (
    CheckoutRequest,
    CheckoutStart,
    ProviderCheckout,
    ProviderError,
    ProviderEvent,
    ProviderPayment,
    ProviderSubscription,
    WebhookRejected,
    WebhookRequest,
)
from nocturne.billing.renewal import add_months
from nocturne.kit.clock import utcnow

log = logging.getLogger("nocturne.billing")

SIGNATURE_HEADER = "x-fake-signature"
TOLERANCE_SECONDS = 300
PENDING_SECONDS = 4.0
DELIVERY_ATTEMPTS = 5
CARD_OK = "4242424242424242"
CARD_DECLINED = "4000000000000002"
CARD_PENDING = "4000000000000077"
CARD_RENEWALS_FAIL = "4000000000000341"
TEST_CARDS = (CARD_OK, CARD_DECLINED, CARD_PENDING, CARD_RENEWALS_FAIL)
DECLINED = "Your card was declined. Try another card."
UNKNOWN_CARD = "Use one of the test cards listed on this page."
NOT_FOUND = "The payment provider has no {what} {id}."

Deliver = Callable[[WebhookRequest], Awaitable[None]]


def _iso(moment: datetime | None) -> str | None:
    return moment.isoformat() if moment else None


def _time(value: object) -> datetime | None:
    return datetime.fromisoformat(str(value)) if value else None


class _Store:
    """The provider's own records: one JSON document per object, in its own SQLite file."""

    def __init__(self, path: Path) -> None:
        self.path = path
        path.parent.mkdir(parents=True, exist_ok=True)
        with self._connect() as db:
            db.execute("CREATE TABLE IF NOT EXISTS objects (id TEXT PRIMARY KEY, kind TEXT, data TEXT)")

    def _connect(self) -> sqlite3.Connection:
        return sqlite3.connect(self.path, timeout=30, isolation_level=None)

    def _get(self, object_id: str) -> dict[str, Any] | None:
        with self._connect() as db:
            row = db.execute("SELECT data FROM objects WHERE id = ?", (object_id,)).fetchone()
        return json.loads(row[0]) if row else None

    def _put(self, kind: str, data: dict[str, Any]) -> None:
        with self._connect() as db:
            db.execute(
                "INSERT INTO objects (id, kind, data) VALUES (?, ?, ?) "
                "ON CONFLICT(id) DO UPDATE SET data = excluded.data",
                (data["id"], kind, json.dumps(data)),
            )

    def _of_kind(self, kind: str) -> list[dict[str, Any]]:
        with self._connect() as db:
            rows = db.execute("SELECT data FROM objects WHERE kind = ? ORDER BY rowid", (kind,)).fetchall()
        return [json.loads(r[0]) for r in rows]

    async def get(self, object_id: str) -> dict[str, Any] | None:
        return await asyncio.to_thread(self._get, object_id)

    async def put(self, kind: str, data: dict[str, Any]) -> None:
        await asyncio.to_thread(self._put, kind, data)

    async def of_kind(self, kind: str) -> list[dict[str, Any]]:
        return await asyncio.to_thread(self._of_kind, kind)


def sign(secret: str, body: bytes, timestamp: int) -> str:
    digest = hmac.new(secret.encode(), f"{timestamp}.".encode() + body, hashlib.sha256).hexdigest()
    return f"t={timestamp},v1={digest}"


class FakeProvider:
    name = "fake"
    prorates = True

    def __init__(
        self,
        path: Path,
        webhook_secret: str,
        checkout_base_url: str,
        *,
        deliver: Deliver | None = None,
        pending_seconds: float = PENDING_SECONDS,
        prices: dict[str, tuple[int, str]] | None = None,
    ) -> None:
        self.store = _Store(path)
        self.secret = webhook_secret
        self.checkout_base_url = checkout_base_url.rstrip("/")
        self.deliver = deliver
        self.pending_seconds = pending_seconds
        # The provider's price list (price id → amount, interval), as set up in its dashboard; a plan
        # change is priced from it.
        self.prices = prices or {}
        self._tasks: set[asyncio.Task[None]] = set()

    # --- the adapter protocol -------------------------------------------------------------------

    async def create_checkout(self, request: CheckoutRequest) -> CheckoutStart:
        checkout_id = f"fcs_{secrets.token_hex(12)}"
        await self.store.put(
            "checkout",
            {
                "id": checkout_id,
                "status": "open",
                "mode": request.mode,
                "clientReference": request.client_reference,
                "email": request.email,
                "price": request.external_price_id,
                "name": request.name,
                "amountMinor": request.amount_minor,
                "currency": request.currency,
                "trialDays": request.trial_days,
                "interval": request.interval,
                "successUrl": request.success_url,
                "cancelUrl": request.cancel_url,
                "itemId": request.item_id,
                "createdAt": _iso(utcnow()),
            },
        )
        return CheckoutStart(checkout_id, f"{self.checkout_base_url}/{checkout_id}")

    async def fetch_checkout(self, checkout_id: str) -> ProviderCheckout:
        data = await self._require(checkout_id, "checkout")
        if data["status"] == "pending" and utcnow().timestamp() >= data.get("settleAt", 0):
            data = await self._complete(data)  # settles even if the process that scheduled it is gone
        return ProviderCheckout(
            checkout_id=data["id"],
            status=data["status"],
            mode=data["mode"],
            client_reference=data["clientReference"],
            subscription_id=data.get("subscriptionId"),
            payment_id=data.get("paymentId"),
            item_id=data.get("itemId", ""),
        )

    async def fetch_subscription(self, subscription_id: str) -> ProviderSubscription:
        return self._subscription(await self._require(subscription_id, "subscription"))

    async def list_payments(self, subscription_id: str) -> list[ProviderPayment]:
        return [
            self._payment(p)
            for p in await self.store.of_kind("payment")
            if p["subscriptionId"] == subscription_id
        ]

    async def cancel(self, subscription_id: str, *, at_period_end: bool = True) -> ProviderSubscription:
        data = await self._require(subscription_id, "subscription")
        now = utcnow()
        if at_period_end and data["status"] in ("trialing", "active"):
            data["cancelAtPeriodEnd"] = True
        else:
            data.update(status="canceled", cancelAtPeriodEnd=False, currentPeriodEnd=_iso(now))
        data["canceledAt"] = _iso(now)
        await self._save_and_announce(data, "customer.subscription.updated")
        return self._subscription(data)

    async def resume(self, subscription_id: str) -> ProviderSubscription:
        data = await self._require(subscription_id, "subscription")
        if data["status"] not in ("trialing", "active") or not data.get("cancelAtPeriodEnd"):
            raise ProviderError(
                "Only a subscription set to end at the period's end can be resumed.", status=400
            )
        data.update(cancelAtPeriodEnd=False, canceledAt=None)
        await self._save_and_announce(data, "customer.subscription.updated")
        return self._subscription(data)

    async def change_plan(self, subscription_id: str, external_price_id: str) -> ProviderSubscription:
        """Switch the price, prorated as Stripe does by default: in a trial nothing is charged; within
        the same interval the difference for the rest of the period is charged now (a move down is not
        refunded, it takes the lower price from the next renewal); a new interval starts a new period
        now, charged its price less what is left of the old one."""
        data = await self._require(subscription_id, "subscription")
        if data["status"] not in ("trialing", "active"):
            raise ProviderError("Only an active subscription can change plan.", status=400)
        price = self.prices.get(external_price_id)
        if price is None:
            raise ProviderError(NOT_FOUND.format(what="price", id=external_price_id), status=404)
        amount, interval = price
        if data["status"] == "active":
            await self._prorate(data, amount, interval)
        data.update(price=external_price_id, amountMinor=amount, interval=interval)
        await self._save_and_announce(data, "customer.subscription.updated")
        return self._subscription(data)

    async def _prorate(self, data: dict[str, Any], amount: int, interval: str) -> None:
        now = utcnow()
        end = _time(data["currentPeriodEnd"]) or now
        months = 1 if data["interval"] == "month" else 12
        start = add_months(end, -months)
        left = max(0.0, min(1.0, (end - now) / (end - start))) if end > start else 0.0
        unused = round(data["amountMinor"] * left)
        if interval != data["interval"]:
            charge = max(0, amount - unused)
            data["currentPeriodEnd"] = _iso(add_months(now, 1 if interval == "month" else 12))
        else:
            charge = max(0, round((amount - data["amountMinor"]) * left))
        if charge:
            payment = await self._charge(
                {**data, "amountMinor": charge}, paid=data.get("card") != CARD_RENEWALS_FAIL, at=now
            )
            if payment["status"] == "paid":
                data["lastPaymentAt"] = payment["paidAt"]

    def verify_and_parse(self, request: WebhookRequest) -> ProviderEvent:
        header = request.headers.get(SIGNATURE_HEADER, "")
        parts = dict(p.split("=", 1) for p in header.split(",") if "=" in p)
        if "t" not in parts or "v1" not in parts or not parts["t"].isdigit():
            raise WebhookRejected("Missing or malformed signature.")
        if abs(time.time() - int(parts["t"])) > TOLERANCE_SECONDS:
            raise WebhookRejected("The webhook's timestamp is too old.")
        expected = sign(self.secret, request.body, int(parts["t"])).split("v1=", 1)[1]
        if not hmac.compare_digest(expected, parts["v1"]):
            raise WebhookRejected("The webhook's signature does not match.")
        try:
            event = json.loads(request.body)
            obj = event["data"]["object"]
            kind = event["type"]
        except (ValueError, KeyError, TypeError):
            raise WebhookRejected("The webhook's body is not an event.") from None
        payment = self._payment(obj) if kind.startswith("payment.") else None
        return ProviderEvent(
            event_id=event["id"],
            type=kind,
            occurred_at=datetime.fromtimestamp(event.get("created", 0), UTC),
            subscription_id=obj.get("subscriptionId") if obj.get("object") != "subscription" else obj["id"],
            checkout_id=obj["id"] if obj.get("object") == "checkout" else obj.get("checkoutId"),
            payment=payment,
            raw=event,
        )

    async def aclose(self) -> None:
        for task in list(self._tasks):
            task.cancel()

    # --- the hosted checkout page's actions -------------------------------------------------------

    async def checkout_details(self, checkout_id: str) -> dict[str, Any]:
        return await self._require(checkout_id, "checkout")

    async def pay(self, checkout_id: str, card: str) -> dict[str, Any]:
        """The buyer submitted the hosted page with a card; returns the checkout after it."""
        data = await self._require(checkout_id, "checkout")
        if data["status"] not in ("open", "declined"):
            return data  # submitted twice (a double click, a reload): the first submission counts
        card = "".join(ch for ch in card if ch.isdigit())
        if card not in TEST_CARDS:
            raise ProviderError(UNKNOWN_CARD, status=400)
        data["card"] = card
        if card == CARD_DECLINED:
            data["status"] = "declined"
            await self.store.put("checkout", data)
            await self._announce("checkout.declined", {**data, "object": "checkout"})
            return data
        if card == CARD_PENDING:
            data.update(status="pending", settleAt=utcnow().timestamp() + self.pending_seconds)
            await self.store.put("checkout", data)
            self._later(self.pending_seconds, checkout_id)
            return data
        return await self._complete(data)

    # --- the provider's clock: renewals ----------------------------------------------------------

    async def renew(self, subscription_id: str, now: datetime | None = None) -> ProviderSubscription:
        """The period (or the trial) ended: charge the card for the next one, or end a subscription set
        to cancel. What a real provider does on its own schedule, done when asked (renew_due, or a test)."""
        data = await self._require(subscription_id, "subscription")
        now = now or utcnow()
        if data["status"] in ("canceled", "expired"):
            return self._subscription(data)
        # The period ends now (renew_due calls this at its end; a test or the "simulate renewal" button
        # calls it early, which moves the period's end to now).
        data["currentPeriodEnd"] = _iso(now)
        if data.get("cancelAtPeriodEnd"):
            data.update(status="canceled", cancelAtPeriodEnd=False)
            await self._save_and_announce(data, "customer.subscription.deleted")
            return self._subscription(data)
        payment = await self._charge(data, paid=data.get("card") != CARD_RENEWALS_FAIL, at=now)
        if payment["status"] == "paid":
            months = 1 if data["interval"] == "month" else 12
            data.update(
                status="active",
                lastPaymentAt=payment["paidAt"],
                currentPeriodEnd=_iso(add_months(now, months)),
            )
        else:
            data["status"] = "past_due"
        await self._save_and_announce(data, "customer.subscription.updated")
        return self._subscription(data)

    async def renew_due(self, now: datetime | None = None) -> int:
        """Renew every subscription whose period has ended; returns how many."""
        now = now or utcnow()
        due = [
            s
            for s in await self.store.of_kind("subscription")
            if s["status"] in ("trialing", "active") and (_time(s["currentPeriodEnd"]) or now) <= now
        ]
        for subscription in due:
            await self.renew(subscription["id"], now)
        return len(due)

    # --- inside -----------------------------------------------------------------------------------

    async def _require(self, object_id: str, what: str) -> dict[str, Any]:
        data = await self.store.get(object_id)
        if data is None:
            raise ProviderError(NOT_FOUND.format(what=what, id=object_id), status=404)
        return data

    def _later(self, delay: float, checkout_id: str) -> None:
        async def settle() -> None:
            await asyncio.sleep(delay)
            try:
                await self.fetch_checkout(checkout_id)
            except Exception:  # the next fetch of the checkout settles it
                log.exception("fake provider: settling checkout %s failed", checkout_id)

        self._spawn(settle())

    async def _complete(self, checkout: dict[str, Any]) -> dict[str, Any]:
        now = utcnow()
        if checkout["mode"] == "payment":
            payment = await self._charge(checkout, paid=True, at=now, checkout_id=checkout["id"])
            checkout.update(status="complete", paymentId=payment["id"])
            await self.store.put("checkout", checkout)
            await self._announce("checkout.completed", {**checkout, "object": "checkout"})
            return checkout
        subscription: dict[str, Any] = {
            "id": f"fsub_{secrets.token_hex(12)}",
            "object": "subscription",
            "status": "trialing" if checkout["trialDays"] else "active",
            "price": checkout["price"],
            "interval": checkout["interval"],
            "amountMinor": checkout["amountMinor"],
            "currency": checkout["currency"],
            "itemId": checkout["itemId"],
            "clientReference": checkout["clientReference"],
            "card": checkout.get("card"),
            "startTime": _iso(now),
            "trialEnd": _iso(now + timedelta(days=checkout["trialDays"])) if checkout["trialDays"] else None,
            "cancelAtPeriodEnd": False,
            "canceledAt": None,
            "lastPaymentAt": None,
            "customerId": f"fcus_{checkout['clientReference']}",
        }
        if checkout["trialDays"]:
            subscription["currentPeriodEnd"] = subscription["trialEnd"]
        else:
            payment = await self._charge(subscription, paid=True, at=now, checkout_id=checkout["id"])
            months = 1 if checkout["interval"] == "month" else 12
            subscription.update(
                lastPaymentAt=payment["paidAt"], currentPeriodEnd=_iso(add_months(now, months))
            )
        checkout.update(status="complete", subscriptionId=subscription["id"])
        await self.store.put("subscription", subscription)
        await self.store.put("checkout", checkout)
        await self._announce("customer.subscription.created", subscription)
        await self._announce("checkout.completed", {**checkout, "object": "checkout"})
        return checkout

    async def _charge(
        self, owner: dict[str, Any], *, paid: bool, at: datetime, checkout_id: str | None = None
    ) -> dict[str, Any]:
        is_subscription = owner.get("object") == "subscription"
        payment = {
            "id": f"fpay_{secrets.token_hex(12)}",
            "object": "payment",
            "status": "paid" if paid else "failed",
            "amountMinor": owner["amountMinor"],
            "currency": owner["currency"],
            "paidAt": _iso(at) if paid else None,
            "subscriptionId": owner["id"] if is_subscription else None,
            "checkoutId": checkout_id,
        }
        await self.store.put("payment", payment)
        await self._announce("payment.succeeded" if paid else "payment.failed", payment)
        return payment

    async def _save_and_announce(self, subscription: dict[str, Any], kind: str) -> None:
        await self.store.put("subscription", subscription)
        await self._announce(kind, subscription)

    async def _announce(self, kind: str, obj: Mapping[str, Any]) -> None:
        """Send the event as a signed webhook, later and apart from the caller, as a real provider does:
        the caller may hold a database transaction that the receiver must not wait for."""
        if self.deliver is None:
            return
        deliver = self.deliver
        now = int(time.time())
        body = json.dumps(
            {"id": f"fevt_{secrets.token_hex(12)}", "type": kind, "created": now, "data": {"object": obj}}
        ).encode()
        request = WebhookRequest(headers={SIGNATURE_HEADER: sign(self.secret, body, now)}, body=body)

        async def send() -> None:
            await asyncio.sleep(0)
            for attempt in range(DELIVERY_ATTEMPTS):
                try:
                    await deliver(request)
                    return
                except Exception:
                    log.exception("fake provider: webhook %s not accepted (attempt %d)", kind, attempt + 1)
                    await asyncio.sleep(0.5 * 2**attempt)

        self._spawn(send())

    def _spawn(self, work: Coroutine[Any, Any, None]) -> None:
        task = asyncio.get_running_loop().create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def drain(self) -> None:
        """Wait until every webhook sent so far was delivered (tests, and shutdown)."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)

    def _subscription(self, data: dict[str, Any]) -> ProviderSubscription:
        return ProviderSubscription(
            subscription_id=data["id"],
            external_price_id=data["price"],
            status=data["status"],
            client_reference=data["clientReference"],
            start_time=_time(data["startTime"]),
            trial_end=_time(data.get("trialEnd")),
            current_period_end=_time(data.get("currentPeriodEnd")),
            last_payment_time=_time(data.get("lastPaymentAt")),
            cancel_at_period_end=bool(data.get("cancelAtPeriodEnd")),
            canceled_at=_time(data.get("canceledAt")),
            customer_id=data.get("customerId"),
        )

    @staticmethod
    def _payment(data: Mapping[str, Any]) -> ProviderPayment:
        return ProviderPayment(
            payment_id=data["id"],
            status=data["status"],
            amount_minor=int(data["amountMinor"]),
            currency=data["currency"],
            paid_at=_time(data.get("paidAt")),
            subscription_id=data.get("subscriptionId"),
            checkout_id=data.get("checkoutId"),
        )
