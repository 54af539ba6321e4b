"""Spec 2, 9 Banners: the five sizes, each a page with the banner box at its size, linking to signup with
the referral code; banner pages may be framed by any site, every other response refuses framing."""

from __future__ import annotations

import re

import httpx
import pytest

from nocturne.promotion.banners import SIZES

FRAMABLE = "frame-ancestors *"


@pytest.mark.parametrize("size", sorted(SIZES))
async def test_each_banner_page_has_its_exact_box_and_links_to_signup_with_the_code(
    client: httpx.AsyncClient, size: str
) -> None:
    response = await client.get(f"/banners/{size}?ref=Friend42")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/html")
    width, height = size.split("x")
    page = response.text
    assert f".banner{{width:{width}px;height:{height}px}}" in page
    assert "margin:0" in page
    link = re.search(
        r'<a class="banner [a-z]+" id="banner" data-size="' + size + r'" href="([^"]+)" target="_top"', page
    )
    assert link is not None
    assert link.group(1) == "http://127.0.0.1:8000/signup?ref=friend42"
    assert "Chat free" in page
    # No JavaScript: the banner shows at once inside any frame.
    assert "<script" not in page


async def test_a_malformed_code_is_left_out_of_the_link(client: httpx.AsyncClient) -> None:
    page = (await client.get('/banners/728x90?ref="><script>')).text
    assert 'href="http://127.0.0.1:8000/signup"' in page
    assert "<script" not in page


async def test_banner_pages_may_be_framed_by_any_site(client: httpx.AsyncClient) -> None:
    for size in SIZES:
        response = await client.get(f"/banners/{size}")
        assert response.headers["content-security-policy"] == FRAMABLE
        assert "x-frame-options" not in response.headers


@pytest.mark.parametrize(
    "path", ["/", "/banners", "/banners/iframe-guide", "/signup", "/api/auth/session", "/nope"]
)
async def test_every_other_response_refuses_framing(client: httpx.AsyncClient, path: str) -> None:
    response = await client.get(path)
    assert "frame-ancestors 'none'" in response.headers["content-security-policy"]
    assert response.headers["x-frame-options"] == "DENY"


async def test_an_unknown_banner_size_is_not_a_banner(client: httpx.AsyncClient) -> None:
    response = await client.get("/banners/100x100")
    assert response.status_code == 404
    assert response.headers["x-frame-options"] == "DENY"
