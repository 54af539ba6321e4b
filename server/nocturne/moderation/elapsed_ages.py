"""An age reckoned from a past age and the time since (issue 9, minors recall; age_phrases.prepare calls
`elapsed` after age_reckoning.reckon).

"Elin was 9 when the siege began, and that was four winters ago. Tonight she slips into the general's
tent." The story never states her age now, but it gives the sum: 9 then, four years since, so 13 now.
The same sum in the other languages: "tenía 10 cuando …, y eso fue hace tres años", "tinha 10 quando …
isso foi há três anos", "elle avait 10 ans … c'était il y a trois ans", "sie war 10, als … das ist jetzt
vier Jahre her", "ей было 10, когда … это было три года назад", "… since then five years have passed".
The phrase of time is rewritten as "now is N years old", which the age reader frames as a present age;
an adult sum ("was 9 … that was twenty years ago") is written too and then says the past age is backstory.
"""

from __future__ import annotations

import re

from nocturne.moderation.age_reckoning import _N, _value

# A past age: "was 9", "tenia 10", "avait 10", "war 10", "было 10" (the unit may follow).
_WAS_N = re.compile(r"\b(?:was|were|war|era|tenia|tinha|avait|было|был|была)\s+" + _N + r"\b")
_UNIT = (
    r"(?:years?|yrs|winters?|summers?|springs?|autumns?|anos|inviernos|veranos|invernos|veroes|ans|annees|"
    r"hivers|etes|jahren?|wintern?|sommern?|лет|года?|зим[ыа]?)"
)
_ABOUT = r"(?:(?:about|almost|nearly|only|just|already|some|unos|unas|uns|umas|ya|ja|environ|deja|etwa|schon|"
_ABOUT += r"jetzt|fast|уже|почти|около)\s+)?"
# The time since, each language's ways to say it ("#" stands for the number of years, "U" for the unit).
_WAYS = (
    r"(?:that|this|it|which)\s+(?:was|is)\s+A#\s+U\s+ago",
    r"(?:since\s+then\s+)?#\s+U\s+(?:have|had)\s+(?:passed|gone\s+by)(?:\s+since(?:\s+then)?)?",
    r"(?:it\s+has|it\s+s|its|it\s+had)\s+been\s+A#\s+U(?:\s+since(?:\s+then)?)?",
    r"(?:eso|esto)\s+fue\s+hace\s+A#\s+U",
    r"(?:han|ya\s+han)\s+pasado\s+A#\s+U",
    r"(?:isso|isto)\s+foi\s+ha\s+A#\s+U",
    r"passaram(?:\s*-?\s*se)?\s+A#\s+U",
    r"c\W?(?:etait|est)\s+il\s+y\s+a\s+A#\s+U",
    r"das\s+(?:war|ist)\s+A(?:vor\s+)?#\s+U",
    r"seitdem\s+sind\s+A#\s+U\s+vergangen",
    r"(?:это|то)\s+было\s+A#\s+U\s+назад",
    r"прошло\s+A#\s+U",
)
_SINCE = re.compile(
    r"\b(?:" + "|".join(w.replace("A", _ABOUT).replace("#", _N).replace("U", _UNIT) for w in _WAYS) + r")"
)
# Substrings one of the phrases holds: a cheap look before the patterns run on a long text.
_HINTS = (
    " ago",
    "passed",
    "gone by",
    " been ",
    "hace ",
    " ha ",
    "passaram",
    "il y a",
    "das ",
    "vergangen",
    "назад",
    "прошло",
)
_REACH = 200  # characters from the past age to the time since: the same or the next sentence


def elapsed(reading: str) -> str:
    """Rewrite "was N … that was M years ago" into "… now is N+M years old" (see the module docstring)."""
    if not any(h in reading for h in _HINTS) or not _WAS_N.search(reading):
        return reading
    pieces: list[str] = []
    at = 0
    for match in _SINCE.finditer(reading):
        past = list(_WAS_N.finditer(reading, max(at, match.start() - _REACH), match.start()))
        years = _value(next(g for g in match.groups() if g))
        if not past or years <= 0:
            continue
        now = _value(past[-1].group(1)) + years
        pieces += [reading[at : match.start()], f" now is {now} years old "]
        at = match.end()
    return "".join(pieces) + reading[at:] if pieces else reading
