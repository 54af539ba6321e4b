"""CCBill adapter: FlexForms dynamic pricing for checkout, Webhooks for events, and the DataLink services
(Subscription Management and Data Link Extract) for status, cancel and recent payments.

Why CCBill: it takes adult merchants, and its public merchant documentation (ccbill.com/doc) fixes what
an adapter needs: a hosted form priced per request with a salted digest, a fixed webhook schema with
named events and fields, the webhook source addresses, and server-side subscription status and cancel.
Segpay publishes guides too (gethelp.segpay.com), but its price points live in its merchant portal and
its postbacks carry whatever parameters each merchant assembles there, so there is less to build to.

Facts taken from the public documentation:
- Checkout (ccbill.com/doc/dynamic-pricing-flexforms, /doc/formdigest-value, /doc/?p=8015): the hosted
  form is `https://api.ccbill.com/wap-frontflex/flexforms/{flexId}` with `clientSubacc, initialPrice,
  initialPeriod, currencyCode` (and `recurringPrice, recurringPeriod, numRebills` for a recurring price)
  and `formDigest` = MD5 hex of initialPrice + initialPeriod + currencyCode + salt, or of initialPrice +
  initialPeriod + recurringPrice + recurringPeriod + numRebills + currencyCode + salt. Prices have two
  decimals; periods are days; currency codes are ISO numeric (840 USD, 978 EUR, 826 GBP, 124 CAD,
  036 AUD, 392 JPY); numRebills=99 rebills until cancelled. The tests check both documented examples.
- Webhooks (ccbill.com/doc/webhooks-user-guide and the per-event pages such as /doc/newsalesuccess):
  posted as JSON or URL-encoded, the type in `eventType`; events NewSaleSuccess, NewSaleFailure,
  RenewalSuccess, RenewalFailure, Cancellation, Expiration, Refund, Chargeback, Void, Return,
  UserReactivation, BillingDateChange, …; fields subscriptionId, transactionId, clientAccnum,
  clientSubacc, timestamp ("2012-08-05 15:18:17"), billedInitialPrice, billedAmount, billedCurrency,
  billedCurrencyCode, accounting*, amount, currency, nextRenewalDate, renewalDate, nextRetryDate,
  failureCode, failureReason, reason, source. They carry no signature and no event id; CCBill sends
  them from 64.38.212.1-254, 64.38.215.1-254, 64.38.240.1-254 and 64.38.241.1-254 and tells merchants
  to filter on those ranges.
- Subscription Management (ccbill.com/doc/ccbill-api-guide, /doc/ccbill-api-cancel-subscription):
  `https://datalink.ccbill.com/utils/subscriptionManagement.cgi` with clientAccnum, clientSubacc,
  usingSubacc, username, password (DataLink credentials), action, subscriptionId, returnXML=1;
  `<results>1</results>` is success, negative codes are the documented errors (-3 no such
  subscription, -8 caller IP not allowed, …). CCBill must allow our server's IP for DataLink.
- Data Link Extract (ccbill.com/doc/data-link-extract-system-user-guide): `…/data/main.cgi` with
  startTime, endTime, transactionTypes, clientAccnum, clientSubacc, username, password; CSV back; one
  request per 60 minutes per account.
- CCBill's RESTful API (ccbill.com/doc/ccbill-restful-api-resources, OAuth client credentials) only
  creates and charges payment tokens; it has no subscription read or cancel, so it is not used here.

Where the documentation was silent, not readable here, or we chose:
- viewSubscriptionStatus fields (signupDate, cancelDate, expirationDate, subscriptionStatus,
  recurringSubscription, timesRebilled, chargebacksIssued, refundsIssued, voidsIssued; dates YYYYMMDD)
  and the meaning of subscriptionStatus (0 inactive, 1 active but not rebilling, 2 active and
  rebilling) come from public integrations (pmpro-ccbill and others), not from a table we could read.
- Data Link record layouts (REBILL: type, account, subaccount, subscriptionId, date, transactionId,
  amount; REFUND/CHARGEBACK/VOID: type, account, subaccount, subscriptionId, date, amount) and its
  24-hour window come from the same kind of source. NEW records are not requested: their layout was
  not confirmed and they carry personal data; the first payment reaches us as NewSaleSuccess.
- Custom form fields come back in webhooks prefixed with "X-" (seen in published webhook payloads;
  the Passthrough Parameters page says unregistered fields still appear in webhooks). We pass
  nocturne_checkout, nocturne_user, nocturne_item and nocturne_price.
- `dynamicPricingValidationDigest` on a sale (MD5 of subscriptionId + "1" + salt, or of
  transactionId + "0" + salt for a denial) is checked when present, as the ccbill_ruby gem does.
- Webhook and DataLink times carry no zone; we read them as Arizona time (UTC-7, no daylight saving),
  where CCBill is based. Overridable.
- The shared secret: CCBill offers none, so we put one in the webhook URL we configure at CCBill
  (`?secret=…`, CCBill adds eventType) and compare it in constant time. The source range is the check
  CCBill documents; the secret guards against a lapsed range list or a proxy that forwards anyone.
- A repeated delivery is recognised by an id built from eventType, transactionId, subscriptionId and
  timestamp: CCBill sends no event id, and a redelivery repeats all four.
- A month is 30 days and a year 365 at CCBill (periods are days), so renewal dates come from CCBill.
- A trial is CCBill's initial period: `trial_price_minor` for `trial_days`, then the plan price.
  Dynamic pricing defaults to a $2.95 minimum, so a $0.00 trial needs CCBill to enable it.
- Approval and denial return URLs are set per FlexForm in CCBill's admin, not per request.

What CCBill cannot do here: look up a checkout (it reports the sale by webhook only), end access at once
(a cancel stops rebilling; access runs to the expiration date), resume a cancelled subscription or
change plan through an API (a member subscribes again), report which of our users or prices a
subscription belongs to (the service keeps that from its checkout), or list more than the last day
of payments.
"""

from __future__ import annotations

import asyncio
import csv
import hashlib
import hmac
import io
import ipaddress
import json
import secrets
import xml.etree.ElementTree as ET
from collections.abc import Callable, Mapping, Sequence
from datetime import UTC, datetime, timedelta, timezone, tzinfo
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from urllib.parse import parse_qsl, urlencode

import httpx

from nocturne.billing.providers.port import (
    CheckoutMode,
    CheckoutRequest,
    CheckoutStart,
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
from nocturne.kit import clock as kit_clock

FLEXFORMS_URL = "https://api.ccbill.com/wap-frontflex/flexforms"
DATALINK_URL = "https://datalink.ccbill.com"
SMS_PATH = "/utils/subscriptionManagement.cgi"
DATALINK_EXTRACT_PATH = "/data/main.cgi"
# Webhooks User Guide: 64.38.212.1-254, 64.38.215.1-254, 64.38.240.1-254, 64.38.241.1-254.
CCBILL_WEBHOOK_NETWORKS: tuple[str, ...] = (
    "64.38.212.0/24",
    "64.38.215.0/24",
    "64.38.240.0/24",
    "64.38.241.0/24",
)
CCBILL_TIME = timezone(timedelta(hours=-7), "MST")
NUMERIC_CURRENCY = {"USD": "840", "EUR": "978", "GBP": "826", "CAD": "124", "AUD": "036", "JPY": "392"}
ALPHA_CURRENCY = {code: alpha for alpha, code in NUMERIC_CURRENCY.items()}
ZERO_DECIMAL = {"JPY"}
PERIOD_DAYS = {"month": 30, "year": 365}
UNLIMITED_REBILLS = "99"
ONE_TIME_PERIOD_DAYS = 2  # a single billing still needs a period; 2 is the documented minimum
SECRET_PARAM = "secret"
PASSTHROUGH = ("nocturne_checkout", "nocturne_user", "nocturne_item", "nocturne_price")
DATALINK_WINDOW = timedelta(hours=24)
DATALINK_MIN_INTERVAL = timedelta(minutes=60)
DATALINK_TYPES = "REBILL,REFUND,CHARGEBACK,VOID"
# CCBill dates have no time of day, and a rebill runs some time during its day.
PAST_DUE_GRACE = timedelta(days=1)
REDACTED_FIELDS = frozenset({"password"})

SMS_ERRORS = {
    "0": "The requested action failed.",
    "-1": "The DataLink credentials were invalid or missing.",
    "-2": "The subscription id was invalid or its type does not support the action.",
    "-3": "No record was found for the subscription.",
    "-4": "The subscription belongs to another account.",
    "-5": "The arguments for the action were invalid or missing.",
    "-6": "The requested action was invalid.",
    "-7": "CCBill had an internal error.",
    "-8": "This server's IP address is not allowed to use DataLink.",
    "-9": "DataLink is deactivated for this account or the action is not permitted.",
    "-10": "The account is not set up for DataLink.",
    "-12": "Too many failed DataLink logins in the last hour.",
}
_NOT_FOUND = {"-2", "-3", "-4"}


def form_digest(
    salt: str,
    initial_price: str,
    initial_period: str,
    currency_code: str,
    recurring: tuple[str, str, str] | None = None,
) -> str:
    """FlexForms `formDigest`: MD5 hex of the documented fields in the documented order, then the salt.
    `recurring` is (recurringPrice, recurringPeriod, numRebills)."""
    parts = [initial_price, initial_period, *(recurring or ()), currency_code, salt]
    return hashlib.md5("".join(parts).encode(), usedforsecurity=False).hexdigest()


def sale_digest(salt: str, *, subscription_id: str = "", transaction_id: str = "", approved: bool) -> str:
    """The `dynamicPricingValidationDigest` CCBill returns with a dynamic-pricing sale."""
    value = (subscription_id + "1") if approved else (transaction_id + "0")
    return hashlib.md5((value + salt).encode(), usedforsecurity=False).hexdigest()


def format_price(amount_minor: int, currency: str) -> str:
    exponent = 0 if currency in ZERO_DECIMAL else 2
    return f"{Decimal(amount_minor).scaleb(-exponent):.2f}"


def to_minor(amount: str, currency: str) -> int:
    exponent = 0 if currency in ZERO_DECIMAL else 2
    try:
        return int(Decimal(amount).scaleb(exponent).quantize(Decimal(1), rounding=ROUND_HALF_UP))
    except InvalidOperation as exc:
        raise ProviderError(f"CCBill sent an amount we cannot read: {amount!r}") from exc


def checkout_mode(checkout_id: str) -> CheckoutMode | None:
    if checkout_id.startswith("ccb_sub_"):
        return "subscription"
    if checkout_id.startswith("ccb_pay_"):
        return "payment"
    return None


class CCBillProvider:
    """The PaymentProvider for CCBill. Plain values in; one httpx client for the DataLink calls."""

    name = "ccbill"
    # CCBill has no plan change through an API, so nothing is prorated.
    prorates = False

    def __init__(
        self,
        *,
        account: str,
        subaccount: str,
        flexform_id: str,
        salt: str,
        datalink_username: str,
        datalink_password: str,
        webhook_secret: str | None = None,
        webhook_networks: Sequence[str] = CCBILL_WEBHOOK_NETWORKS,
        currency: str = "USD",
        trial_price_minor: int = 0,
        flexform_base_url: str = FLEXFORMS_URL,
        datalink_base_url: str = DATALINK_URL,
        time_zone: tzinfo = CCBILL_TIME,
        clock: Callable[[], datetime] | None = None,
        client: httpx.AsyncClient | None = None,
    ) -> None:
        self._account = account
        self._subaccount = subaccount
        self._flexform_url = f"{flexform_base_url.rstrip('/')}/{flexform_id}"
        self._salt = salt
        self._username = datalink_username
        self._password = datalink_password
        self._webhook_secret = webhook_secret
        self._networks = [ipaddress.ip_network(n, strict=False) for n in webhook_networks]
        self._currency = currency
        self._trial_price_minor = trial_price_minor
        self._datalink = datalink_base_url.rstrip("/")
        self._tz = time_zone
        self._clock = clock or kit_clock.utcnow
        self._client = client or httpx.AsyncClient(timeout=20.0)
        self._owns_client = client is None
        self._extract_rows: list[list[str]] = []
        self._extract_at: datetime | None = None
        self._extract_lock = asyncio.Lock()

    # Checkout -------------------------------------------------------------------------------------

    async def create_checkout(self, request: CheckoutRequest) -> CheckoutStart:
        currency = request.currency.upper()
        code = NUMERIC_CURRENCY.get(currency)
        if code is None:
            raise ProviderError(f"CCBill does not take payments in {request.currency}.", status=400)
        price = format_price(request.amount_minor, currency)
        recurring: tuple[str, str, str] | None = None
        if request.mode == "subscription":
            if request.interval is None:
                raise ProviderError("A subscription needs a billing interval.", status=400)
            period = str(PERIOD_DAYS[request.interval])
            recurring = (price, period, UNLIMITED_REBILLS)
            if request.trial_days > 0:
                initial_price = format_price(self._trial_price_minor, currency)
                initial_period = str(request.trial_days)
            else:
                initial_price, initial_period = price, period
            checkout_id = f"ccb_sub_{secrets.token_hex(12)}"
        else:
            initial_price, initial_period = price, str(ONE_TIME_PERIOD_DAYS)
            checkout_id = f"ccb_pay_{secrets.token_hex(12)}"

        params = {"clientSubacc": self._subaccount, "initialPrice": initial_price}
        params["initialPeriod"] = initial_period
        if recurring:
            params.update(recurringPrice=recurring[0], recurringPeriod=recurring[1], numRebills=recurring[2])
        params["currencyCode"] = code
        params["formDigest"] = form_digest(self._salt, initial_price, initial_period, code, recurring)
        if request.email:
            params["email"] = request.email
        values = (checkout_id, request.client_reference, request.item_id, request.external_price_id)
        params.update({key: value for key, value in zip(PASSTHROUGH, values, strict=True) if value})
        return CheckoutStart(
            checkout_id=checkout_id, redirect_url=f"{self._flexform_url}?{urlencode(params)}"
        )

    async def fetch_checkout(self, checkout_id: str) -> ProviderCheckout:
        """CCBill has no checkout lookup: the sale arrives as a NewSaleSuccess (or NewSaleFailure)
        webhook naming this checkout, so until then the checkout is pending."""
        mode = checkout_mode(checkout_id)
        if mode is None:
            raise ProviderError("No such CCBill checkout.", status=404)
        return ProviderCheckout(checkout_id=checkout_id, status="pending", mode=mode, client_reference=None)

    # Subscriptions --------------------------------------------------------------------------------

    async def fetch_subscription(self, subscription_id: str) -> ProviderSubscription:
        fields = await self._sms("viewSubscriptionStatus", subscription_id)
        return self._subscription(subscription_id, fields)

    async def cancel(self, subscription_id: str, *, at_period_end: bool = True) -> ProviderSubscription:
        """Stop rebilling. CCBill has no immediate end through its API: whatever `at_period_end`
        asks, access runs to the expiration date, and the returned subscription says so."""
        await self._sms("cancelSubscription", subscription_id)
        return await self.fetch_subscription(subscription_id)

    async def resume(self, subscription_id: str) -> ProviderSubscription:
        raise ProviderError(
            "CCBill cannot undo a cancellation through its API; subscribe again when this one ends.",
            status=409,
        )

    async def change_plan(self, subscription_id: str, external_price_id: str) -> ProviderSubscription:
        raise ProviderError(
            "CCBill cannot change a subscription's plan; cancel it and subscribe to the new plan.",
            status=409,
        )

    async def list_payments(self, subscription_id: str) -> list[ProviderPayment]:
        """Rebills, refunds, chargebacks and voids of the last 24 hours from Data Link Extract, which
        CCBill answers once an hour per account, so one pull is shared by every subscription for an hour.
        Older history is what the webhooks recorded."""
        payments = []
        for row in await self._recent_transactions():
            if len(row) < 6 or row[3] != subscription_id:
                continue
            kind, when = row[0].upper(), self._parse_time(row[4])
            if kind == "REBILL" and len(row) >= 7:
                payments.append(self._payment(row[5], "paid", row[6], self._currency, when, subscription_id))
            elif kind in ("REFUND", "CHARGEBACK", "VOID"):
                payment_id = f"{kind}:{subscription_id}:{row[4]}"
                payments.append(
                    self._payment(payment_id, "refunded", row[5], self._currency, when, subscription_id)
                )
        return payments

    # Webhooks -------------------------------------------------------------------------------------

    def verify_and_parse(self, request: WebhookRequest) -> ProviderEvent:
        self._check_source(request)
        fields = self._decode(request)
        event_type = request.query.get("eventType") or fields.get("eventType", "")
        if not event_type:
            raise WebhookRejected("The CCBill webhook names no eventType.")
        account = fields.get("clientAccnum", "")
        if account and account.lstrip("0") != self._account.lstrip("0"):
            raise WebhookRejected("The CCBill webhook is for another merchant account.")
        self._check_sale_digest(event_type, fields)
        return self._event(event_type, fields)

    async def aclose(self) -> None:
        if self._owns_client:
            await self._client.aclose()

    # Internals ------------------------------------------------------------------------------------

    def _now(self) -> datetime:
        return self._clock().astimezone(UTC)

    def _check_source(self, request: WebhookRequest) -> None:
        if self._networks:  # an empty list turns the address check off (a test, or a trusted relay)
            try:
                address = ipaddress.ip_address(request.client_ip or "")
            except ValueError:
                raise WebhookRejected("The webhook's sender address is unknown.") from None
            if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped:
                address = address.ipv4_mapped
            if not any(address in network for network in self._networks):
                raise WebhookRejected("The webhook did not come from CCBill's published addresses.")
        if self._webhook_secret is not None:
            given = request.query.get(SECRET_PARAM, "")
            if not hmac.compare_digest(given.encode(), self._webhook_secret.encode()):
                raise WebhookRejected("The webhook's secret is missing or wrong.")

    def _decode(self, request: WebhookRequest) -> dict[str, str]:
        content_type = request.headers.get("content-type", "")
        text = request.body.decode("utf-8", errors="replace")
        if "json" in content_type or text.lstrip().startswith("{"):
            try:
                data = json.loads(text)
            except ValueError:
                raise WebhookRejected("The CCBill webhook body is not valid JSON.") from None
            if not isinstance(data, dict):
                raise WebhookRejected("The CCBill webhook body is not an object.")
            return {str(k): "" if v is None else str(v) for k, v in data.items()}
        return dict(parse_qsl(text, keep_blank_values=True))

    def _check_sale_digest(self, event_type: str, fields: Mapping[str, str]) -> None:
        given = fields.get("dynamicPricingValidationDigest")
        if not given or event_type not in ("NewSaleSuccess", "NewSaleFailure"):
            return
        approved = event_type == "NewSaleSuccess"
        expected = sale_digest(
            self._salt,
            subscription_id=fields.get("subscriptionId", ""),
            transaction_id=fields.get("transactionId", ""),
            approved=approved,
        )
        if not hmac.compare_digest(given.lower().encode(), expected.encode()):
            raise WebhookRejected("The sale's validation digest does not match our salt.")

    def _event(self, event_type: str, fields: Mapping[str, str]) -> ProviderEvent:
        subscription_id = fields.get("subscriptionId") or None
        transaction_id = fields.get("transactionId") or None
        checkout_id = fields.get("X-nocturne_checkout") or None
        timestamp = fields.get("timestamp", "")
        occurred_at = self._parse_time(timestamp)
        parts = (event_type, transaction_id or "-", subscription_id or "-", timestamp or "-")
        event_id = "|".join(parts)

        one_time = False
        if event_type in ("NewSaleSuccess", "NewSaleFailure"):
            mode = checkout_mode(checkout_id or "")
            one_time = mode == "payment" or (mode is None and fields.get("recurringPeriod", "0") in ("", "0"))
        payment_sub = None if one_time else subscription_id

        payment: ProviderPayment | None = None
        if event_type == "NewSaleSuccess" and transaction_id:
            amount, currency = self._amount(fields, "billedInitialPrice", "accountingInitialPrice")
            payment = self._payment(
                transaction_id, "paid", amount, currency, occurred_at, payment_sub, checkout_id
            )
        elif event_type == "NewSaleFailure" and transaction_id:
            amount, currency = self._amount(fields, "billedInitialPrice", "accountingInitialPrice")
            payment = self._payment(
                transaction_id, "failed", amount, currency, occurred_at, None, checkout_id
            )
        elif event_type == "RenewalSuccess" and transaction_id:
            amount, currency = self._amount(fields, "billedAmount", "accountingAmount")
            payment = self._payment(transaction_id, "paid", amount, currency, occurred_at, subscription_id)
        elif event_type == "RenewalFailure" and transaction_id:
            # CCBill sends no amount with a failed rebill.
            payment = self._payment(
                transaction_id, "failed", "0", self._currency, occurred_at, subscription_id
            )
        elif event_type in ("Refund", "Chargeback", "Void", "Return") and transaction_id:
            amount, currency = self._amount(fields, "amount", "accountingAmount")
            payment = self._payment(
                transaction_id, "refunded", amount, currency, occurred_at, subscription_id
            )

        raw: dict[str, object] = {k: v for k, v in fields.items() if k not in REDACTED_FIELDS}
        raw["eventType"] = event_type
        return ProviderEvent(
            event_id=event_id,
            type=event_type,
            occurred_at=occurred_at,
            subscription_id=None if one_time else subscription_id,
            checkout_id=checkout_id,
            payment=payment,
            raw=raw,
        )

    def _amount(self, fields: Mapping[str, str], billed: str, accounting: str) -> tuple[str, str]:
        if fields.get(billed):
            currency = fields.get("billedCurrency") or fields.get("currency") or ""
            code = fields.get("billedCurrencyCode") or fields.get("currencyCode") or ""
            return fields[billed], currency or ALPHA_CURRENCY.get(code, self._currency)
        currency = fields.get("accountingCurrency") or ""
        code = fields.get("accountingCurrencyCode") or ""
        return fields.get(accounting) or "0", currency or ALPHA_CURRENCY.get(code, self._currency)

    def _payment(
        self,
        payment_id: str,
        status: PaymentStatus,
        amount: str,
        currency: str,
        paid_at: datetime | None,
        subscription_id: str | None,
        checkout_id: str | None = None,
    ) -> ProviderPayment:
        currency = currency.upper()
        return ProviderPayment(
            payment_id=payment_id,
            status=status,
            amount_minor=to_minor(amount, currency),
            currency=currency,
            paid_at=paid_at if status == "paid" else None,
            subscription_id=subscription_id,
            checkout_id=checkout_id,
        )

    def _subscription(self, subscription_id: str, fields: Mapping[str, str]) -> ProviderSubscription:
        code = fields.get("subscriptionStatus", "")
        recurring = fields.get("recurringSubscription", "1") == "1"
        expiration = self._parse_time(fields.get("expirationDate", ""))
        canceled_at = self._parse_time(fields.get("cancelDate", ""))
        status: SubscriptionStatus
        if code == "2":
            # Still rebilling after the paid time ran out: CCBill is retrying a failed rebill.
            overdue = expiration is not None and expiration + PAST_DUE_GRACE <= self._now()
            status = "past_due" if overdue else "active"
        elif code == "1":
            status = "canceled" if recurring else "active"
        elif code == "0":
            status = "expired"
        else:
            raise ProviderError(f"CCBill reported a subscription status we do not know: {code!r}.")
        return ProviderSubscription(
            subscription_id=subscription_id,
            external_price_id="",  # dynamic pricing has no CCBill price id; the service keeps the plan
            status=status,
            client_reference=None,  # CCBill does not return our passthrough fields here
            start_time=self._parse_time(fields.get("signupDate", "")),
            current_period_end=expiration,
            cancel_at_period_end=status == "canceled",
            canceled_at=canceled_at if status in ("canceled", "expired") else None,
        )

    async def _sms(self, action: str, subscription_id: str) -> dict[str, str]:
        params = {
            "clientAccnum": self._account,
            "clientSubacc": self._subaccount,
            "usingSubacc": self._subaccount,
            "username": self._username,
            "password": self._password,
            "action": action,
            "subscriptionId": subscription_id,
            "returnXML": "1",
        }
        body = await self._get(self._datalink + SMS_PATH, params)
        try:
            root = ET.fromstring(body.strip())
        except ET.ParseError as exc:
            raise ProviderError("CCBill sent a subscription answer we cannot read.") from exc
        children = list(root)
        if not children:
            result = (root.text or "").strip()
            if result == "1":
                return {}
            message = SMS_ERRORS.get(result, f"CCBill answered with code {result!r}.")
            raise ProviderError(f"CCBill: {message}", status=404 if result in _NOT_FOUND else 502)
        return {child.tag: (child.text or "").strip() for child in children}

    async def _recent_transactions(self) -> list[list[str]]:
        async with self._extract_lock:
            now = self._now()
            if self._extract_at is not None and now - self._extract_at < DATALINK_MIN_INTERVAL:
                return self._extract_rows
            params = {
                "startTime": self._format_time(now - DATALINK_WINDOW),
                "endTime": self._format_time(now),
                "transactionTypes": DATALINK_TYPES,
                "clientAccnum": self._account,
                "clientSubacc": self._subaccount,
                "username": self._username,
                "password": self._password,
            }
            body = (await self._get(self._datalink + DATALINK_EXTRACT_PATH, params)).strip()
            if body.startswith("Error:"):
                raise ProviderError(f"CCBill Data Link: {body.removeprefix('Error:').strip()}")
            rows = [] if body in ("", "1") else list(csv.reader(io.StringIO(body), skipinitialspace=True))
            self._extract_rows = [[cell.strip() for cell in row] for row in rows if row]
            self._extract_at = now
            return self._extract_rows

    async def _get(self, url: str, params: Mapping[str, str]) -> str:
        try:
            response = await self._client.get(url, params=params)
        except httpx.HTTPError as exc:
            raise ProviderError("CCBill could not be reached; try again in a few minutes.") from exc
        if response.status_code != 200:
            raise ProviderError(f"CCBill answered HTTP {response.status_code}; try again in a few minutes.")
        return response.text

    def _parse_time(self, value: str) -> datetime | None:
        value = value.strip()
        for fmt in ("%Y-%m-%d %H:%M:%S", "%Y%m%d%H%M%S", "%Y-%m-%d", "%Y%m%d"):
            try:
                parsed = datetime.strptime(value, fmt)
            except ValueError:
                continue
            return parsed.replace(tzinfo=self._tz).astimezone(UTC)
        return None

    def _format_time(self, moment: datetime) -> str:
        return moment.astimezone(self._tz).strftime("%Y%m%d%H%M%S")
