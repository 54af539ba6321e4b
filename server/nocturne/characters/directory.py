"""The public character directory (spec 1 'listed in a public directory with categories')."""

from __future__ import annotations

import uuid

from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.characters.categories import CATEGORIES, category_slug, unknown_category_message
from nocturne.characters.repository import CharactersRepository, DirectorySort
from nocturne.characters.schemas import CategoryCount, CharacterPage
from nocturne.characters.service import character_summary
from nocturne.errors import BadRequest
from nocturne.kit.pagination import PageParams


async def browse(
    db: AsyncSession,
    *,
    viewer_id: uuid.UUID | None,
    category: str | None,
    query: str | None,
    sort: DirectorySort,
    params: PageParams,
) -> CharacterPage:
    """One page of public characters: filtered by category, searched by name, description and tags."""
    slug = None
    if category:
        slug = category_slug(category)
        if slug is None:
            raise BadRequest(unknown_category_message(category))
    rows, total = await CharactersRepository(db).public_page(
        category=slug, query=query, sort=sort, limit=params.page_size, offset=params.offset
    )
    items = [character_summary(c, owner_username=owner, viewer_id=viewer_id) for c, owner in rows]
    return CharacterPage(items=items, total=total, page=params.page, page_size=params.page_size)


async def category_counts(db: AsyncSession) -> list[CategoryCount]:
    """Every category, in directory order, with how many public characters it holds."""
    counts = await CharactersRepository(db).public_counts_by_category()
    return [CategoryCount(slug=slug, name=name, count=counts.get(slug, 0)) for slug, name in CATEGORIES]
