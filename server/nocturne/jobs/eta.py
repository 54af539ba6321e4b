"""How long a job will take, from measured durations of finished jobs per backend, kind and size."""

from __future__ import annotations

import statistics
import time

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.models import GenerationJob

SAMPLE = 20
CACHE_SECONDS = 30.0

_cache: dict[tuple[str | None, str, int, int], tuple[float, float | None]] = {}


async def typical_seconds(db: AsyncSession, job: GenerationJob) -> float | None:
    """The median run time of the last jobs like this one, or None before any finished."""
    key = (job.backend, job.kind, job.width, job.height)
    cached = _cache.get(key)
    # A measured value is kept a while; "nothing measured yet" is asked again, so the first finished job counts.
    if cached and cached[1] is not None and time.monotonic() - cached[0] < CACHE_SECONDS:
        return cached[1]
    rows = await db.execute(
        select(GenerationJob.started_at, GenerationJob.finished_at)
        .where(
            GenerationJob.state == "succeeded",
            GenerationJob.backend == job.backend,
            GenerationJob.kind == job.kind,
            GenerationJob.width == job.width,
            GenerationJob.height == job.height,
        )
        .order_by(GenerationJob.finished_at.desc())
        .limit(SAMPLE)
    )
    durations = [(end - start).total_seconds() for start, end in rows.all() if start and end]
    value = statistics.median(durations) if durations else None
    _cache[key] = (time.monotonic(), value)
    return value


def eta(typical: float | None, *, state: str, progress: float, place: int | None, slots: int) -> float | None:
    """Seconds until done: the rest of this run, plus the runs ahead of it shared over the worker slots."""
    if typical is None or state not in ("queued", "running"):
        return None
    if state == "running":
        return round(typical * max(0.0, 1.0 - progress), 1)
    waves = ((place or 1) - 1) // max(1, slots)
    return round(typical * (waves + 1), 1)
