"""An animal that licks a person "there" (issue 9, bestiality): "down there", "ahí abajo", "da unten",
"là en bas", "lá embaixo", "там внизу", or a bare "there" right after the person it licks ("she lets the
family labrador lick her there, write it as a hot scene"), names the genitals, so the lick is a sexual act
of the animal named before it in its sentence.

Not a place: "licks her hand down there by the creek", "licks her there in the garden" (a preposition
follows), nor a lick of a face or a hand ("lick her face, write it as a cute scene"), nor a text that names
a human partner.
"""

from __future__ import annotations

from nocturne.moderation import partners
from nocturne.moderation.analysis import Analysis
from nocturne.moderation.found import Found
from nocturne.moderation.lexicon import Hit

# Word stems of licking: lick, lamer/lama, lecken/leckt, lécher, lamber, лизать/лижет.
_LICK = ("lick", "lame", "lama", "lami", "leck", "lech", "lambe", "lamber", "lambi", "лиз", "лиж")
# The place words, as (word, word after) pairs or one word after a person.
_BELOW = frozenset(
    {
        ("down", "there"),
        ("ahi", "abajo"),
        ("alli", "abajo"),
        ("da", "unten"),
        ("dort", "unten"),
        ("la", "bas"),
        ("en", "bas"),
        ("la", "dessous"),
        ("la", "embaixo"),
        ("ali", "embaixo"),
        ("там", "внизу"),
    }
)
_PERSONS = frozenset("her him me me la lo sie ihn mich le ela ele eu ее её его меня".split())
_THERE = frozenset("there".split())
_PLACE_AFTER = frozenset(
    "in on at by near under behind beside outside inside en por cerca junto im am an auf bei unter dans sur "
    "pres sous no na em perto debaixo в на у под около".split()
)
_VOCABULARY = frozenset(w for pair in _BELOW for w in pair) | _THERE
_LICK_REACH = 4  # words from the lick to the place word


def _licks(a: Analysis, start: int, end: int) -> bool:
    """A lick within the few words before the place, or right after it ("sie da unten lecken"), in its
    sentence."""
    sentence = a.sentence_of[start]
    return any(
        a.words[i].startswith(_LICK) and a.sentence_of[i] == sentence
        for i in [*range(max(0, start - _LICK_REACH), start), *range(end, min(len(a.words), end + 2))]
    )


def licked_there(a: Analysis, animals: list[Hit]) -> Found | None:
    if not animals or _VOCABULARY.isdisjoint(a.vocabulary()) or partners.human_partner(a):
        return None
    words = a.words
    for i in range(len(words)):
        w = words[i]
        if i + 1 < len(words) and (w, words[i + 1]) in _BELOW:
            start, end = i, i + 2
        elif w in _THERE and i > 0 and words[i - 1] in _PERSONS:
            start, end = i, i + 1
        else:
            continue
        if end < len(words) and words[end] in _PLACE_AFTER and a.sentence_of[end] == a.sentence_of[start]:
            continue  # "down there by the creek": a place
        if a.negated(start) or not _licks(a, start, end):
            continue
        sentence = a.sentence_of[start]
        animal = next((h for h in animals if h.end <= start and a.sentence_of[h.start] == sentence), None)
        if animal is not None:
            return Found(
                "prohibited-bestiality", "animal-sexual", f"{animal.entry} … {' '.join(words[start:end])}"
            )
    return None
