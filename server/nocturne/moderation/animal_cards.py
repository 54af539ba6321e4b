"""A card written for an animal (issue 9, bestiality): a species field that names an animal ("Especie:
yegua real", "Espèce : poney (animal réel)", "Shurui: honmono no inu") makes the card's name field
("Nombre: Tormenta", "Nom : Caramel", "Namae: Pochi") that animal's name, so the scenario's "mantiene
relaciones sexuales con Tormenta", "une relation sexuelle secrète avec Caramel" or "{{user}} to Pochi
wa … seiteki na kankei" is with the animal.

Not a card whose species is anthropomorphic ("Species: wolf (anthro)", "Especie: lobo antropomorfo"),
and not a species that is a person's ("Race: human"): the field must name an animal the rules know.
"""

from __future__ import annotations

from nocturne.moderation.analysis import Analysis
from nocturne.moderation.lexicon import Hit

_SPECIES = frozenset(
    "species especie spezies espece art tierart вид vid shurui shuzoku 種族 breed raza rasse race raca".split()
)
_NAMES = frozenset("name nombre nom nome имя imja imya namae 名前".split())
_FIELD_REACH = 3  # words from a species label to the animal it names


def _label(a: Analysis, at: int, labels: frozenset[str]) -> bool:
    """A card field's label: the word, then a colon."""
    return (
        a.words[at] in labels and at + 1 < len(a.words) and ":" in a.text[a.spans[at][1] : a.spans[at + 1][0]]
    )


def _in_field(a: Analysis, label: int, at: int) -> bool:
    """Token `at` is in the label's field: no other field or sentence starts between ("Вид: человек.
    Питомец: кобыла" names a human)."""
    between = a.text[a.spans[label + 1][0] : a.spans[at][0]]
    return ":" not in between and "." not in between


def card_animal_names(a: Analysis, animals: list[Hit]) -> list[Hit]:
    """The species field's animal (an ambiguous word such as "yegua" included) and every later mention
    of the card's name, as animal hits."""
    if not (animals or a.of("animal_ambiguous")) or _SPECIES.isdisjoint(a.words):
        return []
    if any(not a.negated(h.start, h.end) for h in a.of("anthro")):
        return []
    labels = [i for i in range(len(a.words)) if _label(a, i, _SPECIES)]
    kinds = [
        h
        for h in animals + a.of("animal_ambiguous")
        if any(0 < h.start - i <= _FIELD_REACH and _in_field(a, i, h.start) for i in labels)
        and not a.negated(h.start)
    ]
    if not kinds:
        return []
    fields = {i + 1 for i in range(len(a.words)) if _label(a, i, _NAMES)}
    names = {a.words[i] for i in fields if a.words[i].isalpha()}
    taken = {(h.start, h.end) for h in animals}
    found = [h for h in kinds if (h.start, h.end) not in taken]
    found += [
        Hit("animal", i, i + 1, f"{w} ({kinds[0].entry})")
        for i, w in enumerate(a.words)
        if (w in names or _inflected(w, names)) and i not in fields
    ]
    return found


def _inflected(word: str, names: set[str]) -> bool:
    """A Russian name with a case ending ("с Громом", "к Буре"): the name and at most three letters, or
    the name less its last vowel and an ending ("Буря" -> "Бурей")."""
    if not word[:1].isalpha() or word[:1].isascii():
        return False
    return any(
        len(n) >= 3
        and not n.isascii()
        and (
            (word.startswith(n) and len(word) - len(n) <= 3)
            or (len(n) >= 4 and n[-1] in "аяоеь" and word.startswith(n[:-1]) and len(word) - len(n) <= 2)
        )
        for n in names
    )
