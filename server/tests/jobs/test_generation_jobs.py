"""The generation job lifecycle in-process (issue 10): retries with backoff, timeouts, cancel on the
backend, recovery at startup, takeover after a worker died, and results stored once.

A small scripted backend speaking the port (media/backends/port.py) stands in for a GPU where a test
needs a backend to fail or to hang; the preview backend (stateless across processes) where the test is
about re-attaching to a run another worker started. The runner's sleeps are recorded and shortened, so
the backoff policy is checked on the delays asked for, never on wall-clock time.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import uuid
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from PIL import Image
from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.jobs import leases, runner
from nocturne.kit.clock import utcnow
from nocturne.main import create_app
from nocturne.media import handlers, tasks
from nocturne.media.backends.port import BackendError, BackendStatus, GenerationRequest, MediaOutput
from nocturne.media.files import NOT_AN_IMAGE, media_key, thumb_key
from nocturne.models import GenerationJob, Media
from nocturne.runtime import Runtime
from tests.chat_helpers import adult, character
from tests.media.api_helpers import generate, wait_job

DEAD_WORKER = "w-dead-worker"


class ScriptedBackend:
    """A GPU backend whose behaviour each test sets: submit errors to raise, a run that never ends, results
    held back until released. It records what the runner asked of it."""

    name = "scripted"

    def __init__(self) -> None:
        self.submit_errors: list[BackendError] = []
        self.forever = False
        # A run waiting in the backend's own queue: the same answer on every poll.
        self.waiting = False
        self.submits: list[GenerationRequest] = []
        self.refs: dict[str, GenerationRequest] = {}
        self.cancels: list[str] = []
        self.results_asked = asyncio.Event()
        self.release_results = asyncio.Event()
        self.release_results.set()
        self._started: dict[str, float] = {}

    async def submit(self, request: GenerationRequest) -> str:
        self.submits.append(request)
        if self.submit_errors:
            raise self.submit_errors.pop(0)
        ref = f"run-{len(self.submits)}"
        self.refs[ref] = request
        self._started[ref] = asyncio.get_running_loop().time()
        return ref

    async def status(self, ref: str) -> BackendStatus:
        if ref in self.cancels:
            return BackendStatus("canceled")
        if self.waiting:
            return BackendStatus("queued", queue_position=3)
        if self.forever:
            # Progress moves a little on every poll, as a real sampler's does.
            elapsed = asyncio.get_running_loop().time() - self._started[ref]
            return BackendStatus("running", progress=round(min(0.9, elapsed / 1000), 5), stage="sampling")
        return BackendStatus("succeeded", progress=1.0)

    async def cancel(self, ref: str) -> None:
        self.cancels.append(ref)

    async def results(self, ref: str) -> list[MediaOutput]:
        self.results_asked.set()
        await self.release_results.wait()
        request = self.refs[ref]
        return [MediaOutput(_png(i), "image/png") for i in range(request.batch_size)]

    async def close(self) -> None:
        return None


def _png(index: int) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (64, 80), (40 * index, 90, 160)).save(out, format="PNG")
    return out.getvalue()


class _RecordedSleeps:
    """Stands in for the runner's `asyncio` module: records every sleep asked for, sleeps a moment."""

    def __init__(self) -> None:
        self.asked: list[float] = []

    def __getattr__(self, name: str) -> Any:
        return getattr(asyncio, name)

    async def sleep(self, delay: float) -> None:
        self.asked.append(delay)
        await asyncio.sleep(min(delay, 0.02))

    @property
    def backoffs(self) -> list[float]:
        return [d for d in self.asked if d != runner.POLL_SECONDS]


@pytest.fixture
def sleeps(monkeypatch: pytest.MonkeyPatch) -> _RecordedSleeps:
    recorded = _RecordedSleeps()
    monkeypatch.setattr(runner, "asyncio", recorded)
    return recorded


@pytest.fixture
def runtime(app: FastAPI) -> Runtime:
    value: Runtime = app.state.runtime
    return value


@pytest.fixture
def scripted(runtime: Runtime, sleeps: _RecordedSleeps) -> ScriptedBackend:
    """The scripted backend, made the default: new jobs are sent to it."""
    backend = ScriptedBackend()
    backends = runtime.media.backends
    backends._backends[backend.name] = backend
    backends._default = backend.name
    return backend


@pytest.fixture
async def luna(client: httpx.AsyncClient) -> str:
    await adult(client)
    return str((await character(client))["id"])


@contextlib.contextmanager
def messages_lost(runtime: Runtime, monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Jobs are committed but their messages never reach a worker (the broker lost them, or the process
    died right after the commit): they stay queued until a sweep or a restart sends them again."""
    dropped: list[str] = []

    async def drop(name: str, *args: Any) -> None:
        dropped.append(str(args[0]))

    with monkeypatch.context() as patch:
        patch.setattr(runtime.jobs, "send", drop)
        yield dropped


async def _row(db: AsyncSession, job_id: str | uuid.UUID) -> GenerationJob:
    """The job as committed now (the test's session ends its snapshot first)."""
    await db.commit()
    job = await db.get(GenerationJob, uuid.UUID(str(job_id)), populate_existing=True)
    assert job is not None
    return job


async def _media(db: AsyncSession, job_id: str | uuid.UUID) -> list[Media]:
    await db.commit()
    rows = await db.scalars(
        select(Media).where(Media.job_id == uuid.UUID(str(job_id))).order_by(Media.batch_index)
    )
    return list(rows.all())


async def _wait_state(db: AsyncSession, job_id: str, *states: str, seconds: float = 20) -> GenerationJob:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + seconds
    while True:
        job = await _row(db, job_id)
        if job.state in states:
            return job
        assert loop.time() < deadline, f"job still {job.state}"
        await asyncio.sleep(0.02)


async def _wait_until(check: Any, seconds: float = 20) -> None:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + seconds
    while not check():
        assert loop.time() < deadline, "timed out"
        await asyncio.sleep(0.02)


def _stored_files(runtime: Runtime, job: GenerationJob) -> list[str]:
    """Every file under the job's folder in the local media store, temporary files included."""
    folder = Path(runtime.settings.media_path) / "images" / str(job.owner_id) / str(job.id)
    return sorted(p.name for p in folder.iterdir()) if folder.exists() else []


def _expected_files(batch: int) -> list[str]:
    return sorted([f"{i}.png" for i in range(batch)] + [f"{i}.thumb.webp" for i in range(batch)])


async def _assert_stored_once(db: AsyncSession, runtime: Runtime, job: GenerationJob, batch: int) -> None:
    media = await _media(db, job.id)
    assert [m.batch_index for m in media] == list(range(batch))
    assert [str(m.id) for m in media] == job.input["imageIds"], "row ids come from the payload's imageIds"
    assert [m.storage_key for m in media] == [media_key(job.owner_id, job.id, i) for i in range(batch)]
    assert [m.thumb_key for m in media] == [thumb_key(job.owner_id, job.id, i) for i in range(batch)]
    assert _stored_files(runtime, job) == _expected_files(batch)


# --- Backend errors, retries and timeouts -------------------------------------------------------------


async def test_a_transient_submit_error_is_retried_with_backoff_then_succeeds(
    client: httpx.AsyncClient,
    db: AsyncSession,
    runtime: Runtime,
    scripted: ScriptedBackend,
    sleeps: _RecordedSleeps,
    luna: str,
) -> None:
    scripted.submit_errors = [
        BackendError("The GPU server answered 503.", transient=True),
        BackendError("The GPU server did not answer in time.", transient=True),
    ]
    done = await wait_job(client, (await generate(client, luna, batchSize=2))["id"])
    assert done["state"] == "succeeded", done
    assert done["error"] is None
    assert len(done["media"]) == 2
    assert len(scripted.submits) == 3
    # 1 s, then twice as long: the runner's backoff.
    assert sleeps.backoffs == [runner.BACKOFF_FIRST, runner.BACKOFF_FIRST * 2]
    job = await _row(db, done["id"])
    assert job.attempts == 3
    assert job.backend_ref == "run-3"
    await _assert_stored_once(db, runtime, job, 2)


async def test_a_non_transient_error_fails_at_once_with_its_message(
    client: httpx.AsyncClient, db: AsyncSession, scripted: ScriptedBackend, sleeps: _RecordedSleeps, luna: str
) -> None:
    message = "The model RealismYogi is not installed on the GPU server."
    scripted.submit_errors = [BackendError(message)]
    done = await wait_job(client, (await generate(client, luna, batchSize=1))["id"])
    assert done["state"] == "failed"
    assert done["error"] == message
    assert done["media"] == []
    assert len(scripted.submits) == 1
    assert sleeps.backoffs == [], "no retry for an error retrying cannot fix"
    job = await _row(db, done["id"])
    assert job.attempts == 1
    assert job.finished_at is not None
    assert job.lease_expires_at is None


async def test_transient_errors_past_the_max_attempts_give_up(
    client: httpx.AsyncClient,
    db: AsyncSession,
    runtime: Runtime,
    scripted: ScriptedBackend,
    sleeps: _RecordedSleeps,
    luna: str,
) -> None:
    attempts = runtime.settings.job_max_attempts
    scripted.submit_errors = [BackendError("HTTP 502 from the GPU server.", transient=True)] * (attempts + 2)
    done = await wait_job(client, (await generate(client, luna, batchSize=1))["id"])
    assert done["state"] == "failed"
    assert done["error"] == runner.GAVE_UP.format(detail="HTTP 502 from the GPU server.")
    assert len(scripted.submits) == attempts
    assert sleeps.backoffs == [runner.BACKOFF_FIRST * 2**i for i in range(attempts - 1)]
    assert (await _row(db, done["id"])).attempts == attempts
    assert await _media(db, done["id"]) == []


async def test_an_output_that_is_not_an_image_fails_the_job(
    client: httpx.AsyncClient,
    db: AsyncSession,
    runtime: Runtime,
    scripted: ScriptedBackend,
    luna: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    async def garbage(ref: str) -> list[MediaOutput]:
        return [MediaOutput(b"<html>502 Bad Gateway</html>", "image/png")]

    monkeypatch.setattr(scripted, "results", garbage)
    done = await wait_job(client, (await generate(client, luna, batchSize=1))["id"])
    assert done["state"] == "failed"
    assert done["error"] == NOT_AN_IMAGE
    job = await _row(db, done["id"])
    assert job.lease_expires_at is None
    assert await _media(db, done["id"]) == []


async def test_a_job_past_its_kinds_timeout_is_canceled_on_the_backend_and_failed(
    app: FastAPI, client: httpx.AsyncClient, db: AsyncSession, scripted: ScriptedBackend, luna: str
) -> None:
    # The settings the runtime reads (one object): image jobs may run half a second.
    app.state.settings.job_image_timeout_seconds = 0.5
    scripted.forever = True
    done = await wait_job(client, (await generate(client, luna, batchSize=1))["id"])
    assert done["state"] == "failed"
    assert done["error"] == runner.TOOK_TOO_LONG
    assert scripted.cancels == ["run-1"], "the backend run is stopped too"
    assert await _media(db, done["id"]) == []


async def test_the_owner_cancels_a_running_job_on_the_backend_too(
    client: httpx.AsyncClient, db: AsyncSession, scripted: ScriptedBackend, luna: str
) -> None:
    scripted.forever = True
    job = await generate(client, luna, batchSize=2)
    await _wait_state(db, job["id"], "running")
    await _wait_until(lambda: scripted.submits)
    r = await client.post(f"/api/jobs/{job['id']}/cancel")
    assert r.status_code == 200, r.text
    done = await wait_job(client, job["id"])
    assert done["state"] == "canceled"
    assert scripted.cancels == ["run-1"]
    assert await _media(db, job["id"]) == []


async def test_cancel_is_seen_while_the_backend_reports_nothing_new(
    client: httpx.AsyncClient, db: AsyncSession, scripted: ScriptedBackend, luna: str
) -> None:
    scripted.waiting = True
    job = await generate(client, luna, batchSize=1)
    await _wait_state(db, job["id"], "running")
    await _wait_until(lambda: scripted.refs)
    assert (await client.post(f"/api/jobs/{job['id']}/cancel")).status_code == 200
    done = await wait_job(client, job["id"])
    assert done["state"] == "canceled"
    assert scripted.cancels == ["run-1"]


async def test_a_backend_that_cannot_cancel_still_ends_the_job(
    client: httpx.AsyncClient,
    db: AsyncSession,
    scripted: ScriptedBackend,
    luna: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    async def unreachable(ref: str) -> None:
        raise BackendError("The GPU server did not answer in time.", transient=True)

    monkeypatch.setattr(scripted, "cancel", unreachable)
    scripted.forever = True
    job = await generate(client, luna, batchSize=1)
    await _wait_state(db, job["id"], "running")
    await _wait_until(lambda: scripted.refs)
    assert (await client.post(f"/api/jobs/{job['id']}/cancel")).status_code == 200
    done = await wait_job(client, job["id"])
    assert done["state"] == "canceled"
    assert (await _row(db, job["id"])).lease_expires_at is None


# --- Recovery, takeover and idempotent results ----------------------------------------------------------


async def test_startup_recovers_queued_jobs_and_jobs_of_dead_workers(
    app: FastAPI,
    client: httpx.AsyncClient,
    db: AsyncSession,
    runtime: Runtime,
    luna: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # This process is as good as dead: nothing it sends reaches a worker, its own sweeper's sends included.
    with messages_lost(runtime, monkeypatch) as dropped:
        queued = await generate(client, luna, batchSize=1)
        orphan = await generate(client, luna, batchSize=2)
        assert dropped == [queued["id"], orphan["id"]]
        # The second one was taken by a worker that died before it submitted anything: running, lease expired.
        async with runtime.transaction() as session:
            assert await leases.claim(session, uuid.UUID(orphan["id"]), DEAD_WORKER, -1)
        await asyncio.sleep(0.3)
        assert (await _row(db, queued["id"])).state == "queued"

        # A restart: the new process's startup sends every unfinished job again.
        restarted = create_app(app.state.settings)
        async with restarted.router.lifespan_context(restarted):
            for job_id, batch in ((queued["id"], 1), (orphan["id"], 2)):
                job = await _wait_state(db, job_id, "succeeded", "failed", "canceled")
                assert job.state == "succeeded", job.error
                assert job.lease_owner == restarted.state.runtime.jobs.worker_id
                await _assert_stored_once(db, runtime, job, batch)


async def test_recover_sends_every_unfinished_job_and_nothing_else(
    client: httpx.AsyncClient, runtime: Runtime, luna: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    finished = await wait_job(client, (await generate(client, luna, batchSize=1))["id"])
    with messages_lost(runtime, monkeypatch) as dropped:
        waiting = await generate(client, luna, batchSize=1)
        dropped.clear()
        assert await tasks.recover(runtime) == 1
        assert dropped == [waiting["id"]]
        assert finished["id"] not in dropped


async def _taken_by_a_dead_worker(
    client: httpx.AsyncClient, runtime: Runtime, luna: str, monkeypatch: pytest.MonkeyPatch, batch: int
) -> tuple[GenerationJob, str]:
    """A job a worker claimed and submitted to the preview backend, then died: running, its backend ref
    stored, its lease run out. Returns the job and the dead worker's backend reference."""
    with messages_lost(runtime, monkeypatch):
        queued = await generate(client, luna, batchSize=batch)
    job_id = uuid.UUID(queued["id"])
    async with runtime.transaction() as session:
        assert await leases.claim(session, job_id, DEAD_WORKER, runtime.settings.job_lease_seconds)
        job = await session.get(GenerationJob, job_id)
        assert job is not None
    handlers.register_all()
    request = await runner.HANDLERS[job.kind].build_request(runtime, job)
    backend = runtime.media.backends.named("preview")
    ref = await backend.submit(request)
    async with runtime.transaction() as session:
        renewed = await leases.renew(
            session, job_id, DEAD_WORKER, runtime.settings.job_lease_seconds, backend_ref=ref, attempts=1
        )
        assert renewed is False
    return job, ref


async def _expire_lease(runtime: Runtime, job_id: uuid.UUID) -> None:
    async with runtime.transaction() as session:
        await session.execute(
            update(GenerationJob)
            .where(GenerationJob.id == job_id)
            .values(lease_expires_at=utcnow() - timedelta(seconds=1))
        )


async def test_a_job_whose_worker_died_is_taken_over_and_stored_once(
    client: httpx.AsyncClient,
    db: AsyncSession,
    runtime: Runtime,
    luna: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    job, ref = await _taken_by_a_dead_worker(client, runtime, luna, monkeypatch, batch=2)
    backend = runtime.media.backends.named("preview")
    # The dead worker got as far as writing the files, then died before its transaction committed.
    await _wait_until_succeeded(backend, ref)
    outputs = await backend.results(ref)
    async with runtime.sessionmaker() as session:
        fresh = await session.get(GenerationJob, job.id)
        assert fresh is not None
        await runner.HANDLERS[job.kind].store_results(runtime, session, fresh, outputs)
        await session.rollback()
    assert _stored_files(runtime, job) == _expected_files(2)
    assert await _media(db, job.id) == []

    # While the lease holds, the sweeper leaves the job alone.
    sent: list[uuid.UUID] = []

    async def send(job_id: uuid.UUID) -> None:
        sent.append(job_id)
        await tasks.send_generation(runtime, job_id)

    assert await runner.sweep(runtime, send) == 0
    await _expire_lease(runtime, job.id)
    assert await runner.sweep(runtime, send) == 1
    assert sent == [job.id]

    done = await _wait_state(db, str(job.id), "succeeded", "failed", "canceled")
    assert done.state == "succeeded", done.error
    assert done.lease_owner == runtime.jobs.worker_id
    assert done.backend_ref == ref, "re-attached to the dead worker's run, not submitted again"
    assert done.attempts == 1
    assert done.result == {"mediaIds": job.input["imageIds"]}
    await _assert_stored_once(db, runtime, done, 2)
    # Nothing is left for the next sweep.
    assert await runner.sweep(runtime, send) == 0


async def _wait_until_succeeded(backend: Any, ref: str) -> None:
    for _ in range(500):
        if (await backend.status(ref)).state == "succeeded":
            return
        await asyncio.sleep(0.02)
    raise AssertionError("the preview run did not finish")


async def test_a_job_canceled_while_its_worker_was_gone_ends_canceled_on_the_backend_too(
    client: httpx.AsyncClient,
    db: AsyncSession,
    runtime: Runtime,
    scripted: ScriptedBackend,
    luna: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    with messages_lost(runtime, monkeypatch):
        queued = await generate(client, luna, batchSize=1)
    job_id = uuid.UUID(queued["id"])
    async with runtime.transaction() as session:
        assert await leases.claim(session, job_id, DEAD_WORKER, runtime.settings.job_lease_seconds)
        job = await session.get(GenerationJob, job_id)
        assert job is not None
    handlers.register_all()
    ref = await scripted.submit(await runner.HANDLERS[job.kind].build_request(runtime, job))
    async with runtime.transaction() as session:
        await leases.renew(session, job_id, DEAD_WORKER, 30, backend_ref=ref, attempts=1)
    # The owner cancels; the worker that would see it at its next heartbeat is dead.
    r = await client.post(f"/api/jobs/{job_id}/cancel")
    assert r.status_code == 200, r.text
    assert r.json()["state"] == "running"
    await _expire_lease(runtime, job_id)
    assert await runner.sweep(runtime, lambda i: tasks.send_generation(runtime, i)) == 1
    done = await wait_job(client, str(job_id))
    assert done["state"] == "canceled"
    assert scripted.cancels == [ref], "the run the dead worker started is stopped on the backend"
    assert len(scripted.submits) == 1
    assert await runner.sweep(runtime, lambda i: tasks.send_generation(runtime, i)) == 0


async def test_storing_the_results_twice_stores_one_row_and_one_file_per_image(
    client: httpx.AsyncClient, db: AsyncSession, runtime: Runtime, luna: str
) -> None:
    done = await wait_job(client, (await generate(client, luna, batchSize=3))["id"])
    assert done["state"] == "succeeded"
    job = await _row(db, done["id"])
    before = {m.id: (m.storage_key, m.created_at) for m in await _media(db, job.id)}
    backend = runtime.media.backends.named("preview")
    assert job.backend_ref is not None
    outputs = await backend.results(job.backend_ref)
    # A second worker finishing the same job (a takeover after the first one stored): nothing new.
    for _ in range(2):
        async with runtime.transaction() as session:
            fresh = await session.get(GenerationJob, job.id)
            assert fresh is not None
            result = await runner.HANDLERS[job.kind].store_results(runtime, session, fresh, outputs)
            assert result == {"mediaIds": job.input["imageIds"]}
    after = {m.id: (m.storage_key, m.created_at) for m in await _media(db, job.id)}
    assert after == before
    await _assert_stored_once(db, runtime, job, 3)


async def test_one_job_delivered_to_two_workers_runs_once(
    client: httpx.AsyncClient,
    db: AsyncSession,
    runtime: Runtime,
    scripted: ScriptedBackend,
    luna: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    with messages_lost(runtime, monkeypatch):
        queued = await generate(client, luna, batchSize=2)
    job_id = uuid.UUID(queued["id"])
    handlers.register_all()
    first, second = runner._Run(runtime, job_id), runner._Run(runtime, job_id)
    second.worker = "w-second-worker"
    await asyncio.gather(first.run(), second.run())
    job = await _row(db, job_id)
    assert job.state == "succeeded", job.error
    assert len(scripted.submits) == 1, "one claim wins; the other worker leaves the job alone"
    await _assert_stored_once(db, runtime, job, 2)
    # The loser trying to finish it afterwards is refused and changes nothing.
    with pytest.raises(runner._LeaseLost):
        await second._succeed(job, runner.HANDLERS[job.kind], scripted, "run-1")
    await _assert_stored_once(db, runtime, await _row(db, job_id), 2)


@pytest.mark.parametrize("lost_at", ["heartbeat", "finish"])
async def test_a_worker_that_lost_its_lease_does_not_overwrite_the_job(
    client: httpx.AsyncClient,
    db: AsyncSession,
    runtime: Runtime,
    scripted: ScriptedBackend,
    luna: str,
    lost_at: str,
) -> None:
    if lost_at == "heartbeat":
        scripted.forever = True
    else:
        # The run ends at once; the results wait until the lease has gone to another worker.
        scripted.release_results.clear()
    queued = await generate(client, luna, batchSize=2)
    job_id = uuid.UUID(queued["id"])
    await _wait_state(db, queued["id"], "running")
    await _wait_until(lambda: scripted.refs)
    if lost_at == "finish":
        await asyncio.wait_for(scripted.results_asked.wait(), 20)
    assert job_id in runtime.jobs.local

    # The worker stalled past its lease; another one took the job over.
    async with runtime.transaction() as session:
        await session.execute(
            update(GenerationJob)
            .where(GenerationJob.id == job_id)
            .values(lease_owner="w-new-owner", lease_expires_at=utcnow() + timedelta(minutes=5))
        )
    scripted.release_results.set()
    await _wait_until(lambda: job_id not in runtime.jobs.local)

    job = await _row(db, job_id)
    assert job.state == "running"
    assert job.lease_owner == "w-new-owner"
    assert job.error is None
    assert job.result is None
    assert job.finished_at is None
    assert await _media(db, job_id) == [], "the stale worker's rows were rolled back"
    assert scripted.cancels == [], "the run now belongs to the new owner: not canceled"
    if lost_at == "finish":
        # Its files went under the keys the new owner writes too: nothing is stored twice.
        assert _stored_files(runtime, job) == _expected_files(2)


async def test_a_job_that_keeps_losing_its_workers_is_failed_not_retried_forever(
    client: httpx.AsyncClient,
    db: AsyncSession,
    runtime: Runtime,
    luna: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Every takeover counts as a claim; past the attempts the job ends with a message, so a job that
    crashes its workers (a bug, a poison input) cannot circle between them for ever."""
    job, _ = await _taken_by_a_dead_worker(client, runtime, luna, monkeypatch, batch=1)
    for _ in range(runtime.settings.job_max_attempts):
        await _expire_lease(runtime, job.id)
        async with runtime.transaction() as session:
            assert await leases.claim(session, job.id, DEAD_WORKER, runtime.settings.job_lease_seconds)
    await _expire_lease(runtime, job.id)
    await runner.run_job(runtime, job.id)
    ended = await _wait_state(db, str(job.id), "failed")
    assert ended.error == runner.CRASHED
    assert ended.claims == runtime.settings.job_max_attempts + 2


async def test_jobs_waiting_in_line_here_are_not_sent_again_by_the_sweep(
    client: httpx.AsyncClient, runtime: Runtime, luna: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A job waiting for a slot in this process is looked after: the sweep marks it so and leaves it; a
    queued job nobody holds (its message lost) is sent again."""
    with messages_lost(runtime, monkeypatch):
        waiting = await generate(client, luna, batchSize=1)
        lost = await generate(client, luna, batchSize=1)
    async with runtime.transaction() as session:
        await session.execute(
            update(GenerationJob)
            .where(GenerationJob.id.in_([uuid.UUID(waiting["id"]), uuid.UUID(lost["id"])]))
            .values(updated_at=utcnow() - timedelta(hours=1))
        )
    runtime.jobs.local.add(uuid.UUID(waiting["id"]))
    sent: list[str] = []

    async def record(job_id: uuid.UUID) -> None:
        sent.append(str(job_id))

    try:
        assert await runner.sweep(runtime, record) == 1
    finally:
        runtime.jobs.local.discard(uuid.UUID(waiting["id"]))
    assert sent == [lost["id"]]
    # The next sweep finds the waiting job freshly marked, so it is not stranded either.
    assert await runner.sweep(runtime, record) == 0
