"""Session rotation and reuse detection (issue 2, spec 9 Session)."""

from __future__ import annotations

from datetime import timedelta

from nocturne.kit import clock
from tests.helpers import new_client, signup


async def test_session_rotates_after_the_period(app: object) -> None:
    async with new_client(app) as c:
        await signup(c)
        old = c.cookies["nocturne_session"]
        assert (await c.get("/api/me")).status_code == 200
        assert c.cookies["nocturne_session"] == old  # not yet due
        clock.travel(timedelta(days=1, seconds=1))
        assert (await c.get("/api/me")).status_code == 200
        new = c.cookies["nocturne_session"]
        assert new != old
        assert (await c.get("/api/me")).status_code == 200


async def test_previous_token_works_within_grace(app: object) -> None:
    """Two tabs racing a rotation: the old token still counts for a few seconds."""
    async with new_client(app) as c:
        await signup(c)
        old = c.cookies["nocturne_session"]
        clock.travel(timedelta(days=2))
        await c.get("/api/me")
    async with new_client(app) as tab:
        tab.cookies.set("nocturne_session", old)
        clock.travel(timedelta(seconds=5))
        assert (await tab.get("/api/me")).status_code == 200


async def test_replayed_old_token_revokes_the_family(app: object) -> None:
    async with new_client(app) as victim:
        await signup(victim)
        stolen = victim.cookies["nocturne_session"]
        clock.travel(timedelta(days=2))
        await victim.get("/api/me")  # rotates; victim now holds the new token
        assert victim.cookies["nocturne_session"] != stolen
        clock.travel(timedelta(minutes=5))
        async with new_client(app) as thief:
            thief.cookies.set("nocturne_session", stolen)
            assert (await thief.get("/api/me")).status_code == 401
        # The replay ended the whole session: the legitimate holder is signed out too.
        assert (await victim.get("/api/me")).status_code == 401


async def test_session_expires(app: object) -> None:
    async with new_client(app) as c:
        await signup(c)
        clock.travel(timedelta(seconds=34_560_001))
        assert (await c.get("/api/me")).status_code == 401
