"""Turns without a new user message and group turns through the real API (issue 8, a chat screen like an
app): Continue extends a reply as the same message, Reply answers a message left without one, a bare
/direct continues the scene, the first character named replies first, and "Everyone replies"."""

from __future__ import annotations

import uuid
from typing import Any

import httpx
from fastapi import FastAPI

from nocturne.chat.history import prompt_history
from nocturne.chat.repository import HistoryRow
from nocturne.chat.stored_turn import CONTINUE_DIRECTION, NOTHING_TO_CONTINUE, join_continuation
from nocturne.kit.clock import utcnow
from tests.chat_helpers import adult, character, chat_with, parse_sse, send, streamed_text
from tests.scripted_model import scripted_model


async def seed(client: httpx.AsyncClient, chat_id: str, *messages: dict[str, Any]) -> None:
    r = await client.post(f"/api/chats/{chat_id}/test-messages", json={"messages": list(messages)})
    assert r.status_code == 204, r.text


async def act(client: httpx.AsyncClient, chat_id: str, action: str, **extra: Any) -> httpx.Response:
    body = {"id": chat_id, "messages": [], "trigger": "submit-message", "action": action, **extra}
    return await client.post("/api/chat", json=body, timeout=60)


async def messages(client: httpx.AsyncClient, chat_id: str) -> list[dict[str, Any]]:
    result: list[dict[str, Any]] = (await client.get(f"/api/chats/{chat_id}")).json()["messages"]
    return result


def last_turn(request: dict[str, Any]) -> dict[str, str]:
    """The newest history message the model saw (the per-turn instructions may follow it)."""
    found: dict[str, str] = [m for m in request["messages"] if m["role"] != "system"][-1]
    return found


def system_text(request: dict[str, Any]) -> str:
    return "\n".join(m["content"] for m in request["messages"] if m["role"] == "system")


async def test_continue_extends_a_stopped_reply_as_the_same_message(
    app: FastAPI, client: httpx.AsyncClient
) -> None:
    await adult(client)
    chat = await chat_with(client, (await character(client))["id"])
    await seed(
        client,
        chat["id"],
        {"role": "user", "content": "Tell me a story."},
        {"role": "assistant", "content": "Once upon a time", "stopped": True},
    )
    before = await messages(client, chat["id"])
    stopped = before[-1]
    assert stopped["stopped"] is True
    seen: list[dict[str, Any]] = []
    async with scripted_model(app, ["there was ", "a bar by the sea."], seen.append):
        r = await act(client, chat["id"], "continue")
    chunks = parse_sse(r.text)
    # The stream continues the same message, and what it adds joins the shown text with a space.
    assert chunks[0]["messageId"] == stopped["id"]
    assert streamed_text(chunks) == " there was a bar by the sea."
    after = await messages(client, chat["id"])
    assert len(after) == len(before)
    assert after[-1]["id"] == stopped["id"]
    assert after[-1]["content"] == "Once upon a time there was a bar by the sea."
    assert after[-1]["stopped"] is False
    # The model is asked to continue, and sees its unfinished reply as the last message.
    assert last_turn(seen[0]) == {"role": "assistant", "content": "Once upon a time"}
    assert CONTINUE_DIRECTION in system_text(seen[0])


async def test_continue_needs_a_reply_to_extend(client: httpx.AsyncClient) -> None:
    await adult(client)
    chat = await chat_with(client, (await character(client))["id"])
    await seed(client, chat["id"], {"role": "user", "content": "Hello?"})
    r = await act(client, chat["id"], "continue")
    assert r.status_code == 400
    assert r.json()["detail"] == NOTHING_TO_CONTINUE


async def test_reply_answers_a_message_left_without_one(app: FastAPI, client: httpx.AsyncClient) -> None:
    """A user message whose turn was stopped before the first token (or failed) is answered on request,
    without being stored twice."""
    await adult(client)
    chat = await chat_with(client, (await character(client))["id"])
    await seed(client, chat["id"], {"role": "user", "content": "Are you still there?"})
    seen: list[dict[str, Any]] = []
    async with scripted_model(app, ["Always, for you."], seen.append):
        r = await act(client, chat["id"], "reply")
    assert streamed_text(parse_sse(r.text)) == "Always, for you."
    after = await messages(client, chat["id"])
    assert [m["content"] for m in after if m["role"] == "user"] == ["Are you still there?"]
    assert after[-1]["role"] == "assistant"
    assert after[-1]["content"] == "Always, for you."
    assert last_turn(seen[0]) == {"role": "user", "content": "Are you still there?"}


async def test_reply_to_an_unanswered_direct_obeys_the_direction(
    app: FastAPI, client: httpx.AsyncClient
) -> None:
    await adult(client)
    chat = await chat_with(client, (await character(client))["id"])
    await seed(client, chat["id"], {"role": "user", "content": "/direct A storm knocks the lights out."})
    seen: list[dict[str, Any]] = []
    async with scripted_model(app, ["*The room goes dark.*"], seen.append):
        await act(client, chat["id"], "reply")
    assert "A storm knocks the lights out." in system_text(seen[0])
    assert all("/direct" not in m["content"] for m in seen[0]["messages"])


async def test_regenerating_a_reply_to_a_direction_keeps_the_direction(
    app: FastAPI, client: httpx.AsyncClient
) -> None:
    await adult(client)
    chat = await chat_with(client, (await character(client))["id"])
    await seed(
        client,
        chat["id"],
        {"role": "user", "content": "/direct She finds a letter."},
        {"role": "assistant", "content": "*She picks up the envelope.*"},
    )
    reply = (await messages(client, chat["id"]))[-1]
    seen: list[dict[str, Any]] = []
    async with scripted_model(app, ["*She tears the letter open.*"], seen.append):
        body = {"id": chat["id"], "messages": [], "trigger": "regenerate-message", "messageId": reply["id"]}
        await client.post("/api/chat", json=body, timeout=60)
    assert "She finds a letter." in system_text(seen[0])


async def test_bare_direct_continues_the_scene(app: FastAPI, client: httpx.AsyncClient) -> None:
    """Spec 5 Slash commands: an empty instruction counts as none; the character simply goes on."""
    await adult(client)
    chat = await chat_with(client, (await character(client))["id"])
    seen: list[dict[str, Any]] = []
    async with scripted_model(app, ["*Luna turns the page and keeps reading aloud.*"], seen.append):
        r = await send(client, chat["id"], "/direct")
    assert streamed_text(parse_sse(r.text)).startswith("*Luna turns")
    assert "Scene direction" not in system_text(seen[0])
    assert all(m["content"] != "/direct" for m in seen[0]["messages"])
    after = await messages(client, chat["id"])
    assert [m["role"] for m in after[-2:]] == ["user", "assistant"]


async def test_first_character_named_replies_first(app: FastAPI, client: httpx.AsyncClient) -> None:
    """Spec 4 Group chat: the message names the second character first (by first name), who replies."""
    await adult(client)
    luna = await character(client)
    max_ = await character(client, name="Max Rowan", gender="Male")
    chat = await chat_with(client, luna["id"], max_["id"])
    async with scripted_model(app, ["Gladly."]):
        r = await send(client, chat["id"], "Max, tell Luna about your day.")
    assert parse_sse(r.text)[0]["messageMetadata"]["characterId"] == max_["id"]
    assert (await messages(client, chat["id"]))[-1]["annotations"]["characterId"] == max_["id"]


async def test_everyone_replies_in_turn_each_with_its_character(
    app: FastAPI, client: httpx.AsyncClient
) -> None:
    """ "Everyone replies": after the first answer, each other character is asked for its reply in turn."""
    await adult(client)
    luna = await character(client)
    max_ = await character(client, name="Max Rowan", gender="Male")
    ivy = await character(client, name="Ivy", gender="Female")
    chat = await chat_with(client, luna["id"], max_["id"], ivy["id"])
    assert chat["suggestedFirstMessage"] == "Hi everyone! What are you all up to tonight?"
    seen: list[dict[str, Any]] = []
    async with scripted_model(app, ["Hello there."], seen.append):
        await send(client, chat["id"], "Good evening, all of you.")
        first = (await messages(client, chat["id"]))[-1]["annotations"]["characterId"]
        for other in [c for c in (luna["id"], max_["id"], ivy["id"]) if c != first]:
            r = await act(client, chat["id"], "reply", nextSpeakerId=other)
            assert r.status_code == 200
    after = await messages(client, chat["id"])
    last_user = max(i for i, m in enumerate(after) if m["role"] == "user")
    replies = after[last_user + 1 :]
    assert sorted(m["annotations"]["characterId"] for m in replies) == sorted(
        [luna["id"], max_["id"], ivy["id"]]
    )
    assert replies[0]["annotations"]["characterId"] == first
    # Each later character sees the earlier answers of this round.
    assert "Hello there." in last_turn(seen[-1])["content"]
    assert len([m for m in after if m["role"] == "user"]) == 1


async def test_seeding_route_exists_only_on_test_servers(app: FastAPI, client: httpx.AsyncClient) -> None:
    await adult(client)
    chat = await chat_with(client, (await character(client))["id"])
    settings = app.state.settings
    saved = settings.env
    settings.env = "production"
    try:
        r = await client.post(
            f"/api/chats/{chat['id']}/test-messages", json={"messages": [{"role": "user", "content": "hi"}]}
        )
        assert r.status_code == 404
    finally:
        settings.env = saved


def _row(role: str, text: str) -> HistoryRow:
    return HistoryRow(uuid.uuid4(), utcnow(), role, text, None, None)


def test_commands_and_out_of_character_answers_stay_out_of_memories() -> None:
    """/direct and /analyze, and the answer to /analyze, never feed memories or the summary."""
    rows = [
        _row("user", "I love jazz."),
        _row("assistant", "*She smiles.* Me too."),
        _row("user", "/analyze How is the story going?"),
        _row("assistant", "Out of character: the story is slow."),
        _row("user", "/direct"),
        _row("assistant", "*She puts on a record.*"),
    ]
    # The jobs read the chat through prompt_history (chat/memory.py), as the prompt does.
    kept = [item.text for item in prompt_history(rows, {})]
    assert kept == ["I love jazz.", "*She smiles.* Me too.", "*She puts on a record.*"]


def test_join_continuation() -> None:
    assert join_continuation("Once upon a time", "there was") == "Once upon a time there was"
    assert join_continuation("She said", ", softly") == "She said, softly"
    assert join_continuation("Hello. ", "Again") == "Hello. Again"
