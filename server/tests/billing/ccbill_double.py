"""A stateful stand-in for CCBill over HTTP, for the adapter's contract tests.

It answers what the adapter calls, in CCBill's shapes (see the sources in
nocturne/billing/providers/ccbill.py):
- GET /wap-frontflex/flexforms/{flexId}: the hosted form; checks the dynamic-pricing parameters and
  the formDigest as CCBill does, and refuses a tampered price.
- GET /utils/subscriptionManagement.cgi: viewSubscriptionStatus and cancelSubscription, with the
  documented result codes, as XML (returnXML=1) or CSV.
- GET /data/main.cgi: Data Link Extract, CSV rows, one request per 60 minutes, a 24-hour window.

The helpers act as CCBill's back office and the paying customer would (complete or decline a checkout,
rebill, fail a rebill, cancel, expire, refund, charge back) and return the webhook CCBill would post,
with the documented field names; `webhook()` wraps such fields as the request our endpoint receives.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any, Literal
from urllib.parse import parse_qsl, urlencode, urlsplit
from xml.sax.saxutils import escape

import httpx
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, PlainTextResponse, Response
from starlette.routing import Route

from nocturne.billing.providers.ccbill import (
    ALPHA_CURRENCY,
    CCBILL_TIME,
    CCBillProvider,
    form_digest,
    sale_digest,
)
from nocturne.billing.providers.port import WebhookRequest

CCBILL_IP = "64.38.212.17"  # inside a published webhook range
FLEX_BASE = "https://api.ccbill.test/wap-frontflex/flexforms"
DATALINK_BASE = "https://datalink.ccbill.test"


@dataclass
class DoubleSubscription:
    subscription_id: str
    recurring: bool
    signup: datetime
    expiration: datetime
    initial_price: str
    recurring_price: str
    recurring_period: int
    currency_code: str
    form: dict[str, str]
    status: int = 2  # SMS subscriptionStatus: 0 inactive, 1 active not rebilling, 2 active rebilling
    cancel_date: datetime | None = None
    times_rebilled: int = 0
    refunds: int = 0
    chargebacks: int = 0


@dataclass
class DoubleTransaction:
    kind: str  # Data Link transaction type: NEW, REBILL, REFUND, CHARGEBACK, VOID
    subscription_id: str
    at: datetime
    amount: str
    transaction_id: str = ""


@dataclass
class CCBillDouble:
    account: str = "900100"
    subaccount: str = "0000"
    flexform_id: str = "687fa3e0-e60d-4466-88e2-181fa56dd6a9"
    salt: str = "7d901dad245fd0ff6bc20d06"
    username: str = "nocturne_dl"
    password: str = "dl-password"
    now: datetime = field(default_factory=lambda: datetime(2026, 3, 10, 19, 30, tzinfo=UTC))
    subscriptions: dict[str, DoubleSubscription] = field(default_factory=dict)
    transactions: list[DoubleTransaction] = field(default_factory=list)
    extract_calls: int = 0
    sms_calls: list[str] = field(default_factory=list)
    _counter: int = 49
    _last_extract: datetime | None = None

    @property
    def app(self) -> Starlette:
        return Starlette(
            routes=[
                Route("/wap-frontflex/flexforms/{flex_id}", self._flexform),
                Route("/utils/subscriptionManagement.cgi", self._sms),
                Route("/data/main.cgi", self._extract),
            ]
        )

    def advance(self, delta: timedelta) -> None:
        self.now += delta

    def provider(self, client: httpx.AsyncClient, webhook_secret: str, **overrides: Any) -> CCBillProvider:
        """The real adapter wired to this double (its accounts, its clock, its HTTP app via `client`)."""
        values: dict[str, Any] = {
            "account": self.account,
            "subaccount": self.subaccount,
            "flexform_id": self.flexform_id,
            "salt": self.salt,
            "datalink_username": self.username,
            "datalink_password": self.password,
            "webhook_secret": webhook_secret,
            "flexform_base_url": FLEX_BASE,
            "datalink_base_url": DATALINK_BASE,
            "clock": lambda: self.now,
            "client": client,
        }
        return CCBillProvider(**{**values, **overrides})

    # What CCBill's servers answer -----------------------------------------------------------------

    async def _flexform(self, request: Request) -> Response:
        error = self._form_error(request.path_params["flex_id"], dict(request.query_params))
        if error:
            return PlainTextResponse(f"FlexForms error 500: {error}", status_code=400)
        return HTMLResponse("<html><body><form id='ccbill-payment'>Pay with card</form></body></html>")

    async def _sms(self, request: Request) -> Response:
        q = request.query_params
        self.sms_calls.append(q.get("action", ""))
        xml = q.get("returnXML") == "1"
        if (q.get("clientAccnum"), q.get("username"), q.get("password")) != (
            self.account,
            self.username,
            self.password,
        ):
            return _result("-1", xml)
        sub = self.subscriptions.get(q.get("subscriptionId", ""))
        if sub is None:
            return _result("-3", xml)
        action = q.get("action")
        if action == "cancelSubscription":
            if sub.status != 2:
                return _result("0", xml)
            self._cancel(sub)
            return _result("1", xml)
        if action != "viewSubscriptionStatus":
            return _result("-6", xml)
        fields = {
            "cancelDate": _date(sub.cancel_date),
            "signupDate": _date(sub.signup),
            "chargebacksIssued": str(sub.chargebacks),
            "timesRebilled": str(sub.times_rebilled),
            "expirationDate": _date(sub.expiration),
            "recurringSubscription": "1" if sub.recurring else "0",
            "subscriptionStatus": str(sub.status),
            "refundsIssued": str(sub.refunds),
            "voidsIssued": "0",
        }
        if xml:
            inner = "".join(f"<{k}>{escape(v)}</{k}>" for k, v in fields.items())
            return Response(f"<?xml version='1.0' standalone='yes'?>\n<results>{inner}</results>\n")
        header = ",".join(f'"{k}"' for k in fields)
        values = ",".join(f'"{v}"' for v in fields.values())
        return PlainTextResponse(f"{header}\n{values}\n")

    async def _extract(self, request: Request) -> Response:
        q = request.query_params
        self.extract_calls += 1
        if (q.get("clientAccnum"), q.get("username"), q.get("password")) != (
            self.account,
            self.username,
            self.password,
        ):
            return PlainTextResponse("Error: Authentication failed.")
        if self._last_extract is not None and self.now - self._last_extract < timedelta(minutes=60):
            return PlainTextResponse("Error: Data Link requests may be made once every 60 minutes.")
        try:
            start, end = _ccbill_time(q["startTime"]), _ccbill_time(q["endTime"])
        except (KeyError, ValueError):
            return PlainTextResponse("Error: startTime and endTime must be YYYYMMDDHHMMSS.")
        if end - start > timedelta(hours=24):
            return PlainTextResponse("Error: The date range may not exceed 24 hours.")
        self._last_extract = self.now
        kinds = set(q.get("transactionTypes", "").split(","))
        lines = []
        for tx in self.transactions:
            if tx.kind not in kinds or not start <= tx.at <= end:
                continue
            cells = [tx.kind, self.account, self.subaccount, tx.subscription_id, _stamp(tx.at)]
            cells += [tx.transaction_id, tx.amount] if tx.kind == "REBILL" else [tx.amount]
            lines.append(",".join(f'"{c}"' for c in cells))
        return PlainTextResponse("\n".join(lines) + "\n" if lines else "1\n")

    # What the customer and CCBill's back office do ------------------------------------------------

    def complete_checkout(self, url: str) -> dict[str, str]:
        """The customer pays on the hosted form: a subscription exists, and CCBill posts this
        NewSaleSuccess (its custom fields echoed with an X- prefix)."""
        form = self._form_from(url)
        recurring = "recurringPrice" in form
        initial_period = int(form["initialPeriod"])
        sub_id = self._next_id()
        transaction_id = sub_id  # the first transaction's id is the subscription id
        sub = DoubleSubscription(
            subscription_id=sub_id,
            recurring=recurring,
            signup=self.now,
            expiration=self.now + timedelta(days=initial_period),
            initial_price=form["initialPrice"],
            recurring_price=form.get("recurringPrice", "0.00"),
            recurring_period=int(form.get("recurringPeriod", "0")),
            currency_code=form["currencyCode"],
            form=form,
            status=2 if recurring else 1,
        )
        self.subscriptions[sub_id] = sub
        self.transactions.append(
            DoubleTransaction("NEW", sub_id, self.now, sub.initial_price, transaction_id)
        )
        currency = ALPHA_CURRENCY[sub.currency_code]
        fields = {
            "subscriptionId": sub_id,
            "transactionId": transaction_id,
            "clientAccnum": self.account,
            "clientSubacc": self.subaccount,
            "timestamp": _webhook_time(self.now),
            "email": form.get("email", ""),
            "flexId": self.flexform_id,
            "formName": "nocturne-flex",
            "password": "legacy-user-password",
            "priceDescription": f"{sub.initial_price}({currency}) for {initial_period} days",
            "billedInitialPrice": sub.initial_price,
            "billedRecurringPrice": sub.recurring_price,
            "billedCurrency": currency,
            "billedCurrencyCode": sub.currency_code,
            "subscriptionInitialPrice": sub.initial_price,
            "subscriptionRecurringPrice": sub.recurring_price,
            "subscriptionCurrency": currency,
            "subscriptionCurrencyCode": sub.currency_code,
            "accountingInitialPrice": sub.initial_price,
            "accountingRecurringPrice": sub.recurring_price,
            "accountingCurrency": currency,
            "accountingCurrencyCode": sub.currency_code,
            "initialPeriod": str(initial_period),
            "recurringPeriod": str(sub.recurring_period),
            "rebills": form.get("numRebills", "0"),
            "subscriptionTypeId": "0000000464",
            "dynamicPricingValidationDigest": sale_digest(self.salt, subscription_id=sub_id, approved=True),
            "paymentType": "CREDIT",
            "cardType": "VISA",
            "last4": "4242",
            "expDate": "0328",
        }
        if recurring:
            fields["nextRenewalDate"] = sub.expiration.astimezone(CCBILL_TIME).strftime("%Y-%m-%d")
        fields.update({f"X-{k}": v for k, v in form.items()})
        return fields

    def decline_checkout(self, url: str) -> dict[str, str]:
        """The card is declined on the hosted form: no subscription, a NewSaleFailure."""
        form = self._form_from(url)
        transaction_id = self._next_id()
        fields = {
            "transactionId": transaction_id,
            "clientAccnum": self.account,
            "clientSubacc": self.subaccount,
            "timestamp": _webhook_time(self.now),
            "billedInitialPrice": form["initialPrice"],
            "billedCurrency": ALPHA_CURRENCY[form["currencyCode"]],
            "billedCurrencyCode": form["currencyCode"],
            "initialPeriod": form["initialPeriod"],
            "recurringPeriod": form.get("recurringPeriod", "0"),
            "failureCode": "BE-140",
            "failureReason": "Transaction Denied by Bank",
            "dynamicPricingValidationDigest": sale_digest(
                self.salt, transaction_id=transaction_id, approved=False
            ),
        }
        fields.update({f"X-{k}": v for k, v in form.items()})
        return fields

    def renew(self, subscription_id: str) -> dict[str, str]:
        sub = self.subscriptions[subscription_id]
        transaction_id = self._next_id()
        renewal_date = sub.expiration
        sub.expiration = max(sub.expiration, self.now) + timedelta(days=sub.recurring_period)
        sub.times_rebilled += 1
        self.transactions.append(
            DoubleTransaction("REBILL", subscription_id, self.now, sub.recurring_price, transaction_id)
        )
        currency = ALPHA_CURRENCY[sub.currency_code]
        return {
            "transactionId": transaction_id,
            "subscriptionId": subscription_id,
            "clientAccnum": self.account,
            "clientSubacc": self.subaccount,
            "timestamp": _webhook_time(self.now),
            "billedAmount": sub.recurring_price,
            "billedCurrency": currency,
            "billedCurrencyCode": sub.currency_code,
            "accountingAmount": sub.recurring_price,
            "accountingCurrency": currency,
            "accountingCurrencyCode": sub.currency_code,
            "renewalDate": renewal_date.astimezone(CCBILL_TIME).strftime("%Y-%m-%d"),
            "nextRenewalDate": sub.expiration.astimezone(CCBILL_TIME).strftime("%Y-%m-%d"),
            "cardType": "VISA",
            "paymentType": "CREDIT",
            "last4": "4242",
            "expDate": "0328",
        }

    def fail_renewal(self, subscription_id: str) -> dict[str, str]:
        """A rebill is declined; CCBill keeps the subscription rebilling and retries tomorrow."""
        sub = self.subscriptions[subscription_id]
        return {
            "transactionId": self._next_id(),
            "subscriptionId": subscription_id,
            "clientAccnum": self.account,
            "clientSubacc": self.subaccount,
            "timestamp": _webhook_time(self.now),
            "failureReason": "Insufficient funds",
            "failureCode": "BE-117",
            "renewalDate": sub.expiration.astimezone(CCBILL_TIME).strftime("%Y-%m-%d"),
            "nextRetryDate": (self.now + timedelta(days=1)).astimezone(CCBILL_TIME).strftime("%Y-%m-%d"),
            "cardType": "VISA",
            "paymentType": "CREDIT",
        }

    def cancel(self, subscription_id: str, source: str = "customerSupport") -> dict[str, str]:
        sub = self.subscriptions[subscription_id]
        self._cancel(sub)
        return {
            "subscriptionId": subscription_id,
            "clientAccnum": self.account,
            "clientSubacc": self.subaccount,
            "timestamp": _webhook_time(self.now),
            "reason": "Satisfied Customer",
            "source": source,
        }

    def expire(self, subscription_id: str) -> dict[str, str]:
        sub = self.subscriptions[subscription_id]
        sub.status = 0
        return {
            "subscriptionId": subscription_id,
            "clientAccnum": self.account,
            "clientSubacc": self.subaccount,
            "timestamp": _webhook_time(self.now),
        }

    def refund(
        self,
        subscription_id: str,
        transaction_id: str,
        event: Literal["Refund", "Chargeback", "Void"] = "Refund",
    ) -> dict[str, str]:
        sub = self.subscriptions[subscription_id]
        paid = next(t for t in self.transactions if t.transaction_id == transaction_id)
        if event == "Chargeback":
            sub.chargebacks += 1
        else:
            sub.refunds += 1
        kind = {"Refund": "REFUND", "Chargeback": "CHARGEBACK", "Void": "VOID"}[event]
        self.transactions.append(DoubleTransaction(kind, subscription_id, self.now, paid.amount))
        currency = ALPHA_CURRENCY[sub.currency_code]
        return {
            "transactionId": transaction_id,
            "subscriptionId": subscription_id,
            "clientAccnum": self.account,
            "clientSubacc": self.subaccount,
            "timestamp": _webhook_time(self.now),
            "amount": paid.amount,
            "currency": currency,
            "currencyCode": sub.currency_code,
            "accountingAmount": paid.amount,
            "accountingCurrency": currency,
            "accountingCurrencyCode": sub.currency_code,
            "reason": "Customer request",
            "paymentType": "CREDIT",
            "cardType": "VISA",
        }

    # Deliveries -----------------------------------------------------------------------------------

    @staticmethod
    def webhook(
        event_type: str,
        fields: dict[str, str],
        *,
        fmt: Literal["json", "form"] = "json",
        client_ip: str | None = CCBILL_IP,
        secret: str | None = None,
    ) -> WebhookRequest:
        """The POST CCBill makes to our webhook URL: eventType (and our secret, when the URL we
        registered carries one) in the query, the fields as JSON or URL-encoded."""
        query = {"eventType": event_type, "eventGroupType": "Subscription"}
        if secret is not None:
            query["secret"] = secret
        if fmt == "json":
            body, content_type = json.dumps(fields).encode(), "application/json"
        else:
            body, content_type = urlencode(fields).encode(), "application/x-www-form-urlencoded"
        headers = {"content-type": content_type, "user-agent": "CCBill Webhooks"}
        return WebhookRequest(headers=headers, body=body, query=query, client_ip=client_ip)

    # Internals ------------------------------------------------------------------------------------

    def _next_id(self) -> str:
        self._counter += 1
        return f"0117{self._counter:015d}"

    def _cancel(self, sub: DoubleSubscription) -> None:
        sub.status = 1
        sub.cancel_date = self.now

    def _form_from(self, url: str) -> dict[str, str]:
        parts = urlsplit(url)
        flex_id = parts.path.rstrip("/").rsplit("/", 1)[-1]
        form = dict(parse_qsl(parts.query, keep_blank_values=True))
        error = self._form_error(flex_id, form)
        if error:
            raise AssertionError(f"CCBill would refuse this form: {error}")
        return form

    def _form_error(self, flex_id: str, form: dict[str, str]) -> str | None:
        if flex_id != self.flexform_id:
            return "unknown Flex ID"
        required = ["clientSubacc", "initialPrice", "initialPeriod", "currencyCode", "formDigest"]
        recurring_keys = ("recurringPrice", "recurringPeriod", "numRebills")
        is_recurring = any(k in form for k in recurring_keys)
        if is_recurring:
            required += recurring_keys
        missing = [k for k in required if not form.get(k)]
        if missing:
            return f"missing {', '.join(missing)}"
        if form["clientSubacc"] != self.subaccount:
            return "subaccount is not enabled for dynamic pricing"
        recurring = (
            (form["recurringPrice"], form["recurringPeriod"], form["numRebills"]) if is_recurring else None
        )
        expected = form_digest(
            self.salt, form["initialPrice"], form["initialPeriod"], form["currencyCode"], recurring
        )
        if form["formDigest"] != expected:
            return "formDigest does not match the price"
        return None


def _result(code: str, xml: bool) -> Response:
    if xml:
        return Response(f"<?xml version='1.0' standalone='yes'?>\n<results>{code}</results>\n")
    return PlainTextResponse(f'"results"\n"{code}"\n')


def _date(moment: datetime | None) -> str:
    return "" if moment is None else moment.astimezone(CCBILL_TIME).strftime("%Y%m%d")


def _stamp(moment: datetime) -> str:
    return moment.astimezone(CCBILL_TIME).strftime("%Y%m%d%H%M%S")


def _webhook_time(moment: datetime) -> str:
    return moment.astimezone(CCBILL_TIME).strftime("%Y-%m-%d %H:%M:%S")


def _ccbill_time(value: str) -> datetime:
    return datetime.strptime(value, "%Y%m%d%H%M%S").replace(tzinfo=CCBILL_TIME).astimezone(UTC)


def md5_hex(text: str) -> str:
    return hashlib.md5(text.encode(), usedforsecurity=False).hexdigest()
