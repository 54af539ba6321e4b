"""The country list (spec 3 Country): the full ISO list with US, CA, AU and GB first."""

from __future__ import annotations

from functools import lru_cache

import pycountry

FIRST = ("US", "CA", "AU", "GB")


@lru_cache
def country_list() -> tuple[tuple[str, str], ...]:
    """(code, name) pairs: the four first, then every other ISO 3166-1 country by name."""
    names = {c.alpha_2: getattr(c, "common_name", None) or c.name for c in pycountry.countries}
    rest = sorted((code for code in names if code not in FIRST), key=lambda code: names[code])
    return tuple((code, names[code]) for code in (*FIRST, *rest))


def by_code(code: str) -> str | None:
    return dict(country_list()).get(code.upper())
