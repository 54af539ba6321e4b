"""sitemap.xml and robots.txt (issue 13: built from the content and the public profiles and
characters, every URL from APP_ORIGIN, spec 2), and an operator's CONTENT_DIR."""

from __future__ import annotations

import json
import os
import uuid
import xml.etree.ElementTree as ET
from pathlib import Path

import httpx
from fastapi import FastAPI
from sqlalchemy import update
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.config import Settings
from nocturne.main import create_app
from nocturne.models import User
from tests.characters.api_helpers import adult, create
from tests.content.helpers import Page
from tests.helpers import ORIGIN, new_client

SITEMAP_NS = "{http://www.sitemaps.org/schemas/sitemap/0.9}"


async def sitemap(client: httpx.AsyncClient) -> list[str]:
    r = await client.get("/sitemap.xml")
    assert r.status_code == 200
    assert r.headers["content-type"].startswith("application/xml")
    return [loc.text or "" for loc in ET.fromstring(r.text).iter(f"{SITEMAP_NS}loc")]


async def test_sitemap_lists_exactly_the_public_pages(app: FastAPI, db: AsyncSession) -> None:
    async with new_client(app) as alice, new_client(app) as bob:
        alice_info = await adult(alice)
        public = await create(alice, name="Shown", visibility="public")
        private = await create(alice, name="Hidden", visibility="private")
        bob_info = await adult(bob)
        await create(bob, name="Bob's", visibility="public")
        bob_public = (await bob.get("/api/directory")).json()["items"]
    await db.execute(
        update(User).where(User.id == uuid.UUID(bob_info["user"]["id"])).values(profile_private=True)
    )
    await db.commit()

    async with new_client(app) as visitor:
        urls = await sitemap(visitor)
    alice_name = alice_info["user"]["username"]
    bob_name = bob_info["user"]["username"]
    bob_character = next(c["id"] for c in bob_public if c["name"] == "Bob's")
    content = [
        "/", "/blog", "/press", "/type", "/terms", "/ai-hentai", "/ai-image-generator", "/ai-porn",
        "/free-ai-girlfriend", "/nsfw-ai-generator", "/nsfw-character-ai", "/nude-ai", "/undress-ai",
        "/character-ai-alternatives", "/janitor-ai-alternatives",
        "/blog/getting-started", "/blog/writing-a-character-card", "/blog/how-moderation-keeps-it-safe",
        "/press/nocturne-launches", "/comparison/nocturne-vs-sillytavern",
        "/comparison/nocturne-vs-hosted-companion-apps", "/site/about", "/site/privacy", "/site/contact",
        "/landing/companions", "/landing/roleplay",
        "/type/romance", "/type/fantasy", "/type/anime", "/type/slice-of-life", "/type/sci-fi",
    ]  # fmt: skip
    expected = [ORIGIN + p for p in content]
    expected += [
        f"{ORIGIN}/char/{public['id']}",
        f"{ORIGIN}/char/{bob_character}",
        f"{ORIGIN}/u/{alice_name}",
    ]
    assert sorted(urls) == sorted(expected)
    assert f"{ORIGIN}/char/{private['id']}" not in urls
    assert f"{ORIGIN}/u/{bob_name}" not in urls  # a private profile
    # The gated picker pages are not public pages.
    assert f"{ORIGIN}/choose-your-slut" not in urls


async def test_robots_txt(client: httpx.AsyncClient) -> None:
    r = await client.get("/robots.txt")
    assert r.status_code == 200
    assert r.headers["content-type"].startswith("text/plain")
    lines = r.text.splitlines()
    assert lines[0] == "User-agent: *"
    for path in ("/api/", "/admin", "/moderators", "/profile", "/chat", "/checkout"):
        assert f"Disallow: {path}" in lines
    assert f"Sitemap: {ORIGIN}/sitemap.xml" in lines


async def test_urls_come_from_app_origin(app: FastAPI) -> None:
    app.state.settings.app_origin = "https://nocturne.example"
    async with new_client(app) as c:
        assert "Sitemap: https://nocturne.example/sitemap.xml" in (await c.get("/robots.txt")).text
        urls = await sitemap(c)
        page = Page((await c.get("/blog/getting-started")).text)
    assert urls
    assert all(u.startswith("https://nocturne.example/") for u in urls)
    assert page.links["canonical"] == "https://nocturne.example/blog/getting-started"
    assert page.ld("Article")["mainEntityOfPage"] == "https://nocturne.example/blog/getting-started"


async def test_content_dir_replaces_the_shipped_set(settings: Settings, tmp_path: Path) -> None:
    (tmp_path / "blog").mkdir()
    (tmp_path / "blog" / "ours.md").write_text(
        "---\ntitle: Our own news\ndescription: Written by the operator.\ndate: 2026-02-03\n---\n\n"
        "Hello from </script><script>alert(1)</script> us.\n"
    )
    app = create_app(settings.model_copy(update={"content_dir": tmp_path}))
    async with app.router.lifespan_context(app), new_client(app) as c:
        assert (await c.get("/blog/getting-started")).status_code == 404
        r = await c.get("/blog/ours")
        assert r.status_code == 200
        page = Page(r.text)
        assert page.h1 == ["Our own news"]
        # The markdown's raw HTML is text, and the embedded data cannot end its script element.
        assert "<script>alert(1)" not in r.text
        assert "&lt;/script&gt;" in page.page_data["html"]
        assert [i["path"] for i in Page((await c.get("/blog")).text).page_data["items"]] == ["/blog/ours"]
        urls = await sitemap(c)
        assert f"{ORIGIN}/blog/ours" in urls
        assert f"{ORIGIN}/terms" not in urls
        # The home page exists without a file of its own.
        assert (await c.get("/")).status_code == 200
        assert json.loads(json.dumps(Page((await c.get("/")).text).page_data))["kind"] == "home"


async def test_an_edited_file_shows_on_the_next_request(settings: Settings, tmp_path: Path) -> None:
    post = tmp_path / "site" / "news.md"
    post.parent.mkdir()
    post.write_text("---\ntitle: First title\ndescription: x\n---\n\nBody.\n")
    app = create_app(settings.model_copy(update={"content_dir": tmp_path}))
    async with app.router.lifespan_context(app), new_client(app) as c:
        assert Page((await c.get("/site/news")).text).h1 == ["First title"]
        post.write_text("---\ntitle: Second title\ndescription: x\n---\n\nBody.\n")
        stamp = post.stat().st_mtime_ns + 1_000_000_000
        os.utime(post, ns=(stamp, stamp))
        assert Page((await c.get("/site/news")).text).h1 == ["Second title"]
        post.unlink()
        assert (await c.get("/site/news")).status_code == 404
