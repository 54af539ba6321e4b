"""The browser's analytics id as a cookie: the web app sets it when the visitor accepts analytics and removes
it on decline, so the server records its own events (signup) only for people who consented."""

from __future__ import annotations

from fastapi import Request

from nocturne.analytics.events import ANONYMOUS_ID

ANALYTICS_COOKIE = "nocturne_aid"


def consented_browser_id(request: Request) -> str | None:
    value = request.cookies.get(ANALYTICS_COOKIE)
    return value if value and ANONYMOUS_ID.match(value) else None
