"""A birth date spelled with a month's name after a "born" word (issue 9, minors recall): "Born: August
3rd, 2013, in San Antonio", "born on March 5, 2012", "geboren am 3. August 2013", "nacida el 3 de agosto
de 2013", "née le 3 août 2013", "nascida em 3 de agosto de 2013", "родилась 3 августа 2013 года".

The day and the month hid the year from the birth-year reading ("born in 2013": ages.py), so a persona's
buried "Born:" line gave no age. The date is read as its year: "born in 2013". An adult's birth date
("born on June 2nd, 1994") is an adult age the same way. Only a month's name between the "born" word and
the year makes a date: "born 3 times" or "born in a storm in 2013" are left as they are.
"""

from __future__ import annotations

import re

# Normalised (lower case, accents dropped); Russian months in the genitive a date takes.
_MONTHS = (
    "january february march april may june july august september october november december "
    "jan feb mar apr jun jul aug sep sept oct nov dec "
    "enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre "
    "januar februar marz mai juni juli oktober dezember "
    "janvier fevrier mars avril juin juillet aout septembre octobre novembre decembre "
    "janeiro fevereiro marco maio junho julho setembro outubro novembro dezembro "
    "января февраля марта апреля мая июня июля августа сентября октября ноября декабря"
).split()
_MONTH = r"(?:" + "|".join(sorted(set(_MONTHS), key=len, reverse=True)) + r")\.?"
_BORN = r"\b(?:born|geboren|nacid[ao]|nacio|nasceu|nee|ne|nascid[ao]|родил(?:ась|ся))\s*:?\s*"
# "on", "on the", "am", "el", "le", "em", "no dia": words between the born word and the day.
_BEFORE_DAY = r"(?:(?:on|the|am|el|le|em|no|dia)\s+){0,2}"
_DAY = r"\d{1,2}(?:st|nd|rd|th|er|o|º)?\.?"
_YEAR = r"(\d{4})\b(?:\s+(?:года|г\b\.?))?"
_BIRTH_DATE = re.compile(
    _BORN
    + _BEFORE_DAY
    + r"(?:"
    + _DAY
    + r"\s+(?:of\s+|de\s+)?"
    + _MONTH
    + r",?\s+(?:de\s+|of\s+)?"
    + r"|"
    + _MONTH
    + r"\s+(?:the\s+)?"
    + _DAY
    + r",?\s+)"
    + _YEAR
)
# "born the year I graduated high school (2010)", "nacida el año en que me casé (2011)": a year named
# after the event the birth is dated by, within a few words. Not "the year after/before" (another year).
_BORN_THE_YEAR = re.compile(
    _BORN
    + r"(?:in\s+)?(?:the\s+(?:same\s+|very\s+)?year|el\s+(?:mismo\s+)?ano|no\s+(?:mesmo\s+)?ano|im\s+jahr"
    r"|l\s+annee|в\s+год)\s+(?!after\b|before\b|despues\b|antes\b|nach\b|vor\b|apres\b|avant\b)"
    r"(?:[^\W\d_]+,?\s+){1,8}?\(?(?:in\s+|en\s+|em\s+|в\s+)?((?:19|20)\d\d)\b"
)
# "graduated college in 2010 and his gf was born that same year": the year named before.
_BORN_THAT_YEAR = re.compile(
    _BORN
    + r"(?:in\s+)?(?:that|the)\s+(?:same|very)\s+year\b|"
    + _BORN
    + r"(?:ese|aquel|el)\s+mismo\s+ano\b|"
    + _BORN
    + r"(?:naquele|no)\s+mesmo\s+ano\b|"
    + _BORN
    + r"(?:cette|la)\s+meme\s+annee\b|"
    + _BORN
    + r"im\s+selben\s+jahr\b"
)
_YEAR_BEFORE = re.compile(r"\b((?:19|20)\d\d)\b")
_YEAR_REACH = 150  # characters back to the year meant
# Tested on the reading with a space before it: " ne " is the French "né" as a word, not the end of "one ".
_HINTS = ("born", "geboren", "nacid", "nacio", "nasceu", " nee ", " ne ", "nascid", "родил")


def birth_years(reading: str) -> str:
    """The reading with each spelled birth date written as "born in YEAR" (see the module)."""
    padded = " " + reading.replace("\n", " ")
    if not any(hint in padded for hint in _HINTS):
        return reading
    reading = _BORN_THE_YEAR.sub(r"born in \1", _BIRTH_DATE.sub(r"born in \1", reading))
    return _BORN_THAT_YEAR.sub(_that_year, reading)


def _that_year(match: re.Match[str]) -> str:
    """ "born that same year" as "born in YEAR", the last year named before it; as it was without one."""
    years = _YEAR_BEFORE.findall(match.string, max(0, match.start() - _YEAR_REACH), match.start())
    return f"born in {years[-1]}" if years else match.group()
