"""The credit ledger: grants, purchases, reservations, captures, refunds and staff adjustments, appended
and never changed, each idempotent by its key.

A generation reserves its cost when it is queued (in the same transaction as the job row), and when the
job ends the reservation is captured (it succeeded) or refunded (it failed or was canceled). The job's
final state is written by exactly one worker (jobs/leases.py), and the ledger keys make a second
settlement a no-op, so a refund follows a failed job exactly once, also when a worker died mid-job.

Spending is a conditional UPDATE of the balance (`balance >= cost`), which both SQLite (BEGIN
IMMEDIATE) and PostgreSQL (row lock, re-checked after the wait) serialise: of two generations racing for
the last credits one runs and the other is refused.
"""

from __future__ import annotations

import uuid
from datetime import datetime

from sqlalchemy import func, select, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.errors import BadRequest, PaymentRequired
from nocturne.kit.clock import utcnow
from nocturne.models.billing import CreditAccount, CreditEntry

NOT_ENOUGH = "This needs {needed} credits and you have {balance}. Get more credits or a plan on /upgrade."
OVER_CEILING = (
    "This needs {needed} credits and would pass your monthly limit of {ceiling} credits ({spent} spent "
    "this month). Raise the limit on your account page."
)
STAFF_REMOVES_TOO_MUCH = "This account has only {balance} credits; you cannot remove {amount}."
SPENDING_KINDS = ("reserve", "refund")


class NotEnoughCredits(PaymentRequired):
    def __init__(self, needed: int, balance: int) -> None:
        super().__init__(NOT_ENOUGH.format(needed=needed, balance=balance))
        self.needed = needed
        self.balance = balance


async def open_account(db: AsyncSession, user_id: uuid.UUID) -> None:
    """Make the user's account row if it is missing; two requests doing it at once is fine."""
    dialect = db.get_bind().dialect.name
    values = {"user_id": user_id, "balance": 0, "updated_at": utcnow()}
    insert = postgresql.insert if dialect == "postgresql" else sqlite.insert  # the two databases we run on
    await db.execute(insert(CreditAccount).values(values).on_conflict_do_nothing())


async def account(db: AsyncSession, user_id: uuid.UUID) -> CreditAccount:
    await open_account(db, user_id)
    row = await db.get(CreditAccount, user_id, populate_existing=True)
    assert row is not None
    return row


async def balance(db: AsyncSession, user_id: uuid.UUID) -> int:
    value = await db.scalar(select(CreditAccount.balance).where(CreditAccount.user_id == user_id))
    return int(value or 0)


async def post(
    db: AsyncSession,
    user_id: uuid.UUID,
    kind: str,
    amount: int,
    key: str,
    *,
    job_id: uuid.UUID | None = None,
    reason: str = "",
    actor_id: uuid.UUID | None = None,
) -> CreditEntry | None:
    """Append an entry and move the balance; None when an entry with this key exists (already done).
    A negative amount larger than the balance raises NotEnoughCredits and changes nothing."""
    if await db.scalar(select(CreditEntry.id).where(CreditEntry.key == key)) is not None:
        return None
    await open_account(db, user_id)
    try:
        async with db.begin_nested():
            after = await db.scalar(
                update(CreditAccount)
                .where(CreditAccount.user_id == user_id, CreditAccount.balance + amount >= 0)
                .values(balance=CreditAccount.balance + amount, updated_at=utcnow())
                .returning(CreditAccount.balance)
                .execution_options(synchronize_session=False)
            )
            if after is None:
                raise NotEnoughCredits(needed=-amount, balance=await balance(db, user_id))
            entry = CreditEntry(
                user_id=user_id,
                kind=kind,
                amount=amount,
                balance_after=int(after),
                key=key,
                job_id=job_id,
                reason=reason,
                actor_id=actor_id,
            )
            db.add(entry)
            await db.flush()
    except IntegrityError:
        return None  # the same key was written by a concurrent transaction: that one counts
    return entry


async def spent_this_month(db: AsyncSession, user_id: uuid.UUID, now: datetime | None = None) -> int:
    """Credits reserved this calendar month (UTC) less those refunded: what generations cost."""
    now = now or utcnow()
    start = now.replace(day=1, hour=0, minute=0, second=0, microsecond=0)
    total = await db.scalar(
        select(func.coalesce(func.sum(CreditEntry.amount), 0)).where(
            CreditEntry.user_id == user_id,
            CreditEntry.kind.in_(SPENDING_KINDS),
            CreditEntry.created_at >= start,
        )
    )
    return max(0, -int(total or 0))


async def reserve(db: AsyncSession, user_id: uuid.UUID, job_id: uuid.UUID, amount: int, label: str) -> None:
    """Take a generation's cost before it is queued; refused (402) past the balance or the user's ceiling."""
    if amount <= 0:
        return
    row = await account(db, user_id)
    if row.monthly_ceiling is not None:
        spent = await spent_this_month(db, user_id)
        if spent + amount > row.monthly_ceiling:
            raise PaymentRequired(
                OVER_CEILING.format(needed=amount, ceiling=row.monthly_ceiling, spent=spent)
            )
    await post(db, user_id, "reserve", -amount, f"reserve:{job_id}", job_id=job_id, reason=label)


async def settle(db: AsyncSession, job_id: uuid.UUID, owner_id: uuid.UUID, succeeded: bool) -> None:
    """A finished job's reservation: captured when it succeeded, refunded otherwise (at most once)."""
    reserved = await db.scalar(select(CreditEntry).where(CreditEntry.key == f"reserve:{job_id}"))
    if reserved is None:
        return  # made without credits (staff, seeding) or before credits existed
    if succeeded:
        await post(db, owner_id, "capture", 0, f"capture:{job_id}", job_id=job_id, reason=reserved.reason)
    else:
        await post(
            db,
            owner_id,
            "refund",
            -reserved.amount,
            f"refund:{job_id}",
            job_id=job_id,
            reason=reserved.reason,
        )


async def adjust(
    db: AsyncSession, user_id: uuid.UUID, amount: int, reason: str, actor_id: uuid.UUID
) -> CreditEntry:
    """A staff grant (positive) or removal (negative), with the reason kept in the ledger."""
    try:
        entry = await post(
            db, user_id, "adjust", amount, f"adjust:{uuid.uuid4()}", reason=reason, actor_id=actor_id
        )
    except NotEnoughCredits as exc:
        raise BadRequest(STAFF_REMOVES_TOO_MUCH.format(balance=exc.balance, amount=-amount)) from None
    assert entry is not None
    return entry


async def set_ceiling(db: AsyncSession, user_id: uuid.UUID, ceiling: int | None) -> CreditAccount:
    row = await account(db, user_id)
    row.monthly_ceiling = ceiling
    await db.flush()
    return row


async def entries(db: AsyncSession, user_id: uuid.UUID, limit: int = 50) -> list[CreditEntry]:
    rows = await db.scalars(
        select(CreditEntry)
        .where(CreditEntry.user_id == user_id)
        .order_by(CreditEntry.created_at.desc(), CreditEntry.id)
        .limit(limit)
    )
    return list(rows.all())
