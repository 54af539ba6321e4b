"""CSRF defence for cookie sessions: a double-submit token header plus a same-origin check (OWASP)."""

from __future__ import annotations

import hmac
import secrets
from urllib.parse import urlsplit

from starlette.requests import HTTPConnection
from starlette.types import ASGIApp, Receive, Scope, Send

from nocturne.accounts.cookies import CSRF_COOKIE, CSRF_HEADER
from nocturne.config import Settings
from nocturne.errors import error_response
from nocturne.kit.cookies import queue_cookie

SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS", "TRACE"})
CSRF_MISSING = "This request is missing its CSRF token. Reload the page and try again."
CROSS_SITE = "Cross-site requests are not allowed."


def csrf_token_for(conn: HTTPConnection, settings: Settings) -> str:
    """The browser's CSRF token; a new one is issued (readable cookie) when it has none."""
    token = conn.cookies.get(CSRF_COOKIE)
    if not token or len(token) < 32:
        token = secrets.token_urlsafe(32)
        queue_cookie(
            conn,
            CSRF_COOKIE,
            token,
            max_age=settings.session_max_age,
            http_only=False,
            secure=settings.secure_cookies,
        )
    return token


def _origin_of(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}".lower()


def csrf_failure(conn: HTTPConnection, method: str, settings: Settings) -> str | None:
    """Why a state-changing request must be refused, or None when it may proceed."""
    if method in SAFE_METHODS:
        return None
    origin = conn.headers.get("origin")
    fetch_site = conn.headers.get("sec-fetch-site")
    if origin is not None:
        allowed = {_origin_of(settings.app_origin), _origin_of(str(conn.base_url))}
        if origin.lower() not in allowed:
            return CROSS_SITE
    elif fetch_site is not None:
        if fetch_site not in ("same-origin", "none"):
            return CROSS_SITE
    else:
        return CROSS_SITE
    cookie = conn.cookies.get(CSRF_COOKIE)
    header = conn.headers.get(CSRF_HEADER)
    if not cookie or not header or not hmac.compare_digest(cookie.encode(), header.encode()):
        return CSRF_MISSING
    return None


class CSRFMiddleware:
    """Refuses state-changing /api requests that fail the CSRF check, before any endpoint runs."""

    def __init__(self, app: ASGIApp, settings: Settings, exempt_prefixes: tuple[str, ...] = ()) -> None:
        self.app = app
        self.settings = settings
        # Server-to-server calls that carry no cookies and prove themselves otherwise (signed webhooks).
        self.exempt_prefixes = exempt_prefixes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if (
            scope["type"] == "http"
            and scope["path"].startswith("/api/")
            and not scope["path"].startswith(self.exempt_prefixes)
        ):
            reason = csrf_failure(HTTPConnection(scope), scope["method"], self.settings)
            if reason is not None:
                await error_response(403, "CSRFError", reason)(scope, receive, send)
                return
        await self.app(scope, receive, send)
