"""An animal said to be a breed or kind of animal (issue 9, session 14): "can we decide whether the dog is
a lab or a retriever?", "el perro es un labrador", "der Hund ist ein Labrador", "le chien est un
labrador", "o cachorro é um vira-lata", "собака — лабрадор", "inu wa shiba".

The animal word after the copula describes the animal named just before it, not who a person is: no
identity for the animal rules (animal_acts.py). "she is a lab", "{{char}} is a dog" have a person
before the copula and keep their identity.
"""

from __future__ import annotations

import bisect

from nocturne.moderation.analysis import Analysis
from nocturne.moderation.lexicon import Hit

# Copulas and articles between the animal and its breed (normalised: "é" → "e", "—" is no token).
_BETWEEN = frozenset(
    """is was s a an the just
    es era un una el la
    ist war ein eine der die das
    est etait c un une le
    e um uma o
    это
    wa ga""".split()
)
_GAP = 3  # "the dog is a lab": at most three such words between
_LONGEST = 4  # tokens of the longest animal entry ("golden retriever")


def animal_breed(a: Analysis, hit: Hit) -> bool:
    """The animal word at hit says what the animal named just before it is (module docstring)."""
    animals = a.of("animal")
    starts = a.cache.get(("animal-breeds", ""))
    if starts is None:
        starts = a.cache[("animal-breeds", "")] = [h.start for h in animals]
    # Only the animals that start a few tokens before this one (bisection keeps each look short).
    lo = bisect.bisect_left(starts, hit.start - _GAP - _LONGEST)
    hi = bisect.bisect_left(starts, hit.start)
    for other in animals[lo:hi]:
        if other.end > hit.start:
            continue
        gap = a.words[other.end : hit.start]
        if (
            len(gap) <= _GAP
            and a.sentence_of[other.start] == a.sentence_of[hit.start]
            and all(w in _BETWEEN for w in gap)
            and (gap or "—" in a.text[a.spans[other.end - 1][1] : a.spans[hit.start][0]])
        ):
            return True
    return False
