"""The billing jobs: process a stored webhook event; and the billing clock, which sends trial reminders
and, with the fake provider, renews the subscriptions whose period ended (a real provider does that on
its own schedule and tells us by webhook)."""

from __future__ import annotations

import asyncio
import logging
import uuid

from nocturne.billing import webhooks
from nocturne.jobs.deps import JobRuntime

# Imported for real (not only for type checking): taskiq reads the task's signature at run time.
from nocturne.runtime import Runtime  # noqa: E402

log = logging.getLogger("nocturne.billing")

CLOCK_SECONDS = 60.0


async def process_event(event_row_id: str, runtime: Runtime = JobRuntime) -> None:
    await webhooks.process(runtime, uuid.UUID(event_row_id))


TASKS = {webhooks.PROCESS_EVENT: process_event}


async def tick(runtime: Runtime) -> None:
    fake = runtime.billing.fake
    if fake is not None:
        await fake.renew_due()
    await webhooks.remind_trials(runtime)


def start_billing_clock(runtime: Runtime) -> asyncio.Task[None]:
    async def loop() -> None:
        while True:
            try:
                await tick(runtime)
            except Exception:
                log.exception("billing clock failed")
            await asyncio.sleep(CLOCK_SECONDS)

    return asyncio.create_task(loop(), name="nocturne-billing-clock")
