"""Job events for the browser: one stream per user (GET /api/jobs/events). In-process queues in the
embedded default; Redis pub/sub when REDIS_URL is set, so an event published by a worker on another
machine reaches the API process that holds the user's connection."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import uuid
from collections import defaultdict
from collections.abc import AsyncIterator
from typing import Any, Protocol

log = logging.getLogger("nocturne.jobs")

# A slow browser must not hold up workers: past this many unread events a subscriber loses the oldest.
QUEUE_LIMIT = 256


class JobEvents(Protocol):
    async def publish(self, user_id: uuid.UUID, event: dict[str, Any]) -> None: ...

    def subscribe(
        self, user_id: uuid.UUID
    ) -> contextlib.AbstractAsyncContextManager[asyncio.Queue[dict[str, Any]]]:
        """A queue that receives the user's events from now on, for as long as the context is open."""
        ...

    async def close(self) -> None: ...


def _offer(queue: asyncio.Queue[dict[str, Any]], event: dict[str, Any]) -> None:
    if queue.full():
        queue.get_nowait()
    queue.put_nowait(event)


class MemoryJobEvents:
    def __init__(self) -> None:
        self._subscribers: dict[uuid.UUID, set[asyncio.Queue[dict[str, Any]]]] = defaultdict(set)

    async def publish(self, user_id: uuid.UUID, event: dict[str, Any]) -> None:
        for queue in list(self._subscribers.get(user_id, ())):
            _offer(queue, event)

    @contextlib.asynccontextmanager
    async def subscribe(self, user_id: uuid.UUID) -> AsyncIterator[asyncio.Queue[dict[str, Any]]]:
        queue: asyncio.Queue[dict[str, Any]] = asyncio.Queue(QUEUE_LIMIT)
        self._subscribers[user_id].add(queue)
        try:
            yield queue
        finally:
            self._subscribers[user_id].discard(queue)
            if not self._subscribers[user_id]:
                del self._subscribers[user_id]

    async def close(self) -> None:
        self._subscribers.clear()


class RedisJobEvents:
    """One Redis channel per user; each subscription listens on its own pub/sub connection."""

    def __init__(self, url: str, prefix: str = "nocturne:job-events:") -> None:
        import redis.asyncio as redis

        self._redis = redis.Redis.from_url(url)
        self._prefix = prefix

    async def publish(self, user_id: uuid.UUID, event: dict[str, Any]) -> None:
        await self._redis.publish(f"{self._prefix}{user_id}", json.dumps(event))

    @contextlib.asynccontextmanager
    async def subscribe(self, user_id: uuid.UUID) -> AsyncIterator[asyncio.Queue[dict[str, Any]]]:
        queue: asyncio.Queue[dict[str, Any]] = asyncio.Queue(QUEUE_LIMIT)
        pubsub = self._redis.pubsub()
        await pubsub.subscribe(f"{self._prefix}{user_id}")

        async def pump() -> None:
            async for message in pubsub.listen():
                if message.get("type") == "message":
                    _offer(queue, json.loads(message["data"]))

        task = asyncio.create_task(pump())
        try:
            yield queue
        finally:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
            await pubsub.aclose()

    async def close(self) -> None:
        await self._redis.aclose()
