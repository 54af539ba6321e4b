"""Background jobs on taskiq: in-process (InMemoryBroker) by default, Redis Streams when REDIS_URL is set,
with `nocturne worker` processes consuming them."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any

from taskiq import AsyncBroker, InMemoryBroker, TaskiqEvents, TaskiqState

from nocturne.chat import memory
from nocturne.config import Settings, get_settings

log = logging.getLogger("nocturne.worker")

QUEUE_NAME = "nocturne"
# Each job is a plain async function; the broker only carries ids to it.
JOBS: dict[str, Callable[..., Awaitable[Any]]] = {
    "chat.update_memories": memory.update_memories,
    "chat.update_summary": memory.update_summary,
}


def make_broker(settings: Settings, queue_name: str = QUEUE_NAME) -> AsyncBroker:
    if settings.redis_url:
        from taskiq_redis import RedisStreamBroker

        # Long jobs must finish before Redis hands an unacknowledged message to another worker.
        broker: AsyncBroker = RedisStreamBroker(
            settings.redis_url, queue_name=queue_name, idle_timeout=3_600_000
        )
    else:
        broker = InMemoryBroker()
    for name, function in JOBS.items():
        broker.register_task(function, task_name=name)
    return broker


async def enqueue(broker: AsyncBroker, name: str, *args: Any) -> None:
    task = broker.find_task(name)
    if task is None:
        raise KeyError(name)
    await task.kiq(*args)


def _install_worker_events(broker: AsyncBroker, settings: Settings) -> None:
    """A `nocturne worker` process builds its own database engine and LLM client at startup."""

    @broker.on_event(TaskiqEvents.WORKER_STARTUP)
    async def _startup(state: TaskiqState) -> None:
        from nocturne.runtime_setup import open_runtime

        state.closer = await open_runtime(settings)
        log.info("worker ready")

    @broker.on_event(TaskiqEvents.WORKER_SHUTDOWN)
    async def _shutdown(state: TaskiqState) -> None:
        await state.closer()


def worker_broker() -> AsyncBroker:
    """The broker `taskiq worker nocturne.worker:broker` imports."""
    settings = get_settings()
    broker = make_broker(settings)
    _install_worker_events(broker, settings)
    return broker


def __getattr__(name: str) -> AsyncBroker:
    # Built on first access, not at import: importing this module does no work.
    if name == "broker":
        value = worker_broker()
        globals()["broker"] = value
        return value
    raise AttributeError(name)
