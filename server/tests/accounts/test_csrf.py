"""CSRF rejection (issue 2): writes need the token header and a same-origin request."""

from __future__ import annotations

import httpx
import pytest

from tests.helpers import ORIGIN, csrf, new_client

BODY = {"email": "x@example.com", "password": "whatever"}


async def test_write_without_token_is_403(client: httpx.AsyncClient) -> None:
    await client.get("/api/auth/session")  # has the cookie, but sends no header
    response = await client.post("/api/auth/login", json=BODY)
    assert response.status_code == 403
    assert response.json() == {
        "error": "CSRFError",
        "detail": "This request is missing its CSRF token. Reload the page and try again.",
    }


async def test_wrong_token_is_403(client: httpx.AsyncClient) -> None:
    await csrf(client)
    client.headers["X-CSRF-Token"] = "x" * 43
    assert (await client.post("/api/auth/login", json=BODY)).status_code == 403


@pytest.mark.parametrize(
    "headers",
    [
        {"Origin": "https://evil.example"},
        {"Origin": "http://127.0.0.1:8000.evil.example"},
    ],
)
async def test_foreign_origin_is_403(app: object, headers: dict[str, str]) -> None:
    async with new_client(app) as c:
        await csrf(c)
        c.headers.update(headers)
        response = await c.post("/api/auth/login", json=BODY)
    assert response.status_code == 403
    assert response.json()["detail"] == "Cross-site requests are not allowed."


async def test_cross_site_fetch_metadata_is_403(app: object) -> None:
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=ORIGIN) as c:  # type: ignore[arg-type]
        await csrf(c)
        c.headers["Sec-Fetch-Site"] = "cross-site"
        assert (await c.post("/api/auth/login", json=BODY)).status_code == 403
        c.headers["Sec-Fetch-Site"] = "same-origin"
        assert (await c.post("/api/auth/login", json=BODY)).status_code == 401


async def test_no_origin_and_no_fetch_metadata_is_403(app: object) -> None:
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=ORIGIN) as c:  # type: ignore[arg-type]
        await csrf(c)
        assert (await c.post("/api/auth/login", json=BODY)).status_code == 403


async def test_reads_need_no_token(client: httpx.AsyncClient) -> None:
    assert (await client.get("/api/countries")).status_code == 200


async def test_same_origin_with_token_passes(client: httpx.AsyncClient) -> None:
    await csrf(client)
    assert (await client.post("/api/auth/login", json=BODY)).status_code == 401  # reached the endpoint
