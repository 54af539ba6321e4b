"""The animal, then "he and {{user}}" in a sexual sentence (issue 9, bestiality; round aianimals).

A lorebook or card names the animal in one sentence and its partner in the next through a pronoun:
"Rex is the family's labrador. He and {{user}} have a sexual relationship", "Canela es la yegua de la
finca. Ella y {{user}} tienen sexo", "Bruno ist ihr Schäferhund. Er und {{user}} schlafen miteinander",
"Filou est le chien de la maison. Lui et {{user}} couchent ensemble", "Thor é o pastor alemão. Ele e
{{user}} transam", "Граф — немецкая овчарка. Он и {{user}} спят вместе". The pronoun is the animal when
the sentence before names an animal and no person. "Rex is our dog. He and my wife walk him daily"
(no sexual word) and "Rex is our dog. My husband and I have sex" (no pronoun first) pass.
"""

from __future__ import annotations

from nocturne.moderation import partners
from nocturne.moderation.analysis import Analysis
from nocturne.moderation.found import Found
from nocturne.moderation.lexicon import Hit

_PRONOUNS = frozenset("he she it el ella er sie es il elle lui ele ela он она оно kare kanojo".split())
_AND = partners.AND_WORDS | frozenset(("e",))  # Portuguese "Ele e {{user}}"
# Whose the animal is may be the pronoun's: "Rex is my sister's dog. She and {{user}} …".
_KIN = frozenset(
    "sister sisters brother brothers mom moms mother mothers dad dads father fathers friend friends "
    "neighbour neighbours neighbor neighbors aunt aunts uncle uncles hermana hermano madre padre amiga amigo "
    "vecina vecino schwester bruder mutter vater nachbarin nachbar soeur frere mere pere voisine voisin irma "
    "irmao mae pai vizinha vizinho сестры брата мамы папы подруги соседки соседа".split()
)
_PEOPLE = (partners.PERSONS | _KIN) - _PRONOUNS - frozenset("я".split())


def he_and(a: Analysis, animals: list[Hit]) -> Found | None:
    """A sentence that names an animal and no person, then "<pronoun> and X" with a sexual word."""
    for hit in animals:
        sentence = a.sentence_of[hit.start]
        first, stop = a.sentence_bounds(sentence)
        if stop + 2 >= len(a.words) or a.words[stop] not in _PRONOUNS:
            continue
        if a.words[stop + 1] not in _AND or a.sentence_of[stop] != sentence + 1:
            continue
        if not _PEOPLE.isdisjoint(a.words[first:stop]):
            continue  # "Rex is my sister's dog. She and …": the pronoun is the person's
        if any(not a.negated(h.start) for h in a.in_sentence("sexual", sentence + 1)):
            return Found("prohibited-bestiality", "animal-pronoun-partner", hit.entry)
    return None
