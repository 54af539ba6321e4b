"""The age gate (issue 2, safety policy): confirmed once per account, per browser for visitors;
adult-content endpoints refuse until then; /age-verification/finalize asks the verifier server-side."""

from __future__ import annotations

import httpx
from fastapi import FastAPI
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.accounts.age_verifiers import Result, SelfDeclarationVerifier
from nocturne.accounts.deps import AGE_GATE_MESSAGE, AgeConfirmed
from tests.helpers import csrf, new_client, signup


def _adult_route(app: FastAPI) -> None:
    """A stand-in adult-content endpoint guarded the way real ones are."""

    @app.get("/api/test-adult-content")
    async def adult(_: AgeConfirmed) -> dict[str, str]:
        return {"content": "adult"}

    # Keep it ahead of the /api catch-all.
    app.router.routes.insert(0, app.router.routes.pop())


async def test_visitor_must_confirm_before_adult_content(app: FastAPI) -> None:
    _adult_route(app)
    async with new_client(app) as c:
        r = await c.get("/api/test-adult-content")
        assert r.status_code == 403
        assert r.json()["detail"] == AGE_GATE_MESSAGE
        await csrf(c)
        info = (await c.post("/api/age/confirm")).json()
        assert info["ageConfirmed"] is True
        assert (await c.get("/api/test-adult-content")).status_code == 200
        assert (await c.get("/api/auth/session")).json()["ageConfirmed"] is True


async def test_forged_age_cookie_is_ignored(app: FastAPI) -> None:
    _adult_route(app)
    async with new_client(app) as c:
        c.cookies.set("nocturne_age", "18+.forged.signature")
        assert (await c.get("/api/test-adult-content")).status_code == 403


async def test_account_confirms_once_and_keeps_it(app: FastAPI) -> None:
    _adult_route(app)
    async with new_client(app) as c:
        info = await signup(c, email="age@example.com", username="ageuser")
        assert info["ageConfirmed"] is False
        assert (await c.get("/api/test-adult-content")).status_code == 403
        await c.post("/api/age/confirm")
        await c.post("/api/auth/logout")
    async with new_client(app) as other_browser:
        await csrf(other_browser)
        r = await other_browser.post(
            "/api/auth/login", json={"email": "age@example.com", "password": "correct horse battery"}
        )
        assert r.json()["ageConfirmed"] is True
        assert (await other_browser.get("/api/test-adult-content")).status_code == 200


async def test_visitor_confirmation_carries_into_new_account(app: FastAPI) -> None:
    async with new_client(app) as c:
        await csrf(c)
        await c.post("/api/age/confirm")
        info = await signup(c)
        assert info["ageConfirmed"] is True
        assert info["user"]["ageConfirmed"] is True


async def test_self_declaration_verification_flow(client: httpx.AsyncClient, db: AsyncSession) -> None:
    await signup(client)
    started = await client.post("/api/age-verification/start", json={"next": "/chat"})
    assert started.status_code == 200
    url = started.json()["redirectUrl"]
    assert url.startswith("http://127.0.0.1:8000/age-verification/finalize?reference=self_")
    reference = url.split("reference=")[1]
    done = await client.post("/api/age-verification/finalize", json={"reference": reference})
    assert done.status_code == 200
    assert done.json()["user"]["ageVerified"] is True
    assert done.json()["ageConfirmed"] is True


async def test_finalize_asks_the_vendor_not_the_browser(app: FastAPI) -> None:
    """A vendor that says no wins over whatever the browser sends back."""

    class Refusing(SelfDeclarationVerifier):
        async def fetch_result(self, reference: str) -> Result:
            return Result(approved=False, method="test")

    app.state.runtime.age_verifier = Refusing(app.state.settings)
    async with new_client(app) as c:
        await signup(c)
        await c.post("/api/age-verification/start", json={})
        r = await c.post("/api/age-verification/finalize", json={})
        assert r.status_code == 400
        assert (await c.get("/api/me")).json()["ageVerified"] is False


async def test_finalize_of_someone_elses_reference_is_404(app: FastAPI) -> None:
    async with new_client(app) as a, new_client(app) as b:
        await signup(a)
        url = (await a.post("/api/age-verification/start", json={})).json()["redirectUrl"]
        await signup(b)
        r = await b.post("/api/age-verification/finalize", json={"reference": url.split("reference=")[1]})
        assert r.status_code == 404
