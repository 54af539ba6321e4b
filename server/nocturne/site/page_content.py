"""What the server puts in a public page's HTML before the web app loads: its tags and its content.

A domain that owns a public page (content, social) writes a renderer for its route pattern and lists
it in `renderers.py`; the SPA handler (`spa.py`) calls it and writes the result into the shell, so
search engines and link unfurlers read the page without running JavaScript."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from fastapi import Request
from sqlalchemy.ext.asyncio import AsyncSession


@dataclass
class PageContent:
    title: str
    description: str
    # Absolute URL of the Open Graph / Twitter card image (for NSFW items: a blurred rendition).
    image: str | None = None
    image_alt: str | None = None
    og_type: str = "website"
    # HTML written inside #root before the app starts (escaped by the renderer that builds it).
    body_html: str = ""
    # JSON-LD objects (Article, FAQPage, BreadcrumbList …), each written in its own script tag.
    json_ld: list[dict[str, Any]] = field(default_factory=list)
    # Handed to the web app's first render (embedded as JSON), so it shows the same content at once.
    data: dict[str, Any] | None = None
    status: int = 200
    noindex: bool = False


# params: the route pattern's named segments (":slug" → {"slug": "..."}).
# None means "no such page": the handler answers 404.
PageRenderer = Callable[[Request, AsyncSession, dict[str, str]], Awaitable[PageContent | None]]
