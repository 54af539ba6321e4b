"""OAuth sign-in with PKCE (issue 2): the provider's HTTP calls are replaced by respx."""

from __future__ import annotations

import base64
import hashlib
from urllib.parse import parse_qs, urlsplit

import httpx
import respx
from fastapi import FastAPI

from tests.helpers import new_client


def _configure(app: FastAPI, provider: str) -> None:
    s = app.state.settings
    s.oauth_provider = provider
    s.oauth_client_id = "client-123"
    s.oauth_client_secret = "secret-456"


async def _start(c: httpx.AsyncClient) -> dict[str, list[str]]:
    r = await c.get("/api/auth/oauth/google/login", params={"next": "/chat"})
    assert r.status_code == 302
    location = urlsplit(r.headers["location"])
    assert location.netloc == "accounts.google.com"
    return parse_qs(location.query)


async def test_google_sign_in_with_pkce(app: FastAPI) -> None:
    _configure(app, "google")
    async with new_client(app) as c:
        assert (await c.get("/api/auth/session")).json()["providers"] == ["google"]
        query = await _start(c)
        assert query["code_challenge_method"] == ["S256"]
        assert query["client_id"] == ["client-123"]
        assert query["redirect_uri"] == ["http://127.0.0.1:8000/api/auth/oauth/google/callback"]
        challenge = query["code_challenge"][0]
        state = query["state"][0]

        seen: dict[str, str] = {}

        def token_endpoint(request: httpx.Request) -> httpx.Response:
            form = parse_qs(request.content.decode())
            seen["verifier"] = form["code_verifier"][0]
            seen["code"] = form["code"][0]
            return httpx.Response(
                200, json={"access_token": "at-1", "token_type": "Bearer", "expires_in": 3600}
            )

        with respx.mock(assert_all_called=True) as mock:
            mock.post("https://oauth2.googleapis.com/token").mock(side_effect=token_endpoint)
            mock.get("https://openidconnect.googleapis.com/v1/userinfo").mock(
                return_value=httpx.Response(
                    200,
                    json={"sub": "g-1", "email": "Oa@Example.com", "email_verified": True, "name": "Oa User"},
                )
            )
            r = await c.get("/api/auth/oauth/google/callback", params={"code": "the-code", "state": state})
        assert r.status_code == 302
        assert r.headers["location"] == "/chat"
        # The verifier sent at exchange matches the challenge sent at the start (PKCE S256).
        digest = (
            base64.urlsafe_b64encode(hashlib.sha256(seen["verifier"].encode()).digest()).rstrip(b"=").decode()
        )
        assert digest == challenge
        assert seen["code"] == "the-code"
        me = (await c.get("/api/me")).json()
        assert me["email"] == "oa@example.com"
        assert me["displayName"] == "Oa User"


async def test_wrong_state_is_refused(app: FastAPI) -> None:
    _configure(app, "google")
    async with new_client(app) as c:
        await _start(c)
        r = await c.get("/api/auth/oauth/google/callback", params={"code": "x", "state": "forged"})
        assert r.status_code == 302
        assert r.headers["location"].startswith("/login?error=")
        assert (await c.get("/api/me")).status_code == 401


async def test_unconfigured_provider_is_404(client: httpx.AsyncClient) -> None:
    r = await client.get("/api/auth/oauth/discord/login")
    assert r.status_code == 404
    assert "not set up" in r.json()["detail"]


async def test_provider_error_becomes_a_login_message(app: FastAPI) -> None:
    _configure(app, "google")
    async with new_client(app) as c:
        state = (await _start(c))["state"][0]
        with respx.mock() as mock:
            mock.post("https://oauth2.googleapis.com/token").mock(return_value=httpx.Response(500))
            r = await c.get("/api/auth/oauth/google/callback", params={"code": "x", "state": state})
        assert r.headers["location"].startswith("/login?error=Sign-in%20with%20google%20failed")
