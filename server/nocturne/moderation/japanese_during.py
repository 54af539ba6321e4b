"""Romaji "chuu" after a noun is "during" (issue 9, minors precision): "rp chuu ni hiza ni notte kite"
(climbs on my lap during the rp), "shigoto chuu ni", "benkyou chuu ni". The lexicon's "chuu ni" (middle
school, second year; also "chuu ichi", "chuu san") follows a particle or opens the text: "kanojo wa chuu
ni", "chuu ni no onnanoko". A number before it keeps it a grade ("chuu ni" is never "during 2").
"""

from __future__ import annotations

from nocturne.moderation.lexicon import Hit

_GRADES = frozenset(("chuu ichi", "chuu ni", "chuu san"))
_PARTICLES = frozenset("wa ga no mo de ni to wo o he e ka ya yo ne desu da sa".split())


def during(words: list[str], hit: Hit) -> bool:
    """The grade word at `hit` is "X chuu ni": during X."""
    if hit.entry not in _GRADES or hit.start == 0:
        return False
    before = words[hit.start - 1]
    return before not in _PARTICLES and not before.isdigit()
