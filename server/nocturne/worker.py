"""Background jobs on taskiq: in-process (InMemoryBroker) by default, Redis Streams when REDIS_URL is set,
with `nocturne worker` processes consuming them. Each domain's jobs live in its own tasks.py."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from contextlib import AsyncExitStack
from typing import Any

from taskiq import AsyncBroker, InMemoryBroker, TaskiqEvents, TaskiqState

from nocturne.billing.tasks import TASKS as BILLING_TASKS
from nocturne.chat.tasks import TASKS as CHAT_TASKS
from nocturne.config import Settings, get_settings
from nocturne.jobs.queue import JobQueue
from nocturne.media.tasks import TASKS as MEDIA_TASKS
from nocturne.media.tasks import start_sweeper

log = logging.getLogger("nocturne.worker")

QUEUE_NAME = "nocturne"
JOBS: dict[str, Callable[..., Awaitable[Any]]] = {**CHAT_TASKS, **MEDIA_TASKS, **BILLING_TASKS}


def make_broker(settings: Settings, queue_name: str = QUEUE_NAME) -> AsyncBroker:
    if settings.redis_url:
        from taskiq_redis import RedisStreamBroker

        # A message a worker took but never acknowledged (it died) comes back after this long; the job
        # table's sweeper re-sends such jobs much sooner (JOB_LEASE_SECONDS), so this is the last resort.
        broker: AsyncBroker = RedisStreamBroker(
            settings.redis_url, queue_name=queue_name, idle_timeout=3_600_000
        )
    else:
        broker = InMemoryBroker()
    for name, function in JOBS.items():
        broker.register_task(function, task_name=name)
    return broker


def make_queue(settings: Settings, queue_name: str = QUEUE_NAME) -> JobQueue:
    return JobQueue(
        make_broker(settings, queue_name),
        concurrency=settings.job_concurrency,
        video_concurrency=settings.job_video_concurrency,
    )


def install_worker_events(queue: JobQueue, settings: Settings) -> None:
    """A `nocturne worker` process opens its own runtime at startup and closes it at shutdown."""
    broker = queue.broker

    @broker.on_event(TaskiqEvents.WORKER_STARTUP)
    async def _startup(state: TaskiqState) -> None:
        from nocturne.runtime import open_runtime

        stack = AsyncExitStack()
        state.runtime = await stack.enter_async_context(open_runtime(settings, queue))
        sweeper = start_sweeper(state.runtime)
        stack.callback(sweeper.cancel)
        state.closer = stack.aclose
        log.info("worker %s ready", queue.worker_id)

    @broker.on_event(TaskiqEvents.WORKER_SHUTDOWN)
    async def _shutdown(state: TaskiqState) -> None:
        with contextlib.suppress(asyncio.CancelledError):
            await state.closer()


def worker_broker() -> AsyncBroker:
    """The broker `taskiq worker nocturne.worker:broker` imports."""
    settings = get_settings()
    queue = make_queue(settings)
    install_worker_events(queue, settings)
    return queue.broker


def __getattr__(name: str) -> AsyncBroker:
    # Built on first access, not at import: importing this module does no work.
    if name == "broker":
        value = worker_broker()
        globals()["broker"] = value
        return value
    raise AttributeError(name)
