"""A note that says what was done to an animal is meant sexually (issue 9, bestiality): "*she kneels in the
barn and strokes the goat* (ooc: yes i mean sexually, keep going)", "(ooc: sí, quiero decir sexualmente)",
"(ooc: ja, sexuell gemeint)", "(hrp : je veux dire sexuellement)", "(ooc: quero dizer sexualmente)",
"(ooc: да, в сексуальном смысле)". The note reads back onto the animal named before it, across the
bracket or sentence that parts them.

Not a note that denies it ("ooc: no, i don't mean sexually", "not sexually, it's a petting zoo"), not a
text that names a human partner (the meaning is then the couple's), and not an animal named only after
the note.
"""

from __future__ import annotations

from nocturne.moderation import partners
from nocturne.moderation.analysis import Analysis
from nocturne.moderation.found import Found
from nocturne.moderation.lexicon import Hit

# "mean", "gemeint", "quiero decir", "je veux dire", "в … смысле", "seiteki na imi": saying what is meant.
_MEANT = frozenset(
    "mean meant means meaning sense decir refiero sentido meine meint gemeint sinne sinn dire sens dizer "
    "refiro смысле виду imi".split()
)
_REACH = 2  # words between the meaning word and the sexual word


def meant_sexually(a: Analysis, animals: list[Hit]) -> Found | None:
    """The first animal before a non-negated sexual word that a meaning word stands beside."""
    if not animals or _MEANT.isdisjoint(a.vocabulary()):
        return None
    if a.of("couple") or partners.human_partner(a):
        return None
    for hit in a.of("sexual"):
        if a.negated(hit.start):
            continue
        if _MEANT.isdisjoint(a.words[max(0, hit.start - _REACH) : hit.end + _REACH]):
            continue
        animal = next((h for h in animals if h.end <= hit.start), None)
        if animal is not None:
            return Found("prohibited-bestiality", "animal-sexual", f"{animal.entry} … {hit.entry} (meant)")
    return None
