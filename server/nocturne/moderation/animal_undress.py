"""A person who undresses before an animal she is alone with, for a longed-for night (issue 9,
bestiality): "She led the gelding into the empty stall, latched the door behind them, and began to strip,
whispering to the animal that tonight it was just the two of them", "llevó la yegua al establo y empezó a
desnudarse: esta noche por fin", "führte die Stute in den Stall und begann sich auszuziehen … endlich",
"mena la jument dans le box et commença à se déshabiller … ce soir", "levou a égua … e começou a se
despir … finalmente", "завела кобылу в стойло и начала раздеваться … наконец". One sentence holds the
animal, then the undressing, then the night or the "finally" it was for.

Not when the sentence names someone else after the animal (a human partner, a capitalised name: "led the
gelding in, then went up to Tom and began to strip; tonight they'd finally …"), nor an undressing with no
night or "finally" ("led the mare in and began to strip off her wet coat"), nor one before the animal.
"""

from __future__ import annotations

from nocturne.moderation import partners
from nocturne.moderation.analysis import Analysis
from nocturne.moderation.found import Found
from nocturne.moderation.lexicon import Hit

_UNDRESS = ("strip", "undress", "desnud", "auszuzieh", "auszog", "entkleid", "deshabill", "despi", "раздева")
# The night or the "finally" the undressing is for.
_LONGED = frozenset(
    "tonight finally noche fin finalmente endlich nacht enfin soir hoje noite наконец сегодня ночью".split()
)


def _named_between(a: Analysis, start: int, end: int) -> bool:
    """A human partner word or a capitalised name between two tokens (not the first word of a sentence)."""
    for i in range(start, end):
        if a.words[i] in partners.HUMAN_PARTNERS:
            return True
        first = a.text[a.spans[i][0] : a.spans[i][0] + 1]
        if first.isupper() and a.sentence_of[i - 1] == a.sentence_of[i]:
            return True
    return False


def undressed_for(a: Analysis, animals: list[Hit]) -> Found | None:
    vocabulary = a.vocabulary()
    if not animals or _LONGED.isdisjoint(vocabulary):
        return None
    undress = {w for w in vocabulary if w.startswith(_UNDRESS)}
    if not undress:
        return None
    for i, w in enumerate(a.words):
        if w not in undress or a.negated(i):
            continue
        sentence = a.sentence_of[i]
        animal = next((h for h in animals if h.end <= i and a.sentence_of[h.start] == sentence), None)
        if animal is None or _named_between(a, animal.end, i):
            continue
        after = range(i + 1, len(a.words))
        if any(a.words[j] in _LONGED for j in after if a.sentence_of[j] == sentence):
            return Found("prohibited-bestiality", "animal-sexual", f"{animal.entry} … {w}")
    return None
