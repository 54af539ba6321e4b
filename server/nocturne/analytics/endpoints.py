"""/api/analytics/events (a batch from the browser, after consent), /api/analytics/consent (Accept or
Decline), /api/analytics/config, /api/experiments, and the admin's /api/admin/analytics/funnel and
/daily-actives."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, BackgroundTasks, Query, Request, Response, status

from nocturne.accounts.deps import AdminUser, AuthDep
from nocturne.analytics import forward, service
from nocturne.analytics.cookies import ANALYTICS_COOKIE
from nocturne.analytics.events import ANONYMOUS_ID, MAX_BATCH_BYTES, BatchError, parse_batch
from nocturne.analytics.schemas import (
    AnalyticsConfigOut,
    ConsentIn,
    ConsentOut,
    DailyActivesOut,
    EventBatchIn,
    EventBatchOut,
    FunnelOut,
    PostHogConfig,
)
from nocturne.db import SessionDep
from nocturne.errors import AppError, BadRequest, ErrorBody, TooManyRequests
from nocturne.kit.clock import utcnow
from nocturne.kit.deps import SettingsDep, client_ip
from nocturne.runtime import RuntimeDep

TOO_MANY_BATCHES = "Too many analytics batches from this network. Wait a minute and send again."
RATE_WINDOW_SECONDS = 60


class PayloadTooLarge(AppError):
    status_code = 413


def _inline(schema: dict[str, Any]) -> dict[str, Any]:
    """The model's JSON schema with its $defs put in place, for a body the endpoint reads itself."""
    defs = schema.pop("$defs", {})

    def walk(node: Any) -> Any:
        if isinstance(node, dict):
            ref = node.get("$ref")
            if isinstance(ref, str) and ref.startswith("#/$defs/"):
                return walk(defs[ref.removeprefix("#/$defs/")])
            return {k: walk(v) for k, v in node.items()}
        if isinstance(node, list):
            return [walk(v) for v in node]
        return node

    result: dict[str, Any] = walk(schema)
    return result


# The body is read and checked by hand (events.parse_batch) so that every refusal is a 400 or 413 with a
# sentence; the schema is still published, so the generated client has the type.
BATCH_BODY = {
    "requestBody": {
        "required": True,
        "content": {"application/json": {"schema": _inline(EventBatchIn.model_json_schema(by_alias=True))}},
    }
}

router = APIRouter(tags=["analytics"])
admin_router = APIRouter(
    prefix="/admin/analytics",
    tags=["staff"],
    responses={401: {"model": ErrorBody}, 403: {"model": ErrorBody}},
)


async def _read_capped(request: Request) -> bytes:
    """The body, but never more than one byte past the limit held in memory."""
    declared = request.headers.get("content-length")
    if declared and declared.isdigit() and int(declared) > MAX_BATCH_BYTES:
        raise PayloadTooLarge(f"The batch is {declared} bytes; at most {MAX_BATCH_BYTES} bytes are accepted.")
    body = bytearray()
    async for chunk in request.stream():
        body.extend(chunk)
        if len(body) > MAX_BATCH_BYTES:
            raise PayloadTooLarge(f"The batch is over {MAX_BATCH_BYTES} bytes. Send fewer events.")
    return bytes(body)


@router.post(
    "/analytics/events",
    response_model=EventBatchOut,
    status_code=status.HTTP_202_ACCEPTED,
    openapi_extra=BATCH_BODY,
    responses={400: {"model": ErrorBody}, 413: {"model": ErrorBody}, 429: {"model": ErrorBody}},
)
async def post_events(
    request: Request,
    auth: AuthDep,
    db: SessionDep,
    settings: SettingsDep,
    runtime: RuntimeDep,
    background: BackgroundTasks,
) -> EventBatchOut:
    """Store a batch of product events (sent only after the visitor consented); a signed-in viewer's
    events carry their user id from the session."""
    hit = await runtime.rate_limiter.hit(
        f"analytics:ip:{client_ip(request, settings)}", settings.analytics_ip_limit, RATE_WINDOW_SECONDS
    )
    if not hit.allowed:
        raise TooManyRequests(TOO_MANY_BATCHES, retry_after=hit.retry_after)
    raw = await _read_capped(request)
    try:
        batch = parse_batch(raw, now=utcnow())
    except BatchError as exc:
        raise (PayloadTooLarge if exc.too_large else BadRequest)(exc.message) from exc
    accepted = await service.record_batch(db, batch, auth.user.id if auth.user else None)
    if settings.posthog_key:
        background.add_task(forward.forward_quietly, runtime)
    return EventBatchOut(accepted=accepted)


@router.put("/analytics/consent", response_model=ConsentOut)
async def put_consent(body: ConsentIn, response: Response, auth: AuthDep, db: SessionDep) -> ConsentOut:
    """Accept or Decline analytics. Signed in, the choice is kept for the account: after a Decline the server
    records no more events for this person (from any browser) until they accept again. A Decline also
    removes the browser's analytics cookie."""
    if not body.granted:
        response.delete_cookie(ANALYTICS_COOKIE, path="/", samesite="lax")
    if auth.user is None:
        return ConsentOut(granted=body.granted, recorded=False)
    await service.record_consent(db, auth.user.id, body.granted)
    return ConsentOut(granted=body.granted, recorded=True)


@router.get("/analytics/config", response_model=AnalyticsConfigOut)
async def analytics_config(settings: SettingsDep) -> AnalyticsConfigOut:
    """PostHog's project key and host when the server has them (the browser loads posthog-js only then)."""
    if not settings.posthog_key:
        return AnalyticsConfigOut(posthog=None)
    return AnalyticsConfigOut(posthog=PostHogConfig(key=settings.posthog_key, host=settings.posthog_host))


@router.get("/experiments", response_model=dict[str, str], responses={400: {"model": ErrorBody}})
async def experiments(
    auth: AuthDep,
    settings: SettingsDep,
    anonymous_id: Annotated[str | None, Query(alias="anonymousId")] = None,
) -> dict[str, str]:
    """{experiment key: variant} for the viewer: by user when signed in, else by the browser's anonymous id
    (sent only after consent); without either, each experiment's control."""
    if anonymous_id is not None and not ANONYMOUS_ID.match(anonymous_id):
        raise BadRequest("anonymousId must be 8 to 64 letters, digits, '-' or '_'.")
    return service.experiment_assignments(settings, auth.user.id if auth.user else None, anonymous_id)


@admin_router.get("/funnel", response_model=FunnelOut)
async def funnel(_: AdminUser, db: SessionDep, days: Annotated[int, Query(ge=1, le=365)] = 30) -> FunnelOut:
    """Visit → signup → first message → first generation → paid over the last `days` days."""
    start, end = service.window(days)
    return await service.funnel(db, start, end)


@admin_router.get("/daily-actives", response_model=DailyActivesOut)
async def daily_actives(_: AdminUser, db: SessionDep) -> DailyActivesOut:
    """Distinct people with any event per day, for the last 30 days."""
    return await service.daily_actives(db)
