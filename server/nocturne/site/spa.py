"""Serves the built React app for every screen route, with the page's meta tags in the HTML.

The HTML shell is never cached (it names the current build's hashed assets); the assets themselves
come precompressed and cached for good (static.py). Each route's HTML preloads that route's own
chunks (dist/.vite/route-chunks.json, written by the build), so the page's code downloads beside
the entry instead of after it."""

from __future__ import annotations

import html
import json
from pathlib import Path

from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse, Response

from nocturne.config import Settings
from nocturne.errors import error_response
from nocturne.site.routes import Route, RouteTable
from nocturne.site.static import REVALIDATE, file_response, is_servable

META_PLACEHOLDER = "<!--app-meta-->"
ROUTE_CHUNKS = Path(".vite") / "route-chunks.json"
NOT_FOUND_TITLE = "Page not found"
NOT_FOUND_DESCRIPTION = "This page does not exist on Nocturne."

# Used when the web app has not been built (e.g. API-only tests); says how to build it.
FALLBACK_INDEX = f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Nocturne</title>{META_PLACEHOLDER}</head>
<body><div id="root"><p>The web app is not built. Run <code>make run</code>.</p></div></body></html>
"""


def meta_tags(settings: Settings, path: str, title: str, description: str) -> str:
    """Title, description, canonical link and Open Graph tags, with absolute URLs from APP_ORIGIN."""
    url = settings.app_origin.rstrip("/") + path
    t, d, u = html.escape(title), html.escape(description), html.escape(url)
    return "\n".join(
        [
            f'<meta name="description" content="{d}">',
            f'<link rel="canonical" href="{u}">',
            '<meta property="og:site_name" content="Nocturne">',
            '<meta property="og:type" content="website">',
            f'<meta property="og:title" content="{t}">',
            f'<meta property="og:description" content="{d}">',
            f'<meta property="og:url" content="{u}">',
            '<meta name="twitter:card" content="summary">',
            f'<meta name="twitter:title" content="{t}">',
            f'<meta name="twitter:description" content="{d}">',
        ]
    )


def render_index(
    template: str, settings: Settings, path: str, title: str, description: str, preload: str = ""
) -> str:
    page_title = title if "Nocturne" in title else f"{title} — Nocturne"
    out = template.replace("<title>Nocturne</title>", f"<title>{html.escape(page_title)}</title>", 1)
    head = meta_tags(settings, path, page_title, description) + (f"\n{preload}" if preload else "")
    return out.replace(META_PLACEHOLDER, head, 1)


def preload_tags(dist: Path, pattern: str) -> str:
    """Link tags for the route's chunks that index.html does not already load (the entry's), and
    for the session, which every page asks for before it shows anything: fetched beside the code
    instead of after it. `crossorigin="anonymous"` matches the app's own same-origin fetch."""
    session = '<link rel="preload" href="/api/auth/session" as="fetch" crossorigin="anonymous">'
    try:
        table = json.loads((dist / ROUTE_CHUNKS).read_text())
        route, entry = table["routes"][pattern], table["entry"]
    except (OSError, ValueError, KeyError):
        # An older build or none: the page still works, its chunks just load after the entry.
        return session
    js = [f for f in route["js"] if f not in entry["js"]]
    css = [f for f in route["css"] if f not in entry["css"]]
    tags = [session]
    tags += [f'<link rel="modulepreload" crossorigin href="/{html.escape(f)}">' for f in js]
    tags += [f'<link rel="stylesheet" crossorigin href="/{html.escape(f)}">' for f in css]
    return "\n".join(tags)


def mount_spa(app: FastAPI, settings: Settings) -> None:
    routes = RouteTable.load(settings.routes_file)
    dist: Path = settings.web_dist
    index_file = dist / "index.html"

    def template() -> str:
        # Read on each request in development so a rebuild shows up without a restart.
        return index_file.read_text() if index_file.exists() else FALLBACK_INDEX

    # A plain def: FastAPI runs it in a worker thread, so the file-system checks never block the event loop.
    @app.get("/{full_path:path}", include_in_schema=False)
    def spa(full_path: str, request: Request) -> Response:
        path = "/" + full_path
        if path == "/api" or path.startswith("/api/"):
            return error_response(404, "NotFound", f"No API route {path}.")
        if full_path and is_servable(full_path) and dist.exists():
            candidate = (dist / full_path).resolve()
            if candidate.is_file() and candidate.is_relative_to(dist.resolve()):
                return file_response(candidate, full_path, request.headers.get("accept-encoding"))
        # The shell names the current build's assets: revalidated on every visit, never stale.
        headers = {"Cache-Control": REVALIDATE}
        route: Route | None = routes.match(path)
        if route is None:
            # No route, so no route chunks: the session preload alone.
            preload = preload_tags(dist, "*")
            body = render_index(template(), settings, path, NOT_FOUND_TITLE, NOT_FOUND_DESCRIPTION, preload)
            return HTMLResponse(body, status_code=404, headers=headers)
        body = render_index(
            template(), settings, path, route.title, route.description, preload_tags(dist, route.path)
        )
        return HTMLResponse(body, headers=headers)
