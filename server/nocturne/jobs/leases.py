"""The generation_jobs table's state changes, each one atomic: claim (with a lease), renew, finish.

Every write is a compare-and-set on the state and the lease owner, so two workers can race for a job and
exactly one wins; a worker that lost its lease (it stalled past expiry and another took over) finds its
writes refused and stops without touching the job.
"""

from __future__ import annotations

import uuid
from datetime import timedelta
from typing import Any

from sqlalchemy import ColumnElement, and_, func, or_, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.jobs.queue import VIDEO_KINDS, Lane, lane_of
from nocturne.kit.clock import utcnow
from nocturne.models import GenerationJob

ACTIVE = ("queued", "running")
FINISHED = ("succeeded", "failed", "canceled")


async def claim(db: AsyncSession, job_id: uuid.UUID, worker: str, lease_seconds: float) -> bool:
    """Take a queued job, or a running one whose worker's lease ran out."""
    now = utcnow()
    result = await db.execute(
        update(GenerationJob)
        .where(
            GenerationJob.id == job_id,
            or_(
                and_(GenerationJob.state == "queued", GenerationJob.cancel_requested.is_(False)),
                # Taken even when its owner asked to cancel it after its worker died: the new worker ends it
                # as canceled (runner.py). Refusing it here left such a job running for ever.
                and_(GenerationJob.state == "running", GenerationJob.lease_expires_at < now),
            ),
        )
        .values(
            state="running",
            claims=GenerationJob.claims + 1,
            lease_owner=worker,
            lease_expires_at=now + timedelta(seconds=lease_seconds),
            started_at=func.coalesce(GenerationJob.started_at, now),
            updated_at=now,
        )
        .execution_options(synchronize_session=False)
    )
    return bool(getattr(result, "rowcount", 0))


async def renew(
    db: AsyncSession, job_id: uuid.UUID, worker: str, lease_seconds: float, **values: Any
) -> bool | None:
    """Extend the lease and record progress. Returns whether cancel was requested, or None when the lease
    is no longer ours."""
    now = utcnow()
    result = await db.execute(
        update(GenerationJob)
        .where(
            GenerationJob.id == job_id, GenerationJob.state == "running", GenerationJob.lease_owner == worker
        )
        .values(lease_expires_at=now + timedelta(seconds=lease_seconds), updated_at=now, **values)
        .returning(GenerationJob.cancel_requested)
        .execution_options(synchronize_session=False)
    )
    row = result.first()
    return None if row is None else bool(row[0])


async def finish(db: AsyncSession, job_id: uuid.UUID, worker: str, state: str, **values: Any) -> bool:
    """Move a job we hold to a final state; False when another worker holds it now."""
    now = utcnow()
    result = await db.execute(
        update(GenerationJob)
        .where(
            GenerationJob.id == job_id, GenerationJob.state == "running", GenerationJob.lease_owner == worker
        )
        .values(state=state, finished_at=now, updated_at=now, lease_expires_at=None, **values)
        .execution_options(synchronize_session=False)
    )
    return bool(getattr(result, "rowcount", 0))


async def cancel_queued(db: AsyncSession, job_id: uuid.UUID) -> bool:
    """A job no worker holds yet is canceled at once."""
    now = utcnow()
    result = await db.execute(
        update(GenerationJob)
        .where(GenerationJob.id == job_id, GenerationJob.state == "queued")
        .values(state="canceled", cancel_requested=True, finished_at=now, updated_at=now)
        .execution_options(synchronize_session=False)
    )
    return bool(getattr(result, "rowcount", 0))


async def request_cancel(db: AsyncSession, job_id: uuid.UUID) -> None:
    """A running job is canceled by its worker, which sees the flag at its next heartbeat."""
    await db.execute(
        update(GenerationJob)
        .where(GenerationJob.id == job_id, GenerationJob.state == "running")
        .values(cancel_requested=True, updated_at=utcnow())
        .execution_options(synchronize_session=False)
    )


async def touch_waiting(db: AsyncSession, job_ids: set[uuid.UUID]) -> None:
    """Mark queued jobs this process holds (waiting for a slot) as looked after, so no sweep re-sends them."""
    if job_ids:
        await db.execute(
            update(GenerationJob)
            .where(GenerationJob.id.in_(job_ids), GenerationJob.state == "queued")
            .values(updated_at=utcnow())
            .execution_options(synchronize_session=False)
        )


async def stranded(db: AsyncSession, *, requeue_after_seconds: float, limit: int = 500) -> list[uuid.UUID]:
    """Jobs that need a worker: running with an expired lease (its worker died), or queued and untouched
    for a while (the message that carried it was lost). Their updated_at is touched so that the next
    sweep does not send them again straight away."""
    now = utcnow()
    rows = await db.execute(
        select(GenerationJob.id)
        .where(
            or_(
                and_(GenerationJob.state == "running", GenerationJob.lease_expires_at < now),
                and_(
                    GenerationJob.state == "queued",
                    GenerationJob.updated_at < now - timedelta(seconds=requeue_after_seconds),
                ),
            )
        )
        .order_by(GenerationJob.created_at)
        .limit(limit)
    )
    ids = list(rows.scalars())
    if ids:
        await db.execute(
            update(GenerationJob)
            .where(GenerationJob.id.in_(ids))
            .values(updated_at=now)
            .execution_options(synchronize_session=False)
        )
    return ids


# The order of a lane's line: subscribers' jobs (priority 1) first, then oldest first.
LINE_ORDER = (GenerationJob.priority.desc(), GenerationJob.created_at, GenerationJob.id)


async def queue_positions(
    db: AsyncSession, limit: int, lane: Lane = "image"
) -> list[tuple[uuid.UUID, uuid.UUID, int]]:
    """(job id, owner id, 1-based place in line) for the first `limit` queued jobs of a lane."""
    rows = await db.execute(
        select(GenerationJob.id, GenerationJob.owner_id)
        .where(GenerationJob.state == "queued", _in_lane(lane))
        .order_by(*LINE_ORDER)
        .limit(limit)
    )
    return [(job_id, owner, place) for place, (job_id, owner) in enumerate(rows.all(), start=1)]


async def next_unheld(
    db: AsyncSession, lane: Lane, *, exclude: set[uuid.UUID]
) -> tuple[uuid.UUID, int] | None:
    """The first queued job of a lane (and its priority) that this process does not hold: one a full
    waiting room left in the table. Another process may take it first; claiming is atomic, so it runs
    once either way."""
    statement = (
        select(GenerationJob.id, GenerationJob.priority)
        .where(GenerationJob.state == "queued", _in_lane(lane))
        .order_by(*LINE_ORDER)
        .limit(len(exclude) + 1)
    )
    for job_id, priority in (await db.execute(statement)).all():
        if job_id not in exclude:
            return job_id, priority
    return None


def _in_lane(lane: Lane) -> ColumnElement[bool]:
    video = GenerationJob.kind.in_(VIDEO_KINDS)
    return video if lane == "video" else ~video


async def place_in_line(db: AsyncSession, job: GenerationJob) -> int:
    """1 = next in its lane (images and videos have a line each; subscribers' jobs go first)."""
    ahead = await db.scalar(
        select(func.count())
        .select_from(GenerationJob)
        .where(
            GenerationJob.state == "queued",
            _in_lane(lane_of(job.kind)),
            or_(
                GenerationJob.priority > job.priority,
                and_(
                    GenerationJob.priority == job.priority,
                    or_(
                        GenerationJob.created_at < job.created_at,
                        and_(GenerationJob.created_at == job.created_at, GenerationJob.id < job.id),
                    ),
                ),
            ),
        )
    )
    return int(ahead or 0) + 1
