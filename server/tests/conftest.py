"""Test fixtures: a real, migrated database (SQLite or PostgreSQL) and the real app over ASGI.

TEST_DATABASE=sqlite (default) or postgres picks the database. Under CI=true a PostgreSQL run
that cannot reach its server fails instead of skipping."""

from __future__ import annotations

import os
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import httpx
import pytest
import redis.asyncio as redis
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.config import Settings
from nocturne.db import make_engine, make_sessionmaker
from nocturne.kit import clock
from nocturne.kit.rate_limit import MemoryRateLimiter
from nocturne.llm.local_server import LocalLLMServer, LocalLLMUnavailable
from nocturne.main import create_app
from nocturne.migrate import upgrade_to_head
from nocturne.models import Base
from tests.helpers import ORIGIN, new_client

PG_ADMIN_URL = os.environ.get("TEST_POSTGRES_ADMIN_URL", "postgresql://postgres@127.0.0.1:5432/postgres")


def _pg_admin(*statements: str) -> None:
    import asyncio

    import asyncpg

    async def _run() -> None:
        conn = await asyncpg.connect(PG_ADMIN_URL, timeout=5)
        try:
            for statement in statements:
                await conn.execute(statement)
        finally:
            await conn.close()

    asyncio.run(_run())


def _postgres_url(tmp_name: str) -> str:
    import asyncpg

    try:
        _pg_admin(f'DROP DATABASE IF EXISTS "{tmp_name}" WITH (FORCE)', f'CREATE DATABASE "{tmp_name}"')
    except (OSError, asyncpg.PostgresError) as exc:
        if os.environ.get("CI") == "true":
            pytest.fail(f"PostgreSQL is required under CI but not reachable at {PG_ADMIN_URL}: {exc}")
        pytest.skip(f"PostgreSQL not reachable at {PG_ADMIN_URL}: {exc}")
    base = PG_ADMIN_URL.rsplit("/", 1)[0]
    return f"{base}/{tmp_name}".replace("postgresql://", "postgresql+asyncpg://", 1)


@pytest.fixture(scope="session")
def database_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A fresh database migrated with the real Alembic migrations, dropped afterwards."""
    if os.environ.get("TEST_DATABASE", "sqlite") == "postgres":
        name = f"nocturne_test_{os.getpid()}"
        url = _postgres_url(name)
        upgrade_to_head(url)
        yield url
        _pg_admin(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    else:
        url = f"sqlite+aiosqlite:///{tmp_path_factory.mktemp('db') / 'test.db'}"
        upgrade_to_head(url)
        yield url


@pytest.fixture(scope="session")
def data_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("data")


@pytest.fixture(scope="session")
async def local_llm() -> AsyncIterator[LocalLLMServer]:
    """One real local llama.cpp server (SmolLM2-135M-Instruct) for the whole test session."""
    server = LocalLLMServer(context_tokens=2048)
    try:
        await server.start()
    except LocalLLMUnavailable as exc:
        pytest.fail(f"the embedded LLM is required for these tests: {exc}")
    yield server
    await server.stop()


@pytest.fixture(scope="session")
def llm_url(local_llm: LocalLLMServer) -> str:
    return local_llm.base_url


@pytest.fixture
async def redis_url() -> str:
    """The Redis the scaled-out tests use; required under CI, skipped locally when none runs."""
    url = os.environ.get("TEST_REDIS_URL", "redis://127.0.0.1:6379/15")
    client = redis.Redis.from_url(url)
    try:
        await client.ping()
    except (OSError, redis.RedisError) as exc:
        if os.environ.get("CI") == "true":
            pytest.fail(f"Redis is required under CI: {exc}")
        pytest.skip(f"Redis not reachable: {exc}")
    finally:
        await client.aclose()
    return url


@pytest.fixture
def settings(database_url: str, data_dir: Path) -> Settings:
    return Settings(
        DATABASE_URL=database_url,
        DATA_DIR=data_dir,
        APP_ORIGIN=ORIGIN,
        SECRET_KEY="test-secret-key",
        APP_ENV="test",
        # No model by default: tests that need one use the llm_url fixture.
        LLM_EMBEDDED=False,
        LLM_BASE_URL="http://127.0.0.1:9/v1",
        # The preview backend's simulated GPU time, kept short so job tests run quickly.
        PREVIEW_SECONDS_PER_IMAGE=0.2,
        PREVIEW_SECONDS_PER_VIDEO_SECOND=0.04,
        # Credits are not what most tests are about: a large welcome grant keeps them out of the way.
        # The billing tests set their own (tests/billing/billing_helpers.py).
        CREDITS_FREE_GRANT=100_000,
    )


@pytest.fixture
async def app(settings: Settings) -> AsyncIterator[object]:
    application = create_app(settings)
    async with application.router.lifespan_context(application):
        application.state.runtime.rate_limiter = MemoryRateLimiter()
        yield application
        await _wipe(application.state.runtime.engine)


async def _wipe(engine: object) -> None:
    """Each test starts from empty tables (schema stays migrated)."""
    async with engine.begin() as conn:  # type: ignore[attr-defined]
        for table in reversed(Base.metadata.sorted_tables):
            await conn.execute(table.delete())


@pytest.fixture
async def client(app: object) -> AsyncIterator[httpx.AsyncClient]:
    async with new_client(app) as c:
        yield c


@pytest.fixture
async def db(app: object, database_url: str) -> AsyncIterator[AsyncSession]:
    """A session of the test's own, beside the app's: on SQLite it reads without taking the write lock."""
    engine = make_engine(database_url, exclusive_writes=False)
    async with make_sessionmaker(engine)() as session:
        yield session
        await session.commit()
    await engine.dispose()


@pytest.fixture(autouse=True)
def _reset_clock() -> Iterator[None]:
    yield
    clock.reset()
