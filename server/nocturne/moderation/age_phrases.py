"""Age phrases rewritten into plain numbers before a reading is tokenised (issue 9, point 2): sums
("10+5", "18 plus ten"), "a decade and a half", birth years and birthdays ("born '12", "birthday:
3/14/2010"), "a year shy of 18" and "doesn't turn 18 till next year" (17), thousands ("1,200"). The
age reader (ages.py) then finds the numbers in their frames.
"""

from __future__ import annotations

import re

from nocturne.kit.clock import utcnow

ADULT_AGE = 18

_ARITHMETIC = re.compile(r"(?<![\d.])(\d{1,3})\s*(\+|-|x|\*|times|plus|minus)\s*(\d{1,3})(?!\d|\.\d)")
_DIGIT = re.compile(r"\d")
_THOUSANDS = re.compile(r"(?<=\d),(?=\d{3}\b)")
# A number word on either side of an operator becomes digits first, so "18 plus ten" is read as 28.
_SMALL_NUMBERS = {
    w: i
    for i, w in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
        "sixteen seventeen eighteen nineteen twenty".split()
    )
} | {"thirty": 30, "forty": 40, "fifty": 50}
_NUMBER_WORD = "|".join(_SMALL_NUMBERS)
_WORD_OPERAND = re.compile(
    rf"\b({_NUMBER_WORD})(?=\s*(?:\+|plus|minus)\s*(?:\d|{_NUMBER_WORD}))|(?<=plus )({_NUMBER_WORD})\b"
    rf"|(?<=minus )({_NUMBER_WORD})\b|(?<=\+)\s*({_NUMBER_WORD})\b"
)
_DECADES = (
    (re.compile(r"\b(?:a\s+)?decade\s+and\s+a\s+half\b"), "15"),
    (re.compile(r"\bhalf\s+a\s+decade\b"), "5"),
    (re.compile(r"\b(?:a\s+)?dozen\s+and\s+a\s+half\b"), "18"),
    (re.compile(r"\b(?:a\s+|one\s+)decade\b"), "10"),
    (re.compile(r"\btwo\s+decades\b"), "20"),
    (re.compile(r"\bthree\s+decades\b"), "30"),
    (re.compile(r"\b(?:a|one)\s+dozen\b"), "12"),
)
# "a year away from 18", "two years from eighteen": under 18 now.
_AWAY_FROM_18 = re.compile(
    r"\b(?:a|one|two|three|\d)\s+(?:more\s+)?years?\s+(?:away\s+from|shy\s+of|short\s+of|from|until|till)\s+"
    r"(?:18|eighteen)\b(?:\s+years?\s+old)?"
)
# "birthday: 3/14/2010", "DOB 14.03.2010": a birth year.
_HAS_DATE = re.compile(r"\d[/.-]\d{1,2}[/.-]\d{4}")
_BIRTH_DATE = re.compile(
    r"\b(?:birthday|bday|b day|dob|date of birth|born|birth date|geburtstag|cumpleanos|anniversaire)\s*:?\s*"
    r"(?:\d{1,2}[/.-]\d{1,2}[/.-]|\d{1,2}(?:st|nd|rd|th)?\s+[a-z]{3,9}\.?,?\s+|[a-z]{3,9}\.?\s+\d{1,2}"
    r"(?:st|nd|rd|th)?,?\s+)(\d{4})\b"
)
# "she doesn't turn 18 till next year": 17 now.
_NOT_YET_18 = re.compile(
    r"\s(?:doesnt|does not|wont|will not|didnt|did not|hasnt) (?:even )?turn (?:18|eighteen)\b"
)
_DECADES_AND_HALF = re.compile(r"\b(two|three|four|five|six|seven|eight|nine)\s+and\s+a\s+half\s+decades\b")
# "make her look 14", "looks about 14": an apparent age, read as "looks like 14".
_LOOKS_AGE = re.compile(
    r"\b(look|looks|looking)\s+(?:about\s+|around\s+|roughly\s+|maybe\s+)?(?=\d{1,2}\b(?!\s*(?:ways|times|x\b)))"
)
_BIRTH_SHORT = re.compile(r"'(\d\d)\s+(?=baby|kid|girl|boy|born)")


def prepare(reading: str) -> str:
    """Rewrite arithmetic, decades and short birth years into plain numbers before tokenising."""
    if "," in reading:
        reading = _THOUSANDS.sub("", reading)  # "Age: 1,200" is twelve hundred, not one
    if "plus" in reading or "minus" in reading or "+" in reading:
        reading = _WORD_OPERAND.sub(lambda m: str(_SMALL_NUMBERS[next(g for g in m.groups() if g)]), reading)
    if _DIGIT.search(reading):
        reading = _ARITHMETIC.sub(_compute, reading)
        reading = _BIRTH_SHORT.sub(_short_year, reading)
        if "look" in reading:
            reading = _LOOKS_AGE.sub(r"\1 like ", reading)
    if " turn 18" in reading or " turn eighteen" in reading:
        reading = _NOT_YET_18.sub(" is 17", reading)
    if _HAS_DATE.search(reading) or "birth" in reading or "bday" in reading:
        reading = _BIRTH_DATE.sub(r"born in \1", reading)
    if " 18" in reading or "eighteen" in reading:
        reading = _AWAY_FROM_18.sub(" 17 ", reading)
    if "decade" in reading or "dozen" in reading:
        reading = _DECADES_AND_HALF.sub(lambda m: str(_SMALL_NUMBERS.get(m.group(1), 0) * 10 + 5), reading)
        for pattern, value in _DECADES:
            reading = pattern.sub(value, reading)
    return reading


def _compute(match: re.Match[str]) -> str:
    left, op, right = int(match.group(1)), match.group(2), int(match.group(3))
    if op in ("+", "plus"):
        result = left + right
    elif op in ("-", "minus"):
        result = left - right
        if result <= 0:  # a range ("18-25"), not a sum
            return match.group()
        if left < ADULT_AGE and op == "-":  # a score ("3-1") or a range; "20-6" hides a 14
            return match.group()
    else:
        result = left * right
    return str(result) if 0 < result < 1000 else match.group()


def _short_year(match: re.Match[str]) -> str:
    two = int(match.group(1))
    year = 2000 + two if two <= utcnow().year % 100 else 1900 + two
    return f"born in {year} "
