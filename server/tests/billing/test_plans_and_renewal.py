"""Plans as data (spec 9 Subscriptions) and the spec 4 Subscription end or renewal date rule, case by
case, with the spec 8 errors."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from nocturne.billing.plans import PLANS_FILE, PlanError, Plans, load_plans
from nocturne.billing.renewal import RenewalError, SubscriptionDates, add_months, renewal_date
from nocturne.config import REPO_ROOT

CATALOG = REPO_ROOT / "catalog"
START = datetime(2026, 3, 10, 12, 30, tzinfo=UTC)


@pytest.fixture(scope="module")
def plans() -> Plans:
    return load_plans(CATALOG)


def _ids(plans: Plans, interval: str, trial: bool) -> str:
    return next(p.id for p in plans.all() if p.interval == interval and p.has_trial == trial)


def test_spec9_four_plans_two_monthly_two_yearly_one_trial_each(plans: Plans) -> None:
    assert len(plans.all()) == 4
    for interval in ("month", "year"):
        of_kind = [p for p in plans.all() if p.interval == interval]
        assert len(of_kind) == 2
        assert sorted(p.trial_days for p in of_kind) == [0, 14]  # spec 9: trial length 14 days
    for plan in plans.all():
        assert plan.price_minor > 0
        assert plan.monthly_credits > 0
        assert plan.unlocks
        assert plans.by_provider_id("fake", plan.provider_plan_ids["fake"]) == plan


@pytest.mark.parametrize("interval", ["month", "year"])
@pytest.mark.parametrize("trial", [True, False])
def test_spec4_with_a_last_payment_monthly_adds_a_month_and_yearly_a_year(
    plans: Plans, interval: str, trial: bool
) -> None:
    paid = datetime(2026, 5, 20, 8, 0, tzinfo=UTC)
    sub = SubscriptionDates(_ids(plans, interval, trial), start_time=START, last_payment_time=paid)
    expected = (
        datetime(2026, 6, 20, 8, 0, tzinfo=UTC)
        if interval == "month"
        else datetime(2027, 5, 20, 8, 0, tzinfo=UTC)
    )
    assert renewal_date(sub, plans) == expected


def test_spec4_an_unknown_plan_with_a_last_payment_raises_its_error(plans: Plans) -> None:
    sub = SubscriptionDates("gold-weekly", start_time=START, last_payment_time=START)
    with pytest.raises(RenewalError) as error:
        renewal_date(sub, plans)
    assert str(error.value) == "Unknown plan id gold-weekly"  # spec 8


def test_spec4_without_a_last_payment_the_start_time_is_required(plans: Plans) -> None:
    for plan in [*(p.id for p in plans.all()), "gold-weekly"]:
        with pytest.raises(RenewalError) as error:
            renewal_date(SubscriptionDates(plan), plans)
        assert str(error.value) == "No start time found"


@pytest.mark.parametrize("interval", ["month", "year"])
def test_spec4_the_trial_plans_end_14_days_after_the_start(plans: Plans, interval: str) -> None:
    sub = SubscriptionDates(_ids(plans, interval, trial=True), start_time=START)
    assert renewal_date(sub, plans) == START + timedelta(days=14)


@pytest.mark.parametrize("plan_id", ["ultimate-monthly", "ultimate-yearly", "gold-weekly"])
def test_spec4_the_other_plans_give_none_without_a_last_payment(plans: Plans, plan_id: str) -> None:
    assert renewal_date(SubscriptionDates(plan_id, start_time=START), plans) is None


def test_a_month_after_the_31st_is_the_last_day_of_a_shorter_month() -> None:
    assert add_months(datetime(2026, 1, 31, tzinfo=UTC), 1) == datetime(2026, 2, 28, tzinfo=UTC)
    assert add_months(datetime(2028, 1, 31, tzinfo=UTC), 1) == datetime(2028, 2, 29, tzinfo=UTC)
    assert add_months(datetime(2026, 12, 15, tzinfo=UTC), 1) == datetime(2027, 1, 15, tzinfo=UTC)
    assert add_months(datetime(2028, 2, 29, tzinfo=UTC), 12) == datetime(2029, 2, 28, tzinfo=UTC)


def _broken(tmp_path: Path, change: Callable[[dict[str, Any]], None]) -> Path:
    shutil.copy(CATALOG / PLANS_FILE, tmp_path / PLANS_FILE)
    raw = json.loads((tmp_path / PLANS_FILE).read_text())
    change(raw)
    (tmp_path / PLANS_FILE).write_text(json.dumps(raw))
    return tmp_path


def test_a_plan_file_mistake_names_the_plan_and_field(tmp_path: Path) -> None:
    def negative_price(raw: dict[str, Any]) -> None:
        raw["plans"][1]["priceMinor"] = -5

    with pytest.raises(PlanError) as error:
        load_plans(_broken(tmp_path, negative_price))
    assert str(error.value).startswith("plans.json: plan ultimate-monthly, priceMinor: ")


def test_the_spec_shape_is_enforced(tmp_path: Path) -> None:
    def no_yearly_trial(raw: dict[str, Any]) -> None:
        raw["plans"][2]["trialDays"] = 0

    with pytest.raises(PlanError) as error:
        load_plans(_broken(tmp_path, no_yearly_trial))
    assert "exactly one yearly plan starts with a 14-day trial" in str(error.value)
