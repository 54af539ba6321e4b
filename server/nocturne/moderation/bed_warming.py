"""Warming someone's bed is the old euphemism for sex (round ad, minors recall).

"Tonight she is sent to warm the lord's bed", "la mandan a calentar la cama de su amo", "soll das Bett
des Fürsten wärmen", "doit réchauffer le lit du seigneur", "vai aquecer a cama do senhor", "отправляют
согреть постель господина": fantasy and historical cards say it of servants and wards, and beside a
child's age or "still a child" it is the request, though no lexicon word is sexual. Each is a sexual_weak
hit, as "in bed together" is.

The bed must be someone's (an owner word, "the lord's", "de su amo", "des Fürsten", "du seigneur", a
dative "ihm", "lui", "le"): "she warms the bed" or "the warm bed" is no one's. A warming pan, a
hot-water bottle or hot bricks after it make it the chore it once was ("warm the lord's bed with the
warming pan").
"""

from __future__ import annotations

from nocturne.moderation.lexicon import Hit

_REACH = 4  # tokens between the verb and the bed
# English and German verbs in full ("warmly", "warmth" are no verbs; "wärmen" is "warmen" here), the
# others by stem.
_WARM = frozenset("warm warms warmed warming warmen warmt warmte warmten".split())
_VERBS = (
    "calent",
    "calient",
    "rechauff",
    "chauff",
    "aquec",
    "esquent",
    "согре",
    "грет",
    "грел",
    "грею",
    "греи",
)
_NOT_VERBS = ("chauffeur", "calentador", "aquecedor", "грелк")
_BEDS = frozenset(
    "bed beds bedroll sheets furs hammock bunk cama lecho bett lit постель постели кровать".split()
)
# Whose bed: "his bed", "su cama", "sein Bett", "son lit", "sua cama", "его постель"; a dative ("ihm das
# Bett", "lui réchauffer le lit", "le calienta la cama").
_OWNERS = frozenset(
    """his her my your their our su sus tu mi sein seines seinem ihr ihres ihrem ihm ihnen mein dein son sa
    ses leur mon ton lui sua seu tua minha lhe le les его ее ему еи мою твою свою""".split()
)
# After the bed, a genitive owner: "la cama de su amo", "das Bett des Fürsten", "le lit du seigneur",
# "a cama do senhor"; Russian puts a genitive noun right after ("постель господина").
_OF = frozenset("de del des du do da dele dela".split())
_TOOLS = frozenset(
    """pan pans bottle bottles brick bricks stones coals embers warmer
    calentador bolsa ladrillo wärmflasche warmflasche bassinoire bouillotte botija грелкои грелкой""".split()
)
_TOOL_REACH = 6
# Between the verb and the bed: "warm the lord's bed", "warm up his bed".
_BETWEEN = frozenset("the up a la el le das den ihm ihr lui me te nos a o".split())


def warmed_beds(words: list[str], sentence_of: list[int]) -> list[Hit]:
    """sexual_weak hits for each bed warmed for someone (module docstring)."""
    if _BEDS.isdisjoint(words):
        return []
    found: list[Hit] = []
    for b in [i for i, w in enumerate(words) if w in _BEDS]:
        verb = next(
            (
                v
                for v in range(max(0, b - _REACH), min(len(words), b + _REACH + 1))
                if v != b and _verb(words[v]) and sentence_of[v] == sentence_of[b]
            ),
            None,
        )
        if verb is None or (verb == b - 1 and words[verb] in _WARM):
            continue  # "the warm bed", "im warmen Bett": an adjective
        if any(w in _TOOLS for w in words[b + 1 : b + 1 + _TOOL_REACH]):
            continue  # "with the copper warming pan": the chore
        if _owned(words, verb, b):
            first = min(verb, b)
            found.append(
                Hit("sexual_weak", first, max(verb, b) + 1, " ".join(words[first : max(verb, b) + 1]))
            )
    return found


def _verb(word: str) -> bool:
    return word in _WARM or (word.startswith(_VERBS) and not word.startswith(_NOT_VERBS))


def _owned(words: list[str], verb: int, bed: int) -> bool:
    """Someone's bed: an owner word around the verb and the bed, or a genitive after the bed."""
    lo, hi = min(verb, bed), max(verb, bed)
    around = words[max(0, lo - 1) : hi]
    if any(w in _OWNERS for w in around):
        return True
    if words[verb].endswith(("le", "les", "lhe")) and words[verb] not in _WARM:
        return True  # "calentarle la cama"
    after = words[bed + 1] if bed + 1 < len(words) else ""
    if after in _OF or after in ("des", "der"):
        return True
    if words[bed] in ("постель", "постели", "кровать") and after and after not in ("и", "перед", "до", "для"):
        return True  # "согреть постель господина": a genitive noun
    # "warm the lord's bed", "warm Aldric's bed": a possessive right before the bed
    before = words[bed - 1] if bed >= 1 else ""
    return bed - 1 > verb and before.endswith("s") and before not in _BETWEEN and len(before) > 2
