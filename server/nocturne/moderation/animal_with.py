"""Who a sexual act is with (issue 9, bestiality): a person named right after the act's "with" is its
partner, so an animal nearby is not ("vive en una granja, cuida de la yegua y mantiene relaciones
sexuales con el veterinario (33)", "vit avec son berger allemand et entretient une relation sexuelle
avec son voisin Marc (31 ans)", "takes the dog out, then has sex with her husband").

The person is a person word ("her husband", "the farmhand", "{{user}}") or anyone given an adult age
within the few words after "with" ("con el veterinario (33)", "avec Marc (31 ans)"). An animal there
("sex with the vet's dog", "sex with a big German shepherd") or a pronoun ("sex with him") names no
person, and the act stays with whoever the other rules find.
"""

from __future__ import annotations

from nocturne.moderation import partners
from nocturne.moderation.age_phrases import ADULT_AGE
from nocturne.moderation.analysis import Analysis
from nocturne.moderation.lexicon import Hit

_WITH = frozenset("with con com avec mit с со".split())
_TO = frozenset("to a".split())  # "makes love to", "hace el amor a"
_WINDOW = 5  # words after "with" where the partner is named
_PAIR_REACH = 8  # words after "with" where an animal joins the person ("with a woman and a horse")
_LEAD = 2  # words between the act and its "with" ("sex tonight with", "relation sexuelle avec")
# People by what they do, the ones a farm or stable story pairs with its animals.
PEOPLE = frozenset(
    "user char vet veterinarian neighbour neighbor farmhand groom stableboy cowboy rancher farmer veterinario "
    "veterinaria vecino vecina vaquero granjero peon mozo veterinaire voisin voisine palefrenier fermier "
    "tierarzt tierarztin nachbar nachbarin knecht bauer stallbursche vizinho vizinha peao fazendeiro "
    "veterinaria cavalarico ветеринар ветеринаром сосед соседом конюх конюхом фермер фермером".split()
)


def human_after_with(a: Analysis, act: Hit) -> bool:
    """The act's partner is a person named after its "with" (see the module docstring)."""
    words = a.words
    # "has sex with the farmhand", "makes love to the rancher's daughter": the act's own last word may be it
    at = next(
        (i for i in range(act.end - 1, min(len(words), act.end + _LEAD + 1)) if words[i] in _WITH), None
    )
    if at is None:
        at = next((i for i in (act.end - 1, act.end) if i < len(words) and words[i] in _TO), None)
    if at is None:
        return False
    stop = min(len(words), at + 1 + _WINDOW)
    if any(
        a.sentence_of[h.start] == a.sentence_of[at]
        for h in a.starting("animal", at + 1, at + _PAIR_REACH + 1)
    ):
        return False  # "with a farm girl and a stallion": the animal is with her in it
    for i in range(at + 1, stop):
        if a.sentence_of[i] != a.sentence_of[at]:
            return False
        word = words[i]
        if word in PEOPLE or word in partners.HUMAN_PARTNERS:
            return True
        if word in partners.PERSONS and word not in _PRONOUNS:
            return True
    return any(g.value >= ADULT_AGE and at < g.start < stop for g in a.ages)


_PRONOUNS = frozenset("me i her him she he you u it herself himself myself yo ich moi eu я".split())
