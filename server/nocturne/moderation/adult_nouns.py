"""An adult person word given an adult's age with "of" and no unit (issue 9, session 14): "the
blacksmith's widow, a broad-shouldered woman of forty", "una mujer de cuarenta", "eine Frau von
vierzig", "une femme de quarante", "uma mulher de quarenta", "a man of fifty".

The age reader needs a unit or a subject, so a story's "woman of forty" states no age; the bystander rule
(persons._bystanders: "Children chased each other between the stalls" in a long adults' story) wants one.
These ages count there only, as the adults of the scene. The mirror of noun_of_age.py ("a girl of
twelve"): an adult's word ("woman", "widow", "Frau") and an adult's number; "a girl of forty" is no
adult's word, "a woman of twelve" no adult's age.
"""

from __future__ import annotations

from nocturne.moderation.age_phrases import ADULT_AGE
from nocturne.moderation.ages import Age
from nocturne.moderation.analysis import Analysis

_OF = frozenset("of von de da do".split())
_ADULTS = frozenset(
    """woman man widow widower lady gentleman fellow wife husband
    mujer hombre viuda viudo senora senor esposa esposo
    frau mann witwe witwer dame herr ehefrau ehemann
    femme homme veuve veuf
    mulher homem viuva viuvo senhora senhor""".split()
)
_OLDEST = 120


def adult_noun_ages(a: Analysis, numbers: dict[str, int]) -> list[Age]:
    """Each "woman of forty" as an adult's present age (module docstring)."""
    vocabulary = a.vocabulary()
    if _OF.isdisjoint(vocabulary) or _ADULTS.isdisjoint(vocabulary):
        return []
    words = a.words
    found = []
    for i in range(1, len(words) - 1):
        if words[i] not in _OF or words[i - 1] not in _ADULTS:
            continue
        number = words[i + 1]
        value = int(number) if number.isdigit() and len(number) <= 3 else numbers.get(number, 0)
        if ADULT_AGE <= value <= _OLDEST and not a.negated(i - 1):
            found.append(Age(value, "present", i + 1, i + 2))
    return found
