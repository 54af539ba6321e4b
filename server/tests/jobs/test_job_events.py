"""The live job event stream (issue 10): GET /api/jobs/events over a real HTTP server. Queued jobs carry
their place in line, running ones progress, stage and a preview frame, finished ones their media; a
stream opened later (a reload) starts with every active job as it is now."""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest
import uvicorn
from fastapi import FastAPI

from nocturne.jobs.events import MemoryJobEvents, RedisJobEvents
from tests.chat_helpers import adult, character
from tests.helpers import ORIGIN
from tests.media.api_helpers import generate


@pytest.fixture
async def live(app: FastAPI) -> AsyncIterator[httpx.AsyncClient]:
    """The app on a real socket (the test's lifespan already runs), and a browser-like client for it."""
    server = uvicorn.Server(
        uvicorn.Config(app, host="127.0.0.1", port=0, lifespan="off", log_level="warning")
    )
    task = asyncio.create_task(server.serve())
    for _ in range(500):  # uvicorn offers no event for "listening"
        if server.started:
            break
        await asyncio.sleep(0.01)
    port = server.servers[0].sockets[0].getsockname()[1]
    async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}", headers={"Origin": ORIGIN}) as client:
        yield client
    server.should_exit = True
    await task


async def _events(client: httpx.AsyncClient, into: list[dict[str, Any]], ready: asyncio.Event) -> None:
    async with client.stream("GET", "/api/jobs/events", timeout=None) as response:
        assert response.headers["content-type"].startswith("text/event-stream")
        ready.set()
        event = None
        async for line in response.aiter_lines():
            if line.startswith("event: "):
                event = line[7:]
            elif line.startswith("data: ") and event == "job":
                into.append(json.loads(line[6:]))


async def _until(events: list[dict[str, Any]], job_id: str, state: str) -> dict[str, Any]:
    for _ in range(400):
        for event in events:
            if event["id"] == job_id and event["state"] == state:
                return event
        await asyncio.sleep(0.05)
    raise AssertionError(f"no {state} event for {job_id}: {[(e['id'][:8], e['state']) for e in events]}")


async def test_events_follow_a_job_from_its_place_in_line_to_its_images(live: httpx.AsyncClient) -> None:
    await adult(live)
    luna = await character(live)
    events: list[dict[str, Any]] = []
    ready = asyncio.Event()
    listener = asyncio.create_task(_events(live, events, ready))
    try:
        await asyncio.wait_for(ready.wait(), 10)
        # Two jobs fill this process's two slots; the third waits in line and is told its place.
        first, second = [await generate(live, luna["id"], batchSize=4) for _ in range(2)]
        # Both claimed before the third is sent: on a loaded machine a slot may take a moment to
        # pull its job, and a job still waiting would stand ahead of the third in line.
        running = await _until(events, first["id"], "running")
        await _until(events, second["id"], "running")
        third = await generate(live, luna["id"], batchSize=1)
        assert third["queuePosition"] == 1
        assert 0 <= running["progress"] < 1
        done = await _until(events, third["id"], "succeeded")
        assert len(done["media"]) == 1
        assert done["media"][0]["url"].startswith("/api/media/")
        progress = [e["progress"] for e in events if e["id"] == first["id"] and e["state"] == "running"]
        assert progress == sorted(progress)
        assert max(progress) > 0
        assert any(e["stage"] for e in events if e["id"] == first["id"] and e["state"] == "running")
        assert any(
            (e["previewUrl"] or "").startswith("data:image/jpeg;base64,")
            for e in events
            if e["id"] == first["id"]
        )
        # The ETA comes from measured durations: once a job of the same size finished, the next has one.
        await _until(events, first["id"], "succeeded")
        await _until(events, second["id"], "succeeded")
        later = await generate(live, luna["id"], batchSize=4)
        running_later = await _until(events, later["id"], "running")
        assert running_later["etaSeconds"] is not None
        assert running_later["etaSeconds"] > 0
    finally:
        listener.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await listener


async def test_a_stream_opened_later_starts_with_the_active_jobs(live: httpx.AsyncClient) -> None:
    await adult(live)
    luna = await character(live)
    job = await generate(live, luna["id"], batchSize=4)
    events: list[dict[str, Any]] = []
    ready = asyncio.Event()
    listener = asyncio.create_task(_events(live, events, ready))
    try:
        # Like a reload: the card comes back from the snapshot, in the job's current state.
        for _ in range(100):
            if events:
                break
            await asyncio.sleep(0.05)
        assert events
        assert events[0]["id"] == job["id"]
        assert events[0]["state"] in ("queued", "running")
        await _until(events, job["id"], "succeeded")
    finally:
        listener.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await listener


async def test_events_reach_only_their_owner() -> None:
    events = MemoryJobEvents()
    import uuid

    mine, theirs = uuid.uuid4(), uuid.uuid4()
    async with events.subscribe(mine) as queue:
        await events.publish(theirs, {"type": "job", "job": {"id": "x"}})
        await events.publish(mine, {"type": "job", "job": {"id": "y"}})
        assert (await asyncio.wait_for(queue.get(), 1))["job"]["id"] == "y"
        assert queue.empty()


async def test_redis_events_cross_processes(redis_url: str) -> None:
    """A worker on another machine publishes; the API process holding the browser's stream receives."""
    import uuid

    publisher, subscriber = RedisJobEvents(redis_url), RedisJobEvents(redis_url)
    user = uuid.uuid4()
    try:
        async with subscriber.subscribe(user) as queue:
            await asyncio.sleep(0.1)  # the subscription is live before anything is published
            await publisher.publish(user, {"type": "job", "job": {"id": "from-a-worker"}})
            await publisher.publish(uuid.uuid4(), {"type": "job", "job": {"id": "someone-else"}})
            assert (await asyncio.wait_for(queue.get(), 5))["job"]["id"] == "from-a-worker"
            await asyncio.sleep(0.1)
            assert queue.empty()
    finally:
        await publisher.close()
        await subscriber.close()
