"""The one port every payment provider implements: start a checkout, fetch, cancel, resume, change plan,
and verify-and-parse a webhook.

Mainstream processors refuse adult content, so a provider is an adapter and never the schema: what
comes back is normalised here (an internal status, times in UTC, amounts in minor units) and the billing
service keeps its own tables. A provider knows nothing of our database; it is given plain values and
returns plain values.

The ids a provider hands out (subscription, checkout, payment, event) are opaque strings to us. The
user travels as `client_reference` (our user id) so a webhook can be matched to an account even when it
arrives before the checkout's return page is loaded.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Literal, Protocol

# Internal subscription status (platform-services.md section 3); each adapter maps its provider's own.
SubscriptionStatus = Literal["pending", "trialing", "active", "past_due", "canceled", "expired"]
PaymentStatus = Literal["paid", "failed", "pending", "refunded"]
CheckoutStatus = Literal["open", "pending", "complete", "declined", "expired"]
CheckoutMode = Literal["subscription", "payment"]


class ProviderError(Exception):
    """The provider refused or could not be reached; `message` is fit to show a person."""

    def __init__(self, message: str, *, status: int = 502) -> None:
        super().__init__(message)
        self.message = message
        self.status = status


class WebhookRejected(ProviderError):
    """A webhook that is not from the provider (bad or missing signature, too old): answered with 400 and
    nothing changes."""

    def __init__(self, message: str) -> None:
        super().__init__(message, status=400)


@dataclass(frozen=True)
class WebhookRequest:
    """A webhook as it reached us: header names lower-cased, the raw body (signatures are over its bytes),
    the query string (some processors put the event type there) and the sender's address (some
    processors are verified by their published address ranges)."""

    headers: Mapping[str, str]
    body: bytes
    query: Mapping[str, str] = field(default_factory=dict)
    client_ip: str | None = None


@dataclass(frozen=True)
class CheckoutRequest:
    """What the billing service asks a provider to sell: a plan (a subscription) or a credit pack (a
    one-time payment). `external_price_id` is the provider's id for it (plans.json providerPlanIds)."""

    mode: CheckoutMode
    client_reference: str  # our user id
    email: str
    external_price_id: str
    # Shown on hosted pages and used by providers that take an amount rather than a price id.
    name: str
    amount_minor: int
    currency: str
    trial_days: int = 0
    interval: Literal["month", "year"] | None = None
    success_url: str = ""  # where the provider sends the browser back; carries no trusted data
    cancel_url: str = ""
    # Our own reference for this purchase (plan id or pack id), echoed back on the checkout.
    item_id: str = ""


@dataclass(frozen=True)
class CheckoutStart:
    checkout_id: str
    redirect_url: str


@dataclass(frozen=True)
class ProviderCheckout:
    """A checkout as the provider reports it (never from the browser's query string)."""

    checkout_id: str
    status: CheckoutStatus
    mode: CheckoutMode
    client_reference: str | None
    subscription_id: str | None = None  # once the subscription exists
    payment_id: str | None = None  # a one-time payment's id once it is paid
    item_id: str = ""


@dataclass(frozen=True)
class ProviderSubscription:
    """A subscription as the provider reports it now: the truth that entitlements follow."""

    subscription_id: str
    external_price_id: str
    status: SubscriptionStatus
    client_reference: str | None
    start_time: datetime | None
    trial_end: datetime | None = None
    current_period_end: datetime | None = None
    last_payment_time: datetime | None = None
    cancel_at_period_end: bool = False
    canceled_at: datetime | None = None
    customer_id: str | None = None


@dataclass(frozen=True)
class ProviderPayment:
    payment_id: str
    status: PaymentStatus
    amount_minor: int
    currency: str
    paid_at: datetime | None
    subscription_id: str | None = None  # None for a one-time purchase (a credit pack)
    checkout_id: str | None = None


@dataclass(frozen=True)
class ProviderEvent:
    """A verified webhook, normalised. `event_id` is unique per provider and is how duplicates are
    dropped; `type` is the provider's own name, kept for the record. Whatever the event says, the service
    re-fetches the subscription before changing entitlements, so events may arrive in any order."""

    event_id: str
    type: str
    occurred_at: datetime | None
    subscription_id: str | None = None
    checkout_id: str | None = None
    payment: ProviderPayment | None = None
    raw: Mapping[str, object] = field(default_factory=dict)


class PaymentProvider(Protocol):
    name: str
    # Whether change_plan prorates (the account page says so before the user confirms).
    prorates: bool

    async def create_checkout(self, request: CheckoutRequest) -> CheckoutStart: ...

    async def fetch_checkout(self, checkout_id: str) -> ProviderCheckout: ...

    async def fetch_subscription(self, subscription_id: str) -> ProviderSubscription: ...

    async def list_payments(self, subscription_id: str) -> list[ProviderPayment]: ...

    async def cancel(self, subscription_id: str, *, at_period_end: bool = True) -> ProviderSubscription: ...

    async def resume(self, subscription_id: str) -> ProviderSubscription:
        """Undo a cancel at period end before the period ends."""
        ...

    async def change_plan(self, subscription_id: str, external_price_id: str) -> ProviderSubscription: ...

    def verify_and_parse(self, request: WebhookRequest) -> ProviderEvent:
        """Check the signature and its age, then parse; raise WebhookRejected when it does not hold."""
        ...

    async def aclose(self) -> None: ...
