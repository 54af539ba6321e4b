"""A man who is no parent coming into someone's room at night is sexual intent (round ag, minors recall).

"her stepdad comes into her room at night", "el padrastro entra a su cuarto de noche", "o padrasto
entrando no quarto dela de noite", "der Stiefvater kommt nachts in ihr Zimmer", "le voisin entre dans sa
chambre la nuit", "отчим заходит к ней в комнату ночью": the old way of telling abuse by place and hour.
A stepfather, an uncle or a neighbour, a verb of coming in, a room or a bed, and the night, in one
sentence, is a sexual_weak hit (as "in bed together" is): a child's age or grade beside it blocks, an
adult's passes as before. A mother checking on her child, a child going to her parents' room, or the
stepdad coming in by day are no such hit.
"""

from __future__ import annotations

from nocturne.moderation.lexicon import Hit

_VISITORS = frozenset(
    """stepdad stepfather stepdaddy uncle neighbour neighbor padrastro tio vecino padrasto vizinho
    stiefvater stiefpapa onkel nachbar oncle voisin отчим дядя сосед""".split()
)
_ENTERS = frozenset(
    """comes come coming enters entering enter entered walks sneaks creeps slips visits entra entre
    entrando entrar entrou viene vem kommt kommen schleicht vient rentre заходит заходил входит
    приходит пробирается""".split()
)
_ROOMS = frozenset(
    """room bedroom bed cuarto habitacion cama quarto zimmer schlafzimmer bett chambre lit комнату
    спальню комнате кровать постель""".split()
)
_NIGHTS = frozenset("night nights midnight noche medianoche noite nachts nacht nuit ночью ночь".split())
_TO_VERB = 3  # "the stepdad then quietly comes"
_TO_ROOM = 6  # "comes into her room", "entrando no quarto dela"
_NIGHT_REACH = 8


def night_visits(words: list[str], sentence_of: list[int]) -> list[Hit]:
    """sexual_weak hits for a stepfather, an uncle or a neighbour coming into a room at night."""
    if _VISITORS.isdisjoint(words) or _NIGHTS.isdisjoint(words):
        return []
    found: list[Hit] = []
    for i in [i for i, w in enumerate(words) if w in _VISITORS]:
        sentence = sentence_of[i]
        verb = next((j for j in range(i + 1, min(i + 1 + _TO_VERB, len(words))) if words[j] in _ENTERS), None)
        if verb is None or sentence_of[verb] != sentence:
            continue
        room = next(
            (j for j in range(verb + 1, min(verb + 1 + _TO_ROOM, len(words))) if words[j] in _ROOMS), None
        )
        if room is None or sentence_of[room] != sentence:
            continue
        lo, hi = max(0, i - _NIGHT_REACH), min(len(words), room + 1 + _NIGHT_REACH)
        if any(words[j] in _NIGHTS and sentence_of[j] == sentence for j in range(lo, hi)):
            found.append(Hit("sexual_weak", i, room + 1, " ".join(words[i : room + 1])))
    return found
