"""/api/jobs: my generation jobs, cancel, and the live event stream (SSE) the progress cards follow."""

from __future__ import annotations

import asyncio
import json
import uuid
from collections.abc import AsyncIterator

from fastapi import APIRouter, Request
from fastapi.responses import StreamingResponse

from nocturne.accounts.deps import CurrentUser
from nocturne.db import SessionDep
from nocturne.errors import ErrorBody
from nocturne.jobs import runner
from nocturne.jobs.views import JobView
from nocturne.media import service
from nocturne.models import User
from nocturne.runtime import Runtime, RuntimeDep

router = APIRouter(
    prefix="/jobs", tags=["jobs"], responses={401: {"model": ErrorBody}, 404: {"model": ErrorBody}}
)

KEEP_ALIVE_SECONDS = 15.0
SSE_HEADERS = {"Cache-Control": "no-cache", "Connection": "keep-alive", "x-accel-buffering": "no"}


@router.get("", response_model=list[JobView])
async def active_jobs(user: CurrentUser, db: SessionDep, runtime: RuntimeDep) -> list[JobView]:
    """My queued and running jobs, oldest first (what the progress cards show after a reload)."""
    return [await service.job_view(db, runtime, job) for job in await service.active_jobs(db, user)]


@router.get(
    "/events",
    response_class=StreamingResponse,
    responses={
        200: {"content": {"text/event-stream": {}}, "description": "Server-sent events: `job` with a JobView"}
    },
)
async def job_events(request: Request, user: CurrentUser, runtime: RuntimeDep) -> StreamingResponse:
    """Live job events for me: first every active job, then each change (queued with its place in line,
    running with progress, stage, ETA and preview, then the result or the error)."""
    return StreamingResponse(
        _events(runtime, user, request), media_type="text/event-stream", headers=SSE_HEADERS
    )


def _sse(event: dict[str, object]) -> bytes:
    return f"event: job\ndata: {json.dumps(event['job'], separators=(',', ':'))}\n\n".encode()


async def _events(runtime: Runtime, user: User, request: Request) -> AsyncIterator[bytes]:
    async with runtime.media.events.subscribe(user.id) as queue:
        # Subscribed first, then the snapshot: no change can fall between the two.
        async with runtime.sessionmaker() as db:
            jobs = await service.active_jobs(db, user)
            snapshot = [await runner.describe(runtime, db, job) for job in jobs]
        yield b"retry: 3000\n\n"
        for job in snapshot:
            yield _sse({"job": job})
        while not await request.is_disconnected():
            try:
                event = await asyncio.wait_for(queue.get(), KEEP_ALIVE_SECONDS)
            except TimeoutError:
                yield b": ping\n\n"
                continue
            yield _sse(event)


@router.get("/{job_id}", response_model=JobView)
async def get_job(job_id: uuid.UUID, user: CurrentUser, db: SessionDep, runtime: RuntimeDep) -> JobView:
    """One of my jobs: its state, progress, ETA and results."""
    return await service.job_view(db, runtime, await service.get_job(db, user, job_id))


@router.post("/{job_id}/cancel", response_model=JobView, responses={400: {"model": ErrorBody}})
async def cancel_job(job_id: uuid.UUID, user: CurrentUser, db: SessionDep, runtime: RuntimeDep) -> JobView:
    """Cancel a queued or running job (on the GPU backend too); the images already made are kept."""
    job = await service.cancel_job(db, runtime, user, job_id)
    await db.flush()
    view = await service.job_view(db, runtime, job)
    await runtime.media.events.publish(
        user.id, {"type": "job", "job": view.model_dump(mode="json", by_alias=True)}
    )
    return view
