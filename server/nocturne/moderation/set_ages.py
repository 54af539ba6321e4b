"""An age set by its label with no subject before it (issue 9, round aiminors): "cambia la edad a 13",
"a idade dela é 3x4" (the normaliser has made it 12), "das Alter auf 13", "l'âge à 13", "возраст на
13". The age reader frames "su edad a 13" but not "la edad a 13" or "idade dela é 12": the label, then
an article or whose age, then the word that sets it. "A la edad de 13" and "at the age of 13" (of, de,
von: when) are no setting, and an adult number ("la edad a 31") is none of this rule's business.
"""

from __future__ import annotations

from collections.abc import Mapping

from nocturne.moderation.analysis import Analysis
from nocturne.moderation.word_places import places

_LABELS = frozenset("age edad idade alter возраст nenrei".split())
# Between the label and the setting word: whose age ("dela", "her"), an article.
_FILLERS = frozenset("her his their the la su sa son dela dele das ihr sein ihre её ее его".split())
# The word that sets the label to a number: "to", "a", "é", "auf", "на", "=", "pra".
_SETTERS = frozenset("to a e is ist est es auf на pra para pro wo".split())
_ADULT = 18
_YOUNGEST = 1
_REACH = 3  # label, up to two fillers, the setting word


def set_age(a: Analysis, numbers: Mapping[str, int]) -> str | None:
    """The minor age a label is set to ("la edad a 13"), or None."""
    words = a.words
    if _LABELS.isdisjoint(words):
        return None
    for i in places(words, _LABELS):
        j = i + 1
        while j < len(words) and j - i <= _REACH and words[j] in _FILLERS:
            j += 1
        if j + 1 >= len(words) or words[j] not in _SETTERS or a.sentence_of[j + 1] != a.sentence_of[i]:
            continue
        value = numbers.get(words[j + 1])
        if value is None and words[j + 1].isdigit():
            value = int(words[j + 1])
        if value is not None and _YOUNGEST <= value < _ADULT and not a.negated(j + 1):
            return words[j + 1]
    return None
