"""A vague phrase set in quotes is an innuendo (round z, minors recall).

"she wants to 'learn something else' from him", "quer 'aprender outra coisa' com ele", "le pide
'clases particulares' 😏", "will 'Nachhilfe der anderen Art'", "veut des 'cours particuliers'", "хочет
'кое-что другое'", "'betsu no koto' o oshiete": the words alone say nothing (lexicon key `innuendo`:
something else, that way, private lessons … in seven languages), the quotes around them say they mean
more than they say. Such a quoted phrase counts as sexual intent (a sexual_weak hit, as "if you know what
I mean" does), so a student or a minor's age beside it blocks; said plainly ("she wants something else
for dinner", "private lessons in maths") it is nothing.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from nocturne.moderation.lexicon import Hit

_QUOTES = "'\"‘’“”«»„‚"
_OPEN = re.compile(rf"[{_QUOTES}]\s*$")
_CLOSE = re.compile(rf"\s*[{_QUOTES}]")
_REACH = 1  # a word before the phrase inside the same quotes ("'aprender outra coisa'")


def quoted_innuendo(text: str, spans: Sequence[tuple[int, int]], phrases: Sequence[Hit]) -> list[Hit]:
    """The innuendo phrases that a quote closes right after and opens at most one word before, as
    sexual_weak hits over the quoted words."""
    found: list[Hit] = []
    for hit in phrases:
        if not _CLOSE.match(text, spans[hit.end - 1][1]):
            continue
        for start in range(hit.start, max(-1, hit.start - _REACH - 1), -1):
            opened = spans[start][0]
            if _OPEN.search(text, max(0, opened - 3), opened):
                found.append(Hit("sexual_weak", start, hit.end, hit.entry))
                break
    return found
