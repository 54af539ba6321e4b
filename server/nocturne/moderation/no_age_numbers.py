"""Numbers beside an age unit that are no one's age (round af, minors precision).

- A number written in digit groups, "1 200 ans", "2 000 years", "1.400 años", "1'500 Jahre": the
  groups are one number (an elf's 1200 years), not an age of 1 and another of 200. A group is three
  digits after one, two or three, with a space (also a no-break or thin one), a dot or an apostrophe
  between them and nothing else.
- Years of a career, "12 anos de carreira", "10 years of experience", "15 Jahre Berufserfahrung",
  "20 ans de carrière", "10 лет стажа": how long someone has worked, not how old they are.
"""

from __future__ import annotations

_GROUP_MARKS = frozenset((" ", "\u00a0", "\u2009", "\u202f", ".", "'", "’"))
_OF = frozenset("of de do da".split())
_CAREER = frozenset(
    """career experience service practice carrera experiencia servicio practica carreira servico pratica
    carriere karriere erfahrung dienst praxis kyaria keiken""".split()
)
# Career words that follow the unit with no "of" ("15 Jahre Berufserfahrung", "10 лет стажа"); the others
# need it, since a card's next field may follow the age ("Âge : 38 ans\nMétier : …").
_CAREER_DIRECT = frozenset("berufserfahrung berufsjahre dienstjahre стажа опыта".split())


def grouped_digits(text: str, spans: list[tuple[int, int]], words: list[str], index: int) -> bool:
    """The digits at `index` are a group of a larger number ("1 200", "2 000")."""
    word = words[index]
    if not word.isdigit() or len(word) > 3:
        return False
    if index + 1 < len(words) and _joined(text, spans, words, index, index + 1):
        return True
    return len(word) == 3 and index > 0 and _joined(text, spans, words, index - 1, index)


def _joined(text: str, spans: list[tuple[int, int]], words: list[str], head: int, tail: int) -> bool:
    lead, group = words[head], words[tail]
    if not (lead.isdigit() and len(lead) <= 3 and group.isdigit() and len(group) == 3):
        return False
    return text[spans[head][1] : spans[tail][0]] in _GROUP_MARKS


def career_years(words: list[str], unit_end: int) -> bool:
    """The age unit that ends at `unit_end` counts years of a career ("12 anos de carreira")."""
    if unit_end + 1 < len(words) and words[unit_end] in _OF:
        return words[unit_end + 1] in _CAREER
    return unit_end < len(words) and words[unit_end] in _CAREER_DIRECT
