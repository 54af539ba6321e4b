"""Card import and export over the API (spec 1 'a character can be imported', spec 2 /character-import;
card formats in chat-anchors.md 'Card format details'; safety policy: moderated on import)."""

from __future__ import annotations

import json
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.characters.cards import (
    CARD_TOO_LARGE,
    MAX_CARD_BYTES,
    Card,
    export_card_json,
    export_card_png,
    read_card,
)
from nocturne.characters.png_text import solid_png
from nocturne.characters.schemas import ADULT_ONLY
from tests.characters.api_helpers import adult, character_count, create, flags, upload
from tests.helpers import new_client

# What differs between two imports of the same card.
VOLATILE = {"id", "createdAt", "updatedAt"}


def full_card(**overrides: Any) -> Card:
    fields: dict[str, Any] = {
        "name": "Mia Ñoño",
        "description": "{{char}} is a 27-year-old barista. ☕",
        "personality": "warm, teasing",
        "scenario": "A rainy evening café.",
        "first_mes": "Hi {{user}}!",
        "mes_example": "<START>\n{{user}}: hey\n{{char}}: *smiles* hi",
        "creator_notes": "Not for the prompt.",
        "system_prompt": "{{original}} Stay in character.",
        "post_history_instructions": "Be brief.",
        "alternate_greetings": ["Hello again.", "Oh, it's you."],
        "group_only_greetings": ["Hi everyone."],
        "character_book": {"name": "Café", "entries": [{"keys": ["café"], "content": "Open late."}]},
        "tags": ["barista", "Café"],
        "creator": "someone",
        "character_version": "1.2",
        "nickname": "Mimi",
        "extensions": {"talkativeness": "0.5", "depth_prompt": {"prompt": "x", "depth": 4}},
        "extra": {"assets": [{"type": "icon", "uri": "ccdefault:", "name": "main", "ext": "png"}]},
    }
    fields.update(overrides)
    return Card(**fields)


def stable(character: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in character.items() if key not in VOLATILE}


def without_own_extension(card: Card) -> Card:
    extensions = {k: v for k, v in card.extensions.items() if k != "nocturne"}
    return Card(**{**card.__dict__, "extensions": extensions})


async def test_import_v1_json(client: httpx.AsyncClient) -> None:
    """chat-anchors V1: flat fields; first_mes becomes the first greeting, mes_example the examples."""
    await adult(client)
    v1 = {
        "name": "Rei",
        "description": "A calm pilot.",
        "personality": "quiet",
        "scenario": "A hangar at night.",
        "first_mes": "You're late.",
        "mes_example": "<START>\n{{char}}: Hm.",
    }
    r = await upload(client, "rei.json", json.dumps(v1).encode())
    assert r.status_code == 201, r.text
    body = r.json()
    assert body["visibility"] == "private"
    assert body["isOwner"] is True
    assert (body["name"], body["description"], body["personality"]) == ("Rei", "A calm pilot.", "quiet")
    assert body["scenario"] == "A hangar at night."
    assert body["greetings"] == [{"type": "text", "content": "You're late."}]
    assert body["exampleDialogue"] == "<START>\n{{char}}: Hm."
    assert (body["gender"], body["style"], body["age"]) == ("Female", "Realistic", 30)


@pytest.mark.parametrize("version", [2, 3])
async def test_import_png(client: httpx.AsyncClient, version: int) -> None:
    """chat-anchors PNG: V2 in a 'chara' chunk, V3 adds 'ccv3'; every card field lands somewhere."""
    await adult(client)
    r = await upload(client, "mia.png", export_card_png(full_card(), 2 if version == 2 else 3))
    assert r.status_code == 201, r.text
    body = r.json()
    assert body["name"] == "Mia Ñoño"
    assert body["description"] == "{{char}} is a 27-year-old barista. ☕"
    assert body["greetings"] == [{"type": "text", "content": "Hi {{user}}!"}]
    assert body["alternateGreetings"] == ["Hello again.", "Oh, it's you."]
    assert body["exampleDialogue"].startswith("<START>")
    assert body["systemPrompt"] == "{{original}} Stay in character."
    assert body["postHistoryInstructions"] == "Be brief."
    assert body["creatorNotes"] == "Not for the prompt."
    assert body["characterBook"]["entries"][0]["content"] == "Open late."
    assert body["tags"] == ["barista", "Café"]
    assert (body["creator"], body["characterVersion"]) == ("someone", "1.2")
    assert body["visibility"] == "private"


async def test_card_extensions_set_gender_style_and_age(client: httpx.AsyncClient) -> None:
    """Import defaults are Female, Realistic and 25 unless the card's extensions say otherwise."""
    await adult(client)
    card = full_card(extensions={"nocturne": {"gender": "Male", "style": "Anime", "age": 31}})
    body = (await upload(client, "kai.json", export_card_json(card, 3))).json()
    assert (body["gender"], body["style"], body["age"]) == ("Male", "Anime", 31)


async def test_card_stating_a_minor_age_is_refused(client: httpx.AsyncClient, db: AsyncSession) -> None:
    """Safety policy: every character is an adult, imported ones too."""
    await adult(client)
    card = full_card(extensions={"nocturne": {"age": 16}})
    r = await upload(client, "young.json", export_card_json(card, 3))
    assert r.status_code == 400
    assert ADULT_ONLY in r.json()["detail"]
    assert await character_count(db) == 0


async def test_import_is_moderated(client: httpx.AsyncClient, db: AsyncSession) -> None:
    """Safety policy: definitions are moderated on import; a minor is refused and flagged, nothing saved."""
    info = await adult(client)
    card = full_card(first_mes="Hi, I'm 14 years old.")
    r = await upload(client, "bad.png", export_card_png(card, 3))
    assert r.status_code == 422
    assert "Prohibited Underage Content" in r.json()["detail"]
    assert await character_count(db) == 0
    [flag] = await flags(db, info["user"]["id"])
    assert (flag.subject_type, flag.reason) == ("character", "prohibited")


@pytest.mark.parametrize(
    ("filename", "data", "message"),
    [
        ("x.json", b"{not json", "This file is not a character card: it is not valid JSON."),
        ("x.png", b"\x89PNG\r\n\x1a\nbroken", None),
        ("x.png", solid_png(4, 4, (0, 0, 0)), "This file is not a character card: the PNG image holds no"),
        ("x.txt", b"hello", "This file is not a character card: it is neither a PNG image nor JSON."),
        ("x.json", b'{"spec": "chara_card_v9", "data": {}}', "its format 'chara_card_v9' is not supported"),
        ("x.json", b'{"description": "no name"}', "The character card has no name."),
        ("x.json", b"", None),
    ],
)
async def test_broken_file_is_400_and_creates_nothing(
    client: httpx.AsyncClient, db: AsyncSession, filename: str, data: bytes, message: str | None
) -> None:
    """spec 2 /character-import: a bad file answers 400 with a message a person can act on."""
    await adult(client)
    r = await upload(client, filename, data)
    assert r.status_code == 400, r.text
    assert r.json()["error"] == "BadRequest"
    if message is not None:
        assert message in r.json()["detail"]
    assert await character_count(db) == 0


async def test_too_large_file_is_refused(client: httpx.AsyncClient, db: AsyncSession) -> None:
    await adult(client)
    r = await upload(client, "big.json", b"{" + b" " * MAX_CARD_BYTES + b"}")
    assert r.status_code == 400
    assert r.json()["detail"] == CARD_TOO_LARGE
    assert await character_count(db) == 0


async def test_card_with_an_overlong_field_names_it(client: httpx.AsyncClient) -> None:
    await adult(client)
    r = await upload(client, "long.json", export_card_json(full_card(name="x" * 81), 2))
    assert r.status_code == 400
    assert "name" in r.json()["detail"]


async def test_import_without_a_file(client: httpx.AsyncClient) -> None:
    await adult(client)
    assert (await client.post("/api/characters/import")).status_code == 422


async def test_many_and_long_card_tags_are_kept_within_limits(client: httpx.AsyncClient) -> None:
    """Shared cards often carry more tags than Nocturne allows: the first 20 distinct ones are kept."""
    await adult(client)
    tags = [f"tag{i}" for i in range(30)] + ["TAG1", "x" * 60]
    body = (await upload(client, "tags.json", export_card_json(full_card(tags=tags), 3))).json()
    assert body["tags"] == [f"tag{i}" for i in range(20)]


@pytest.mark.parametrize("fmt", ["json", "png"])
@pytest.mark.parametrize("version", [2, 3])
async def test_import_export_import_gives_the_same_character(
    client: httpx.AsyncClient, fmt: str, version: int
) -> None:
    """chat-anchors 'Export to PNG/JSON V2+V3 for round-tripping': nothing is lost either way."""
    await adult(client)
    original = full_card()
    first = (await upload(client, "mia.png", export_card_png(original, 3))).json()
    exported = await client.get(
        f"/api/characters/{first['id']}/export", params={"format": fmt, "version": version}
    )
    assert exported.status_code == 200, exported.text
    assert exported.headers["content-type"] == ("image/png" if fmt == "png" else "application/json")
    assert exported.headers["content-disposition"] == f'attachment; filename="mia-o-o.{fmt}"'
    card = read_card(f"mia.{fmt}", exported.content)
    assert card.spec_version == version
    assert without_own_extension(card) == original  # unknown keys and extensions survive (V2 spec)
    second = (await upload(client, f"again.{fmt}", exported.content)).json()
    assert stable(second) == stable(first)


@pytest.mark.parametrize("version", [2, 3])
async def test_export_import_export_is_byte_identical(client: httpx.AsyncClient, version: int) -> None:
    """A Nocturne character survives a trip through a JSON card unchanged, byte for byte."""
    await adult(client)
    created = await create(
        client,
        gender="Trans",
        style="Anime",
        age=40,
        extraDetails="Tall",
        personalityDetails="Bold",
        fetish="feet",
        alternateGreetings=["Again?"],
        systemPrompt="Stay in character.",
        creatorNotes="Notes.",
    )
    params = {"format": "json", "version": version}
    first = (await client.get(f"/api/characters/{created['id']}/export", params=params)).content
    imported = (await upload(client, "luna.json", first)).json()
    second = (await client.get(f"/api/characters/{imported['id']}/export", params=params)).content
    assert first == second
    assert {k: v for k, v in stable(imported).items() if k not in ("visibility", "publishedAt")} == {
        k: v for k, v in stable(created).items() if k not in ("visibility", "publishedAt")
    }
    # Other apps read the prompt description, which is what the model sees here.
    assert json.loads(first)["data"]["description"] == created["promptDescription"]


async def test_card_edited_elsewhere_keeps_the_edit(client: httpx.AsyncClient) -> None:
    """When another app changed the description, the edit wins over Nocturne's saved detail fields."""
    await adult(client)
    created = await create(client, extraDetails="Tall", personalityDetails="Bold")
    card = json.loads((await client.get(f"/api/characters/{created['id']}/export")).content)
    card["data"]["description"] = "Rewritten in another app."
    body = (await upload(client, "edited.json", json.dumps(card).encode())).json()
    assert body["description"] == "Rewritten in another app."
    assert (body["extraDetails"], body["personalityDetails"]) == ("", "")
    assert body["promptDescription"] == "Rewritten in another app."


async def test_png_export_carries_both_chunks(client: httpx.AsyncClient) -> None:
    """chat-anchors PNG: a V3 export writes 'chara' (V2) and 'ccv3'; either reader gets the same card."""
    await adult(client)
    created = await create(client)
    png = (await client.get(f"/api/characters/{created['id']}/export", params={"format": "png"})).content
    as_json = (await client.get(f"/api/characters/{created['id']}/export")).content
    assert read_card("luna.png", png) == read_card("luna.json", as_json)
    assert b"ccv3" in png
    assert b"chara" in png


async def test_export_is_for_the_owner_only(app: FastAPI, client: httpx.AsyncClient) -> None:
    """A user cannot export another user's character, public or not (404)."""
    await adult(client)
    public = await create(client, visibility="public")
    async with new_client(app) as other:
        await adult(other)
        assert (await other.get(f"/api/characters/{public['id']}/export")).status_code == 404


async def test_export_rejects_unknown_format(client: httpx.AsyncClient) -> None:
    await adult(client)
    created = await create(client)
    path = f"/api/characters/{created['id']}/export"
    assert (await client.get(path, params={"format": "yaml"})).status_code == 422
    assert (await client.get(path, params={"version": "1"})).status_code == 422


async def test_card_with_nul_characters_is_400(client: httpx.AsyncClient, db: AsyncSession) -> None:
    await adult(client)
    for card in (full_card(description="a\x00b"), full_card(extensions={"x": "a\x00b"})):
        r = await upload(client, "nul.json", export_card_json(card, 3))
        assert r.status_code == 400, r.text
    assert await character_count(db) == 0
