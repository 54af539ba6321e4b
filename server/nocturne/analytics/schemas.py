"""Request and response shapes of the analytics API."""

from __future__ import annotations

from datetime import date, datetime

from pydantic import BaseModel, ConfigDict, Field
from pydantic.alias_generators import to_camel


class CamelModel(BaseModel):
    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True)


class EventIn(CamelModel):
    """A product event from the browser."""

    name: str = Field(description="One of the product events (page_view, signup, first_message, …).")
    ts: float | None = Field(default=None, description="Milliseconds since 1970 on the browser's clock.")
    path: str | None = Field(default=None, max_length=512)
    props: dict[str, str | int | float | bool | None] | None = None


class EventBatchIn(CamelModel):
    """At most 50 events and 32 KB per batch."""

    events: list[EventIn]
    anonymous_id: str


class EventBatchOut(CamelModel):
    accepted: int


class ConsentIn(CamelModel):
    """The visitor's choice in the consent banner (or later, from Privacy choices)."""

    granted: bool


class ConsentOut(CamelModel):
    granted: bool
    # Whether it was kept for the account (signed in); a signed-out choice lives in the browser only.
    recorded: bool


class FunnelStep(CamelModel):
    name: str
    label: str
    count: int
    # Of the step before (None for the first step), and of the first step.
    conversion: float | None
    overall: float


class FunnelOut(CamelModel):
    start: datetime
    end: datetime
    steps: list[FunnelStep]


class DailyActive(CamelModel):
    day: date
    actives: int


class DailyActivesOut(CamelModel):
    days: list[DailyActive]


class PostHogConfig(CamelModel):
    key: str
    host: str


class AnalyticsConfigOut(CamelModel):
    """What the browser needs to know: PostHog's project key and host when configured, else null."""

    posthog: PostHogConfig | None
