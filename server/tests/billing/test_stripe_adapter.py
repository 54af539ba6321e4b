"""The Stripe adapter (platform-services.md section 3, Stripe notes) against a real localstripe process.

localstripe is a stateful fake of an older Stripe API, so three gaps are bridged, each where it is used:
- it has no Checkout Sessions: checkout is checked with respx against Stripe-shaped responses;
- it has no Prices and no `proration_behavior` (Plans and `prorate` only): `LocalstripeDialect` renames
  those two parameters on the wire and records what the adapter really sent;
- it never reports `trialing` and keeps `current_period_end` at the top level: the status table and the
  newer item-level field are checked with respx against a recorded-shape subscription.
Webhook signatures are checked on events signed here and on events localstripe signs and delivers itself.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import threading
import time
from collections.abc import AsyncIterator, Iterator
from datetime import UTC, datetime, timedelta
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qsl

import httpx
import pytest
import respx

from nocturne.billing.providers.port import (
    CheckoutRequest,
    ProviderError,
    ProviderEvent,
    WebhookRejected,
    WebhookRequest,
)
from nocturne.billing.providers.stripe import StripeProvider
from tests.billing.localstripe_fixture import (
    API_KEY,
    LocalstripeDialect,
    create_plans,
    free_port,
    localstripe_process,  # noqa: F401  (registers the localstripe fixture)
)

SECRET = "whsec_test_nocturne"
STRIPE = "https://api.stripe.test"
MONTH, YEAR = "price_plus_month", "price_plus_year"
NOW = datetime(2026, 3, 10, 12, 0, tzinfo=UTC)


@pytest.fixture(scope="module")
def localstripe_url(localstripe: str) -> str:
    """The module's localstripe process, with a product and two plans."""
    create_plans(localstripe, "prod_plus", ((MONTH, 999, "month"), (YEAR, 9999, "year")))
    return localstripe


@pytest.fixture
def wire() -> LocalstripeDialect:
    return LocalstripeDialect()


@pytest.fixture
async def stripe(localstripe_url: str, wire: LocalstripeDialect) -> AsyncIterator[StripeProvider]:
    client = httpx.AsyncClient(transport=wire)
    provider = StripeProvider(API_KEY, SECRET, api_base=localstripe_url, client=client)
    yield provider
    await provider.aclose()
    await client.aclose()


@pytest.fixture
async def raw(localstripe_url: str) -> AsyncIterator[httpx.AsyncClient]:
    """Stripe's API without the adapter, to set up customers and subscriptions and to read the truth."""
    async with httpx.AsyncClient(base_url=localstripe_url, auth=(API_KEY, "")) as client:
        yield client


async def _post(raw: httpx.AsyncClient, path: str, **data: str) -> dict:
    response = await raw.post(path, data=data)
    assert response.status_code == 200, response.text
    return dict(response.json())


async def _subscribe(raw: httpx.AsyncClient, card: str = "4242424242424242", **extra: str) -> dict:
    """A customer paying with `card` (a Stripe test number) subscribed to the monthly plan."""
    card_data = {"number": card, "exp_month": "12", "exp_year": "2030", "cvc": "123"}
    pm = await _post(
        raw, "/v1/payment_methods", type="card", **{f"card[{k}]": v for k, v in card_data.items()}
    )
    customer = await _post(
        raw,
        "/v1/customers",
        email="fan@example.com",
        payment_method=pm["id"],
        **{"invoice_settings[default_payment_method]": pm["id"]},
    )
    return await _post(
        raw,
        "/v1/subscriptions",
        customer=customer["id"],
        **{"items[0][plan]": MONTH, "metadata[client_reference]": "user-42"},
        **extra,
    )


def _at(ts: int) -> datetime:
    return datetime.fromtimestamp(ts, UTC)


# --- Subscriptions against localstripe ---------------------------------------------------------------


async def test_an_active_subscription_maps_every_field(
    stripe: StripeProvider, raw: httpx.AsyncClient
) -> None:
    created = await _subscribe(raw)
    invoice = (await raw.get(f"/v1/invoices/{created['latest_invoice']}")).json()

    sub = await stripe.fetch_subscription(created["id"])

    assert sub.subscription_id == created["id"]
    assert sub.status == "active"
    assert sub.external_price_id == MONTH
    assert sub.client_reference == "user-42"
    assert sub.customer_id == created["customer"]
    assert sub.start_time == _at(created["start_date"])
    assert sub.current_period_end == _at(created["current_period_end"])
    assert sub.current_period_end.month == sub.start_time.month % 12 + 1  # a monthly plan
    assert sub.last_payment_time == _at(invoice["status_transitions"]["paid_at"])
    assert sub.trial_end is None
    assert sub.cancel_at_period_end is False
    assert sub.canceled_at is None


async def test_a_trial_carries_its_trial_end_and_no_payment(
    stripe: StripeProvider, raw: httpx.AsyncClient
) -> None:
    trial_end = int(time.time()) + 14 * 86400
    created = await _subscribe(raw, trial_end=str(trial_end))

    sub = await stripe.fetch_subscription(created["id"])

    assert sub.trial_end == _at(trial_end)
    assert sub.last_payment_time is None
    assert await stripe.list_payments(created["id"]) == []
    # localstripe leaves a trial "incomplete" where Stripe says "trialing" (checked with respx below);
    # incomplete is Stripe's "first payment not through yet", which is our pending.
    assert created["status"] == "incomplete"
    assert sub.status == "pending"


async def test_cancel_at_period_end_then_resume(stripe: StripeProvider, raw: httpx.AsyncClient) -> None:
    created = await _subscribe(raw)

    canceled = await stripe.cancel(created["id"], at_period_end=True)
    assert (canceled.status, canceled.cancel_at_period_end) == ("active", True)
    assert (await stripe.fetch_subscription(created["id"])).cancel_at_period_end is True

    resumed = await stripe.resume(created["id"])
    assert (resumed.status, resumed.cancel_at_period_end) == ("active", False)
    assert (await raw.get(f"/v1/subscriptions/{created['id']}")).json()["cancel_at_period_end"] is False


async def test_cancel_now_ends_the_subscription(stripe: StripeProvider, raw: httpx.AsyncClient) -> None:
    created = await _subscribe(raw)

    canceled = await stripe.cancel(created["id"], at_period_end=False)

    assert canceled.status == "canceled"
    assert canceled.canceled_at is not None
    assert abs(canceled.canceled_at - datetime.now(UTC)) < timedelta(minutes=1)
    assert (await stripe.fetch_subscription(created["id"])).status == "canceled"


async def test_change_plan_replaces_the_item_with_prorations(
    stripe: StripeProvider, raw: httpx.AsyncClient, wire: LocalstripeDialect
) -> None:
    created = await _subscribe(raw)
    item_id = created["items"]["data"][0]["id"]

    changed = await stripe.change_plan(created["id"], YEAR)

    assert changed.external_price_id == YEAR
    assert (await stripe.fetch_subscription(created["id"])).external_price_id == YEAR
    update = [form for method, path, form in wire.sent if method == "POST" and path.endswith(created["id"])]
    assert update == [
        {"items[0][id]": item_id, "items[0][price]": YEAR, "proration_behavior": "create_prorations"}
    ]
    # The yearly price less the unused month, charged at once.
    payments = await stripe.list_payments(created["id"])
    assert sorted((p.status, p.amount_minor) for p in payments) == [("paid", 999), ("paid", 9999 - 999)]


async def test_list_payments_paid_and_failed(stripe: StripeProvider, raw: httpx.AsyncClient) -> None:
    good = await _subscribe(raw)
    declined = await _subscribe(raw, card="4000000000000341")  # attaches, then every charge is declined

    [paid] = await stripe.list_payments(good["id"])
    [failed] = await stripe.list_payments(declined["id"])

    assert (paid.payment_id, paid.status, paid.amount_minor, paid.currency) == (
        good["latest_invoice"],
        "paid",
        999,
        "USD",
    )
    assert paid.subscription_id == good["id"]
    assert paid.paid_at is not None
    assert (failed.payment_id, failed.status, failed.amount_minor, failed.paid_at) == (
        declined["latest_invoice"],
        "failed",
        999,
        None,
    )
    assert (await stripe.fetch_subscription(declined["id"])).status == "pending"


async def test_an_unknown_subscription_is_a_provider_error(
    stripe: StripeProvider, raw: httpx.AsyncClient
) -> None:
    with pytest.raises(ProviderError) as missing:
        await stripe.fetch_subscription("sub_doesnotexist")
    assert missing.value.status == 404
    assert missing.value.message == "Not Found"  # Stripe's own message, passed on

    created = await _subscribe(raw)
    with pytest.raises(ProviderError) as no_price:
        await stripe.change_plan(created["id"], "price_doesnotexist")
    assert no_price.value.status == 404


async def test_a_wrong_api_key_says_the_settings_need_attention(localstripe_url: str) -> None:
    provider = StripeProvider("not-a-key", SECRET, api_base=localstripe_url)
    with pytest.raises(ProviderError) as refused:
        await provider.fetch_subscription("sub_any")
    await provider.aclose()
    assert refused.value.status == 502
    assert "payment settings need attention" in refused.value.message


async def test_an_unreachable_provider_says_try_again() -> None:
    provider = StripeProvider(API_KEY, SECRET, api_base=f"http://127.0.0.1:{free_port()}")
    with pytest.raises(ProviderError) as down:
        await provider.fetch_subscription("sub_any")
    await provider.aclose()
    assert down.value.status == 503
    assert down.value.message == "The payment provider could not be reached. Try again in a minute."


# --- Webhooks signed and delivered by localstripe ----------------------------------------------------


@pytest.fixture
def inbox() -> Iterator[tuple[str, list[tuple[dict[str, str], bytes]]]]:
    """An HTTP endpoint that keeps every webhook delivered to it (headers lower-cased, raw body)."""
    received: list[tuple[dict[str, str], bytes]] = []

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            body = self.rfile.read(int(self.headers.get("content-length", 0)))
            received.append(({k.lower(): v for k, v in self.headers.items()}, body))
            self.send_response(200)
            self.end_headers()

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/hook", received
    server.shutdown()
    server.server_close()


async def test_webhooks_signed_by_localstripe_verify_and_parse(
    raw: httpx.AsyncClient, inbox: tuple[str, list[tuple[dict[str, str], bytes]]]
) -> None:
    url, received = inbox
    types = ["customer.subscription.created", "invoice.payment_succeeded"]
    hook = await raw.post("/_config/webhooks/nocturne", json={"url": url, "secret": SECRET, "events": types})
    assert hook.status_code == 200
    created = await _subscribe(raw)
    events: dict[str, ProviderEvent] = {}
    deadline = time.monotonic() + 15  # localstripe waits a second before each delivery
    provider = StripeProvider(API_KEY, SECRET, clock=lambda: datetime.now(UTC))
    while time.monotonic() < deadline and len(events) < 2:
        for headers, body in received:
            event = provider.verify_and_parse(WebhookRequest(headers=headers, body=body))
            if event.subscription_id == created["id"]:
                events[event.type] = event
        await asyncio.sleep(0.2)

    assert set(events) == set(types)
    assert events["customer.subscription.created"].event_id.startswith("evt_")
    payment = events["invoice.payment_succeeded"].payment
    assert payment is not None
    assert (payment.payment_id, payment.status, payment.amount_minor, payment.currency) == (
        created["latest_invoice"],
        "paid",
        999,
        "USD",
    )
    headers, body = received[0]
    with pytest.raises(WebhookRejected):
        provider.verify_and_parse(WebhookRequest(headers=headers, body=body.replace(b"sub_", b"sub_X")))
    other = StripeProvider(API_KEY, "whsec_someone_else", clock=lambda: datetime.now(UTC))
    with pytest.raises(WebhookRejected):
        other.verify_and_parse(WebhookRequest(headers=headers, body=body))
    await provider.aclose()
    await other.aclose()


# --- Checkout (localstripe has no Checkout Sessions: respx with Stripe's response shape) ----------------


@pytest.fixture
async def offline() -> AsyncIterator[StripeProvider]:
    provider = StripeProvider(API_KEY, SECRET, api_base=STRIPE, clock=lambda: NOW)
    yield provider
    await provider.aclose()


def _checkout(**overrides: object) -> CheckoutRequest:
    fields: dict = {
        "mode": "subscription",
        "client_reference": "user-42",
        "email": "fan@example.com",
        "external_price_id": MONTH,
        "name": "Plus",
        "amount_minor": 999,
        "currency": "USD",
        "trial_days": 14,
        "interval": "month",
        "success_url": "https://nocturne.test/billing/return",
        "cancel_url": "https://nocturne.test/billing",
        "item_id": "plus-month-trial",
    }
    return CheckoutRequest(**{**fields, **overrides})


async def test_checkout_for_a_trial_plan(offline: StripeProvider) -> None:
    session = {
        "id": "cs_test_a1",
        "object": "checkout.session",
        "url": "https://checkout.stripe.com/c/pay/cs_test_a1",
    }
    with respx.mock(base_url=STRIPE) as mock:
        route = mock.post("/v1/checkout/sessions").respond(200, json=session)
        start = await offline.create_checkout(_checkout())

    assert (start.checkout_id, start.redirect_url) == ("cs_test_a1", session["url"])
    sent = route.calls.last.request
    assert sent.headers["authorization"] == f"Bearer {API_KEY}"
    form = dict(parse_qsl(sent.content.decode()))
    assert form == {
        "mode": "subscription",
        "line_items[0][price]": MONTH,
        "line_items[0][quantity]": "1",
        "client_reference_id": "user-42",
        "customer_email": "fan@example.com",
        "success_url": "https://nocturne.test/billing/return?session_id={CHECKOUT_SESSION_ID}",
        "cancel_url": "https://nocturne.test/billing",
        "metadata[item_id]": "plus-month-trial",
        "metadata[client_reference]": "user-42",
        "subscription_data[metadata][client_reference]": "user-42",
        "subscription_data[metadata][item_id]": "plus-month-trial",
        "subscription_data[trial_period_days]": "14",
        "payment_method_collection": "if_required",
    }


async def test_checkout_for_a_credit_pack_is_a_one_time_payment(offline: StripeProvider) -> None:
    session = {"id": "cs_test_b2", "url": "https://checkout.stripe.com/c/pay/cs_test_b2"}
    with respx.mock(base_url=STRIPE) as mock:
        route = mock.post("/v1/checkout/sessions").respond(200, json=session)
        await offline.create_checkout(
            _checkout(
                mode="payment",
                trial_days=0,
                external_price_id="price_pack",
                success_url="https://n.test/r?x=1",
            )
        )

    form = dict(parse_qsl(route.calls.last.request.content.decode()))
    assert form["mode"] == "payment"
    assert form["line_items[0][price]"] == "price_pack"
    assert form["success_url"] == "https://n.test/r?x=1&session_id={CHECKOUT_SESSION_ID}"
    assert not any(key.startswith("subscription_data") for key in form)
    assert "payment_method_collection" not in form


@pytest.mark.parametrize(
    ("session", "expected"),
    [
        ({"mode": "subscription", "status": "open", "payment_status": "unpaid"}, ("open", None, None)),
        (
            {
                "mode": "subscription",
                "status": "complete",
                "payment_status": "no_payment_required",
                "subscription": "sub_9",
            },
            ("complete", "sub_9", None),
        ),
        (
            {"mode": "payment", "status": "complete", "payment_status": "unpaid", "payment_intent": "pi_7"},
            ("pending", None, None),
        ),
        (
            {"mode": "payment", "status": "complete", "payment_status": "paid", "payment_intent": "pi_7"},
            ("complete", None, "pi_7"),
        ),
        ({"mode": "payment", "status": "expired", "payment_status": "unpaid"}, ("expired", None, None)),
    ],
)
async def test_fetch_checkout_maps_status(offline: StripeProvider, session: dict, expected: tuple) -> None:
    body = {
        "id": "cs_test_c3",
        "client_reference_id": "user-42",
        "metadata": {"item_id": "pack-100"},
        **session,
    }
    with respx.mock(base_url=STRIPE) as mock:
        mock.get("/v1/checkout/sessions/cs_test_c3").respond(200, json=body)
        checkout = await offline.fetch_checkout("cs_test_c3")

    assert (checkout.status, checkout.subscription_id, checkout.payment_id) == expected
    assert (checkout.mode, checkout.client_reference, checkout.item_id) == (
        session["mode"],
        "user-42",
        "pack-100",
    )


@pytest.mark.parametrize(
    ("status", "body", "expected_status", "expected_message"),
    [
        (
            400,
            {"error": {"message": "No such price: 'price_x'", "type": "invalid_request_error"}},
            400,
            "No such price: 'price_x'",
        ),
        (
            402,
            {"error": {"message": "Your card was declined.", "type": "card_error"}},
            400,
            "Your card was declined.",
        ),
        (
            429,
            {"error": {"message": "Too many requests"}},
            503,
            "The payment provider is busy. Try again in a minute.",
        ),
        (
            500,
            {"error": {"message": "internal"}},
            502,
            "The payment provider had a problem. Try again in a minute.",
        ),
    ],
)
async def test_stripe_errors_become_provider_errors(
    offline: StripeProvider, status: int, body: dict, expected_status: int, expected_message: str
) -> None:
    with respx.mock(base_url=STRIPE) as mock:
        mock.post("/v1/checkout/sessions").respond(status, json=body)
        with pytest.raises(ProviderError) as refused:
            await offline.create_checkout(_checkout())
    assert (refused.value.status, refused.value.message) == (expected_status, expected_message)


# --- Subscription statuses localstripe cannot produce (recorded shape, API 2025-03-31 and later) ---------


@pytest.mark.parametrize(
    ("stripe_status", "ours"),
    [
        ("trialing", "trialing"),
        ("active", "active"),
        ("past_due", "past_due"),
        ("unpaid", "past_due"),
        ("paused", "past_due"),
        ("canceled", "canceled"),
        ("incomplete", "pending"),
        ("incomplete_expired", "expired"),
    ],
)
async def test_every_stripe_status_maps_to_ours(
    offline: StripeProvider, stripe_status: str, ours: str
) -> None:
    start, trial_end, period_end = 1773144000, 1774353600, 1776031200
    sub = {
        "id": "sub_1R",
        "object": "subscription",
        "status": stripe_status,
        "customer": "cus_1",
        "start_date": start,
        "trial_end": trial_end,
        "cancel_at_period_end": False,
        "canceled_at": None,
        "metadata": {"client_reference": "user-42"},
        "items": {"data": [{"id": "si_1", "price": {"id": MONTH}, "current_period_end": period_end}]},
    }
    with respx.mock(base_url=STRIPE) as mock:
        mock.get("/v1/subscriptions/sub_1R").respond(200, json=sub)
        mock.get("/v1/invoices", params={"subscription": "sub_1R"}).respond(200, json={"data": []})
        mapped = await offline.fetch_subscription("sub_1R")

    assert mapped.status == ours
    assert (mapped.external_price_id, mapped.client_reference) == (MONTH, "user-42")
    assert (mapped.start_time, mapped.trial_end, mapped.current_period_end) == (
        _at(start),
        _at(trial_end),
        _at(period_end),
    )


# --- Webhooks signed here -----------------------------------------------------------------------------


def _signed(
    event: dict, *, at: datetime = NOW, secret: str = SECRET, extra_v1: str | None = None
) -> WebhookRequest:
    body = json.dumps(event).encode()
    t = int(at.timestamp())
    v1 = hmac.new(secret.encode(), f"{t}.".encode() + body, hashlib.sha256).hexdigest()
    header = f"t={t},v1={extra_v1},v1={v1}" if extra_v1 else f"t={t},v1={v1}"
    return WebhookRequest(headers={"stripe-signature": header, "content-type": "application/json"}, body=body)


def _event(type_: str, obj: dict) -> dict:
    return {
        "id": "evt_1",
        "object": "event",
        "type": type_,
        "created": int(NOW.timestamp()),
        "data": {"object": obj},
    }


async def test_a_signed_subscription_update_is_parsed(offline: StripeProvider) -> None:
    event = _event(
        "customer.subscription.updated", {"id": "sub_1R", "object": "subscription", "status": "active"}
    )

    parsed = offline.verify_and_parse(_signed(event, extra_v1="0" * 64))  # a rolled secret's value first

    assert (parsed.event_id, parsed.type, parsed.occurred_at) == (
        "evt_1",
        "customer.subscription.updated",
        NOW,
    )
    assert (parsed.subscription_id, parsed.checkout_id, parsed.payment) == ("sub_1R", None, None)
    assert parsed.raw == event


@pytest.mark.parametrize(
    ("request_", "reason"),
    [
        (WebhookRequest(headers={}, body=b"{}"), "no Stripe-Signature header"),
        (WebhookRequest(headers={"stripe-signature": "nonsense"}, body=b"{}"), "garbled"),
        (WebhookRequest(headers={"stripe-signature": "t=abc,v1=00"}, body=b"{}"), "garbled"),
        (WebhookRequest(headers={"stripe-signature": f"t={int(NOW.timestamp())}"}, body=b"{}"), "garbled"),
        (_signed(_event("invoice.paid", {}), secret="whsec_other"), "does not match"),
        (
            WebhookRequest(headers={"stripe-signature": f"t={int(NOW.timestamp())},v1=é"}, body=b"{}"),
            "does not match",
        ),
        (_signed(_event("invoice.paid", {}), at=NOW - timedelta(seconds=301)), "may be a replay"),
        (_signed(_event("invoice.paid", {}), at=NOW + timedelta(seconds=301)), "may be a replay"),
    ],
)
def test_webhooks_that_are_not_from_stripe_are_rejected(
    offline: StripeProvider, request_: WebhookRequest, reason: str
) -> None:
    with pytest.raises(WebhookRejected) as rejected:
        offline.verify_and_parse(request_)
    assert reason in rejected.value.message
    assert rejected.value.status == 400


def test_a_webhook_at_the_edge_of_the_tolerance_is_accepted(offline: StripeProvider) -> None:
    event = _event("customer.subscription.deleted", {"id": "sub_1R", "object": "subscription"})
    assert (
        offline.verify_and_parse(_signed(event, at=NOW - timedelta(seconds=300))).subscription_id == "sub_1R"
    )


def test_a_tampered_body_is_rejected(offline: StripeProvider) -> None:
    signed = _signed(_event("invoice.paid", {"id": "in_1", "object": "invoice", "amount_paid": 999}))
    forged = WebhookRequest(headers=signed.headers, body=signed.body.replace(b"999", b"1"))
    with pytest.raises(WebhookRejected):
        offline.verify_and_parse(forged)


@pytest.mark.parametrize("type_", ["invoice.paid", "invoice.payment_succeeded"])
def test_a_paid_invoice_carries_its_payment(offline: StripeProvider, type_: str) -> None:
    paid_at = int(NOW.timestamp()) - 5
    invoice = {
        "id": "in_1",
        "object": "invoice",
        "status": "paid",
        "amount_due": 999,
        "amount_paid": 999,
        "currency": "usd",
        "status_transitions": {"paid_at": paid_at},
        # Where API versions from 2025-03-31 put the subscription.
        "parent": {"type": "subscription_details", "subscription_details": {"subscription": "sub_1R"}},
    }
    parsed = offline.verify_and_parse(_signed(_event(type_, invoice)))

    assert parsed.subscription_id == "sub_1R"
    payment = parsed.payment
    assert payment is not None
    assert (payment.payment_id, payment.status, payment.amount_minor, payment.currency) == (
        "in_1",
        "paid",
        999,
        "USD",
    )
    assert (payment.paid_at, payment.subscription_id) == (_at(paid_at), "sub_1R")


def test_a_failed_invoice_payment(offline: StripeProvider) -> None:
    invoice = {
        "id": "in_2",
        "object": "invoice",
        "status": "open",
        "attempt_count": 1,
        "amount_due": 9999,
        "amount_paid": 0,
        "currency": "eur",
        "subscription": "sub_2",
        "status_transitions": {"paid_at": None},
    }
    parsed = offline.verify_and_parse(_signed(_event("invoice.payment_failed", invoice)))

    assert parsed.subscription_id == "sub_2"
    assert parsed.payment is not None
    assert (parsed.payment.status, parsed.payment.amount_minor, parsed.payment.currency) == (
        "failed",
        9999,
        "EUR",
    )
    assert parsed.payment.paid_at is None


def test_a_completed_checkout_for_a_credit_pack_is_a_payment(offline: StripeProvider) -> None:
    session = {
        "id": "cs_test_p1",
        "object": "checkout.session",
        "mode": "payment",
        "status": "complete",
        "payment_status": "paid",
        "payment_intent": "pi_3",
        "amount_total": 499,
        "currency": "usd",
        "subscription": None,
        "client_reference_id": "user-42",
    }
    parsed = offline.verify_and_parse(_signed(_event("checkout.session.completed", session)))

    assert (parsed.checkout_id, parsed.subscription_id) == ("cs_test_p1", None)
    assert parsed.payment is not None
    assert (parsed.payment.payment_id, parsed.payment.status, parsed.payment.amount_minor) == (
        "pi_3",
        "paid",
        499,
    )
    assert (parsed.payment.checkout_id, parsed.payment.subscription_id, parsed.payment.paid_at) == (
        "cs_test_p1",
        None,
        NOW,
    )


def test_a_completed_checkout_for_a_subscription_names_it(offline: StripeProvider) -> None:
    session = {
        "id": "cs_test_s1",
        "object": "checkout.session",
        "mode": "subscription",
        "subscription": "sub_1R",
        "payment_intent": None,
        "payment_status": "no_payment_required",
        "status": "complete",
    }
    parsed = offline.verify_and_parse(_signed(_event("checkout.session.completed", session)))

    assert (parsed.checkout_id, parsed.subscription_id, parsed.payment) == ("cs_test_s1", "sub_1R", None)
