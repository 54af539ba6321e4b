"""The SPA handler writes a renderer's page into the shell (issue 13: every public page is
server-rendered HTML with its own tags, spec 2): any domain's renderer, by route pattern."""

from __future__ import annotations

import json
from collections.abc import Iterator

import httpx
import pytest
from fastapi import Request
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.site.page_content import PageContent
from nocturne.site.renderers import RENDERERS
from tests.content.helpers import Page, root_html
from tests.helpers import ORIGIN

PATTERN = "/share/:id"


async def fake_share(request: Request, db: AsyncSession, params: dict[str, str]) -> PageContent | None:
    """A stand-in for another domain's renderer: it reads the database and its route's params."""
    assert await db.scalar(text("select 1")) == 1
    if params["id"] == "missing":
        return None
    return PageContent(
        title=f"Shared </script> {params['id']}",
        description="A shared image.",
        image=f"{ORIGIN}/api/share/{params['id']}/image",
        image_alt="A blurred picture",
        og_type="article",
        body_html="<p>Shared body</p>",
        json_ld=[{"@context": "https://schema.org", "@type": "ImageObject", "name": "</script><b>x"}],
        data={"id": params["id"], "caption": "</script><script>alert(1)</script>\u2028"},
        noindex=True,
    )


@pytest.fixture
def share_renderer() -> Iterator[None]:
    previous = RENDERERS.get(PATTERN)
    RENDERERS[PATTERN] = fake_share
    yield
    if previous is None:
        del RENDERERS[PATTERN]
    else:
        RENDERERS[PATTERN] = previous


@pytest.mark.usefixtures("share_renderer")
async def test_a_renderers_page_is_written_into_the_shell(client: httpx.AsyncClient) -> None:
    r = await client.get("/share/abc")
    assert r.status_code == 200
    assert r.headers["cache-control"] == "no-cache"
    page = Page(r.text)
    assert page.title == "Shared </script> abc — Nocturne"
    assert page.meta["og:type"] == "article"
    assert page.meta["og:image"] == f"{ORIGIN}/api/share/abc/image"
    assert page.meta["og:image:alt"] == "A blurred picture"
    assert page.meta["twitter:card"] == "summary_large_image"
    assert page.meta["twitter:image"] == f"{ORIGIN}/api/share/abc/image"
    assert page.meta["robots"] == "noindex"
    assert page.links["canonical"] == f"{ORIGIN}/share/abc"
    assert root_html(r.text) == "<p>Shared body</p>"
    # JSON in script elements cannot close them: `</` is escaped, and the value reads back intact.
    assert r.text.count("</script>") == r.text.count("<script")
    assert page.ld("ImageObject")["name"] == "</script><b>x"
    assert page.page_data == {"id": "abc", "caption": "</script><script>alert(1)</script>\u2028"}
    # The session preload is kept beside the page's tags.
    assert '<link rel="preload" href="/api/auth/session"' in r.text


@pytest.mark.usefixtures("share_renderer")
async def test_a_renderers_none_is_the_404_page(client: httpx.AsyncClient) -> None:
    r = await client.get("/share/missing")
    assert r.status_code == 404
    assert "<title>Page not found — Nocturne</title>" in r.text
    assert 'id="page-data"' not in r.text


async def test_a_page_without_an_image_gets_the_small_card(client: httpx.AsyncClient) -> None:
    page = Page((await client.get("/terms")).text)
    assert page.meta["twitter:card"] == "summary"
    assert "og:image" not in page.meta
    assert "robots" not in page.meta


async def test_routes_without_a_renderer_keep_the_route_table_tags(client: httpx.AsyncClient) -> None:
    r = await client.get("/login")
    page = Page(r.text)
    assert page.title == "Log in — Nocturne"
    assert page.page_data is None
    assert '<div id="root"></div>' in r.text


def test_page_data_is_valid_json_for_every_character() -> None:
    from nocturne.site.spa import script_json

    value = {"a": "</script>", "b": "<!--", "c": "&", "d": "\u2028\u2029", "e": "ünïcode"}
    out = script_json(value)
    assert "<" not in out
    assert ">" not in out
    assert json.loads(out) == value


def test_no_render_blocking_script_before_the_content() -> None:
    """Issue 13 (SEO basics): the shell's only script is the app's module script, deferred by nature,
    so the server-sent content shows before any JavaScript runs."""
    import re

    from nocturne.config import REPO_ROOT

    shell = (REPO_ROOT / "web" / "index.html").read_text()
    scripts = re.findall(r"<script\b[^>]*>", shell)
    assert scripts
    assert all('type="module"' in tag for tag in scripts)


async def test_the_canonical_url_has_no_trailing_slash(client: httpx.AsyncClient) -> None:
    page = Page((await client.get("/blog/getting-started/")).text)
    assert page.links["canonical"] == f"{ORIGIN}/blog/getting-started"
    assert Page((await client.get("/")).text).links["canonical"] == f"{ORIGIN}/"
