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
from taskiq import AsyncBroker
from taskiq.api import run_receiver_task

from nocturne.config import Settings
from nocturne.jobs.runtime import Runtime, set_runtime
from nocturne.llm.client import LLMClient
from nocturne.worker import enqueue, make_broker
from tests.chat_helpers import adult, character, chat_with, send
from tests.scripted_model import ScriptedModel


@pytest.fixture
async def redis_broker(settings: Settings, redis_url: str) -> AsyncIterator[AsyncBroker]:
    queue = f"nocturne-test-{uuid.uuid4().hex[:8]}"
    broker = make_broker(settings.model_copy(update={"redis_url": redis_url}), queue_name=queue)
    await broker.startup()
    yield broker
    await broker.shutdown()
    client = redis.Redis.from_url(redis_url)
    await client.delete(queue)
    await client.aclose()


async def test_job_waits_in_redis_until_a_worker_runs_it(
    app: FastAPI, client: httpx.AsyncClient, redis_broker: AsyncBroker
) -> None:
    await adult(client)
    chat = await chat_with(client, (await character(client))["id"])
    await send(client, chat["id"], "My name is Sam and I grow tomatoes in Oslo.")
    asked: list[dict[str, object]] = []
    model = await ScriptedModel.start(["Sam grows tomatoes in Oslo."], on_request=asked.append)
    llm = LLMClient(model.base_url, "", "scripted", 60)
    set_runtime(Runtime(app.state.settings, app.state.sessionmaker, llm, app.state.moderation))
    try:
        # Enqueued while no worker runs (a worker crashed, or none started yet): the message waits in Redis.
        await enqueue(redis_broker, "chat.update_summary", chat["id"])
        await asyncio.sleep(0.5)
        assert (await client.get(f"/api/chats/{chat['id']}/settings")).json()["conversationSummary"] == ""
        assert not asked, "no worker runs yet, so nobody asked the model"

        worker = asyncio.create_task(run_receiver_task(redis_broker))
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
    finally:
        set_runtime(None)
        await llm.close()
        model.close()


async def test_unknown_job_name_is_refused(redis_broker: AsyncBroker) -> None:
    with pytest.raises(KeyError):
        await enqueue(redis_broker, "chat.nonexistent", "x")
