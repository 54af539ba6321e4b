"""Subscriptions with the Stripe provider, end to end through the app, against a real localstripe process
(platform-services.md section 3, Stripe notes; the fake provider's version is test_subscriptions.py).

localstripe has no Checkout Sessions, so each test makes in localstripe what a completed checkout leaves
behind: a customer with a card and a subscription whose metadata names our user (what the adapter's
checkout sets). From there on everything goes through the app: Stripe-signed webhooks to
POST /api/billing/webhooks/stripe, processed by the job that re-fetches the subscription from
localstripe, and cancel, resume and change plan, which the app sends to localstripe.

The app starts with the fake provider; the `stripe` fixture then puts a StripeProvider aimed at
localstripe in its place, with the two Ultimate plans mapped to localstripe plans.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import uuid
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from email import message_from_bytes
from email.message import Message
from typing import Any

import httpx
import pytest
from sqlalchemy import func, select

from nocturne.billing.plans import Plans
from nocturne.billing.providers.stripe import StripeProvider
from nocturne.billing.renewal import add_months
from nocturne.config import Settings
from nocturne.kit import clock
from nocturne.models.billing import BillingEvent, Subscription
from nocturne.runtime import Runtime
from tests.billing.billing_helpers import overview, subjects
from tests.billing.localstripe_fixture import (
    API_KEY,
    LocalstripeDialect,
    create_plans,
    localstripe_process,  # noqa: F401  (registers the localstripe fixture)
)
from tests.helpers import signup

GRANT = 10
SECRET = "whsec_flow_nocturne"
WEBHOOK = "/api/billing/webhooks/stripe"
# Our plans and the localstripe plans that sell them, at the catalogue's prices.
MONTHLY, YEARLY = "ultimate-monthly", "ultimate-yearly"
STRIPE_PLANS = {
    MONTHLY: ("plan_ultimate_month", 2499, "month"),
    YEARLY: ("plan_ultimate_year", 19999, "year"),
}
ULTIMATE_CREDITS = 1500


@pytest.fixture
def settings(settings: Settings) -> Settings:
    # The app starts with the fake provider (it needs no keys); the stripe fixture swaps the provider.
    return settings.model_copy(update={"credits_free_grant": GRANT, "payment_provider": "fake"})


@pytest.fixture(scope="module")
def localstripe_url(localstripe: str) -> str:
    create_plans(localstripe, "prod_nocturne_ultimate", STRIPE_PLANS.values())
    return localstripe


@pytest.fixture
def wire() -> LocalstripeDialect:
    return LocalstripeDialect()


@pytest.fixture
async def runtime(app: object, localstripe_url: str, wire: LocalstripeDialect) -> AsyncIterator[Runtime]:
    """The app's runtime with Stripe (localstripe) as its payment provider."""
    value: Runtime = app.state.runtime  # type: ignore[attr-defined]
    billing = value.billing
    saved = (billing.provider, billing.fake, billing.plans)
    plans = []
    for plan in billing.plans.all():
        if plan.id in STRIPE_PLANS:
            plan_id, amount, interval = STRIPE_PLANS[plan.id]
            assert (plan.price_minor, plan.interval) == (amount, interval), "the catalogue's price changed"
            plan = plan.model_copy(
                update={"provider_plan_ids": {**plan.provider_plan_ids, "stripe": plan_id}}
            )
        plans.append(plan)
    http = httpx.AsyncClient(transport=wire)
    provider = StripeProvider(API_KEY, SECRET, api_base=localstripe_url, client=http)
    billing.provider, billing.fake, billing.plans = provider, None, Plans(plans)
    yield value
    billing.provider, billing.fake, billing.plans = saved
    await provider.aclose()
    await http.aclose()


@pytest.fixture
async def raw(localstripe_url: str) -> AsyncIterator[httpx.AsyncClient]:
    """Stripe's API without the app: to set up customers and subscriptions, and to read the truth."""
    async with httpx.AsyncClient(base_url=localstripe_url, auth=(API_KEY, "")) as client:
        yield client


# --- helpers --------------------------------------------------------------------------------------


async def _post(raw: httpx.AsyncClient, path: str, data: dict[str, str]) -> dict[str, Any]:
    response = await raw.post(path, data=data)
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


async def _get(raw: httpx.AsyncClient, path: str) -> dict[str, Any]:
    response = await raw.get(path)
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


async def _subscribe(raw: httpx.AsyncClient, user_id: str, email: str) -> dict[str, Any]:
    """What a completed Stripe checkout leaves: a customer paying by card, subscribed to the monthly plan,
    the subscription's metadata naming our user."""
    card = {"number": "4242424242424242", "exp_month": "12", "exp_year": "2030", "cvc": "123"}
    pm = await _post(
        raw, "/v1/payment_methods", {"type": "card", **{f"card[{k}]": v for k, v in card.items()}}
    )
    customer = await _post(
        raw,
        "/v1/customers",
        {"email": email, "payment_method": pm["id"], "invoice_settings[default_payment_method]": pm["id"]},
    )
    return await _post(
        raw,
        "/v1/subscriptions",
        {
            "customer": customer["id"],
            "items[0][plan]": STRIPE_PLANS[MONTHLY][0],
            "metadata[client_reference]": user_id,
            "metadata[item_id]": MONTHLY,
        },
    )


def _event(kind: str, obj: dict[str, Any], event_id: str | None = None) -> dict[str, Any]:
    return {
        "id": event_id or f"evt_{uuid.uuid4().hex[:24]}",
        "object": "event",
        "type": kind,
        "created": int(clock.utcnow().timestamp()),
        "livemode": False,
        "data": {"object": obj},
    }


def _signed(
    event: dict[str, Any], *, secret: str = SECRET, at: int | None = None
) -> tuple[dict[str, str], bytes]:
    """The headers and body Stripe would POST: `Stripe-Signature: t=…,v1=HMAC-SHA256(t.body)`."""
    body = json.dumps(event).encode()
    t = at if at is not None else int(clock.utcnow().timestamp())
    v1 = hmac.new(secret.encode(), f"{t}.".encode() + body, hashlib.sha256).hexdigest()
    return {"Stripe-Signature": f"t={t},v1={v1}", "Content-Type": "application/json"}, body


async def _send(client: httpx.AsyncClient, headers: dict[str, str], body: bytes) -> httpx.Response:
    return await client.post(WEBHOOK, content=body, headers=headers)


async def _deliver(
    client: httpx.AsyncClient, runtime: Runtime, event: dict[str, Any]
) -> tuple[dict[str, str], bytes]:
    """Sign and POST one event, expect 204, wait until the app processed it; returns what was sent."""
    headers, body = _signed(event)
    response = await _send(client, headers, body)
    assert response.status_code == 204, response.text
    await _processed(runtime, event["id"])
    return headers, body


async def _processed(runtime: Runtime, event_id: str, seconds: float = 10) -> None:
    """Wait until the stored event was processed and no billing event waits (processed_at is set by the
    job, whichever the provider)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + seconds
    while True:
        async with runtime.sessionmaker() as db:
            row = await db.scalar(
                select(BillingEvent).where(
                    BillingEvent.provider == "stripe", BillingEvent.event_id == event_id
                )
            )
            waiting = await db.scalar(
                select(func.count()).select_from(BillingEvent).where(BillingEvent.processed_at.is_(None))
            )
        assert row is not None, f"event {event_id} was not stored"
        assert row.error is None, f"event {event_id} failed: {row.error}"
        if row.processed_at is not None and not waiting:
            return
        assert loop.time() < deadline, f"event {event_id} still unprocessed ({waiting} waiting)"
        await asyncio.sleep(0.05)


async def _event_rows(runtime: Runtime, event_id: str | None = None) -> int:
    query = select(func.count()).select_from(BillingEvent)
    if event_id is not None:
        query = query.where(BillingEvent.event_id == event_id)
    async with runtime.sessionmaker() as db:
        return int(await db.scalar(query) or 0)


def _mails(settings: Settings, to: str) -> list[Message]:
    """The e-mails sent to one address, oldest first (the outbox is shared by the tests)."""
    folder = settings.outbox_dir
    files = sorted(folder.glob("*.eml"), key=lambda p: p.stat().st_mtime_ns) if folder.exists() else []
    messages = [message_from_bytes(f.read_bytes()) for f in files]
    return [m for m in messages if m["To"] == to]


def _text(message: Message) -> str:
    part = next(p for p in message.walk() if p.get_content_type() == "text/plain")
    payload = part.get_payload(decode=True)
    assert isinstance(payload, bytes)
    return payload.decode(part.get_content_charset() or "utf-8")


def _at(ts: int) -> datetime:
    return datetime.fromtimestamp(ts, UTC)


def _time(value: str) -> datetime:
    return datetime.fromisoformat(value.replace("Z", "+00:00"))


async def _session_user(client: httpx.AsyncClient) -> dict[str, Any]:
    user: dict[str, Any] = (await client.get("/api/auth/session")).json()["user"]
    return user


async def _subscribed(client: httpx.AsyncClient, runtime: Runtime, raw: httpx.AsyncClient) -> dict[str, Any]:
    """A signed-up user with an active monthly subscription in localstripe, its creation and its first
    invoice's payment delivered to the app; returns the user, the subscription, the invoice and the
    creation event as sent."""
    user = (await signup(client))["user"]
    sub = await _subscribe(raw, user["id"], user["email"])
    created = _event("customer.subscription.created", sub)
    headers, body = await _deliver(client, runtime, created)
    invoice = await _get(raw, f"/v1/invoices/{sub['latest_invoice']}")
    await _deliver(client, runtime, _event("invoice.paid", invoice))
    return {"user": user, "sub": sub, "invoice": invoice, "created": (headers, body)}


# --- a subscription's life ------------------------------------------------------------------------------


async def test_the_subscription_created_webhook_unlocks_the_plan_and_the_invoice_is_a_paid_payment(
    client: httpx.AsyncClient, runtime: Runtime, raw: httpx.AsyncClient, settings: Settings
) -> None:
    user = (await signup(client))["user"]
    before = await overview(client)
    assert before["provider"] == "stripe"
    assert [p["id"] for p in before["plans"]] == [MONTHLY, YEARLY], "only the plans Stripe sells"
    assert before["subscription"] is None
    assert before["credits"]["balance"] == GRANT

    sub = await _subscribe(raw, user["id"], user["email"])
    assert sub["status"] == "active"
    await _deliver(client, runtime, _event("customer.subscription.created", sub))

    mine = (await overview(client))["subscription"]
    assert mine is not None
    assert (mine["planId"], mine["interval"], mine["provider"]) == (MONTHLY, "month", "stripe")
    assert (mine["status"], mine["entitled"], mine["cancelAtPeriodEnd"]) == ("active", True, False)
    assert _time(mine["startTime"]) == _at(sub["start_date"])
    assert _time(mine["currentPeriodEnd"]) == _at(sub["current_period_end"])
    assert (await _session_user(client))["isSubscriber"] is True
    async with runtime.sessionmaker() as db:
        row = await db.scalar(select(Subscription).where(Subscription.external_id == sub["id"]))
    assert row is not None
    assert (str(row.user_id), row.provider, row.customer_id) == (user["id"], "stripe", sub["customer"])

    # Stripe sends both for a paid invoice; the payment is recorded once, one receipt goes out.
    invoice = await _get(raw, f"/v1/invoices/{sub['latest_invoice']}")
    assert (invoice["status"], invoice["amount_paid"], invoice["subscription"]) == ("paid", 2499, sub["id"])
    await _deliver(client, runtime, _event("invoice.paid", invoice))
    await _deliver(client, runtime, _event("invoice.payment_succeeded", invoice))

    paid_at = _at(invoice["status_transitions"]["paid_at"])
    payments = (await client.get("/api/billing/payments")).json()
    assert [(p["status"], p["amountMinor"], p["currency"], p["itemId"]) for p in payments] == [
        ("paid", invoice["amount_paid"], "USD", MONTHLY)
    ]
    assert payments[0]["itemName"] == "Ultimate, monthly"
    assert _time(payments[0]["paidAt"]) == paid_at
    after = await overview(client)
    assert _time(after["subscription"]["renewsOrEndsAt"]) == add_months(paid_at, 1)  # spec 4
    assert after["credits"]["balance"] == GRANT + ULTIMATE_CREDITS
    assert after["allowance"]["dailyLimit"] is None
    receipts = [m for m in _mails(settings, user["email"]) if m["Subject"] == "Your Nocturne receipt"]
    assert len(receipts) == 1
    assert "$24.99" in _text(receipts[0])
    assert f"Payment reference: {invoice['id']}" in _text(receipts[0])


async def test_cancel_at_period_end_and_resume_go_to_stripe(
    client: httpx.AsyncClient,
    runtime: Runtime,
    raw: httpx.AsyncClient,
    settings: Settings,
    wire: LocalstripeDialect,
) -> None:
    ctx = await _subscribed(client, runtime, raw)
    sub_id, period_end = ctx["sub"]["id"], _at(ctx["sub"]["current_period_end"])

    r = await client.post("/api/billing/subscription/cancel")
    assert r.status_code == 200, r.text
    canceled = r.json()
    assert (canceled["status"], canceled["entitled"], canceled["cancelAtPeriodEnd"]) == ("active", True, True)
    assert _time(canceled["renewsOrEndsAt"]) == _time(canceled["currentPeriodEnd"]) == period_end
    assert (await _get(raw, f"/v1/subscriptions/{sub_id}"))["cancel_at_period_end"] is True
    assert subjects(settings, ctx["user"]["email"]).count("Your Nocturne subscription is canceled") == 1
    assert (await _session_user(client))["isSubscriber"] is True, "everything stays until the period ends"

    r = await client.post("/api/billing/subscription/resume")
    assert r.status_code == 200, r.text
    assert (r.json()["status"], r.json()["cancelAtPeriodEnd"]) == ("active", False)
    assert (await _get(raw, f"/v1/subscriptions/{sub_id}"))["cancel_at_period_end"] is False
    mine = (await overview(client))["subscription"]
    assert (mine["cancelAtPeriodEnd"], mine["entitled"]) == (False, True)

    updates = [form for method, path, form in wire.sent if method == "POST" and path.endswith(sub_id)]
    assert updates == [{"cancel_at_period_end": "true"}, {"cancel_at_period_end": "false"}]


async def test_change_plan_moves_the_stripe_subscription_to_the_yearly_plan(
    client: httpx.AsyncClient, runtime: Runtime, raw: httpx.AsyncClient
) -> None:
    ctx = await _subscribed(client, runtime, raw)
    sub_id, first_invoice = ctx["sub"]["id"], ctx["invoice"]

    r = await client.post("/api/billing/subscription/change", json={"planId": YEARLY})
    assert r.status_code == 200, r.text
    assert (r.json()["planId"], r.json()["interval"], r.json()["status"]) == (YEARLY, "year", "active")

    remote = await _get(raw, f"/v1/subscriptions/{sub_id}")
    assert [item["plan"]["id"] for item in remote["items"]["data"]] == [STRIPE_PLANS[YEARLY][0]]
    mine = (await overview(client))["subscription"]
    assert (mine["planId"], mine["interval"]) == (YEARLY, "year")
    same = await client.post("/api/billing/subscription/change", json={"planId": YEARLY})
    assert same.status_code == 400

    # The change was invoiced at once, the unused month credited: its payment arrives by webhook.
    assert remote["latest_invoice"] != first_invoice["id"]
    upgrade = await _get(raw, f"/v1/invoices/{remote['latest_invoice']}")
    await _deliver(client, runtime, _event("invoice.paid", upgrade))
    payments = (await client.get("/api/billing/payments")).json()
    assert sorted((p["amountMinor"], p["itemId"], p["status"]) for p in payments) == [
        (2499, MONTHLY, "paid"),
        (19999 - 2499, YEARLY, "paid"),
    ]


# --- webhooks -------------------------------------------------------------------------------------------


async def test_the_same_event_delivered_twice_is_stored_and_applied_once(
    client: httpx.AsyncClient, runtime: Runtime, raw: httpx.AsyncClient, settings: Settings
) -> None:
    ctx = await _subscribed(client, runtime, raw)
    event = _event("invoice.payment_succeeded", ctx["invoice"])
    headers, body = _signed(event)
    count = await _event_rows(runtime)

    first = await _send(client, headers, body)
    assert first.status_code == 204, first.text
    await _processed(runtime, event["id"])
    again = await _send(client, headers, body)
    assert again.status_code == 204, "a repeat is accepted, so Stripe stops retrying"
    await _processed(runtime, event["id"])

    assert await _event_rows(runtime, event["id"]) == 1
    assert await _event_rows(runtime) == count + 1
    # The creation event of _subscribed, sent again byte for byte: not stored again either.
    created_headers, created_body = ctx["created"]
    assert (await _send(client, created_headers, created_body)).status_code == 204
    assert await _event_rows(runtime) == count + 1
    assert len((await client.get("/api/billing/payments")).json()) == 1
    assert subjects(settings, ctx["user"]["email"]).count("Your Nocturne receipt") == 1


async def test_an_old_event_arriving_late_cannot_undo_a_cancel(
    client: httpx.AsyncClient, runtime: Runtime, raw: httpx.AsyncClient, settings: Settings
) -> None:
    """Processing re-fetches the subscription: the body of a late event says nothing about the state."""
    ctx = await _subscribed(client, runtime, raw)
    sub_id = ctx["sub"]["id"]

    # Canceled at Stripe (the customer portal, the dashboard), told to the app by webhook.
    updated = await _post(raw, f"/v1/subscriptions/{sub_id}", {"cancel_at_period_end": "true"})
    await _deliver(client, runtime, _event("customer.subscription.updated", updated))
    mine = (await overview(client))["subscription"]
    assert (mine["status"], mine["cancelAtPeriodEnd"], mine["entitled"]) == ("active", True, True)
    assert subjects(settings, ctx["user"]["email"]).count("Your Nocturne subscription is canceled") == 1

    # The creation event (which said: not canceling) re-sent late by Stripe under a new event id.
    old = json.loads(ctx["created"][1])
    assert old["data"]["object"]["cancel_at_period_end"] is False
    late = _event(old["type"], old["data"]["object"])
    assert late["id"] != old["id"]
    await _deliver(client, runtime, late)

    assert (await overview(client))["subscription"]["cancelAtPeriodEnd"] is True
    async with runtime.sessionmaker() as db:
        row = await db.scalar(select(Subscription).where(Subscription.external_id == sub_id))
    assert row is not None
    assert (row.status, row.cancel_at_period_end) == ("active", True)
    assert subjects(settings, ctx["user"]["email"]).count("Your Nocturne subscription is canceled") == 1


@pytest.mark.parametrize(
    ("problem", "reason"),
    [
        ("no header", "no Stripe-Signature header"),
        ("wrong secret", "does not match our webhook secret"),
        ("tampered body", "does not match our webhook secret"),
        ("stale timestamp", "may be a replay"),
    ],
)
async def test_a_webhook_not_signed_by_stripe_is_400_and_stores_nothing(
    client: httpx.AsyncClient, runtime: Runtime, raw: httpx.AsyncClient, problem: str, reason: str
) -> None:
    user = (await signup(client))["user"]
    sub = await _subscribe(raw, user["id"], user["email"])
    event = _event("customer.subscription.created", sub)
    good_headers, good_body = _signed(event)
    if problem == "no header":
        headers, body = {"Content-Type": "application/json"}, good_body
    elif problem == "wrong secret":
        headers, body = _signed(event, secret="whsec_someone_else")
    elif problem == "tampered body":
        headers, body = good_headers, good_body.replace(user["id"].encode(), str(uuid.uuid4()).encode())
        assert body != good_body
    else:
        headers, body = _signed(event, at=int((clock.utcnow() - timedelta(hours=1)).timestamp()))

    r = await _send(client, headers, body)
    assert r.status_code == 400, r.text
    assert reason in r.json()["detail"]
    assert await _event_rows(runtime) == 0
    assert (await overview(client))["subscription"] is None

    # The same event, signed as Stripe signs it, is taken.
    assert (await _send(client, good_headers, good_body)).status_code == 204
    await _processed(runtime, event["id"])
    assert await _event_rows(runtime, event["id"]) == 1
    assert (await overview(client))["subscription"]["status"] == "active"


async def test_a_subscription_canceled_at_stripe_is_canceled_here(
    client: httpx.AsyncClient, runtime: Runtime, raw: httpx.AsyncClient, settings: Settings
) -> None:
    ctx = await _subscribed(client, runtime, raw)
    sub_id = ctx["sub"]["id"]

    deleted = (await raw.delete(f"/v1/subscriptions/{sub_id}")).json()
    assert deleted["status"] == "canceled"
    await _deliver(client, runtime, _event("customer.subscription.deleted", deleted))

    mine = (await overview(client))["subscription"]
    assert (mine["status"], mine["cancelAtPeriodEnd"]) == ("canceled", False)
    async with runtime.sessionmaker() as db:
        row = await db.scalar(select(Subscription).where(Subscription.external_id == sub_id))
    assert row is not None
    assert row.status == "canceled"
    assert row.canceled_at == _at(deleted["ended_at"])  # localstripe sets ended_at, never canceled_at
    assert subjects(settings, ctx["user"]["email"]).count("Your Nocturne subscription is canceled") == 1


async def test_a_subscription_canceled_at_once_at_stripe_ends_the_entitlement(
    client: httpx.AsyncClient, runtime: Runtime, raw: httpx.AsyncClient
) -> None:
    ctx = await _subscribed(client, runtime, raw)
    deleted = (await raw.delete(f"/v1/subscriptions/{ctx['sub']['id']}")).json()
    await _deliver(client, runtime, _event("customer.subscription.deleted", deleted))

    mine = (await overview(client))["subscription"]
    assert (mine["status"], mine["entitled"]) == ("canceled", False)
    assert (await _session_user(client))["isSubscriber"] is False
    assert (await overview(client))["allowance"]["dailyLimit"] == runtime.settings.free_daily_messages
