"""Content pages: which page a path is, with the characters it lists; the sitemap's URLs.

Content files are read again when one changes (a cheap stat of the folders), so an operator's edit
shows on the next request without a restart."""

from __future__ import annotations

import asyncio
import re
import uuid
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.characters import directory
from nocturne.characters.schemas import CharacterSummary
from nocturne.config import Settings
from nocturne.content.files import FOLDERS, ContentEntry, ContentSet, load_content
from nocturne.content.repository import ContentRepository
from nocturne.content.schemas import Breadcrumb, CallToAction, ContentLink, ContentPage, FaqItem, PageKind
from nocturne.kit.pagination import PageParams

__all__ = ["PICKER_PATHS", "content_set", "page_for_path", "sitemap_paths"]

# Gated routes (routes.json): their server-rendered list never shows a picture (age gate).
PICKER_PATHS = {"/choose-your-slut": "Choose your companion", "/landing-char": "Pick a character"}
PICKER_DESCRIPTION = "Pick one of the characters below to meet them and start a chat."
# Fixed routes that exist whatever the operator's content folder holds (its file only adds text).
INDEX_FOLDERS = {"/blog": "blog", "/press": "press", "/type": "type"}
FALLBACK = {
    "/": ("Nocturne — AI companions for adults", "Create AI characters and role-play with them."),
    "/blog": ("Blog", "News, guides and stories."),
    "/press": ("Press", "Press releases about Nocturne."),
    "/type": ("Character types", "Browse AI companions by type."),
}
LISTED_CHARACTERS = 8
TYPE_CHARACTERS = 24
MEDIA_FILE = re.compile(r"^/api/media/([0-9a-fA-F-]{36})/(?:file|thumb)$")
SECTION_NAMES = {"blog": "Blog", "press": "Press", "type": "Character types"}


@dataclass
class _Cache:
    signature: tuple[object, ...] | None = None
    content: ContentSet | None = None


_caches: dict[Path, _Cache] = {}
_lock = asyncio.Lock()


def _signature(root: Path) -> tuple[object, ...]:
    stamps: list[object] = []
    for folder in FOLDERS:
        directory_path = root / folder
        if directory_path.is_dir():
            stamps += sorted((p.name, p.stat().st_mtime_ns) for p in directory_path.glob("*.md"))
        stamps.append(folder)
    return tuple(stamps)


async def content_set(settings: Settings) -> ContentSet:
    """The content of CONTENT_DIR, read off the event loop, again whenever a file changed."""
    root = settings.content_dir.resolve()
    async with _lock:
        cache = _caches.setdefault(root, _Cache())
        signature = await asyncio.to_thread(_signature, root)
        if cache.content is None or cache.signature != signature:
            cache.content = await asyncio.to_thread(load_content, root)
            cache.signature = signature
        return cache.content


async def _characters(
    db: AsyncSession, *, category: str | None, limit: int, pictures: bool
) -> list[CharacterSummary]:
    """Public characters, most chatted first. A portrait shows only when it is public and not NSFW
    (pages before the age gate); pictures=False shows none (gated routes render their gradient cards)."""
    page = await directory.browse(
        db,
        viewer_id=None,
        category=category,
        query=None,
        sort="popular",
        params=PageParams(page=1, page_size=limit),
    )
    media_ids = {}
    for c in page.items:
        match = MEDIA_FILE.match(c.avatar_url or "")
        if match:
            media_ids[c.id] = uuid.UUID(match.group(1))
    safe = await ContentRepository(db).safe_public_media(media_ids.values()) if pictures else set()
    out = []
    for c in page.items:
        media_id = media_ids.get(c.id)
        url = f"/api/media/{media_id}/thumb" if media_id in safe else None
        out.append(c.model_copy(update={"avatar_url": url, "owner_username": "", "is_owner": False}))
    return out


def _link(entry: ContentEntry) -> ContentLink:
    m = entry.meta
    return ContentLink(
        path=entry.path, title=m.title, description=m.description, date=m.date, author=m.author
    )


async def _type_links(db: AsyncSession, entries: list[ContentEntry]) -> list[ContentLink]:
    """The types with how many public characters each holds and a safe portrait of the most chatted."""
    counts = {c.slug: c.count for c in await directory.category_counts(db)}
    links = []
    for entry in entries:
        link = _link(entry)
        category = entry.meta.category
        link.count = counts.get(category or "", 0)
        if link.count:
            top = await _characters(db, category=category, limit=1, pictures=True)
            link.image = top[0].avatar_url if top else None
        links.append(link)
    return links


def _page(kind: PageKind, entry: ContentEntry, crumbs: list[Breadcrumb]) -> ContentPage:
    m = entry.meta
    return ContentPage(
        kind=kind,
        path=entry.path,
        title=m.title,
        heading=entry.heading,
        description=m.description,
        date=m.date,
        author=m.author,
        image=m.image,
        image_alt=m.image_alt,
        html=entry.html,
        faq=[FaqItem(question=f.q, answer=f.a) for f in m.faq],
        breadcrumbs=crumbs,
        items=[],
        characters=[],
        cta=CallToAction(label=m.cta.label, href=m.cta.href) if m.cta else None,
        category=m.category,
        noindex=m.noindex,
    )


def _bare(kind: PageKind, path: str, title: str, description: str) -> ContentPage:
    return ContentPage(
        kind=kind,
        path=path,
        title=title,
        heading=title,
        description=description,
        html="",
        faq=[],
        breadcrumbs=[],
        items=[],
        characters=[],
        cta=None,
        category=None,
        noindex=False,
    )


HOME = Breadcrumb(name="Home", path="/")


async def page_for_path(db: AsyncSession, settings: Settings, path: str) -> ContentPage | None:
    """The content page served at path, or None when there is none (a 404)."""
    path = "/" + path.strip("/")
    content = await content_set(settings)
    if path in PICKER_PATHS:
        entry = content.pages.get(path)
        page = (
            _page("picker", entry, [HOME])
            if entry
            else _bare("picker", path, PICKER_PATHS[path], PICKER_DESCRIPTION)
        )
        page.characters = await _characters(db, category=None, limit=48, pictures=False)
        return page
    if path in INDEX_FOLDERS or path == "/":
        entry = content.pages.get(path)
        kind: PageKind = "home" if path == "/" else "index"
        crumbs = [] if path == "/" else [HOME]
        page = _page(kind, entry, crumbs) if entry else _bare(kind, path, *FALLBACK[path])
        if path == "/":
            page.characters = await _characters(db, category=None, limit=LISTED_CHARACTERS, pictures=True)
        elif path == "/type":
            page.items = await _type_links(db, content.listing("type"))
        else:
            page.items = [_link(e) for e in content.listing(INDEX_FOLDERS[path])]
        return page
    if path in content.pages:
        entry = content.pages[path]
        page = _page("landing" if entry.meta.characters else "page", entry, [HOME])
        if entry.meta.characters:
            page.characters = await _characters(
                db, category=entry.meta.category, limit=LISTED_CHARACTERS, pictures=True
            )
        return page
    parts = path.strip("/").split("/")
    if len(parts) != 2:
        return None
    folder, slug = parts
    found = content.entry(folder, slug)
    if found is None:
        return None
    crumbs = [HOME]
    if folder in SECTION_NAMES:
        crumbs.append(Breadcrumb(name=SECTION_NAMES[folder], path=f"/{folder}"))
    if folder in ("blog", "press"):
        return _page("article", found, crumbs)
    if folder == "type":
        page = _page("type", found, crumbs)
        page.characters = await _characters(
            db, category=found.meta.category, limit=TYPE_CHARACTERS, pictures=True
        )
        return page
    if folder == "landing" or found.meta.characters:
        page = _page("landing", found, crumbs)
        page.characters = await _characters(
            db, category=found.meta.category, limit=LISTED_CHARACTERS, pictures=True
        )
        return page
    return _page("page", found, crumbs)


async def sitemap_paths(settings: Settings) -> list[str]:
    """The public content pages: the home and index pages, every file's page that is not noindex."""
    content = await content_set(settings)
    paths = ["/", *INDEX_FOLDERS]
    for entry in [*content.pages.values(), *content.all_entries()]:
        if entry.meta.noindex or entry.path in PICKER_PATHS or entry.path in paths:
            continue
        paths.append(entry.path)
    return paths
