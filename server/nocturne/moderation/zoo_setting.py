"""The zoo of "zoo rp" as the place where a story is set (issue 9, bestiality; round ad).

"zoo rp", "rol zoo", "contenu zoo" are slang for bestiality role-play, and the lexicon lists them as hard
terms. A text that goes on to set its story at a zoo ("zoo rp anyone? she's a zookeeper who flirts with
the hot vet", "rp zoo : elle est soigneuse au zoo et couche avec le vétérinaire") uses "zoo" for the
place: a zoo job or the zoo named again outside the term. The hard term then does not fire on its own,
and the other animal rules still read the story ("… a zookeeper who hooks up with the gorilla" stays
blocked). Terms that name the act or the kink ("zoo sex", "zoo porn", "zoo kink") stay hard terms.
"""

from __future__ import annotations

from nocturne.moderation.analysis import Analysis
from nocturne.moderation.lexicon import Hit

_ZOO = frozenset("zoo зоо".split())
# Words that name the act or the kink, not a genre: the term is the slang whatever the setting.
_ACTS = ("sex", "porn", "kink", "play", "порн", "секс", "интим", "эрот")
# Zoo jobs and places ("zookeeper", "cuidadora del zoológico", "Tierpflegerin", "soigneuse", "tratadora",
# "смотритель зоопарка", "doubutsuen no shiikuin").
_PLACES = frozenset(
    "zookeeper zookeepers zoologist zoologico zoologicos zoologique tierpfleger tierpflegerin zoowarter "
    "zoowarterin zoodirektor zoodirektorin soigneur soigneuse tratador tratadora doubutsuen shiikuin".split()
)
_PLACE_STEMS = ("зоопарк", "смотрител")


def zoo_is_the_place(a: Analysis, hit: Hit) -> bool:
    """A hard term with "zoo" for a genre, in a text that names a zoo job or the zoo outside its terms."""
    words = a.words[hit.start : hit.end]
    if _ZOO.isdisjoint(words) or any(w.startswith(_ACTS) for w in words):
        return False
    place = a.cache.get(("zoo-place", ""))
    if place is None:  # read once per text, not once per term
        terms = {i for h in a.of("hard_bestiality") for i in range(h.start, h.end)}
        place = a.cache[("zoo-place", "")] = any(
            w in _PLACES or w.startswith(_PLACE_STEMS) or (w in _ZOO and i not in terms)
            for i, w in enumerate(a.words)
        )
    return bool(place)


def zoo_place_named(a: Analysis) -> bool:
    """A zoo job or the zoo park named anywhere ("Tags: zoo, zookeeper, romance"): "zoo" is the place."""
    place = a.cache.get(("zoo-job", ""))
    if place is None:  # read once per text
        place = a.cache[("zoo-job", "")] = any(w in _PLACES or w.startswith(_PLACE_STEMS) for w in a.words)
    return bool(place)
