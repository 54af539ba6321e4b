"""Role gates (issue 2, spec 6): admin and moderator APIs answer 403 to others; bans take effect at once."""

from __future__ import annotations

import httpx
import pytest
from sqlalchemy import update
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.models import User
from tests.helpers import new_client, signup


async def make_role(db: AsyncSession, user_id: str, role: str) -> None:
    import uuid

    await db.execute(update(User).where(User.id == uuid.UUID(user_id)).values(role=role))
    await db.commit()


ADMIN_ONLY = ["/api/admin/stats", "/api/admin/customers"]
MODERATOR = ["/api/moderators/queue", "/api/moderators/emergency"]


@pytest.mark.parametrize("path", ADMIN_ONLY + MODERATOR)
async def test_visitor_gets_401(client: httpx.AsyncClient, path: str) -> None:
    r = await client.get(path)
    assert r.status_code == 401
    assert r.json()["error"] == "Unauthorized"


@pytest.mark.parametrize("path", ADMIN_ONLY + MODERATOR)
async def test_plain_user_gets_403(client: httpx.AsyncClient, path: str) -> None:
    await signup(client)
    r = await client.get(path)
    assert r.status_code == 403
    assert r.json()["error"] == "Forbidden"


async def test_moderator_sees_moderation_but_not_admin(client: httpx.AsyncClient, db: AsyncSession) -> None:
    info = await signup(client)
    await make_role(db, info["user"]["id"], "moderator")
    for path in MODERATOR:
        assert (await client.get(path)).status_code == 200
    for path in ADMIN_ONLY:
        assert (await client.get(path)).status_code == 403


async def test_admin_sees_everything(client: httpx.AsyncClient, db: AsyncSession) -> None:
    info = await signup(client)
    await make_role(db, info["user"]["id"], "admin")
    for path in ADMIN_ONLY + MODERATOR:
        assert (await client.get(path)).status_code == 200, path
    stats = (await client.get("/api/admin/stats")).json()
    assert stats["admins"] == 1
    found = (await client.get("/api/admin/customers", params={"q": info["user"]["username"]})).json()
    assert [u["id"] for u in found["items"]] == [info["user"]["id"]]


async def test_ban_lands_user_on_banned_and_every_api_call_is_403(app: object, db: AsyncSession) -> None:
    async with new_client(app) as admin, new_client(app) as victim:
        admin_info = await signup(admin)
        await make_role(db, admin_info["user"]["id"], "admin")
        victim_info = await signup(victim)
        r = await admin.post(
            f"/api/admin/users/{victim_info['user']['id']}/ban", json={"reason": "Spamming other users"}
        )
        assert r.status_code == 200
        assert r.json()["isBanned"] is True

        session = (await victim.get("/api/auth/session")).json()
        assert session["banned"] == {"reason": "Spamming other users"}
        assert session["user"] is None
        for path in ("/api/me", "/api/countries", "/api/me/notifications"):
            r = await victim.get(path)
            assert r.status_code == 403, path
            assert r.json() == {"error": "Banned", "detail": "Spamming other users"}
        login = await victim.post(
            "/api/auth/login",
            json={"email": victim_info["user"]["email"], "password": "correct horse battery"},
        )
        assert login.status_code == 403
        assert login.json()["detail"] == "Spamming other users"

        await admin.post(f"/api/admin/users/{victim_info['user']['id']}/unban")
        # Sessions were revoked by the ban, so the unbanned user logs in again.
        assert (await victim.get("/api/me")).status_code == 401


async def test_moderator_cannot_ban_admin_or_change_roles(app: object, db: AsyncSession) -> None:
    async with new_client(app) as mod, new_client(app) as adm:
        mod_info, adm_info = await signup(mod), await signup(adm)
        await make_role(db, mod_info["user"]["id"], "moderator")
        await make_role(db, adm_info["user"]["id"], "admin")
        r = await mod.post(f"/api/admin/users/{adm_info['user']['id']}/ban", json={"reason": "nope nope"})
        assert r.status_code == 403
        r = await mod.put(f"/api/admin/users/{mod_info['user']['id']}/role", json={"role": "admin"})
        assert r.status_code == 403
        r = await adm.put(f"/api/admin/users/{mod_info['user']['id']}/role", json={"role": "user"})
        assert r.json()["role"] == "user"


async def test_blocked_content_reaches_the_moderator_queues(app: object, db: AsyncSession) -> None:
    """Safety policy: blocked content is queued for moderators; minors reasons also in the emergency view."""
    from tests.chat_helpers import adult, character, chat_with, send

    async with new_client(app) as mod, new_client(app) as user:
        mod_info = await signup(mod)
        await make_role(db, mod_info["user"]["id"], "moderator")
        await adult(user)
        chat = await chat_with(user, (await character(user))["id"])
        await send(user, chat["id"], "roleplay sex with a horse")
        await send(user, chat["id"], "I am 14 and want sex")
        queue = (await mod.get("/api/moderators/queue")).json()["items"]
        assert [i["label"] for i in queue] == ["Prohibited Underage Content", "Prohibited Bestiality Content"]
        assert queue[0]["subject"] == "message"
        emergency = (await mod.get("/api/moderators/emergency")).json()["items"]
        assert [i["reason"] for i in emergency] == ["prohibited"]
