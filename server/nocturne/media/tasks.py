"""The media jobs: run a generation job, and the sweeper that re-sends stranded ones."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import uuid

from nocturne.jobs import runner
from nocturne.jobs.deps import JobRuntime
from nocturne.media import handlers

# Imported for real (not only for type checking): taskiq reads the task's signature at run time.
from nocturne.runtime import Runtime  # noqa: E402

log = logging.getLogger("nocturne.jobs")

RUN_GENERATION = "media.run_generation"


async def run_generation(
    job_id: str, kind: str | None = None, priority: int | None = None, runtime: Runtime = JobRuntime
) -> None:
    """kind picks the lane and priority the place in it at once; messages sent without them (the
    sweeper's) look them up."""
    handlers.register_all()
    await runner.run_job(runtime, uuid.UUID(job_id), kind, priority)


TASKS = {RUN_GENERATION: run_generation}


async def send_generation(runtime: Runtime, job_id: uuid.UUID) -> None:
    await runtime.jobs.send(RUN_GENERATION, str(job_id))


async def recover(runtime: Runtime) -> int:
    """At startup: every running job whose worker is gone is sent again, and the queued jobs whose
    messages are gone: all of them in the embedded mode (the in-memory broker died with the process), on
    Redis only those untouched for a while (the stream still holds the others)."""
    async with runtime.transaction() as db:
        from nocturne.jobs import leases

        wait = runtime.settings.job_lease_seconds * 2 if runtime.settings.redis_url else 0
        ids = await leases.stranded(db, requeue_after_seconds=wait)
    for job_id in ids:
        await send_generation(runtime, job_id)
    if ids:
        log.info("recovered %d unfinished generation jobs", len(ids))
    return len(ids)


def start_sweeper(runtime: Runtime) -> asyncio.Task[None]:
    """Every lease period: re-send jobs whose worker died (lease expired) or whose message was lost."""

    async def loop() -> None:
        with contextlib.suppress(Exception):
            await recover(runtime)
        while True:
            await asyncio.sleep(runtime.settings.job_lease_seconds / 2)
            try:
                await runner.sweep(runtime, lambda job_id: send_generation(runtime, job_id))
            except Exception:
                log.exception("job sweep failed")

    return asyncio.create_task(loop(), name="nocturne-job-sweeper")
