"""Children of a divorce, named in an adult's backstory (issue 9, round am, animals long): "He talked
about his divorce, the kids he only saw on weekends, the job in Denver he didn't want", "habló del
divorcio, de los niños que solo veía los fines de semana", "nach der Scheidung sah er die Kinder nur am
Wochenende", "les enfants qu'il voyait un week-end sur deux", "as crianças que ele só via nos fins de
semana", "после развода видел детей только по выходным", "rikon shite kodomo ni aenai".

A minor word ("kids", "niños", "Kinder") whose own sentence names a divorce, custody or weekend visits,
with no sexual word in that sentence, is someone's children: a mention (persons._mentioned_child), which
counts only right next to a sexual word. A long story's later sex ("[OOC: … she has sex with him …]") is
then not about the children, and a dog in it is judged as an animal. "After the divorce he touched the
kids" or "the kids … sex" in one sentence keep the minor word.
"""

from __future__ import annotations

from nocturne.moderation.analysis import Analysis
from nocturne.moderation.lexicon import Hit

# One-word cues; the weekend words only count as visits next to the child (within _REACH tokens).
_DIVORCE = frozenset(
    "divorce divorced divorcing custody visitation divorcio divorciado divorciada divorciados custodia "
    "scheidung geschieden sorgerecht umgangsrecht divorcee divorces garde divorcio divorciou separacao "
    "развод развода разводе разведен разведена опека опеку rikon shinken".split()
)
_WEEKENDS = frozenset("weekends weekend wochenende wochenenden выходным выходные shumatsu".split())
# Two-word weekends ("fins de semana", "un week-end sur deux").
_WEEKEND_PAIRS = frozenset({("week", "end"), ("week", "ends"), ("de", "semana")})
_REACH = 8


def custody_child(a: Analysis, hit: Hit) -> bool:
    """The minor word at `hit` is a divorced adult's children (module docstring)."""
    if hit.key != "minor":
        return False
    vocabulary = a.vocabulary()
    if not (vocabulary & _DIVORCE or vocabulary & _WEEKENDS or {"end", "ends", "semana"} & vocabulary):
        return False
    sentence = a.sentence_of[hit.start]
    if a.in_sentence("sexual", sentence) or a.in_sentence("sexual_weak", sentence):
        return False
    first, stop = a.sentence_bounds(sentence)
    if any(w in _DIVORCE for w in a.words[first:stop]):
        return True
    words = a.words[max(first, hit.start - _REACH) : min(stop, hit.end + _REACH)]
    return any(w in _WEEKENDS for w in words) or any(
        pair in _WEEKEND_PAIRS for pair in zip(words, words[1:], strict=False)
    )
