"""Numbers for the age reader (issue 9, point 2): digits, number words of every lexicon and their
misspellings (one letter off: "fourten", "catorse", "vierzen"; real words such as "there" excepted),
Roman numerals in age frames, digits with a unit glued on ("13yo", "15sai"), chat tags ("f14") and
compounds ("twenty four", "vingt et un").
"""

from __future__ import annotations

import re

from nocturne.moderation.lexicon import one_edit as _one_edit

_ROMAN = re.compile(r"^(?=[ivxl]{2,}$)x{0,3}(?:ix|iv|v?i{0,3})$|^xl$|^l$")
_ROMAN_VALUES = {"i": 1, "v": 5, "x": 10, "l": 50}
_ATTACHED = re.compile(r"^(\d{1,3})(yo|y|yrs?|yrsold|yearsold|yearold|f|m|sai|anos|ans|jahre|let|ti|años)$")
_TAGGED = re.compile(r"^([fm])(\d{1,2})$")
_ORDINAL_DAY = re.compile(r"^(\d{1,2})(?:st|nd|rd|th|o|a|er|e)$")
_ANNIVERSARIES = frozenset("anniversaire aniversario".split())
_BIRTHDAYS = frozenset("birthday bday cumpleanos geburtstag".split()) | _ANNIVERSARIES
# A number word glued to its unit: "zwolfjahrigen", "juyonsai", "четырнадцатилетняя".
_GLUED = re.compile(r"^([^\W\d_]{3,}?)(jahrig\w*|sai|летн\w*|yearold|yo)$")
# Real words one letter off a number word, never read as a misspelt number: "I'll be there".
_NOT_MISSPELT = frozenset(
    "there threw these sever seven steven weight weighs eighth sixth sixty forth forty fifth fifty tenth "
    "elven eleventh twelfth thirty sevens eights nines tens fours fives sixes teens joushi".split()
)
_TAIL_FUZZY = 6  # number words this long are also found with the letter off at their start
_STARTS_CACHE = 100_000  # words whose answer to may_start is remembered (bounded: texts can invent words)


class NumberReader:
    """The value of the number that starts at a token, from the lexicon's number words."""

    def __init__(self, numbers: dict[str, int]) -> None:
        self.numbers = numbers
        self._fuzzy: dict[str, list[tuple[str, int]]] = {}
        # The letter off among the first two ("питнадцать", "qatorze"): found by the word's ending.
        self._fuzzy_tails: dict[str, list[tuple[str, int]]] = {}
        for word, value in numbers.items():
            if " " not in word and len(word) >= 5:
                self._fuzzy.setdefault(word[:2], []).append((word, value))
            if " " not in word and len(word) >= _TAIL_FUZZY:
                self._fuzzy_tails.setdefault(word[-3:], []).append((word, value))
        self.fuzzy_heads = frozenset(self._fuzzy)
        self._starts: dict[str, bool] = {}

    def may_start(self, word: str) -> bool:
        """Whether a number can start at this token, whatever follows it (value_at, Roman numerals
        allowed, is None otherwise). Memoised per word: the age reader asks it of every word after a
        frame ("she is", "I'm"), most of them ordinary words, before it reads the frame around them."""
        known = self._starts.get(word)
        if known is None:
            glued = _GLUED.match(word)
            known = bool(
                _ATTACHED.match(word)
                or _TAGGED.match(word)
                or _ORDINAL_DAY.match(word)  # "12th birthday", or a number read further on
                or (glued and self.number(glued.group(1), False) is not None)
                or self.number(word, True) is not None
            )
            if len(self._starts) < _STARTS_CACHE:
                self._starts[word] = known
        return known

    def number(self, word: str, roman: bool) -> int | None:
        """The value of one token: digits, a number word (or one letter off), or a Roman numeral."""
        if word.isdigit():
            return int(word) if len(word) <= 4 else None
        value = self.numbers.get(word)
        if value is not None:
            return value
        if roman and _ROMAN.match(word):
            return _roman(word)
        if 5 <= len(word) <= 14 and word.isalpha() and word not in _NOT_MISSPELT:
            for candidate, value in (*self._fuzzy.get(word[:2], ()), *self._fuzzy_tails.get(word[-3:], ())):
                if abs(len(candidate) - len(word)) <= 1 and _one_edit(candidate, word):
                    return value
        return None

    def value_at(self, words: list[str], index: int, roman: bool) -> tuple[int, int, str] | None:
        """(value, end token, unit attached to digits) of a number starting at index, compounds joined."""
        word = words[index]
        attached = _ATTACHED.match(word)
        if attached:
            return int(attached.group(1)), index + 1, attached.group(2)
        tagged = _TAGGED.match(word)
        if tagged:  # "[F14]", "m15": chat tags, sex before age
            return int(tagged.group(2)), index + 1, tagged.group(1)
        birthday = _ORDINAL_DAY.match(word)
        if (
            birthday
            and index + 1 < len(words)
            and words[index + 1] in _BIRTHDAYS
            # "son 13e anniversaire", not "notre 10e anniversaire de mariage" (a wedding's)
            and not (
                words[index + 1] in _ANNIVERSARIES
                and words[index + 2 : index + 3] in (["de"], ["do"], ["da"])
            )
        ):
            return int(birthday.group(1)), index + 1, "birthday"  # "his 12th birthday party"
        glued = _GLUED.match(word)
        if glued:
            glued_value = self.number(glued.group(1), False)
            if glued_value is not None:
                return glued_value, index + 1, glued.group(2)
        value = self.number(word, roman)
        if value is None:
            return None
        end = index + 1
        # "twenty one", "diez y seis": a tens word joins a unit word; digits do not ("Age: 10 (one-zero)").
        if (
            (value == 10 or (20 <= value < 100 and value % 10 == 0))
            and end < len(words)
            and not word.isdigit()
        ):
            joiner = 1 if words[end] in ("and", "y", "und", "et", "e", "i") and end + 1 < len(words) else 0
            unit = self.number(words[end + joiner], False)
            if unit is not None and 0 < unit < 10:
                value, end = value + unit, end + joiner + 1
        return value, end, ""


def _roman(word: str) -> int:
    total = 0
    for position, char in enumerate(word):
        value = _ROMAN_VALUES[char]
        following = _ROMAN_VALUES[word[position + 1]] if position + 1 < len(word) else 0
        total += -value if value < following else value
    return total
