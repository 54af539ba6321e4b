"""Spec 1 Promotion: referral codes carried into signup and referred signups counted per code."""

from __future__ import annotations

import uuid
from urllib.parse import parse_qs, urlsplit

import httpx
import respx
from fastapi import FastAPI
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.models import ReferredSignup
from tests.helpers import PASSWORD, csrf, new_client, signup
from tests.staff.test_roles import make_role


async def my_code(client: httpx.AsyncClient) -> str:
    response = await client.get("/api/referrals/me")
    assert response.status_code == 200, response.text
    return str(response.json()["code"])


async def signup_with(client: httpx.AsyncClient, code: str | None) -> httpx.Response:
    await csrf(client)
    suffix = uuid.uuid4().hex[:8]
    body: dict[str, object] = {
        "email": f"r{suffix}@example.com",
        "username": f"r{suffix}",
        "password": PASSWORD,
    }
    if code is not None:
        body["referralCode"] = code
    return await client.post("/api/auth/signup", json=body)


async def referred(db: AsyncSession) -> int:
    return int(await db.scalar(select(func.count()).select_from(ReferredSignup)) or 0)


async def test_a_user_code_is_stable_and_counts_each_referred_signup_once(
    app: object, client: httpx.AsyncClient, db: AsyncSession
) -> None:
    await signup(client)
    code = await my_code(client)
    assert code == await my_code(client)
    me = (await client.get("/api/referrals/me")).json()
    assert me["signups"] == 0
    assert me["signupUrl"].endswith(f"/signup?ref={code}")

    async with new_client(app) as friend:
        assert (await signup_with(friend, code.upper())).status_code == 201
        # The same account cannot be counted again (a second signup attempt is a conflict anyway).
        assert (await friend.get("/api/referrals/me")).status_code == 200
    assert (await client.get("/api/referrals/me")).json()["signups"] == 1
    assert await referred(db) == 1


async def test_a_bad_or_unknown_code_is_ignored_and_signup_succeeds(
    app: object, client: httpx.AsyncClient, db: AsyncSession
) -> None:
    for code in ("nosuchcode", "<script>", "x" * 64, ""):
        async with new_client(app) as visitor:
            assert (await signup_with(visitor, code)).status_code == 201
    assert await referred(db) == 0


async def test_the_code_from_a_landing_cookie_is_counted(app: object, client: httpx.AsyncClient) -> None:
    await signup(client)
    code = await my_code(client)
    async with new_client(app) as visitor:
        landing = await visitor.get(f"/?ref={code}")
        assert "nocturne_ref" in landing.headers.get("set-cookie", "")
        # The visitor looks around, then signs up without the code in the form: the cookie carries it.
        assert (await signup_with(visitor, None)).status_code == 201
    assert (await client.get("/api/referrals/me")).json()["signups"] == 1


async def test_banner_pages_do_not_set_the_referral_cookie(client: httpx.AsyncClient) -> None:
    """A banner runs inside another site's frame: a cookie there would be a third-party one."""
    response = await client.get("/banners/300x250?ref=abcdef")
    assert response.status_code == 200
    assert "nocturne_ref" not in response.headers.get("set-cookie", "")


async def test_admins_see_signups_per_code(app: object, client: httpx.AsyncClient, db: AsyncSession) -> None:
    admin = await signup(client)
    await make_role(db, admin["user"]["id"], "admin")
    created = await client.post(
        "/api/admin/referrals", json={"code": "Spring-Promo", "label": "Spring campaign"}
    )
    assert created.status_code == 201, created.text
    assert (await client.post("/api/admin/referrals", json={"code": "spring-promo"})).status_code == 409
    assert (await client.post("/api/admin/referrals", json={"code": "bad code!"})).status_code == 400
    for _ in range(2):
        async with new_client(app) as visitor:
            assert (await signup_with(visitor, "spring-promo")).status_code == 201
    stats = (await client.get("/api/admin/referrals")).json()
    assert stats["totalSignups"] == 2
    row = next(c for c in stats["codes"] if c["code"] == "spring-promo")
    assert row["signups"] == 2
    assert row["label"] == "Spring campaign"
    assert row["username"] is None

    async with new_client(app) as user:
        await signup(user)
        assert (await user.get("/api/admin/referrals")).status_code == 403


async def test_an_oauth_signup_counts_the_landing_code(app: FastAPI, client: httpx.AsyncClient) -> None:
    """A visitor who came through a banner and signs up with the OAuth provider is counted too."""
    await signup(client)
    code = await my_code(client)
    settings = app.state.settings
    settings.oauth_provider, settings.oauth_client_id, settings.oauth_client_secret = "google", "id", "secret"
    async with new_client(app) as visitor:
        await visitor.get(f"/signup?ref={code}")
        start = await visitor.get("/api/auth/oauth/google/login")
        state = parse_qs(urlsplit(start.headers["location"]).query)["state"][0]
        with respx.mock() as mock:
            mock.post("https://oauth2.googleapis.com/token").mock(
                return_value=httpx.Response(200, json={"access_token": "at", "token_type": "Bearer"})
            )
            mock.get("https://openidconnect.googleapis.com/v1/userinfo").mock(
                return_value=httpx.Response(
                    200, json={"sub": "g-ref", "email": "ref@example.com", "email_verified": True}
                )
            )
            done = await visitor.get("/api/auth/oauth/google/callback", params={"code": "c", "state": state})
        assert done.status_code == 302
    assert (await client.get("/api/referrals/me")).json()["signups"] == 1
