"""The public directory (spec 1 'Characters are listed in a public directory with categories',
spec 2 /directory and /directory/{category}; safety policy: the 18+ gate comes first)."""

from __future__ import annotations

import uuid
from datetime import timedelta

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import update
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.accounts.deps import AGE_GATE_MESSAGE
from nocturne.characters.categories import CATEGORIES
from nocturne.kit.clock import utcnow
from nocturne.models import Character
from tests.characters.api_helpers import adult, adult_visitor, create
from tests.helpers import csrf, new_client, signup


async def names(client: httpx.AsyncClient, **params: object) -> list[str]:
    r = await client.get("/api/directory", params=params)
    assert r.status_code == 200, r.text
    return [item["name"] for item in r.json()["items"]]


async def set_columns(db: AsyncSession, character_id: str, **values: object) -> None:
    await db.execute(update(Character).where(Character.id == uuid.UUID(character_id)).values(**values))
    await db.commit()


async def test_only_public_characters_are_listed(app: FastAPI, client: httpx.AsyncClient) -> None:
    """spec 1: the directory lists public characters; private ones never appear."""
    await adult(client)
    await create(client, name="Hidden")
    public = await create(client, name="Shown", visibility="public")
    assert await names(client) == ["Shown"]
    async with new_client(app) as visitor:
        await adult_visitor(visitor)
        page = (await visitor.get("/api/directory")).json()
        assert [item["name"] for item in page["items"]] == ["Shown"]
        assert page["items"][0]["isOwner"] is False
        assert page["items"][0]["id"] == public["id"]
    await client.patch(f"/api/characters/{public['id']}", json={"visibility": "private"})
    assert await names(client) == []


async def test_age_gate_comes_first(app: FastAPI, client: httpx.AsyncClient) -> None:
    """Safety policy: not-age-confirmed users and visitors get 403 from the directory."""
    await adult(client)
    await create(client, visibility="public")
    async with new_client(app) as unconfirmed:
        await signup(unconfirmed)
        r = await unconfirmed.get("/api/directory")
        assert r.status_code == 403
        assert r.json()["detail"] == AGE_GATE_MESSAGE
    async with new_client(app) as visitor:
        await csrf(visitor)
        assert (await visitor.get("/api/directory")).status_code == 403
        assert (await visitor.get("/api/directory/categories")).status_code == 200  # names only


async def test_search_name_description_and_tags(client: httpx.AsyncClient) -> None:
    """Search is case-insensitive on name, description and tags, on SQLite and PostgreSQL alike."""
    await adult(client)
    await create(client, name="Aurora", description="A pilot.", tags=["space"], visibility="public")
    await create(client, name="Bianca", description="A shy PILOT from Mars.", tags=[], visibility="public")
    await create(client, name="Chiara", description="A chef.", tags=["Café", "Kitchen"], visibility="public")
    await create(client, name="Dana 100%", description="Fully committed.", tags=[], visibility="public")
    assert sorted(await names(client, q="aurora")) == ["Aurora"]
    assert sorted(await names(client, q="pilot")) == ["Aurora", "Bianca"]
    assert sorted(await names(client, q="KITCHEN")) == ["Chiara"]
    assert sorted(await names(client, q="café")) == ["Chiara"]
    assert sorted(await names(client, q="SPACE")) == ["Aurora"]
    assert await names(client, q="100%") == ["Dana 100%"]  # LIKE wildcards are literal
    assert await names(client, q="_") == []
    assert await names(client, q="nobody") == []
    assert len(await names(client, q="   ")) == 4
    assert sorted(await names(client, q="\x00pilot")) == ["Aurora", "Bianca"]


async def test_sort_new_and_popular(client: httpx.AsyncClient, db: AsyncSession) -> None:
    """sort=new is newest published first; sort=popular is most chats first, then newest."""
    await adult(client)
    now = utcnow()
    older = await create(client, name="Older", visibility="public")
    newer = await create(client, name="Newer", visibility="public")
    popular = await create(client, name="Popular", visibility="public")
    await set_columns(db, older["id"], published_at=now - timedelta(days=3), chat_count=5)
    await set_columns(db, newer["id"], published_at=now - timedelta(days=1), chat_count=5)
    await set_columns(db, popular["id"], published_at=now - timedelta(days=9), chat_count=50)
    assert await names(client) == ["Newer", "Older", "Popular"]
    assert await names(client, sort="new") == ["Newer", "Older", "Popular"]
    assert await names(client, sort="popular") == ["Popular", "Newer", "Older"]
    assert (await client.get("/api/directory", params={"sort": "random"})).status_code == 422


async def test_paging_with_total(client: httpx.AsyncClient, db: AsyncSession) -> None:
    await adult(client)
    now = utcnow()
    for i in range(5):
        created = await create(client, name=f"C{i}", visibility="public")
        await set_columns(db, created["id"], published_at=now - timedelta(hours=i))
    first = (await client.get("/api/directory", params={"pageSize": 2})).json()
    assert (first["total"], first["page"], first["pageSize"]) == (5, 1, 2)
    assert [item["name"] for item in first["items"]] == ["C0", "C1"]
    assert await names(client, pageSize=2, page=3) == ["C4"]
    assert await names(client, pageSize=2, page=4) == []
    for bad in ({"pageSize": 0}, {"pageSize": 101}, {"page": 0}):
        assert (await client.get("/api/directory", params=bad)).status_code == 422


async def test_category_filter_and_counts(client: httpx.AsyncClient) -> None:
    """spec 2 /directory/{category}: filter by slug; every category is listed with its count."""
    await adult(client)
    await create(client, name="R1", category="romance", visibility="public")
    await create(client, name="R2", category="Romance", visibility="public")
    await create(client, name="H1", category="horror", visibility="public")
    await create(client, name="Private romance", category="romance")
    await create(client, name="Uncategorised", category=None, visibility="public")
    assert sorted(await names(client, category="romance")) == ["R1", "R2"]
    assert await names(client, category="horror", q="h1") == ["H1"]
    assert await names(client, category="sci-fi") == []
    r = await client.get("/api/directory", params={"category": "cooking"})
    assert r.status_code == 400
    assert "Unknown category 'cooking'" in r.json()["detail"]
    counts = (await client.get("/api/directory/categories")).json()
    assert [c["slug"] for c in counts] == [slug for slug, _ in CATEGORIES]
    by_slug = {c["slug"]: c for c in counts}
    assert by_slug["romance"] == {"slug": "romance", "name": "Romance", "count": 2}
    assert by_slug["horror"]["count"] == 1
    assert by_slug["slice-of-life"] == {"slug": "slice-of-life", "name": "Slice of Life", "count": 0}


async def test_directory_item_shape(client: httpx.AsyncClient) -> None:
    """A directory card shows an excerpt, not the whole definition."""
    info = await adult(client)
    await create(client, description="word " * 200, visibility="public")
    [item] = (await client.get("/api/directory")).json()["items"]
    assert len(item["excerpt"]) <= 280
    assert item["excerpt"].endswith("…")
    assert item["ownerUsername"] == info["user"]["username"]
    assert item["isOwner"] is True
    assert "systemPrompt" not in item


@pytest.mark.parametrize("q", ["x" * 101])
async def test_query_length_is_limited(client: httpx.AsyncClient, q: str) -> None:
    await adult(client)
    assert (await client.get("/api/directory", params={"q": q})).status_code == 422
