"""The pair's act said by a pro-form after an animal joins in (issue 9, bestiality; session 14, round am).

"now the doggo joins in and they go all the way 🐕🔥", "que el perrito se una y lo hagan 🔥", "der Hund
macht mit und sie gehen aufs Ganze", "le chien participe et ils le font", "o cachorro participa e eles
fazem aquilo", "пёс присоединяется, и они делают это": the animal takes part (animal_joins.py finds the
verb) and the words right after it name the act without a sexual word. The phrases are the cue that the
joining is the act's own, as a sexual word is.

"… joins in and they go all the way to the lake", "se une y lo hagan en la carrera" (an activity,
animal_joins._ACTIVITIES) and an act before the animal joins ("they did it, then the dog joined us on the
walk") pass.
"""

from __future__ import annotations

from nocturne.moderation.analysis import Analysis
from nocturne.moderation.animal_innuendo import Phrases

_ACTS = Phrases(
    """
    go all the way
    goes all the way
    going all the way
    went all the way
    they do it
    they did it
    they re doing it
    they go at it
    lo hagan
    lo hacen
    lo hicieron
    hacerlo
    lleguen hasta el final
    vayan hasta el final
    van hasta el final
    es tun
    es treiben
    es machen
    tun es
    treiben es
    machen es
    aufs ganze
    le font
    le fassent
    le faire
    vont jusqu au bout
    aillent jusqu au bout
    fazem aquilo
    facam aquilo
    fazem isso
    facam isso
    fazer isso
    vao ate o fim
    делают это
    сделают это
    займутся этим
    занимаются этим
    yatchau
    """
)
_REACH = 8  # words from the join verb to the act
# "go all the way to the lake": a way somewhere, not the act.
_WAY_TO = frozenset("to up down across around home there back over through into out".split())


def acted_after(a: Analysis, at: int) -> bool:
    """A pro-form act within a few words after the join verb at word `at`, in its sentence."""
    words = a.words
    window = words[at + 1 : at + 1 + _REACH]
    if _ACTS.firsts.isdisjoint(window):
        return False  # most texts (a set test in C)
    sentence = a.sentence_of[at]
    for i in range(at + 1, min(len(words), at + 1 + _REACH)):
        if a.sentence_of[i] != sentence:
            return False
        phrase = _ACTS.at(words, i)
        if phrase is None or a.negated(i):
            continue
        end = i + len(phrase)
        if phrase[-1] == "way" and end < len(words) and words[end] in _WAY_TO:
            continue
        return True
    return False
