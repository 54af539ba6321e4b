"""The plans (spec 9 Subscriptions: four plans, two monthly and two yearly, one of each starting with a
14-day trial) as operator-editable data: catalog/plans.json, validated on load. Provider-specific plan
ids map to them, so the provider can change without touching the plans."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator
from pydantic.alias_generators import to_camel

PLANS_FILE = "plans.json"
TRIAL_DAYS = 14  # spec 9 Subscriptions: trial length
Interval = Literal["month", "year"]


class PlanError(ValueError):
    """A plans file that cannot be used; the message names the file and the plan."""


class Plan(BaseModel):
    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True, extra="forbid", frozen=True)

    id: str = Field(pattern=r"^[a-z0-9]+(?:-[a-z0-9]+)*$", max_length=64)
    name: str = Field(min_length=1, max_length=60)
    interval: Interval
    price_minor: int = Field(ge=0, description="The price in the currency's minor unit (cents).")
    currency: str = Field(pattern=r"^[A-Z]{3}$")
    trial_days: int = Field(ge=0, le=90)
    monthly_credits: int = Field(ge=0)
    unlocks: tuple[str, ...] = Field(min_length=1)
    provider_plan_ids: dict[str, str] = Field(default_factory=dict)

    @property
    def has_trial(self) -> bool:
        return self.trial_days > 0


class _PlansFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    plans: list[Plan]

    @model_validator(mode="after")
    def _spec9_shape(self) -> _PlansFile:
        """spec 9: four plans, two monthly and two yearly; spec 4: one of each is a 14-day trial."""
        ids = [p.id for p in self.plans]
        if len(set(ids)) != len(ids):
            raise ValueError("plan ids must be unique")
        for interval in ("month", "year"):
            of_kind = [p for p in self.plans if p.interval == interval]
            if len(of_kind) != 2:
                raise ValueError(f"there must be two {interval}ly plans, not {len(of_kind)}")
            trials = [p for p in of_kind if p.has_trial]
            if len(trials) != 1 or trials[0].trial_days != TRIAL_DAYS:
                raise ValueError(f"exactly one {interval}ly plan starts with a {TRIAL_DAYS}-day trial")
        return self


class Plans:
    def __init__(self, plans: list[Plan]) -> None:
        self._plans = {p.id: p for p in plans}

    def all(self) -> list[Plan]:
        return list(self._plans.values())

    def get(self, plan_id: str) -> Plan | None:
        return self._plans.get(plan_id)

    def by_provider_id(self, provider: str, external_id: str) -> Plan | None:
        return next(
            (p for p in self._plans.values() if p.provider_plan_ids.get(provider) == external_id), None
        )


def load_plans(directory: Path) -> Plans:
    path = directory / PLANS_FILE
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise PlanError(f"{PLANS_FILE}: not found in {directory}") from None
    except json.JSONDecodeError as exc:
        raise PlanError(f"{PLANS_FILE}: not valid JSON ({exc.msg}, line {exc.lineno})") from None
    try:
        return Plans(_PlansFile.model_validate(raw).plans)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = _where(raw, first["loc"])
        raise PlanError(f"{PLANS_FILE}: {where}{first['msg']}") from None


def _where(raw: object, loc: tuple[int | str, ...]) -> str:
    """'plan premium-monthly, priceMinor: ' for an error inside a plan; '' for the file as a whole."""
    if len(loc) >= 2 and loc[0] == "plans" and isinstance(loc[1], int) and isinstance(raw, dict):
        plans = raw.get("plans")
        entry = plans[loc[1]] if isinstance(plans, list) and loc[1] < len(plans) else {}
        name = entry.get("id", f"#{loc[1] + 1}") if isinstance(entry, dict) else f"#{loc[1] + 1}"
        field = ".".join(str(part) for part in loc[2:])
        return f"plan {name}" + (f", {field}" if field else "") + ": "
    return ""
