"""A person and an animal tagged together in an image prompt (issue 9, bestiality; blind-dw): "mulher
nua, cavalo, juntos, nsfw, 4k", "woman nude, horse, together, nsfw". A tag list names no act, so its
tags are read as one scene: a nude or explicit tag, an animal tag and a tag that pairs them ("together",
"juntos", "zusammen", "ensemble", "вместе") make the animal the person's partner. Without the pairing
tag ("woman nude, horse, field, golden hour") the animal may be the setting (animal_background.py).
"""

from __future__ import annotations

from nocturne.moderation.analysis import Analysis
from nocturne.moderation.found import Found
from nocturne.moderation.lexicon import Hit

_TOGETHER = frozenset(
    "together juntos juntas junto zusammen ensemble вместе issho couple pair pareja casal paar".split()
)


def paired_tags(a: Analysis, animals: list[Hit], whole: bool) -> Found | None:
    """An animal, a sexual tag and a pairing tag, each its own tag, in a tag list."""
    if not whole or not animals or _TOGETHER.isdisjoint(a.vocabulary()):
        return None
    if not any(not a.negated(h.start) for h in a.of("sexual")):
        return None
    pairing = [i for i, w in enumerate(a.words) if w in _TOGETHER and _alone_in_tag(a, i)]
    if not pairing:
        return None
    animal = next((h for h in animals if not a.negated(h.start, h.end)), None)
    if animal is None:
        return None
    return Found("prohibited-bestiality", "animal-tagged-together", f"{animal.entry} … {a.words[pairing[0]]}")


def _alone_in_tag(a: Analysis, i: int) -> bool:
    """The word is a tag of its own: commas (or the text's ends) on both sides."""
    before = a.text[: a.spans[i][0]].rstrip()
    after = a.text[a.spans[i][1] :].lstrip()
    return (not before or before[-1] == ",") and (not after or after[0] == ",")
