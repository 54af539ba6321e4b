"""A child's age asked instead of the character's adult one: "can u make Rinka like 12 instead? keep the
nsfw", "que tenga 13 en vez de 23", "sie soll 12 statt 22 sein", "davaj ej budet 13 let, a ne 23.
prodolzhaj 18+ scenu".

The number before "instead" (of an adult age, or after a verb that changes the character: "make",
"mach", "пусть") is the age the character is to have in the scene, whoever its subject is; the age
reader alone reads "Rinka like 12" or "tenga 13" as no one's. It counts in a sexual message or one that
goes on with the scene. "12 instead of 10 minutes" and "make it 12 instead" of a count are no age: the
replaced number must be an adult age, or the changed word a person (no "it", "that").
"""

from __future__ import annotations

from collections.abc import Mapping

from nocturne.moderation.word_places import places

_ADULT = 18
_YOUNGEST = 3
# Replace markers after the new age, as token tuples (normalised: lower case, accents dropped).
_INSTEAD = (
    ("instead",),
    ("rather", "than"),
    ("en", "vez"),
    ("en", "lugar"),
    ("em", "vez"),
    ("em", "lugar"),
    ("statt",),
    ("anstatt",),
    ("au", "lieu"),
    ("вместо",),
    ("а", "не"),
    ("a", "ne"),
    ("not",),
    ("nicht",),
    ("no",),
    ("pas",),
    ("nao",),
)
_MARKER_FIRSTS = frozenset(marker[0] for marker in _INSTEAD)
# Markers that say "instead" alone; the others ("not", "a ne") need the adult age after them.
_STRONG = frozenset("instead than vez lugar statt anstatt lieu вместо".split())
_small: dict[int, frozenset[str]] = {}  # by id of the lexicon's number words: their child ages
_adult: dict[int, frozenset[str]] = {}  # and their adult ages


def _small_numbers(numbers: Mapping[str, int]) -> frozenset[str]:
    known = _small.get(id(numbers))
    if known is None:
        spelled = {word for word, value in numbers.items() if _YOUNGEST <= value < _ADULT}
        known = _small[id(numbers)] = frozenset(spelled | {str(n) for n in range(_YOUNGEST, _ADULT)})
    return known


def _adult_numbers(numbers: Mapping[str, int]) -> frozenset[str]:
    known = _adult.get(id(numbers))
    if known is None:
        spelled = {word for word, value in numbers.items() if _ADULT <= value < 100}
        known = _adult[id(numbers)] = frozenset(spelled | {str(n) for n in range(_ADULT, 100)})
    return known


_OF = frozenset("of de do da".split())  # "instead of", "en vez de", "au lieu de"
_UNITS = frozenset("years yo y o anos ans jahre лет год года let goda sai".split())
# Verbs that change the character, before the new age; "it", "that" make it a count.
_CHANGE = frozenset(
    "make makes made change mach macht haz hazla ponle cambia faz faca fais rends сделаи пусть даваи "
    "davaj pust".split()
)
_THINGS = frozenset("it that this its es das ca isso eso это".split())
_CHANGE_REACH = 4  # tokens between the change verb and the age


_ARTICLES = frozenset("a an the".split())


def age_instead(words: list[str], numbers: Mapping[str, int]) -> str | None:
    """The minor's age asked in place of an adult one, or None (the caller checks the message is sexual
    or goes on with the scene)."""
    vocabulary = frozenset(words)
    # A child's age among the words first (one set intersection in C; most texts have none), then the
    # marker right after it, or after its unit.
    small = _small_numbers(numbers).intersection(vocabulary)
    if not small or (
        _STRONG.isdisjoint(vocabulary)
        and (_MARKER_FIRSTS.isdisjoint(vocabulary) or _adult_numbers(numbers).isdisjoint(vocabulary))
    ):
        return None  # no marker, or only "not" and no adult age it could deny
    for i in places(words, small):
        word = words[i]
        value = _value(word, numbers)
        if value is None or not _YOUNGEST <= value < _ADULT or (i > 0 and _value(words[i - 1], numbers)):
            continue  # "twenty-five instead": the tail of a compound number
        if not word.isdigit() and i > 0 and words[i - 1] in _ARTICLES:
            continue  # "make her an elf instead of human": the creature, not German eleven
        at = i + 1
        if at < len(words) and words[at] in _UNITS:
            at += 1
        marker = _marker(words, at)
        if marker is None:
            continue
        after = at + marker
        if after < len(words) and words[after] in _OF:
            after += 1
        replaced = _value(words[after], numbers) if after < len(words) else None
        if replaced is not None:
            if replaced >= _ADULT:
                return word
            continue
        before = words[max(0, i - _CHANGE_REACH) : i]
        if (
            _CHANGE.intersection(before)
            and _THINGS.isdisjoint(before)
            and marker == 1
            and words[at] == "instead"
        ):
            return word
    return None


def _marker(words: list[str], at: int) -> int | None:
    for marker in _INSTEAD:
        if tuple(words[at : at + len(marker)]) == marker:
            return len(marker)
    return None


def _value(word: str, numbers: Mapping[str, int]) -> int | None:
    if word.isdigit():
        return int(word) if len(word) <= 3 else None
    return numbers.get(word)
