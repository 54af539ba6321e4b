"""An animal someone wants to "try it with" (issue 9, bestiality; round dd).

Narrated turns bring the pet along and name the act by the experiment alone: "Her golden retriever, Sunny,
trots up … 'He's coming too. I told you I wanted to try it with him.'", "Toby, su pastor alemán, viene
corriendo … 'Te dije que quería probarlo con Toby'", "Rocky, ihr Boxer … 'dass ich das mit ihm
ausprobieren will'", "Граф, её огромный алабай … 'хочу попробовать с ним'". "Try it with" someone is a
sexual experiment; when the one it is tried with is the animal (the animal itself, its name beside it, or
"him" with no person named between the animal and the words), the experiment is with the animal.

The twins pass: "him" after a man is named ("Her dog Sunny trots up … Dev grins: I wanted to try it with
him"), a thing tried ("try the new trail with him", "try the recipe with her"), the animal kept out.
"""

from __future__ import annotations

import bisect
import re

from nocturne.moderation import partners
from nocturne.moderation.analysis import Analysis
from nocturne.moderation.found import Found
from nocturne.moderation.lexicon import Hit

# "try it with him", "probarlo con Toby", "experimentar isso com ele", "das mit ihm ausprobieren",
# "essayer ça avec lui", "попробовать с ним": group 1 is who it is tried with.
_TRY_WITH = re.compile(
    r"\btry(?:ing)?\s+(?:it|this|that)\s+with\s+(\w+)"
    r"|\bprobar(?:lo|la)?\s+con\s+(\w+)|\bexperimentar(?:lo)?\s+(?:eso\s+|isso\s+)?con\s+(\w+)"
    r"|\b(?:experimentar|testar|provar)\s+(?:isso\s+)?com\s+(\w+)"
    r"|\b(?:das|es)\s+mit\s+(\w+)\s+(?:ausprobieren|probieren|versuchen)"
    r"|\bessayer\s+(?:ca\s+|ça\s+)?avec\s+(\w+)"
    r"|попробовать\s+(?:это\s+)?с\s+(\w+)"
)
# A first look, by substring tests in C: a pattern of alternatives with no common start scans slowly.
_HINTS = ("try", "probar", "experiment", "testar", "provar", "probier", "versuch", "essayer", "попробовать")
# Who "it" is tried with when the text does not name them again.
_PRONOUNS = frozenset("him her it el ella ele ela ihm ihr lui elle ним неи".split())
_NAME_REACH = 3  # a pet's name this many words from its animal word ("Toby, su pastor alemán")
_REACH = 60  # words from the animal to the words that try it
# Pronouns are no one named in between: "you" is the one addressed, "she" the one who tries it.
_NOT_PEOPLE = frozenset(
    "me i her him she he you u herself himself myself yo ich moi eu я она он ты тебя тебе ella el tu du".split()
)


def tried_with(a: Analysis, animals: list[Hit]) -> Found | None:
    """An animal that the text wants to try it with."""
    if not animals or not any(hint in a.text for hint in _HINTS):
        return None
    starts = [start for start, _ in a.spans]
    for match in _TRY_WITH.finditer(a.text):
        target = next(g for g in match.groups() if g)
        at = token_at(starts, match.start(match.lastindex or 1))
        for hit in animals:
            if a.negated(hit.start) or not 0 < at - hit.end <= _REACH:
                continue
            if names_the_animal(a, hit, at, target):
                return Found("prohibited-bestiality", "animal-tried-with", f"{hit.entry} … {match.group()}")
    return None


def token_at(starts: list[int], offset: int) -> int:
    """The token that starts at or just before a character offset."""
    return max(0, bisect.bisect_right(starts, offset) - 1)


def names_the_animal(a: Analysis, hit: Hit, at: int, target: str) -> bool:
    """The one tried with is the animal: its own word, its name beside it, or a pronoun with no person
    named between the animal and the words."""
    if target in a.words[hit.start : hit.end]:
        return True
    near = a.words[max(0, hit.start - _NAME_REACH) : hit.end + _NAME_REACH]
    if target in near and target not in _PRONOUNS:
        return True  # "Toby, su pastor alemán … probarlo con Toby"
    if target not in _PRONOUNS:
        return False
    if target == "el" and at + 1 < len(a.words) and a.words[at + 1] not in _AFTER_EL:
        return hit.start == at + 1  # "con el perro": the article of the animal; "con el vaquero": a man
    return not any(w in _PEOPLE and w not in _NOT_PEOPLE for w in a.words[hit.end : at])


_PEOPLE = partners.PERSONS | partners.HUMAN_PARTNERS
# Spanish "él" loses its accent in the reading: "con él en la cuadra" is the pronoun, "con el vaquero" the
# article; what follows the pronoun is a preposition, a conjunction or an adverb.
_AFTER_EL = frozenset(
    "en y a de por para hasta toda todo esta este mientras cuando que sin otra vez ya ahi alli aqui hoy".split()
)
