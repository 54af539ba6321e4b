"""Zoophile genre tags in a card's tag list (issue 9, bestiality; round ah).

"Tags: zoo, k9, equine, nsfw, lemon", "Etiquetas: zoo, canino, +18", "Теги: зоо, k9, nsfw", "Tagu: zoo,
k9, R18": in a list of one-word genres, "zoo" (the slang) or two animal genres ("k9", "equine", "canine",
"feral") beside an explicit tag ("nsfw", "lemon", "smut", "18+", "🔞") name the card's genre as
bestiality, whatever its scenario says after. One animal genre alone is a setting ("Tags: k9, police,
action, nsfw" is a dog-handler story), a tag of several words is no genre word ("k9 unit", "equine
vet"), a zoo job makes "zoo" the place (zoo_setting.py), and anthro adults are the operator's policy.
"""

from __future__ import annotations

import re

from nocturne.moderation.analysis import Analysis
from nocturne.moderation.found import Found
from nocturne.moderation.zoo_setting import zoo_place_named

# The words that open a tag list (read after normalising: no accents, lower case).
_LABELS = frozenset(
    "tags tag etiquetas etiqueta etiquettes schlagworter schlagworte stichworter kinks genres genre generos "
    "genero теги тег метки жанры жанр tagu janru".split()
)
_ZOO = frozenset("zoo зоо zoophilia zoophile zoofilia зоофилия".split())
# Animal genres: the slang a tag uses for the animal kind, not an animal's name ("horses" tags a western).
_GENRES = frozenset("k9 canine canino canina equine equino equina equin feral ferals".split())
_EXPLICIT = re.compile(r"🔞|\+ ?18|18 ?\+|\br-?18\b", re.IGNORECASE)
_ITEMS = 12  # one-word tags read after the label: a list, not prose


def tagged(a: Analysis, allow_anthro: bool) -> Found | None:
    """A tag list whose one-word tags name an animal genre beside an explicit one."""
    vocabulary = a.vocabulary()
    if _LABELS.isdisjoint(vocabulary) or (_ZOO.isdisjoint(vocabulary) and _GENRES.isdisjoint(vocabulary)):
        return None
    if allow_anthro and any(not a.negated(h.start, h.end) for h in a.of("anthro")):
        return None  # "Tags: furry, canine, nsfw": anthro adults
    explicit_at = {h.start for h in a.of("sexual") if h.end - h.start == 1 and not a.negated(h.start)}
    for label in (i for i, w in enumerate(a.words) if w in _LABELS):
        items = _items(a, label + 1)
        if not items:
            continue
        # the list's own text: "🔞" and "+18" stand in no word of their own
        listed = a.text[a.spans[label][1] : a.spans[items[-1][-1]][1] + 3]
        explicit = bool(_EXPLICIT.search(listed)) or any(i in explicit_at for item in items for i in item)
        if not explicit:
            continue
        ones = [item[0] for item in items if len(item) == 1 and not a.negated(item[0])]
        zoo = any(a.words[i] in _ZOO for i in ones) and not zoo_place_named(a)
        genres = {a.words[i] for i in ones if a.words[i] in _GENRES}
        if zoo or len(genres) >= 2:
            return Found("prohibited-bestiality", "animal-tags", "zoo" if zoo else " ".join(sorted(genres)))
    return None


def _items(a: Analysis, first: int) -> list[list[int]]:
    """The comma-parted items after a label, to the end of its line or sentence."""
    if first >= len(a.words):
        return []
    items: list[list[int]] = [[]]
    sentence = a.sentence_of[first]
    for i in range(first, min(len(a.words), first + 3 * _ITEMS)):
        gap = a.text[a.spans[i - 1][1] : a.spans[i][0]]
        if a.sentence_of[i] != sentence or "\n" in gap:
            break
        if items[-1] and any(mark in gap for mark in ",/|#"):
            if len(items) >= _ITEMS:
                break
            items.append([])
        items[-1].append(i)
    return [item for item in items if item]
