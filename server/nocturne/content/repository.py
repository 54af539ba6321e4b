"""The few reads the content pages need beyond the content files."""

from __future__ import annotations

import uuid
from collections.abc import Iterable

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.models import Character, Media


class ContentRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def safe_public_media(self, ids: Iterable[uuid.UUID]) -> set[uuid.UUID]:
        """Of these media, the ones anyone may see before the age gate: public, not deleted, not NSFW."""
        wanted = list(set(ids))
        if not wanted:
            return set()
        rows = await self.session.scalars(
            select(Media.id).where(
                Media.id.in_(wanted),
                Media.public.is_(True),
                Media.deleted.is_(False),
                Media.should_blur.is_(False),
            )
        )
        return set(rows.all())

    async def public_character_ids(self) -> list[uuid.UUID]:
        """Every public character, oldest first (the sitemap)."""
        rows = await self.session.scalars(
            select(Character.id)
            .where(Character.visibility == "public")
            .order_by(Character.created_at, Character.id)
        )
        return list(rows.all())
