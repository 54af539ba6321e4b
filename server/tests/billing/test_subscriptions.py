"""Subscriptions through the fake provider, end to end over the API (issue 12; spec 1 Account and
billing, 2 /checkout and /checkout/success, 4 Subscription end or renewal date, 9 Subscriptions): the
hosted checkout with its test cards, the server-side confirmation, trial, renewal, failed payment,
cancel at period end and resume, and the e-mails; webhooks verified, deduplicated and applied by
re-fetching, whatever their order."""

from __future__ import annotations

import json
import time
from collections.abc import Mapping
from datetime import datetime, timedelta
from typing import Any

import httpx
import pytest
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.billing import tasks
from nocturne.billing.providers.fake import SIGNATURE_HEADER, sign
from nocturne.billing.providers.port import WebhookRequest
from nocturne.billing.renewal import add_months
from nocturne.billing.services import fake_webhook_secret
from nocturne.config import Settings
from nocturne.kit import clock
from nocturne.models.billing import BillingEvent, Subscription
from nocturne.runtime import Runtime
from tests.billing.billing_helpers import (
    CARD_DECLINED,
    CARD_PENDING,
    CARD_RENEWALS_FAIL,
    buy,
    overview,
    pay,
    settled,
    start_checkout,
    subjects,
)
from tests.helpers import signup

GRANT = 10


@pytest.fixture
def settings(settings: Settings) -> Settings:
    return settings.model_copy(update={"credits_free_grant": GRANT, "fake_payments_pending_seconds": 30})


@pytest.fixture
def runtime(app: object) -> Runtime:
    value: Runtime = app.state.runtime  # type: ignore[attr-defined]
    return value


def _time(value: str) -> datetime:
    return datetime.fromisoformat(value.replace("Z", "+00:00"))


async def test_the_trial_plan_checkout_unlocks_at_once_and_ends_14_days_after_the_start(
    client: httpx.AsyncClient, runtime: Runtime
) -> None:
    await signup(client)
    before = await overview(client)
    assert before["subscription"] is None
    assert before["credits"]["balance"] == GRANT
    assert before["allowance"]["dailyLimit"] == runtime.settings.free_daily_messages
    premium = next(p for p in before["plans"] if p["id"] == "premium-monthly")
    assert premium["trialAvailable"] is True

    done = await buy(client, runtime, "subscription", "premium-monthly")
    assert done["status"] == "complete"
    assert done["unlocks"] == premium["unlocks"]
    sub = done["subscription"]
    assert sub["status"] == "trialing"
    assert sub["entitled"] is True
    # spec 4: a trial plan without a last payment renews 14 days after its start.
    assert _time(sub["renewsOrEndsAt"]) == _time(sub["startTime"]) + timedelta(days=14)
    assert done["credits"]["balance"] == GRANT + premium["monthlyCredits"]
    session = (await client.get("/api/auth/session")).json()
    assert session["user"]["isSubscriber"] is True
    after = await overview(client)
    assert after["allowance"]["dailyLimit"] is None, "subscribers chat without the allowance"
    assert after["plans"][0]["trialAvailable"] is False, "a trial is given once per account"


async def test_a_declined_card_unlocks_nothing_and_says_so(
    client: httpx.AsyncClient, runtime: Runtime
) -> None:
    await signup(client)
    started = await start_checkout(client, "subscription", "ultimate-monthly")
    page = await pay(client, started, CARD_DECLINED)
    assert page.status_code == 402
    assert "Your card was declined" in page.text
    await settled(runtime)
    checkout = (await client.get(f"/api/billing/checkout/{started['checkoutId']}")).json()
    assert checkout["status"] == "declined"
    assert checkout["subscription"] is None
    assert (await overview(client))["subscription"] is None


async def test_a_pending_payment_says_so_then_completes_by_itself(
    client: httpx.AsyncClient, runtime: Runtime
) -> None:
    await signup(client)
    started = await start_checkout(client, "subscription", "ultimate-monthly")
    assert (await pay(client, started, CARD_PENDING)).status_code == 303
    first = (await client.get(f"/api/billing/checkout/{started['checkoutId']}")).json()
    assert first["status"] == "pending"
    assert first["unlocks"] == []
    # The provider's clock moves past the pending time: the next look finds it paid.
    clock.travel(timedelta(seconds=runtime.settings.fake_payments_pending_seconds + 1))
    later = (await client.get(f"/api/billing/checkout/{started['checkoutId']}")).json()
    assert later["status"] == "complete"
    assert later["subscription"]["status"] == "active"
    await settled(runtime)


async def test_the_success_page_never_trusts_the_query_string(
    client: httpx.AsyncClient, runtime: Runtime
) -> None:
    """Opening the success URL without paying confirms nothing: the provider says the checkout is open."""
    await signup(client)
    started = await start_checkout(client, "subscription", "ultimate-monthly")
    checkout = (await client.get(f"/api/billing/checkout/{started['checkoutId']}?status=complete")).json()
    assert checkout["status"] == "open"
    assert (await overview(client))["subscription"] is None
    other = httpx.AsyncClient(
        transport=client._transport, base_url=str(client.base_url), headers=client.headers
    )
    async with other:
        await signup(other)
        r = await other.get(f"/api/billing/checkout/{started['checkoutId']}")
        assert r.status_code == 404, "someone else's checkout is not found"


async def test_a_renewal_charges_and_moves_the_date_one_month_past_the_payment(
    client: httpx.AsyncClient, runtime: Runtime, settings: Settings
) -> None:
    email = (await signup(client))["user"]["email"]
    done = await buy(client, runtime, "subscription", "ultimate-monthly")
    assert done["subscription"]["status"] == "active"
    r = await client.post("/api/billing/fake/renew")
    assert r.status_code == 200, r.text
    await settled(runtime)
    sub = (await overview(client))["subscription"]
    assert sub["status"] == "active"
    payments = (await client.get("/api/billing/payments")).json()
    assert [p["status"] for p in payments] == ["paid", "paid"]
    assert {p["amountMinor"] for p in payments} == {2499}
    last = max(_time(p["paidAt"]) for p in payments)
    assert _time(sub["renewsOrEndsAt"]) == add_months(last, 1)  # spec 4
    assert subjects(settings, email).count("Your Nocturne receipt") == 2


async def test_a_failed_renewal_falls_past_due_ends_the_plan_and_emails(
    client: httpx.AsyncClient, runtime: Runtime, settings: Settings
) -> None:
    email = (await signup(client))["user"]["email"]
    done = await buy(client, runtime, "subscription", "premium-monthly", CARD_RENEWALS_FAIL)
    assert done["subscription"]["status"] == "trialing"
    assert (await client.post("/api/billing/fake/renew")).status_code == 200
    await settled(runtime)
    sub = (await overview(client))["subscription"]
    assert sub["status"] == "past_due"
    assert sub["entitled"] is False
    assert (await client.get("/api/auth/session")).json()["user"]["isSubscriber"] is False
    payments = (await client.get("/api/billing/payments")).json()
    assert [p["status"] for p in payments] == ["failed"]
    assert "Your Nocturne payment failed" in subjects(settings, email)


async def test_cancel_at_period_end_keeps_the_plan_until_the_end_and_can_be_resumed(
    client: httpx.AsyncClient, runtime: Runtime, settings: Settings
) -> None:
    email = (await signup(client))["user"]["email"]
    await buy(client, runtime, "subscription", "ultimate-monthly")
    canceled = (await client.post("/api/billing/subscription/cancel")).json()
    assert canceled["cancelAtPeriodEnd"] is True
    assert canceled["entitled"] is True
    assert canceled["renewsOrEndsAt"] == canceled["currentPeriodEnd"]
    await settled(runtime)
    assert subjects(settings, email).count("Your Nocturne subscription is canceled") == 1

    resumed = (await client.post("/api/billing/subscription/resume")).json()
    assert resumed["cancelAtPeriodEnd"] is False
    again = await client.post("/api/billing/subscription/resume")
    assert again.status_code == 400
    assert "Only a subscription set to end" in again.json()["detail"]

    assert (await client.post("/api/billing/subscription/cancel")).status_code == 200
    assert (await client.post("/api/billing/fake/renew")).status_code == 200  # the period ends
    await settled(runtime)
    ended = (await overview(client))["subscription"]
    assert ended["status"] == "canceled"
    assert ended["entitled"] is False
    assert len((await client.get("/api/billing/payments")).json()) == 1, "nothing charged at the end"


async def test_change_plan_moves_to_the_other_plan_and_prorates(
    client: httpx.AsyncClient, runtime: Runtime
) -> None:
    await signup(client)
    await buy(client, runtime, "subscription", "ultimate-monthly")
    assert (await overview(client))["prorates"] is True

    async def change(plan_id: str) -> dict[str, Any]:
        r = await client.post("/api/billing/subscription/change", json={"planId": plan_id})
        assert r.status_code == 200, r.text
        assert r.json()["planId"] == plan_id
        body: dict[str, Any] = r.json()
        return body

    await change("premium-monthly")  # down: no refund, the lower price from the next renewal
    await change("ultimate-monthly")  # up within the month: the difference for the rest of it, now
    assert (await change("ultimate-yearly"))["interval"] == "year"  # a new period from now
    await settled(runtime)
    payments = (await client.get("/api/billing/payments")).json()
    amounts = [p["amountMinor"] for p in reversed(payments)]
    assert len(amounts) == 3, amounts
    assert amounts[0] == 2499
    assert 1195 <= amounts[1] <= 1200, "2499 - 1299 for (almost) the whole month"
    assert 19999 - 2499 <= amounts[2] <= 19999 - 2490, "the year less the unused month"
    sub = (await overview(client))["subscription"]
    assert _time(sub["currentPeriodEnd"]) > _time(sub["startTime"]) + timedelta(days=364)

    same = await client.post("/api/billing/subscription/change", json={"planId": "ultimate-yearly"})
    assert same.status_code == 400
    unknown = await client.post("/api/billing/subscription/change", json={"planId": "gold"})
    assert unknown.status_code == 400
    assert "Unknown plan 'gold'" in unknown.json()["detail"]


async def test_a_second_subscription_is_refused_while_one_is_active(
    client: httpx.AsyncClient, runtime: Runtime
) -> None:
    await signup(client)
    await buy(client, runtime, "subscription", "ultimate-monthly")
    r = await client.post("/api/billing/checkout", json={"kind": "subscription", "itemId": "premium-yearly"})
    assert r.status_code == 409
    assert "already have a subscription" in r.json()["detail"]


async def test_a_credit_pack_adds_its_credits_once(client: httpx.AsyncClient, runtime: Runtime) -> None:
    await signup(client)
    done = await buy(client, runtime, "pack", "credits-200")
    assert done["status"] == "complete"
    assert done["credits"]["balance"] == GRANT + 200
    # The success page asked again, and the webhook was processed too: still once.
    again = (await client.get(f"/api/billing/checkout/{done['id']}")).json()
    assert again["credits"]["balance"] == GRANT + 200
    ledger = (await client.get("/api/credits")).json()
    assert [e["kind"] for e in ledger["entries"]].count("purchase") == 1


async def test_unknown_items_are_refused_with_a_sentence(client: httpx.AsyncClient) -> None:
    await signup(client)
    r = await client.post("/api/billing/checkout", json={"kind": "subscription", "itemId": "gold-weekly"})
    assert r.status_code == 400
    assert r.json()["detail"] == "Unknown plan 'gold-weekly'. Pick one on /upgrade."
    r = await client.post("/api/billing/checkout", json={"kind": "pack", "itemId": "credits-7"})
    assert r.status_code == 400
    assert r.json()["detail"] == "Unknown credit pack 'credits-7'. Pick one on /upgrade."


# --- webhooks -----------------------------------------------------------------------------------


def _event(
    settings: Settings,
    event_id: str,
    kind: str,
    obj: Mapping[str, object],
    *,
    secret: str | None = None,
    at: int | None = None,
) -> tuple[dict[str, str], bytes]:
    body = json.dumps(
        {"id": event_id, "type": kind, "created": int(time.time()), "data": {"object": obj}}
    ).encode()
    stamp = at if at is not None else int(time.time())
    return {SIGNATURE_HEADER: sign(secret or fake_webhook_secret(settings), body, stamp)}, body


async def _events(db: AsyncSession) -> int:
    return int(await db.scalar(select(func.count()).select_from(BillingEvent)) or 0)


@pytest.mark.parametrize("problem", ["no signature", "wrong secret", "tampered body", "too old"])
async def test_a_webhook_that_fails_verification_is_400_and_changes_nothing(
    client: httpx.AsyncClient, runtime: Runtime, settings: Settings, db: AsyncSession, problem: str
) -> None:
    await signup(client)
    await buy(client, runtime, "subscription", "ultimate-monthly")
    before = await _events(db)
    obj = {"id": "fsub_forged", "object": "subscription"}
    headers, body = _event(settings, "fevt_forged", "customer.subscription.updated", obj)
    if problem == "no signature":
        headers = {}
    elif problem == "wrong secret":
        headers, body = _event(settings, "fevt_forged", "customer.subscription.updated", obj, secret="guess")
    elif problem == "tampered body":
        body = body.replace(b"fsub_forged", b"fsub_forgee")
    else:
        headers, body = _event(
            settings, "fevt_forged", "customer.subscription.updated", obj, at=int(time.time()) - 3600
        )
    r = await client.post("/api/billing/webhooks/fake", content=body, headers=headers)
    assert r.status_code == 400, r.text
    db.expire_all()
    assert await _events(db) == before


async def test_a_webhook_for_another_provider_is_404(client: httpx.AsyncClient) -> None:
    r = await client.post("/api/billing/webhooks/paypal", content=b"{}")
    assert r.status_code == 404


async def test_duplicates_are_stored_once_and_old_events_cannot_undo_newer_state(
    client: httpx.AsyncClient, runtime: Runtime, settings: Settings, db: AsyncSession
) -> None:
    """Each event is applied by fetching the subscription as it is now, so an event delivered twice, or an
    older one arriving after a newer one, leaves the state the provider reports."""
    seen: list[WebhookRequest] = []
    fake = runtime.billing.fake
    assert fake is not None
    assert fake.deliver is not None
    deliver = fake.deliver

    async def record(request: WebhookRequest) -> None:
        seen.append(request)
        await deliver(request)

    fake.deliver = record
    await signup(client)
    await buy(client, runtime, "subscription", "ultimate-monthly")
    created = next(r for r in seen if json.loads(r.body)["type"] == "customer.subscription.created")
    assert (await client.post("/api/billing/subscription/cancel")).status_code == 200
    await settled(runtime)
    count = await _events(db)

    # The same delivery again: accepted (204, so the provider stops retrying), stored once.
    r = await client.post("/api/billing/webhooks/fake", content=created.body, headers=dict(created.headers))
    assert r.status_code == 204
    db.expire_all()
    assert await _events(db) == count

    # The creation event (which said: active, not canceling) re-sent late under a new id.
    old = json.loads(created.body)
    headers, body = _event(settings, "fevt_late", old["type"], old["data"]["object"])
    assert (await client.post("/api/billing/webhooks/fake", content=body, headers=headers)).status_code == 204
    await settled(runtime)
    row = await db.scalar(select(Subscription))
    assert row is not None
    await db.refresh(row)
    assert row.cancel_at_period_end is True, "the late event did not undo the cancellation"
    assert row.status == "active"


async def test_the_trial_reminder_goes_out_three_days_before_the_end_once(
    client: httpx.AsyncClient, runtime: Runtime, settings: Settings
) -> None:
    email = (await signup(client))["user"]["email"]
    await buy(client, runtime, "subscription", "premium-monthly")
    await tasks.tick(runtime)
    assert "Your Nocturne trial ends in 3 days" not in subjects(settings, email)
    clock.travel(timedelta(days=11, hours=12))
    await tasks.tick(runtime)
    await tasks.tick(runtime)
    assert subjects(settings, email).count("Your Nocturne trial ends in 3 days") == 1
