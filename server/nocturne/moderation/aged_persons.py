"""A person named by any noun with an adult age in brackets is a human partner (issue 9, round al):
"{{user}}, le nouveau palefrenier (33), la séduit", "the new stable hand (35) seduces her", "el nuevo
mozo de cuadra (33) la seduce", "der neue Stallbursche (34)", "o novo tratador (33)", "новый конюх (33)".
The bracketed adult age says the word before it is a grown person, as "a girl (29)" did for the person
words partners._OTHERS lists; an animal's bracketed age ("the old stallion (21)") is no person.
"""

from __future__ import annotations

from nocturne.moderation.age_phrases import ADULT_AGE
from nocturne.moderation.analysis import Analysis

_ANIMAL_KEYS = ("animal", "animal_ambiguous")
# A noun phrase's lead before the bracket ("the new stable hand (35)", "le nouveau palefrenier (33)"), or
# {{user}} just before it ("{{user}}, новый конюх (33)"): a third person, not a named owner ("Rosa (31)
# and Biscuit, her golden retriever").
_LEADS = frozenset("the a an le la un une el una der die das ein eine o um uma user char".split())
_LEAD_REACH = 4


def aged_person(a: Analysis) -> bool:
    """An adult present age in brackets right after a word that no animal entry ends at, with a noun
    phrase's lead or {{user}} a few words before."""
    if "(" not in a.text:
        return False
    for g in a.ages:
        if g.kind != "present" or g.value < ADULT_AGE or g.start < 1:
            continue
        if "(" not in a.text[a.spans[g.start - 1][1] : a.spans[g.start][0]]:
            continue
        if not a.words[g.start - 1].isalpha():
            continue
        if any(h.end == g.start for key in _ANIMAL_KEYS for h in a.of(key)):
            continue  # "the old stallion (21)"
        if _LEADS.isdisjoint(a.words[max(0, g.start - 1 - _LEAD_REACH) : g.start - 1]):
            continue  # "Rosa (31) and Biscuit": a named owner
        return True
    return False
