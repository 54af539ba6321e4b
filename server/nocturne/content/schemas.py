"""What the content API answers: one shape for every content page, read by the web app's pages."""

from __future__ import annotations

import datetime as dt
from typing import Literal

from pydantic import Field

from nocturne.characters.schemas import CharacterSummary
from nocturne.kit.schemas import Schema

PageKind = Literal["home", "page", "article", "index", "type", "landing", "picker"]


class FaqItem(Schema):
    question: str
    answer: str


class Breadcrumb(Schema):
    name: str
    path: str


class ContentLink(Schema):
    """An entry of an index page (an article, a type)."""

    path: str
    title: str
    description: str
    date: dt.date | None = None
    author: str | None = None
    image: str | None = Field(
        default=None,
        description="A type's card picture: a public, non-NSFW portrait of one of its characters.",
    )
    count: int | None = Field(default=None, description="A type's number of public characters.")


class CallToAction(Schema):
    label: str
    href: str


class ContentPage(Schema):
    """A content page as the server renders it and the web app shows it."""

    kind: PageKind
    path: str
    title: str = Field(description="The document title.")
    heading: str = Field(description="The page's one h1.")
    description: str
    date: dt.date | None = None
    author: str | None = None
    image: str | None = None
    image_alt: str | None = None
    html: str = Field(description="The body, rendered from markdown on the server (raw HTML escaped).")
    faq: list[FaqItem]
    breadcrumbs: list[Breadcrumb]
    items: list[ContentLink]
    characters: list[CharacterSummary] = Field(
        description="Public characters the page lists; avatarUrl only for a portrait that is not NSFW.",
    )
    cta: CallToAction | None
    category: str | None = Field(description="The directory category a type page lists.")
    noindex: bool
