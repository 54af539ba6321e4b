"""What the app does with an unhandled exception (spec 8), and who may frame its pages.

A 500 is a bug: it is logged with a digest, counted in the database by digest (so the admin area shows
it without an error-reporting service), sent to Sentry when configured, and answered with the digest:
the spec 8 HTML page for a page request, `{"error", "detail", "digest"}` for the API."""

from __future__ import annotations

import logging
from urllib.parse import urlsplit

from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse, JSONResponse, Response
from starlette.datastructures import MutableHeaders
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from nocturne.observability import sentry, service
from nocturne.observability.digest import server_digest
from nocturne.observability.identity import user_id_of
from nocturne.observability.pages import FRAMING_DENIED, error_page

log = logging.getLogger("nocturne.errors")


def route_of(request: Request) -> str:
    """The route's pattern (so /api/chats/1 and /api/chats/2 count as one), or the page's path."""
    route = request.scope.get("route")
    pattern = getattr(route, "path", None)
    path = request.url.path
    if not isinstance(pattern, str) or ":path}" in pattern:
        return path[:200]
    # An included router's route knows its path below the router's prefix (/api): put the prefix back.
    extra = path.strip("/").count("/") - pattern.strip("/").count("/")
    prefix = "/".join(path.strip("/").split("/")[:extra]) if extra > 0 else ""
    return (f"/{prefix}" if prefix else "") + pattern


async def count_error(request: Request, **fields: str) -> None:
    """Counted in a transaction of its own: the request's own has failed."""
    runtime = getattr(request.app.state, "runtime", None)
    if runtime is None:
        return
    try:
        async with runtime.transaction() as db:
            await service.record_error(db, **fields)
    except Exception:  # the database may be why the request failed: the log line still has it all
        log.warning("could not count error %s", fields.get("digest"), exc_info=True)


def wants_html(request: Request) -> bool:
    path = request.url.path
    return request.method in ("GET", "HEAD") and not (path == "/api" or path.startswith("/api/"))


async def unhandled_error(request: Request, exc: Exception) -> Response:
    route = route_of(request)
    digest = server_digest(route, exc)
    # Sent before the log line, whose own Sentry event the SDK then drops as a duplicate.
    sentry.capture(
        exc, digest=digest, user_id=user_id_of(request), method=request.method, url=str(request.url)
    )
    log.error("unhandled error %s on %s %s", digest, request.method, request.url.path, exc_info=exc)
    await count_error(
        request,
        digest=digest,
        kind="server",
        route=route,
        error_type=type(exc).__name__,
        message=str(exc),
    )
    if wants_html(request):
        host = urlsplit(request.app.state.settings.app_origin).netloc
        return HTMLResponse(error_page(host, digest), status_code=500, headers=FRAMING_DENIED)
    return JSONResponse(
        {"error": "InternalServerError", "detail": "An unexpected error occurred.", "digest": digest},
        status_code=500,
        headers=FRAMING_DENIED,
    )


def install_error_reporting(app: FastAPI) -> None:
    """Replaces errors.py's plain 500 handler with the one that counts and reports."""
    app.add_exception_handler(Exception, unhandled_error)


class FramingMiddleware:
    """The banner pages may be framed by any site (`frame-ancestors *`); every other response refuses
    framing (`frame-ancestors 'none'` and `X-Frame-Options: DENY`), against clickjacking."""

    def __init__(self, app: ASGIApp, *, framable_paths: frozenset[str]) -> None:
        self.app = app
        self.framable = framable_paths

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        framable = scope["path"].rstrip("/") in self.framable

        async def send_with_policy(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                directive = "frame-ancestors *" if framable else "frame-ancestors 'none'"
                csp = headers.get("content-security-policy")
                if csp is None:
                    headers["Content-Security-Policy"] = directive
                elif "frame-ancestors" not in csp:
                    headers["Content-Security-Policy"] = f"{csp}; {directive}"
                if framable:
                    if "x-frame-options" in headers:
                        del headers["x-frame-options"]
                else:
                    headers["X-Frame-Options"] = "DENY"
            await send(message)

        await self.app(scope, receive, send_with_policy)
