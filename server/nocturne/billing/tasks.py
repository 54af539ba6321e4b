"""The billing jobs: process a stored webhook event; and the billing clock, which sends trial reminders
and, with the fake provider, renews the subscriptions whose period ended (a real provider does that on
its own schedule and tells us by webhook)."""

from __future__ import annotations

import asyncio
import logging
import uuid
from datetime import timedelta

from sqlalchemy import and_, or_, select

from nocturne.billing import notices, webhooks
from nocturne.jobs.deps import JobRuntime
from nocturne.kit.clock import utcnow
from nocturne.models import User
from nocturne.models.billing import Subscription

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
    await remind_trials(runtime)


async def remind_trials(runtime: Runtime) -> int:
    """E-mail each user whose trial ends within three days, once per trial. The end is the provider's
    trial end, or for providers that report none (CCBill bills a trial as its first period) the trial
    plan's start plus its trial length, while nothing has been paid yet."""
    now = utcnow()
    trial_plans = {p.id: p for p in runtime.billing.plans.all() if p.has_trial}
    sent = 0
    async with runtime.transaction() as db:
        rows = await db.scalars(
            select(Subscription).where(
                Subscription.status.in_(("trialing", "active")),
                Subscription.cancel_at_period_end.is_(False),
                or_(
                    Subscription.trial_end > now,
                    and_(
                        Subscription.trial_end.is_(None),
                        Subscription.plan_id.in_(list(trial_plans)),
                        Subscription.last_payment_at.is_(None),
                    ),
                ),
            )
        )
        for subscription in rows.all():
            plan = trial_plans.get(subscription.plan_id)
            ends = subscription.trial_end
            if ends is None and plan is not None and subscription.start_time is not None:
                ends = subscription.start_time + timedelta(days=plan.trial_days)
            if ends is None or not now < ends <= now + timedelta(days=notices.TRIAL_REMINDER_DAYS):
                continue
            if subscription.notices.get("trialEnding") == ends.isoformat():
                continue
            user = await db.get(User, subscription.user_id)
            if user is None:
                continue
            name = plan.name if plan else subscription.plan_id
            await notices.trial_ending(runtime, user, ends, name)
            subscription.notices = {**subscription.notices, "trialEnding": ends.isoformat()}
            sent += 1
    return sent


def start_billing_clock(runtime: Runtime) -> asyncio.Task[None]:
    async def loop() -> None:
        while True:
            try:
                await tick(runtime)
            except Exception:
                log.exception("billing clock failed")
            await asyncio.sleep(CLOCK_SECONDS)

    return asyncio.create_task(loop(), name="nocturne-billing-clock")
