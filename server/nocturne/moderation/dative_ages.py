"""Russian states an age with the person in the dative and no verb: "Кате двенадцать", "теперь Маше 13.",
"Диме 11, давай секс" (issue 9, minors recall). Pronouns ("ей 13", "мне 15") are age subjects in the
lexicon; a name is not, and the lexicon cannot list names. So: a capitalised word ending like a dative
(-е, -и, -у, -ю), not after a preposition ("в Москве 12."), right before a number word or digits that
ends its clause (no unit, no noun after it: "Кате 12 пирожков" is a count). Read on the text as typed,
where capitals still show; minors.py finds the pair among the reading's tokens and counts it only with
a sexual word, not negated, in its sentence or the next ("если Кате двенадцать, никаких сексуальных
сцен" is a refusal).
"""

from __future__ import annotations

import re
from collections.abc import Mapping

# The capital comes first and what may stand before it (the text's start, a space or a mark) is a
# lookbehind after it: a pattern that starts with a class is searched for in C, where a leading
# "(?:^|(?<=…))" is tried at every position of the text.
_DATIVE_NUMBER = re.compile(
    r"([А-ЯЁ](?<![^\s.,;:!?*(«\"—–-][А-ЯЁ])[а-яё]{2,}[еиую])\s+(\d{1,2}|[а-яё]{4,})(?=\s*(?:$|[.,;:!?)*—–-]))"
)
_CYRILLIC = re.compile("[а-яё]")
_PREPOSITIONS = frozenset("в во на о об обо при по к ко с со у из от до за под над".split())
# Sentence openers that look like a dative and are none ("Еще 12, …", "Больше 12.").
_NOT_NAMES = frozenset(
    "позже тоже еще ещё также вообще уже лучше больше меньше дальше выше ниже чаще почти".split()
)
_ADULT = 18


def dative_name_ages(text: str, numbers: Mapping[str, int]) -> list[tuple[str, str]]:
    """Every "Name(dative) N" under 18 that ends its clause, as (name, number) in lower case (ё as е),
    the way the reading's tokens spell them."""
    found: list[tuple[str, str]] = []
    if _CYRILLIC.search(text) is None:
        return found
    for m in _DATIVE_NUMBER.finditer(text):
        before = text[max(0, m.start(1) - 12) : m.start(1)].split()
        if before and before[-1].lower().strip('«"(') in _PREPOSITIONS:
            continue  # "в Москве 12.": a place
        if m.group(1).lower() in _NOT_NAMES:
            continue
        word = m.group(2).replace("ё", "е")
        value = int(word) if word.isdigit() else numbers.get(word)
        if value is not None and 0 < value < _ADULT:
            found.append((m.group(1).lower().replace("ё", "е"), word))
    return found
