"""The server-side renderers of public pages, by route pattern of web/src/config/routes.json.

Each domain that owns a public page adds its renderer here (see page_content.py)."""

from __future__ import annotations

from nocturne.content.renderers import CONTENT_RENDERERS
from nocturne.site.page_content import PageRenderer
from nocturne.social.pages import SOCIAL_RENDERERS

RENDERERS: dict[str, PageRenderer] = {
    **CONTENT_RENDERERS,
    **SOCIAL_RENDERERS,
}
