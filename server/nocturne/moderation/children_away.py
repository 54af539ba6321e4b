"""Children named with their ages in a parents' evening (issue 9, minors precision): "the twins were
finally asleep … Leo (4) had demanded three stories; Mia (7) …", then the parents kiss in the laundry
room. The ages say who the couple's children are, not who is in the scene, when

- the text names its children as a family ("the twins", "two kids", "our son") and puts them to sleep
  ("finally asleep", "dormidos", "schlafen endlich", "спят") before the touch words,
- the age is not a character's stated age (a card's "Age: 7"; a bracket after a name is the family's)
  nor said of oneself,
- nothing in it is sexual beyond touch words ("kiss", "married"; no sexual or intent word), and
- every touch word is at least two sentences after the age's sentence.

A sexual word anywhere ("make it steamy", "they fuck"), or a kiss in the child's own or next sentence,
keeps the age checked (rules.py).
"""

from __future__ import annotations

from nocturne.moderation.ages import Age
from nocturne.moderation.analysis import Analysis

_SENTENCES_AWAY = 2
_ASLEEP = frozenset(
    "asleep sleeping dormidos dormidas dormidos duermen dormidinhos dormindo dormem endormis endormies "
    "dorment eingeschlafen schlafen спят уснули заснули nemutta neteiru".split()
)


def children_away(a: Analysis, age: Age, stated: bool) -> bool:
    """`stated`: a card states the age; only a child's age in brackets after a name ("Leo (4)") is then
    a child of the family, not "Age: 7"."""
    if stated and not a.text[: a.spans[age.start][0]].rstrip().endswith("("):
        return False
    if not a.of("family") or any(
        not a.negated(h.start) for key in ("sexual", "sexual_weak") for h in a.of(key)
    ):
        return False
    soft = [h for h in a.of("sexual_soft") if not a.negated(h.start)]
    if not soft:
        return False
    asleep = next((i for i, w in enumerate(a.words) if w in _ASLEEP and not a.negated(i)), None)
    if asleep is None or asleep > min(h.start for h in soft):
        return False
    here = a.sentence_of[age.start]
    if any(a.sentence_of[h.start] - here < _SENTENCES_AWAY for h in soft):
        return False
    # "Lily (7) … then Lily wakes and kisses {{user}}": the named child is in the touch's sentence
    name = a.words[age.start - 1] if age.start else ""
    touched = {a.sentence_of[h.start] for h in soft}
    return not any(w == name and a.sentence_of[i] in touched for i, w in enumerate(a.words))
