"""Half the speaker's age (issue 9, known miss of session 16): "she's half my age and I'm 26" is 13.

"half my age", "la mitad de mi edad", "la moitié de mon âge", "halb so alt wie ich", "metade da minha
idade", "вдвое младше меня" are rewritten to the number, half the age the speaker gives of themself in
the same text ("I'm 26", "yo tengo 28", "j'ai 30 ans", "ich bin 32", "eu tenho 28", "мне 30"), so the
age frame around them reads it ("she's 13 years old"). With no age of the speaker's, nothing changes.
Half someone else's age ("half his age", "half of {{user}}'s age ({{user}} is 30)", "metade da idade do
{{char}}, que tem 30", "la moitié de son âge", "halb so alt wie er") is half the adult age stated nearest
the phrase (session 18, blind-cu/-cv/-ct). The reading is normalised: lower case, accents gone.
"""

from __future__ import annotations

import re

_HALF_MY_AGE = re.compile(
    r"\bhalf\s+(?:of\s+)?my\s+age\b|\b(?:la\s+|a\s+)?(?:mitad|metade)\s+d[ea]\s+(?:mi|minha)\s+(?:edad|idade)\b"
    r"|\b(?:la\s+)?moitie\s+de\s+mon\s+age\b|\bhalb\s+so\s+alt(?:\s+wie\s+ich)?\b"
    r"|\b(?:вдвое|в\s+два\s+раза)\s+(?:младше|моложе)\s+меня\b"
)
_HINTS = ("half", "mitad", "metade", "moitie", "halb", "вдвое", "два раза")
# The speaker's own age: "I'm 26", "i am 30", "im 28", "yo tengo 28", "tengo 28", "j'ai 30 ans", "ich
# bin 32", "eu tenho 28", "мне 30".
_SPEAKER_AGE = re.compile(
    r"\b(?:i\s*'?\s*m|i\s+am|(?:yo\s+)?tengo|j\s*'?\s*ai|ich\s+bin|(?:eu\s+)?tenho|мне)\s+(\d{2})\b"
)


# Half someone else's age: "half his age", "half of {{user}}'s age", "la moitié de son âge", "metade da
# idade do {{char}}", "la mitad de su edad", "halb so alt wie er".
_HALF_THEIR_AGE = re.compile(
    r"\bhalf\s+(?:of\s+)?(?:his|her|their|your|\S+?'?s)\s+age\b"
    r"|\b(?:la\s+|a\s+)?(?:mitad|metade)\s+(?:de\s+(?:la\s+)?edad\s+de\s+\S+|de\s+su\s+edad|da\s+idade\s+d[oa]\s+\S+"
    r"|da\s+sua\s+idade|da\s+idade\s+dele|da\s+idade\s+dela)"
    r"|\b(?:la\s+)?moitie\s+de\s+son\s+age\b|\bhalb\s+so\s+alt\s+wie\s+(?:er|sie|\S+)\b"
)
# The other person's adult age, stated near the phrase ("{{user}} is 30", "que tem 30", "a 28 ans").
_ADULT_NUMBER = re.compile(r"(?<![\d.,])([2-9]\d)(?![\d.,]\d)")
# An adult's age from 18: "three years younger than Hugo, who just turned 18" (younger_than.py).
_ADULT_NUMBER_FROM_18 = re.compile(r"(?<![\d.,])(1[89]|[2-9]\d)(?![\d.,]\d)")
_REACH = 120  # characters either side of the phrase


def half_my_age(reading: str) -> str:
    if not any(hint in reading for hint in _HINTS):
        return reading
    speaker = _SPEAKER_AGE.search(reading)
    if speaker is not None:
        reading = _HALF_MY_AGE.sub(f"{int(speaker.group(1)) // 2} years old", reading)
    return _HALF_THEIR_AGE.sub(_half_of_nearest, reading)


def _half_of_nearest(match: re.Match[str]) -> str:
    """Half the adult age stated nearest the phrase; the phrase as it was when none is."""
    nearest = nearest_adult_age(match)
    return match.group() if nearest is None else f"{nearest // 2} years old"


def nearest_adult_age(match: re.Match[str], from_18: bool = False) -> int | None:
    """The adult age (a number from 20 to 99, or from 18 with `from_18`) stated nearest a phrase, outside it
    and within _REACH characters of it; None when there is none. younger_than.py reads a difference from it
    too (from 18: half of 18 or 19 is no age anyone states, a difference from them is)."""
    text = match.string
    lo, hi = max(0, match.start() - _REACH), min(len(text), match.end() + _REACH)
    pattern = _ADULT_NUMBER_FROM_18 if from_18 else _ADULT_NUMBER
    numbers = [m for m in pattern.finditer(text, lo, hi) if not match.start() <= m.start() < match.end()]
    if not numbers:
        return None
    nearest = min(numbers, key=lambda m: min(abs(m.start() - match.start()), abs(m.start() - match.end())))
    return int(nearest.group(1))
