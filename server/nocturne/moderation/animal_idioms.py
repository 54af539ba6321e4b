"""Idioms with an animal word and no animal in them.

Horseback: a bare "a caballo", "a cavalo", "à cheval" (no article) says how someone goes, not with
whom: "fui a montar a caballo con mi novio y me duelen hasta las pestañas" is a ride with a
boyfriend, "se folla al caballo" (an article) keeps its horse (horseback). A horse's tail is a hairstyle: "queue de
cheval", "cola de caballo", "rabo de cavalo" (ponytail, round af): "étudiante, queue de cheval, NSFW".

English idioms with an animal as the object of a sexual verb (issue 9): "my coworker really f*cked
the dog on this project" (slacked off), "he screwed the pooch on the exam" (blundered), "spank the
monkey", "choke the chicken" (masturbate). No animal is in them, so the animal word is no animal.

A dog or a pooch "fucked" or "screwed" is the idiom only beside work ("at work", "project", "exam",
"all week"). The idiom stands when its sentence asks for nothing to be written (no "write", "scene", "explicit"
…), names no farm or stable and does not say "literally": "she fucked the dog in the barn, write it
explicit" and "write him fucking the dog" keep their dog.
"""

from __future__ import annotations

from nocturne.moderation.analysis import REQUEST_WORDS, Analysis
from nocturne.moderation.lexicon import Hit

_IDIOM_OBJECTS = {
    "dog": ("fuck", "screw"),
    "pooch": ("fuck", "screw"),
    "monkey": ("spank",),
    "chicken": ("choke", "chok"),
}
_LITERAL = frozenset("literally literal real actual".split())
# Where a dog is "fucked" in the idiom: work shirked or botched ("on this project", "at work", "all week").
_SHIRKED = frozenset(
    "project projects work job shift exam test deadline assignment homework task report meeting "
    "presentation week day boss coworker coworkers colleague team".split()
)


def idiom_animal(a: Analysis, hit: Hit) -> bool:
    """The animal is the object of an idiom in a sentence that asks for nothing (see the module)."""
    words = a.words
    verbs = _IDIOM_OBJECTS.get(words[hit.start])
    if verbs is None or hit.start < 2 or words[hit.start - 1] != "the":
        return False
    if not words[hit.start - 2].startswith(verbs):
        return False
    sentence = a.sentence_of[hit.start]
    same = [w for i, w in enumerate(words) if a.sentence_of[i] == sentence]
    settings = any(a.sentence_of[h.start] == sentence for h in a.of("animal_setting"))
    shirked = verbs[0] != "fuck" or any(w in _SHIRKED for w in same)  # no work: "she fucked the dog again"
    return shirked and not settings and not any(w in REQUEST_WORDS or w in _LITERAL for w in same)


_HORSEBACK = frozenset("caballo caballos cavalo cavalos cheval chevaux".split())


def horseback(a: Analysis, hit: Hit) -> bool:
    """A bare "a caballo", "a cavalo", "à cheval": how someone rides (see the module)."""
    return hit.start > 0 and a.words[hit.start - 1] == "a" and a.words[hit.start] in _HORSEBACK


_PONYTAIL_HORSES = frozenset("cheval caballo cavalo cavallo".split())
_PONYTAIL_TAILS = frozenset("queue cola rabo coda".split())


def ponytail(a: Analysis, hit: Hit) -> bool:
    """A horse's tail as a hairstyle: "queue de cheval", "cola de caballo", "rabo de cavalo"."""
    words = a.words
    return (
        hit.start > 1
        and words[hit.start] in _PONYTAIL_HORSES
        and words[hit.start - 1] in ("de", "di")
        and words[hit.start - 2] in _PONYTAIL_TAILS
    )
