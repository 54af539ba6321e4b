"""An adult claim corrected by the real age (issue 9, session 14): "she's a 'young adult'. by which i mean
16", "she's an adult in her head, 15 in reality", "elle est majeure dans sa tête, 15 ans en vrai", "es
mayor de edad, o sea, 15", "sie ist volljährig, also eigentlich 14", "ela é maior de idade, quer dizer,
15", "она совершеннолетняя, ну то есть 15", "seijin da yo, hontou wa 14": the adult word is the wink and
the number after "i mean" / "in reality" (or the number just before "in reality") is the person's age.
Beside a sexual word that number is a minor's; "she's an adult, i mean 25" and "she's an adult, actually
15 minutes late" pass (an adult number, a unit that is no age)."""

from __future__ import annotations

from collections.abc import Mapping

_ADULT = 18
# Normalised words that claim adulthood ("young adult", "majeure", "mayor de edad", "volljährig").
_CLAIMS = frozenset(
    """adult adults legal grown grownup majeure majeur mayor adulta adulto volljahrig erwachsen erwachsene
    maior совершеннолетняя совершеннолетний взрослая взрослый seijin otona""".split()
)
# The correction markers, as normalised tokens; most texts have none of their first words.
_MARKS: tuple[tuple[str, ...], ...] = tuple(
    tuple(m.split())
    for m in (
        "i mean",
        "by which i mean",
        "meaning",
        "in reality",
        "in real life",
        "irl",
        "really",
        "actually",
        "for real",
        "en vrai",
        "en realite",
        "je veux dire",
        "vraiment",
        "en realidad",
        "de verdad",
        "o sea",
        "quiero decir",
        "eigentlich",
        "in wirklichkeit",
        "ich meine",
        "na real",
        "na verdade",
        "quer dizer",
        "на самом деле",
        "реально",
        "то есть",
        "в смысле",
        "hontou wa",
        "jissai wa",
        "tsumari",
    )
)
_FIRST = frozenset(m[0] for m in _MARKS)
_REACH = 12  # words from the claim to the marker
_NEAR = 3  # words between the marker and the number (either side)
# Units that make the number no age ("actually 15 minutes late").
_NOT_AGE = frozenset(
    """minutes minute min mins hours hour days day weeks week months month chapters pages messages times
    percent dollars euros people minutos horas dias semanas capitulos minuten stunden tage wochen minuti
    jours heures semaines минут часов дней недель""".split()
)


def corrected_age(words: list[str], numbers: Mapping[str, int]) -> str | None:
    """'adult … i mean 16' (module docstring): the claim word and the corrected minor's age, or None."""
    if _CLAIMS.isdisjoint(words) or _FIRST.isdisjoint(words):
        return None  # (the set tests run in C: most texts claim no adulthood)
    for i in [i for i, word in enumerate(words) if word in _CLAIMS]:
        for at in range(i + 1, min(i + 1 + _REACH, len(words))):
            if words[at] not in _FIRST:
                continue
            for mark in _MARKS:
                if tuple(words[at : at + len(mark)]) != mark:
                    continue
                after = range(at + len(mark), min(at + len(mark) + _NEAR, len(words)))
                before = range(max(i + 1, at - _NEAR), at)
                for k in (*after, *before):
                    value = _value(words[k], numbers)
                    if value is None or not 0 < value < _ADULT:
                        continue
                    if k + 1 < len(words) and words[k + 1] in _NOT_AGE:
                        continue  # "actually 15 minutes late"
                    return f"{words[i]} … {words[k]}"
    return None


def _value(word: str, numbers: Mapping[str, int]) -> int | None:
    if word.isdigit():
        return int(word) if len(word) <= 2 else None
    return numbers.get(word)
