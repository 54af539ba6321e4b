"""Bare "zoo" with an animal, marked explicit (issue 9, bestiality; round ah).

"zoo com um pônei 🐴🔞 bora", "zoo with a pony, nsfw", "zoo con un poni +18", "zoo mit einem Pony 🔞",
"zoo avec un poney, nsfw", "зоо с пони 🔞", "inu to zoo, R18": "zoo" with no article or preposition
before it is the genre (zoophilia), and the animal it is "with" its partner once the text is marked
explicit (an explicit word, "+18" or "🔞"). The place takes an article or a preposition ("a date at the
zoo with a pony ride", "no zoo com um pônei", "im Zoo mit dem Pony"), a noun after it ("zoo trip with
the kids"), or a zoo job (zoo_setting.py); none of those is the genre.
"""

from __future__ import annotations

import re

from nocturne.moderation import partners
from nocturne.moderation.analysis import Analysis
from nocturne.moderation.found import Found
from nocturne.moderation.lexicon import Hit
from nocturne.moderation.zoo_setting import zoo_place_named

_ZOO = frozenset("zoo зоо".split())
_WITH = frozenset("with con com mit avec с со to".split())  # "to": romaji "inu to" (with the dog)
# Words before "zoo" that make it a place: articles, prepositions, possessives, "petting".
_PLACE_BEFORE = frozenset(
    "the a at to our my this that petting city local el al del en un ese este al nuestro im in zum am "
    "den dem der ein einen einem vom ins le au du un ce notre o no ao do um num nesse neste pelo в во из "
    "на по ni de e wa".split()
)
_EXPLICIT = re.compile(r"🔞|\+ ?18|18 ?\+|\br-?18\b", re.IGNORECASE)
_REACH = 3  # words between "with" and the animal ("with a small pony")


def zoo_with(a: Analysis, animals: list[Hit]) -> Found | None:
    """Bare "zoo" right before "with" and an animal (or romaji "<animal> to zoo"), in an explicit text."""
    if _ZOO.isdisjoint(a.vocabulary()) or not animals or zoo_place_named(a):
        return None
    starts = {h.start: h for h in animals if not a.negated(h.start, h.end)}
    for i, word in enumerate(a.words):
        if word not in _ZOO or a.negated(i):
            continue
        # "inu to zoo" (romaji: zoo with the dog): the animal right before "to"
        animal = (
            next((h for h in starts.values() if h.end == i - 1), None)
            if i >= 2 and a.words[i - 1] == "to"
            else None
        )
        if animal is None and (i and a.words[i - 1] in _PLACE_BEFORE):
            continue
        if animal is None and i + 1 < len(a.words) and a.words[i + 1] in _WITH:
            animal = next((starts[j] for j in range(i + 2, i + 3 + _REACH) if j in starts), None)
            if animal is not None and _person(a.words[i + 2 : animal.start]):
                animal = None  # "zoo with my gf and a pony": she is whom the zoo is with
        if animal is not None and a.sentence_of[animal.start] == a.sentence_of[i] and _explicit(a):
            return Found("prohibited-bestiality", "zoo-with", f"zoo … {animal.entry}")
    return None


def _person(words: list[str]) -> bool:
    return any(w in partners.PERSONS or w in partners.HUMAN_PARTNERS for w in words)


def _explicit(a: Analysis) -> bool:
    """The text is marked explicit: a sexual word, "+18" or "🔞"."""
    return bool(_EXPLICIT.search(a.text)) or any(not a.negated(h.start) for h in a.of("sexual"))
