"""Cookies the server writes: chunked when long (spec 9: at most 3180 characters a chunk), queued on the
request by any layer and written by one middleware so streaming and plain responses get them alike."""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from http.cookies import SimpleCookie
from typing import Literal

from starlette.requests import HTTPConnection
from starlette.types import ASGIApp, Message, Receive, Scope, Send

COOKIE_CHUNK_SIZE = 3180
# Enough chunks for any cookie we could write; stale chunks beyond the new count are cleared.
MAX_CHUNKS = 8


def chunk_cookie(name: str, value: str, size: int = COOKIE_CHUNK_SIZE) -> list[tuple[str, str]]:
    """Split a value into `name.0`, `name.1`… when it is longer than one chunk; otherwise keep `name`."""
    if len(value) <= size:
        return [(name, value)]
    count = math.ceil(len(value) / size)
    return [(f"{name}.{i}", value[i * size : (i + 1) * size]) for i in range(count)]


def read_chunked_cookie(cookies: Mapping[str, str], name: str) -> str | None:
    """Read a cookie written by chunk_cookie, whole or in chunks."""
    if name in cookies:
        return cookies[name]
    parts: list[str] = []
    for i in range(MAX_CHUNKS):
        part = cookies.get(f"{name}.{i}")
        if part is None:
            break
        parts.append(part)
    return "".join(parts) if parts else None


@dataclass(frozen=True)
class CookieSpec:
    name: str
    value: str
    max_age: int | None
    http_only: bool
    secure: bool
    same_site: Literal["lax", "strict", "none"] = "lax"
    path: str = "/"

    def header(self) -> str:
        morsel: SimpleCookie = SimpleCookie()
        morsel[self.name] = self.value
        m = morsel[self.name]
        m["path"] = self.path
        m["samesite"] = self.same_site.capitalize()
        if self.max_age is not None:
            m["max-age"] = str(self.max_age)
        if self.http_only:
            m["httponly"] = True
        if self.secure:
            m["secure"] = True
        return m.OutputString()


def queue_cookie(
    conn: HTTPConnection,
    name: str,
    value: str,
    *,
    max_age: int | None,
    http_only: bool = True,
    secure: bool = False,
) -> None:
    """Queue a cookie (chunked if long) for the response; clears the pieces an earlier value left behind."""
    specs = [CookieSpec(n, v, max_age, http_only, secure) for n, v in chunk_cookie(name, value)]
    written = {s.name for s in specs}
    stale = [n for n in _names_for(name) if n not in written and n in conn.cookies]
    specs += [CookieSpec(n, "", 0, http_only, secure) for n in stale]
    _queue(conn).extend(specs)


def queue_delete_cookie(conn: HTTPConnection, name: str, *, secure: bool = False) -> None:
    present = conn.cookies
    for n in _names_for(name):
        if n in present:
            _queue(conn).append(CookieSpec(n, "", 0, True, secure))


def _names_for(name: str) -> list[str]:
    return [name] + [f"{name}.{i}" for i in range(MAX_CHUNKS)]


def _queue(conn: HTTPConnection) -> list[CookieSpec]:
    state = conn.scope.setdefault("state", {})
    queued: list[CookieSpec] = state.setdefault("nocturne_cookies", [])
    return queued


class QueuedCookiesMiddleware:
    """Adds queued Set-Cookie headers to whatever response the app sends."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def send_with_cookies(message: Message) -> None:
            if message["type"] == "http.response.start":
                queued: list[CookieSpec] = scope.get("state", {}).get("nocturne_cookies", [])
                if queued:
                    headers = list(message.get("headers", []))
                    headers += [(b"set-cookie", spec.header().encode("latin-1")) for spec in queued]
                    message = {**message, "headers": headers}
            await send(message)

        await self.app(scope, receive, send_with_cookies)
