"""An age given as a difference (issue 9, known miss of session 20; blind-dr): "her twin brothers are 30
and she's 14 years younger than them" is 16, "elle a dix ans de moins que sa sœur, qui vient d'avoir 26
ans" is 16, "tiene diez años menos que su hermana (26)", "sie ist zehn Jahre jünger als ihr Bruder (28)".

"N years younger" (in each language) and "age her down by N years" are rewritten to "M years old", M being
the adult age stated nearest the phrase less N (half_my_age.nearest_adult_age), so the age frame around it
reads it ("she's 16 years old"). With no adult age near, or when someone only looks younger ("she's 30 but
looks ten years younger"), nothing changes. The reading is normalised: lower case, accents gone.
"""

from __future__ import annotations

import re

from nocturne.moderation.half_my_age import nearest_adult_age

_NUMBER_WORDS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
    "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "a decade": 10,
    "dos": 2, "tres": 3, "cuatro": 4, "dois": 2, "quatro": 4, "deux": 2, "trois": 3, "quatre": 4,
    "zwei": 2, "drei": 3, "vier": 4,
    "cinco": 5, "seis": 6, "siete": 7, "ocho": 8, "nueve": 9, "diez": 10, "once": 11, "doce": 12,
    "quince": 15, "veinte": 20, "sete": 7, "oito": 8, "nove": 9, "dez": 10, "doze": 12, "quinze": 15,
    "vinte": 20, "cinq": 5, "sept": 7, "huit": 8, "neuf": 9, "dix": 10, "douze": 12, "vingt": 20,
    "funf": 5, "sechs": 6, "sieben": 7, "acht": 8, "neun": 9, "zehn": 10, "zwolf": 12, "funfzehn": 15,
    "zwanzig": 20,
}  # fmt: skip
_NUMBER = r"(\d{1,2}|" + "|".join(sorted(_NUMBER_WORDS, key=len, reverse=True)) + r")"
_YOUNGER = re.compile(
    r"(?<!look )(?<!looks )(?<!looking )(?<!seems )\b" + _NUMBER + r"\s+"
    # "14 years younger", "zehn Jahre jünger"; "menos", "de moins" only after the years ("gasto 30 menos" is
    # money): "diez años menos", "dix ans de moins", "dez anos mais nova"
    r"(?:(?:(?:years?|yrs?|jahre)\s+)?(?:younger|junger)"
    r"|(?:anos|ans)\s+(?:mas\s+joven|menor|menos|mais\s+nova|mais\s+novo|a\s+menos|de\s+moins|plus\s+jeune))\b"
)
# "age her down by about a decade (she's 24 now)": the same difference, asked for.
_AGE_DOWN_BY = re.compile(
    r"\bage\s+(?:her|him|them)\s+down\s+(?:by\s+)?(?:about\s+|around\s+|like\s+)?"
    + _NUMBER
    + r"(?:\s+years?)?"
)
_HINTS = ("younger", "joven", "menor", "menos", "mais nov", "moins", "jeune", "junger", "down")


def younger_than(reading: str) -> str:
    if not any(hint in reading for hint in _HINTS):
        return reading
    reading = _YOUNGER.sub(_less_than_nearest, reading)
    return _AGE_DOWN_BY.sub(_aged_down, reading)


def _aged_down(match: re.Match[str]) -> str:
    """ "make her M years old" for "age her down by N", when an adult age is near."""
    aged = _less_than_nearest(match)
    return aged if aged == match.group() else f"make her {aged}"


def _less_than_nearest(match: re.Match[str]) -> str:
    """The adult age stated nearest the phrase less the difference; the phrase as it was when none is."""
    nearest = nearest_adult_age(match, from_18=True)
    if nearest is None:
        return match.group()
    word = match.group(1)
    age = nearest - (int(word) if word.isdigit() else _NUMBER_WORDS[word])
    return f"{age} years old" if age > 0 else match.group()
