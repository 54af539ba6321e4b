"""Jobs are sent after the transaction that asked for them commits, never before.

A service calls `defer(db, "chat.update_memories", chat_id)`; the job waits in the session's own buffer.
Whoever owns the transaction (the request's session dependency, or `Runtime.transaction()` in a job)
sends the buffer once the commit succeeded and drops it on rollback. So a worker never picks up a job
whose rows it cannot see yet, and a request that failed leaves no job behind.
"""

from __future__ import annotations

import logging
import uuid
from typing import Any, Literal

from sqlalchemy.ext.asyncio import AsyncSession
from taskiq import AsyncBroker

from nocturne.jobs.slots import PrioritySlots

log = logging.getLogger("nocturne.jobs")

_BUFFER = "nocturne.deferred_jobs"


def defer(db: AsyncSession, name: str, *args: Any) -> None:
    """Send this job once the current transaction has committed (ids only, never ORM objects)."""
    db.info.setdefault(_BUFFER, []).append((name, args))


def take_deferred(db: AsyncSession) -> list[tuple[str, tuple[Any, ...]]]:
    """The buffered jobs, emptying the buffer."""
    return db.info.pop(_BUFFER, [])


def drop_deferred(db: AsyncSession) -> None:
    db.info.pop(_BUFFER, None)


Lane = Literal["image", "video"]
WAITING_PER_SLOT = 8
VIDEO_KINDS = ("video", "video_enhance")


def lane_of(kind: str) -> Lane:
    """Videos take minutes, images seconds: each has its own lane, so an image never waits behind a video."""
    return "video" if kind in VIDEO_KINDS else "image"


class JobQueue:
    """The broker behind a name: in-process in the embedded default, Redis Streams when REDIS_URL is set."""

    def __init__(
        self,
        broker: AsyncBroker,
        *,
        concurrency: int = 2,
        video_concurrency: int = 1,
        worker_id: str | None = None,
    ) -> None:
        self.broker = broker
        # Generation jobs this process runs at once, per lane; the others wait their turn as queued rows,
        # so the place in line a user sees is real.
        self.lanes: dict[Lane, PrioritySlots] = {
            "image": PrioritySlots(concurrency),
            "video": PrioritySlots(video_concurrency),
        }
        # Jobs a process holds waiting for a slot, at most, per lane. A job beyond it is left queued in
        # the table (a slot that frees pulls the next one): a taskiq worker runs a bounded number of tasks
        # at once, and tasks parked behind long videos must not use them all up and keep images out.
        self.waiting: dict[Lane, int] = {"image": 0, "video": 0}
        self.waiting_limit: dict[Lane, int] = {
            "image": concurrency * WAITING_PER_SLOT,
            "video": video_concurrency * WAITING_PER_SLOT,
        }
        # Generation jobs this process holds or waits to run: the sweeper does not send them again.
        self.local: set[uuid.UUID] = set()
        # Set when the process shuts down: a slot that frees then pulls no more jobs from the table (a
        # job pulled by a dying process would wait out its lease before another worker took it).
        self.closing = False
        self.worker_id = worker_id or f"w-{uuid.uuid4().hex[:12]}"

    def close(self) -> None:
        self.closing = True

    async def send(self, name: str, *args: Any) -> None:
        task = self.broker.find_task(name)
        if task is None:
            raise KeyError(name)
        await task.kiq(*args)

    async def send_deferred(self, db: AsyncSession) -> None:
        for name, args in take_deferred(db):
            try:
                await self.send(name, *args)
            except Exception:
                # The data is committed; a job that could not be sent is picked up again by the sweeper
                # (generation jobs) or runs after the next turn (memories, summary).
                log.exception("could not send job %s%r", name, args)
