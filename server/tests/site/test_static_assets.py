"""The built web app's files (issue 8, web weight): hashed assets go out precompressed by
Accept-Encoding (brotli preferred, then gzip, else the file itself) and cached for good; the HTML
shell is never cached and preloads the route's own chunks; build metadata stays private."""

from __future__ import annotations

import gzip
import json
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest

from nocturne.config import Settings
from nocturne.main import create_app
from nocturne.site.static import IMMUTABLE, accepted_encodings
from tests.helpers import new_client

JS = b"export const greeting = 'hello';\n" * 200
# Stands in for the brotli copy: the server sends the file's bytes as they are, so any content that
# differs from the gzip copy and the original shows which one was picked.
BROTLI_STAND_IN = b"brotli bytes"
ENTRY = "assets/index-a1b2c3.js"
CHAT_CHUNK = "assets/chat-page-d4e5f6.js"
CHAT_CSS = "assets/chat-page-0a0b0c.css"


@pytest.fixture
def dist(tmp_path: Path) -> Path:
    root = tmp_path / "dist"
    (root / "assets").mkdir(parents=True)
    (root / ".vite").mkdir()
    (root / "index.html").write_text(
        "<!doctype html><html><head><title>Nocturne</title><!--app-meta-->"
        f'<script type="module" src="/{ENTRY}"></script></head><body></body></html>'
    )
    (root / ENTRY).write_bytes(JS)
    (root / f"{ENTRY}.gz").write_bytes(gzip.compress(JS))
    (root / f"{ENTRY}.br").write_bytes(BROTLI_STAND_IN)
    (root / CHAT_CHUNK).write_bytes(b"export {};\n")
    (root / CHAT_CSS).write_bytes(b"body{}\n")
    (root / "favicon.svg").write_text("<svg/>")
    (root / ".vite" / "manifest.json").write_text("{}")
    entry = {"js": [ENTRY], "css": []}
    table = {
        "entry": entry,
        "routes": {
            "/": entry,
            "/chat/:id": {"js": [CHAT_CHUNK, ENTRY], "css": [CHAT_CSS]},
        },
    }
    (root / ".vite" / "route-chunks.json").write_text(json.dumps(table))
    return root


@pytest.fixture
async def site(settings: Settings, dist: Path) -> AsyncIterator[httpx.AsyncClient]:
    app = create_app(settings.model_copy(update={"web_dist": dist}))
    async with app.router.lifespan_context(app), new_client(app) as client:
        yield client


async def raw_get(client: httpx.AsyncClient, path: str, accept: str) -> tuple[httpx.Response, bytes]:
    """The response and its body exactly as sent (httpx would otherwise decode gzip)."""
    async with client.stream("GET", path, headers={"Accept-Encoding": accept}) as r:
        body = b"".join([chunk async for chunk in r.aiter_raw()])
    return r, body


@pytest.mark.parametrize(
    ("header", "expected"),
    [
        ("gzip, deflate, br, zstd", {"br", "gzip"}),
        ("gzip", {"gzip"}),
        ("br;q=0.5, gzip;q=1.0", {"br", "gzip"}),
        ("br;q=0, gzip", {"gzip"}),
        ("*", {"br", "gzip"}),
        ("*;q=0, gzip", {"gzip"}),
        ("identity", set()),
        ("", set()),
        (None, set()),
        ("GZIP ; Q=0.8", {"gzip"}),
        ("br;q=nonsense", set()),
    ],
)
def test_accepted_encodings(header: str | None, expected: set[str]) -> None:
    assert accepted_encodings(header) == expected


async def test_brotli_is_preferred_when_accepted(site: httpx.AsyncClient, dist: Path) -> None:
    r, body = await raw_get(site, f"/{ENTRY}", "gzip, deflate, br")
    assert r.status_code == 200
    assert r.headers["content-encoding"] == "br"
    assert body == BROTLI_STAND_IN
    assert r.headers["content-length"] == str(len(BROTLI_STAND_IN))
    assert r.headers["content-type"].startswith("text/javascript")
    assert r.headers["vary"] == "Accept-Encoding"
    assert r.headers["cache-control"] == IMMUTABLE == "public, max-age=31536000, immutable"


async def test_gzip_when_brotli_is_not_accepted(site: httpx.AsyncClient) -> None:
    r, body = await raw_get(site, f"/{ENTRY}", "gzip, br;q=0")
    assert r.headers["content-encoding"] == "gzip"
    assert gzip.decompress(body) == JS
    assert r.headers["content-type"].startswith("text/javascript")
    assert r.headers["vary"] == "Accept-Encoding"
    assert r.headers["cache-control"] == IMMUTABLE


@pytest.mark.parametrize("accept", ["identity", "", "deflate", "br;q=0, gzip;q=0"])
async def test_the_file_itself_when_no_copy_is_accepted(site: httpx.AsyncClient, accept: str) -> None:
    r, body = await raw_get(site, f"/{ENTRY}", accept)
    assert "content-encoding" not in r.headers
    assert body == JS
    assert r.headers["vary"] == "Accept-Encoding"
    assert r.headers["cache-control"] == IMMUTABLE


async def test_asset_without_copies_is_sent_as_is(site: httpx.AsyncClient) -> None:
    r, body = await raw_get(site, f"/{CHAT_CSS}", "gzip, br")
    assert "content-encoding" not in r.headers
    assert "vary" not in r.headers
    assert body == b"body{}\n"
    assert r.headers["content-type"].startswith("text/css")
    assert r.headers["cache-control"] == IMMUTABLE


async def test_unhashed_files_are_revalidated(site: httpx.AsyncClient) -> None:
    r = await site.get("/favicon.svg")
    assert r.status_code == 200
    assert r.headers["cache-control"] == "no-cache"


@pytest.mark.parametrize(("path", "status"), [("/", 200), ("/terms", 200), ("/no-such-page", 404)])
async def test_html_shell_is_never_cached(site: httpx.AsyncClient, path: str, status: int) -> None:
    r = await site.get(path, headers={"Accept-Encoding": "gzip, br"})
    assert r.status_code == status
    assert r.headers["content-type"].startswith("text/html")
    assert r.headers["cache-control"] == "no-cache"


@pytest.mark.parametrize("path", ["/.vite/manifest.json", "/.vite/route-chunks.json"])
async def test_build_metadata_is_not_served(site: httpx.AsyncClient, path: str) -> None:
    r = await site.get(path)
    assert r.status_code == 404
    assert r.headers["content-type"].startswith("text/html")


async def test_route_html_preloads_the_routes_own_chunks(site: httpx.AsyncClient) -> None:
    chat = (await site.get("/chat/5f0c0d5e-0000-4000-8000-000000000000")).text
    assert f'<link rel="modulepreload" crossorigin href="/{CHAT_CHUNK}">' in chat
    assert f'<link rel="stylesheet" crossorigin href="/{CHAT_CSS}">' in chat
    # The entry is index.html's own script: not preloaded a second time.
    assert f'modulepreload" crossorigin href="/{ENTRY}"' not in chat
    home = (await site.get("/")).text
    assert CHAT_CHUNK not in home
    assert "modulepreload" not in home


@pytest.mark.parametrize("path", ["/", "/chat/5f0c0d5e-0000-4000-8000-000000000000", "/no-such-page"])
async def test_every_page_preloads_the_session(site: httpx.AsyncClient, path: str) -> None:
    # The app asks for the session before it shows anything; the preload matches its fetch
    # (same origin, CORS mode) so the answer is reused, not fetched twice.
    page = (await site.get(path)).text
    assert '<link rel="preload" href="/api/auth/session" as="fetch" crossorigin="anonymous">' in page


async def test_pages_work_without_a_route_chunks_file(site: httpx.AsyncClient, dist: Path) -> None:
    (dist / ".vite" / "route-chunks.json").unlink()
    r = await site.get("/chat/5f0c0d5e-0000-4000-8000-000000000000")
    assert r.status_code == 200
    assert "modulepreload" not in r.text
