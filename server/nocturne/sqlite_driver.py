"""aiosqlite with one thread round trip per statement instead of four.

aiosqlite runs every sqlite3 call on the connection's own thread, and SQLAlchemy's adapter makes four
such calls per statement (open a cursor, execute, fetch, close). Each hands work to the thread and wakes
the event loop when it is done, about 0.1 ms of latency apiece on a small machine, while the statements
themselves take microseconds: a chat turn spent most of its database time waiting for those hand-offs.
Here a cursor executes, fetches and closes in a single call on the thread; the rows wait on the cursor.
SQLite still never runs on the event loop, so a statement that waits for the write lock blocks nothing.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

import aiosqlite

Description = tuple[tuple[Any, ...], ...] | None
Outcome = tuple[Description, int, int | None, list[Any]]


def _run(connection: sqlite3.Connection, many: bool, sql: str, parameters: Any) -> Outcome:
    """Runs on the connection's thread: the statement, its rows, and the cursor's bookkeeping."""
    cursor = connection.cursor()
    try:
        if many:
            cursor.executemany(sql, parameters)
        else:
            cursor.execute(sql, parameters)
        rows = cursor.fetchall() if cursor.description else []
        return cursor.description, cursor.rowcount, cursor.lastrowid, rows
    finally:
        cursor.close()


class OneTripCursor:
    """The cursor SQLAlchemy's aiosqlite adapter drives; only execute and executemany leave the loop."""

    def __init__(self, connection: OneTripConnection) -> None:
        self._connection = connection
        self._rows: list[Any] = []
        self.description: Description = None
        self.rowcount = -1
        self.lastrowid: int | None = None
        self.arraysize = 1

    async def __aenter__(self) -> OneTripCursor:
        return self

    async def __aexit__(self, *_: object) -> None:
        self._rows = []

    async def _run(self, many: bool, sql: str, parameters: Any) -> OneTripCursor:
        outcome = await self._connection.run(partial(_run, many=many, sql=sql, parameters=parameters))
        self.description, self.rowcount, self.lastrowid, self._rows = outcome
        return self

    async def execute(self, sql: str, parameters: Any = ()) -> OneTripCursor:
        return await self._run(False, sql, parameters)

    async def executemany(self, sql: str, parameters: Any) -> OneTripCursor:
        return await self._run(True, sql, parameters)

    async def fetchall(self) -> list[Any]:
        rows, self._rows = self._rows, []
        return rows

    async def fetchone(self) -> Any | None:
        return self._rows.pop(0) if self._rows else None

    async def fetchmany(self, size: int | None = None) -> Sequence[Any]:
        count = size or self.arraysize
        rows, self._rows = self._rows[:count], self._rows[count:]
        return rows

    async def close(self) -> None:
        self._rows = []


class OneTripConnection(aiosqlite.Connection):
    def cursor(self) -> OneTripCursor:  # type: ignore[override]
        return OneTripCursor(self)

    async def run(self, fn: Callable[[sqlite3.Connection], Outcome]) -> Outcome:
        result: Outcome = await self._execute(fn, self._conn)
        return result


def one_trip_connector(database: str, timeout_seconds: float) -> Callable[[], Any]:
    """An `async_creator` for create_async_engine (the URL's own connect arguments are not used)."""

    async def connect() -> OneTripConnection:
        connection = OneTripConnection(partial(sqlite3.connect, database, timeout=timeout_seconds), 64)
        # Like SQLAlchemy does for aiosqlite's own connections: the thread must not keep the process alive.
        connection._thread.daemon = True
        await connection
        return connection

    return connect
