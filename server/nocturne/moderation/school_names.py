"""A school named the short way (issue 9, blind-dn/blind-dt): "a sophomore at Westbrook High", "the
freshman from Lincoln Middle", "two freshmen at Lincoln High", "she goes to Jefferson Elementary".

A name then "High", "Middle" or "Elementary", after "at", "from" or "attends" ("to" only before
"Elementary": "to get high" is no school), is a school (the
lexicon has "high school", "middle school"); "at an all-time high", "at the middle", "from sky high" and
"to a high" are not: the word before must be a name, not an article, a measure or a number.
"""

from __future__ import annotations

from nocturne.moderation.lexicon import Hit

_SCHOOL_TAILS = frozenset("high middle elementary".split())
_LEADS = frozenset("at from attends attending attended".split())  # not "to": "to get high"
_NOT_NAMES = frozenset(
    "a an the all time all-time record new sky knee waist chest shoulder very so too its his her their our "
    "my your in of and or middle high low".split()
)
_FOLLOWED = frozenset("school schools".split())  # "Lincoln High School" is the lexicon's already


def named_schools(words: list[str]) -> list[Hit]:
    """School hits for "<name> High/Middle/Elementary" after "at", "from", "to" or "attends"."""
    if _SCHOOL_TAILS.isdisjoint(words):
        return []  # most texts (a set test in C)
    hits = []
    for i in range(2, len(words)):
        if words[i] not in _SCHOOL_TAILS:
            continue
        if words[i - 2] not in _LEADS and not (words[i] == "elementary" and words[i - 2] == "to"):
            continue
        name = words[i - 1]
        if name in _NOT_NAMES or not name.isalpha() or words[i + 1 : i + 2] and words[i + 1] in _FOLLOWED:
            continue
        hits.append(Hit("school", i - 1, i + 1, f"{name} {words[i]}"))
    return hits
