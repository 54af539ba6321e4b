"""The age a character card states in its text ("a 28-year-old architect", "Age: 30", "aged 41").

Cards from other apps have no age field, so the age is read from the words; when none is written
there the importer is asked for one. Nothing here ever invents an age.
"""

from __future__ import annotations

import re

_UNITS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
}  # fmt: skip
_TEENS = {
    "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
    "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
}  # fmt: skip
_TENS = {
    "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80,
    "ninety": 90,
}  # fmt: skip
_WORD = rf"(?:(?:{'|'.join(_TENS)})(?:[- ](?:{'|'.join(_UNITS)}))?|{'|'.join(_TEENS)}|{'|'.join(_UNITS)})"
_NUMBER = rf"(\d{{1,5}}|{_WORD})"
_PATTERNS = [
    # "28-year-old", "28 years old", "twenty-eight year old", "28 yrs old"
    re.compile(rf"\b{_NUMBER}[\s-]*(?:years?|yrs?)[\s-]*old\b", re.IGNORECASE),
    # "Age: 30", "age 30", "aged 41", "age is 30", "at the age of 30", "Age = 30"
    re.compile(rf"\bage[ds]?\b\s*(?:[:=\-]|is|of)?\s*{_NUMBER}\b", re.IGNORECASE),
    # "30yo", "30 y/o", "30 y.o."
    re.compile(r"\b(\d{1,5})\s*(?:yo|y/o|y\.o\.)(?![a-z])", re.IGNORECASE),
]


def _value(token: str) -> int:
    token = token.lower()
    if token.isdigit():
        return int(token)
    if token in _TEENS:
        return _TEENS[token]
    if token in _UNITS:
        return _UNITS[token]
    tens, _, unit = re.sub(r"[- ]+", " ", token).partition(" ")
    return _TENS[tens] + (_UNITS[unit] if unit else 0)


def stated_age(*texts: str) -> int | None:
    """The first age written in the texts, read in order (the description first); None when none is."""
    for text in texts:
        found: list[tuple[int, int]] = []
        for pattern in _PATTERNS:
            match = pattern.search(text)
            if match:
                found.append((match.start(), _value(match.group(1))))
        if found:
            return min(found)[1]
    return None
