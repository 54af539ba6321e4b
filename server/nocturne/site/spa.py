"""Serves the built React app for every screen route, with the page's meta tags in the HTML."""

from __future__ import annotations

import html
from pathlib import Path

from fastapi import FastAPI
from fastapi.responses import FileResponse, HTMLResponse, Response

from nocturne.config import Settings
from nocturne.errors import error_response
from nocturne.site.routes import Route, RouteTable

META_PLACEHOLDER = "<!--app-meta-->"
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


def render_index(template: str, settings: Settings, path: str, title: str, description: str) -> str:
    page_title = title if "Nocturne" in title else f"{title} — Nocturne"
    out = template.replace("<title>Nocturne</title>", f"<title>{html.escape(page_title)}</title>", 1)
    return out.replace(META_PLACEHOLDER, meta_tags(settings, path, page_title, description), 1)


def mount_spa(app: FastAPI, settings: Settings) -> None:
    routes = RouteTable.load(settings.routes_file)
    dist: Path = settings.web_dist
    index_file = dist / "index.html"

    def template() -> str:
        # Read on each request in development so a rebuild shows up without a restart.
        return index_file.read_text() if index_file.exists() else FALLBACK_INDEX

    # A plain def: FastAPI runs it in a worker thread, so the file-system checks never block the event loop.
    @app.get("/{full_path:path}", include_in_schema=False)
    def spa(full_path: str) -> Response:
        path = "/" + full_path
        if path == "/api" or path.startswith("/api/"):
            return error_response(404, "NotFound", f"No API route {path}.")
        if full_path and dist.exists():
            candidate = (dist / full_path).resolve()
            if candidate.is_file() and candidate.is_relative_to(dist.resolve()):
                return FileResponse(candidate, headers=_cache_headers(full_path))
        route: Route | None = routes.match(path)
        if route is None:
            body = render_index(template(), settings, path, NOT_FOUND_TITLE, NOT_FOUND_DESCRIPTION)
            return HTMLResponse(body, status_code=404)
        return HTMLResponse(render_index(template(), settings, path, route.title, route.description))


def _cache_headers(path: str) -> dict[str, str]:
    # Vite puts a content hash in asset names, so they can be cached for good.
    if path.startswith("assets/"):
        return {"Cache-Control": "public, max-age=31536000, immutable"}
    return {"Cache-Control": "no-cache"}
