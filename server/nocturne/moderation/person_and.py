"""Portuguese "e" after a person is "and", not "é" (issue 9, session 14, language parity): "transei com
o meu namorado e o cachorro dorme no sofá", "a fazendeira e a égua no pasto".

Normalisation drops the accent, so "é" ("is") and "e" ("and") are one word, and "namorado e o
cachorro" read as "the boyfriend is the dog" made the dog an identity ("animal-identity") where the
English "my boyfriend and the dog" is a pair. A person noun right before the "e" (a partner, a man, a
farmer, the user's "personagem"; partners.PERSONS and HUMAN_PARTNERS, pronouns and card placeholders
left out: "ela é a cadela", "{{char}} é o cavalo de {{user}}" stay statements) makes it "and": the
animal is then read as a pair's animal (partners.py: "a égua e o fazendeiro, cena quente" stays
bestiality) or a bystander, as in English.
"""

from __future__ import annotations

from nocturne.moderation.analysis import Analysis
from nocturne.moderation.partners import HUMAN_PARTNERS, PERSONS

_PRONOUNS = frozenset(
    "me i her him she he you u herself himself myself yo ich moi eu ela ele voce vc я она он".split()
)
# Card placeholders and roles name the character itself: "{{char}} é o cavalo de {{user}}" is an identity.
_ROLES = frozenset("character char chara persona oc user".split())
_NOUNS = (PERSONS | HUMAN_PARTNERS) - _PRONOUNS - _ROLES


def person_and(a: Analysis, verb: int) -> bool:
    """The identity verb at `verb` is a Portuguese "e" right after a person noun: "and"."""
    return a.words[verb] == "e" and verb > 0 and a.words[verb - 1] in _NOUNS
