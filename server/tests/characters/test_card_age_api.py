"""Card import keeps the age a card states, and asks for one when it states none (issue 8 'The first
run'; safety policy: every character an adult, no age invented); a PNG card's art becomes the avatar
(display only); a chat cannot be created with another user's persona (spec 3 Chat settings
selectedPersonaId)."""

from __future__ import annotations

import json
from typing import Any

import httpx
import pytest
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.characters.avatars import card_art
from nocturne.characters.card_age import stated_age
from nocturne.characters.cards import Card, export_card_png
from nocturne.characters.png_text import solid_png
from tests.characters.api_helpers import adult, character_count, create, upload
from tests.helpers import new_client


def v2(description: str, **data: Any) -> bytes:
    card = {"spec": "chara_card_v2", "data": {"name": "Nora", "description": description, **data}}
    return json.dumps(card).encode()


@pytest.mark.parametrize(
    ("text", "age"),
    [
        ("A 28-year-old architect who designs glass houses.", 28),
        ("She is 34 years old and restless.", 34),
        ("Name: Nora\nAge: 30\nJob: pilot", 30),
        ("age 45, a retired boxer", 45),
        ("Aged 41, he runs the lighthouse.", 41),
        ("A twenty-eight-year-old violinist.", 28),
        ("Nora, 26yo, barista", 26),
        ("He is 29 y/o.", 29),
        ("At the age of 52 she took up surfing.", 52),
        ("A 1200-year-old dragon in human form.", 1200),
        ("A 16-year-old.", 16),  # read as written: the import then refuses it
        ("A mysterious woman in her late twenties.", None),
        ("An aged wine, 30 bottles of it.", None),
        ("", None),
    ],
)
def test_stated_age_reads_the_age_the_text_states(text: str, age: int | None) -> None:
    assert stated_age(text) == age


def test_the_description_comes_before_the_scenario() -> None:
    assert stated_age("A 31-year-old nurse.", "Her 45-year-old boss walks in.") == 31
    assert stated_age("A nurse.", "She is 33.", "Age: 40") == 40


async def test_an_imported_card_keeps_the_age_its_text_states(client: httpx.AsyncClient) -> None:
    await adult(client)
    r = await upload(client, "nora.json", v2("A 28-year-old architect."), age=None)
    assert r.status_code == 201, r.text
    assert r.json()["age"] == 28
    # The stated age wins over an age sent with the upload: the importer is only asked when it states none.
    r = await upload(client, "nora.json", v2("Nora is 44 years old."), age=30)
    assert r.json()["age"] == 44


async def test_a_card_without_an_age_is_answered_age_required(
    client: httpx.AsyncClient, db: AsyncSession
) -> None:
    """No age is invented: 422 AgeRequired with a sentence naming the character; then the confirmed age."""
    await adult(client)
    r = await upload(client, "nora.json", v2("An architect who designs glass houses."), age=None)
    assert r.status_code == 422
    assert r.json() == {
        "error": "AgeRequired",
        "detail": "This card does not say how old Nora is. Enter Nora's age (18 or older) and import again.",
    }
    assert await character_count(db) == 0
    r = await upload(client, "nora.json", v2("An architect."), age=17)
    assert r.status_code == 422
    assert r.json()["error"] == "ValidationError"
    r = await upload(client, "nora.json", v2("An architect."), age=33)
    assert r.status_code == 201, r.text
    assert r.json()["age"] == 33


async def test_a_card_stating_a_minor_age_is_refused(client: httpx.AsyncClient, db: AsyncSession) -> None:
    await adult(client)
    r = await upload(client, "nora.json", v2("Nora is 16 years old."), age=30)
    assert r.status_code in (400, 422)
    assert "adult" in r.json()["detail"]
    assert await character_count(db) == 0


async def test_a_png_cards_art_becomes_the_avatar(client: httpx.AsyncClient, app: object) -> None:
    """Display only: served at the avatar address to whoever may see the character; the JSON card has none."""
    await adult(client)
    art = solid_png(3, 5, (180, 60, 120))
    card = Card(name="Ivy", description="Ivy is a 27-year-old florist.", first_mes="Hi {{user}}.")
    r = await upload(client, "ivy.png", export_card_png(card, 3, art), age=None)
    assert r.status_code == 201, r.text
    character = r.json()
    url = character["avatarUrl"]
    assert url.startswith(f"/api/characters/{character['id']}/avatar?v=")
    image = await client.get(url)
    assert image.status_code == 200
    assert image.headers["content-type"] == "image/png"
    assert b"chara" not in image.content
    assert b"ccv3" not in image.content
    assert "immutable" in image.headers["cache-control"]
    # Exported again, the card keeps its picture.
    exported = await client.get(f"/api/characters/{character['id']}/export", params={"format": "png"})
    assert card_art(exported.content) == image.content
    # Private: nobody else sees it.
    async with new_client(app) as other:
        await adult(other)
        assert (await other.get(url)).status_code == 404
    plain = await create(client)
    assert plain["avatarUrl"] is None
    assert (await client.get(f"/api/characters/{plain['id']}/avatar")).status_code == 404


async def test_a_chat_with_another_users_persona_is_404(client: httpx.AsyncClient, app: object) -> None:
    await adult(client)
    character = await create(client, visibility="public")
    async with new_client(app) as other:
        await adult(other)
        persona = (await other.post("/api/personas", json={"name": "Sam"})).json()
    r = await client.post("/api/chats", json={"characterIds": [character["id"]], "personaId": persona["id"]})
    assert r.status_code == 404, r.text
    assert r.json()["detail"] == "No such persona."
    mine = (await client.post("/api/personas", json={"name": "Alex"})).json()
    r = await client.post("/api/chats", json={"characterIds": [character["id"]], "personaId": mine["id"]})
    assert r.status_code == 201, r.text
    assert r.json()["messages"][0]["content"] == "Hello Alex, I'm Luna."
