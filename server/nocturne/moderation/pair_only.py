"""A sexual word restricted to a card's two adults (issue 9, bestiality; round ag): "(NSFW só entre os
dois)", "(NSFW solo entre los dos)", "(NSFW only between the two of them)", "NSFW nur zwischen den beiden",
"(NSFW entre adultes)".

A farm card names its horses, chickens and the dog running after everything as the setting, and two
people with adult ages as its couple; the tag that says the sexual content is only between the two says
who it is about. Such a sexual word is not about the card's animals (animals.py reads the others). Only
with two adult ages stated and "only" (or "the humans", "adults" named as the pair): "the dog and {{user}}, NSFW
only between the two of them" keeps its animal.
"""

from __future__ import annotations

from nocturne.moderation.age_phrases import ADULT_AGE
from nocturne.moderation.analysis import Analysis

_ONLY = frozenset("only just solo so nur seulement uniquement qu только tolko".split())
_BETWEEN = frozenset("between entre zwischen между mezhdu".split())
_PAIR = frozenset(
    "two them both dos ellos ellas dois duas eles elas beiden ihnen eux deux ними двумя обоими nimi".split()
)
_HUMANS = frozenset(
    "humans adults humanos humanas adultos adultas menschen erwachsenen humains adultes людьми взрослыми".split()
)
_REACH = 4  # words from the sexual word to "between"


def pair_only(a: Analysis) -> set[int]:
    """The starts of the sexual hits that an "only between the two" right after restricts to the couple."""
    words = a.words
    if _BETWEEN.isdisjoint(a.vocabulary()):
        return set()  # most texts (a set test in C)
    adults = sum(g.kind == "present" and g.value >= ADULT_AGE for g in a.ages) >= 2
    found: set[int] = set()
    for i, w in enumerate(words):
        if w not in _BETWEEN:
            continue
        pair = words[i + 1 : i + 4]
        only = bool(words[i - 1 : i]) and words[i - 1] in _ONLY or any(p in _ONLY for p in pair)
        humans = any(p in _HUMANS for p in pair)
        if not humans and not (only and adults and any(p in _PAIR for p in pair)):
            continue
        found.update(
            h.start
            for h in a.of("sexual") + a.of("sexual_weak")
            if 0 <= i - h.end <= _REACH and a.sentence_of[h.start] == a.sentence_of[i]
        )
    return found
