"""A played character given a child's age is a participant, never a mentioned child (issue 9, minors
recall).

"Tu personaje es Lupe, la hija del capataz, que tiene catorce años … Y que al final terminen en la cama,
con escena de sexo", "your character is Jess, the landlord's daughter, who is fourteen … eventually they
sleep together", "dein Charakter ist Lena, die Tochter des Wirts, die vierzehn ist", "ton personnage est
Lou, la fille du fermier, qui a treize ans", "sua personagem é a Bia, filha do caseiro, que tem treze
anos", "твой персонаж — Катя, дочь сторожа, ей тринадцать". The kin word before the age ("la hija del
capataz") made it read like a child mentioned in a long adults' story (mentioned_ages.py); but the
sentence casts that child as a character someone plays ("tu personaje", "your character", "my oc"), so
the age is a participant's. "Tu personaje es Aurelio; su hija Lupe tiene catorce años" casts the father:
a cast word after a full clause break (";"), a possessive before the kin word ("my character (40) helps
his 10yo son") or an adult age between keeps the mention.
"""

from __future__ import annotations

from nocturne.moderation.age_phrases import ADULT_AGE
from nocturne.moderation.ages import Age
from nocturne.moderation.analysis import Analysis

# The cast noun: a character someone plays.
_CAST = frozenset(
    "character char oc personaje personnage perso personagem figur charakter rolle персонаж персонажа kyara".split()
)
# Whose character: "tu personaje", "your character", "mi oc", "dein Charakter", "ton perso", "твой персонаж".
_OWNER = frozenset(
    "your ur my tu mi su dein deine mein meine ton ta mon ma seu sua meu minha твой твоя мой моя ваш anata "
    "watashi".split()
)
# A third person's child between: "my character (40) helps his 10yo son", "su hija Rocío tiene trece".
_THEIRS = frozenset(
    "his her their su sus sein seine seinen ihr ihre ihren son sa ses seu sua seus suas его её их".split()
)
_REACH = 14  # tokens from the cast noun to the age ("… es Lupe, la hija del capataz, que tiene catorce")


def cast_child(a: Analysis, age: Age) -> bool:
    """The age's sentence casts its holder: an owned cast noun a few words before the age, with no second
    cast noun or semicolon between."""
    if _CAST.isdisjoint(a.vocabulary()):
        return False
    sentence = a.sentence_of[age.start]
    for i in range(age.start - 1, max(age.start - _REACH, 1) - 1, -1):
        if a.sentence_of[i] != sentence:
            return False
        if a.words[i] in _CAST and a.words[i - 1] in _OWNER:
            between = a.words[i + 1 : age.start]
            return (
                ";" not in a.text[a.spans[i][1] : a.spans[age.start][0]]
                and _THEIRS.isdisjoint(between)  # "my character (40) helps his 10yo son": the son's
                and not any(g.value >= ADULT_AGE and i < g.start < age.start for g in a.ages)
            )
    return False
