"""Content files: markdown with YAML front matter under CONTENT_DIR, validated on load.

The folder of a file says what it is: blog/, press/ (articles with a date), comparison/, site/ and
landing/ (pages at /{folder}/{slug}), type/ (a character type: a directory category), and pages/ (a
page at the fixed route its `path` names: the home page, /terms, the index pages and the
search-engine landing pages). An error names the file and the field, so an operator can fix it."""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, field
from pathlib import Path

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from nocturne.characters.categories import category_slug, unknown_category_message
from nocturne.content.markdown import render_markdown

FOLDERS = ("blog", "press", "comparison", "site", "landing", "type", "pages")
DATED = ("blog", "press")
SLUG = re.compile(r"^[a-z0-9][a-z0-9-]{0,79}$")
FRONT_MATTER = re.compile(r"\A---\r?\n(.*?)\r?\n---\r?\n?(.*)\Z", re.DOTALL)


class ContentError(Exception):
    """A content file that cannot be served; the message names the file."""


class FaqEntry(BaseModel):
    model_config = ConfigDict(extra="forbid")
    q: str = Field(min_length=1)
    a: str = Field(min_length=1)


class CallToAction(BaseModel):
    model_config = ConfigDict(extra="forbid")
    label: str = Field(min_length=1, max_length=60)
    href: str = Field(pattern=r"^/")


class FrontMatter(BaseModel):
    """The fields a content file may set; unknown fields are an error (a typo would be lost)."""

    model_config = ConfigDict(extra="forbid")
    title: str = Field(min_length=1, max_length=120)
    description: str = Field(min_length=1, max_length=300)
    heading: str | None = Field(default=None, max_length=160)
    slug: str | None = Field(default=None, pattern=SLUG.pattern)
    path: str | None = Field(default=None, pattern=r"^/[a-z0-9/-]*$")
    date: dt.date | None = None
    author: str | None = None
    image: str | None = None
    image_alt: str | None = None
    faq: list[FaqEntry] = Field(default_factory=list)
    category: str | None = None
    characters: bool = False
    cta: CallToAction | None = None
    noindex: bool = False


@dataclass(frozen=True)
class ContentEntry:
    folder: str
    slug: str
    path: str
    meta: FrontMatter
    html: str
    source: Path

    @property
    def heading(self) -> str:
        return self.meta.heading or self.meta.title


@dataclass
class ContentSet:
    """Every content file, by folder and slug, and the fixed-route pages by path."""

    by_folder: dict[str, dict[str, ContentEntry]] = field(default_factory=lambda: {f: {} for f in FOLDERS})
    pages: dict[str, ContentEntry] = field(default_factory=dict)

    def entry(self, folder: str, slug: str) -> ContentEntry | None:
        return self.by_folder.get(folder, {}).get(slug)

    def listing(self, folder: str) -> list[ContentEntry]:
        """A folder's entries, newest first (undated ones after, by title)."""
        entries = list(self.by_folder.get(folder, {}).values())
        dated = sorted(
            (e for e in entries if e.meta.date), key=lambda e: (e.meta.date, e.meta.title), reverse=True
        )
        return dated + sorted((e for e in entries if not e.meta.date), key=lambda e: e.meta.title)

    def all_entries(self) -> list[ContentEntry]:
        return [e for folder in FOLDERS for e in self.by_folder[folder].values()]


def parse_file(path: Path, folder: str) -> ContentEntry:
    """One file: its front matter validated, its markdown rendered; ContentError names the file."""
    name = f"{folder}/{path.name}"
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise ContentError(f"{name}: cannot be read ({e})") from e
    match = FRONT_MATTER.match(text)
    if match is None:
        raise ContentError(f"{name}: no front matter (the file must start with a '---' line)")
    try:
        raw = yaml.safe_load(match.group(1))
    except yaml.YAMLError as e:
        raise ContentError(f"{name}: the front matter is not valid YAML ({e})") from e
    if not isinstance(raw, dict):
        raise ContentError(f"{name}: the front matter must be a mapping of fields")
    try:
        meta = FrontMatter.model_validate(raw)
    except ValidationError as e:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in err['loc']) or 'front matter'}: {err['msg']}" for err in e.errors()
        )
        raise ContentError(f"{name}: {problems}") from e
    if meta.image and not meta.image_alt:
        raise ContentError(f"{name}: image_alt: an image needs an alt text")
    slug = meta.slug or path.stem
    if not SLUG.match(slug):
        raise ContentError(f"{name}: the slug '{slug}' must be lowercase letters, digits and dashes")
    if folder in DATED and meta.date is None:
        raise ContentError(f"{name}: date: a {folder} article needs a date (YYYY-MM-DD)")
    if folder == "pages":
        if meta.path is None:
            raise ContentError(
                f"{name}: path: a file in pages/ names the route it serves, e.g. 'path: /terms'"
            )
        route = meta.path
    else:
        if meta.path is not None:
            raise ContentError(
                f"{name}: path: only files in pages/ set a path; {folder}/ pages live at /{folder}/<slug>"
            )
        route = f"/{folder}/{slug}"
    if folder == "type" and not meta.category:
        raise ContentError(f"{name}: category: a type page names the directory category it lists")
    if meta.category is not None:
        if category_slug(meta.category) is None:
            raise ContentError(f"{name}: category: {unknown_category_message(meta.category)}")
        meta.category = category_slug(meta.category)
    return ContentEntry(folder, slug, route, meta, render_markdown(match.group(2)), path)


def load_content(root: Path) -> ContentSet:
    """Every markdown file under the content folders of root (a missing folder is an empty one)."""
    content = ContentSet()
    for folder in FOLDERS:
        directory = root / folder
        if not directory.is_dir():
            continue
        for path in sorted(directory.glob("*.md")):
            entry = parse_file(path, folder)
            if folder == "pages":
                if entry.path in content.pages:
                    other = content.pages[entry.path].source.name
                    raise ContentError(
                        f"pages/{path.name}: path: {entry.path} is already served by pages/{other}"
                    )
                content.pages[entry.path] = entry
            else:
                if entry.slug in content.by_folder[folder]:
                    other = content.by_folder[folder][entry.slug].source.name
                    raise ContentError(
                        f"{folder}/{path.name}: slug: '{entry.slug}' is already used by {folder}/{other}"
                    )
                content.by_folder[folder][entry.slug] = entry
    return content
