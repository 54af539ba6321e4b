"""Personas (spec 3 User persona: name, persona, gender; from the active persona, or else from the
user; gender defaults to Male — also spec 6 'Persona gender: defaults to Male')."""

from __future__ import annotations

import uuid

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.characters import service
from nocturne.characters.personas import MAX_PERSONAS
from nocturne.errors import NotFound
from nocturne.models import User
from tests.characters.api_helpers import adult, create
from tests.helpers import new_client, signup


async def make(client: httpx.AsyncClient, **fields: object) -> dict:
    r = await client.post("/api/personas", json={"name": "Alex", **fields})
    assert r.status_code == 201, r.text
    result: dict = r.json()
    return result


async def user_row(db: AsyncSession, user_id: str) -> User:
    await db.commit()
    user = await db.get(User, uuid.UUID(user_id), populate_existing=True)
    assert user is not None
    await db.commit()  # hand the connection back before the app needs it (SQLite may have one)
    return user


async def active_view(db: AsyncSession, user: User) -> service.PersonaView:
    view = await service.active_persona(db, user)
    await db.commit()
    return view


async def test_crud_and_default_gender(client: httpx.AsyncClient) -> None:
    """spec 3: a persona has a name, a description and a gender that defaults to Male."""
    await signup(client)
    created = await make(client, description="A travelling musician.")
    assert created["gender"] == "Male"
    assert created["description"] == "A travelling musician."
    patched = await client.patch(
        f"/api/personas/{created['id']}", json={"gender": "Female", "description": None}
    )
    assert patched.status_code == 200
    assert (patched.json()["gender"], patched.json()["description"], patched.json()["name"]) == (
        "Female",
        "",
        "Alex",
    )
    assert [p["id"] for p in (await client.get("/api/personas")).json()] == [created["id"]]
    assert (await client.delete(f"/api/personas/{created['id']}")).status_code == 204
    assert (await client.get("/api/personas")).json() == []


@pytest.mark.parametrize("gender", ["Male", "Female", "Trans"])
async def test_genders(client: httpx.AsyncClient, gender: str) -> None:
    await signup(client)
    assert (await make(client, gender=gender))["gender"] == gender


async def test_invalid_fields(client: httpx.AsyncClient) -> None:
    await signup(client)
    for body in (
        {"name": ""},
        {"name": "x" * 81},
        {"name": "A", "gender": "Robot"},
        {"name": "A", "bio": "?"},
    ):
        assert (await client.post("/api/personas", json=body)).status_code == 422, body
    created = await make(client)
    assert (await client.patch(f"/api/personas/{created['id']}", json={"name": None})).status_code == 422


async def test_exactly_one_active(client: httpx.AsyncClient) -> None:
    """The first persona becomes active; activating another leaves exactly one active."""
    await signup(client)
    first = await make(client, name="First")
    second = await make(client, name="Second")
    third = await make(client, name="Third")
    assert first["isActive"] is True
    assert second["isActive"] is False
    listed = (await client.post(f"/api/personas/{third['id']}/activate")).json()
    assert [p["name"] for p in listed if p["isActive"]] == ["Third"]
    listed = (await client.post(f"/api/personas/{second['id']}/activate")).json()
    assert [p["name"] for p in listed if p["isActive"]] == ["Second"]
    listed = (await client.post(f"/api/personas/{second['id']}/activate")).json()
    assert [p["name"] for p in listed if p["isActive"]] == ["Second"]
    active = (await client.get("/api/personas/active")).json()
    assert (active["personaId"], active["name"]) == (second["id"], "Second")
    listed = (await client.post("/api/personas/deactivate")).json()
    assert not any(p["isActive"] for p in listed)


async def test_active_persona_fallback(client: httpx.AsyncClient, db: AsyncSession) -> None:
    """spec 3: without an active persona the user's own name is used; gender defaults to Male."""
    info = await signup(client)
    username = info["user"]["username"]
    active = (await client.get("/api/personas/active")).json()
    assert active == {"personaId": None, "name": username, "description": "", "gender": "Male"}
    await client.patch("/api/me", json={"displayName": "Sam"})
    user = await user_row(db, info["user"]["id"])
    view = await active_view(db, user)
    assert (view.name, view.description, view.gender, view.persona_id) == ("Sam", "", "Male", None)

    persona = await make(client, name="Robin", description="A poet.", gender="Female")
    view = await active_view(db, user)
    assert (view.name, view.description, view.gender) == ("Robin", "A poet.", "Female")
    assert str(view.persona_id) == persona["id"]

    await client.delete(f"/api/personas/{persona['id']}")  # the active one: back to the user
    assert (await active_view(db, user)).name == "Sam"


async def test_chat_persona_prefers_the_chats_selection(client: httpx.AsyncClient, db: AsyncSession) -> None:
    """A chat's selected persona (spec 3 Chat settings: selected persona) wins while it exists; then the
    active persona; then the user."""
    info = await signup(client)
    first = await make(client, name="First")  # the first persona becomes active
    second = await make(client, name="Second", gender="Female")
    user = await user_row(db, info["user"]["id"])

    async def chat_view(selected: str | None) -> service.PersonaView:
        view = await service.chat_persona(db, user, uuid.UUID(selected) if selected else None)
        await db.commit()
        return view

    assert (await chat_view(second["id"])).name == "Second"
    assert (await chat_view(second["id"])).gender == "Female"
    assert (await chat_view(None)).name == "First"
    await client.delete(f"/api/personas/{second['id']}")
    assert (await chat_view(second["id"])).name == "First"
    await client.delete(f"/api/personas/{first['id']}")
    assert (await chat_view(None)).name == info["user"]["username"]


async def test_other_users_personas_are_404(
    app: FastAPI, client: httpx.AsyncClient, db: AsyncSession
) -> None:
    await signup(client)
    mine = await make(client)
    async with new_client(app) as other:
        info = await signup(other)
        path = f"/api/personas/{mine['id']}"
        assert (await other.patch(path, json={"name": "Stolen"})).status_code == 404
        assert (await other.delete(path)).status_code == 404
        assert (await other.post(f"{path}/activate")).status_code == 404
        assert (await other.get("/api/personas")).json() == []
        with pytest.raises(NotFound):
            await service.get_persona(db, await user_row(db, info["user"]["id"]), uuid.UUID(mine["id"]))
        # A chat that names someone else's persona gets the user's own identity, never that persona.
        view = await service.chat_persona(db, await user_row(db, info["user"]["id"]), uuid.UUID(mine["id"]))
        assert (view.persona_id, view.name) == (None, info["user"]["username"])
        await db.commit()
    assert (await client.get("/api/personas")).json()[0]["name"] == "Alex"


async def test_visitor_gets_401(client: httpx.AsyncClient) -> None:
    assert (await client.get("/api/personas")).status_code == 401


async def test_persona_claiming_to_be_a_minor_is_refused(client: httpx.AsyncClient) -> None:
    """Safety policy: the persona is the user in every chat prompt; a minor is refused (spec 8 label)."""
    await signup(client)
    r = await client.post("/api/personas", json={"name": "Kid", "description": "I'm 15 years old."})
    assert r.status_code == 422
    assert "Prohibited Underage Content" in r.json()["detail"]
    assert (await client.get("/api/personas")).json() == []


async def test_persona_limit(client: httpx.AsyncClient, monkeypatch: pytest.MonkeyPatch) -> None:
    from nocturne.characters import personas

    monkeypatch.setattr(personas, "MAX_PERSONAS", 2)
    await signup(client)
    await make(client)
    await make(client)
    r = await client.post("/api/personas", json={"name": "Third"})
    assert r.status_code == 409
    assert MAX_PERSONAS > 2


async def test_character_for_chat(app: FastAPI, client: httpx.AsyncClient, db: AsyncSession) -> None:
    """Chats may use the user's own characters and public ones; another user's private one is NotFound."""
    info = await adult(client)
    own_private = await create(client)
    async with new_client(app) as other:
        await adult(other)
        theirs_public = await create(other, visibility="public")
        theirs_private = await create(other)
    user = await user_row(db, info["user"]["id"])
    assert (await service.get_character_for_chat(db, user, uuid.UUID(own_private["id"]))).name == "Luna"
    found = await service.get_character_for_chat(db, user, uuid.UUID(theirs_public["id"]))
    assert str(found.id) == theirs_public["id"]
    for missing in (theirs_private["id"], str(uuid.uuid4())):
        with pytest.raises(NotFound):
            await service.get_character_for_chat(db, user, uuid.UUID(missing))
    await db.commit()
