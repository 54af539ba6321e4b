"""Going on all fours for an animal (issue 9, bestiality; round ae).

"she walks the doberman into the bedroom, locks the door and gets on all fours for him", "se pone a
cuatro patas para su perro", "geht für den Hund auf alle viere", "se met à quatre pattes pour le chien",
"fica de quatro para o cachorro", "встаёт на четвереньки перед псом", "inu no tame ni yotsunbai ni naru":
presenting herself to the animal is the act, with no sexual word needed. The one she goes on all fours
for is named right after ("for the doberman") or is "him"/"it" in a text whose only possible male is an
animal (no human partner named). On all fours for her husband, to look under the bed, or playing with
the dog ("on all fours with the puppy", no "for") is no such thing.
"""

from __future__ import annotations

from nocturne.moderation import bystanders, partners
from nocturne.moderation.analysis import Analysis
from nocturne.moderation.animal_names import ARTICLES, POSSESSIVES
from nocturne.moderation.found import Found
from nocturne.moderation.lexicon import Hit

# The posture's last word: "all fours", "cuatro patas", "a cuatro", "alle viere(n)", "quatre pattes",
# "de quatro", "четвереньки", "yotsunbai".
_FOURS = frozenset("fours patas cuatro viere vieren pattes quatro четвереньки четвереньках yotsunbai".split())
# "for"/"before" the one she presents herself to (normalised: "für" is "fur").
_FOR = frozenset("for para ante pra pro fur vor pour devant для перед tame mae".split())
_HIM = frozenset("him it el lo ihn ihm lui le ele dele него нему ним kare".split())
# Articles and possessives before the one named ("for the doberman", "para su perro", "für ihren Mann").
_FILLERS = (
    ARTICLES | POSSESSIVES | frozenset("its sus mi den dem ihrem ses meu minha своим своей его ее no".split())
)
_REACH = 4  # words from the posture to the "for", and from the "for" to the one named


def on_all_fours_for(a: Analysis, animals: list[Hit]) -> Found | None:
    """The posture, then "for"/"before" an animal, or "him" where only an animal can be he."""
    if not animals or _FOURS.isdisjoint(a.vocabulary()):
        return None
    words = a.words
    starts = {h.start: h for h in animals if not a.negated(h.start, h.end)}
    for i, w in enumerate(words):
        if w not in _FOURS or a.negated(i):
            continue
        sentence = a.sentence_of[i]
        # romaji puts the one before the posture: "inu no tame ni yotsunbai"
        window = range(max(0, i - _REACH - 3), min(len(words), i + _REACH + 1))
        for f in (j for j in window if words[j] in _FOR and a.sentence_of[j] == sentence):
            found = _named(a, starts, f) or _him(a, f, animals)
            if found is not None:
                return Found("prohibited-bestiality", "animal-partner", f"{w} … {found}")
            found = _named_before(a, starts, f)
            if found is not None and a.romaji:
                return Found("prohibited-bestiality", "animal-partner", f"{found} … {w}")
    return None


def _named(a: Analysis, starts: dict[int, Hit], f: int) -> str | None:
    at = f + 1
    while at < len(a.words) and at < f + _REACH and a.words[at] in _FILLERS:
        at += 1
    hit = starts.get(at)
    return hit.entry if hit is not None else None


def _named_before(a: Analysis, starts: dict[int, Hit], f: int) -> str | None:
    """Romaji: "inu no tame ni", "inu no mae de": the animal two words before "tame"/"mae"."""
    hit = starts.get(f - 2) if f >= 2 and a.words[f - 1] == "no" else None
    return hit.entry if hit is not None else None


def _him(a: Analysis, f: int, animals: list[Hit]) -> str | None:
    """ "for him" where an animal came before and no human partner is named anywhere."""
    if f + 1 >= len(a.words) or a.words[f + 1] not in _HIM or partners.human_partner(a):
        return None
    before = [h for h in animals if h.end <= f and not bystanders.bystander(a, h)]
    return before[-1].entry if before else None
