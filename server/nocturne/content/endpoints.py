"""The content API: the same page the server rendered, for the web app's client-side navigation."""

from __future__ import annotations

from fastapi import APIRouter, Query

from nocturne.content import service
from nocturne.content.schemas import ContentPage
from nocturne.db import SessionDep
from nocturne.errors import NotFound
from nocturne.kit.deps import SettingsDep

router = APIRouter(prefix="/content", tags=["content"])


@router.get("/page", response_model=ContentPage)
async def content_page(
    db: SessionDep,
    settings: SettingsDep,
    path: str = Query(
        min_length=1,
        max_length=200,
        pattern=r"^/",
        description="The page's path, e.g. /blog/getting-started.",
    ),
) -> ContentPage:
    """A content page (blog, press, landing, type, legal …) by its path."""
    page = await service.page_for_path(db, settings, path)
    if page is None:
        raise NotFound(f"No page at {path}.")
    return page
