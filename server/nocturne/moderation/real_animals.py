"""Whether an animal word names a real animal (the bestiality rules, animals.py): not a simile ("like an
animal", "as a dog"), a man's nickname or praise ("a real stallion"), a costume, an anthropomorphic adult
or human pet-play (by the operator's policy); and whether a "real" in the text is said of an animal at all
("a real one" near no animal word, "not a person" in a sentence that names none, a werewolf whose animal
form is ruled out of the sex).

Apart from animals.py, which decides what an animal does in the text, because this decides only which
animal words count. RealAnimals is a part of animals.AnimalRules.
"""

from __future__ import annotations

from nocturne.moderation.analysis import Analysis
from nocturne.moderation.animal_insisted import pet_role
from nocturne.moderation.animal_likeness import simile
from nocturne.moderation.animal_names import (
    PRAISE_ANIMALS,
    nickname,
    praised,
)
from nocturne.moderation.lexicon import Hit

_NOT_ANIMAL_BEFORE = frozenset("hot corn top lap sea war under sly iron party lucky".split())

# Animals people are called in praise: "a real stallion", "a tiger in bed".
# Before "as my <animal>": the animal is a role played, not a simile.
_PLAY_AS = frozenset("roleplay rp play plays playing".split())

# "a man and a woman who raise sheep": the animals are a livelihood of the people described.
_LIVELIHOOD = frozenset("raise raises raised raising rear rears herd herds farm farms tend tends".split())
_DESCRIBED = frozenset("who that they we".split())

_REAL_BEFORE = frozenset(
    "real actual literal normal echter echten echte vrai vraie verdadero verdadera настоящии настоящая "
    "regular ordinary wild normaler normalen обычныи обычная обычного обычнои".split()
)


class RealAnimals:
    """AnimalRules sets the lexicon's not_animal_after words and the identity verbs."""

    not_animal_after: frozenset[str]
    identity_verbs: frozenset[str]

    def _metaphor(self, a: Analysis, hit: Hit) -> bool:
        """'He's a real stallion': "a real" said of a person is praise, not an animal ("ur a real dolphin"
        is one)."""
        praised = a.words[hit.end : hit.end + 1]
        return (
            a.words[hit.start] == "a"
            and hit.start > 0
            and a.words[hit.start - 1] in self.identity_verbs
            and bool(praised)
            and praised[0] in PRAISE_ANIMALS
        )

    def _real_animal(
        self, a: Analysis, hit: Hit, allow_anthro: bool, allow_pet_play: bool, real: bool
    ) -> bool:
        """Not a simile ("like an animal"), an anthropomorphic adult or human pet-play (by policy)."""
        before = a.words[max(0, hit.start - 2) : hit.start]
        if (
            hit.end < len(a.words)
            and a.words[hit.end] in self.not_animal_after
            and not a.words[hit.end - 1].endswith("legged")  # "four-legged lover": the lover has four legs
        ):
            return False  # "a K9 officer", "cat ears", "dog walker"
        # "as a dog" is a simile, "roleplay as my labrador" a role the assistant plays.
        simile_as = before[-2:-1] == ["as"] and a.words[max(0, hit.start - 3)] not in _PLAY_AS
        if len(before) == 2 and before[1] in _LIVELIHOOD and before[0] in _DESCRIBED:
            return False  # "a couple who raise sheep, sexual": what the people do for a living
        if "like" in before or simile_as or (before and before[-1] in _NOT_ANIMAL_BEFORE) or simile(a, hit):
            return False  # (and "comme une chienne", "como una perra": animal_likeness.py)
        if nickname(a, hit):
            return False  # "call him 'the Stallion'": a man's nickname
        if allow_pet_play and pet_role(a, hit, real):
            return False  # "she plays the 'puppy'" in a text about human pet-play
        if allow_pet_play and any(h.start <= hit.start <= h.end for h in a.of("pet_play")):
            return False  # "their puppy-play dynamic", even beside "their actual dog … is not part of this"
        if real or (before and before[-1] in _REAL_BEFORE and not praised(a, hit)):
            return True  # "real wolf, knot and all, not a shifter": called real, no anthro reading
        if any(
            hit.start - 4 <= h.end <= hit.start
            and a.sentence_of[h.start] == a.sentence_of[hit.start]
            and not a.covered("sexual_weak", h.start, h.end, longer=True)  # "jeu de rôle …": no costume
            for h in a.of("coded_items")
        ):
            return False  # "dressed as a naughty cat", "a bunny costume"
        if allow_anthro and any(
            a.sentence_of[h.start] == a.sentence_of[hit.start]
            and not a.negated(h.start, h.end)
            # "furry" inside "furry friend" names the pet; "loup-garou" around "loup" is the anthro
            and not (hit.start <= h.start < hit.end and h.end <= hit.end)
            for h in a.of("anthro")
        ):
            return False  # "Furry erp: a wolf and a husky, both anthro adults"
        return not (allow_pet_play and any(h.start <= hit.start <= h.end for h in a.of("pet_play")))


# Entries of the real_animal list that say only "real" ("a real", "de verdad", "echten", "настоящим"):
# real only of an animal named within a few words ("rp with my labrador pls. a real one"), not of
# anything else ("like a real slow burn" in a long story where she "loves horses").
_GENERIC_REAL = frozenset(
    (
        "a real",
        "real one",
        "actual one",
        "an actual one",
        "un vrai",
        "une vraie",
        "de verdad",
        "uno de verdad",
        "una de verdad",
        "de verdade",
        "echten",
        "echtes",
        "echter",
        "ein echtes",
        "einem echten",
        "настоящим",
        "с настоящим",
        "настоящей",
        "honmono no",
        "hontou no",
        "本物の",  # "本物の柴犬": any animal after it (ja real_animal)
        "本当の",
    )
)
_HUMAN_KINDS = frozenset("human humano humana humain humaine mensch menschlich человек ningen".split())
_REAL_REACH = 6  # words between a generic "real" and the animal it is said of


# "…, not a person", "no una persona", "kein Mensch", "не с человеком": the animal set against a person
# in its sentence is the real one ("A husky is who she sleeps with in this rp, not a person").
_NOT_A_PERSON = frozenset(
    (
        "not a person",
        "not a human",
        "no una persona",
        "no un humano",
        "no es una persona",
        "kein mensch",
        "pas un humain",
        "pas avec un humain",
        "pas une personne",
        "nao uma pessoa",
        "nao com uma pessoa",
        "nao e uma pessoa",
        "не с человеком",
        "не человек",
    )
)


# After "just a bear": "of a man", "de peluche", "von einem Mann" (a likeness or a kind, not the animal).
_OF_A = frozenset("of de von d".split())


def _real_of_nothing(a: Analysis, hit: Hit) -> bool:
    """A generic "real" with no animal word near it, or a contrast with a person in a sentence that names
    no animal."""
    animals = [h for key in ("animal", "animal_ambiguous") for h in a.of(key)]
    if hit.entry in _NOT_A_PERSON:
        return not any(a.sentence_of[h.start] == a.sentence_of[hit.start] for h in animals)
    if hit.end < len(a.words) and a.words[hit.end] in _OF_A:
        return True  # "just a bear of a man", "solo un oso de peluche": a likeness or a toy
    if hit.entry not in _GENERIC_REAL:
        return False
    if _HUMAN_KINDS.intersection(a.words[max(0, hit.start - 3) : hit.start]):
        return True  # "Species: human (a real one)": said of the human
    near = range(hit.start - _REAL_REACH, hit.end + _REAL_REACH)
    return not any(h.start in near for h in animals)


def _animal_form_ruled_out(a: Analysis) -> bool:
    """A shapeshifter card (anthro word: werewolf, shifter) whose animal form is ruled out of the sex
    ("No sexual content in wolf form", "kein Sex in Wolfsgestalt"): a negated sexual word in a sentence
    that names the animal. "No human mind" then describes that form, not a partner."""
    if not any(not a.negated(h.start, h.end) for h in a.of("anthro")):
        return False
    animal_sentences = {a.sentence_of[h.start] for h in a.of("animal")}
    return any(a.negated(h.start) and a.sentence_of[h.start] in animal_sentences for h in a.of("sexual"))
