"""/api/billing (plans, checkout and its server-side confirmation, the subscription, payments),
/api/credits (balance, ledger, ceiling, quotes), the providers' webhooks, and the fake provider's hosted
checkout page."""

from __future__ import annotations

import uuid

from fastapi import APIRouter, Request, Response, status
from fastapi.responses import HTMLResponse, RedirectResponse

from nocturne.accounts.deps import AuthDep, CurrentUser
from nocturne.billing import charges, credits, service, views
from nocturne.billing.fake_checkout_page import render_checkout
from nocturne.billing.prices import CostParams
from nocturne.billing.providers.port import ProviderError, WebhookRequest
from nocturne.billing.schemas import (
    BillingOut,
    CeilingIn,
    ChangePlanIn,
    CheckoutIn,
    CheckoutOut,
    CheckoutStarted,
    CreditLedgerOut,
    CreditsOut,
    FreePlanOut,
    PaymentOut,
    PlanOut,
    QuoteIn,
    QuoteOut,
    SubscriptionOut,
)
from nocturne.billing.webhooks import receive
from nocturne.db import SessionDep
from nocturne.errors import BadRequest, ErrorBody, NotFound
from nocturne.runtime import RuntimeDep

WEBHOOK_PREFIX = "/api/billing/webhooks/"
ERRORS: dict[int | str, dict[str, object]] = {
    400: {"model": ErrorBody},
    401: {"model": ErrorBody},
    402: {"model": ErrorBody},
    404: {"model": ErrorBody},
    409: {"model": ErrorBody},
    502: {"model": ErrorBody},
}
NOT_FAKE = "The fake payment provider is not in use here."

router = APIRouter(prefix="/billing", tags=["billing"], responses=ERRORS)
credits_router = APIRouter(prefix="/credits", tags=["credits"], responses=ERRORS)
# Webhooks and the public plan list need no session.
public_router = APIRouter(prefix="/billing", tags=["billing"], responses=ERRORS)
fake_checkout_router = APIRouter(prefix="/billing/fake-checkout", include_in_schema=False)


@public_router.get("/plans", response_model=list[PlanOut])
async def list_plans(runtime: RuntimeDep, auth: AuthDep, db: SessionDep) -> list[PlanOut]:
    """The plans on sale (anyone may look); for a signed-in user, whether the trial still applies."""
    return await views.plans(db, runtime, auth.user)


@public_router.get("/free-plan", response_model=FreePlanOut)
async def free_plan(runtime: RuntimeDep) -> FreePlanOut:
    """What a free account gets: the daily chat allowance and the welcome credits."""
    return views.free_plan(runtime)


@public_router.post("/webhooks/{provider}", status_code=status.HTTP_204_NO_CONTENT)
async def webhook(provider: str, request: Request, runtime: RuntimeDep) -> Response:
    """A payment provider's webhook: verified (400 when not), stored once per event id, processed as a job."""
    body = await request.body()
    await receive(
        runtime,
        provider,
        WebhookRequest(
            headers={k.lower(): v for k, v in request.headers.items()},
            body=body,
            query=dict(request.query_params),
            client_ip=request.client.host if request.client else None,
        ),
    )
    return Response(status_code=status.HTTP_204_NO_CONTENT)


@router.get("", response_model=BillingOut)
async def overview(user: CurrentUser, db: SessionDep, runtime: RuntimeDep) -> BillingOut:
    """My plan, credits and chat allowance, with the plans and credit packs on sale."""
    return await views.overview(db, runtime, user)


@router.post("/checkout", response_model=CheckoutStarted, status_code=status.HTTP_201_CREATED)
async def start_checkout(
    body: CheckoutIn, user: CurrentUser, db: SessionDep, runtime: RuntimeDep
) -> CheckoutStarted:
    """Start the payment provider's checkout for a plan or a credit pack; the browser goes to redirectUrl."""
    kind = "subscription" if body.kind == "subscription" else "payment"
    checkout, url = await service.start_checkout(db, runtime, user, kind, body.item_id)
    return CheckoutStarted(checkout_id=checkout.id, redirect_url=url)


@router.get("/checkout/{checkout_id}", response_model=CheckoutOut)
async def get_checkout(
    checkout_id: uuid.UUID, user: CurrentUser, db: SessionDep, runtime: RuntimeDep
) -> CheckoutOut:
    """The checkout's outcome, asked of the provider now (the page's query string is never trusted)."""
    checkout = await service.confirm_checkout(db, runtime, user, checkout_id)
    return await views.checkout(db, runtime, user, checkout)


@router.post("/subscription/cancel", response_model=SubscriptionOut)
async def cancel(user: CurrentUser, db: SessionDep, runtime: RuntimeDep) -> SubscriptionOut:
    """Cancel at the end of the paid period (or of the trial); everything stays until then."""
    return views.subscription(runtime, await service.cancel(db, runtime, user))


@router.post("/subscription/resume", response_model=SubscriptionOut)
async def resume(user: CurrentUser, db: SessionDep, runtime: RuntimeDep) -> SubscriptionOut:
    """Undo a cancel before the period ends."""
    return views.subscription(runtime, await service.resume(db, runtime, user))


@router.post("/subscription/change", response_model=SubscriptionOut)
async def change_plan(
    body: ChangePlanIn, user: CurrentUser, db: SessionDep, runtime: RuntimeDep
) -> SubscriptionOut:
    """Move to another plan (prorated where the provider supports it)."""
    return views.subscription(runtime, await service.change_plan(db, runtime, user, body.plan_id))


@router.get("/payments", response_model=list[PaymentOut])
async def payments(user: CurrentUser, db: SessionDep, runtime: RuntimeDep) -> list[PaymentOut]:
    """My payments, newest first."""
    return [views.payment(runtime, p) for p in await service.payments(db, user.id)]


@router.post("/fake/renew", response_model=SubscriptionOut)
async def fake_renew(user: CurrentUser, db: SessionDep, runtime: RuntimeDep) -> SubscriptionOut:
    """With the fake provider only: end my current period now (the renewal charge, or the end of a
    canceled subscription), to try the whole flow without waiting a month."""
    fake = runtime.billing.fake
    if fake is None:
        raise NotFound(NOT_FAKE)
    mine = await service.latest_subscription(db, user.id)
    if mine is None:
        raise NotFound(service.NO_SUBSCRIPTION)
    try:
        remote = await fake.renew(mine.external_id)
    except ProviderError as exc:
        raise BadRequest(exc.message) from None
    subscription = await service.apply_subscription(db, runtime, remote)
    assert subscription is not None
    return views.subscription(runtime, subscription)


@credits_router.get("", response_model=CreditLedgerOut)
async def ledger(user: CurrentUser, db: SessionDep, runtime: RuntimeDep) -> CreditLedgerOut:
    """My balance and the latest ledger entries (what each generation cost, grants, refunds)."""
    await service.refresh(db, runtime, user)
    return await views.ledger(db, user)


@credits_router.put("/ceiling", response_model=CreditsOut)
async def set_ceiling(body: CeilingIn, user: CurrentUser, db: SessionDep) -> CreditsOut:
    """The most credits I allow generations to spend per calendar month (null: no limit)."""
    await credits.set_ceiling(db, user.id, body.monthly_ceiling)
    return await views.credits_of(db, user.id)


@credits_router.post("/quote", response_model=QuoteOut)
async def quote(body: QuoteIn, user: CurrentUser, db: SessionDep, runtime: RuntimeDep) -> QuoteOut:
    """What a generation will cost, computed as the reservation will be, shown before the user confirms."""
    await service.refresh(db, runtime, user)
    amount = charges.quote(
        runtime,
        CostParams(
            body.kind, images=body.images, mode=body.mode, duration=body.duration, with_still=body.with_still
        ),
    )
    balance = await credits.balance(db, user.id)
    return QuoteOut(credits=amount, balance=balance, enough=balance >= amount)


@fake_checkout_router.get("/{checkout_id}", response_class=HTMLResponse)
async def fake_checkout_page(checkout_id: str, runtime: RuntimeDep) -> HTMLResponse:
    fake = runtime.billing.fake
    if fake is None:
        raise NotFound(NOT_FAKE)
    try:
        details = await fake.checkout_details(checkout_id)
    except ProviderError as exc:
        return HTMLResponse(render_checkout(None, error=exc.message), status_code=404)
    return HTMLResponse(render_checkout(details))


@fake_checkout_router.post("/{checkout_id}", response_model=None)
async def fake_checkout_pay(checkout_id: str, request: Request, runtime: RuntimeDep) -> Response:
    """The hosted page's form: a test card pays, is declined, or leaves the payment pending."""
    fake = runtime.billing.fake
    if fake is None:
        raise NotFound(NOT_FAKE)
    form = await request.form()
    if form.get("action") == "cancel":
        details = await fake.checkout_details(checkout_id)
        return RedirectResponse(details["cancelUrl"], status_code=status.HTTP_303_SEE_OTHER)
    try:
        details = await fake.pay(checkout_id, str(form.get("card", "")))
    except ProviderError as exc:
        details = await fake.checkout_details(checkout_id)
        return HTMLResponse(render_checkout(details, error=exc.message), status_code=400)
    if details["status"] == "declined":
        return HTMLResponse(
            render_checkout(details, error="Your card was declined. Try another card."), status_code=402
        )
    return RedirectResponse(details["successUrl"], status_code=status.HTTP_303_SEE_OTHER)
