"""Jobs on the Redis Streams broker (scaled-out mode): enqueued by the API side, run by a worker,
and kept in Redis while no worker is running, so a worker that starts later still runs them.
The model is a scripted Chat Completions server: what is tested is the queue, and the summary the
small embedded model writes may rightly be refused by the job's filters (tests/chat/test_chat_llm.py)."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import AsyncIterator

import httpx
import pytest
import redis.asyncio as redis
from fastapi import FastAPI
from taskiq.api import run_receiver_task

from nocturne.config import Settings
from nocturne.jobs.queue import JobQueue
from nocturne.worker import make_queue
from tests.chat_helpers import adult, character, chat_with, send
from tests.scripted_model import scripted_model


@pytest.fixture
async def redis_queue(settings: Settings, redis_url: str) -> AsyncIterator[JobQueue]:
    name = f"nocturne-test-{uuid.uuid4().hex[:8]}"
    queue = make_queue(settings.model_copy(update={"redis_url": redis_url}), queue_name=name)
    await queue.broker.startup()
    yield queue
    await queue.broker.shutdown()
    client = redis.Redis.from_url(redis_url)
    await client.delete(name)
    await client.aclose()


async def test_job_waits_in_redis_until_a_worker_runs_it(
    app: FastAPI, client: httpx.AsyncClient, redis_queue: JobQueue
) -> None:
    await adult(client)
    chat = await chat_with(client, (await character(client))["id"])
    await send(client, chat["id"], "My name is Sam and I grow tomatoes in Oslo.")
    asked: list[dict[str, object]] = []
    async with scripted_model(app, ["Sam grows tomatoes in Oslo."], on_request=asked.append):
        # The worker's runtime: what `nocturne worker` opens at startup (here the app's, with the scripted model).
        redis_queue.broker.state.runtime = app.state.runtime
        # Enqueued while no worker runs (a worker crashed, or none started yet): the message waits in Redis.
        await redis_queue.send("chat.update_summary", chat["id"])
        await asyncio.sleep(0.5)
        assert (await client.get(f"/api/chats/{chat['id']}/settings")).json()["conversationSummary"] == ""
        assert not asked, "no worker runs yet, so nobody asked the model"

        worker = asyncio.create_task(run_receiver_task(redis_queue.broker))
        try:
            summary = ""
            for _ in range(300):
                summary = (await client.get(f"/api/chats/{chat['id']}/settings")).json()[
                    "conversationSummary"
                ]
                if summary:
                    break
                await asyncio.sleep(0.1)
            assert summary, "the worker ran the job from Redis"
            assert "Oslo" in summary
            assert len(asked) == 1
        finally:
            worker.cancel()
            with pytest.raises(asyncio.CancelledError):
                await worker


async def test_unknown_job_name_is_refused(redis_queue: JobQueue) -> None:
    with pytest.raises(KeyError):
        await redis_queue.send("chat.nonexistent", "x")
