"""A partner word an animal is likened to is no human partner (issue 9, round al): "he treats that
mule like a wife, and tonight write him having sex with it", "trata a su yegua como a una esposa",
"behandelt seine Stute wie eine Ehefrau", "traite sa jument comme une épouse", "trata a égua como uma
esposa", "обращается с кобылой как с женой". The wife there is the animal's role, so the text still names
no human partner (partners.human_partner). "she treats me like a wife" (no animal before) is a person.
"""

from __future__ import annotations

from nocturne.moderation.analysis import Analysis

_LIKE = frozenset("like as como comme wie как".split())
_FILLERS = frozenset("a an his her my the una un uma a une eine einen seine ihre sa son su sua с".split())
_REACH = 6  # words from the animal to "like"


def likened(a: Analysis, i: int) -> bool:
    """The partner word at `i` follows "like (a)" and an animal a few words before that."""
    at = i - 1
    while at >= 0 and i - at <= 3 and a.words[at] in _FILLERS:
        at -= 1
    if at < 0 or a.words[at] not in _LIKE:
        return False
    return any(
        at - _REACH <= h.end <= at and a.sentence_of[h.start] == a.sentence_of[i]
        for key in ("animal", "animal_ambiguous")
        for h in a.of(key)
    )
