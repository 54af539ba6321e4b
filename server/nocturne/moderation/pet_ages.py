"""A pet's age in small talk (issue 9, minors precision): "took my dog to the vet today, she's 14 and
still thinks she's a puppy", "llevé a mi perra al veterinario, tiene 14 años", "mein Kater ist beim
Tierarzt, er ist 12", "ma chienne a 14 ans", "minha gata tem 13 anos", "моей собаке 14 лет".

The age belongs to the animal named before it in its sentence when nothing that names a person stands
between them (a child, family, school or staff word, a name in capitals other than the pet's own right
after it) and the sentence has no sexual or touch word ("kiss"). "my dog and my niece, she's 14", "my dog is 3 and my gf
is 14, let's have sex" and "walking my dog, she's 14 and hot" keep the age for a person.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from nocturne.moderation.ages import Age
    from nocturne.moderation.analysis import Analysis

_REACH = 8  # words from the animal to the age
_PERSON_KEYS = ("minor", "family", "school", "staff", "couple")
_SEXUAL_KEYS = ("sexual", "sexual_weak", "sexual_soft")
# Words that name a person without a lexicon key: "my dog and my gf, she's 14".
_PERSONS = frozenset(
    "gf bf girlfriend boyfriend wife husband sister brother friend girl boy woman man niece nephew "
    "novia novio hermana hermano amiga amigo chica chico freundin freund schwester bruder madchen junge "
    "copine copain soeur frere fille garcon namorada namorado irma irmao amiga menina menino "
    "девушка парень сестра брат подруга девочка мальчик kanojo kareshi imouto".split()
)


def pet_age(a: Analysis, age: Age) -> bool:
    """The age at `age` is the pet's named before it (see the module)."""
    # "mi perra" is a dog at the vet's ("veterinario": lexicon key animal_setting), an insult elsewhere.
    named = a.of("animal") + (a.of("animal_ambiguous") if a.of("animal_setting") else [])
    # "the family's labrador, 6 years old", "a beagle (4)": an apposition, right after the animal.
    animals = sorted(
        (h for h in named if 0 < age.start - h.end <= _REACH or (h.end == age.start and _apposed(a, h.end))),
        key=lambda h: h.end,
    )
    if not animals:
        return False
    sentence = a.sentence_of[age.start]
    animal = animals[-1]
    if a.sentence_of[animal.start] != sentence:
        return False
    if any(not a.negated(h.start) for key in _SEXUAL_KEYS for h in a.in_sentence(key, sentence)):
        return False
    between = range(animal.end, age.start)
    if any(h.start in between for key in _PERSON_KEYS for h in a.of(key)):
        return False
    if any(a.words[i] in _PERSONS for i in between):
        return False
    # A capitalised word between them is a person's name, unless it is the pet's own right after it.
    return not any(
        a.text[a.spans[i][0]].isupper() and i != animal.end and a.sentence_bounds(sentence)[0] != i
        for i in between
    )


def _apposed(a: Analysis, at: int) -> bool:
    """A comma or a bracket between token `at - 1` and token `at`: "labrador, 6", "beagle (4)"."""
    gap = a.text[a.spans[at - 1][1] : a.spans[at][0]]
    return "," in gap or "(" in gap
