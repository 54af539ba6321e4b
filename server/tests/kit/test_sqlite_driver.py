"""The SQLite driver: aiosqlite semantics, one trip to the connection's thread per statement."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import text

from nocturne.db import make_engine
from nocturne.sqlite_driver import OneTripConnection


async def test_statements_behave_as_with_aiosqlite(tmp_path: Path) -> None:
    engine = make_engine(f"sqlite+aiosqlite:///{tmp_path / 'x.db'}")
    try:
        async with engine.begin() as conn:
            await conn.execute(text("create table t (id integer primary key, name text)"))
            inserted = await conn.execute(text("insert into t (name) values ('a'), ('b'), ('c')"))
            assert inserted.rowcount == 3
            updated = await conn.execute(text("update t set name = 'z' where id > 1"))
            assert updated.rowcount == 2
            returned = await conn.execute(text("insert into t (name) values ('d') returning id"))
            assert returned.scalar_one() == 4
            rows = await conn.execute(text("select id, name from t order by id"))
            assert rows.fetchmany(2) == [(1, "a"), (2, "z")]
            assert rows.fetchall() == [(3, "z"), (4, "d")]
    finally:
        await engine.dispose()


async def test_one_thread_trip_per_statement(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    trips: list[str] = []
    original = OneTripConnection._execute

    async def counted(self: OneTripConnection, fn, *args, **kwargs):  # type: ignore[no-untyped-def]
        trips.append(getattr(fn, "__name__", repr(fn)))
        return await original(self, fn, *args, **kwargs)

    monkeypatch.setattr(OneTripConnection, "_execute", counted)
    engine = make_engine(f"sqlite+aiosqlite:///{tmp_path / 'x.db'}")
    try:
        async with engine.connect() as conn:
            await conn.execute(text("select 1"))  # connect, BEGIN IMMEDIATE and the first statement
            trips.clear()
            for _ in range(5):
                assert (await conn.execute(text("select 2"))).scalar_one() == 2
            assert len(trips) == 5  # aiosqlite's own cursor makes 4 per statement
    finally:
        await engine.dispose()


async def test_a_failing_statement_raises_the_database_error(tmp_path: Path) -> None:
    engine = make_engine(f"sqlite+aiosqlite:///{tmp_path / 'x.db'}")
    try:
        async with engine.connect() as conn:
            with pytest.raises(Exception, match="no such table"):
                await conn.execute(text("select * from missing"))
    finally:
        await engine.dispose()
