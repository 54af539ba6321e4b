"""Running one generation job: claim it, submit it to its backend (once: the reference is stored before
anything else), follow its progress while renewing the lease, then store the results and finish it.

The kind-specific parts (building the backend request, storing results, updating a chat message) belong
to a JobHandler registered per kind (media/handlers.py). Every step is safe to repeat: a worker that
takes over a job after a crash re-attaches to the stored backend reference, and results are stored under
keys and ids derived from the job id.
"""

from __future__ import annotations

import asyncio
import base64
import logging
import time
import uuid
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.analytics import service as analytics
from nocturne.billing import charges
from nocturne.jobs import eta, leases
from nocturne.jobs.queue import Lane, lane_of
from nocturne.jobs.views import JobView
from nocturne.kit.clock import utcnow
from nocturne.media.backends.port import (
    BackendError,
    BackendStatus,
    GenerationRequest,
    MediaBackend,
    MediaOutput,
)
from nocturne.models import GenerationJob, Media

if TYPE_CHECKING:
    from nocturne.runtime import Runtime

log = logging.getLogger("nocturne.jobs")

POLL_SECONDS = 0.5
# The heartbeat (lease renewal, which also reads the cancel flag) runs at least this often, so a
# Cancel takes effect within about a second even while the backend reports nothing new.
HEARTBEAT_SECONDS = 1.0
# Backoff between retries of a transient backend error: 1 s, 2 s, 4 s … at most 30 s.
BACKOFF_FIRST, BACKOFF_MAX = 1.0, 30.0
# Queued jobs whose place in line is announced when the line moves.
ANNOUNCED_PLACES = 25
LANES: tuple[Lane, ...] = ("image", "video")
GAVE_UP = "The image service kept failing ({detail}). Nothing was charged; try again in a few minutes."
# Workers that took the job and never finished it (crashed, killed, or hit a bug) before it is failed.
CRASHED = "This generation stopped its workers several times and was ended. Try again, or try another pose."
TOOK_TOO_LONG = "The image took too long to make and was stopped. Try again, perhaps with a smaller batch."
LOST = "The image service lost this job. Try again."


class JobHandler(Protocol):
    async def build_request(self, runtime: Runtime, job: GenerationJob) -> GenerationRequest: ...

    async def store_results(
        self, runtime: Runtime, db: AsyncSession, job: GenerationJob, outputs: list[MediaOutput]
    ) -> dict[str, Any]:
        """Store the files and media rows (idempotently); return the job's result JSON."""
        ...

    async def on_finished(self, runtime: Runtime, db: AsyncSession, job: GenerationJob) -> None:
        """After the final state is written, in the same transaction (e.g. the chat's data message)."""
        ...

    def timeout_seconds(self, runtime: Runtime) -> float: ...

    async def should_blur(self, db: AsyncSession, job: GenerationJob) -> bool:
        """Whether the job's results (and its preview frames) are NSFW."""
        ...


HANDLERS: dict[str, JobHandler] = {}


def register(kind: str, handler: JobHandler) -> None:
    HANDLERS[kind] = handler


async def publish(
    runtime: Runtime, db: AsyncSession, job: GenerationJob, preview: bytes | None = None
) -> None:
    """Send the job as the browser sees it to its owner's event stream."""
    await runtime.media.events.publish(
        job.owner_id, {"type": "job", "job": await describe(runtime, db, job, preview)}
    )


async def describe(
    runtime: Runtime,
    db: AsyncSession,
    job: GenerationJob,
    preview: bytes | None = None,
    *,
    place: int | None = None,
    media: list[Media] | None = None,
) -> dict[str, Any]:
    if media is None:
        media = list(
            (await db.scalars(select(Media).where(Media.job_id == job.id).order_by(Media.batch_index))).all()
        )
    if place is None and job.state == "queued":
        place = await leases.place_in_line(db, job)
    typical = await eta.typical_seconds(db, job)
    slots = _slots(runtime, job.kind)
    seconds = eta.eta(typical, state=job.state, progress=job.progress, place=place, slots=slots)
    preview_url = f"data:image/jpeg;base64,{base64.b64encode(preview).decode()}" if preview else None
    handler = HANDLERS.get(job.kind)
    blur = await handler.should_blur(db, job) if handler is not None else True
    view = JobView.of(
        job, media, queue_position=place, eta_seconds=seconds, preview_url=preview_url, should_blur=blur
    )
    return view.model_dump(mode="json", by_alias=True)


def _slots(runtime: Runtime, kind: str) -> int:
    settings = runtime.settings
    return settings.job_video_concurrency if lane_of(kind) == "video" else settings.job_concurrency


async def announce_line(runtime: Runtime) -> None:
    """The line moved (a job started or was canceled): tell the first waiting jobs their new place."""
    async with runtime.transaction() as db:
        lines = [await leases.queue_positions(db, ANNOUNCED_PLACES, lane) for lane in LANES]
        for job_id, owner, place in [entry for line in lines for entry in line]:
            job = await db.get(GenerationJob, job_id)
            if job is not None:
                # The place is known from the line itself; a queued job has no media yet.
                event = await describe(runtime, db, job, place=place, media=[])
                await runtime.media.events.publish(owner, {"type": "job", "job": event})


async def run_job(
    runtime: Runtime, job_id: uuid.UUID, kind: str | None = None, priority: int | None = None
) -> None:
    """The task body: wait for a slot in this process's lane (a subscriber's job goes ahead of the
    others waiting), then run the job if it still needs running; then, while this lane has jobs waiting
    in the table that no process holds, run those too."""
    queue = runtime.jobs
    if job_id in queue.local:
        return  # already waiting or running here (a duplicate message)
    if kind is None or priority is None:
        async with runtime.transaction() as db:
            row = (
                await db.execute(
                    select(GenerationJob.kind, GenerationJob.priority).where(GenerationJob.id == job_id)
                )
            ).first()
        if row is None:
            return
        kind, priority = row
    lane = lane_of(kind)
    next_job: tuple[uuid.UUID, int] | None = (job_id, priority)
    while next_job is not None:
        if not await _run_in_lane(runtime, lane, *next_job) or queue.closing:
            return
        async with runtime.transaction() as db:
            next_job = await leases.next_unheld(db, lane, exclude=queue.local)


async def _run_in_lane(runtime: Runtime, lane: Lane, job_id: uuid.UUID, priority: int) -> bool:
    """Run the job once a slot is free; False when the lane's waiting room is full (the job stays queued
    for a slot that frees here or elsewhere, or for the sweeper)."""
    queue = runtime.jobs
    slots = queue.lanes[lane]
    if job_id in queue.local:
        return False
    if slots.locked() and queue.waiting[lane] >= queue.waiting_limit[lane]:
        return False
    queue.local.add(job_id)
    queue.waiting[lane] += 1
    waiting = True
    try:
        async with slots.hold(priority):
            queue.waiting[lane] -= 1
            waiting = False
            await _Run(runtime, job_id).run()
    finally:
        if waiting:  # canceled while it waited
            queue.waiting[lane] -= 1
        queue.local.discard(job_id)
    return True


class _Run:
    def __init__(self, runtime: Runtime, job_id: uuid.UUID) -> None:
        self.runtime = runtime
        self.job_id = job_id
        self.worker = runtime.jobs.worker_id
        self.lease = runtime.settings.job_lease_seconds

    async def run(self) -> None:
        async with self.runtime.transaction() as db:
            if not await leases.claim(db, self.job_id, self.worker, self.lease):
                return
            job = await db.get(GenerationJob, self.job_id)
            assert job is not None
            await db.refresh(job)
            handler = HANDLERS[job.kind]
            await publish(self.runtime, db, job)
        await announce_line(self.runtime)
        if job.claims > self.runtime.settings.job_max_attempts + 1:
            await self._end(job, handler, "failed", error=CRASHED)
            return
        try:
            await self._follow(job, handler)
        except _LeaseLost:
            log.warning("job %s: lease lost to another worker; leaving it to them", self.job_id)

    async def _follow(self, job: GenerationJob, handler: JobHandler) -> None:
        backend = self.runtime.media.backends.named(job.backend or "preview")
        if job.cancel_requested:
            # Canceled while its worker was gone (claim takes such a job): stop the run and end the job.
            if job.backend_ref:
                await self._cancel_on_backend(backend, job.backend_ref)
            await self._end(job, handler, "canceled")
            return
        ref = job.backend_ref or await self._submit(job, handler, backend)
        if ref is None:
            return
        # From the job's first start, not this worker's: a job taken over again and again still times out.
        started = job.started_at or utcnow()
        deadline = (
            time.monotonic() + handler.timeout_seconds(self.runtime) - (utcnow() - started).total_seconds()
        )
        renew_every = min(self.lease / 3, HEARTBEAT_SECONDS)
        last_renew = 0.0
        last: BackendStatus | None = None
        while True:
            try:
                status = await backend.status(ref)
            except BackendError as exc:
                if not exc.transient:
                    await self._end(job, handler, "failed", error=exc.message)
                    return
                status = last or BackendStatus("running")
            if status.state == "succeeded":
                await self._succeed(job, handler, backend, ref)
                return
            if status.state in ("failed", "canceled"):
                await self._end(
                    job,
                    handler,
                    status.state,
                    error=status.error or (LOST if status.state == "failed" else None),
                )
                return
            changed = last is None or (
                status.progress,
                status.stage,
                status.queue_position,
                status.state,
            ) != (
                last.progress,
                last.stage,
                last.queue_position,
                last.state,
            )
            now = time.monotonic()
            if changed or status.preview or now - last_renew >= renew_every:
                canceled = await self._heartbeat(job, status)
                last_renew = now
                if canceled:
                    await self._cancel_on_backend(backend, ref)
                    await self._end(job, handler, "canceled")
                    return
            if now > deadline:
                await self._cancel_on_backend(backend, ref)
                await self._end(job, handler, "failed", error=TOOK_TOO_LONG)
                return
            last = status
            await asyncio.sleep(POLL_SECONDS)

    async def _cancel_on_backend(self, backend: MediaBackend, ref: str) -> None:
        """Best effort: a backend that cannot be reached to cancel must not leave the job running (the
        error escaped before, the lease ran out, and each worker that took the job over failed alike)."""
        try:
            await backend.cancel(ref)
        except BackendError as exc:
            log.warning("job %s: could not cancel the run on the backend: %s", self.job_id, exc)

    async def _submit(self, job: GenerationJob, handler: JobHandler, backend: MediaBackend) -> str | None:
        delay = min(BACKOFF_FIRST, self.lease / 3)
        while True:
            try:
                request = await handler.build_request(self.runtime, job)
                ref = await backend.submit(request)
            except BackendError as exc:
                async with self.runtime.transaction() as db:
                    attempts = job.attempts + 1
                    if await leases.renew(db, job.id, self.worker, self.lease, attempts=attempts) is None:
                        raise _LeaseLost from exc
                    job.attempts = attempts
                if not exc.transient or attempts >= self.runtime.settings.job_max_attempts:
                    error = exc.message if not exc.transient else GAVE_UP.format(detail=exc.message)
                    await self._end(job, handler, "failed", error=error)
                    return None
                log.info(
                    "job %s: transient backend error (%s); retry %d in %.0f s", job.id, exc, attempts, delay
                )
                await asyncio.sleep(delay)
                # Kept under a third of the lease: the renewal above must come round again before it runs out.
                delay = min(BACKOFF_MAX, self.lease / 3, delay * 2)
                continue
            async with self.runtime.transaction() as db:
                # The reference is stored before anything else, so a takeover re-attaches instead of resubmitting.
                if (
                    await leases.renew(
                        db, job.id, self.worker, self.lease, backend_ref=ref, attempts=job.attempts + 1
                    )
                    is None
                ):
                    await backend.cancel(ref)
                    raise _LeaseLost
            job.backend_ref, job.attempts = ref, job.attempts + 1
            return ref

    async def _heartbeat(self, job: GenerationJob, status: BackendStatus) -> bool:
        values: dict[str, Any] = {
            "backend_queue_position": status.queue_position if status.state == "queued" else None
        }
        if status.progress is not None:
            values["progress"] = status.progress
        values["stage"] = "waiting for a GPU" if status.state == "queued" else status.stage
        async with self.runtime.transaction() as db:
            canceled = await leases.renew(db, job.id, self.worker, self.lease, **values)
            if canceled is None:
                raise _LeaseLost
            for name, value in values.items():
                setattr(job, name, value)
            await publish(self.runtime, db, job, status.preview)
        return canceled

    async def _succeed(
        self, job: GenerationJob, handler: JobHandler, backend: MediaBackend, ref: str
    ) -> None:
        try:
            outputs = await backend.results(ref)
        except BackendError as exc:
            await self._end(job, handler, "failed", error=exc.message)
            return
        try:
            async with self.runtime.transaction() as db:
                fresh = await db.get(GenerationJob, job.id)
                assert fresh is not None
                result = await handler.store_results(self.runtime, db, fresh, outputs)
                await self._finish(db, fresh, handler, "succeeded", result=result, progress=1.0, stage=None)
        except BackendError as exc:
            # An output that cannot be stored (not an image, media/files.py) fails the job with the reason.
            # Uncaught, it left the job running until the lease ran out, then every takeover failed alike.
            await self._end(job, handler, "failed", error=exc.message)

    async def _end(
        self, job: GenerationJob, handler: JobHandler, state: str, *, error: str | None = None
    ) -> None:
        async with self.runtime.transaction() as db:
            fresh = await db.get(GenerationJob, job.id)
            assert fresh is not None
            await self._finish(db, fresh, handler, state, error=error, stage=None)
        if state != "succeeded":
            log.info("job %s %s: %s", job.id, state, error or "")

    async def _finish(
        self, db: AsyncSession, job: GenerationJob, handler: JobHandler, state: str, **values: Any
    ) -> None:
        if not await leases.finish(db, job.id, self.worker, state, **values):
            raise _LeaseLost
        await db.refresh(job)
        await finished(self.runtime, db, job, handler)
        await publish(self.runtime, db, job)


async def finished(runtime: Runtime, db: AsyncSession, job: GenerationJob, handler: JobHandler) -> None:
    """In the transaction that wrote the final state (by exactly one worker, or the cancel of a queued
    job): the kind's own follow-up, and the credits reserved for it captured or refunded."""
    await handler.on_finished(runtime, db, job)
    await charges.settle_job(db, job.id, job.owner_id, job.state)
    if job.state == "succeeded":
        await analytics.emit(db, "generation_finished", job.owner_id, props={"kind": job.kind})


class _LeaseLost(Exception):
    """Another worker holds the job now; this one must not write to it."""


async def sweep(runtime: Runtime, send: Callable[[uuid.UUID], Any]) -> int:
    """Send again the jobs that need a worker (a dead worker's, or a lost message's). Returns how many.
    Jobs waiting here for a slot are marked as looked after first, so a long line is not re-sent."""
    async with runtime.transaction() as db:
        await leases.touch_waiting(db, set(runtime.jobs.local))
    async with runtime.transaction() as db:
        ids = await leases.stranded(db, requeue_after_seconds=runtime.settings.job_lease_seconds * 2)
    ids = [i for i in ids if i not in runtime.jobs.local]
    for job_id in ids:
        await send(job_id)
    if ids:
        log.info("re-sent %d stranded generation jobs", len(ids))
    return len(ids)
