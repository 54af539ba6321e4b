"""The directory's fixed categories (spec 1, spec 2 /directory/{category}): slug for URLs, name for people."""

from __future__ import annotations

# (slug, name), in the order the directory lists them.
CATEGORIES: tuple[tuple[str, str], ...] = (
    ("romance", "Romance"),
    ("fantasy", "Fantasy"),
    ("anime", "Anime"),
    ("roleplay", "Roleplay"),
    ("adventure", "Adventure"),
    ("slice-of-life", "Slice of Life"),
    ("horror", "Horror"),
    ("sci-fi", "Sci-Fi"),
    ("game", "Game"),
    ("original", "Original"),
)
CATEGORY_NAMES: dict[str, str] = dict(CATEGORIES)
_BY_KEY: dict[str, str] = {key.lower(): slug for slug, name in CATEGORIES for key in (slug, name)}


def category_slug(value: str) -> str | None:
    """The slug for a category given by slug or by name (any case); None when it is not one of ours."""
    return _BY_KEY.get(value.strip().lower())


def unknown_category_message(value: str) -> str:
    return f"Unknown category '{value}'. Choose one of: {', '.join(slug for slug, _ in CATEGORIES)}."
