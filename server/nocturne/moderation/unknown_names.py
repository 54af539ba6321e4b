"""Words before a person or an animal, and a guess at a name (issue 9, bestiality): "my", "the", "old"
stand before who is meant; a word of letters that no lexicon entry starts at is likely a name ("Carla and
the dog", "der Hofhund Rex schläft"). Shared by partners.py and bystanders.py."""

from __future__ import annotations

from nocturne.moderation.analysis import Analysis

FILLERS = frozenset(
    "my a an the his her their your our own mi mis un una el la su sus ein eine einem einer einen "
    "meinem meiner meinen mein meine ihrem ihrer seinem seiner mon ma mes son sa ses le une o um uma "
    "meu minha seu sua моей моим моего своей своим lonely big old young one of real actual echten echte "
    "echtes vrai vraie dela ihr ihre ihren sein seine seinen её ее его мой моя family dem den der das".split()
)
PLACES = frozenset("on in at to of from into onto by en a de auf im am dans sur em no na в на".split())


def unknown_name(a: Analysis, at: int) -> bool:
    """A word of letters no lexicon entry starts at, before "and the <animal>": a name ("Carla")."""
    starts = a.cache.get(("hit-starts", ""))
    if starts is None:
        starts = a.cache[("hit-starts", "")] = {h.start for h in a.hits}
    word = a.words[at]
    if at > 0 and (a.words[at - 1] in FILLERS or a.words[at - 1] in PLACES):
        return False  # "on the couch and the cat jumps": a thing, not a name
    return word.isalpha() and len(word) >= 3 and at not in starts and word not in FILLERS
