"""The CCBill adapter against an HTTP double of CCBill (platform-services.md section 3 Billing: a provider is
an adapter, webhooks are verified and deduplicated by event id, the subscription is re-fetched from the
provider)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from urllib.parse import parse_qsl, urlsplit

import httpx
import pytest

from nocturne.billing.providers.ccbill import CCBillProvider, form_digest
from nocturne.billing.providers.port import (
    CheckoutRequest,
    PaymentProvider,
    ProviderError,
    WebhookRejected,
)
from tests.billing.ccbill_double import CCBILL_IP, FLEX_BASE, CCBillDouble, md5_hex

SECRET = "whk-3f9a1c7e5b"
START = datetime(2026, 3, 10, 19, 30, tzinfo=UTC)  # 12:30 in Arizona, CCBill's clock
MST_MIDNIGHT = timedelta(hours=7)  # a CCBill date means 00:00 Arizona time, 07:00 UTC


@pytest.fixture
def double() -> CCBillDouble:
    return CCBillDouble(now=START)


@pytest.fixture
async def http(double: CCBillDouble) -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=double.app)) as client:
        yield client


@pytest.fixture
def ccbill(double: CCBillDouble, http: httpx.AsyncClient) -> CCBillProvider:
    return double.provider(http, SECRET)


def _plan(**overrides: object) -> CheckoutRequest:
    values: dict[str, object] = {
        "mode": "subscription",
        "client_reference": "user-42",
        "email": "member@example.com",
        "external_price_id": "ccbill_premium_monthly",
        "name": "Premium",
        "amount_minor": 1299,
        "currency": "USD",
        "interval": "month",
        "item_id": "premium-monthly",
    }
    values.update(overrides)
    return CheckoutRequest(**values)  # type: ignore[arg-type]


def _query(url: str) -> dict[str, str]:
    return dict(parse_qsl(urlsplit(url).query, keep_blank_values=True))


async def _subscribe(ccbill: CCBillProvider, double: CCBillDouble, **overrides: object) -> dict[str, str]:
    start = await ccbill.create_checkout(_plan(**overrides))
    return double.complete_checkout(start.redirect_url)


def _deliver(ccbill: CCBillProvider, event_type: str, fields: dict[str, str], **kwargs: object):
    kwargs.setdefault("secret", SECRET)
    return ccbill.verify_and_parse(CCBillDouble.webhook(event_type, fields, **kwargs))  # type: ignore[arg-type]


def test_the_adapter_is_a_payment_provider(ccbill: CCBillProvider) -> None:
    provider: PaymentProvider = ccbill
    assert provider.name == "ccbill"
    assert provider.prorates is False


def test_form_digest_reproduces_the_documented_examples() -> None:
    # ccbill.com/doc/formdigest-value (single billing) and /doc/?p=8015 (recurring), salt from the docs.
    salt = "7d901dad245fd0ff6bc20d06"
    assert form_digest(salt, "10.00", "30", "840") == "a7459445d0e5dc0963fe736dc5cf900b"
    recurring = form_digest(salt, "10.00", "30", "840", ("10.00", "30", "99"))
    assert recurring == "48f0b12e4307e64edb781c479665c899"


# Checkout ------------------------------------------------------------------------------------------


async def test_a_monthly_checkout_url_carries_the_documented_dynamic_pricing_fields(
    ccbill: CCBillProvider, double: CCBillDouble, http: httpx.AsyncClient
) -> None:
    start = await ccbill.create_checkout(_plan())

    assert start.checkout_id.startswith("ccb_sub_")
    assert start.redirect_url.startswith(f"{FLEX_BASE}/{double.flexform_id}?")
    digest = md5_hex("12.99" + "30" + "12.99" + "30" + "99" + "840" + double.salt)
    assert _query(start.redirect_url) == {
        "clientSubacc": "0000",
        "initialPrice": "12.99",
        "initialPeriod": "30",
        "recurringPrice": "12.99",
        "recurringPeriod": "30",
        "numRebills": "99",
        "currencyCode": "840",
        "formDigest": digest,
        "email": "member@example.com",
        "nocturne_checkout": start.checkout_id,
        "nocturne_user": "user-42",
        "nocturne_item": "premium-monthly",
        "nocturne_price": "ccbill_premium_monthly",
    }
    page = await http.get(start.redirect_url)
    assert page.status_code == 200
    assert "ccbill-payment" in page.text


async def test_a_trial_is_the_initial_period_and_a_year_is_365_days(ccbill: CCBillProvider) -> None:
    start = await ccbill.create_checkout(_plan(trial_days=14, interval="year", amount_minor=9999))
    query = _query(start.redirect_url)

    assert (query["initialPrice"], query["initialPeriod"]) == ("0.00", "14")
    assert (query["recurringPrice"], query["recurringPeriod"], query["numRebills"]) == ("99.99", "365", "99")
    assert query["formDigest"] == md5_hex(
        "0.00" + "14" + "99.99" + "365" + "99" + "840" + "7d901dad245fd0ff6bc20d06"
    )


async def test_a_credit_pack_is_a_single_billing_with_the_short_digest(
    ccbill: CCBillProvider, http: httpx.AsyncClient
) -> None:
    start = await ccbill.create_checkout(
        _plan(mode="payment", interval=None, amount_minor=499, item_id="credits-100", external_price_id="")
    )
    query = _query(start.redirect_url)

    assert start.checkout_id.startswith("ccb_pay_")
    assert not {"recurringPrice", "recurringPeriod", "numRebills", "nocturne_price"} & query.keys()
    assert (query["initialPrice"], query["initialPeriod"], query["currencyCode"]) == ("4.99", "2", "840")
    assert query["formDigest"] == md5_hex("4.99" + "2" + "840" + "7d901dad245fd0ff6bc20d06")
    assert (await http.get(start.redirect_url)).status_code == 200


async def test_ccbill_refuses_a_form_whose_price_was_changed(
    ccbill: CCBillProvider, http: httpx.AsyncClient
) -> None:
    start = await ccbill.create_checkout(_plan())
    tampered = start.redirect_url.replace("initialPrice=12.99", "initialPrice=2.99")

    page = await http.get(tampered)

    assert page.status_code == 400
    assert "formDigest" in page.text


async def test_a_currency_ccbill_does_not_take_is_refused(ccbill: CCBillProvider) -> None:
    with pytest.raises(ProviderError) as caught:
        await ccbill.create_checkout(_plan(currency="SEK"))
    assert caught.value.status == 400


async def test_a_checkout_stays_pending_until_its_webhook(ccbill: CCBillProvider) -> None:
    start = await ccbill.create_checkout(_plan())

    checkout = await ccbill.fetch_checkout(start.checkout_id)

    assert (checkout.status, checkout.mode, checkout.subscription_id) == ("pending", "subscription", None)
    with pytest.raises(ProviderError) as caught:
        await ccbill.fetch_checkout("cs_not_ours")
    assert caught.value.status == 404


# Subscription Management ---------------------------------------------------------------------------


async def test_fetch_subscription_reads_the_status_from_ccbill(
    ccbill: CCBillProvider, double: CCBillDouble
) -> None:
    sale = await _subscribe(ccbill, double)

    sub = await ccbill.fetch_subscription(sale["subscriptionId"])

    assert sub.subscription_id == sale["subscriptionId"]
    assert sub.status == "active"
    assert sub.start_time == datetime(2026, 3, 10, tzinfo=UTC) + MST_MIDNIGHT
    assert sub.current_period_end == datetime(2026, 4, 9, tzinfo=UTC) + MST_MIDNIGHT
    assert (sub.cancel_at_period_end, sub.canceled_at, sub.client_reference) == (False, None, None)
    assert double.sms_calls == ["viewSubscriptionStatus"]


async def test_cancel_stops_rebilling_and_access_runs_to_the_paid_end(
    ccbill: CCBillProvider, double: CCBillDouble
) -> None:
    sale = await _subscribe(ccbill, double)
    double.advance(timedelta(days=3))

    sub = await ccbill.cancel(sale["subscriptionId"])

    assert double.sms_calls == ["cancelSubscription", "viewSubscriptionStatus"]
    assert double.subscriptions[sale["subscriptionId"]].status == 1
    assert (sub.status, sub.cancel_at_period_end) == ("canceled", True)
    assert sub.canceled_at == datetime(2026, 3, 13, tzinfo=UTC) + MST_MIDNIGHT
    assert sub.current_period_end == datetime(2026, 4, 9, tzinfo=UTC) + MST_MIDNIGHT

    double.advance(timedelta(days=30))
    double.expire(sale["subscriptionId"])
    assert (await ccbill.fetch_subscription(sale["subscriptionId"])).status == "expired"


async def test_a_rebill_being_retried_after_the_paid_time_is_past_due(
    ccbill: CCBillProvider, double: CCBillDouble
) -> None:
    sale = await _subscribe(ccbill, double)
    double.advance(timedelta(days=30))
    assert (await ccbill.fetch_subscription(sale["subscriptionId"])).status == "active"  # rebill day

    double.advance(timedelta(days=1))
    double.fail_renewal(sale["subscriptionId"])

    assert (await ccbill.fetch_subscription(sale["subscriptionId"])).status == "past_due"
    double.renew(sale["subscriptionId"])
    assert (await ccbill.fetch_subscription(sale["subscriptionId"])).status == "active"


async def test_a_subscription_ccbill_does_not_know_is_not_found(ccbill: CCBillProvider) -> None:
    with pytest.raises(ProviderError) as caught:
        await ccbill.fetch_subscription("0117999999999999999")
    assert caught.value.status == 404
    assert "No record" in caught.value.message


async def test_wrong_datalink_credentials_are_a_provider_error(
    double: CCBillDouble, http: httpx.AsyncClient
) -> None:
    provider = CCBillProvider(
        account=double.account,
        subaccount=double.subaccount,
        flexform_id=double.flexform_id,
        salt=double.salt,
        datalink_username=double.username,
        datalink_password="wrong",
        datalink_base_url="https://datalink.ccbill.test",
        client=http,
    )
    with pytest.raises(ProviderError) as caught:
        await provider.cancel("0117000000000000050")
    assert caught.value.status == 502
    assert "credentials" in caught.value.message


async def test_resume_and_plan_change_are_refused_with_a_reason(
    ccbill: CCBillProvider, double: CCBillDouble
) -> None:
    sale = await _subscribe(ccbill, double)
    for attempt in (ccbill.resume(sale["subscriptionId"]), ccbill.change_plan(sale["subscriptionId"], "x")):
        with pytest.raises(ProviderError) as caught:
            await attempt
        assert caught.value.status == 409
    assert double.sms_calls == []


async def test_list_payments_reads_the_last_day_from_data_link_once_an_hour(
    ccbill: CCBillProvider, double: CCBillDouble
) -> None:
    first = await _subscribe(ccbill, double)
    other = await _subscribe(ccbill, double, client_reference="user-7")
    double.advance(timedelta(days=30))
    rebill = double.renew(first["subscriptionId"])
    double.renew(other["subscriptionId"])
    double.advance(timedelta(hours=2))
    double.refund(first["subscriptionId"], rebill["transactionId"])

    payments = await ccbill.list_payments(first["subscriptionId"])

    assert [(p.payment_id, p.status, p.amount_minor, p.currency) for p in payments] == [
        (rebill["transactionId"], "paid", 1299, "USD"),
        (f"REFUND:{first['subscriptionId']}:20260409143000", "refunded", 1299, "USD"),
    ]
    assert payments[0].paid_at == START + timedelta(days=30)
    assert payments[0].subscription_id == first["subscriptionId"]
    assert len(await ccbill.list_payments(other["subscriptionId"])) == 1
    assert double.extract_calls == 1  # the second call used the same hourly pull


# Webhooks ------------------------------------------------------------------------------------------


async def test_new_sale_success_becomes_a_paid_event_tied_to_the_checkout(
    ccbill: CCBillProvider, double: CCBillDouble
) -> None:
    start = await ccbill.create_checkout(_plan())
    sale = double.complete_checkout(start.redirect_url)

    event = _deliver(ccbill, "NewSaleSuccess", sale)

    assert event.type == "NewSaleSuccess"
    assert event.subscription_id == sale["subscriptionId"]
    assert event.checkout_id == start.checkout_id
    assert event.occurred_at == START
    assert event.payment is not None
    assert (event.payment.payment_id, event.payment.status) == (sale["transactionId"], "paid")
    assert (event.payment.amount_minor, event.payment.currency, event.payment.paid_at) == (1299, "USD", START)
    assert event.payment.subscription_id == sale["subscriptionId"]
    assert event.raw["X-nocturne_user"] == "user-42"
    assert "password" not in event.raw


async def test_url_encoded_webhooks_parse_like_json(ccbill: CCBillProvider, double: CCBillDouble) -> None:
    sale = await _subscribe(ccbill, double)

    as_json = _deliver(ccbill, "NewSaleSuccess", sale)
    as_form = _deliver(ccbill, "NewSaleSuccess", sale, fmt="form")

    assert as_form == as_json


async def test_a_credit_pack_sale_has_no_subscription(ccbill: CCBillProvider, double: CCBillDouble) -> None:
    sale = await _subscribe(ccbill, double, mode="payment", interval=None, amount_minor=499)

    event = _deliver(ccbill, "NewSaleSuccess", sale)

    assert event.subscription_id is None
    assert event.payment is not None
    assert (event.payment.amount_minor, event.payment.subscription_id, event.payment.status) == (
        499,
        None,
        "paid",
    )
    assert (event.checkout_id or "").startswith("ccb_pay_")


async def test_a_declined_sale_is_a_failed_payment(ccbill: CCBillProvider, double: CCBillDouble) -> None:
    start = await ccbill.create_checkout(_plan())
    denial = double.decline_checkout(start.redirect_url)

    event = _deliver(ccbill, "NewSaleFailure", denial)

    assert (event.subscription_id, event.checkout_id) == (None, start.checkout_id)
    assert event.payment is not None
    assert (event.payment.status, event.payment.amount_minor, event.payment.paid_at) == ("failed", 1299, None)


async def test_renewal_success_and_failure_carry_their_payments(
    ccbill: CCBillProvider, double: CCBillDouble
) -> None:
    sale = await _subscribe(ccbill, double)
    double.advance(timedelta(days=30))
    renewal = _deliver(ccbill, "RenewalSuccess", double.renew(sale["subscriptionId"]))
    double.advance(timedelta(days=30))
    failure = _deliver(ccbill, "RenewalFailure", double.fail_renewal(sale["subscriptionId"]))

    assert renewal.subscription_id == sale["subscriptionId"]
    assert renewal.payment is not None
    assert (renewal.payment.status, renewal.payment.amount_minor) == ("paid", 1299)
    assert renewal.payment.paid_at == START + timedelta(days=30)
    assert failure.payment is not None
    assert (failure.payment.status, failure.payment.amount_minor, failure.payment.paid_at) == (
        "failed",
        0,
        None,
    )
    assert failure.payment.payment_id != renewal.payment.payment_id
    assert failure.raw["failureCode"] == "BE-117"


async def test_cancellation_and_expiration_name_the_subscription_without_a_payment(
    ccbill: CCBillProvider, double: CCBillDouble
) -> None:
    sale = await _subscribe(ccbill, double)
    double.advance(timedelta(days=2))
    cancellation = _deliver(ccbill, "Cancellation", double.cancel(sale["subscriptionId"]))
    double.advance(timedelta(days=28))
    expiration = _deliver(ccbill, "Expiration", double.expire(sale["subscriptionId"]))

    for event, when in ((cancellation, START + timedelta(days=2)), (expiration, START + timedelta(days=30))):
        assert (event.subscription_id, event.payment, event.occurred_at) == (
            sale["subscriptionId"],
            None,
            when,
        )
    assert cancellation.raw["source"] == "customerSupport"
    assert cancellation.event_id != expiration.event_id


@pytest.mark.parametrize("kind", ["Refund", "Chargeback", "Void"])
async def test_money_returned_marks_the_payment_refunded(
    ccbill: CCBillProvider, double: CCBillDouble, kind: str
) -> None:
    sale = await _subscribe(ccbill, double)

    event = _deliver(ccbill, kind, double.refund(sale["subscriptionId"], sale["transactionId"], kind))  # type: ignore[arg-type]

    assert event.type == kind
    assert event.payment is not None
    assert (event.payment.payment_id, event.payment.status) == (sale["transactionId"], "refunded")
    assert (event.payment.amount_minor, event.payment.currency) == (1299, "USD")


async def test_a_repeated_delivery_has_the_same_event_id(
    ccbill: CCBillProvider, double: CCBillDouble
) -> None:
    sale = await _subscribe(ccbill, double)
    double.advance(timedelta(days=30))
    first_rebill = double.renew(sale["subscriptionId"])
    double.advance(timedelta(days=30))
    second_rebill = double.renew(sale["subscriptionId"])

    once = _deliver(ccbill, "RenewalSuccess", first_rebill)
    again = _deliver(ccbill, "RenewalSuccess", first_rebill, fmt="form")
    next_month = _deliver(ccbill, "RenewalSuccess", second_rebill)

    assert once.event_id == again.event_id
    assert once.event_id != next_month.event_id
    assert (
        _deliver(ccbill, "NewSaleSuccess", sale).event_id == _deliver(ccbill, "NewSaleSuccess", sale).event_id
    )


# Webhook rejection ---------------------------------------------------------------------------------


async def test_webhooks_from_outside_ccbills_ranges_are_rejected(
    ccbill: CCBillProvider, double: CCBillDouble
) -> None:
    sale = await _subscribe(ccbill, double)
    for address in ("203.0.113.9", "64.38.213.5", None, "not-an-ip"):
        with pytest.raises(WebhookRejected):
            _deliver(ccbill, "NewSaleSuccess", sale, client_ip=address)
    for address in ("64.38.241.254", f"::ffff:{CCBILL_IP}"):
        assert _deliver(ccbill, "NewSaleSuccess", sale, client_ip=address).type == "NewSaleSuccess"


async def test_webhooks_without_our_secret_are_rejected(ccbill: CCBillProvider, double: CCBillDouble) -> None:
    sale = await _subscribe(ccbill, double)
    for secret in (None, "", "whk-guess", SECRET + "x"):
        with pytest.raises(WebhookRejected) as caught:
            _deliver(ccbill, "NewSaleSuccess", sale, secret=secret)
        assert caught.value.status == 400


async def test_webhooks_for_another_account_or_a_forged_sale_are_rejected(
    ccbill: CCBillProvider, double: CCBillDouble
) -> None:
    sale = await _subscribe(ccbill, double)
    with pytest.raises(WebhookRejected):
        _deliver(ccbill, "NewSaleSuccess", {**sale, "clientAccnum": "900200"})
    with pytest.raises(WebhookRejected):
        _deliver(ccbill, "NewSaleSuccess", {**sale, "subscriptionId": "0117000000000000999"})
    nameless = CCBillDouble.webhook("", sale, secret=SECRET)
    with pytest.raises(WebhookRejected):
        ccbill.verify_and_parse(nameless)


async def test_the_source_ranges_can_be_replaced(double: CCBillDouble, http: httpx.AsyncClient) -> None:
    provider = CCBillProvider(
        account=double.account,
        subaccount=double.subaccount,
        flexform_id=double.flexform_id,
        salt=double.salt,
        datalink_username=double.username,
        datalink_password=double.password,
        webhook_networks=["10.8.0.0/16"],
        client=http,
    )
    fields = double.cancel(
        double.complete_checkout((await provider.create_checkout(_plan())).redirect_url)["subscriptionId"]
    )

    assert provider.verify_and_parse(
        CCBillDouble.webhook("Cancellation", fields, client_ip="10.8.3.4")
    ).type == ("Cancellation")
    with pytest.raises(WebhookRejected):
        provider.verify_and_parse(CCBillDouble.webhook("Cancellation", fields, client_ip=CCBILL_IP))
