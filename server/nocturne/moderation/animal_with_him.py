"""A long setup's own animal as the partner of an act in its own sentence (issue 9, round am, animals
long): "Ela tem um cavalo chamado Relâmpago e à noite ela vai pro estábulo e transa com ele", "she keeps
a stallion named Storm and at night she goes to the barn and has sex with him", "elle a un berger
allemand et le soir elle couche avec lui", "sie hat einen Hengst und nachts schläft sie mit ihm", "у неё
есть конь, и ночью она спит с ним". Short texts have this in partners.pronoun_partner_after; in a long
story setup the pronoun is still the animal when it is the only one it can be:

- the act ends in "with" + an object pronoun that ends its clause ("transa com ele,"),
- an animal (or its name) stands before the act in the same sentence, at most _REACH words back,
- no person noun, partner noun, "and the <other>" or age stands between them.

"Ela tem um cavalo e à noite o marido chega e ela transa com ele" (the husband between), "the horse
sleeps in the barn. She has sex with him in the house" (another sentence) pass.
"""

from __future__ import annotations

from nocturne.moderation import partners
from nocturne.moderation.analysis import Analysis
from nocturne.moderation.clause_words import WITH_WORDS
from nocturne.moderation.found import Found
from nocturne.moderation.lexicon import Hit

_WITH = WITH_WORDS
_HIM = frozenset("him it ihm lui el ele ним".split())
_REACH = 20
# People a "him" may be instead: nouns for men and roles, besides the partner nouns.
PEOPLE = frozenset(
    "man guy boy farmer rancher owner stablehand farmhand neighbor neighbour friend stranger vet cowboy "
    "hombre chico vaquero vecino amigo peon capataz mann nachbar knecht bauer freund homme voisin ami "
    "fermier garcon homem rapaz vizinho amigo peao capataz fazendeiro moco мужчина парень сосед друг "
    "конюх".split()
)


def with_him(a: Analysis, animals: list[Hit]) -> Found | None:
    """The animal is the "him" of an act in its sentence (module docstring)."""
    if not animals or len(a.words) <= partners.SHORT_TEXT or a.vocabulary().isdisjoint(_HIM):
        return None
    words = a.words
    for h in a.of("sexual"):
        at = h.end if words[h.end - 1] in _WITH else h.end + 1
        if at >= len(words) or words[at] not in _HIM or words[at - 1] not in _WITH or a.negated(h.start):
            continue
        gap = a.text[a.spans[at][1] : a.spans[at + 1][0]] if at + 1 < len(words) else "."
        if not gap.strip() and words[at + 1] not in partners.AND_WORDS:
            continue  # "com ele o Zé", "with him the stable hand": the pronoun names someone after it
        sentence = a.sentence_of[h.start]
        before = [
            x for x in animals if h.start - _REACH <= x.end <= h.start and a.sentence_of[x.start] == sentence
        ]
        if not before:
            continue
        animal = max(before, key=lambda x: x.end)
        between = words[animal.end : h.start]
        if any(w in PEOPLE or w in partners.HUMAN_PARTNERS for w in between):
            continue  # "… e à noite o marido chega e ela transa com ele": the husband
        if any(animal.end <= g.start < h.start for g in a.ages):
            continue  # "… her neighbour Tom (35) comes over and she has sex with him"
        return Found("prohibited-bestiality", "animal-partner", f"{animal.entry} … {h.entry} {words[at]}")
    return None
