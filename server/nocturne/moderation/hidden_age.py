"""An age hidden from the filter (round x): the writer knows the character is a minor and says so.

- A request to leave the age out ("don't write her age", "mets pas son age", "no pongas la edad",
  "Alter nicht erwähnen", "não coloca a idade", "только возраст не пиши", "nenrei wa kakanaide") beside
  a heat word or a soft sexual word ("bien hot", "погорячее", "se la lleva a su cuarto"): the request
  is the sexual intent, so a grade or an age in that text is the minor's (rules.py reads it as a sexual
  word). "Don't mention her age" in a text with nothing hot asks for nothing sexual.
- The real age in brackets after a card's adult age ("Alter: 19 (eigentlich 15 lol)", "Edad: 18 (en
  el rol es de 15)", "Age: 20 (really 14)"): the bracket is the character's age.
Each returns the words to report, or None.
"""

from __future__ import annotations

from collections.abc import Mapping

_ADULT = 18
_AGE_WORDS = frozenset("age edad idade alter возраст nenrei toshi".split())
_NOT = frozenset(
    "dont don't not no pas nicht ne не nao kakanaide kakanai without sin sans sem ohne без".split()
)
_LEAVE = frozenset(
    """write put mention say include state give show tell leave omit skip pongas menciones digas escribas
    pongan mets met ecris dis mentionne indique nenn nenne schreib schreibe erwahne erwahnen nennen
    schreiben sag coloca coloque poe ponha escreve escreva fala diga menciona пиши пишите указывай
    упоминай называй указываи упоминаи называи говори kaku kaite iwanaide weg away out""".split()
)
_REACH = 4  # words between the age word and the negation or the verb
_HEAT = frozenset(
    """hot hotter spicy steamy caliente picante cachondo cachonda chaud chaude hot heiss heiß heisser
    quente picante погорячее горячее горячо пожарче eroku ecchi""".split()
)
_REALLY = frozenset(
    """actually really realmente realidad rol verdade verdad eigentlich wirklich rp vrai fait vraiment
    самом деле реально hontou jissai""".split()
)
_BRACKET_REACH = 6  # words from the adult age to the real one: "19 (en el rol es de 15"


def hides_age(words: list[str], heat: bool) -> str | None:
    """'mets pas son age' with a heat or soft sexual word (`heat`) in the text."""
    if (not heat and _HEAT.isdisjoint(words)) or _AGE_WORDS.isdisjoint(words):
        return None  # (the set tests run in C: most texts name no age)
    for i in [i for i, word in enumerate(words) if word in _AGE_WORDS]:  # most texts name no age
        near = words[max(0, i - _REACH) : i + _REACH + 1]
        if any(w in _NOT for w in near) and any(w in _LEAVE for w in near):
            return " ".join(words[max(0, i - 2) : i + 1])
    return None


def real_age_in_brackets(words: list[str], labels: set[int], numbers: Mapping[str, int]) -> str | None:
    """An adult age after an age label, then 'really'/'in the rp' and an age under 18."""
    for i in labels:
        if i + 1 >= len(words) or (first := _value(words[i + 1], numbers)) is None or first < _ADULT:
            continue
        window = words[i + 2 : i + 2 + _BRACKET_REACH]
        for k, word in enumerate(window):
            if word in _REALLY:
                for later in window[k + 1 :]:
                    value = _value(later, numbers)
                    if value is not None and 0 < value < _ADULT:
                        return " ".join(words[i : i + 2] + [later])
    return None


def _value(word: str, numbers: Mapping[str, int]) -> int | None:
    if word.isdigit():
        return int(word) if len(word) <= 2 else None
    return numbers.get(word)
