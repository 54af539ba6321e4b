"""The admin customer view's billing (issue 12 Staff): a customer's subscription, payments, ledger and
jobs; credits granted or removed with a reason and who did it; a subscription canceled by staff; none of
it open to the customer."""

from __future__ import annotations

import httpx
import pytest
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.config import Settings
from nocturne.runtime import Runtime
from tests.billing.billing_helpers import buy, settled
from tests.helpers import new_client, signup
from tests.staff.test_roles import make_role

GRANT = 15


@pytest.fixture
def settings(settings: Settings) -> Settings:
    return settings.model_copy(update={"credits_free_grant": GRANT})


@pytest.fixture
def runtime(app: object) -> Runtime:
    value: Runtime = app.state.runtime  # type: ignore[attr-defined]
    return value


async def test_staff_see_a_customers_billing_and_adjust_credits_with_a_reason(
    app: object, client: httpx.AsyncClient, db: AsyncSession, runtime: Runtime
) -> None:
    customer = (await signup(client))["user"]
    await buy(client, runtime, "subscription", "ultimate-monthly")
    async with new_client(app) as staff:
        admin = (await signup(staff))["user"]
        await make_role(db, admin["id"], "admin")
        base = f"/api/admin/customers/{customer['id']}"
        view = (await staff.get(f"{base}/billing")).json()
        assert view["subscription"]["planId"] == "ultimate-monthly"
        assert [p["status"] for p in view["payments"]] == ["paid"]
        balance = view["ledger"]["credits"]["balance"]
        assert balance == GRANT + 1500

        r = await staff.post(f"{base}/credits", json={"amount": 25, "reason": "Sorry about the outage"})
        assert r.status_code == 200, r.text
        assert r.json()["credits"]["balance"] == balance + 25
        entry = r.json()["entries"][0]
        assert (entry["kind"], entry["amount"], entry["reason"]) == ("adjust", 25, "Sorry about the outage")

        too_much = await staff.post(
            f"{base}/credits", json={"amount": -(balance + 26), "reason": "Chargeback"}
        )
        assert too_much.status_code == 400
        assert (
            too_much.json()["detail"]
            == f"This account has only {balance + 25} credits; you cannot remove {balance + 26}."
        )
        no_reason = await staff.post(f"{base}/credits", json={"amount": 5, "reason": ""})
        assert no_reason.status_code == 422
        zero = await staff.post(f"{base}/credits", json={"amount": 0, "reason": "nothing"})
        assert zero.status_code == 422

        r = await staff.post(f"{base}/subscription/cancel", json={"atPeriodEnd": False})
        assert r.status_code == 200, r.text
        assert r.json()["status"] == "canceled"
        assert r.json()["entitled"] is False
    await settled(runtime)
    mine = (await client.get("/api/billing")).json()
    assert mine["subscription"]["status"] == "canceled"
    assert mine["credits"]["balance"] == balance + 25


async def test_customers_cannot_use_the_staff_billing_routes(client: httpx.AsyncClient) -> None:
    me = (await signup(client))["user"]
    base = f"/api/admin/customers/{me['id']}"
    assert (await client.get(f"{base}/billing")).status_code == 403
    r = await client.post(f"{base}/credits", json={"amount": 1000, "reason": "free money"})
    assert r.status_code == 403
