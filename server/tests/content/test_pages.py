"""Content and SEO pages are server-rendered (issue 13; spec 2 the discovery routes): the HTML the
server sends holds the page's content, its own tags and JSON-LD, and the data the web page starts from."""

from __future__ import annotations

import uuid

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import update
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.kit.clock import utcnow
from nocturne.models import User
from tests.characters.api_helpers import adult, create
from tests.content.helpers import Page, give_portrait, root_html
from tests.helpers import ORIGIN


async def test_landing_page_holds_its_content_and_tags(client: httpx.AsyncClient) -> None:
    r = await client.get("/landing/companions")
    assert r.status_code == 200
    page = Page(r.text)
    assert page.h1 == ["Your AI companions, your stories"]
    body = root_html(r.text)
    assert "Nocturne gives every character a personality" in body
    assert page.title == "AI companions for adults — Nocturne"
    assert page.meta["description"].startswith("Create adult AI characters")
    assert page.links["canonical"] == f"{ORIGIN}/landing/companions"
    assert page.meta["og:url"] == f"{ORIGIN}/landing/companions"
    assert page.meta["og:title"] == page.title
    assert page.meta["og:description"] == page.meta["description"]
    assert page.meta["og:type"] == "website"
    crumbs = page.ld("BreadcrumbList")["itemListElement"]
    assert [c["item"] for c in crumbs] == [f"{ORIGIN}/", f"{ORIGIN}/landing/companions"]
    assert page.page_data["kind"] == "landing"
    assert page.page_data["heading"] == "Your AI companions, your stories"
    assert "robots" not in page.meta


async def test_blog_post_is_an_article_with_its_faq(client: httpx.AsyncClient) -> None:
    r = await client.get("/blog/getting-started")
    assert r.status_code == 200
    page = Page(r.text)
    assert page.h1 == ["Getting started with Nocturne"]
    assert "Create your account and confirm your age</h2>" in root_html(r.text)
    assert page.meta["og:type"] == "article"
    assert page.links["canonical"] == f"{ORIGIN}/blog/getting-started"
    article = page.ld("Article")
    assert article["headline"] == "Getting started with Nocturne"
    assert article["datePublished"] == "2026-11-20"
    assert article["mainEntityOfPage"] == f"{ORIGIN}/blog/getting-started"
    faq = page.ld("FAQPage")["mainEntity"]
    assert faq[0]["name"] == "Do I need to pay to try Nocturne?"
    assert faq[0]["acceptedAnswer"]["text"].startswith("No.")
    names = [c["name"] for c in page.ld("BreadcrumbList")["itemListElement"]]
    assert names == ["Home", "Blog", "Getting started with Nocturne"]
    assert page.page_data["html"].startswith("<p>Nocturne is a place")


async def test_blog_index_lists_the_articles_newest_first(client: httpx.AsyncClient) -> None:
    page = Page((await client.get("/blog")).text)
    assert page.h1 == ["Blog"]
    paths = [item["path"] for item in page.page_data["items"]]
    assert paths == [
        "/blog/how-moderation-keeps-it-safe",
        "/blog/writing-a-character-card",
        "/blog/getting-started",
    ]


async def test_type_page_lists_public_characters_of_its_category(
    app: FastAPI, client: httpx.AsyncClient, db: AsyncSession
) -> None:
    """Public characters only; a portrait shows before the age gate only when it is not NSFW."""
    owner = await adult(client)
    safe = await create(client, name="Mira", visibility="public", category="romance")
    nsfw = await create(client, name="Dahlia", visibility="public", category="romance")
    await create(client, name="Secret", visibility="private", category="romance")
    await create(client, name="Elsewhere", visibility="public", category="fantasy")
    safe_media = await give_portrait(db, safe["id"], owner["user"]["id"], nsfw=False)
    await give_portrait(db, nsfw["id"], owner["user"]["id"], nsfw=True)

    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=ORIGIN) as visitor:
        r = await visitor.get("/type/romance")
    assert r.status_code == 200
    page = Page(r.text)
    assert page.h1 == ["Romance companions"]
    assert page.title == "Romance AI companions — Nocturne"
    assert page.links["canonical"] == f"{ORIGIN}/type/romance"
    body = root_html(r.text)
    assert "Mira" in body
    assert "Dahlia" in body
    assert "Secret" not in r.text
    assert "Elsewhere" not in r.text
    assert [img["src"] for img in page.images] == [f"/api/media/{safe_media}/thumb"]
    assert all(img.get("alt") for img in page.images)
    shown = {c["name"]: c["avatarUrl"] for c in page.page_data["characters"]}
    assert shown == {"Mira": f"/api/media/{safe_media}/thumb", "Dahlia": None}
    assert page.ld("BreadcrumbList")["itemListElement"][1]["name"] == "Character types"


async def test_gated_picker_lists_characters_without_pictures(
    app: FastAPI, client: httpx.AsyncClient, db: AsyncSession
) -> None:
    """Safety policy (age gate): /choose-your-slut is gated, so its server-sent list shows no picture."""
    owner = await adult(client)
    character = await create(client, name="Mira", visibility="public")
    await give_portrait(db, character["id"], owner["user"]["id"], nsfw=False)
    for path in ("/choose-your-slut", "/landing-char"):
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=ORIGIN) as visitor:
            r = await visitor.get(path)
        assert r.status_code == 200
        page = Page(r.text)
        assert len(page.h1) == 1
        assert "Mira" in root_html(r.text)
        assert page.images == []
        assert page.page_data["characters"][0]["avatarUrl"] is None


async def test_home_page_is_server_rendered(client: httpx.AsyncClient) -> None:
    r = await client.get("/")
    page = Page(r.text)
    assert page.h1 == ["Your AI companions, your stories"]
    assert page.title == "Nocturne — AI companions for adults"
    assert page.links["canonical"] == f"{ORIGIN}/"
    assert "Create your free account" in root_html(r.text)
    assert page.ld("WebSite")["url"] == f"{ORIGIN}/"


@pytest.mark.parametrize(
    "path",
    [
        "/terms",
        "/site/privacy",
        "/site/about",
        "/press/nocturne-launches",
        "/comparison/nocturne-vs-sillytavern",
        "/ai-hentai",
        "/undress-ai",
        "/character-ai-alternatives",
        "/janitor-ai-alternatives",
        "/type",
        "/press",
    ],
)
async def test_every_content_page_has_one_h1_and_its_own_tags(client: httpx.AsyncClient, path: str) -> None:
    r = await client.get(path)
    assert r.status_code == 200
    page = Page(r.text)
    assert len(page.h1) == 1
    assert page.links["canonical"] == ORIGIN + path
    assert page.meta["og:url"] == ORIGIN + path
    assert page.meta["description"]
    assert page.page_data["path"] == path


@pytest.mark.parametrize(
    "path", ["/blog/nope", "/press/nope", "/comparison/nope", "/type/nope", "/site/nope", "/landing/nope"]
)
async def test_unknown_slugs_are_404(client: httpx.AsyncClient, path: str) -> None:
    r = await client.get(path)
    assert r.status_code == 404
    assert r.headers["content-type"].startswith("text/html")
    assert "<title>Page not found — Nocturne</title>" in r.text
    api = await client.get("/api/content/page", params={"path": path})
    assert api.status_code == 404
    assert api.json()["detail"] == f"No page at {path}."


async def test_api_answers_what_the_page_started_from(client: httpx.AsyncClient) -> None:
    """Client-side navigation reads the same data the server embedded as #page-data."""
    page = Page((await client.get("/comparison/nocturne-vs-sillytavern")).text)
    api = await client.get("/api/content/page", params={"path": "/comparison/nocturne-vs-sillytavern"})
    assert api.status_code == 200
    assert api.json() == page.page_data
    assert "<table>" in api.json()["html"]


async def test_a_banned_session_still_reads_the_terms(client: httpx.AsyncClient, db: AsyncSession) -> None:
    """Spec 2: a banned session may stay on /terms (its page data too, for client-side navigation)."""
    info = await adult(client)
    await db.execute(
        update(User)
        .where(User.id == uuid.UUID(info["user"]["id"]))
        .values(banned_at=utcnow(), ban_reason="test")
    )
    await db.commit()
    assert (await client.get("/api/me")).status_code == 403
    r = await client.get("/api/content/page", params={"path": "/terms"})
    assert r.status_code == 200
    assert r.json()["heading"] == "Terms of Service"


async def test_type_index_shows_each_types_count_and_a_safe_portrait(
    app: FastAPI, client: httpx.AsyncClient, db: AsyncSession
) -> None:
    owner = await adult(client)
    romance = await create(client, name="Mira", visibility="public", category="romance")
    fantasy = await create(client, name="Dahlia", visibility="public", category="fantasy")
    await create(client, name="Secret", visibility="private", category="fantasy")
    safe = await give_portrait(db, romance["id"], owner["user"]["id"], nsfw=False)
    await give_portrait(db, fantasy["id"], owner["user"]["id"], nsfw=True)
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=ORIGIN) as visitor:
        page = Page((await visitor.get("/type")).text)
    items = {i["path"]: i for i in page.page_data["items"]}
    assert [i["path"] for i in page.page_data["items"]][:2] == ["/type/anime", "/type/fantasy"]
    assert (items["/type/romance"]["count"], items["/type/romance"]["image"]) == (
        1,
        f"/api/media/{safe}/thumb",
    )
    assert (items["/type/fantasy"]["count"], items["/type/fantasy"]["image"]) == (1, None)
    assert (items["/type/anime"]["count"], items["/type/anime"]["image"]) == (0, None)
    assert [img["src"] for img in page.images] == [f"/api/media/{safe}/thumb"]
    assert all(img.get("alt") for img in page.images)
