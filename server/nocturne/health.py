"""Liveness and readiness probes for load balancers and orchestrators."""

from __future__ import annotations

import logging

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse

from nocturne.migrate import current_revision, head_revision
from nocturne.runtime import get_runtime

router = APIRouter(tags=["health"])
log = logging.getLogger("nocturne.health")


@router.get("/healthz")
async def healthz() -> dict[str, str]:
    """The process is alive."""
    return {"status": "ok"}


@router.get("/readyz", responses={503: {"description": "Not ready"}})
async def readyz(request: Request) -> JSONResponse:
    """The database answers and its schema is at the newest migration."""
    runtime = get_runtime(request)
    settings = runtime.settings
    try:
        current = await current_revision(runtime.engine)
    except Exception as exc:  # any database failure means "not ready", never a 500
        log.warning("readiness check failed: %s", exc)
        return JSONResponse(
            {"status": "unavailable", "detail": "The database is not reachable."}, status_code=503
        )
    head = head_revision(settings.effective_database_url)
    if current != head:
        detail = f"The database schema is at {current or 'nothing'}, expected {head}. Run `nocturne migrate`."
        return JSONResponse({"status": "unavailable", "detail": detail}, status_code=503)
    return JSONResponse({"status": "ready"})
