"""One error shape: {"error", "detail"}; validation errors are 422 naming the fields (issue 2)."""

from __future__ import annotations

import httpx
from fastapi import FastAPI

from tests.helpers import csrf, new_client


async def test_malformed_json_is_422_not_500(client: httpx.AsyncClient) -> None:
    await csrf(client)
    r = await client.post(
        "/api/auth/login", content=b"{not json", headers={"Content-Type": "application/json"}
    )
    assert r.status_code == 422
    assert r.json()["error"] == "ValidationError"


async def test_wrong_types_are_422_with_fields(client: httpx.AsyncClient) -> None:
    await csrf(client)
    r = await client.post("/api/auth/login", json={"email": 5, "password": None})
    assert r.status_code == 422
    assert {d["field"] for d in r.json()["detail"]} == {"email", "password"}


async def test_unhandled_error_is_500_with_digest(app: FastAPI) -> None:
    @app.get("/api/test-boom")
    async def boom() -> None:
        raise RuntimeError("bug")

    app.router.routes.insert(0, app.router.routes.pop())
    async with new_client(app) as c:
        transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
        c._transport = transport  # noqa: SLF001 - the default transport re-raises app errors
        r = await c.get("/api/test-boom")
    assert r.status_code == 500
    body = r.json()
    assert body["error"] == "InternalServerError"
    assert len(body["digest"]) == 12
