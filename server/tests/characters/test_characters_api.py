"""Characters API (spec 1 Characters, spec 3 Character, ARCHITECTURE 5 safety policy).

Who may see what: the owner sees their private characters, anyone past the 18+ gate sees public
ones, and everyone else gets 404 (a private character's existence is never revealed)."""

from __future__ import annotations

import uuid

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.accounts.deps import AGE_GATE_MESSAGE
from nocturne.characters.schemas import ADULT_ONLY, MEDIA_URL_ONLY
from tests.characters.api_helpers import adult, adult_visitor, character_count, create, definition, flags
from tests.helpers import csrf, new_client, signup


async def test_create_read_update_delete(client: httpx.AsyncClient) -> None:
    """spec 3 Character: the fields round-trip; the owner sees isOwner and the prompt description."""
    info = await adult(client)
    created = await create(client)
    assert created["name"] == "Luna"
    assert created["age"] == 27
    assert created["isOwner"] is True
    assert created["ownerUsername"] == info["user"]["username"]
    assert created["visibility"] == "private"
    assert created["publishedAt"] is None
    assert created["promptDescription"] == "Luna is a witty librarian who loves old books."
    assert created["greetings"] == [{"type": "text", "content": "Hello {{user}}, I'm {{char}}."}]

    read = await client.get(f"/api/characters/{created['id']}")
    assert read.status_code == 200
    assert read.json() == created

    patched = await client.patch(
        f"/api/characters/{created['id']}", json={"personality": "shy", "hobby": "chess", "occupation": None}
    )
    assert patched.status_code == 200, patched.text
    body = patched.json()
    assert body["personality"] == "shy"
    assert body["hobby"] == "chess"
    assert body["occupation"] == ""
    assert body["name"] == "Luna"  # left out: unchanged

    assert (await client.delete(f"/api/characters/{created['id']}")).status_code == 204
    assert (await client.get(f"/api/characters/{created['id']}")).status_code == 404


async def test_defaults(client: httpx.AsyncClient) -> None:
    """spec 3 Character: gender and style default to Female and Realistic; age defaults to 25."""
    await adult(client)
    r = await client.post("/api/characters", json={"name": "Nova"})
    assert r.status_code == 201, r.text
    body = r.json()
    assert (body["gender"], body["style"], body["age"]) == ("Female", "Realistic", 25)
    assert body["tags"] == []
    assert body["category"] is None
    assert body["avatarUrl"] is None


async def test_prompt_description_follows_spec_rules(client: httpx.AsyncClient) -> None:
    """spec 3 Prompt description rule 2: the detailed fields become labelled lines."""
    await adult(client)
    body = await create(
        client, description="ignored", extraDetails="Tall", personalityDetails="Bold", occupation="Pilot"
    )
    assert body["promptDescription"] == "Extra Details: Tall\nPersonality: playful, curious\n" + (
        "Personality Details: Bold\nOccupation: Pilot"
    )


async def test_private_character_is_404_to_others(app: FastAPI, client: httpx.AsyncClient) -> None:
    """Safety policy / privacy: another user and a visitor get the same 404 as for a missing id."""
    await adult(client)
    private = await create(client)
    path = f"/api/characters/{private['id']}"
    missing = await client.get(f"/api/characters/{uuid.uuid4()}")
    assert missing.status_code == 404
    async with new_client(app) as other:
        await adult(other)
        for response in (
            await other.get(path),
            await other.patch(path, json={"name": "Mine now"}),
            await other.delete(path),
            await other.get(f"{path}/export"),
        ):
            assert response.status_code == 404
            assert response.json() == missing.json()
    async with new_client(app) as visitor:
        await adult_visitor(visitor)
        assert (await visitor.get(path)).status_code == 404
    assert (await client.get(path)).json()["name"] == "Luna"  # untouched


async def test_public_character_is_readable_but_not_writable_by_others(
    app: FastAPI, client: httpx.AsyncClient
) -> None:
    """spec 1: public characters are for everyone past the age gate; only the owner changes them."""
    owner = await adult(client)
    public = await create(client, visibility="public")
    assert public["publishedAt"] is not None
    path = f"/api/characters/{public['id']}"
    async with new_client(app) as other:
        await adult(other)
        seen = await other.get(path)
        assert seen.status_code == 200
        assert seen.json()["isOwner"] is False
        assert seen.json()["ownerUsername"] == owner["user"]["username"]
        assert (await other.patch(path, json={"name": "Taken"})).status_code == 404
        assert (await other.delete(path)).status_code == 404
        assert (await other.get(f"{path}/export")).status_code == 404
    async with new_client(app) as visitor:
        await adult_visitor(visitor)
        seen = await visitor.get(path)
        assert seen.status_code == 200
        assert seen.json()["isOwner"] is False


async def test_age_gate_before_character_content(app: FastAPI, client: httpx.AsyncClient) -> None:
    """Safety policy: the 18+ gate comes before any character definition."""
    await adult(client)
    public = await create(client, visibility="public")
    async with new_client(app) as unconfirmed:
        await signup(unconfirmed)
        for response in (
            await unconfirmed.get(f"/api/characters/{public['id']}"),
            await unconfirmed.post("/api/characters", json=definition()),
            await unconfirmed.get("/api/characters"),
        ):
            assert response.status_code == 403
            assert response.json()["detail"] == AGE_GATE_MESSAGE
    async with new_client(app) as visitor:
        await csrf(visitor)
        assert (await visitor.get(f"/api/characters/{public['id']}")).status_code == 403
        assert (await visitor.post("/api/characters", json=definition())).status_code == 401


@pytest.mark.parametrize("age", [17, 0, -3])
async def test_every_character_is_an_adult(client: httpx.AsyncClient, db: AsyncSession, age: int) -> None:
    """Safety policy: every character is an adult; an age under 18 is refused with a clear message."""
    await adult(client)
    r = await client.post("/api/characters", json=definition(age=age))
    assert r.status_code == 422
    assert r.json()["detail"][0]["field"] == "age"
    assert r.json()["detail"][0]["msg"] == ADULT_ONLY
    assert await character_count(db) == 0


async def test_adult_age_on_update(client: httpx.AsyncClient) -> None:
    """Safety policy: an update cannot make a character a minor either; 18 is allowed."""
    await adult(client)
    created = await create(client, age=18)
    r = await client.patch(f"/api/characters/{created['id']}", json={"age": 16})
    assert r.status_code == 422
    assert r.json()["detail"][0]["msg"] == ADULT_ONLY
    assert (await client.get(f"/api/characters/{created['id']}")).json()["age"] == 18


async def test_moderation_refuses_a_minor_and_saves_nothing(
    client: httpx.AsyncClient, db: AsyncSession
) -> None:
    """Safety policy + spec 8 'prohibited' label: a definition with a minor is refused and flagged."""
    info = await adult(client)
    r = await client.post("/api/characters", json=definition(description="She is 15 years old."))
    assert r.status_code == 422
    assert r.json()["error"] == "ContentRejected"
    assert "Prohibited Underage Content" in r.json()["detail"]
    assert await character_count(db) == 0
    [flag] = await flags(db, info["user"]["id"])
    assert flag.subject_type == "character"
    assert flag.reason == "prohibited"
    assert "15 years old" in flag.excerpt


@pytest.mark.parametrize(
    "fields",
    [
        {"name": "Ami (14 years old)"},
        {"scenario": "A 16-year-old girl next door."},
        {"exampleDialogue": "{{char}}: I'm 13 years old."},
        {"greetings": [{"type": "text", "content": "Hi! I am 12 years old."}]},
        {"alternateGreetings": ["fine", "I'm 15 years old, you know."]},
        {"systemPrompt": "The character is 14 years old."},
        {"postHistoryInstructions": "Remember she is 15 years old."},
        {"creatorNotes": "She is 16 years old."},
        {"physicalDescription": "She is a 13-year-old."},
        {"tags": ["15 years old"]},
        {"characterBook": {"entries": [{"keys": ["age"], "content": "She is 15 years old."}]}},
    ],
)
async def test_every_text_field_is_moderated(
    client: httpx.AsyncClient, db: AsyncSession, fields: dict
) -> None:
    """Safety policy: the whole definition is moderated, not only the description."""
    await adult(client)
    r = await client.post("/api/characters", json=definition(**fields))
    assert r.status_code == 422, r.text
    assert r.json()["error"] == "ContentRejected"
    assert await character_count(db) == 0


async def test_moderation_on_update_keeps_the_old_definition(
    client: httpx.AsyncClient, db: AsyncSession
) -> None:
    """Safety policy: a refused update changes nothing, and the flag names the character."""
    info = await adult(client)
    created = await create(client)
    r = await client.patch(f"/api/characters/{created['id']}", json={"scenario": "She is 15 years old."})
    assert r.status_code == 422
    assert "Prohibited Underage Content" in r.json()["detail"]
    assert (await client.get(f"/api/characters/{created['id']}")).json()["scenario"] == created["scenario"]
    [flag] = await flags(db, info["user"]["id"])
    assert str(flag.subject_id) == created["id"]


async def test_bestiality_is_refused_with_its_label(client: httpx.AsyncClient) -> None:
    """spec 8 label 'Prohibited Bestiality Content'."""
    await adult(client)
    r = await client.post(
        "/api/characters", json=definition(description="She has sex with her dog every night.")
    )
    assert r.status_code == 422
    assert "Prohibited Bestiality Content" in r.json()["detail"]


@pytest.mark.parametrize(
    ("fields", "field"),
    [
        ({"name": ""}, "name"),
        ({"name": "x" * 81}, "name"),
        ({"description": "x" * 32_001}, "description"),
        ({"occupation": "x" * 201}, "occupation"),
        ({"gender": "Robot"}, "gender"),
        ({"style": "Cartoon"}, "style"),
        ({"visibility": "unlisted"}, "visibility"),
        ({"tags": [f"t{i}" for i in range(21)]}, "tags"),
        ({"tags": ["x" * 41]}, "tags.0"),
        ({"category": "Cooking"}, "category"),
        ({"unknownField": 1}, "unknownField"),
        ({"greetings": [{"type": "text", "content": "x" * 16_001}]}, "greetings.0.text.content"),
    ],
)
async def test_field_limits(client: httpx.AsyncClient, fields: dict, field: str) -> None:
    """Every field has a limit; the error names the field."""
    await adult(client)
    r = await client.post("/api/characters", json=definition(**fields))
    assert r.status_code == 422, r.text
    assert field in [d["field"] for d in r.json()["detail"]], r.json()


async def test_unknown_category_lists_the_choices(client: httpx.AsyncClient) -> None:
    await adult(client)
    r = await client.post("/api/characters", json=definition(category="Cooking"))
    assert "Choose one of: romance, fantasy" in r.json()["detail"][0]["msg"]


async def test_category_by_name_becomes_its_slug(client: httpx.AsyncClient) -> None:
    """spec 2 /directory/{category}: categories are stored as URL slugs."""
    await adult(client)
    assert (await create(client, category="Slice of Life"))["category"] == "slice-of-life"


async def test_tags_are_trimmed_and_deduplicated(client: httpx.AsyncClient) -> None:
    await adult(client)
    assert (await create(client, tags=[" Witty ", "witty", "", "Books"]))["tags"] == ["Witty", "Books"]


@pytest.mark.parametrize(
    "url",
    [
        "https://example.com/face.png",
        "//evil.example/face.png",
        "/media/../secrets.png",
        "/static/face.png",
        "data:image/png;base64,AAAA",
    ],
)
async def test_avatar_must_be_nocturne_media(client: httpx.AsyncClient, url: str) -> None:
    """Safety policy: no imagery of real people, so no outside images; only /media/ addresses."""
    await adult(client)
    r = await client.post("/api/characters", json=definition(avatarUrl=url))
    assert r.status_code == 422
    assert r.json()["detail"][0]["msg"] == MEDIA_URL_ONLY
    r = await client.post(
        "/api/characters",
        json=definition(greetings=[{"type": "image", "content": {"imageUrl": url}}]),
    )
    assert r.status_code == 422


async def test_media_greetings_and_avatar(client: httpx.AsyncClient) -> None:
    """spec 3 Greeting or intro item: text, image or video items; content must match the type."""
    await adult(client)
    greetings = [
        {"type": "image", "content": {"id": "g1", "imageUrl": "/media/u/1.png"}},
        {"type": "video", "content": {"videoUrl": "/media/u/2.mp4", "inputImageUrl": "/media/u/1.png"}},
        {"type": "text", "content": "Hi {{user}}"},
    ]
    body = await create(client, greetings=greetings, avatarUrl="/media/u/avatar.png")
    assert body["greetings"][0] == greetings[0]
    assert body["greetings"][1]["content"] == {"id": None, **greetings[1]["content"]}
    assert body["greetings"][2] == greetings[2]
    assert body["avatarUrl"] == "/media/u/avatar.png"
    r = await client.post(
        "/api/characters", json=definition(greetings=[{"type": "image", "content": "just text"}])
    )
    assert r.status_code == 422


async def test_update_rejects_null_for_required_fields(client: httpx.AsyncClient) -> None:
    await adult(client)
    created = await create(client)
    for field in ("name", "gender", "style", "age", "visibility"):
        r = await client.patch(f"/api/characters/{created['id']}", json={field: None})
        assert r.status_code == 422, field


async def test_publishing_stamps_and_unpublishing_clears(client: httpx.AsyncClient) -> None:
    """The directory's 'new' order is the publish time; a private character has none."""
    await adult(client)
    created = await create(client)
    path = f"/api/characters/{created['id']}"
    published = (await client.patch(path, json={"visibility": "public"})).json()
    assert published["publishedAt"] is not None
    again = (await client.patch(path, json={"name": "Luna II"})).json()
    assert again["publishedAt"] == published["publishedAt"]
    assert (await client.patch(path, json={"visibility": "private"})).json()["publishedAt"] is None


async def test_my_characters(app: FastAPI, client: httpx.AsyncClient) -> None:
    """GET /api/characters lists only the caller's characters, with paging."""
    await adult(client)
    mine = [await create(client, name=f"Mine {i}") for i in range(3)]
    async with new_client(app) as other:
        await adult(other)
        await create(other, name="Theirs", visibility="public")
    page = (await client.get("/api/characters", params={"pageSize": 2})).json()
    assert page["total"] == 3
    assert page["pageSize"] == 2
    assert len(page["items"]) == 2
    second = (await client.get("/api/characters", params={"pageSize": 2, "page": 2})).json()
    names = {item["name"] for item in page["items"] + second["items"]}
    assert names == {c["name"] for c in mine}
    assert all(item["isOwner"] for item in page["items"])
    assert (await client.get("/api/characters", params={"mine": "false"})).status_code == 400


async def test_deleting_a_user_removes_nothing_of_others(app: FastAPI, client: httpx.AsyncClient) -> None:
    """A user cannot delete another user's character (404), and their own delete leaves others alone."""
    await adult(client)
    own = await create(client)
    async with new_client(app) as other:
        await adult(other)
        theirs = await create(other, visibility="public")
        assert (await client.delete(f"/api/characters/{theirs['id']}")).status_code == 404
        assert (await client.delete(f"/api/characters/{own['id']}")).status_code == 204
        assert (await other.get(f"/api/characters/{theirs['id']}")).status_code == 200


async def test_visitor_cannot_write(app: FastAPI) -> None:
    async with new_client(app) as visitor:
        await adult_visitor(visitor)
        assert (await visitor.post("/api/characters", json=definition())).status_code == 401
        assert (await visitor.get("/api/characters")).status_code == 401


async def test_nul_characters_are_refused(client: httpx.AsyncClient, db: AsyncSession) -> None:
    """PostgreSQL cannot store NUL in text; it is a 422, never a 500, on either database."""
    await adult(client)
    for fields in ({"name": "Lu\x00na"}, {"characterBook": {"entries": [{"content": "a\x00"}]}}):
        r = await client.post("/api/characters", json=definition(**fields))
        assert r.status_code == 422
        assert r.json()["detail"][0]["msg"] == "Text cannot contain NUL characters."
    assert await character_count(db) == 0
