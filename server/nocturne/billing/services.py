"""The billing adapters a process holds: the plans, the price table and the payment provider."""

from __future__ import annotations

import hashlib
import hmac
from contextlib import AsyncExitStack
from dataclasses import dataclass

from nocturne.billing.plans import Plans, load_plans
from nocturne.billing.prices import Prices, load_prices
from nocturne.billing.providers.fake import FakeProvider
from nocturne.billing.providers.port import PaymentProvider
from nocturne.config import Settings

FAKE_CHECKOUT_PATH = "/billing/fake-checkout"
MISSING = "PAYMENT_PROVIDER={provider} needs {names} to be set."


@dataclass
class BillingServices:
    plans: Plans
    prices: Prices
    provider: PaymentProvider
    # The fake provider when it is the one in use: its hosted page and its clock (renewals).
    fake: FakeProvider | None = None


def fake_webhook_secret(settings: Settings) -> str:
    """Derived from the app's secret key, so it needs no setting and differs per install."""
    key = settings.resolved_secret_key().encode()
    return hmac.new(key, b"fake-payments-webhooks", hashlib.sha256).hexdigest()


def make_provider(settings: Settings) -> PaymentProvider:
    if settings.payment_provider == "stripe":
        from nocturne.billing.providers.stripe import StripeProvider

        if not settings.stripe_api_key or not settings.stripe_webhook_secret:
            raise RuntimeError(
                MISSING.format(provider="stripe", names="STRIPE_API_KEY and STRIPE_WEBHOOK_SECRET")
            )
        return StripeProvider(
            api_key=settings.stripe_api_key,
            webhook_secret=settings.stripe_webhook_secret,
            api_base=settings.stripe_api_base,
        )
    if settings.payment_provider == "ccbill":
        from nocturne.billing.providers.ccbill_settings import make_ccbill

        return make_ccbill(settings)
    plans = load_plans(settings.catalog_dir)
    return FakeProvider(
        settings.data_dir / "fake-payments.sqlite3",
        fake_webhook_secret(settings),
        settings.app_origin.rstrip("/") + FAKE_CHECKOUT_PATH,
        pending_seconds=settings.fake_payments_pending_seconds,
        prices={
            p.provider_plan_ids["fake"]: (p.price_minor, p.interval)
            for p in plans.all()
            if "fake" in p.provider_plan_ids
        },
    )


async def open_billing(settings: Settings, stack: AsyncExitStack) -> BillingServices:
    provider = make_provider(settings)
    stack.push_async_callback(provider.aclose)
    return BillingServices(
        plans=load_plans(settings.catalog_dir),
        prices=load_prices(settings.catalog_dir),
        provider=provider,
        fake=provider if isinstance(provider, FakeProvider) else None,
    )
