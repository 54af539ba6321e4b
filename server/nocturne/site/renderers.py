"""The server-side renderers of public pages, by route pattern of web/src/config/routes.json.

Each domain that owns a public page adds its renderer here (see page_content.py)."""

from __future__ import annotations

from nocturne.site.page_content import PageRenderer

RENDERERS: dict[str, PageRenderer] = {}
