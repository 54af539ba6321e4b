"""Benchmark: the generation job system (issue 10) on the preview backend.

In one run it prints:

- enqueue-to-start latency: from the moment a job's message is sent (its row committed, as the API sends
  it after the commit) to the moment a worker claims it (its started_at, stamped by the worker), median
  and p95, one job at a time on idle workers: in-process (InMemoryBroker, the embedded default: the
  baseline) and on Redis Streams with separate `nocturne worker` processes, with their ratio.
  Target: a median of at most 20 ms on Redis.
- 1,000 jobs over 4 worker processes: lost (not succeeded at the end) and duplicated (media rows beyond
  the batch size, storage keys used twice, files beyond one per key, backend runs submitted twice), the
  throughput, and the messages sent per job (sweepers and start-up recovery send jobs again).
- 20 workers killed with SIGKILL mid-job (each replaced, so 4 stay up, while new jobs keep coming): lost,
  stuck past the lease (a job left running with a lapsed lease for longer than one more lease, or not
  finished at the end), duplicate media, and the time from a dead worker's lease running out to the job's
  takeover by another worker.
- with --video, section 4 (bench/video_jobs.py): the preview renderer's time per second of video at
  480x832, and the enqueue-to-start latency of 50 images mixed with 50 videos in-process, with the video
  lane and with one shared lane (images must not wait behind videos).

The workers are the real command (`nocturne worker`); this process plays the API: it writes the job rows,
sends their messages and runs the API's sweeper. Jobs are spec 3 Image jobs of batch 1 at a small size
(--size): what is measured is the job system, not PNG encoding.

    .venv/bin/python bench/jobs.py [--jobs 1000] [--workers 4] [--kills 20] [--samples 100] [--quick] [--video]

The database is a scratch PostgreSQL database on 127.0.0.1:5432 (dropped afterwards), or a temporary
SQLite file with --sqlite or when PostgreSQL is not reachable. Redis: --redis-url (default database 13,
emptied before and after: the queue name is fixed).

Targets: latency median <= 20 ms on Redis; lost 0 and duplicated 0 over 1,000 jobs; after 20 SIGKILLs,
lost 0, stuck past the lease 0, duplicate media 0.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import os
import random
import shutil
import statistics
import sys
import tempfile
import time
import uuid
from collections.abc import AsyncIterator
from contextlib import AsyncExitStack
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "server"))

import redis.asyncio as redis  # noqa: E402
from nocturne.config import Settings  # noqa: E402
from nocturne.db import make_engine, make_sessionmaker  # noqa: E402
from nocturne.jobs.leases import ACTIVE, FINISHED  # noqa: E402
from nocturne.kit.clock import utcnow  # noqa: E402
from nocturne.media.files import media_key  # noqa: E402
from nocturne.media.payloads import GpuArgs, ImageJob, ImageMetadata, dump  # noqa: E402
from nocturne.media.tasks import RUN_GENERATION, start_sweeper  # noqa: E402
from nocturne.migrate import upgrade_to_head  # noqa: E402
from nocturne.models import GenerationJob, Media, User  # noqa: E402
from nocturne.runtime import Runtime, open_runtime  # noqa: E402
from nocturne.worker import QUEUE_NAME, make_queue  # noqa: E402
from sqlalchemy import func, select  # noqa: E402
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker  # noqa: E402
from tests.worker_processes import Worker, start_worker  # noqa: E402

PG_ADMIN_URL = os.environ.get("BENCH_POSTGRES_ADMIN_URL", "postgresql://postgres@127.0.0.1:5432/postgres")
LATENCY_TARGET_MS = 20.0
LEASE_SECONDS = 3.0
CONCURRENCY = 2  # JOB_CONCURRENCY per worker process (the default)
THROUGHPUT_PREVIEW_SECONDS = 0.05
KILL_PREVIEW_SECONDS = 1.0


# --- Scratch database and Redis --------------------------------------------------------------------------


async def _pg_admin(*statements: str) -> None:
    import asyncpg

    conn = await asyncpg.connect(PG_ADMIN_URL, timeout=5)
    try:
        for statement in statements:
            await conn.execute(statement)
    finally:
        await conn.close()


@contextlib.asynccontextmanager
async def scratch_database(use_sqlite: bool, folder: Path) -> AsyncIterator[tuple[str, str]]:
    """(database URL, a name for it), migrated; a PostgreSQL database is dropped afterwards."""
    if not use_sqlite:
        name = f"nocturne_bench_jobs_{os.getpid()}"
        try:
            await _pg_admin(
                f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)',
                f'CREATE DATABASE "{name}"',
            )
        except Exception as exc:  # noqa: BLE001 - any failure: fall back to SQLite
            print(f"PostgreSQL not reachable ({exc}); using SQLite.")
        else:
            url = f"{PG_ADMIN_URL.rsplit('/', 1)[0]}/{name}".replace(
                "postgresql://", "postgresql+asyncpg://", 1
            )
            await asyncio.to_thread(upgrade_to_head, url)
            try:
                yield url, "PostgreSQL"
            finally:
                await _pg_admin(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
            return
    url = f"sqlite+aiosqlite:///{folder / 'bench.db'}"
    await asyncio.to_thread(upgrade_to_head, url)
    yield url, "SQLite"


def bench_settings(database_url: str, folder: Path, **extra: Any) -> Settings:
    """Settings of a benchmark run: a scratch database and data folder, no chat model."""
    settings = Settings(
        DATABASE_URL=database_url,
        DATA_DIR=folder / "data",
        SECRET_KEY="bench-secret-key",
        APP_ENV="test",
        LLM_EMBEDDED=False,
        LLM_BASE_URL="http://127.0.0.1:9/v1",
        **extra,
    )
    settings.data_dir.mkdir(parents=True)
    return settings


async def bench_database(
    settings: Settings, stack: AsyncExitStack
) -> tuple[async_sessionmaker[AsyncSession], uuid.UUID]:
    """The scratch database's sessions (closed with the stack) and the user who owns the jobs."""
    engine = make_engine(settings.effective_database_url, exclusive_writes=False)
    stack.push_async_callback(engine.dispose)
    sessions = make_sessionmaker(engine)
    owner = uuid.uuid4()
    async with sessions() as db:
        db.add(User(id=owner, email="bench@example.com", username="bench", username_key="bench"))
        await db.commit()
    return sessions, owner


async def flush_redis(url: str) -> None:
    client = redis.Redis.from_url(url)
    try:
        await client.flushdb()
    finally:
        await client.aclose()


async def stream_length(url: str) -> int:
    """Messages ever added to the job stream (acknowledged entries stay in a stream)."""
    client = redis.Redis.from_url(url)
    try:
        return int(await client.xlen(QUEUE_NAME))
    finally:
        await client.aclose()


# --- Worker processes ------------------------------------------------------------------------------------


@dataclass
class Fleet:
    """`nocturne worker` processes sharing one environment."""

    settings: Settings
    logs: Path
    name: str
    workers: list[Worker] = field(default_factory=list)
    started: int = 0

    async def start(self) -> Worker:
        self.started += 1
        worker = await start_worker(self.settings, self.logs / f"{self.name}-worker-{self.started}.log")
        self.workers.append(worker)
        return worker

    async def start_many(self, count: int) -> None:
        new = [await self.start() for _ in range(count)]
        await asyncio.gather(*(w.ready() for w in new))

    @property
    def live(self) -> dict[str, Worker]:
        return {w.worker_id: w for w in self.workers if w.worker_id and w.process.returncode is None}

    async def stop(self) -> None:
        await asyncio.gather(*(w.stop() for w in self.workers))


# --- Jobs ------------------------------------------------------------------------------------------------


@dataclass
class Bench:
    sessions: async_sessionmaker[AsyncSession]
    owner: uuid.UUID
    width: int
    height: int

    async def create(self, count: int) -> list[uuid.UUID]:
        """Queued spec 3 Image jobs of batch 1 for the preview backend, committed (as service._queue does)."""
        ids = [uuid.uuid4() for _ in range(count)]
        async with self.sessions() as db:
            for job_id in ids:
                payload = ImageJob(
                    user_id=self.owner,
                    image_ids=[uuid.uuid4()],
                    orientation="portrait",
                    gpu_args=GpuArgs(prompt="photo of a woman reading in a cafe", model="RealismYogi"),
                    metadata=ImageMetadata(
                        source="image_gen",
                        width=self.width,
                        height=self.height,
                        misc_blob={"label": "bench"},
                    ),
                )
                db.add(
                    GenerationJob(
                        id=job_id,
                        kind="image",
                        owner_id=self.owner,
                        state="queued",
                        input=dump(payload),
                        width=self.width,
                        height=self.height,
                        backend="preview",
                        progress=0.0,
                        attempts=0,
                        cancel_requested=False,
                    )
                )
            await db.commit()
        return ids

    async def states(self, ids: list[uuid.UUID]) -> dict[uuid.UUID, str]:
        out: dict[uuid.UUID, str] = {}
        async with self.sessions() as db:
            for chunk in range(0, len(ids), 500):
                rows = await db.execute(
                    select(GenerationJob.id, GenerationJob.state).where(
                        GenerationJob.id.in_(ids[chunk : chunk + 500])
                    )
                )
                for job_id, state in rows.all():
                    out[job_id] = state
        return out

    async def wait_finished(self, ids: list[uuid.UUID], seconds: float, poll: float = 0.25) -> float:
        """Seconds until every job ended (or the time limit ran out)."""
        start = time.monotonic()
        while time.monotonic() - start < seconds:
            states = await self.states(ids)
            if all(states.get(i) in FINISHED for i in ids):
                break
            await asyncio.sleep(poll)
        return time.monotonic() - start

    async def started_at(self, job_id: uuid.UUID) -> tuple[str, datetime | None]:
        async with self.sessions() as db:
            row = (
                await db.execute(
                    select(GenerationJob.state, GenerationJob.started_at).where(GenerationJob.id == job_id)
                )
            ).one()
        return row[0], row[1]


@dataclass
class Integrity:
    jobs: int
    succeeded: int
    not_finished: int
    rows_beyond_batch: int
    keys_twice: int
    files_beyond_one: int
    stray_temporary_files: int
    submitted_twice: int
    # Succeeded, yet its file is not in the store.
    missing_files: int

    @property
    def lost(self) -> int:
        return self.jobs - self.succeeded + self.missing_files

    @property
    def duplicated(self) -> int:
        return self.rows_beyond_batch + self.keys_twice + self.files_beyond_one


async def integrity(bench: Bench, ids: list[uuid.UUID], media_root: Path) -> Integrity:
    """Lost and duplicated, from the rows and the files (every job has a batch of 1)."""
    states = await bench.states(ids)
    succeeded = sum(1 for i in ids if states.get(i) == "succeeded")
    not_finished = sum(1 for i in ids if states.get(i) not in FINISHED)
    rows_beyond = keys_twice = twice = 0
    async with bench.sessions() as db:
        for chunk in range(0, len(ids), 500):
            part = ids[chunk : chunk + 500]
            per_job = await db.execute(
                select(
                    Media.job_id,
                    func.count(),
                    func.count(func.distinct(Media.storage_key)),
                )
                .where(Media.job_id.in_(part))
                .group_by(Media.job_id)
            )
            for _job, rows, keys in per_job.all():
                rows_beyond += max(0, rows - 1)
                keys_twice += rows - keys
            twice += int(
                await db.scalar(
                    select(func.count())
                    .select_from(GenerationJob)
                    .where(GenerationJob.id.in_(part), GenerationJob.attempts > 1)
                )
                or 0
            )
    files_beyond = stray = missing = 0
    for job_id in ids:
        folder = media_root / "images" / str(bench.owner) / str(job_id)
        names = [p.name for p in folder.iterdir()] if folder.exists() else []
        stray += sum(1 for n in names if n.endswith(".part"))
        kept = [n for n in names if not n.endswith(".part")]
        files_beyond += max(0, len(kept) - 2)  # 0.png and 0.thumb.webp
        if states.get(job_id) == "succeeded" and Path(media_key(bench.owner, job_id, 0)).name not in kept:
            missing += 1
    return Integrity(
        len(ids),
        succeeded,
        not_finished,
        rows_beyond,
        keys_twice,
        files_beyond,
        stray,
        twice,
        missing,
    )


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


# --- The three measurements ------------------------------------------------------------------------------


async def latency_in_process(settings: Settings, bench: Bench, samples: int) -> list[float]:
    """Send → claim, with the in-memory broker of the embedded default (jobs run in this process)."""
    inproc = settings.model_copy(update={"redis_url": None, "preview_seconds_per_image": 0.0})
    queue = make_queue(inproc)
    async with open_runtime(inproc, queue) as runtime:
        queue.broker.state.runtime = runtime
        await queue.broker.startup()
        broker: Any = queue.broker
        try:
            out = []
            for _ in range(samples):
                (job_id,) = await bench.create(1)
                sent = utcnow()
                await queue.send(RUN_GENERATION, str(job_id))
                await broker.wait_all()
                state, started = await bench.started_at(job_id)
                assert state == "succeeded", state
                assert started is not None
                out.append((started - sent).total_seconds() * 1000)
            return out
        finally:
            await queue.broker.shutdown()


async def latency_on_redis(runtime: Runtime, bench: Bench, samples: int) -> list[float]:
    """Send → claim through Redis Streams to idle `nocturne worker` processes, one job at a time."""
    out = []
    for _ in range(samples):
        (job_id,) = await bench.create(1)
        sent = utcnow()
        await runtime.jobs.send(RUN_GENERATION, str(job_id))
        deadline = time.monotonic() + 30
        while True:
            state, started = await bench.started_at(job_id)
            if state in FINISHED:
                break
            if time.monotonic() > deadline:
                raise RuntimeError(f"job {job_id} still {state}")
            await asyncio.sleep(0.005)
        assert state == "succeeded", state
        assert started is not None
        out.append((started - sent).total_seconds() * 1000)
    return out


async def many_jobs(runtime: Runtime, bench: Bench, count: int) -> tuple[list[uuid.UUID], float]:
    ids: list[uuid.UUID] = []
    start = time.monotonic()
    for chunk in range(0, count, 100):
        batch = await bench.create(min(100, count - chunk))
        for job_id in batch:
            await runtime.jobs.send(RUN_GENERATION, str(job_id))
        ids += batch
    await bench.wait_finished(ids, seconds=max(300.0, count * 1.5))
    return ids, time.monotonic() - start


@dataclass
class KillReport:
    ids: list[uuid.UUID]
    kills: int
    victims: int
    takeover_seconds: list[float]
    never_taken_over: int
    overdue: set[uuid.UUID]


async def kill_workers(
    runtime: Runtime,
    bench: Bench,
    fleet: Fleet,
    kills: int,
    workers: int,
    seed: int = 10,
) -> KillReport:
    """Keep the workers busy with new jobs; kill one worker in the middle of a job, replace it, repeat."""
    rng = random.Random(seed)
    lease = runtime.settings.job_lease_seconds
    ids: list[uuid.UUID] = []
    # Victim job -> (dead worker, when its lease runs out); and when another worker took it over.
    victims: dict[uuid.UUID, tuple[str, datetime]] = {}
    taken: dict[uuid.UUID, float] = {}
    overdue: set[uuid.UUID] = set()
    producing = True

    async def produce() -> None:
        # Every slot busy and a couple of jobs waiting: a worker always dies with work in hand.
        target = workers * CONCURRENCY + 2
        while producing:
            states = await bench.states(ids[-200:])
            active = sum(1 for s in states.values() if s in ACTIVE)
            if active < target:
                for job_id in await bench.create(target - active):
                    await runtime.jobs.send(RUN_GENERATION, str(job_id))
                    ids.append(job_id)
            await asyncio.sleep(0.2)

    async def watch() -> None:
        while True:
            now = utcnow()
            async with bench.sessions() as db:
                rows = (
                    await db.execute(
                        select(
                            GenerationJob.id,
                            GenerationJob.state,
                            GenerationJob.lease_owner,
                            GenerationJob.lease_expires_at,
                        ).where(GenerationJob.state.in_(("running",)) | GenerationJob.id.in_(list(victims)))
                    )
                ).all()
            for job_id, state, owner, expires in rows:
                if state == "running" and expires is not None and (now - expires).total_seconds() > lease:
                    overdue.add(job_id)
                if job_id in victims and job_id not in taken:
                    dead, expiry = victims[job_id]
                    if state in FINISHED or owner != dead:
                        taken[job_id] = max(0.0, (now - expiry).total_seconds())
            await asyncio.sleep(0.1)

    producer = asyncio.create_task(produce())
    watcher = asyncio.create_task(watch())
    done_kills = 0
    try:
        while done_kills < kills:
            target = await _worker_mid_job(bench, fleet, rng)
            await target.kill()
            done_kills += 1
            async with bench.sessions() as db:
                held = (
                    await db.execute(
                        select(GenerationJob.id, GenerationJob.lease_expires_at).where(
                            GenerationJob.state == "running",
                            GenerationJob.lease_owner == target.worker_id,
                        )
                    )
                ).all()
            for job_id, expires in held:
                if expires is not None:
                    victims[job_id] = (target.worker_id, expires)
            # A replacement, so that the same number of workers stay up.
            replacement = await fleet.start()
            await replacement.ready()
            await asyncio.sleep(0.5)
    finally:
        producing = False
        await producer
    await bench.wait_finished(ids, seconds=120)
    # Give the watcher a last look at the victims' takeovers.
    await asyncio.sleep(0.3)
    watcher.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await watcher
    return KillReport(
        ids=ids,
        kills=done_kills,
        victims=len(victims),
        takeover_seconds=list(taken.values()),
        never_taken_over=len(victims) - len(taken),
        overdue=overdue,
    )


async def _worker_mid_job(bench: Bench, fleet: Fleet, rng: random.Random) -> Worker:
    """A live worker holding a job it submitted to the backend and has made progress on."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        live = fleet.live
        async with bench.sessions() as db:
            owners = (
                await db.scalars(
                    select(GenerationJob.lease_owner).where(
                        GenerationJob.state == "running",
                        GenerationJob.backend_ref.is_not(None),
                        GenerationJob.progress > 0,
                    )
                )
            ).all()
        candidates = sorted({o for o in owners if o in live})
        if candidates:
            return live[rng.choice(candidates)]
        await asyncio.sleep(0.05)
    raise RuntimeError("no worker was in the middle of a job")


# --- Main ------------------------------------------------------------------------------------------------


def ms(values: list[float]) -> str:
    return f"median {statistics.median(values):6.1f} ms   p95 {percentile(values, 0.95):6.1f} ms"


def check(ok: bool) -> str:
    return "ok" if ok else "MISSED"


async def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--jobs", type=int, default=1000, help="jobs in the many-jobs run (1000)")
    parser.add_argument("--workers", type=int, default=4, help="worker processes (4)")
    parser.add_argument("--kills", type=int, default=20, help="workers killed with SIGKILL mid-job (20)")
    parser.add_argument("--samples", type=int, default=100, help="latency samples per broker (100)")
    parser.add_argument("--size", default="256x320", help="image size of the jobs (256x320)")
    parser.add_argument(
        "--quick",
        action="store_true",
        help="a short run: 200 jobs, 5 kills, 30 samples",
    )
    parser.add_argument(
        "--video",
        action="store_true",
        help="add section 4: video render time and image latency beside videos (bench/video_jobs.py)",
    )
    parser.add_argument("--sqlite", action="store_true", help="a temporary SQLite file, not PostgreSQL")
    parser.add_argument(
        "--redis-url",
        default="redis://127.0.0.1:6379/13",
        help="emptied before and after",
    )
    args = parser.parse_args()
    if args.quick:
        args.jobs, args.kills, args.samples = (
            min(args.jobs, 200),
            min(args.kills, 5),
            min(args.samples, 30),
        )
    width, height = (int(v) for v in args.size.lower().split("x"))
    logging.basicConfig(level=logging.WARNING)

    folder = Path(tempfile.mkdtemp(prefix="nocturne-bench-jobs-"))
    logs = folder / "logs"
    logs.mkdir()
    await flush_redis(args.redis_url)
    async with AsyncExitStack() as stack:
        stack.callback(shutil.rmtree, folder, True)
        stack.push_async_callback(flush_redis, args.redis_url)
        database_url, database_name = await stack.enter_async_context(scratch_database(args.sqlite, folder))
        settings = bench_settings(
            database_url, folder, JOB_LEASE_SECONDS=LEASE_SECONDS, JOB_CONCURRENCY=CONCURRENCY
        ).model_copy(update={"redis_url": args.redis_url})
        sessions, owner = await bench_database(settings, stack)
        bench = Bench(sessions, owner, width, height)
        media_root = settings.media_path

        print(
            f"Generation jobs on the preview backend: {database_name}, Redis {args.redis_url}, "
            f"{os.cpu_count()} CPUs; batch 1 at {width}x{height}; lease {LEASE_SECONDS:g} s; "
            f"{CONCURRENCY} jobs at once per process"
        )

        # 1. Enqueue-to-start latency: in-process (the baseline), then Redis Streams.
        inproc = await latency_in_process(settings, bench, args.samples)

        queue = make_queue(settings)
        runtime = await stack.enter_async_context(open_runtime(settings, queue))
        await queue.broker.startup()
        stack.push_async_callback(queue.broker.shutdown)
        sweeper = start_sweeper(runtime)  # the API process's sweeper
        stack.callback(sweeper.cancel)

        fleet = Fleet(settings.model_copy(update={"preview_seconds_per_image": 0.0}), logs, "latency")
        stack.push_async_callback(fleet.stop)
        await fleet.start_many(args.workers)
        await latency_on_redis(runtime, bench, 5)  # warm-up: connections, first queries
        on_redis = await latency_on_redis(runtime, bench, args.samples)
        await fleet.stop()
        print(f"\nEnqueue-to-start latency (send -> claim), {args.samples} jobs one at a time:")
        print(f"  in-process (InMemoryBroker):        {ms(inproc)}")
        median = statistics.median(on_redis)
        print(
            f"  Redis Streams, {args.workers} `nocturne worker`: {ms(on_redis)}   "
            f"(target <= {LATENCY_TARGET_MS:g} ms median: {check(median <= LATENCY_TARGET_MS)}); "
            f"{median / statistics.median(inproc):.1f}x in-process"
        )

        # 2. Many jobs over the workers.
        fleet = Fleet(
            settings.model_copy(update={"preview_seconds_per_image": THROUGHPUT_PREVIEW_SECONDS}),
            logs,
            "many",
        )
        stack.push_async_callback(fleet.stop)
        await fleet.start_many(args.workers)
        before = await stream_length(args.redis_url)
        ids, seconds = await many_jobs(runtime, bench, args.jobs)
        messages = await stream_length(args.redis_url) - before
        await fleet.stop()
        result = await integrity(bench, ids, media_root)
        print(
            f"\n{args.jobs:,} jobs over {args.workers} workers "
            f"({THROUGHPUT_PREVIEW_SECONDS:g} s per image, {CONCURRENCY} slots each):"
        )
        print(
            f"  succeeded {result.succeeded}/{result.jobs} in {seconds:.1f} s ({result.jobs / seconds:.1f} jobs/s)"
        )
        print(f"  lost        {result.lost:5d}   (target 0: {check(result.lost == 0)})")
        print(
            f"  duplicated  {result.duplicated:5d}   (target 0: {check(result.duplicated == 0)})"
            f"  [rows beyond the batch {result.rows_beyond_batch}, keys stored twice {result.keys_twice}, "
            f"files beyond one per key {result.files_beyond_one}]"
        )
        print(
            f"  backend runs submitted twice {result.submitted_twice}; messages per job {messages / result.jobs:.2f}"
        )

        # 3. Workers killed with SIGKILL in the middle of jobs.
        fleet = Fleet(
            settings.model_copy(update={"preview_seconds_per_image": KILL_PREVIEW_SECONDS}), logs, "kill"
        )
        stack.push_async_callback(fleet.stop)
        await fleet.start_many(args.workers)
        report = await kill_workers(runtime, bench, fleet, args.kills, args.workers)
        await fleet.stop()
        result = await integrity(bench, report.ids, media_root)
        stuck = len(report.overdue) + result.not_finished + report.never_taken_over
        dup = result.duplicated
        print(
            f"\n{report.kills} workers killed with SIGKILL mid-job ({args.workers} kept up, "
            f"{KILL_PREVIEW_SECONDS:g} s per image, {len(report.ids)} jobs, {report.victims} killed mid-job):"
        )
        print(f"  lost                  {result.lost:5d}   (target 0: {check(result.lost == 0)})")
        print(
            f"  stuck past the lease  {stuck:5d}   (target 0: {check(stuck == 0)})  "
            f"[running with a lease lapsed over {LEASE_SECONDS:g} s: {len(report.overdue)}, "
            f"never taken over: {report.never_taken_over}, unfinished at the end: {result.not_finished}]"
        )
        print(
            f"  duplicate media       {dup:5d}   (target 0: {check(dup == 0)})  "
            f"[rows beyond the batch {result.rows_beyond_batch}, keys stored twice {result.keys_twice}, "
            f"files beyond one per key {result.files_beyond_one}]"
        )
        if report.takeover_seconds:
            print(
                f"  lease ran out -> taken over: median {statistics.median(report.takeover_seconds):.2f} s, "
                f"max {max(report.takeover_seconds):.2f} s; backend runs submitted twice "
                f"{result.submitted_twice}; stray temporary files {result.stray_temporary_files}"
            )

        # 4. Videos: render time, and images beside videos in their own lane (bench/video_jobs.py).
        if args.video:
            from video_jobs import measure as measure_videos

            # In-process, with the default lease: the Redis runtime's sweeper would send their waiting jobs
            # to Redis, and a 3 s lease can lapse while a video renders on a busy machine.
            sweeper.cancel()
            await measure_videos(
                settings.model_copy(
                    update={"job_lease_seconds": Settings.model_fields["job_lease_seconds"].default}
                ),
                sessions,
                owner,
            )


if __name__ == "__main__":
    asyncio.run(main())
