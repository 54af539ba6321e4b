"""Serves the built React app for every screen route, with the page's meta tags in the HTML.

The HTML shell is never cached (it names the current build's hashed assets); the assets themselves
come precompressed and cached for good (static.py). Each route's HTML preloads that route's own
chunks (dist/.vite/route-chunks.json, written by the build), so the page's code downloads beside
the entry instead of after it.

A route with a server-side renderer (renderers.py) gets its page in the HTML: its own tags, JSON-LD,
its content inside #root and the data the web page starts from (#page-data), so search engines and
link unfurlers read it without running JavaScript; the renderer's None is the 404 page."""

from __future__ import annotations

import asyncio
import html
import json
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse, PlainTextResponse, Response

from nocturne.config import Settings
from nocturne.content import seo
from nocturne.db import SessionDep
from nocturne.errors import error_response
from nocturne.site.page_content import PageContent
from nocturne.site.renderers import RENDERERS
from nocturne.site.routes import Route, RouteTable
from nocturne.site.static import REVALIDATE, file_response, is_servable

META_PLACEHOLDER = "<!--app-meta-->"
ROOT_ELEMENT = '<div id="root"></div>'
ROUTE_CHUNKS = Path(".vite") / "route-chunks.json"
NOT_FOUND_TITLE = "Page not found"
NOT_FOUND_DESCRIPTION = "This page does not exist on Nocturne."

# Used when the web app has not been built (e.g. API-only tests); says how to build it.
FALLBACK_INDEX = f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Nocturne</title>{META_PLACEHOLDER}</head>
<body>{ROOT_ELEMENT}<p>The web app is not built. Run <code>make run</code>.</p></body></html>
"""


def meta_tags(
    settings: Settings,
    path: str,
    title: str,
    description: str,
    *,
    og_type: str = "website",
    image: str | None = None,
    image_alt: str | None = None,
    noindex: bool = False,
) -> str:
    """Title, description, canonical link, Open Graph and Twitter card tags, with absolute URLs from
    APP_ORIGIN; a page with an image gets the large card."""
    # One canonical address per page: /blog/x/ and /blog/x are the same page.
    url = settings.app_origin.rstrip("/") + (path.rstrip("/") or "/")
    t, d, u = html.escape(title), html.escape(description), html.escape(url)
    tags = [
        f'<meta name="description" content="{d}">',
        f'<link rel="canonical" href="{u}">',
        '<meta property="og:site_name" content="Nocturne">',
        f'<meta property="og:type" content="{html.escape(og_type)}">',
        f'<meta property="og:title" content="{t}">',
        f'<meta property="og:description" content="{d}">',
        f'<meta property="og:url" content="{u}">',
    ]
    if image:
        tags.append(f'<meta property="og:image" content="{html.escape(image)}">')
        if image_alt:
            tags.append(f'<meta property="og:image:alt" content="{html.escape(image_alt)}">')
        tags += [
            '<meta name="twitter:card" content="summary_large_image">',
            f'<meta name="twitter:image" content="{html.escape(image)}">',
        ]
    else:
        tags.append('<meta name="twitter:card" content="summary">')
    tags += [
        f'<meta name="twitter:title" content="{t}">',
        f'<meta name="twitter:description" content="{d}">',
    ]
    if noindex:
        tags.append('<meta name="robots" content="noindex">')
    return "\n".join(tags)


def script_json(value: Any) -> str:
    """JSON that is safe inside a <script> element: no `</` (it would end the element), no `<!--`,
    and the line separators that old parsers choke on escaped."""
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    return (
        text.replace("<", "\\u003c")
        .replace(">", "\\u003e")
        .replace("&", "\\u0026")
        .replace("\u2028", "\\u2028")
        .replace("\u2029", "\\u2029")
    )


def render_index(
    template: str,
    settings: Settings,
    path: str,
    title: str,
    description: str,
    preload: str = "",
    page: PageContent | None = None,
) -> str:
    page_title = title if "Nocturne" in title else f"{title} — Nocturne"
    out = template.replace("<title>Nocturne</title>", f"<title>{html.escape(page_title)}</title>", 1)
    head = [
        meta_tags(
            settings,
            path,
            page_title,
            description,
            og_type=page.og_type if page else "website",
            image=page.image if page else None,
            image_alt=page.image_alt if page else None,
            noindex=page.noindex if page else False,
        )
    ]
    if preload:
        head.append(preload)
    if page is not None:
        head += [f'<script type="application/ld+json">{script_json(item)}</script>' for item in page.json_ld]
        if page.data is not None:
            head.append(f'<script type="application/json" id="page-data">{script_json(page.data)}</script>')
    out = out.replace(META_PLACEHOLDER, "\n".join(head), 1)
    if page is not None and page.body_html:
        out = out.replace(ROOT_ELEMENT, f'<div id="root">{page.body_html}</div>', 1)
    return out


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


def _static_file(dist: Path, full_path: str) -> Path | None:
    """The built file at this path, if there is one (file-system checks: run off the event loop)."""
    if not (full_path and is_servable(full_path) and dist.exists()):
        return None
    candidate = (dist / full_path).resolve()
    if candidate.is_file() and candidate.is_relative_to(dist.resolve()):
        return candidate
    return None


def mount_spa(app: FastAPI, settings: Settings) -> None:
    routes = RouteTable.load(settings.routes_file)
    dist: Path = settings.web_dist
    index_file = dist / "index.html"

    def template() -> str:
        # Read on each request in development so a rebuild shows up without a restart.
        return index_file.read_text() if index_file.exists() else FALLBACK_INDEX

    def shell(path: str, pattern: str, title: str, description: str, page: PageContent | None) -> str:
        return render_index(template(), settings, path, title, description, preload_tags(dist, pattern), page)

    @app.get("/robots.txt", include_in_schema=False)
    async def robots() -> Response:
        return PlainTextResponse(seo.robots_txt(settings), headers={"Cache-Control": "public, max-age=3600"})

    @app.get("/sitemap.xml", include_in_schema=False)
    async def sitemap(db: SessionDep) -> Response:
        xml = seo.sitemap_xml(await seo.sitemap_urls(db, settings))
        return Response(xml, media_type="application/xml", headers={"Cache-Control": "public, max-age=3600"})

    @app.get("/{full_path:path}", include_in_schema=False)
    async def spa(full_path: str, request: Request) -> Response:
        path = "/" + full_path
        if path == "/api" or path.startswith("/api/"):
            return error_response(404, "NotFound", f"No API route {path}.")
        static = await asyncio.to_thread(_static_file, dist, full_path)
        if static is not None:
            return file_response(static, full_path, request.headers.get("accept-encoding"))
        # The shell names the current build's assets: revalidated on every visit, never stale.
        headers = {"Cache-Control": REVALIDATE}
        route: Route | None = routes.match(path)
        page: PageContent | None = None
        renderer = RENDERERS.get(route.path) if route else None
        if route is not None and renderer is not None:
            params = route.params(path)
            async with request.app.state.runtime.transaction() as db:
                page = await renderer(request, db, params)
            if page is None:
                route = None
        if route is None:
            # No page, so no route chunks: the session preload alone.
            body = await asyncio.to_thread(shell, path, "*", NOT_FOUND_TITLE, NOT_FOUND_DESCRIPTION, None)
            return HTMLResponse(body, status_code=404, headers=headers)
        title, description = (page.title, page.description) if page else (route.title, route.description)
        body = await asyncio.to_thread(shell, path, route.path, title, description, page)
        return HTMLResponse(body, status_code=page.status if page else 200, headers=headers)
