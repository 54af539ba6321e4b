"""sitemap.xml and robots.txt, every URL built from APP_ORIGIN (spec 2)."""

from __future__ import annotations

from xml.sax.saxutils import escape

from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.config import Settings
from nocturne.content import service
from nocturne.content.repository import ContentRepository
from nocturne.social.service import public_profile_usernames

# Signed-in, staff and API paths: nothing there for a search engine, and nothing to crawl.
DISALLOWED = (
    "/api/",
    "/admin",
    "/moderators",
    "/profile",
    "/chat",
    "/checkout",
    "/create",
    "/custom",
    "/character-import",
    "/generate",
    "/edit/",
    "/secret-gallery",
    "/save",
    "/avatar",
    "/logout",
    "/age-verification/",
)


async def sitemap_urls(db: AsyncSession, settings: Settings) -> list[str]:
    """The public pages: content pages, public characters and public profiles."""
    origin = settings.app_origin.rstrip("/")
    paths = await service.sitemap_paths(settings)
    paths += [f"/char/{cid}" for cid in await ContentRepository(db).public_character_ids()]
    paths += [f"/u/{name}" for name in await public_profile_usernames(db)]
    return [origin + p for p in paths]


def sitemap_xml(urls: list[str]) -> str:
    body = "".join(f"<url><loc>{escape(u)}</loc></url>" for u in urls)
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">{body}</urlset>\n'
    )


def robots_txt(settings: Settings) -> str:
    origin = settings.app_origin.rstrip("/")
    lines = [
        "User-agent: *",
        *(f"Disallow: {p}" for p in DISALLOWED),
        "",
        f"Sitemap: {origin}/sitemap.xml",
        "",
    ]
    return "\n".join(lines)
