"""Helpers for chat API tests: adult users, characters, chats, and reading the SSE chat stream."""

from __future__ import annotations

import json
import uuid
from typing import Any

import httpx

from tests.helpers import signup


async def adult(client: httpx.AsyncClient) -> dict[str, Any]:
    """A signed-up user who confirmed being 18+."""
    info = await signup(client)
    r = await client.post("/api/age/confirm")
    assert r.status_code == 200, r.text
    return info


async def character(client: httpx.AsyncClient, **fields: Any) -> dict[str, Any]:
    body: dict[str, Any] = {
        "name": "Luna",
        "gender": "Female",
        "style": "Realistic",
        "description": "Luna is a witty librarian in her late twenties who loves old books.",
        "personality": "playful, curious",
        "greetings": [{"type": "text", "content": "Hello {{user}}, I'm {{char}}."}],
        "visibility": "private",
    }
    body.update(fields)
    r = await client.post("/api/characters", json=body)
    assert r.status_code == 201, r.text
    result: dict[str, Any] = r.json()
    return result


async def chat_with(client: httpx.AsyncClient, *character_ids: str) -> dict[str, Any]:
    r = await client.post("/api/chats", json={"characterIds": list(character_ids)})
    assert r.status_code == 201, r.text
    result: dict[str, Any] = r.json()
    return result


def user_message(text: str) -> dict[str, Any]:
    return {"id": uuid.uuid4().hex[:16], "role": "user", "parts": [{"type": "text", "text": text}]}


def parse_sse(body: str) -> list[dict[str, Any]]:
    """The chunks of an AI SDK UI message stream; asserts the framing."""
    events = [e for e in body.split("\n\n") if e.strip()]
    assert events[-1] == "data: [DONE]", events[-1]
    chunks = []
    for event in events[:-1]:
        if event.startswith(":"):
            continue
        assert event.startswith("data: "), event
        chunks.append(json.loads(event[len("data: ") :]))
    return chunks


def streamed_text(chunks: list[dict[str, Any]]) -> str:
    return "".join(c["delta"] for c in chunks if c["type"] == "text-delta")


async def send(client: httpx.AsyncClient, chat_id: str, text: str, **extra: Any) -> httpx.Response:
    body = {"id": chat_id, "messages": [user_message(text)], "trigger": "submit-message", **extra}
    return await client.post("/api/chat", json=body, timeout=120)
