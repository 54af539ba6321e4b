"""Starter characters seeded from catalog/characters/ (issue 8 'The first run'; spec 1 Characters:
gender Female/Male/Trans, style Realistic/Anime, a public directory with categories; spec 3 greeting
macros; safety policy: every character an adult)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import httpx
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.characters.cards import Card, export_card_png
from nocturne.characters.png_text import solid_png
from nocturne.characters.starters import (
    STARTERS_DIR,
    SYSTEM_EMAIL,
    read_starter,
    seed_starters,
    starter_paths,
)
from nocturne.models import Character, User
from tests.characters.api_helpers import adult_visitor


async def _seed(db: AsyncSession, directory: Path) -> list[str]:
    report = await seed_starters(db, directory)
    await db.commit()
    return report.lines()


async def _starters(db: AsyncSession) -> list[Character]:
    await db.commit()
    rows = (await db.scalars(select(Character).order_by(Character.name))).all()
    await db.commit()
    return list(rows)


def test_the_shipped_starters_are_varied_adults_with_voice() -> None:
    """At least 12; Female, Male and Trans; Realistic and Anime; most categories; all adults of 21+."""
    starters = [read_starter(path) for path in starter_paths(STARTERS_DIR)]
    assert len(starters) >= 12
    bodies = [s.body for s in starters]
    assert {b.gender for b in bodies} == {"Female", "Male", "Trans"}
    assert {b.style for b in bodies} == {"Realistic", "Anime"}
    assert len({b.category for b in bodies}) >= 8
    assert len({b.name for b in bodies}) == len(bodies)
    for body in bodies:
        assert body.age >= 21, body.name
        assert str(body.age) in body.description, f"{body.name}: the text states the age"
        assert body.visibility == "public"
        assert body.scenario.strip(), body.name
        assert body.example_dialogue.count("{{char}}:") >= 2, body.name
        greetings = [g.content for g in body.greetings] + body.alternate_greetings
        assert greetings, body.name
        assert all("{{user}}" in g for g in greetings), body.name
        assert "*" in body.example_dialogue, f"{body.name}: examples show *actions*"


async def test_seeding_twice_creates_each_starter_once(
    client: httpx.AsyncClient, db: AsyncSession, tmp_path: Path
) -> None:
    """Idempotent: the second run updates in place (same ids), the directory lists each starter once."""
    first = await _seed(db, STARTERS_DIR)
    created = await _starters(db)
    second = await _seed(db, STARTERS_DIR)
    again = await _starters(db)
    count = len(starter_paths(STARTERS_DIR))
    assert first[0].startswith(f"Starter characters: {count} created")
    assert second[0].startswith(f"Starter characters: 0 created, {count} updated")
    assert [c.id for c in again] == [c.id for c in created]
    await db.commit()
    owners = (await db.scalars(select(User).where(User.email == SYSTEM_EMAIL))).all()
    assert len(owners) == 1
    assert owners[0].password_hash is None
    await db.commit()

    await adult_visitor(client)
    page = (await client.get("/api/directory", params={"pageSize": 100})).json()
    assert page["total"] == count
    assert all(item["ownerUsername"] == "nocturne" for item in page["items"])
    # A directory card's hook is the starter's short creator notes, not the start of its prompt text.
    hooks = {item["name"]: item["excerpt"] for item in page["items"]}
    assert hooks["Theo Sinclair"] == "A shy English bookseller who writes poems in the margins."


async def test_an_edited_file_updates_and_a_removed_file_unlists(db: AsyncSession, tmp_path: Path) -> None:
    first, second = (tmp_path / path.name for path in starter_paths(STARTERS_DIR)[:2])
    for path in starter_paths(STARTERS_DIR)[:2]:
        shutil.copy(path, tmp_path / path.name)
    await _seed(db, tmp_path)
    card = json.loads(first.read_text())
    card["data"]["scenario"] = "A new scenario for {{user}}."
    first.write_text(json.dumps(card))
    second.unlink()
    lines = await _seed(db, tmp_path)
    assert lines[0] == "Starter characters: 0 created, 1 updated, 1 unlisted (file removed), 0 skipped."
    rows = await _starters(db)
    assert len(rows) == 2
    by_visibility = {c.visibility: c for c in rows}
    assert by_visibility["public"].scenario == "A new scenario for {{user}}."
    assert by_visibility["private"].published_at is None


async def test_bad_files_are_skipped_with_a_reason_and_png_art_becomes_the_avatar(
    db: AsyncSession, tmp_path: Path
) -> None:
    """No age stated: skipped (no age is invented); a minor: skipped; a PNG card's art: the avatar."""
    no_age = {"spec": "chara_card_v2", "data": {"name": "Ageless", "description": "A mystery."}}
    minor = {"spec": "chara_card_v2", "data": {"name": "Kid", "description": "A 15-year-old."}}
    (tmp_path / "ageless.json").write_text(json.dumps(no_age))
    (tmp_path / "minor.json").write_text(json.dumps(minor))
    (tmp_path / "notes.json").write_text("not json")
    art = solid_png(4, 6, (200, 40, 90))
    card = Card(name="Portrait", description="Portrait is a 30-year-old painter.", first_mes="Hi {{user}}.")
    (tmp_path / "portrait.png").write_bytes(export_card_png(card, 2, art))
    lines = await _seed(db, tmp_path)
    assert lines[0] == "Starter characters: 1 created, 0 updated, 0 unlisted (file removed), 3 skipped."
    assert any(line.startswith("  skipped ageless.json: the card states no age") for line in lines)
    assert any("minor.json" in line for line in lines)
    assert any("notes.json: This file is not a character card" in line for line in lines)
    rows = await _starters(db)
    assert [c.name for c in rows] == ["Portrait"]
    assert rows[0].avatar_url is not None
    assert rows[0].avatar_url.startswith(f"/api/characters/{rows[0].id}/avatar")
    await db.commit()
    assert await db.scalar(select(func.count()).select_from(Character)) == 1
