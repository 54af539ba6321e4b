"""Breeding a person's character (issue 9, bestiality; round ad): "have it breed my character", "let him
breed my OC", "que preñe a mi personaje", "soll meine Figur decken", "saillir mon personnage", "покрыть мою
героиню".

German puts the object before the infinitive ("meine Figur decken"). "breed" alone is no sexual word ("what breed is he", "she breeds horses"), so the lexicon lists it only
with a pronoun object ("breed her", "breeds me"). With a person's character, persona or the user as its
object it is the same act, and the animal rules read it as an animal act (an act the animal does). Not
"breed my character's horses": a possessive "'s" makes the person the owner, not the object.
"""

from __future__ import annotations

from nocturne.moderation.analysis import Analysis
from nocturne.moderation.lexicon import Hit

_VERBS = frozenset(
    "breed breeds breeding prene prena prenar prenara saillir saillit saillisse "
    "saillira emprenhe emprenha emprenhar emprenhou покрыть покроет покрыл покрывает покрывал оплодотворит "
    "оплодотворить tanetsuke".split()
)
# Between the verb and its object: an article, a possessive, Spanish "a".
_FILLERS = frozenset(
    "my your his her the a mi tu su al meine meinen deine seine ihre die mon ma ton sa le la minha meu "
    "sua seu tua teu a моего мою твою её ее свою".split()
)
# German puts the object first: "soll meine Figur decken" (not "seine Frau deckt den Tisch": the infinitive).
_OBJECT_FIRST_VERBS = frozenset("decken bespringen schwangern".split())
_OWNERS_FIRST = frozenset("meine deine seine ihre meinen deinen seinen ihren".split())
_PERSONS = frozenset(
    "character oc persona user char heroine protagonist mc girl woman wife personaje protagonista chica "
    "mujer figur heldin protagonistin frau personnage heroine fille femme personagem garota mulher "
    "героиню героиня персонажа девушку женщину kyara".split()
)


def person_object_acts(a: Analysis) -> list[Hit]:
    """A breeding verb with a person's character as its object, as an animal act over the verb and object."""
    words = a.words
    if _VERBS.isdisjoint(words) and _OBJECT_FIRST_VERBS.isdisjoint(words):
        return []  # most texts (a set test in C)
    found = []
    for i, w in enumerate(words):
        if w in _OBJECT_FIRST_VERBS:
            if i >= 2 and words[i - 1] in _PERSONS and words[i - 2] in _OWNERS_FIRST and _joined(a, i - 2, i):
                found.append(Hit("animal_acts", i - 2, i + 1, " ".join(words[i - 2 : i + 1])))
            continue
        if w not in _VERBS:
            continue
        at = i + 1
        while at < len(words) and at <= i + 2 and words[at] in _FILLERS:
            at += 1
        if (
            at < len(words)
            and words[at] in _PERSONS
            and words[at + 1 : at + 2] != ["s"]
            and _joined(a, i, at)
        ):
            found.append(Hit("animal_acts", i, at + 1, " ".join(words[i : at + 1])))
    return found


def _joined(a: Analysis, first: int, last: int) -> bool:
    """No punctuation between the words first..last (one phrase)."""
    return not any(a.text[a.spans[j - 1][1] : a.spans[j][0]].strip(" {}") for j in range(first + 1, last + 1))
