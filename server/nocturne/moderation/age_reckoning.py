"""Ages reckoned from another fact, rewritten into plain ages before a reading is tokenised (issue 9,
point 2; age_phrases.prepare calls `reckon`):
- an age reached in a future year: "she only turns 18 in 2028", "ela só faz 18 em 2028", "sie wird
  erst 2029 18", "elle n'aura 18 ans qu'en 2028" (16 in 2026);
- an age not reached until a later time: "ur not 18 til next month", "not 16 until May" (a year less);
- an age relative to someone else's: "3 yrs younger than his sister, who just turned 18" (15), "два
  года младше" is left to the words around it;
- a multiple of an age said before: "she was 7 … she's exactly double that now" (14);
- a milestone that is someone's today: "it's her sweet sixteen", "hoy es su quinceañera" (16, 15).
Each result is written as "is N years old", which the age reader frames like any stated age. Adult
results are written too: "5 years older than her brother, who is 30" is 35, an adult.
"""

from __future__ import annotations

import re

from nocturne.kit.clock import utcnow

# Number words up to twenty in six languages (the digits are read as they are).
_NUMBER_WORDS = {
    w: value
    for value, words in {
        1: "one uno un una um uma ein eine один",
        2: "two dos deux dois zwei два",
        3: "three tres trois drei три",
        4: "four cuatro quatre quatro vier четыре",
        5: "five cinco cinq funf пять",
        6: "six seis sechs шесть",
        7: "seven siete sept sete sieben семь",
        8: "eight ocho huit oito acht восемь",
        9: "nine nueve neuf nove neun девять",
        10: "ten diez dix dez zehn десять",
        11: "eleven once onze elf",
        12: "twelve doce douze zwolf",
        13: "thirteen trece treize treze dreizehn",
        14: "fourteen catorce quatorze catorze vierzehn",
        15: "fifteen quince quinze funfzehn",
        16: "sixteen dieciseis seize dezesseis sechzehn",
        17: "seventeen diecisiete dix sept dezessete siebzehn",
        18: "eighteen dieciocho dix huit dezoito achtzehn",
        20: "twenty veinte vingt vinte zwanzig",
    }.items()
    for w in words.split()
}
_N = r"(\d{1,2}|" + "|".join(sorted(_NUMBER_WORDS, key=len, reverse=True)) + r")"
_UNIT = r"(?:\s+(?:years?(?:\s+old)?|yrs?|anos|ans|jahre|лет|года?))?"
_FILLER = r"(?:\s+(?:only|just|erst|solo|so|seulement|только|apenas|even|ja|ya))?"
# "she only turns 18 in 2028", "cumple 18 en 2029", "faz 18 em 2028", "исполнится 18 только в 2028".
_REACHES = (
    r"(?:turns?|turning|will\s+(?:be|turn)|cumple|cumplira|va\s+a\s+cumplir|faz|fara|vai\s+fazer|"
    r"completa|aura|va\s+avoir|wird|исполнится|будет)"
)
_IN_YEAR = (
    r"(?:[\s']+(?:in|en|em|im|in\s+the\s+year|в|a|na|au)){0,2}(?:\s+[a-z]{3,9}\.?)?(?:\s+de)?\s+(20\d\d)\b"
)
_FUTURE_YEAR = re.compile(
    r"\b"
    + _REACHES
    + _FILLER
    + r"\s+"
    + _N
    + _UNIT
    + r"(?:\s+qu(?='))?"
    + _FILLER
    + _IN_YEAR
    # "sie wird erst 2029 18", "elle aura 18 ans en 2028" is above: the year first
    + r"|\b(?:wird|werden)"
    + _FILLER
    + r"\s+(?:im\s+jahr\s+)?(20\d\d)\s+"
    + _N
    + r"\b"
)
# "ur not 18 til next month", "she's not 16 until May", "isn't 18 till next year".
_NOT_UNTIL = re.compile(
    r"\b(?:not|isn'?t|is not|aren'?t|are not|ain'?t)"
    + _FILLER
    + r"\s+"
    + _N
    + _UNIT
    + r"(?:\s+yet)?\s+(?:til|till|until|untill|before)\b"
)
# "3 yrs younger than his sister, who just turned 18", "2 años menor que su hermana, que tiene 17".
_COMPARATIVE = {
    "younger": -1, "older": 1, "menor": -1, "mayor": 1, "mais nova": -1, "mais novo": -1,
    "mais velha": 1, "mais velho": 1, "junger": -1, "alter": 1, "de moins": -1, "de plus": 1,
}  # fmt: skip
# Any word as the number (checked in _relative): an alternation of number words tried at every
# position of a long text costs more than the rest of the rules.
_RELATIVE = re.compile(
    r"\b(\d{1,2}|[^\W\d_]+(?:\s+sept|\s+huit)?)\s+(?:years?|yrs?|anos|años|ans|jahre)\s+("
    + "|".join(_COMPARATIVE)
    + r")\s+"
    r"(?:than|que|als|do|da)\s+(?:[^\W\d_]+\s*,?\s+){1,4}?"
    r"(?:who|que|die|der|qui|who'?s|who is|that)?\s*(?:s\s+|is\s+|just\s+|only\s+|recently\s+)*"
    r"(?:turned|tiene|cumplio|acaba\s+de\s+cumplir|tem|fez|acabou\s+de\s+fazer|ist|wurde|gerade|a|vient\s+d\s+avoir)?"
    r"\s*(?:gerade\s+)?(\d{1,2})\b"
)
# The unit and the comparison alone: a cheap look before _RELATIVE, which tries every word.
_COMPARED_AT = re.compile(r"(?:years?|yrs?|anos|años|ans|jahre)\s+(?:" + "|".join(_COMPARATIVE) + r")\b")
# "she was 7 … she's exactly double that now", "tenía 7 … ahora el doble".
_WAS_N = re.compile(r"\b(?:was|were|war|era|tenia|tinha|avait)\s+(\d{1,2})\b")
_MULTIPLE = re.compile(
    r"\b(?:(double|twice)\s+(?:that|as\s+old)|(?:el|o|le)\s+(doble|dobro|double)|(doppelt)\s+so\s+alt)\b"
)
# "it's her sweet sixteen", "hoy es su quinceañera": that age now.
# Only as what today is: "me contó de su quinceañera" tells of one that is past.
_MILESTONE_NOW = re.compile(
    r"\b(?:it'?s|it is|today is|tonight is|es|hoy es|e|hoje e|c'?est|ist|heute ist)\s+"
    r"(?:(her|ihre|sa)|his|my|your|their|su|sua|seu|seine|son)\s+(?:own\s+)?"
    r"(sweet\s+sixteen|sweet\s+16|quinceanera|fiesta\s+de\s+quince|festa\s+de\s+quinze\s+anos)\b"
    # "her sweet sixteen party turns into …": the party going on in the scene's present
    r"|\b(?:(her)|his|their)\s+(sweet\s+sixteen|sweet\s+16)(?=\s+(?:party|bash)\s+(?:turns|becomes|gets|is\s+tonight)\b)"
)
# "just had her quinceañera last week", "celebrated his bar mitzvah last spring", "tuvo su quinceañera el
# mes pasado": a milestone reached lately is that age now (a past one told with no recent time, "had
# her quinceañera in 2009", is backstory and stays as written). The verb is replaced: "Noa had her bat
# mitzvah last spring" -> "Noa is 12 years old".
_RECENT_MILESTONE = re.compile(
    r"\b(?:had|celebrated|tuvo|celebro|festejo|teve|comemorou|fez|hatte|feierte|a fete|a eu)\s+"
    r"(?:(?:her|his|their|su|sua|seu|ihre|seine|sa|son)\s+)?(?:own\s+)?"
    r"(sweet\s+sixteen|sweet\s+16|quinceanera|quinceaneros|quince\s+anos|fiesta\s+de\s+quince|"
    r"festa\s+de\s+quinze\s+anos|quinze\s+anos|bat\s+mitzvah|bar\s+mitzvah|bat\s+mitzva|bar\s+mitzva)\b"
    r"(\s+(?:last\s+(?:week|weekend|month|spring|summer|fall|autumn|winter|saturday|sunday|friday)|"
    r"(?:a\s+few|a\s+couple\s+of|two|three|some)\s+(?:days|weeks|months)\s+ago|yesterday|recently|"
    r"this\s+(?:spring|summer|month|week)|el\s+(?:mes|sabado|fin\s+de\s+semana)\s+pasado|la\s+semana\s+pasada|"
    r"hace\s+(?:unos|unas|dos|tres)\s+(?:dias|semanas|meses)|(?:no|na)\s+(?:mes|semana)\s+passad[oa]|"
    r"letzte\s+woche|letzten\s+monat|la\s+semaine\s+derniere|le\s+mois\s+dernier))?"
)
_LATELY_BEFORE = re.compile(r"\b(?:just|recently|only just|acaba de|acabou de|gerade|vient de)\s+$")
_RECENT_AGES = {"sixteen": 16, "16": 16, "quince": 15, "quinze": 15, "bat": 12, "bar": 13}
_MILESTONE_AGES = {"sixteen": 16, "16": 16, "quinceanera": 15, "quince": 15, "quinze": 15}
# Cheap first looks (substring tests) before the patterns run on a long text.
_YEAR_HINT = re.compile(r"\b20\d\d\b")
_RELATIVE_HINTS = ("younger", "older", "menor", "mayor", "mais nov", "mais velh", "junger", "alter", "de moins", "de plus")  # fmt: skip
_MULTIPLE_HINTS = ("double", "twice", "doble", "dobro", "doppelt")
_MILESTONE_HINTS = ("sweet", "quince", "quinze", "mitzv")
_NOT_UNTIL_HINTS = (" til ", " till ", " until ", " untill ", " before ")
_NOT_HINTS = ("not ", "n't", "nt ", "aint")


def reckon(reading: str) -> str:
    """Rewrite ages reckoned from another fact into plain ages (see the module docstring)."""
    if " 20" in reading and _YEAR_HINT.search(reading):
        reading = _FUTURE_YEAR.sub(_future_year, reading)
    if any(h in reading for h in _NOT_UNTIL_HINTS) and any(h in reading for h in _NOT_HINTS):
        reading = _NOT_UNTIL.sub(lambda m: _age(_value(m.group(1)) - 1, m.group()), reading)
    if any(h in reading for h in _RELATIVE_HINTS) and _COMPARED_AT.search(reading):
        reading = _RELATIVE.sub(_relative, reading)
    if any(h in reading for h in _MULTIPLE_HINTS):
        reading = _multiple(reading)
    if any(h in reading for h in _MILESTONE_HINTS):
        reading = _MILESTONE_NOW.sub(_milestone, reading)
        reading = _RECENT_MILESTONE.sub(_recent_milestone, reading)
    return reading


def _value(word: str) -> int:
    return int(word) if word.isdigit() else _NUMBER_WORDS.get(word, 0)


def _age(value: int, original: str) -> str:
    return f" is {value} years old " if 0 < value < 150 else original


def _future_year(match: re.Match[str]) -> str:
    age, year = (match.group(1), match.group(2)) if match.group(1) else (match.group(4), match.group(3))
    years_left = int(year) - utcnow().year
    if years_left <= 0:
        return match.group()  # "she turned 18 in 2020": an age reached, not to come
    return _age(_value(age) - years_left, match.group())


def _relative(match: re.Match[str]) -> str:
    difference = _value(match.group(1))
    if difference <= 0:
        return match.group()  # "many years younger than …": no number
    sign = _COMPARATIVE[match.group(2)]
    return _age(_value(match.group(3)) + sign * difference, match.group())


def _multiple(reading: str) -> str:
    """'double that' after "was N": twice the age said last before it."""
    pieces: list[str] = []
    at = 0
    for match in _MULTIPLE.finditer(reading):
        before = list(_WAS_N.finditer(reading, 0, match.start()))
        if not before:
            continue
        pieces += [reading[at : match.start()], _age(2 * int(before[-1].group(1)), match.group())]
        at = match.end()
    return "".join(pieces) + reading[at:] if pieces else reading


def _milestone(match: re.Match[str]) -> str:
    """'it's her sweet sixteen' -> 'she is 16 years old': the owner stays the subject."""
    name = match.group(2) or match.group(4)
    value = next((v for k, v in _MILESTONE_AGES.items() if k in name), 0)
    return (" she" if match.group(1) or match.group(3) else " he") + _age(value, match.group())


def _recent_milestone(match: re.Match[str]) -> str:
    """'had her quinceañera last week' -> 'is 15 years old'; with no recent time only after "just"."""
    if match.group(2) is None and not _LATELY_BEFORE.search(match.string, 0, match.start()):
        return match.group()
    milestone = match.group(1)
    value = next((v for k, v in _RECENT_AGES.items() if milestone.startswith(k) or k in milestone), 0)
    return _age(value, match.group())
