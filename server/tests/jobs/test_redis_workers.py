"""Scaled-out generation jobs (issue 10): the API sends jobs to Redis Streams, separate `nocturne worker`
processes run them, and a worker killed with SIGKILL in the middle of a job loses nothing: its lease runs
out, a sweeper sends the job again, the other worker re-attaches to the same backend run and stores each
image once.

The workers are real processes started with the real command (`nocturne worker`), reading the same
database, the same media folder and the same Redis as the test's API. The queue name is fixed, so the
test keeps to a Redis database of its own, emptied before and after.
"""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import AsyncIterator
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import httpx
import pytest
import redis.asyncio as redis
from fastapi import FastAPI
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.config import Settings
from nocturne.db import make_engine, make_sessionmaker
from nocturne.jobs import leases
from nocturne.kit.rate_limit import MemoryRateLimiter
from nocturne.main import create_app
from nocturne.media.files import media_key, thumb_key
from nocturne.models import Base, GenerationJob, Media
from tests.chat_helpers import adult, character
from tests.helpers import new_client
from tests.media.api_helpers import generate, wait_job
from tests.worker_processes import Worker
from tests.worker_processes import start_worker as start_worker_process

# A Redis database for this module alone: the workers' queue name is not configurable.
WORKER_REDIS_DB = 14
LEASE_SECONDS = 3
PREVIEW_SECONDS_PER_IMAGE = 1.5
JOBS = 6
BATCH = 2


def _redis_db(url: str, number: int) -> str:
    parts = urlsplit(url)
    return urlunsplit(parts._replace(path=f"/{number}"))


@pytest.fixture
async def worker_redis(redis_url: str) -> AsyncIterator[str]:
    url = _redis_db(redis_url, WORKER_REDIS_DB)
    client = redis.Redis.from_url(url)
    await client.flushdb()
    yield url
    await client.flushdb()
    await client.aclose()


@pytest.fixture
def scaled_settings(settings: Settings, worker_redis: str) -> Settings:
    return settings.model_copy(
        update={
            "redis_url": worker_redis,
            "job_lease_seconds": LEASE_SECONDS,
            "preview_seconds_per_image": PREVIEW_SECONDS_PER_IMAGE,
        }
    )


@pytest.fixture
async def scaled_app(scaled_settings: Settings) -> AsyncIterator[FastAPI]:
    """The API side: sends jobs to Redis and runs its own sweeper, runs no job itself."""
    application = create_app(scaled_settings)
    async with application.router.lifespan_context(application):
        application.state.runtime.rate_limiter = MemoryRateLimiter()
        yield application
        async with application.state.runtime.engine.begin() as conn:
            for table in reversed(Base.metadata.sorted_tables):
                await conn.execute(table.delete())


@pytest.fixture
async def scaled_client(scaled_app: FastAPI) -> AsyncIterator[httpx.AsyncClient]:
    async with new_client(scaled_app) as c:
        yield c


@pytest.fixture
async def reader(database_url: str) -> AsyncIterator[AsyncSession]:
    engine = make_engine(database_url, exclusive_writes=False)
    async with make_sessionmaker(engine)() as session:
        yield session
    await engine.dispose()


@pytest.fixture
async def start_worker(scaled_settings: Settings, tmp_path: Path) -> AsyncIterator[object]:
    started: list[Worker] = []

    async def start() -> Worker:
        worker = await start_worker_process(scaled_settings, tmp_path / f"worker-{len(started)}.log")
        started.append(worker)
        return worker

    yield start
    await asyncio.gather(*(w.stop() for w in started))


async def _fresh(db: AsyncSession, statement: object) -> list[object]:
    await db.commit()
    return list((await db.scalars(statement.execution_options(populate_existing=True))).all())  # type: ignore[attr-defined]


async def _submitted_on_a_worker(db: AsyncSession, workers: list[Worker], seconds: float = 30) -> Worker:
    """A worker that holds a job it has submitted to the backend: killing it now kills it mid-job."""
    by_id = {w.worker_id: w for w in workers}
    loop = asyncio.get_running_loop()
    deadline = loop.time() + seconds
    while True:
        running = await _fresh(
            db,
            select(GenerationJob).where(
                GenerationJob.state == "running", GenerationJob.backend_ref.is_not(None)
            ),
        )
        for job in running:
            assert isinstance(job, GenerationJob)
            if job.lease_owner in by_id and job.progress > 0:
                return by_id[job.lease_owner]
        assert loop.time() < deadline, "no job started on a worker"
        await asyncio.sleep(0.05)


async def test_a_worker_killed_mid_job_loses_nothing_and_stores_nothing_twice(
    scaled_settings: Settings,
    scaled_client: httpx.AsyncClient,
    reader: AsyncSession,
    start_worker: object,
) -> None:
    workers: list[Worker] = [await start_worker() for _ in range(2)]  # type: ignore[operator]
    ids = await asyncio.gather(*(w.ready() for w in workers))
    assert len(set(ids)) == 2

    client = scaled_client
    await adult(client)
    luna = (await character(client))["id"]
    queued = [await generate(client, luna, batchSize=BATCH) for _ in range(JOBS)]

    victim = await _submitted_on_a_worker(reader, workers)
    await victim.kill()
    survivor = next(w for w in workers if w is not victim)
    held = await _fresh(
        reader,
        select(GenerationJob).where(
            GenerationJob.state == "running", GenerationJob.lease_owner == victim.worker_id
        ),
    )
    assert held, "the killed worker was in the middle of a job"
    taken_over = {job.id: job.backend_ref for job in held if isinstance(job, GenerationJob)}
    assert any(ref is not None for ref in taken_over.values()), "one had been submitted to the backend"

    done = [await wait_job(client, job["id"], seconds=50) for job in queued]
    assert [job["state"] for job in done] == ["succeeded"] * JOBS, [job["error"] for job in done]

    media_root = Path(scaled_settings.media_path)
    for job_view in done:
        job_id = uuid.UUID(job_view["id"])
        job = (await _fresh(reader, select(GenerationJob).where(GenerationJob.id == job_id)))[0]
        assert isinstance(job, GenerationJob)
        assert job.lease_owner in {survivor.worker_id, victim.worker_id}
        rows = await _fresh(reader, select(Media).where(Media.job_id == job_id).order_by(Media.batch_index))
        media = [m for m in rows if isinstance(m, Media)]
        assert len(media) == BATCH, "one row per image, none stored twice"
        assert [str(m.id) for m in media] == job.input["imageIds"]
        assert [m.storage_key for m in media] == [media_key(job.owner_id, job_id, i) for i in range(BATCH)]
        folder = media_root / "images" / str(job.owner_id) / str(job_id)
        expected = sorted(
            [Path(media_key(job.owner_id, job_id, i)).name for i in range(BATCH)]
            + [Path(thumb_key(job.owner_id, job_id, i)).name for i in range(BATCH)]
        )
        assert sorted(p.name for p in folder.iterdir()) == expected
        if job_id in taken_over:
            # Finished by the survivor: re-attached to the run the dead worker had started, or (the dead
            # worker had claimed it but not submitted it yet) submitted once, by the survivor.
            assert job.lease_owner == survivor.worker_id
            if taken_over[job_id] is not None:
                assert job.backend_ref == taken_over[job_id]
            assert job.attempts == 1, "the backend run was not paid for twice"

    # Nothing is left stuck: no running job with a lapsed lease, no queued job waiting for a message.
    await reader.commit()
    assert await leases.stranded(reader, requeue_after_seconds=0) == []
    assert survivor.process.returncode is None, "the surviving worker kept running"
