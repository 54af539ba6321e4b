"""A negating word that is an item of a list is a tag, not a negation (round ag, minors recall).

"(scenario tags: forbidden, slow burn, nsfw)", "Tags: taboo, verboten, explicit", "géneros: prohibido,
romance, nsfw": "forbidden" between a list mark and a comma names a genre (forbidden romance) and negates
nothing after it, so "nsfw" in the next tag still counts. "Forbidden: minors, animals" (a colon after
it) and "no minors, no animals" (its word after it) still negate; a bare denial ("no,", "nein,") is read
by denials.py.
"""

from __future__ import annotations

_DENIALS = frozenset("no not nope nah nein non nao нет не".split())


def lone_tag(text: str, spans: list[tuple[int, int]], words: list[str], index: int) -> bool:
    """The one-word negation at `index` stands alone between a list mark (a comma or a colon) and a comma."""
    if index == 0 or index + 1 >= len(words) or words[index] in _DENIALS:
        return False
    before = text[spans[index - 1][1] : spans[index][0]]
    after = text[spans[index][1] : spans[index + 1][0]]
    return "," in after and ("," in before or ":" in before)
