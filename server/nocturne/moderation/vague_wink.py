"""A vague act with a leer is sexual intent (minors.py, issue 9).

"after practice we do stuff 😏", "y luego hacemos cosas picantes 😈", "depois fazemos coisas 😏", "dann
machen wir Sachen 😏", "puis on fait des choses 😏", "потом делаем всякое 😏", "iroiro shiyou 😈": the act
is left unnamed and the emoji right after it names it. Without it ("after practice we do stuff like
stretching") the words are innocent, and so are a friendly wink ("we do things together on sundays 😉")
and an emoji words later. Read only when the text holds one of the emoji, a vague thing and a verb.
"""

from __future__ import annotations

import re

from nocturne.moderation.analysis import Analysis

_VERBS = frozenset(
    "do doing did does hacemos hacer hacen haciendo hicimos fazemos fazer fazem fazendo machen macht "
    "machten tun fait faire font faisons делаем делать делают сделаем suru shiyou shite".split()
)
_THINGS = frozenset(
    "stuff things cosas cositas coisas coisinhas sachen dinge choses trucs всякое разное iroiro".split()
)
# The leering ones only: "😉", "👀", "🔥" also wink at baking ("we do things on sundays 😉").
_LEERS = ("😏", "😈", "🥵", "💦", "🍆", "👅")
_WORD = re.compile(r"\w+")
_REACH = 3  # tokens between the verb and the thing: "we do some stuff", "machen wir Sachen"
_TO_LEER = 16  # characters from the thing to the emoji: "we do stuff 😏", "hacemos cosas picantes 😈"


def vague_wink(a: Analysis) -> bool:
    """A vague act ('do stuff', 'hacemos cosas', 'Sachen machen') with a leering emoji right after it
    (at most one word, its adjective, between them)."""
    vocabulary = a.vocabulary()
    if not (vocabulary & _THINGS) or not (vocabulary & _VERBS):
        return False
    if not any(e in a.text for e in _LEERS):
        return False
    words = a.words
    for i, w in enumerate(words):
        if w not in _THINGS:
            continue
        around = words[max(0, i - _REACH) : i] + words[i + 1 : i + 1 + _REACH]
        if not any(v in _VERBS for v in around):
            continue
        after = a.text[a.spans[i][1] : a.spans[i][1] + _TO_LEER]
        at = min((p for p in (after.find(e) for e in _LEERS) if p != -1), default=-1)
        if at != -1 and len(_WORD.findall(after[:at])) <= 1:
            return True
    return False
