"""Sign up, log in, log out and password reset through the real API (issue 2, spec 1 and 6)."""

from __future__ import annotations

from email import message_from_bytes
from email.policy import default
from pathlib import Path

import httpx
import pytest

from nocturne.config import Settings
from tests.helpers import PASSWORD, csrf, new_client, signup


async def test_signup_starts_a_session(client: httpx.AsyncClient) -> None:
    info = await signup(client, email="Ada@Example.com", username="Ada_L")
    assert info["user"]["email"] == "ada@example.com"
    assert info["user"]["username"] == "Ada_L"
    assert info["user"]["role"] == "user"
    me = await client.get("/api/me")
    assert me.status_code == 200
    assert me.json()["username"] == "Ada_L"


async def test_session_cookie_attributes(client: httpx.AsyncClient) -> None:
    """Spec 9 Session: lifetime 34,560,000 s, path /, SameSite Lax; HttpOnly (issue 2)."""
    await csrf(client)
    response = await client.post(
        "/api/auth/signup", json={"email": "c@example.com", "username": "cookie", "password": PASSWORD}
    )
    header = next(h for h in response.headers.get_list("set-cookie") if h.startswith("nocturne_session="))
    assert "Max-Age=34560000" in header
    assert "Path=/" in header
    assert "SameSite=Lax" in header
    assert "HttpOnly" in header
    assert "Secure" not in header  # plain http origin


@pytest.mark.parametrize(
    ("field", "value"),
    [("email", "dup@example.com"), ("username", "DupName")],
)
async def test_duplicate_email_or_username_is_409(app: object, field: str, value: str) -> None:
    first = {"email": "dup@example.com", "username": "DupName"}
    async with new_client(app) as a:
        await signup(a, **first)
    async with new_client(app) as b:
        await csrf(b)
        body = {"email": "other@example.com", "username": "other_name", "password": PASSWORD}
        body[field] = value.upper() if field == "email" else value.lower()
        response = await b.post("/api/auth/signup", json=body)
    assert response.status_code == 409
    assert response.json()["error"] == "Conflict"
    assert ("e-mail" if field == "email" else "username") in response.json()["detail"]


async def test_signup_validation_names_the_fields(client: httpx.AsyncClient) -> None:
    await csrf(client)
    response = await client.post(
        "/api/auth/signup", json={"email": "not-an-email", "username": "x", "password": "short"}
    )
    assert response.status_code == 422
    fields = {e["field"] for e in response.json()["detail"]}
    assert fields == {"email", "username", "password"}


async def test_login_logout_login(app: object) -> None:
    async with new_client(app) as c:
        await signup(c, email="l@example.com", username="logger")
        assert (await c.post("/api/auth/logout")).status_code == 204
        assert (await c.get("/api/me")).status_code == 401
        wrong = await c.post("/api/auth/login", json={"email": "l@example.com", "password": "nope nope"})
        assert wrong.status_code == 401
        assert wrong.json()["detail"] == "The e-mail address or password is not correct."
        ok = await c.post("/api/auth/login", json={"email": "LOGGER", "password": PASSWORD})
        assert ok.status_code == 200
        assert ok.json()["user"]["username"] == "logger"
        assert (await c.get("/api/me")).status_code == 200


async def test_logout_revokes_the_token_on_the_server(app: object) -> None:
    async with new_client(app) as c:
        await signup(c)
        token = c.cookies["nocturne_session"]
        await c.post("/api/auth/logout")
    async with new_client(app) as replay:
        replay.cookies.set("nocturne_session", token)
        assert (await replay.get("/api/me")).status_code == 401


async def test_password_change_revokes_other_sessions(app: object) -> None:
    async with new_client(app) as first, new_client(app) as second:
        await signup(first, email="pw@example.com", username="pwuser")
        await csrf(second)
        await second.post("/api/auth/login", json={"email": "pw@example.com", "password": PASSWORD})
        assert (await second.get("/api/me")).status_code == 200
        bad = await first.put(
            "/api/me/password", json={"currentPassword": "wrong one!", "newPassword": "new password 1"}
        )
        assert bad.status_code == 400
        ok = await first.put(
            "/api/me/password", json={"currentPassword": PASSWORD, "newPassword": "new password 1"}
        )
        assert ok.status_code == 204
        assert (await first.get("/api/me")).status_code == 200
        assert (await second.get("/api/me")).status_code == 401


def _outbox(settings: Settings) -> list[Path]:
    return sorted(settings.outbox_dir.glob("*.eml")) if settings.outbox_dir.exists() else []


async def test_password_reset_by_email_outbox(app: object, settings: Settings) -> None:
    async with new_client(app) as c:
        await signup(c, email="reset@example.com", username="resetter")
    before = set(_outbox(settings))
    async with new_client(app) as c:
        await csrf(c)
        assert (
            await c.post("/api/auth/password-reset", json={"email": "nobody@example.com"})
        ).status_code == 202
        assert set(_outbox(settings)) == before  # no mail for unknown accounts, same answer
        assert (
            await c.post("/api/auth/password-reset", json={"email": "reset@example.com"})
        ).status_code == 202
        new_mail = [p for p in _outbox(settings) if p not in before]
        assert len(new_mail) == 1
        text = str(message_from_bytes(new_mail[0].read_bytes(), policy=default).get_content())
        assert "To: reset@example.com" in new_mail[0].read_text()
        token = text.split("/login?reset=")[1].split()[0]
        confirm = await c.post(
            "/api/auth/password-reset/confirm", json={"token": token, "password": "brand new pass"}
        )
        assert confirm.status_code == 204
        again = await c.post(
            "/api/auth/password-reset/confirm", json={"token": token, "password": "another pass 2"}
        )
        assert again.status_code == 400
        assert "invalid or has expired" in again.json()["detail"]
        login = await c.post(
            "/api/auth/login", json={"email": "reset@example.com", "password": "brand new pass"}
        )
        assert login.status_code == 200


async def test_session_info_for_visitor(client: httpx.AsyncClient) -> None:
    info = (await client.get("/api/auth/session")).json()
    assert info["user"] is None
    assert info["ageConfirmed"] is False
    assert info["banned"] is None
    assert len(info["csrfToken"]) >= 32
    assert client.cookies["nocturne_csrf"] == info["csrfToken"]
