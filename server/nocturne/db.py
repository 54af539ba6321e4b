"""Engines for SQLite (WAL, busy timeout) and PostgreSQL, and the per-request session."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Annotated, Any

from fastapi import Depends, Request
from sqlalchemy import event, make_url
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker, create_async_engine

from nocturne.sqlite_driver import one_trip_connector

SQLITE_BUSY_TIMEOUT_MS = 15000


def make_engine(url: str, *, exclusive_writes: bool = True, **kwargs: Any) -> AsyncEngine:
    """exclusive_writes=False gives a plain SQLite engine (deferred transactions, normal pool) for
    readers beside the app, such as tests inspecting the database."""
    if url.startswith("sqlite") and not exclusive_writes:
        return create_async_engine(url, connect_args={"timeout": SQLITE_BUSY_TIMEOUT_MS / 1000}, **kwargs)
    if url.startswith("sqlite"):
        database = make_url(url).database or ":memory:"
        # One connection, handed out in FIFO order: SQLite has a single writer anyway, and queueing in
        # the pool is fair, where SQLite's busy handler lets unlucky waiters starve under load.
        engine = create_async_engine(
            url,
            async_creator=one_trip_connector(database, SQLITE_BUSY_TIMEOUT_MS / 1000),
            pool_size=1,
            max_overflow=0,
            pool_timeout=120,
            **kwargs,
        )

        @event.listens_for(engine.sync_engine, "connect")
        def _pragmas(dbapi_connection: Any, _record: Any) -> None:
            # The driver's own implicit BEGIN is turned off; _begin below starts every transaction.
            dbapi_connection.isolation_level = None
            # WAL lets readers run beside one writer; busy_timeout waits for the lock instead of failing.
            cursor = dbapi_connection.cursor()
            cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute(f"PRAGMA busy_timeout={SQLITE_BUSY_TIMEOUT_MS}")
            cursor.execute("PRAGMA foreign_keys=ON")
            cursor.execute("PRAGMA synchronous=NORMAL")
            cursor.close()

        @event.listens_for(engine.sync_engine, "begin")
        def _begin(connection: Any) -> None:
            # BEGIN IMMEDIATE takes the write lock up front (waiting up to busy_timeout). A deferred
            # transaction that reads and then writes fails at once with "database is locked" when another
            # writer committed in between, which concurrent chat turns do all the time. Transactions are
            # kept short (never across a model stream or a vendor call), so the serialisation is cheap;
            # PostgreSQL is the choice for many concurrent writers.
            connection.exec_driver_sql("BEGIN IMMEDIATE")

        return engine
    return create_async_engine(url, pool_pre_ping=True, **kwargs)


def make_sessionmaker(engine: AsyncEngine) -> async_sessionmaker[AsyncSession]:
    return async_sessionmaker(engine, expire_on_commit=False)


async def get_session(request: Request) -> AsyncIterator[AsyncSession]:
    """One session per request; the request owns the transaction: commit on success, roll back on error.
    Jobs the request deferred (jobs/queue.py) are sent once the commit succeeded."""
    async with request.app.state.runtime.transaction() as session:
        yield session


# scope="function" commits before the response is sent, so a client never reads data that is not yet stored.
SessionDep = Annotated[AsyncSession, Depends(get_session, scope="function")]
