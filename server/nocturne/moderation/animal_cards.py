"""A card written for an animal (issue 9, bestiality): a species field that names an animal ("Especie:
yegua real", "Espèce : poney (animal réel)", "Shurui: honmono no inu") makes the card's name field
("Nombre: Tormenta", "Nom : Caramel", "Namae: Pochi") that animal's name, so the scenario's "mantiene
relaciones sexuales con Tormenta", "une relation sexuelle secrète avec Caramel" or "{{user}} to Pochi
wa … seiteki na kankei" is with the animal.

A character field whose value is an animal ("Personaje: Canela, una yegua de verdad", "Character: Rusty,
a real golden retriever", "Персонаж: Буран, настоящий конь") names it the same way: the word before the
comma is the animal's name ("Character: Dana, a rancher with her dog" names a person: the animal must head
the field's description, after at most an article and "real").

A species field headed by an animal ("Species: Great Dane", "Espèce : poney", "Вид: конь") says what the
card's character is, as "a real dog" does: its sexual words are the animal's (species_heads, round ag).

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
    if not (animals or a.of("animal_ambiguous")):
        return []
    if _SPECIES.isdisjoint(a.words):
        return _character_field(a, animals) if not _CHARACTERS.isdisjoint(a.words) else []
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


_CHARACTERS = frozenset(
    "character char personaje personagem personnage perso charakter figur персонаж personazh kyara".split()
)
# Words that may stand between the name's comma and the animal it is: an article, "real", one more.
_LEADS = frozenset(
    "a an the un una une ein eine um uma o real actual normal vrai vraie echter echtes echte настоящии "
    "настоящая nastoyashchiy nastoyashchaya".split()
)


def _character_field(a: Analysis, animals: list[Hit]) -> list[Hit]:
    """ "Character: Rusty, a real golden retriever": the name before the comma, and its later mentions."""
    if any(not a.negated(h.start, h.end) for h in a.of("anthro")):
        return []
    kinds = animals + a.of("animal_ambiguous")
    for label in (i for i in range(len(a.words) - 2) if _label(a, i, _CHARACTERS)):
        name, at = a.words[label + 1], label + 2
        if not name.isalpha() or "," not in a.text[a.spans[label + 1][1] : a.spans[at][0]]:
            continue
        kind = next((h for h in kinds if at <= h.start <= at + 3 and not a.negated(h.start)), None)
        if kind is None:
            continue
        between = a.words[at : kind.start]
        if sum(w not in _LEADS for w in between) > 1 or not _in_field(a, label, kind.start):
            continue
        taken = {(h.start, h.end) for h in animals}
        found = [kind] if (kind.start, kind.end) not in taken else []
        # the name in its field too: the card's character is the animal
        return found + [
            Hit("animal", i, i + 1, f"{w} ({kind.entry})") for i, w in enumerate(a.words) if w == name
        ]
    return []


_HUMAN = frozenset("human humano humana humain humaine mensch человек chelovek ningen person persona".split())
_KIND_LEADS = _LEADS | frozenset("female male weiblich femea macho hembra femelle самка самец".split())


def species_heads(a: Analysis, kinds: list[Hit]) -> bool:
    """A species field whose value starts with an animal of `kinds` (at most one other word before it, as
    "Arabian mare"), and no anthropomorphic word in the text."""
    if not kinds or _SPECIES.isdisjoint(a.vocabulary()):
        return False
    if any(not a.negated(h.start, h.end) for h in a.of("anthro")):
        return False
    starts = {h.start for h in kinds if not a.negated(h.start)}
    for label in (i for i in range(len(a.words) - 1) if _label(a, i, _SPECIES)):
        head = a.words[label + 1 : label + 3]
        if _HUMAN.intersection(head):
            continue
        for at in range(label + 1, min(label + 3, len(a.words))):
            if at in starts and _in_field(a, label, at):
                if sum(w not in _KIND_LEADS for w in a.words[label + 1 : at]) <= 1:
                    return True
    return False
