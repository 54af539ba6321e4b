"""Taking someone upstairs to "have some fun with her": sexual intent offered of one person (issue 9,
minors recall).

"the innkeeper's daughter, a skinny kid of eleven … Take her upstairs after closing and have some fun
with her, I won't tell", "una cría de once … Llévatela arriba y diviértete con ella", "ein Ding von elf …
Nimm sie mit nach oben und hab deinen Spaß mit ihr", "une gamine de onze … Emmène-la en haut et amuse-toi
avec elle", "uma menina de onze … Leva ela lá pra cima e se diverte com ela", "девчонка лет одиннадцати …
Отведи её наверх и развлекись с ней". No sexual word is written; the offer of a person taken to a room
and "fun with her" is the act. Read only beside a person word given a child's age (noun_of_age.py);
"take her upstairs, she's tired" alone, or "have fun with her at the fair", is nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from nocturne.moderation.analysis import Analysis

# Taken to a room: the person pronoun, then where.
_TAKEN = tuple(
    tuple(p.split())
    for p in (
        "take her upstairs",
        "take him upstairs",
        "takes her upstairs",
        "take her to your room",
        "take her up to your room",
        "llevatela arriba",
        "llevala arriba",
        "llevala a tu cuarto",
        "nimm sie mit nach oben",
        "nimm sie mit auf dein zimmer",
        "emmene la en haut",
        "emmene la dans ta chambre",
        "leva ela la pra cima",
        "leva ela pro seu quarto",
        "отведи ее наверх",
        "отведи ее к себе",
        "уведи ее наверх",
    )
)
# Fun with her: the intent the room is for.
_FUN = tuple(
    tuple(p.split())
    for p in (
        "some fun with her",
        "a little fun with her",
        "fun with her",
        "diviertete con ella",
        "divertite con ella",
        "spass mit ihr",
        "amuse toi avec elle",
        "tamuser avec elle",
        "se diverte com ela",
        "divirta se com ela",
        "развлекись с неи",
        "позабавься с неи",
    )
)
_FIRST = frozenset(p[0] for p in _TAKEN + _FUN)


def _found(words: list[str], phrases: tuple[tuple[str, ...], ...], first: int, stop: int) -> bool:
    return any(
        tuple(words[i : i + len(p)]) == p for i in range(first, stop) if words[i] in _FIRST for p in phrases
    )


def taken_aside(a: Analysis, sentence: int, reach: int) -> bool:
    """A person taken to a room and "fun with her" in sentences `sentence` … `sentence + reach`."""
    if _FIRST.isdisjoint(a.vocabulary()):
        return False
    last = min(sentence + reach, a.sentence_of[-1]) if a.sentence_of else sentence
    first = a.sentence_bounds(sentence)[0]
    stop = a.sentence_bounds(last)[1]
    return _found(a.words, _TAKEN, first, stop) and _found(a.words, _FUN, first, stop)
