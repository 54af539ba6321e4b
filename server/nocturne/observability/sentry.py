"""The server's Sentry SDK (spec 1 Services used): on when SENTRY_DSN is set, with the release, the
environment and the user's id only. `scrub` runs on every event before it leaves: no request bodies,
headers, cookies or query strings, no local variables, no breadcrumbs (log lines may quote chat text),
no e-mail, IP or username."""

from __future__ import annotations

import logging
from typing import Any

import sentry_sdk
from sentry_sdk.integrations.fastapi import FastApiIntegration
from sentry_sdk.integrations.starlette import StarletteIntegration

from nocturne.config import Settings

log = logging.getLogger("nocturne.observability")

KEPT_REQUEST_FIELDS = ("method", "url")
KEPT_CONTEXTS = ("trace", "runtime", "os")


def release_of(settings: Settings) -> str:
    return settings.sentry_release or "nocturne@0.1.0"


def environment_of(settings: Settings) -> str:
    return settings.sentry_environment or settings.env.value


def scrub(event: dict[str, Any], _hint: object = None) -> dict[str, Any]:
    """Keep what locates an error and drop anything a person wrote or that identifies them but their id."""
    user = event.get("user") or {}
    event["user"] = {"id": str(user["id"])} if user.get("id") else {}
    request = event.get("request")
    if isinstance(request, dict):
        event["request"] = {k: request[k] for k in KEPT_REQUEST_FIELDS if k in request}
    for key in ("breadcrumbs", "extra", "server_name"):
        event.pop(key, None)
    contexts = event.get("contexts")
    if isinstance(contexts, dict):
        event["contexts"] = {k: v for k, v in contexts.items() if k in KEPT_CONTEXTS}
    for value in (event.get("exception") or {}).get("values") or []:
        for frame in (value.get("stacktrace") or {}).get("frames") or []:
            frame.pop("vars", None)
    return event


def init_sentry(settings: Settings) -> bool:
    """Start the SDK when a DSN is configured; returns whether it is on."""
    if not settings.sentry_dsn:
        return False
    sentry_sdk.init(
        dsn=settings.sentry_dsn,
        release=release_of(settings),
        environment=environment_of(settings),
        include_local_variables=False,
        max_breadcrumbs=0,
        before_send=scrub,  # type: ignore[arg-type]
        traces_sample_rate=None,
        # The app's own 500 handler reports each error once, with its digest and the user's id
        # (handlers.py); the framework integrations would send a second event without them.
        disabled_integrations=[StarletteIntegration(), FastApiIntegration()],
    )
    log.info("error reporting: Sentry on (%s)", environment_of(settings))
    return True


def close_sentry() -> None:
    """Send what is queued and turn the SDK off (the app is stopping; tests start new apps)."""
    client = sentry_sdk.get_client()
    if client.is_active():
        client.close(timeout=2)
        sentry_sdk.init()


def capture(exc: BaseException, *, digest: str, user_id: str | None, method: str, url: str) -> None:
    if not sentry_sdk.get_client().is_active():
        return
    request = {"method": method, "url": url.split("?", 1)[0]}

    def add_request(event: dict[str, Any], _hint: object) -> dict[str, Any]:
        event["request"] = request
        return event

    with sentry_sdk.new_scope() as scope:
        scope.set_tag("digest", digest)
        if user_id:
            scope.set_user({"id": user_id})
        scope.add_event_processor(add_request)  # type: ignore[arg-type]
        sentry_sdk.capture_exception(exc)
