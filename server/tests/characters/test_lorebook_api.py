"""A character's lorebook over the API (issue 8 "Cards work as their authors meant"): the card's
character_book reaches the chat prompt as the card format defines (reference/chat-anchors.md "Card format
details": "The character book MUST be used by default"), the owner edits it through the character's
PATCH, and export writes it back with untouched entries unchanged."""

from __future__ import annotations

import copy
import json
from typing import Any

import httpx
from fastapi import FastAPI

from nocturne.characters.cards import Card, export_card_json, read_card
from tests.characters.api_helpers import adult, create, upload
from tests.chat_helpers import chat_with, parse_sse, send
from tests.helpers import new_client
from tests.scripted_model import scripted_model

AMULET = "The amulet of Varn glows when a lie is told."
CITY = "Varn is a city that floats above the clouds."


def imported_book() -> dict[str, Any]:
    """A lorebook as other apps write it: V3 fields, SillyTavern extensions, keys and numbers of their own."""
    return {
        "name": "Varn",
        "description": "The floating city.",
        "scan_depth": 2,
        "token_budget": 512,
        "recursive_scanning": False,
        "extensions": {"world": "varn-lore", "x_other_app": {"kept": True}},
        "entries": [
            {
                "keys": ["amulet", "/pendant?s?/i"],
                "secondary_keys": [],
                "content": AMULET,
                "extensions": {"position": 1, "depth": 4, "probability": 100, "x_unknown": [1, 2.5, None]},
                "enabled": True,
                "insertion_order": 100,
                "case_sensitive": False,
                "use_regex": False,
                "constant": False,
                "selective": False,
                "id": 0,
                "comment": "The amulet",
                "priority": 10,
                "position": "after_char",
                "x_future_field": "kept",
            },
            {
                "keys": [],
                "content": CITY,
                "extensions": {},
                "enabled": True,
                "insertion_order": 50,
                "constant": True,
                "use_regex": False,
                "id": 1,
                "name": "City",
                "position": "before_char",
            },
        ],
    }


async def test_keyed_entry_reaches_the_prompt_only_while_its_key_is_in_the_scanned_messages(
    app: FastAPI, client: httpx.AsyncClient
) -> None:
    """Constant entries always; a keyed one while its key is in the new message or the book's scan depth
    (2 messages back); before_char entries before the description, after_char after it."""
    await adult(client)
    luna = await create(client, characterBook=imported_book())
    systems: list[str] = []

    def keep(request: dict[str, Any]) -> None:
        systems.append(request["messages"][0]["content"])

    async with scripted_model(app, ["*nods* I see."], on_request=keep):
        chat = await chat_with(client, luna["id"])
        for text in ("Hello there.", "Show me the amulet.", "It is pretty.", "Let us walk.", "Wear PENDANTS"):
            chunks = parse_sse((await send(client, chat["id"], text)).text)
            assert chunks[-1]["type"] == "finish", chunks
    assert len(systems) == 5
    assert all(CITY in system for system in systems)
    assert [AMULET in system for system in systems] == [False, True, True, False, True]
    system = systems[1]
    assert system.index(CITY) < system.index(luna["promptDescription"][:30]) < system.index(AMULET)


async def test_the_owner_edits_the_book_and_export_keeps_untouched_entries_unchanged(
    client: httpx.AsyncClient,
) -> None:
    await adult(client)
    card = Card(
        name="Mira",
        description="{{char}} is a 30-year-old cartographer of Varn.",
        character_book=imported_book(),
        extensions={"nocturne": {"age": 30}},
    )
    imported = (await upload(client, "mira.json", export_card_json(card, 3))).json()
    assert imported["characterBook"] == imported_book()  # stored as the card wrote it

    # The editor sends the whole book back with one entry changed, one added and nothing else touched.
    book = copy.deepcopy(imported["characterBook"])
    book["entries"][1]["content"] = "Varn floats above a sea of clouds."
    book["entries"].append(
        {"keys": ["harbor"], "content": "Skyships dock at the harbor.", "extensions": {}, "enabled": True,
         "insertion_order": 120, "use_regex": False, "constant": False, "selective": False,
         "secondary_keys": [], "case_sensitive": False, "position": "after_char", "comment": "Harbor"}
    )  # fmt: skip
    r = await client.patch(f"/api/characters/{imported['id']}", json={"characterBook": book})
    assert r.status_code == 200, r.text
    assert (await client.get(f"/api/characters/{imported['id']}")).json()["characterBook"] == book

    for version in (2, 3):
        exported = await client.get(
            f"/api/characters/{imported['id']}/export", params={"format": "json", "version": version}
        )
        assert exported.status_code == 200, exported.text
        written = json.loads(exported.content)["data"]["character_book"]
        original = imported_book()
        # Untouched: every field, unknown ones and extensions included, with the same JSON types.
        assert json.dumps(written["entries"][0], sort_keys=True) == json.dumps(
            original["entries"][0], sort_keys=True
        )
        assert {k: v for k, v in written.items() if k != "entries"} == {
            k: v for k, v in original.items() if k != "entries"
        }
        assert written["entries"][1] == {
            **original["entries"][1],
            "content": "Varn floats above a sea of clouds.",
        }
        assert written["entries"][2]["content"] == "Skyships dock at the harbor."
        assert read_card("again.json", exported.content).character_book == book


async def test_only_the_owner_changes_the_book_and_it_is_moderated(
    app: FastAPI, client: httpx.AsyncClient
) -> None:
    """The book is part of the definition: someone else's PATCH is a 404, and the content rules read it."""
    await adult(client)
    luna = await create(client, visibility="public")
    async with new_client(app) as other:
        await adult(other)
        r = await other.patch(f"/api/characters/{luna['id']}", json={"characterBook": imported_book()})
        assert r.status_code == 404, r.text
    book = imported_book()
    book["entries"][0]["content"] = "She is a 12-year-old girl."
    r = await client.patch(f"/api/characters/{luna['id']}", json={"characterBook": book})
    assert r.status_code == 422, r.text
    assert (await client.get(f"/api/characters/{luna['id']}")).json()["characterBook"] is None
