"""The local media store: files under one folder, replaced whole, keys that cannot escape it."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from nocturne.media.storage import LocalMediaStore, MediaMissing


@pytest.fixture
def store(tmp_path: Path) -> LocalMediaStore:
    return LocalMediaStore(tmp_path / "media")


async def test_put_then_get_round_trips_bytes(store: LocalMediaStore) -> None:
    await store.put("jobs/abc/0.png", b"\x89PNG portrait", "image/png")
    assert await store.get("jobs/abc/0.png") == b"\x89PNG portrait"
    assert (store.root / "jobs" / "abc" / "0.png").read_bytes() == b"\x89PNG portrait"


async def test_overwrite_replaces_the_whole_file_and_leaves_no_temporary_files(
    store: LocalMediaStore,
) -> None:
    await store.put("jobs/abc/0.png", b"a much longer first version of the file", "image/png")
    await store.put("jobs/abc/0.png", b"short", "image/png")
    assert await store.get("jobs/abc/0.png") == b"short"
    assert sorted(p.name for p in (store.root / "jobs" / "abc").iterdir()) == ["0.png"]


async def test_two_workers_storing_one_key_at_once_leave_one_whole_file(store: LocalMediaStore) -> None:
    payloads = [bytes([n]) * 200_000 for n in range(8)]
    await asyncio.gather(*(store.put("jobs/same/0.png", data, "image/png") for data in payloads))
    assert await store.get("jobs/same/0.png") in payloads
    assert [p.name for p in (store.root / "jobs" / "same").iterdir()] == ["0.png"]


async def test_a_missing_key_raises_media_missing(store: LocalMediaStore) -> None:
    with pytest.raises(MediaMissing):
        await store.get("jobs/none/0.png")


async def test_exists_and_delete(store: LocalMediaStore) -> None:
    assert await store.exists("a/b.png") is False
    await store.put("a/b.png", b"x", "image/png")
    assert await store.exists("a/b.png") is True
    await store.delete("a/b.png")
    assert await store.exists("a/b.png") is False
    await store.delete("a/b.png")  # deleting what is gone is not an error


async def test_the_local_store_never_presigns(store: LocalMediaStore) -> None:
    await store.put("a/b.png", b"x", "image/png")
    assert await store.presigned_url("a/b.png", expires_seconds=60, content_type="image/png") is None
    await store.close()


@pytest.mark.parametrize("key", ["../x", "a/../../x", "/etc/passwd", "a//b", "a/./b", "a/", ""])
async def test_bad_keys_are_refused(store: LocalMediaStore, tmp_path: Path, key: str) -> None:
    with pytest.raises(ValueError, match="bad media key"):
        await store.put(key, b"escape", "image/png")
    with pytest.raises(ValueError, match="bad media key"):
        await store.get(key)
    with pytest.raises(ValueError, match="bad media key"):
        await store.exists(key)
    with pytest.raises(ValueError, match="bad media key"):
        await store.delete(key)
    assert not (tmp_path / "x").exists()
