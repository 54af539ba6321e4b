"""Helpers for the characters API tests: adult users, characters, card uploads."""

from __future__ import annotations

import uuid
from typing import Any

import httpx
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.models import Character, ModerationFlag
from tests.helpers import csrf, signup


async def adult(client: httpx.AsyncClient, **kwargs: Any) -> dict[str, Any]:
    """Sign up on this client and confirm being 18 or older; returns the session info."""
    info = await signup(client, **kwargs)
    r = await client.post("/api/age/confirm")
    assert r.status_code == 200, r.text
    return info


async def adult_visitor(client: httpx.AsyncClient) -> None:
    """A visitor (no account) who confirmed being 18 or older in this browser."""
    await csrf(client)
    r = await client.post("/api/age/confirm")
    assert r.status_code == 200, r.text


def definition(**fields: Any) -> dict[str, Any]:
    body: dict[str, Any] = {
        "name": "Luna",
        "gender": "Female",
        "style": "Realistic",
        "age": 27,
        "description": "Luna is a witty librarian who loves old books.",
        "personality": "playful, curious",
        "scenario": "A quiet library after closing time.",
        "greetings": [{"type": "text", "content": "Hello {{user}}, I'm {{char}}."}],
        "tags": ["librarian", "romance"],
        "category": "romance",
    }
    body.update(fields)
    return body


async def create(client: httpx.AsyncClient, **fields: Any) -> dict[str, Any]:
    r = await client.post("/api/characters", json=definition(**fields))
    assert r.status_code == 201, r.text
    result: dict[str, Any] = r.json()
    return result


async def upload(
    client: httpx.AsyncClient, filename: str, data: bytes, *, age: int | None = 30
) -> httpx.Response:
    """Import a card; `age` is what the importer confirms, used only when the card states none."""
    content_type = "image/png" if filename.endswith(".png") else "application/json"
    form = {"age": str(age)} if age is not None else None
    return await client.post(
        "/api/characters/import", files={"file": (filename, data, content_type)}, data=form
    )


# The test's own session commits before and after it looks: before, to see what the app committed;
# after, to hand its connection back (on SQLite the app may have a single one).


async def character_count(db: AsyncSession) -> int:
    await db.commit()
    count = await db.scalar(select(func.count()).select_from(Character)) or 0
    await db.commit()
    return count


async def flags(db: AsyncSession, user_id: str) -> list[ModerationFlag]:
    await db.commit()
    rows = list(
        (await db.scalars(select(ModerationFlag).where(ModerationFlag.user_id == uuid.UUID(user_id)))).all()
    )
    await db.commit()
    return rows
