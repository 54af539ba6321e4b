""" "The stallion waits in the barn. She undresses and lets him take her" (issue 9, bestiality; round aj).

The animal is the topic of one sentence and the next sentence gives the act to a pronoun for it ("let
him take her", "dejó que la montara", "ließ sich von ihm nehmen", "deixou ele cruzar com ela",
"отдалась ему", "sono uma to majiwatta"). A person named between the animal and the act ("the farmhand",
"her husband") is whom the pronoun means, and a ride ("let him take her to the far pasture") is not an act.
"""

from __future__ import annotations

from nocturne.moderation import partners
from nocturne.moderation.analysis import Analysis
from nocturne.moderation.animal_with import PEOPLE
from nocturne.moderation.found import Found
from nocturne.moderation.lexicon import Hit

# Pronoun-partner acts, as word sequences (accents both ways: the tokens may keep them).
_ACTS = tuple(
    tuple(p.split())
    for p in (
        "let him take her|let it take her|let him mount her|let it mount her|let him breed her|"
        "let it breed her|let him have her|let it have her|mated with him|mated with it|"
        "que la montara|que la montase|que la monte|que la cubriera|se dejo montar|se dejó montar|"
        "von ihm nehmen|von ihm besteigen|von ihm decken|ihn besteigen|"
        "le laisse la monter|la laisse la monter|se laisse monter|se laissa monter|"
        "ele cruzar com ela|ele montar nela|deixou ele montar|deixou que ele a montasse|"
        "отдалась ему|отдаётся ему|отдается ему|"
        "uma to majiwatta|inu to majiwatta|to majiwatta|mated with|la monter|la monta|la montait"
    ).split("|")
)
_BY_FIRST: dict[str, list[tuple[str, ...]]] = {}
for _act in _ACTS:
    _BY_FIRST.setdefault(_act[0], []).append(_act)
_FIRST = frozenset(_BY_FIRST)
# After "take her": a place or errand makes it a ride ("let him take her home", "to the far pasture").
_RIDE = frozenset("to home back across along through out down up around over into toward towards".split())
# Acts that need a word before them: "laisse le chien la monter", not "la jument, il va la monter" (a ride).
_NEEDS = {("la", "monter"): frozenset("laisse laissa laissait laissé laisser".split())}
_NEEDS[("la", "monta")] = _NEEDS[("la", "montait")] = _NEEDS[("la", "monter")]
_AFTER = 3  # words after the act where the animal may stand: "mated with the billy goats", "uma to"
_REACH = 40  # words from the animal to the act: the next sentence or two


def animal_before(a: Analysis, animals: list[Hit]) -> Found | None:
    """An animal, then in a later sentence an act whose partner is a pronoun for it."""
    if not animals or _FIRST.isdisjoint(a.vocabulary()):
        return None
    words = a.words
    for i, w in enumerate(words):
        if w not in _FIRST:
            continue
        for act in _BY_FIRST[w]:
            end = i + len(act)
            if tuple(words[i:end]) != act or (end < len(words) and words[end] in _RIDE):
                continue
            if a.negated(i) or act in _NEEDS and _NEEDS[act].isdisjoint(words[max(0, i - 4) : i]):
                continue
            for hit in animals:
                after = i <= hit.start <= end + _AFTER  # the animal named in or just after the act
                if not after and (hit.end > i or i - hit.end > _REACH):
                    continue
                if a.negated(hit.start, hit.end):
                    continue
                between = words[hit.end : i] if not after else words[end : hit.start]
                if any((x in partners.PERSONS and x not in _PRONOUNS) or x in PEOPLE for x in between):
                    continue  # "the farmhand came in. She let him take her": he is the partner
                return Found("prohibited-bestiality", "animal-before", f"{hit.entry} … {' '.join(act)}")
    return None


_PRONOUNS = frozenset(
    "me i her him she he you herself himself ella el sie ihn ihm elle il ela ele она он ему kanojo".split()
)
