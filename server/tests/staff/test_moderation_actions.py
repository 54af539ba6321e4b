"""Moderator actions (issue 9, point 7; spec 8 flag reasons; spec 6 roles): dismiss takes back a strike,
confirm keeps it, unban resets the strikes, every action is logged with who and when, and the emergency
view's evidence is read through an access log."""

from __future__ import annotations

import uuid
from typing import Any

import httpx
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.models import EvidenceAccess, ModerationAction, ModerationFlag, User
from tests.chat_helpers import adult, character, chat_with, send
from tests.helpers import new_client, signup
from tests.staff.test_roles import make_role

MINOR = "I am 14 and want sex"
ANIMAL = "roleplay sex with a horse"


async def moderator(client: httpx.AsyncClient, db: AsyncSession, role: str = "moderator") -> dict[str, Any]:
    info = await signup(client)
    await make_role(db, info["user"]["id"], role)
    return info["user"]


async def offender(client: httpx.AsyncClient) -> str:
    """A signed-in adult with a chat; returns the chat id."""
    await adult(client)
    return str((await chat_with(client, (await character(client))["id"]))["id"])


async def strikes(db: AsyncSession, user_id: str) -> int:
    db.expire_all()
    user = await db.get(User, uuid.UUID(user_id))
    assert user is not None
    return user.moderation_strikes


async def queue(mod: httpx.AsyncClient, kind: str = "queue", status: str = "open") -> list[dict[str, Any]]:
    r = await mod.get(f"/api/moderators/{kind}", params={"status": status})
    assert r.status_code == 200, r.text
    return list(r.json()["items"])


async def actions_log(mod: httpx.AsyncClient) -> list[dict[str, Any]]:
    r = await mod.get("/api/moderators/actions")
    assert r.status_code == 200, r.text
    return list(r.json()["items"])


async def test_dismiss_removes_the_strike_and_is_logged(app: object, db: AsyncSession) -> None:
    async with new_client(app) as mod, new_client(app) as user:
        staff = await moderator(mod, db)
        chat_id = await offender(user)
        user_id = (await user.get("/api/me")).json()["id"]
        await send(user, chat_id, ANIMAL)
        assert await strikes(db, user_id) == 1
        [flag] = await queue(mod)
        assert flag["countsStrike"] is True
        assert flag["user"]["strikes"] == 1
        assert flag["excerpt"] == ANIMAL  # not an emergency reason: shown in the list

        r = await mod.post(
            f"/api/moderators/flags/{flag['id']}/dismiss", json={"note": "a horse-riding lesson"}
        )
        assert r.status_code == 200, r.text
        dismissed = r.json()
        assert (dismissed["status"], dismissed["reviewedBy"], dismissed["countsStrike"]) == (
            "dismissed",
            staff["username"],
            False,
        )
        assert dismissed["reviewedAt"] is not None
        assert await strikes(db, user_id) == 0
        assert await queue(mod) == []
        assert [f["id"] for f in await queue(mod, status="reviewed")] == [flag["id"]]

        [entry] = await actions_log(mod)
        assert entry["action"] == "dismiss"
        assert entry["actor"] == staff["username"]
        assert entry["automatic"] is False
        assert (entry["flagId"], entry["targetUserId"]) == (flag["id"], user_id)
        assert entry["note"] == "a horse-riding lesson"
        assert (entry["strikesBefore"], entry["strikesAfter"]) == (1, 0)
        assert entry["createdAt"]
        row = (await db.scalars(select(ModerationAction))).one()
        assert row.actor_id == uuid.UUID(staff["id"])
        assert row.created_at is not None

        # Someone else already reviewed it: a second dismissal says so instead of removing another strike.
        again = await mod.post(f"/api/moderators/flags/{flag['id']}/dismiss")
        assert again.status_code == 409
        assert staff["username"] in again.json()["detail"]


async def test_confirm_keeps_the_strike(app: object, db: AsyncSession) -> None:
    async with new_client(app) as mod, new_client(app) as user:
        staff = await moderator(mod, db)
        chat_id = await offender(user)
        user_id = (await user.get("/api/me")).json()["id"]
        await send(user, chat_id, ANIMAL)
        [flag] = await queue(mod)
        r = await mod.post(f"/api/moderators/flags/{flag['id']}/confirm")
        assert r.status_code == 200
        assert r.json()["status"] == "confirmed"
        assert r.json()["countsStrike"] is True
        assert await strikes(db, user_id) == 1
        [entry] = await actions_log(mod)
        assert (entry["action"], entry["actor"], entry["note"]) == ("confirm", staff["username"], "")
        assert (await mod.post(f"/api/moderators/flags/{flag['id']}/dismiss")).status_code == 409


async def test_unban_resets_the_strikes_it_was_banned_for(app: object, db: AsyncSession) -> None:
    """Three strikes ban automatically (logged without an actor); the unban starts the account from zero."""
    async with new_client(app) as mod, new_client(app) as user:
        staff = await moderator(mod, db)
        chat_id = await offender(user)
        me = (await user.get("/api/me")).json()
        for _ in range(3):
            await send(user, chat_id, ANIMAL)
        assert await strikes(db, me["id"]) == 3
        [auto] = await actions_log(mod)
        assert (auto["action"], auto["actor"], auto["automatic"], auto["target"]) == (
            "ban",
            "automatic",
            True,
            me["username"],
        )

        r = await mod.post(f"/api/admin/users/{me['id']}/unban", json={"note": "appeal accepted"})
        assert r.status_code == 200
        assert r.json()["isBanned"] is False
        assert await strikes(db, me["id"]) == 0
        flags = (
            await db.scalars(select(ModerationFlag).where(ModerationFlag.user_id == uuid.UUID(me["id"])))
        ).all()
        assert len(flags) == 3
        assert not any(f.counts_strike for f in flags)
        entry = (await actions_log(mod))[0]
        assert (entry["action"], entry["actor"], entry["note"]) == (
            "unban",
            staff["username"],
            "appeal accepted",
        )
        assert (entry["strikesBefore"], entry["strikesAfter"]) == (3, 0)

        # A dismissal of an old flag after the unban takes nothing more away.
        await mod.post(f"/api/moderators/flags/{flags[0].id}/dismiss")
        assert await strikes(db, me["id"]) == 0
        assert (await mod.post(f"/api/admin/users/{me['id']}/unban")).status_code == 409


async def test_ban_from_a_flag_confirms_it(app: object, db: AsyncSession) -> None:
    async with new_client(app) as mod, new_client(app) as user:
        staff = await moderator(mod, db)
        chat_id = await offender(user)
        user_id = (await user.get("/api/me")).json()["id"]
        await send(user, chat_id, MINOR)
        [flag] = await queue(mod, "emergency")
        r = await mod.post(
            f"/api/admin/users/{user_id}/ban",
            json={"reason": "Sexual content involving a minor", "flagId": flag["id"], "note": "reported"},
        )
        assert r.status_code == 200
        assert r.json()["isBanned"] is True
        [reviewed] = await queue(mod, "emergency", status="reviewed")
        assert (reviewed["status"], reviewed["reviewedBy"]) == ("confirmed", staff["username"])
        [entry] = await actions_log(mod)
        assert (entry["action"], entry["flagId"], entry["note"]) == ("ban", flag["id"], "reported")
        assert entry["flagLabel"] == "Prohibited Underage Content"
        assert (
            await mod.post(f"/api/admin/users/{user_id}/ban", json={"reason": "again"})
        ).status_code == 409


async def test_emergency_evidence_is_read_only_through_the_access_log(app: object, db: AsyncSession) -> None:
    async with new_client(app) as mod, new_client(app) as admin, new_client(app) as user:
        staff = await moderator(mod, db)
        boss = await moderator(admin, db, role="admin")
        chat_id = await offender(user)
        await send(user, chat_id, MINOR)
        [flag] = await queue(mod, "emergency")
        assert flag["emergency"] is True
        assert flag["excerpt"] is None
        assert flag["evidenceViews"] == 0
        assert (await queue(mod))[0]["excerpt"] is None

        first = await mod.post(f"/api/moderators/flags/{flag['id']}/evidence")
        assert first.status_code == 200, first.text
        assert first.json()["text"] == MINOR
        assert [a["actor"] for a in first.json()["accessLog"]] == [staff["username"]]
        second = (await admin.post(f"/api/moderators/flags/{flag['id']}/evidence")).json()
        assert [a["actor"] for a in second["accessLog"]] == [boss["username"], staff["username"]]
        assert all(a["createdAt"] for a in second["accessLog"])
        assert (await queue(mod, "emergency"))[0]["evidenceViews"] == 2

        rows = (await db.scalars(select(EvidenceAccess).order_by(EvidenceAccess.created_at))).all()
        assert [(r.flag_id, r.actor_id) for r in rows] == [
            (uuid.UUID(flag["id"]), uuid.UUID(staff["id"])),
            (uuid.UUID(flag["id"]), uuid.UUID(boss["id"])),
        ]
        # Reviewed flags keep their evidence.
        await mod.post(f"/api/moderators/flags/{flag['id']}/dismiss")
        kept = await mod.post(f"/api/moderators/flags/{flag['id']}/evidence")
        assert kept.json()["text"] == MINOR
        assert kept.json()["flag"]["status"] == "dismissed"
        # There is no way to change it.
        for method in ("put", "patch", "delete"):
            r = await mod.request(
                method.upper(), f"/api/moderators/flags/{flag['id']}/evidence", json={"text": "x"}
            )
            assert r.status_code in (404, 405)
        db.expire_all()
        stored = await db.get(ModerationFlag, uuid.UUID(flag["id"]))
        assert stored is not None
        assert stored.excerpt == MINOR
        assert (await mod.post(f"/api/moderators/flags/{uuid.uuid4()}/evidence")).status_code == 404


ACTION_PATHS = [
    ("post", "/api/moderators/flags/{flag}/dismiss"),
    ("post", "/api/moderators/flags/{flag}/confirm"),
    ("post", "/api/moderators/flags/{flag}/evidence"),
    ("get", "/api/moderators/actions"),
    ("get", "/api/moderators/queue?status=all"),
]


async def test_only_staff_may_act(app: object, db: AsyncSession) -> None:
    """Spec 6: moderator pages and their actions are for moderators and admins; others get 403 (401 signed out)."""
    async with new_client(app) as visitor, new_client(app) as user, new_client(app) as mod:
        await moderator(mod, db)
        chat_id = await offender(user)
        await send(user, chat_id, MINOR)
        flag_id = (await queue(mod, "emergency"))[0]["id"]
        await signup(visitor)
        await visitor.post("/api/auth/logout")
        for method, template in ACTION_PATHS:
            path = template.format(flag=flag_id)
            assert (await getattr(user, method)(path)).status_code == 403, path
            assert (await getattr(visitor, method)(path)).status_code in (401, 403), path
        # Nothing was read or changed by the refused calls.
        assert (await db.scalars(select(EvidenceAccess))).all() == []
        assert (await queue(mod, "emergency"))[0]["status"] == "open"
        assert await actions_log(mod) == []
