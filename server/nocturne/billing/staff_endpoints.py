"""/api/admin/customers/{user_id}/billing: a customer's subscription, payments, credit ledger and recent
generations for the admin customer view; staff grant or remove credits (with a reason, kept in the
ledger with who did it) and cancel a subscription."""

from __future__ import annotations

import uuid

from fastapi import APIRouter
from sqlalchemy import select

from nocturne.accounts.deps import AdminUser
from nocturne.billing import credits, service, views
from nocturne.billing.schemas import (
    CreditAdjustIn,
    CreditLedgerOut,
    CustomerBillingOut,
    CustomerJobOut,
    StaffCancelIn,
    SubscriptionOut,
)
from nocturne.billing.views import subscription as subscription_view
from nocturne.db import SessionDep
from nocturne.errors import ErrorBody, NotFound
from nocturne.models import CreditEntry, GenerationJob, User
from nocturne.runtime import RuntimeDep

NO_SUCH_CUSTOMER = "No such customer."
RECENT_JOBS = 20

router = APIRouter(
    prefix="/admin/customers/{user_id}",
    tags=["staff"],
    responses={
        400: {"model": ErrorBody},
        401: {"model": ErrorBody},
        403: {"model": ErrorBody},
        404: {"model": ErrorBody},
    },
)


async def _customer(db: SessionDep, user_id: uuid.UUID) -> User:
    user = await db.get(User, user_id)
    if user is None:
        raise NotFound(NO_SUCH_CUSTOMER)
    return user


@router.get("/billing", response_model=CustomerBillingOut)
async def customer_billing(
    user_id: uuid.UUID, _: AdminUser, db: SessionDep, runtime: RuntimeDep
) -> CustomerBillingOut:
    """A customer's plan, payments, credits with their ledger, and their latest generations."""
    user = await _customer(db, user_id)
    current = await service.refresh(db, runtime, user)
    jobs = await db.scalars(
        select(GenerationJob)
        .where(GenerationJob.owner_id == user.id)
        .order_by(GenerationJob.created_at.desc())
        .limit(RECENT_JOBS)
    )
    charged = {
        e.job_id: -e.amount
        for e in await db.scalars(
            select(CreditEntry).where(CreditEntry.user_id == user.id, CreditEntry.kind == "reserve")
        )
    }
    return CustomerBillingOut(
        subscription=subscription_view(runtime, current) if current else None,
        payments=[views.payment(runtime, p) for p in await service.payments(db, user.id)],
        ledger=await views.ledger(db, user),
        jobs=[
            CustomerJobOut(
                id=j.id,
                kind=j.kind,
                state=j.state,
                error=j.error,
                credits=charged.get(j.id, 0),
                created_at=j.created_at,
            )
            for j in jobs.all()
        ],
    )


@router.post("/credits", response_model=CreditLedgerOut)
async def adjust_credits(
    user_id: uuid.UUID, body: CreditAdjustIn, admin: AdminUser, db: SessionDep
) -> CreditLedgerOut:
    """Grant (positive) or remove (negative) credits; the reason and the staff member are kept in the ledger."""
    user = await _customer(db, user_id)
    await credits.adjust(db, user.id, body.amount, body.reason.strip(), admin.id)
    return await views.ledger(db, user)


@router.post("/subscription/cancel", response_model=SubscriptionOut)
async def cancel_subscription(
    user_id: uuid.UUID, body: StaffCancelIn, _: AdminUser, db: SessionDep, runtime: RuntimeDep
) -> SubscriptionOut:
    """Cancel a customer's subscription at the provider: at the period's end, or at once."""
    user = await _customer(db, user_id)
    return views.subscription(
        runtime, await service.cancel(db, runtime, user, at_period_end=body.at_period_end)
    )
