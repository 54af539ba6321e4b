"""The server-side renderers of the content routes (site/renderers.py lists them)."""

from __future__ import annotations

from fastapi import Request
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.config import Settings
from nocturne.content import service
from nocturne.content.views import absolute, body_html, json_ld
from nocturne.site.page_content import PageContent, PageRenderer

# Every route pattern of routes.json whose page comes from content/ (or lists characters with it).
CONTENT_ROUTES = (
    "/",
    "/terms",
    "/blog",
    "/blog/:slug",
    "/press",
    "/press/:slug",
    "/comparison/:slug",
    "/type",
    "/type/:slug",
    "/site/:slug",
    "/landing/:id",
    "/landing-char",
    "/choose-your-slut",
    "/ai-hentai",
    "/ai-image-generator",
    "/ai-porn",
    "/free-ai-girlfriend",
    "/nsfw-ai-generator",
    "/nsfw-character-ai",
    "/nude-ai",
    "/undress-ai",
    "/character-ai-alternatives",
    "/janitor-ai-alternatives",
)


async def render_content_page(
    request: Request, db: AsyncSession, params: dict[str, str]
) -> PageContent | None:
    """The content page at the request's path: its tags, HTML and the data the web page starts from."""
    settings: Settings = request.app.state.settings
    page = await service.page_for_path(db, settings, request.url.path)
    if page is None:
        return None
    origin = settings.app_origin.rstrip("/")
    return PageContent(
        title=page.title,
        description=page.description,
        image=absolute(page.image, origin) if page.image else None,
        image_alt=page.image_alt,
        og_type="article" if page.kind == "article" else "website",
        body_html=body_html(page),
        json_ld=json_ld(page, origin),
        data=page.model_dump(mode="json", by_alias=True),
        noindex=page.noindex,
    )


CONTENT_RENDERERS: dict[str, PageRenderer] = dict.fromkeys(CONTENT_ROUTES, render_content_page)
