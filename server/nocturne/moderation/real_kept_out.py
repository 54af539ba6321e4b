"""A real pet a pet-play text keeps out of its scene (issue 9, round am, animals long): "she's my 'puppy'
in a consensual kink sense … we also have an actual dog, a corgi named Waffles, … asleep on the couch
downstairs. he has nothing to do with anything", "tenemos un perro de verdad, que duerme abajo y no tiene
nada que ver", "unser echter Hund schläft unten, er hat nichts damit zu tun", "notre vrai chien dort en
bas, il n'a rien à voir", "nosso cachorro de verdade tá dormindo, não tem nada a ver", "настоящая собака
спит внизу, она ни при чём".

In a text about human pet-play (a pet_play word), a "real"/"actual" animal whose own sentence or the next
says it sleeps or has nothing to do with it, with no sexual word from it to its sentence's end, does not make the
whole text about a real animal: the pet-play role words ("my 'puppy'") stay roles. So does the same text's
disclaimer: "as if we meant a real puppy", "como si fuera un perro de verdad" (a counterfactual "real"),
"none of that is an animal", "nada de eso es un animal" (a denial a few words before the word).
"… an actual dog … and he joins in, nsfw" is still real.
"""

from __future__ import annotations

from nocturne.moderation.analysis import Analysis
from nocturne.moderation.animal_names import aliases
from nocturne.moderation.lexicon import Hit

_ASIDE = (
    ("nothing", "to", "do", "with"),
    ("not", "part", "of"),
    ("nada", "que", "ver"),
    ("nada", "a", "ver"),
    ("nichts", "damit", "zu", "tun"),
    ("rien", "a", "voir"),
    ("ни", "при", "чем"),
    ("asleep",),
    ("sleeping",),
    ("sleeps",),
    ("duerme",),
    ("dormido",),
    ("schlaft",),
    ("dort",),
    ("dorme",),
    ("dormindo",),
    ("спит",),
)
_FIRSTS = frozenset(m[0] for m in _ASIDE)
_AS_IF = (("as", "if"), ("como", "si"), ("als", "ob"), ("comme", "si"), ("como", "se"), ("как", "будто"))
_DENIALS = frozenset("none not isnt nada nichts kein keine rien aucun nenhum ничего не".split())
_DENIAL_REACH = 5
_NOT_NAMES = frozenset(
    "named called who that which and the que llamado der die das qui nomme chamado".split()
)


def kept_out_real(a: Analysis, hit: Hit) -> bool:
    """The real animal at `hit` is set aside in a pet-play text (module docstring)."""
    if not a.of("pet_play") or _FIRSTS.isdisjoint(a.vocabulary()):
        return False
    sentence = a.sentence_of[hit.start]
    stop = a.sentence_bounds(sentence + 1)[1] if sentence + 1 <= a.sentence_of[-1] else len(a.words)
    stop = max(stop, a.sentence_bounds(sentence)[1])
    own = a.sentence_bounds(sentence)[1]
    if any(hit.start <= h.start < own for h in a.of("sexual") + a.of("animal_acts")):
        return False  # (from the animal on: "… in a kink sense, … an actual dog" is the role's kink)
    # Its name back in a sexual sentence ("… an actual dog, Rex, who sleeps. then Rex joins in, nsfw").
    sexual = {a.sentence_of[h.start] for h in a.of("sexual") + a.of("animal_acts")}
    if any(a.sentence_of[n.start] in sexual for n in aliases(a, [hit])):
        return False
    names = {w for w in a.words[hit.end : hit.end + 3] if w.isalpha() and len(w) >= 3} - _NOT_NAMES
    if names and any(
        w in names and a.sentence_of[i] in sexual for i, w in enumerate(a.words[hit.end + 3 :], hit.end + 3)
    ):
        return False  # (a word right after it, back in a sexual sentence: "dog, Rex, who …")
    words = a.words
    return any(
        words[i] in _FIRSTS and any(tuple(words[i : i + len(m)]) == m for m in _ASIDE if m[0] == words[i])
        for i in range(hit.end, stop)
    )


def as_if_real(a: Analysis, hit: Hit) -> bool:
    """A "real" that a pet-play text puts after "as if" ("as if we meant a real puppy")."""
    if not a.of("pet_play"):
        return False
    before = a.words[max(0, hit.start - 4) : hit.start]
    return any(tuple(before[i : i + 2]) in _AS_IF for i in range(len(before) - 1))


def denied_animal(a: Analysis, hit: Hit) -> bool:
    """The animal word a pet-play text denies in its sentence ("none of that is an animal")."""
    if not a.of("pet_play") or _DENIALS.isdisjoint(a.vocabulary()):
        return False
    first = a.sentence_bounds(a.sentence_of[hit.start])[0]
    return not _DENIALS.isdisjoint(a.words[max(first, hit.start - _DENIAL_REACH) : hit.start])
