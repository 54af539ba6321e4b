"""Profile, account settings and notification preferences (issue 2 Profile)."""

from __future__ import annotations

import json

import httpx

from nocturne.config import Settings
from nocturne.mail.sender import Mailer
from tests.helpers import PASSWORD, new_client, signup


async def test_update_profile(client: httpx.AsyncClient) -> None:
    await signup(client, username="before")
    r = await client.patch("/api/me", json={"displayName": "Night Owl", "bio": "Hello", "username": "after"})
    assert r.status_code == 200
    me = (await client.get("/api/me")).json()
    assert (me["displayName"], me["bio"], me["username"]) == ("Night Owl", "Hello", "after")


async def test_unknown_profile_field_is_422(client: httpx.AsyncClient) -> None:
    await signup(client)
    r = await client.patch("/api/me", json={"role": "admin"})
    assert r.status_code == 422
    assert r.json()["detail"][0]["field"] == "role"


async def test_username_taken_is_409(app: object) -> None:
    async with new_client(app) as a, new_client(app) as b:
        await signup(a, username="taken_name")
        await signup(b)
        r = await b.patch("/api/me", json={"username": "TAKEN_NAME"})
        assert r.status_code == 409


async def test_change_email_needs_password(client: httpx.AsyncClient) -> None:
    await signup(client)
    assert (
        await client.put("/api/me/email", json={"email": "n@example.com", "password": "wrong pw"})
    ).status_code == 400
    r = await client.put("/api/me/email", json={"email": "N@Example.com", "password": PASSWORD})
    assert r.json()["email"] == "n@example.com"


async def test_notification_prefs_round_trip(client: httpx.AsyncClient) -> None:
    await signup(client)
    defaults = (await client.get("/api/me/notifications")).json()
    assert defaults == {
        "productUpdates": True,
        "securityAlerts": True,
        "newFeatures": True,
        "marketing": False,
    }
    new = {"productUpdates": False, "securityAlerts": False, "newFeatures": True, "marketing": True}
    assert (await client.put("/api/me/notifications", json=new)).json() == new
    assert (await client.get("/api/me/notifications")).json() == new


async def test_mailer_honours_preferences(settings: Settings) -> None:
    mailer = Mailer(settings)
    opted_out = {"securityAlerts": False}
    assert await mailer.send("a@example.com", "s", "b", category="security_alerts", prefs=opted_out) is False
    assert await mailer.send("a@example.com", "s", "b", category="security_alerts", prefs={}) is True
    assert await mailer.send("a@example.com", "s", "b", category="marketing", prefs={}) is False
    assert await mailer.send("a@example.com", "s", "b", category="transactional", prefs=opted_out) is True


async def test_password_change_mail_respects_opt_out(client: httpx.AsyncClient, settings: Settings) -> None:
    await signup(client, email="quiet@example.com")
    await client.put(
        "/api/me/notifications",
        json={"productUpdates": True, "securityAlerts": False, "newFeatures": True, "marketing": False},
    )
    before = set(settings.outbox_dir.glob("*.eml")) if settings.outbox_dir.exists() else set()
    await client.put(
        "/api/me/password", json={"currentPassword": PASSWORD, "newPassword": "another password"}
    )
    after = set(settings.outbox_dir.glob("*.eml")) if settings.outbox_dir.exists() else set()
    assert not [p for p in after - before if "quiet@example.com" in p.read_text()]


async def test_export_then_delete(client: httpx.AsyncClient) -> None:
    info = await signup(client, email="gone@example.com")
    export = await client.get("/api/me/export")
    assert export.status_code == 200
    assert "attachment" in export.headers["content-disposition"]
    data = json.loads(export.content)
    assert data["account"]["email"] == "gone@example.com"
    assert data["account"]["id"] == info["user"]["id"]
    assert len(data["sessions"]) == 1
    assert (await client.request("DELETE", "/api/me", json={"password": "nope nope"})).status_code == 400
    assert (await client.request("DELETE", "/api/me", json={"password": PASSWORD})).status_code == 204
    assert (await client.get("/api/me")).status_code == 401
    again = await client.post("/api/auth/login", json={"email": "gone@example.com", "password": PASSWORD})
    assert again.status_code == 401
