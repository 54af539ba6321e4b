"""What a referral code looks like, and the first-party cookie that keeps one across a visit."""

from __future__ import annotations

import re
import secrets

from starlette.requests import HTTPConnection
from starlette.types import ASGIApp, Receive, Scope, Send

from nocturne.kit.cookies import queue_cookie

# Letters, digits, '-' and '_'; compared lowercase. Anything else is ignored, never an error.
CODE_PATTERN = re.compile(r"^[a-z0-9][a-z0-9_-]{2,31}$")
REF_COOKIE = "nocturne_ref"
REF_COOKIE_MAX_AGE = 30 * 24 * 3600
# Paths whose `?ref=` does not set the cookie: the banners run inside other sites' frames, where a
# cookie would be a third-party one; their links carry the code to /signup instead.
NO_COOKIE_PREFIXES = ("/api/", "/banners")


def normalize_code(value: str | None) -> str | None:
    """The code in its stored form, or None when the value cannot be a code."""
    if not value:
        return None
    code = value.strip().lower()
    return code if CODE_PATTERN.fullmatch(code) else None


def new_code() -> str:
    """A fresh user code: 8 characters from an alphabet without look-alikes."""
    alphabet = "abcdefghjkmnpqrstuvwxyz23456789"
    return "".join(secrets.choice(alphabet) for _ in range(8))


def referral_from_cookie(conn: HTTPConnection) -> str | None:
    return normalize_code(conn.cookies.get(REF_COOKIE))


class ReferralLandingMiddleware:
    """A page opened with `?ref=CODE` keeps the code in a first-party cookie for 30 days, so a visitor
    who looks around before signing up is still counted (the signup form also sends it)."""

    def __init__(self, app: ASGIApp, *, secure: bool) -> None:
        self.app = app
        self.secure = secure

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and scope["method"] == "GET" and b"ref=" in scope.get("query_string", b""):
            path: str = scope["path"]
            if not path.startswith(NO_COOKIE_PREFIXES):
                conn = HTTPConnection(scope)
                code = normalize_code(conn.query_params.get("ref"))
                if code is not None and conn.cookies.get(REF_COOKIE) != code:
                    queue_cookie(conn, REF_COOKIE, code, max_age=REF_COOKIE_MAX_AGE, secure=self.secure)
        await self.app(scope, receive, send)
