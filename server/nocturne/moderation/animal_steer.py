"""A steering line that swaps an animal into the scene going on (issue 9, bestiality; blind-bs, blind-c,
blind-cg): "same but with the dog", "continue but with the puppy", "lo mismo pero con el caballo, ya sabes
🐴", "pareil mais avec le poney", "gleiche Szene aber mit dem Hund", "то же самое, но с собакой".

A line that opens with "same but" or "continue but" changes one thing of the scene it continues, and
"with the dog" names who the scene is now with: the animal takes the partner's place, as "have the dog
join in" does (animal_joins.py), with no sexual word needed. The animal must end the request (at most a
few words after it: "ya sabes", "this time"): "same but with the dog asleep on the porch" keeps it beside
the scene, and "same but with her husband" names a person.
"""

from __future__ import annotations

from nocturne.moderation.analysis import Analysis
from nocturne.moderation.clause_words import WITH_WORDS
from nocturne.moderation.found import Found
from nocturne.moderation.lexicon import Hit
from nocturne.moderation.steering import steering

_ARTICLES = frozenset(
    "the a an his her my their el la su un una le l sa son der die das dem den ihrem ihren o a".split()
)
_THIS_TIME = frozenset("this time instead esta vez diesmal cette fois dessa vez desta vez".split())
# What may follow the animal and leave it the partner: "ya sabes", "you know", "this time", "instead".
_TAIL = frozenset(
    "ya sabes you know this time instead tho though lol jaja kkk tu sais du weisst sabe".split()
)
_TAIL_WORDS = 3


def steered_to(a: Analysis, animals: list[Hit]) -> Found | None:
    """A "same but" / "continue but" line whose change is "with" an animal at its end."""
    if not animals or not steering(a.text):
        return None
    # (an emoji is read as its name: "🐴" is "horse", the same animal again)
    animal_at = {i for h in animals for i in range(h.start, h.end)}
    for hit in animals:
        if a.negated(hit.start):
            continue
        at = hit.start - 1
        while at > 0 and (a.words[at] in _ARTICLES or a.words[at] in _THIS_TIME):
            at -= 1
        if at < 0 or a.words[at] not in WITH_WORDS:
            continue
        tail = [w for i, w in enumerate(a.words[hit.end :], hit.end) if i not in animal_at]
        if len(tail) <= _TAIL_WORDS and all(w in _TAIL for w in tail):
            return Found("prohibited-bestiality", "animal-steered", f"{a.words[at]} … {hit.entry}")
    return None
