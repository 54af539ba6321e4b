"""The server serves the web app for every spec route (spec 2), a 404 page for the rest, JSON 404 under
/api, and page meta in the HTML for crawlers (issue 2)."""

from __future__ import annotations

import json

import httpx
import pytest

from nocturne.config import Settings
from nocturne.site.routes import RouteTable

# Paths of routes without a page renderer, or whose renderer finds the page (a renderer answers 404
# for a slug or id it does not know: tests/content/, tests/social/).
SAMPLE_PATHS = [
    "/",
    "/chat/abc",
    "/char/123",
    "/u/someone/connections",
    "/directory/anime",
    "/blog/getting-started",
    "/ai-porn",
    "/character-ai-alternatives",
    "/banners/728x90",
    "/admin/customer",
    "/moderators/emergency",
    "/age-verification/finalize",
    "/profile/notifications",
]


def _static_paths(settings: Settings) -> list[str]:
    return [r["path"] for r in json.loads(settings.routes_file.read_text()) if ":" not in r["path"]]


async def test_every_static_route_serves_the_app(client: httpx.AsyncClient, settings: Settings) -> None:
    paths = _static_paths(settings)
    assert len(paths) >= 50
    for path in paths:
        r = await client.get(path)
        assert r.status_code == 200, path
        assert r.headers["content-type"].startswith("text/html")


@pytest.mark.parametrize("path", SAMPLE_PATHS)
async def test_dynamic_routes_serve_the_app(client: httpx.AsyncClient, path: str) -> None:
    r = await client.get(path)
    assert r.status_code == 200
    assert "<title>" in r.text


@pytest.mark.parametrize("path", ["/nope", "/chat/a/b/c", "/profile/unknown", "/banners/100x100"])
async def test_unknown_paths_get_404_page(client: httpx.AsyncClient, path: str) -> None:
    r = await client.get(path)
    assert r.status_code == 404
    assert r.headers["content-type"].startswith("text/html")
    assert "<title>Page not found — Nocturne</title>" in r.text


@pytest.mark.parametrize("path", ["/api", "/api/", "/api/chat/abc", "/api/profile", "/api/admin/nope"])
async def test_api_paths_never_get_the_app(client: httpx.AsyncClient, path: str) -> None:
    r = await client.get(path)
    assert r.status_code == 404
    assert r.headers["content-type"] == "application/json"
    assert r.json()["error"] == "NotFound"


async def test_public_page_meta_in_html(client: httpx.AsyncClient) -> None:
    r = await client.get("/terms")
    assert "<title>Terms of Service — Nocturne</title>" in r.text
    assert '<meta name="description" content="The terms for using this Nocturne installation' in r.text
    assert '<meta property="og:title" content="Terms of Service — Nocturne">' in r.text
    assert '<meta property="og:url" content="http://127.0.0.1:8000/terms">' in r.text
    assert '<link rel="canonical" href="http://127.0.0.1:8000/terms">' in r.text


async def test_links_use_configured_origin(app: object) -> None:
    app.state.settings.app_origin = "https://nocturne.example"  # type: ignore[attr-defined]
    from tests.helpers import new_client

    async with new_client(app) as c:
        r = await c.get("/blog")
    assert '<meta property="og:url" content="https://nocturne.example/blog">' in r.text


def test_route_table_prefers_static_over_dynamic(settings: Settings) -> None:
    table = RouteTable.load(settings.routes_file)
    assert table.match("/chat/create").path == "/chat/create"  # type: ignore[union-attr]
    assert table.match("/chat/42").path == "/chat/:id"  # type: ignore[union-attr]
    assert table.match("/api/chat") is None


async def test_health_and_ready(client: httpx.AsyncClient) -> None:
    assert (await client.get("/healthz")).json() == {"status": "ok"}
    assert (await client.get("/readyz")).json() == {"status": "ready"}
