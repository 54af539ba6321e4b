"""Every query of the characters domain: characters, the public directory and personas."""

from __future__ import annotations

import json
import uuid
from collections.abc import Sequence
from typing import Literal

from sqlalchemy import Row, String, cast, func, or_, select, update
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.sql.elements import ColumnElement

from nocturne.models import Character, Persona, User
from nocturne.models.character import CharacterAvatar

DirectorySort = Literal["new", "popular"]
_LIKE_ESCAPE = "\\"


def _like_pattern(text: str) -> str:
    """A LIKE pattern for 'contains text', with the LIKE wildcards in text taken literally."""
    escaped = text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"


def _search(query: str) -> ColumnElement[bool]:
    """Case-insensitive 'contains' on name, description and tags, in SQL both databases run.

    Tags are a JSON list. PostgreSQL renders JSONB as text with the characters themselves; SQLite
    stores the JSON as written by json.dumps, with non-ASCII characters as \\u escapes, so both
    spellings of the query are tried.
    """
    needle = query.replace("\x00", "").strip().lower()
    tags_text = func.lower(cast(Character.tags, String))
    escaped = json.dumps(needle)[1:-1]
    conditions = [
        func.lower(Character.name).like(_like_pattern(needle), escape=_LIKE_ESCAPE),
        func.lower(Character.description).like(_like_pattern(needle), escape=_LIKE_ESCAPE),
        tags_text.like(_like_pattern(needle), escape=_LIKE_ESCAPE),
    ]
    if escaped != needle:
        conditions.append(tags_text.like(_like_pattern(escaped), escape=_LIKE_ESCAPE))
    return or_(*conditions)


class CharactersRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def add(self, obj: object) -> None:
        self.session.add(obj)
        await self.session.flush()

    async def delete(self, obj: object) -> None:
        await self.session.delete(obj)
        await self.session.flush()

    async def character(self, character_id: uuid.UUID) -> Character | None:
        return await self.session.get(Character, character_id)

    async def character_with_owner_name(self, character_id: uuid.UUID) -> tuple[Character, str] | None:
        row = (
            await self.session.execute(
                select(Character, User.username)
                .join(User, User.id == Character.owner_id)
                .where(Character.id == character_id)
            )
        ).first()
        return (row[0], row[1]) if row is not None else None

    async def owned_by(
        self, owner_id: uuid.UUID, *, limit: int, offset: int
    ) -> tuple[Sequence[Character], int]:
        where = Character.owner_id == owner_id
        total = await self.session.scalar(select(func.count()).select_from(Character).where(where)) or 0
        rows = await self.session.scalars(
            select(Character)
            .where(where)
            .order_by(Character.updated_at.desc(), Character.id.desc())
            .limit(limit)
            .offset(offset)
        )
        return rows.all(), total

    async def all_owned_by(self, owner_id: uuid.UUID) -> Sequence[Character]:
        rows = await self.session.scalars(select(Character).where(Character.owner_id == owner_id))
        return rows.all()

    async def avatar(self, character_id: uuid.UUID) -> CharacterAvatar | None:
        return await self.session.get(CharacterAvatar, character_id)

    async def public_page(
        self,
        *,
        category: str | None,
        query: str | None,
        sort: DirectorySort,
        limit: int,
        offset: int,
    ) -> tuple[Sequence[tuple[Character, str]], int]:
        """One page of public characters with their owners' usernames, and how many match in all."""
        conditions: list[ColumnElement[bool]] = [Character.visibility == "public"]
        if category is not None:
            conditions.append(Character.category == category)
        if query and query.replace("\x00", "").strip():
            conditions.append(_search(query))
        total = await self.session.scalar(select(func.count()).select_from(Character).where(*conditions)) or 0
        newest = (Character.published_at.desc(), Character.created_at.desc(), Character.id.desc())
        order = (Character.chat_count.desc(), *newest) if sort == "popular" else newest
        rows = await self.session.execute(
            select(Character, User.username)
            .join(User, User.id == Character.owner_id)
            .where(*conditions)
            .order_by(*order)
            .limit(limit)
            .offset(offset)
        )
        return [(row[0], row[1]) for row in rows.all()], total

    async def public_counts_by_category(self) -> dict[str, int]:
        rows = await self.session.execute(
            select(Character.category, func.count())
            .where(Character.visibility == "public", Character.category.is_not(None))
            .group_by(Character.category)
        )
        return {category: count for category, count in rows.all() if category is not None}

    async def increment_chat_count(self, character_id: uuid.UUID) -> None:
        await self.session.execute(
            update(Character)
            .where(Character.id == character_id)
            .values(chat_count=Character.chat_count + 1)
            .execution_options(synchronize_session=False)
        )


class PersonasRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def add(self, obj: object) -> None:
        self.session.add(obj)
        await self.session.flush()

    async def delete(self, obj: object) -> None:
        await self.session.delete(obj)
        await self.session.flush()

    async def persona(self, persona_id: uuid.UUID) -> Persona | None:
        return await self.session.get(Persona, persona_id)

    async def for_user(self, user_id: uuid.UUID) -> Sequence[Persona]:
        # populate_existing: set_active changes rows behind the identity map's back.
        rows = await self.session.scalars(
            select(Persona)
            .where(Persona.user_id == user_id)
            .order_by(Persona.created_at, Persona.id)
            .execution_options(populate_existing=True)
        )
        return rows.all()

    async def count_for_user(self, user_id: uuid.UUID) -> int:
        stmt = select(func.count()).select_from(Persona).where(Persona.user_id == user_id)
        return await self.session.scalar(stmt) or 0

    async def chat_candidates(
        self, user_id: uuid.UUID, selected_id: uuid.UUID | None
    ) -> Sequence[Row[uuid.UUID, str, str, str, bool]]:
        """id, name, description, gender and is_active of the user's persona `selected_id` and of the active
        ones, newest first: one query gives a chat turn its persona whichever rule applies."""
        wanted: ColumnElement[bool] = Persona.is_active.is_(True)
        if selected_id is not None:
            wanted = or_(Persona.id == selected_id, wanted)
        rows = await self.session.execute(
            select(Persona.id, Persona.name, Persona.description, Persona.gender, Persona.is_active)
            .where(Persona.user_id == user_id, wanted)
            .order_by(Persona.updated_at.desc())
        )
        return rows.all()

    async def set_active(self, user_id: uuid.UUID, persona_id: uuid.UUID | None) -> None:
        """Make persona_id the user's only active persona (None: no persona is active), in one statement."""
        active = Persona.id == persona_id if persona_id is not None else False
        await self.session.execute(
            update(Persona)
            .where(Persona.user_id == user_id)
            .values(is_active=active)
            .execution_options(synchronize_session=False)
        )
