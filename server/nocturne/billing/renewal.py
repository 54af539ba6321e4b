"""spec 4 Subscription end or renewal date, exactly as the spec states it, in one function.

- With a last payment time: monthly plans add one month, yearly plans one year; any other plan raises
  'Unknown plan id {plan}'.
- Otherwise start_time is required ('No start time found'); the two trial plans give start_time + 14
  days; the other plans give none.
"""

from __future__ import annotations

import calendar
from dataclasses import dataclass
from datetime import datetime, timedelta

from nocturne.billing.plans import Plans


class RenewalError(ValueError):
    """One of the spec 8 renewal errors; the message is the spec's text."""


@dataclass(frozen=True)
class SubscriptionDates:
    """spec 3 Subscription: start_time, plan_id, billing_info.last_payment.time."""

    plan_id: str
    start_time: datetime | None = None
    last_payment_time: datetime | None = None


def renewal_date(subscription: SubscriptionDates, plans: Plans) -> datetime | None:
    if subscription.last_payment_time is not None:
        plan = plans.get(subscription.plan_id)
        if plan is None:
            raise RenewalError(f"Unknown plan id {subscription.plan_id}")
        months = 1 if plan.interval == "month" else 12
        return add_months(subscription.last_payment_time, months)
    if subscription.start_time is None:
        raise RenewalError("No start time found")
    plan = plans.get(subscription.plan_id)
    if plan is not None and plan.has_trial:
        return subscription.start_time + timedelta(days=plan.trial_days)
    return None


def add_months(moment: datetime, months: int) -> datetime:
    """The same day and time `months` later; a day the target month lacks becomes its last day
    (31 January + 1 month = 28 or 29 February), as billing calendars do."""
    index = moment.month - 1 + months
    year, month = moment.year + index // 12, index % 12 + 1
    day = min(moment.day, calendar.monthrange(year, month)[1])
    return moment.replace(year=year, month=month, day=day)
