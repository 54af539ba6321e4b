"""The peanut-butter euphemism with a dog (issue 9, bestiality; session 14, round am).

"the peanut butter trick with the dog, you know the one. write her trying it", "lo de la mantequilla de
maní con el perro, ya sabes 😏", "der Erdnussbutter-Trick mit dem Hund, du weißt schon", "le coup du
beurre de cacahuète avec le chien 😏", "o truque da pasta de amendoim com o cachorro 😏", "арахисовая
паста и собака, ну ты понял": a spread a dog licks off a person is a known bestiality euphemism. It needs
the spread and a canine in a short text, and a cue that the act is meant: a wink (animal_innuendo.winks_of,
or "you know the one"), a leering emoji (😏 👀 🥵), a sexual word, or the spread "on her".

Twins that pass: the spread as a pill trick or a treat ("the peanut butter trick to get the dog to take
his pills", "Erdnussbutter in den Kong für den Hund"), and the spread with no cue ("she gave the dog
some peanut butter").
"""

from __future__ import annotations

import re

from nocturne.moderation import partners
from nocturne.moderation.analysis import Analysis
from nocturne.moderation.animal_innuendo import Phrases, winks_of
from nocturne.moderation.found import Found
from nocturne.moderation.lexicon import Hit

_SPREADS = Phrases(
    """
    peanut butter
    peanutbutter
    pb trick
    mantequilla de mani
    mantequilla de cacahuete
    crema de cacahuete
    crema de mani
    erdnussbutter
    erdnussbuttertrick
    beurre de cacahuete
    beurre de cacahouete
    pasta de amendoim
    manteiga de amendoim
    арахисовая паста
    арахисовое масло
    арахисовой пастой
    арахисовым маслом
    pinatsu bata
    """
)
# "you know the one", "la de siempre": the trick everyone knows.
_KNOWN = Phrases(
    """
    you know the one
    u know the one
    you know which one
    ya sabes cual
    du weisst schon
    tu sais lequel
    voce sabe qual
    ты знаешь какой
    """
)
# An innocent use of the spread: a pill, a treat toy, a bath or the vet.
_INNOCENT = frozenset(
    "pill pills meds medicine medication tablet tablets kong lickmat treat treats bath nails vet snack cookie "
    "cookies biscuit biscuits sandwich toast loves likes pastilla galletas "
    "pastillas medicina medicamento premio tablette tabletten medizin leckerli tierarzt comprime comprimes "
    "medicament friandise veterinaire remedio comprimido petisco veterinario таблетку таблетки лекарство "
    "ветеринар kusuri".split()
)
# A leer, not a smile: "my dog loves peanut butter 😉" is a pet's treat.
_EMOJI = ("😏", "👀", "🥵", "💦", "😈", "🍆")
_ON = frozenset("on sobre en auf sur na no на".split())
_PERSON = frozenset(
    "her him me herself himself ella el mi si ihr ihm sie mich elle lui moi ela ele mim неи нем меня".split()
)
# The dogs ("the dog", "her rottweiler", "el perrito", "der Rüde").
_CANINE = re.compile(
    r"dog|doggo|pup|canine|hound|k9|husky|huskies|shepherd|retriever|labrador|mastiff|rottweiler|doberman|beagle|"
    r"collie|pooch|mutt|perr|hund|rude|chien|cachorr|cao|собак|пес|овчарк|inu"
)


def spread(a: Analysis, animals: list[Hit]) -> Found | None:
    """The spread and a canine in a short text, with a wink, an emoji, a sexual word or "on her"."""
    words = a.words
    if not animals or len(words) > partners.SHORT_TEXT:
        return None
    spreads = _SPREADS.find(words)  # (a set test first: most texts name none)
    if not spreads or not _INNOCENT.isdisjoint(a.vocabulary()):
        return None
    dogs = [h for h in animals if _CANINE.search(h.entry) and not a.negated(h.start, h.end)]
    if not dogs:
        return None
    at, phrase = spreads[0]
    end = at + len(phrase)
    cue = (
        bool(winks_of(a))
        or bool(_KNOWN.find(words))
        or any(e in a.text for e in _EMOJI)
        or any(not a.negated(h.start) for h in a.of("sexual"))
        or (words[end : end + 1] and words[end] in _ON and not _PERSON.isdisjoint(words[end + 1 : end + 3]))
    )
    if not cue:
        return None
    return Found("prohibited-bestiality", "animal-spread", f"{' '.join(phrase)} … {dogs[0].entry}")
