"""PostHog forwarding (issue 13): with POSTHOG_KEY set, the stored events go to PostHog's capture API through
its Python SDK, each once (the event's id is PostHog's uuid, so a repeat after a crash is deduplicated there).
Run as a small flush after each stored batch; server-recorded events ride along with the next one."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from nocturne.analytics.repository import AnalyticsRepository
from nocturne.config import Settings
from nocturne.kit.clock import utcnow
from nocturne.models import AnalyticsEvent
from nocturne.runtime import Runtime

log = logging.getLogger("nocturne.analytics")

FLUSH_LIMIT = 500
_lock = asyncio.Lock()


def _capture_args(event: AnalyticsEvent, origin: str) -> dict[str, Any]:
    distinct_id = str(event.user_id) if event.user_id is not None else event.anonymous_id
    properties: dict[str, Any] = {**event.props, "source": event.source}
    if event.path:
        properties["$current_url"] = origin.rstrip("/") + event.path
        properties["$pathname"] = event.path
    if event.user_id is not None and event.anonymous_id:
        # Ties the browser's anonymous person to the user, as posthog-js's identify would.
        properties["$anon_distinct_id"] = event.anonymous_id
    return {
        "distinct_id": distinct_id,
        "properties": properties,
        "timestamp": event.client_ts or event.created_at,
        "uuid": str(event.id),
    }


def _send(settings: Settings, captures: list[tuple[str, dict[str, Any]]]) -> list[str]:
    """Blocking: one SDK client per flush, its queue drained before returning. Returns the errors."""
    from posthog import Client

    assert settings.posthog_key
    errors: list[str] = []
    client = Client(
        settings.posthog_key,
        host=settings.posthog_host,
        capture_mode="v0",
        max_retries=1,
        flush_at=100,
        timeout=10,
        on_error=lambda exc, _batch: errors.append(str(exc)),
    )
    try:
        for name, args in captures:
            client.capture("$pageview" if name == "page_view" else name, **args)
        client.flush(timeout_seconds=30)
    finally:
        client.shutdown()
    return errors


async def forward_pending(runtime: Runtime) -> int:
    """Send the events not yet forwarded (oldest first, up to FLUSH_LIMIT); returns how many were sent.
    A failed upload leaves them for the next flush."""
    settings = runtime.settings
    if not settings.posthog_key:
        return 0
    async with _lock:
        # Read, send and mark in separate steps: no transaction (on SQLite, the write lock) is held while
        # PostHog answers.
        async with runtime.transaction() as db:
            events = await AnalyticsRepository(db).pending_forward(FLUSH_LIMIT)
            captures = [(e.name, _capture_args(e, settings.app_origin)) for e in events]
        if not events:
            return 0
        errors = await asyncio.to_thread(_send, settings, captures)
        if errors:
            log.warning("PostHog forwarding failed (%d events kept for later): %s", len(events), errors[0])
            return 0
        async with runtime.transaction() as db:
            await AnalyticsRepository(db).mark_forwarded([e.id for e in events], utcnow())
        return len(events)


async def forward_quietly(runtime: Runtime) -> None:
    """The background flush: a PostHog outage is logged, never an error of the request that stored the batch."""
    try:
        await forward_pending(runtime)
    except Exception:
        log.exception("PostHog forwarding failed")
