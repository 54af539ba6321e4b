"""Helpers shared by the API tests."""

from __future__ import annotations

import uuid

import httpx

ORIGIN = "http://127.0.0.1:8000"
PASSWORD = "correct horse battery"


async def csrf(client: httpx.AsyncClient) -> str:
    """Fetch the session info so the client holds a CSRF cookie, and send the token on writes."""
    response = await client.get("/api/auth/session")
    token: str = response.json()["csrfToken"]
    client.headers["X-CSRF-Token"] = token
    return token


async def signup(
    client: httpx.AsyncClient,
    *,
    email: str | None = None,
    username: str | None = None,
    password: str = PASSWORD,
) -> dict:
    """Sign up a fresh account on this client; returns the session info."""
    await csrf(client)
    suffix = uuid.uuid4().hex[:8]
    response = await client.post(
        "/api/auth/signup",
        json={
            "email": email or f"u{suffix}@example.com",
            "username": username or f"u{suffix}",
            "password": password,
        },
    )
    assert response.status_code == 201, response.text
    return response.json()


def new_client(app: object) -> httpx.AsyncClient:
    """Another browser against the same app."""
    return httpx.AsyncClient(
        transport=httpx.ASGITransport(app=app),  # type: ignore[arg-type]
        base_url=ORIGIN,
        headers={"Origin": ORIGIN},
    )
