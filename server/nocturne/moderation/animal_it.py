"""Sex "with it" after an animal in the same sentence (issue 9, round al): "he treats that mule like a
wife, and tonight write him having sex with it", "she keeps the goat in the shed and wants sex with it".
"It" is no person: the nearest animal named before it in its sentence is the partner, when no thing
("a dildo") or partner noun (but the role it is likened to: "like a wife") stands between them. "she bought a pony for her niece and had sex with him after" (him, not it)
and "the dog barked; sex with it was a joke about the movie" across a sentence pass.
"""

from __future__ import annotations

from nocturne.moderation import partners
from nocturne.moderation.analysis import Analysis
from nocturne.moderation.found import Found
from nocturne.moderation.lexicon import Hit

_IT = frozenset({"it"})
_WITH = frozenset({"with"})
_REACH = 25  # words back from "it" to the animal
# Things "it" may be instead: a toy, a pillow, a scene ("buys a dildo and has sex with it").
# Partner nouns an animal is likened to ("treats that mule like a wife"): no other referent.
_ROLES = frozenset("wife husband girlfriend boyfriend lover partner".split())
_THINGS = frozenset(
    "toy toys dildo vibrator pillow doll sex-doll strapon plug machine fleshlight car couch bed scene "
    "story idea fantasy".split()
)


def sex_with_it(a: Analysis, animals: list[Hit]) -> Found | None:
    """A sexual phrase followed by "with it" ("having sex with it") or ending in "with" before "it"."""
    if not animals or "it" not in a.words:
        return None
    words = a.words
    for h in a.of("sexual"):
        if a.negated(h.start):
            continue
        at = h.end if words[h.end - 1] in _WITH else h.end + 1
        if at >= len(words) or words[at] not in _IT or words[at - 1] not in _WITH:
            continue
        sentence = a.sentence_of[at]
        before = [
            x for x in animals if at - _REACH <= x.end <= h.start and a.sentence_of[x.start] == sentence
        ]
        if not before:
            continue
        animal = max(before, key=lambda x: x.end)
        if any(
            w in _THINGS or (w in partners.HUMAN_PARTNERS and w not in _ROLES)
            for w in words[animal.end : h.start]
        ):
            continue  # a thing or a partner noun between: "it" may be that
        return Found("prohibited-bestiality", "animal-partner", f"{animal.entry} … {h.entry} it")
    return None
