"""Subscriptions through CCBill, end to end over the API (platform-services.md section 3 Billing; spec 1
Account and billing, 4 Subscription end or renewal date, 9 Subscriptions): the app's subscription state
follows sequences of CCBill's webhooks, each verified (source address and our secret), stored once per
event id, and applied by re-fetching the subscription from CCBill's DataLink (the HTTP double in
tests/billing/ccbill_double.py), with our checkout row naming the user and the plan."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from typing import Any, Literal
from urllib.parse import parse_qsl, urlsplit

import httpx
import pytest
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.billing import tasks
from nocturne.billing.plans import Plans
from nocturne.billing.providers.ccbill import CCBILL_TIME, CCBILL_WEBHOOK_NETWORKS, CCBillProvider
from nocturne.billing.renewal import add_months
from nocturne.config import Settings
from nocturne.kit import clock
from nocturne.models.billing import BillingEvent, Checkout, Payment, Subscription
from nocturne.runtime import Runtime
from tests.billing.billing_helpers import subjects
from tests.billing.ccbill_double import CCBILL_IP, FLEX_BASE, CCBillDouble
from tests.helpers import ORIGIN, signup

GRANT = 10
SECRET = "whk-flow-5d1e80c2"
ASGI_CLIENT_IP = "127.0.0.1"  # the address httpx.ASGITransport gives the test client
PLAN = "ultimate-monthly"  # no trial: the first payment is the plan's price
PRICE_MINOR = 2499
RECEIPT = "Your Nocturne receipt"
PAYMENT_FAILED = "Your Nocturne payment failed"
CANCELED = "Your Nocturne subscription is canceled"


@pytest.fixture
def settings(settings: Settings) -> Settings:
    # The app starts with the fake provider; the ccbill fixture swaps CCBill in.
    return settings.model_copy(update={"credits_free_grant": GRANT, "payment_provider": "fake"})


@pytest.fixture
def runtime(app: object) -> Runtime:
    value: Runtime = app.state.runtime  # type: ignore[attr-defined]
    return value


@pytest.fixture
def double() -> CCBillDouble:
    """CCBill's servers, on the app's clock (whole seconds, as CCBill's timestamps have)."""
    return CCBillDouble(now=clock.utcnow().replace(microsecond=0))


def ccbill_plan_id(plan_id: str) -> str:
    return "ccbill_" + plan_id.replace("-", "_")


@pytest.fixture
async def ccbill(runtime: Runtime, double: CCBillDouble) -> AsyncIterator[CCBillProvider]:
    """The running app's billing switched to CCBill: the adapter talks to the double, accepts webhooks
    from CCBill's ranges and from the ASGI test client's address, and the plans are sold through it
    (dynamic pricing: the plan's price goes in the form, its CCBill id only travels as a passthrough)."""
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=double.app)) as http:
        provider = double.provider(
            http, SECRET, webhook_networks=[*CCBILL_WEBHOOK_NETWORKS, f"{ASGI_CLIENT_IP}/32"]
        )
        billing = runtime.billing
        saved = (billing.provider, billing.fake, billing.plans)
        billing.plans = Plans(
            [
                plan.model_copy(
                    update={
                        "provider_plan_ids": {**plan.provider_plan_ids, "ccbill": ccbill_plan_id(plan.id)}
                    }
                )
                for plan in saved[2].all()
            ]
        )
        billing.provider, billing.fake = provider, None
        try:
            yield provider
        finally:
            billing.provider, billing.fake, billing.plans = saved


# --- helpers ----------------------------------------------------------------------------------------


async def processed(runtime: Runtime, seconds: float = 10) -> None:
    """Wait until every stored billing event was processed (whatever the provider); an event whose
    processing failed fails the test with its reason instead of timing out."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + seconds
    while True:
        if runtime.billing.fake is not None:
            await runtime.billing.fake.drain()
        async with runtime.sessionmaker() as session:
            waiting = (
                await session.execute(
                    select(BillingEvent.type, BillingEvent.error).where(BillingEvent.processed_at.is_(None))
                )
            ).all()
        failed = [f"{row.type}: {row.error}" for row in waiting if row.error]
        assert not failed, f"billing events failed: {failed}"
        if not waiting:
            return
        assert loop.time() < deadline, f"{len(waiting)} billing events still unprocessed"
        await asyncio.sleep(0.05)


def travel(double: CCBillDouble, delta: timedelta) -> None:
    """Time passes for the app and for CCBill alike."""
    clock.travel(delta)
    double.advance(delta)


def ccbill_day(moment: datetime) -> datetime:
    """A date as CCBill's DataLink reports it (YYYYMMDD, Arizona time), read back as the adapter does."""
    local = moment.astimezone(CCBILL_TIME)
    return datetime(local.year, local.month, local.day, tzinfo=CCBILL_TIME).astimezone(UTC)


def webhook_time(moment: datetime) -> str:
    return moment.astimezone(CCBILL_TIME).strftime("%Y-%m-%d %H:%M:%S")


def _time(value: str | None) -> datetime | None:
    return datetime.fromisoformat(value.replace("Z", "+00:00")) if value else None


async def post_webhook(
    client: httpx.AsyncClient,
    event_type: str,
    fields: dict[str, str],
    *,
    secret: str | None = SECRET,
    fmt: Literal["json", "form"] = "json",
    provider: str = "ccbill",
) -> httpx.Response:
    """POST the webhook CCBill would send to the URL we registered (`?secret=…`, CCBill adds eventType)."""
    request = CCBillDouble.webhook(event_type, fields, fmt=fmt, secret=secret)
    return await client.post(
        f"/api/billing/webhooks/{provider}",
        params=dict(request.query),
        content=request.body,
        headers=dict(request.headers),
    )


async def deliver(
    client: httpx.AsyncClient, runtime: Runtime, event_type: str, fields: dict[str, str], **kwargs: Any
) -> None:
    r = await post_webhook(client, event_type, fields, **kwargs)
    assert r.status_code == 204, r.text
    await processed(runtime)


def sender(app: object, address: str) -> httpx.AsyncClient:
    """A client connecting from `address`, with no session: how CCBill's servers reach us."""
    transport = httpx.ASGITransport(app=app, client=(address, 443))  # type: ignore[arg-type]
    return httpx.AsyncClient(transport=transport, base_url=ORIGIN)


async def start(client: httpx.AsyncClient, plan_id: str = PLAN) -> dict[str, Any]:
    r = await client.post("/api/billing/checkout", json={"kind": "subscription", "itemId": plan_id})
    assert r.status_code == 201, r.text
    started: dict[str, Any] = r.json()
    return started


async def subscribe(
    client: httpx.AsyncClient, runtime: Runtime, double: CCBillDouble, plan_id: str = PLAN
) -> tuple[dict[str, Any], dict[str, str]]:
    """Checkout, pay on CCBill's hosted form, CCBill's NewSaleSuccess delivered and processed."""
    started = await start(client, plan_id)
    sale = double.complete_checkout(started["redirectUrl"])
    await deliver(client, runtime, "NewSaleSuccess", sale)
    return started, sale


async def overview(client: httpx.AsyncClient) -> dict[str, Any]:
    r = await client.get("/api/billing")
    assert r.status_code == 200, r.text
    body: dict[str, Any] = r.json()
    return body


async def subscription_of(client: httpx.AsyncClient) -> dict[str, Any]:
    sub: dict[str, Any] | None = (await overview(client))["subscription"]
    assert sub is not None
    return sub


async def payments(client: httpx.AsyncClient) -> list[dict[str, Any]]:
    r = await client.get("/api/billing/payments")
    assert r.status_code == 200, r.text
    rows: list[dict[str, Any]] = r.json()
    return rows


async def is_subscriber(client: httpx.AsyncClient) -> bool:
    return bool((await client.get("/api/auth/session")).json()["user"]["isSubscriber"])


async def count(db: AsyncSession, model: type[Any]) -> int:
    db.expire_all()
    return int(await db.scalar(select(func.count()).select_from(model)) or 0)


async def checkout_row(db: AsyncSession, checkout_id: str) -> Checkout:
    db.expire_all()
    row = await db.scalar(select(Checkout).where(Checkout.id == uuid.UUID(checkout_id)))
    assert row is not None
    return row


# --- checkout and the sale ---------------------------------------------------------------------------


async def test_a_checkout_goes_to_ccbill_and_its_sale_webhook_unlocks_the_plan(
    client: httpx.AsyncClient,
    runtime: Runtime,
    ccbill: CCBillProvider,
    double: CCBillDouble,
    db: AsyncSession,
    settings: Settings,
) -> None:
    me = (await signup(client))["user"]
    before = await overview(client)
    assert (before["provider"], before["prorates"], before["subscription"]) == ("ccbill", False, None)
    assert [p["id"] for p in before["plans"]] == [
        "premium-monthly",
        "ultimate-monthly",
        "premium-yearly",
        "ultimate-yearly",
    ]
    ultimate = next(p for p in before["plans"] if p["id"] == PLAN)

    started = await start(client)
    url = started["redirectUrl"]
    row = await checkout_row(db, started["checkoutId"])
    assert (row.user_id, row.provider, row.kind, row.item_id, row.status) == (
        uuid.UUID(me["id"]),
        "ccbill",
        "subscription",
        PLAN,
        "open",
    )
    assert row.external_id.startswith("ccb_sub_")
    assert url.startswith(f"{FLEX_BASE}/{double.flexform_id}?")
    form = dict(parse_qsl(urlsplit(url).query))
    assert form.pop("formDigest")
    assert form == {
        "clientSubacc": double.subaccount,
        "initialPrice": "24.99",
        "initialPeriod": "30",
        "recurringPrice": "24.99",
        "recurringPeriod": "30",
        "numRebills": "99",
        "currencyCode": "840",
        "email": me["email"],
        "nocturne_checkout": row.external_id,
        "nocturne_user": me["id"],
        "nocturne_item": PLAN,
        "nocturne_price": ccbill_plan_id(PLAN),
    }
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=double.app)) as browser:
        assert (await browser.get(url)).status_code == 200, "CCBill's form takes the priced request"
    waiting = (await client.get(f"/api/billing/checkout/{started['checkoutId']}")).json()
    assert (waiting["status"], waiting["subscription"], waiting["unlocks"]) == ("pending", None, [])

    sold_at = double.now
    sale = double.complete_checkout(url)
    assert sale["X-nocturne_checkout"] == row.external_id
    await deliver(client, runtime, "NewSaleSuccess", sale)

    sub = await subscription_of(client)
    assert (sub["planId"], sub["provider"], sub["status"], sub["entitled"]) == (
        PLAN,
        "ccbill",
        "active",
        True,
    )
    assert sub["cancelAtPeriodEnd"] is False
    assert _time(sub["startTime"]) == ccbill_day(sold_at)
    assert _time(sub["currentPeriodEnd"]) == ccbill_day(sold_at + timedelta(days=30))
    assert await is_subscriber(client) is True
    after = await overview(client)
    assert after["credits"]["balance"] == GRANT + ultimate["monthlyCredits"]
    assert after["allowance"]["dailyLimit"] is None, "subscribers chat without the allowance"
    paid = await payments(client)
    assert [(p["status"], p["amountMinor"], p["currency"], p["itemId"]) for p in paid] == [
        ("paid", PRICE_MINOR, "USD", PLAN)
    ]
    assert _time(paid[0]["paidAt"]) == sold_at
    assert subjects(settings, me["email"]).count(RECEIPT) == 1

    done = (await client.get(f"/api/billing/checkout/{started['checkoutId']}")).json()
    assert (done["status"], done["subscription"]["status"]) == ("complete", "active")
    assert done["unlocks"] == ultimate["unlocks"]

    db.expire_all()
    stored = (await db.scalars(select(Subscription))).all()
    assert [(s.external_id, s.user_id, s.plan_id) for s in stored] == [
        (sale["subscriptionId"], uuid.UUID(me["id"]), PLAN)
    ]
    events = (await db.scalars(select(BillingEvent))).all()
    assert [(e.provider, e.type, e.event_id) for e in events] == [
        (
            "ccbill",
            "NewSaleSuccess",
            f"NewSaleSuccess|{sale['transactionId']}|{sale['subscriptionId']}|{sale['timestamp']}",
        )
    ]
    assert "password" not in events[0].payload["raw"]
    # The state came from CCBill's DataLink, asked once while processing the event.
    assert double.sms_calls == ["viewSubscriptionStatus"]


# --- renewals ------------------------------------------------------------------------------------------


async def test_a_rebill_records_a_second_paid_payment_and_extends_the_paid_period(
    client: httpx.AsyncClient,
    runtime: Runtime,
    ccbill: CCBillProvider,
    double: CCBillDouble,
    settings: Settings,
) -> None:
    email = (await signup(client))["user"]["email"]
    sold_at = double.now
    _, sale = await subscribe(client, runtime, double)
    travel(double, timedelta(days=30))

    await deliver(client, runtime, "RenewalSuccess", double.renew(sale["subscriptionId"]))

    sub = await subscription_of(client)
    assert (sub["status"], sub["entitled"], sub["cancelAtPeriodEnd"]) == ("active", True, False)
    assert _time(sub["currentPeriodEnd"]) == ccbill_day(sold_at + timedelta(days=60))
    paid = await payments(client)
    assert [(p["status"], p["amountMinor"], p["currency"], p["itemId"]) for p in paid] == [
        ("paid", PRICE_MINOR, "USD", PLAN)
    ] * 2
    assert [_time(p["paidAt"]) for p in paid] == [double.now, sold_at]
    assert subjects(settings, email).count(RECEIPT) == 2
    assert await is_subscriber(client) is True


async def test_the_renewal_date_is_one_month_after_the_last_payment(
    client: httpx.AsyncClient, runtime: Runtime, ccbill: CCBillProvider, double: CCBillDouble
) -> None:
    await signup(client)
    sold_at = double.now
    _, sale = await subscribe(client, runtime, double)
    assert _time((await subscription_of(client))["renewsOrEndsAt"]) == add_months(sold_at, 1)  # spec 4

    travel(double, timedelta(days=30))
    await deliver(client, runtime, "RenewalSuccess", double.renew(sale["subscriptionId"]))

    paid = await payments(client)
    last = max(_time(p["paidAt"]) or sold_at for p in paid)
    assert last == double.now
    assert _time((await subscription_of(client))["renewsOrEndsAt"]) == add_months(last, 1)  # spec 4


@pytest.mark.parametrize(
    ("late", "status", "entitled"),
    [(timedelta(0), "active", True), (timedelta(days=1), "past_due", False)],
    ids=["on-the-rebill-day", "a-day-after-the-paid-time"],
)
async def test_a_failed_rebill_leaves_the_state_ccbill_then_reports(
    client: httpx.AsyncClient,
    runtime: Runtime,
    ccbill: CCBillProvider,
    double: CCBillDouble,
    settings: Settings,
    late: timedelta,
    status: str,
    entitled: bool,
) -> None:
    """CCBill keeps retrying a declined rebill; DataLink still says 'active and rebilling', so the
    adapter calls it past_due only once the paid time (a CCBill date) is over by a day."""
    email = (await signup(client))["user"]["email"]
    sold_at = double.now
    _, sale = await subscribe(client, runtime, double)
    travel(double, timedelta(days=30) + late)

    await deliver(client, runtime, "RenewalFailure", double.fail_renewal(sale["subscriptionId"]))

    sub = await subscription_of(client)
    assert (sub["status"], sub["entitled"]) == (status, entitled)
    assert _time(sub["currentPeriodEnd"]) == ccbill_day(sold_at + timedelta(days=30))
    assert await is_subscriber(client) is entitled
    paid = await payments(client)
    # CCBill sends no amount with a failed rebill.
    assert [(p["status"], p["amountMinor"], _time(p["paidAt"])) for p in paid] == [
        ("failed", 0, None),
        ("paid", PRICE_MINOR, sold_at),
    ]
    assert subjects(settings, email).count(PAYMENT_FAILED) == 1

    # CCBill's retry the next day goes through.
    travel(double, timedelta(days=1))
    await deliver(client, runtime, "RenewalSuccess", double.renew(sale["subscriptionId"]))

    sub = await subscription_of(client)
    assert (sub["status"], sub["entitled"]) == ("active", True)
    assert _time(sub["currentPeriodEnd"]) == ccbill_day(double.now + timedelta(days=30))
    assert await is_subscriber(client) is True
    assert [p["status"] for p in await payments(client)] == ["paid", "failed", "paid"]
    assert subjects(settings, email).count(PAYMENT_FAILED) == 1


# --- cancellation --------------------------------------------------------------------------------------


async def test_ccbills_cancellation_keeps_the_plan_to_the_paid_end_and_expiration_ends_it(
    client: httpx.AsyncClient,
    runtime: Runtime,
    ccbill: CCBillProvider,
    double: CCBillDouble,
    settings: Settings,
) -> None:
    email = (await signup(client))["user"]["email"]
    sold_at = double.now
    _, sale = await subscribe(client, runtime, double)
    period_end = ccbill_day(sold_at + timedelta(days=30))
    travel(double, timedelta(days=3))

    await deliver(client, runtime, "Cancellation", double.cancel(sale["subscriptionId"]))

    sub = await subscription_of(client)
    assert (sub["status"], sub["cancelAtPeriodEnd"], sub["entitled"]) == ("canceled", True, True)
    assert _time(sub["currentPeriodEnd"]) == period_end
    assert _time(sub["renewsOrEndsAt"]) == period_end
    assert await is_subscriber(client) is True
    assert subjects(settings, email).count(CANCELED) == 1
    resume = await client.post("/api/billing/subscription/resume")
    assert resume.status_code == 400
    assert "CCBill cannot undo a cancellation" in resume.json()["detail"]
    again = await client.post("/api/billing/checkout", json={"kind": "subscription", "itemId": PLAN})
    assert again.status_code == 409, "the paid time still runs"

    travel(double, timedelta(days=28))  # past the paid end
    await deliver(client, runtime, "Expiration", double.expire(sale["subscriptionId"]))

    sub = await subscription_of(client)
    assert (sub["status"], sub["entitled"]) == ("expired", False)
    assert await is_subscriber(client) is False
    assert subjects(settings, email).count(CANCELED) == 1, "one e-mail for the whole ending"
    assert len(await payments(client)) == 1, "nothing charged after the cancellation"


async def test_cancel_on_the_account_page_stops_rebilling_at_ccbill_and_its_webhook_adds_nothing(
    client: httpx.AsyncClient,
    runtime: Runtime,
    ccbill: CCBillProvider,
    double: CCBillDouble,
    settings: Settings,
    db: AsyncSession,
) -> None:
    email = (await signup(client))["user"]["email"]
    sold_at = double.now
    _, sale = await subscribe(client, runtime, double)
    period_end = ccbill_day(sold_at + timedelta(days=30))
    travel(double, timedelta(days=2))

    r = await client.post("/api/billing/subscription/cancel")

    assert r.status_code == 200, r.text
    body = r.json()
    assert (body["status"], body["cancelAtPeriodEnd"], body["entitled"]) == ("canceled", True, True)
    assert _time(body["renewsOrEndsAt"]) == period_end
    assert double.subscriptions[sale["subscriptionId"]].status == 1, "CCBill stopped rebilling"
    assert double.sms_calls[-2:] == ["cancelSubscription", "viewSubscriptionStatus"]
    assert subjects(settings, email).count(CANCELED) == 1

    await deliver(client, runtime, "Cancellation", double.cancel(sale["subscriptionId"], source="webAdmin"))

    sub = await subscription_of(client)
    assert (sub["status"], sub["cancelAtPeriodEnd"], sub["entitled"]) == ("canceled", True, True)
    assert subjects(settings, email).count(CANCELED) == 1
    assert await count(db, BillingEvent) == 2


# --- duplicates and order ------------------------------------------------------------------------------


async def test_a_repeated_delivery_is_stored_once_and_changes_nothing(
    client: httpx.AsyncClient,
    runtime: Runtime,
    ccbill: CCBillProvider,
    double: CCBillDouble,
    settings: Settings,
    db: AsyncSession,
) -> None:
    email = (await signup(client))["user"]["email"]
    _, sale = await subscribe(client, runtime, double)
    before = await subscription_of(client)
    assert await count(db, BillingEvent) == 1

    for fmt in ("json", "form"):  # CCBill may post either; a redelivery repeats the same fields
        r = await post_webhook(client, "NewSaleSuccess", sale, fmt=fmt)
        assert r.status_code == 204, "accepted, so CCBill stops retrying"
    await processed(runtime)

    assert await count(db, BillingEvent) == 1
    assert await subscription_of(client) == before
    assert len(await payments(client)) == 1
    assert subjects(settings, email).count(RECEIPT) == 1
    assert double.sms_calls == ["viewSubscriptionStatus"], "a duplicate is not processed again"

    travel(double, timedelta(days=30))
    rebill = double.renew(sale["subscriptionId"])
    for _ in range(2):
        await deliver(client, runtime, "RenewalSuccess", rebill)

    assert await count(db, BillingEvent) == 2
    assert [p["status"] for p in await payments(client)] == ["paid", "paid"]
    assert subjects(settings, email).count(RECEIPT) == 2
    assert await count(db, Payment) == 2


async def test_a_late_sale_webhook_after_the_cancellation_leaves_it_canceled(
    client: httpx.AsyncClient,
    runtime: Runtime,
    ccbill: CCBillProvider,
    double: CCBillDouble,
    settings: Settings,
    db: AsyncSession,
) -> None:
    """Processing re-fetches the subscription, so the sale's webhook arriving (again, under a new event
    id) after the cancellation cannot make the subscription renew again."""
    email = (await signup(client))["user"]["email"]
    started, sale = await subscribe(client, runtime, double)
    travel(double, timedelta(days=2))
    await deliver(client, runtime, "Cancellation", double.cancel(sale["subscriptionId"]))
    canceled = await subscription_of(client)
    assert (canceled["status"], canceled["cancelAtPeriodEnd"]) == ("canceled", True)

    travel(double, timedelta(hours=1))
    late = {**sale, "timestamp": webhook_time(double.now)}
    await deliver(client, runtime, "NewSaleSuccess", late)

    assert await count(db, BillingEvent) == 3, "a new event id: stored and processed"
    assert double.sms_calls.count("viewSubscriptionStatus") == 3
    assert await subscription_of(client) == canceled
    db.expire_all()
    row = await db.scalar(select(Subscription))
    assert row is not None
    assert (row.status, row.cancel_at_period_end) == ("canceled", True)
    assert len(await payments(client)) == 1, "the sale's payment is kept once"
    assert subjects(settings, email).count(RECEIPT) == 1
    assert subjects(settings, email).count(CANCELED) == 1
    assert (await checkout_row(db, started["checkoutId"])).status == "complete"


# --- a declined card and a trial ------------------------------------------------------------------------


async def test_a_declined_sale_unlocks_nothing_and_emails(
    client: httpx.AsyncClient,
    runtime: Runtime,
    ccbill: CCBillProvider,
    double: CCBillDouble,
    settings: Settings,
    db: AsyncSession,
) -> None:
    email = (await signup(client))["user"]["email"]
    started = await start(client)

    await deliver(client, runtime, "NewSaleFailure", double.decline_checkout(started["redirectUrl"]))

    assert (await overview(client))["subscription"] is None
    assert await is_subscriber(client) is False
    paid = await payments(client)
    assert [(p["status"], p["amountMinor"], p["itemId"], p["paidAt"]) for p in paid] == [
        ("failed", PRICE_MINOR, PLAN, None)
    ]
    assert subjects(settings, email).count(PAYMENT_FAILED) == 1
    assert await count(db, Subscription) == 0
    checkout = (await client.get(f"/api/billing/checkout/{started['checkoutId']}")).json()
    assert (checkout["subscription"], checkout["unlocks"]) == (None, [])


async def test_a_declined_sale_says_declined_on_the_success_page(
    client: httpx.AsyncClient, runtime: Runtime, ccbill: CCBillProvider, double: CCBillDouble
) -> None:
    await signup(client)
    started = await start(client)

    await deliver(client, runtime, "NewSaleFailure", double.decline_checkout(started["redirectUrl"]))

    checkout = (await client.get(f"/api/billing/checkout/{started['checkoutId']}")).json()
    assert checkout["status"] == "declined"


async def test_a_trial_plan_is_ccbills_free_initial_period(
    client: httpx.AsyncClient,
    runtime: Runtime,
    settings: Settings,
    ccbill: CCBillProvider,
    double: CCBillDouble,
) -> None:
    email = (await signup(client))["user"]["email"]
    started = await start(client, "premium-monthly")
    form = dict(parse_qsl(urlsplit(started["redirectUrl"]).query))
    assert (form["initialPrice"], form["initialPeriod"]) == ("0.00", "14")
    assert (form["recurringPrice"], form["recurringPeriod"]) == ("12.99", "30")
    sold_at = double.now

    sale = double.complete_checkout(started["redirectUrl"])
    await deliver(client, runtime, "NewSaleSuccess", sale)

    sub = await subscription_of(client)
    assert (sub["planId"], sub["entitled"]) == ("premium-monthly", True)
    assert sub["status"] == "active", "DataLink has no trial status; the adapter reports active"
    assert _time(sub["currentPeriodEnd"]) == ccbill_day(sold_at + timedelta(days=14))
    assert _time(sub["renewsOrEndsAt"]) == ccbill_day(sold_at) + timedelta(days=14)  # spec 4, trial plan
    assert [(p["status"], p["amountMinor"]) for p in await payments(client)] == [("paid", 0)]

    # CCBill reports no trial end: the reminder counts from the trial plan's start, once.
    await tasks.tick(runtime)
    clock.travel(timedelta(days=11, hours=12))
    await tasks.tick(runtime)
    await tasks.tick(runtime)
    assert subjects(settings, email).count("Your Nocturne trial ends in 3 days") == 1


async def test_a_ccbill_trial_is_given_once_per_account(
    client: httpx.AsyncClient, runtime: Runtime, ccbill: CCBillProvider, double: CCBillDouble
) -> None:
    await signup(client)
    await subscribe(client, runtime, double, "premium-monthly")

    plans = (await overview(client))["plans"]
    assert next(p for p in plans if p["id"] == "premium-monthly")["trialAvailable"] is False


# --- rejected webhooks ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "problem",
    ["wrong secret", "no secret", "outside CCBill's addresses", "another merchant account", "forged sale"],
)
async def test_a_webhook_that_fails_verification_is_400_and_stores_nothing(
    app: object,
    client: httpx.AsyncClient,
    ccbill: CCBillProvider,
    double: CCBillDouble,
    db: AsyncSession,
    problem: str,
) -> None:
    await signup(client)
    started = await start(client)
    sale = double.complete_checkout(started["redirectUrl"])
    secret: str | None = SECRET
    fields, address, reason = sale, ASGI_CLIENT_IP, "secret is missing or wrong"
    if problem == "wrong secret":
        secret = SECRET + "x"
    elif problem == "no secret":
        secret = None
    elif problem == "outside CCBill's addresses":
        address, reason = "203.0.113.9", "did not come from CCBill"
    elif problem == "another merchant account":
        fields, reason = {**sale, "clientAccnum": "900200"}, "another merchant account"
    else:
        fields, reason = {**sale, "subscriptionId": "0117000000000000999"}, "validation digest"

    async with sender(app, address) as ccbill_server:
        r = await post_webhook(ccbill_server, "NewSaleSuccess", fields, secret=secret)

    assert r.status_code == 400, r.text
    assert reason in r.json()["detail"]
    assert await count(db, BillingEvent) == 0
    assert await count(db, Subscription) == 0
    assert await count(db, Payment) == 0
    assert double.sms_calls == []
    assert (await checkout_row(db, started["checkoutId"])).status == "open"


async def test_the_endpoint_checks_the_address_the_webhook_really_came_from(
    app: object,
    client: httpx.AsyncClient,
    runtime: Runtime,
    ccbill: CCBillProvider,
    double: CCBillDouble,
    db: AsyncSession,
) -> None:
    await signup(client)
    started = await start(client)
    sale = double.complete_checkout(started["redirectUrl"])

    async with sender(app, "64.38.213.5") as next_door:  # between two of CCBill's published ranges
        assert (await post_webhook(next_door, "NewSaleSuccess", sale)).status_code == 400
    assert await count(db, BillingEvent) == 0
    async with sender(app, CCBILL_IP) as ccbill_server:  # a published range, no session or CSRF token
        assert (await post_webhook(ccbill_server, "NewSaleSuccess", sale)).status_code == 204
    await processed(runtime)

    assert await count(db, BillingEvent) == 1
    assert (await subscription_of(client))["status"] == "active"


async def test_a_webhook_for_the_provider_not_in_use_is_404(
    client: httpx.AsyncClient, ccbill: CCBillProvider, double: CCBillDouble, db: AsyncSession
) -> None:
    await signup(client)
    sale = double.complete_checkout((await start(client))["redirectUrl"])

    r = await post_webhook(client, "NewSaleSuccess", sale, provider="fake")

    assert r.status_code == 404
    assert await count(db, BillingEvent) == 0
