"""Children the text says are grown (issue 9): "two grown kids in college", "her adult children",
"sus hijos ya mayores", "ihre erwachsenen Kinder", "ses enfants adultes", "filhos já crescidos",
"взрослые дети", "kodomo wa mou dokuritsu shita".

A parent's grown children are adults: the minor word ("kids", "Kinder", "kodomo") names no minor. Read
only beside the word (two words before, or a short phrase right after it in its sentence), so "grown
men and a kid" or "the kids, not grown yet" keep theirs.
"""

from __future__ import annotations

from nocturne.moderation.lexicon import Hit

# Right before the word: "grown kids", "adult children", "erwachsene Kinder", "взрослые дети".
_GROWN_BEFORE = frozenset(
    "grown grownup adult erwachsene erwachsenen adultes adultos adultas crescidos crescidas "
    "взрослые взрослых взрослыми "
    "college frat sorority".split()  # "mistaken for a college kid": a student, an adult
)
# Right after it: "kids in college", "hijos ya mayores", "enfants adultes", "kodomo wa mou dokuritsu".
_GROWN_AFTER = (
    ("in", "college"),
    ("at", "university"),
    ("at", "college"),
    ("all", "grown"),
    ("are", "grown"),
    ("are", "adults"),
    ("moved", "out"),
    ("ya", "mayores"),
    ("ya", "adultos"),
    ("adultos",),
    ("adultes",),
    ("ja", "adultos"),
    ("ja", "crescidos"),
    ("crescidos",),
    ("sind", "erwachsen"),
    ("schon", "erwachsen"),
    ("sind", "ausgezogen"),
    ("uzhe", "vzroslye"),
    ("уже", "взрослые"),
    ("wa", "mou", "dokuritsu"),
    ("wa", "dokuritsu"),
    ("wa", "mou", "otona"),
    ("mo", "dokuritsu"),
)
_NOT_YET = frozenset("not yet nicht noch no pas nao не mada".split())


def grown(words: list[str], hit: Hit) -> bool:
    """The children at `hit` are said to be grown."""
    before = words[max(0, hit.start - 2) : hit.start]
    if any(w in _GROWN_BEFORE for w in before) and not any(w in _NOT_YET for w in before):
        return True
    after = words[hit.end : hit.end + 3]
    return any(tuple(after[: len(phrase)]) == phrase for phrase in _GROWN_AFTER)
