"""The second age of a children's pair is the family's too (issue 9, round aiprecision_policyq):
"kodomo-tachi (5-sai to 8-sai) wa mou nikai de neteru", "the kids (5 and 8) are asleep", "mis hijos
(5 y 8)", "meine Kinder (5 und 8)", "mes enfants (5 et 8)", "meus filhos (5 e 8)", "мои дети (5 и 8)".

The age reader gives the first age of the pair the family kind (it follows "kids", "kodomo") but
reads the second as a present age, which a card then takes for its character's. Joined to a family
age by "and" with nothing else between, it is the same children's age, and the family rules check it
(a family age still blocks next to a sexual word or in a scene with the child).
"""

from __future__ import annotations

from nocturne.moderation.ages import Age
from nocturne.moderation.analysis import Analysis

_AND = frozenset("and to y e et und и & sai".split())
_GAP = 2  # "5-sai to 8-sai": "sai", "to"


def family_pair(a: Analysis, age: Age) -> bool:
    """The present age right after a family age, joined by "and": the same children's age."""
    if age.kind != "present" or age.claimed:
        return False
    ends = a.cache.get(("family_age_ends", ""))
    if ends is None:  # built once per reading: one pass over the ages, not one per age
        ends = a.cache[("family_age_ends", "")] = {g.end for g in a.ages if g.kind == "family"}
    for end in range(max(0, age.start - _GAP), age.start + 1):
        if end in ends:
            return all(w in _AND for w in a.words[end : age.start])
    return False
