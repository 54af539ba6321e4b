"""Helpers for the content page tests: reading what the server put in a page's HTML."""

from __future__ import annotations

import json
import re
import uuid
from html.parser import HTMLParser
from typing import Any

from sqlalchemy import update
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.models import Character, Media


class Page(HTMLParser):
    """The parts of a server-sent page the tests look at: meta tags, JSON scripts, h1s, images, text."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.meta: dict[str, str] = {}
        self.links: dict[str, str] = {}
        self.title = ""
        self.h1: list[str] = []
        self.images: list[dict[str, str | None]] = []
        self.json_ld: list[Any] = []
        self.page_data: Any = None
        self._in: str | None = None
        self._script: tuple[str | None, str | None] | None = None
        self._buffer = ""
        self.feed(text)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if tag == "meta":
            key = a.get("property") or a.get("name")
            if key:
                self.meta[key] = a.get("content") or ""
        elif tag == "link" and a.get("rel"):
            self.links[a["rel"] or ""] = a.get("href") or ""
        elif tag == "img":
            self.images.append(a)
        elif tag in ("title", "h1"):
            self._in, self._buffer = tag, ""
        elif tag == "script":
            self._script, self._buffer = (a.get("type"), a.get("id")), ""

    def handle_data(self, data: str) -> None:
        if self._in or self._script:
            self._buffer += data

    def handle_endtag(self, tag: str) -> None:
        if tag == "title" and self._in == "title":
            self.title, self._in = self._buffer, None
        elif tag == "h1" and self._in == "h1":
            self.h1.append(self._buffer.strip())
            self._in = None
        elif tag == "script" and self._script:
            kind, ident = self._script
            if kind == "application/ld+json":
                self.json_ld.append(json.loads(self._buffer))
            elif ident == "page-data":
                self.page_data = json.loads(self._buffer)
            self._script = None

    def ld(self, kind: str) -> dict[str, Any]:
        found = [item for item in self.json_ld if item.get("@type") == kind]
        assert len(found) == 1, f"{kind} in {self.json_ld}"
        return found[0]


def root_html(text: str) -> str:
    """What the server wrote inside #root (the content before the app starts)."""
    match = re.search(
        r'<div id="root">(.*)</div>\s*(?:<script|<p>The web app is not built|</body>)', text, re.DOTALL
    )
    assert match, "no #root with content"
    return match.group(1)


async def give_portrait(
    db: AsyncSession, character_id: str, owner_id: str, *, nsfw: bool, public: bool = True
) -> str:
    """A generated image set as the character's avatar; returns the media id."""
    media = Media(
        owner_id=uuid.UUID(owner_id),
        character_id=uuid.UUID(character_id),
        source="character_gen",
        storage_key=f"test/{uuid.uuid4()}.png",
        thumb_key=f"test/{uuid.uuid4()}.webp",
        content_type="image/png",
        width=916,
        height=1145,
        orientation="portrait",
        should_blur=nsfw,
        public=public,
    )
    db.add(media)
    await db.flush()
    await db.execute(
        update(Character)
        .where(Character.id == uuid.UUID(character_id))
        .values(avatar_url=f"/api/media/{media.id}/file")
    )
    await db.commit()
    return str(media.id)
