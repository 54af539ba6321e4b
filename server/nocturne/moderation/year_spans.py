"""Years that are a span or a decade, not someone's age (issue 9, session 14, mentioned children).

"Diez años sin una llamada" (ten years without a call), "ten years without a word", "zehn Jahre ohne
Nachricht", "dix ans sans nouvelles", "dez anos sem notícias", "десять лет без звонка": how long
something lasted. "pagode dos anos 90" (Portuguese "dos" is "of the", read as Spanish "two"), "los años
80", "the years 70": a decade. The same number and unit said again ("Diez años, Álvaro. Diez años sin una
llamada") is that span too. A number and its unit followed by "without" or by a decade are no age
(age_rejections.not_someones asks these after the unit)."""

from __future__ import annotations

import re

_WITHOUT = frozenset("without sin ohne sans sem без bez".split())
_DECADE = re.compile(r"^[1-9]0s?$")


# The last word list read and where its "without" words stand: the ages of one text ask in turn, and a
# scan of the whole text for each would make a long text's cost grow with the square of its ages. The
# identity test (`is`) keeps the list alive, so a new text never matches an old entry.
_last: tuple[list[str], list[int]] | None = None


def _withouts(words: list[str]) -> list[int]:
    global _last
    known = _last
    if known is None or known[0] is not words:
        known = _last = (words, [i for i, w in enumerate(words) if w in _WITHOUT])
    return known[1]


def year_span(words: list[str], index: int, unit_end: int) -> bool:
    """The words after an age unit at `unit_end` make it a span ("años sin") or a decade ("anos 90");
    `index` is where the number starts."""
    if unit_end < len(words) and (words[unit_end] in _WITHOUT or _DECADE.match(words[unit_end])):
        return True
    said = words[index:unit_end]
    size = len(said)
    # The same number and unit said again later, right before a "without".
    return any(at - size >= unit_end and words[at - size : at] == said for at in _withouts(words))
