"""Bodies of /api/monitoring and /api/admin/errors."""

from __future__ import annotations

from datetime import datetime

from pydantic import Field

from nocturne.kit.schemas import Input, Schema


class MonitoringConfig(Schema):
    """What the web app needs to report errors: Sentry's browser SDK is loaded only when `dsn` is set."""

    dsn: str | None = Field(description="The browser DSN, or null when errors are counted here instead.")
    environment: str
    release: str
    tunnel: str | None = Field(description="The path the browser SDK sends its envelopes through.")
    service: str = Field(description="The error-reporting service's name (ERROR_REPORTING_SERVICE).")


class ClientErrorIn(Input):
    """An error the web app caught (without a DSN), counted by its digest."""

    digest: str = Field(pattern=r"^c[0-9a-f]{12}$", description="'c' and 12 hex digits, made by the web app.")
    route: str = Field(min_length=1, max_length=200, description="The route pattern the error happened on.")
    error_type: str = Field(min_length=1, max_length=120)
    message: str = Field(default="", max_length=2000, description="Kept only up to its first line.")


class ErrorCounted(Schema):
    digest: str
    count: int


class ErrorGroupOut(Schema):
    digest: str
    kind: str = Field(description="server or client")
    route: str
    error_type: str
    message: str
    count: int
    first_seen: datetime
    last_seen: datetime


class ErrorSummaryOut(Schema):
    """Errors counted by digest, most recently seen first."""

    groups: int
    occurrences: int
    reporting_to: str | None = Field(
        description="The error-reporting service also receiving errors, or null."
    )
    items: list[ErrorGroupOut]
