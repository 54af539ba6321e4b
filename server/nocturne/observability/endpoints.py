"""/api/monitoring (the browser's settings, its error counts, the test error), /api/admin/errors, and
the tunnel route at SENTRY_TUNNEL_PATH."""

from __future__ import annotations

from fastapi import APIRouter, Request, status

from nocturne.accounts.deps import AdminUser, AuthDep
from nocturne.config import Environment, Settings
from nocturne.db import SessionDep
from nocturne.errors import ErrorBody, Forbidden, TooManyRequests
from nocturne.kit.deps import SettingsDep, client_ip
from nocturne.observability import service
from nocturne.observability.schemas import (
    ClientErrorIn,
    ErrorCounted,
    ErrorGroupOut,
    ErrorSummaryOut,
    MonitoringConfig,
)
from nocturne.observability.sentry import environment_of, release_of
from nocturne.observability.tunnel import tunnel
from nocturne.runtime import RuntimeDep

TEST_ERROR = "Nocturne error reporting test (raised on purpose by POST /api/monitoring/test-error)"
STAFF_ONLY = "The server's test error is for staff (and for anyone in development)."
CLIENT_ERRORS_PER_MINUTE = 30


class ServerTestError(RuntimeError):
    """Raised on purpose so a deployment can check its error reporting end to end."""


router = APIRouter(prefix="/monitoring", tags=["monitoring"])
admin_router = APIRouter(
    prefix="/admin/errors", tags=["staff"], responses={401: {"model": ErrorBody}, 403: {"model": ErrorBody}}
)


def _tunnel_path(settings: Settings) -> str:
    return "/" + settings.sentry_tunnel_path.strip("/")


@router.get("/config", response_model=MonitoringConfig)
async def monitoring_config(settings: SettingsDep) -> MonitoringConfig:
    """Whether and where the web app reports its errors."""
    return MonitoringConfig(
        dsn=settings.sentry_dsn,
        environment=environment_of(settings),
        release=release_of(settings),
        tunnel=_tunnel_path(settings) if settings.sentry_dsn else None,
        service=settings.error_reporting_service,
    )


@router.post(
    "/errors",
    response_model=ErrorCounted,
    status_code=status.HTTP_202_ACCEPTED,
    responses={422: {"model": ErrorBody}, 429: {"model": ErrorBody}},
)
async def report_client_error(
    body: ClientErrorIn, request: Request, db: SessionDep, settings: SettingsDep, runtime: RuntimeDep
) -> ErrorCounted:
    """Count an error the web app caught, by its digest (used when no DSN is configured)."""
    hit = await runtime.rate_limiter.hit(
        f"client-errors:{client_ip(request, settings)}", CLIENT_ERRORS_PER_MINUTE, 60
    )
    if not hit.allowed:
        raise TooManyRequests(
            "Too many error reports; they are counted again in a minute.", retry_after=hit.retry_after
        )
    group = await service.record_error(
        db,
        digest=body.digest,
        kind="client",
        route=body.route,
        error_type=body.error_type,
        message=body.message,
    )
    return ErrorCounted(digest=group.digest, count=group.count)


# Left out of the OpenAPI schema: its 500 is the point, and the API fuzzing (no input may cause a 500)
# reads the schema. The test page calls it with a plain fetch.
@router.post("/test-error", include_in_schema=False)
async def raise_test_error(auth: AuthDep, settings: SettingsDep) -> None:
    """Raise an error on purpose (staff, or anyone in development): it is reported like any other 500."""
    if not (auth.is_staff or settings.env == Environment.development):
        raise Forbidden(STAFF_ONLY)
    raise ServerTestError(TEST_ERROR)


@admin_router.get("", response_model=ErrorSummaryOut)
async def error_summary(_: AdminUser, db: SessionDep, settings: SettingsDep) -> ErrorSummaryOut:
    """Errors counted by digest (server and browser), most recently seen first."""
    items, groups, occurrences = await service.error_summary(db)
    return ErrorSummaryOut(
        groups=groups,
        occurrences=occurrences,
        reporting_to=settings.error_reporting_service if settings.sentry_dsn else None,
        items=[ErrorGroupOut.model_validate(g) for g in items],
    )


def tunnel_router(settings: Settings) -> APIRouter:
    """The tunnel at its configured path (spec 7: optional; default /api/monitoring)."""
    r = APIRouter()
    r.add_api_route(_tunnel_path(settings), tunnel, methods=["POST"], include_in_schema=False)
    return r
