"""An age given to a person in passing (issue 9, session 22; age_phrases.prepare calls it): "can you write
Ethan as 14 instead?", "play her as 12", "make him a human boy of about 10 instead". Each is rewritten to
"… who is 14", a frame the age reader reads like any stated age; "rate it as 10 out of 10", "a boy of 10
years ago" and "the son of 2 doctors" stay as they are.
"""

from __future__ import annotations

import re

# "can you write Ethan as 14 instead?", "play her as 12": the age to write someone at. The patterns start
# with their literal (" as ", " of "), which the regex engine finds fast; the words before are checked after.
_WRITE_AS = re.compile(r" as (\d{1,2})\b(?!\s*(?:%|percent|times|x\b))")
_WRITE_VERBS = frozenset("write rewrite play recast make imagine roleplay rp".split())
# "make him a human boy of about 10 instead": a person of an age.
_PERSON_OF = re.compile(
    r" of (?:about |around |roughly |maybe |only )?(\d{1,2})\b"
    r"(?!\s*(?:years?\s+(?:ago|later|before|after)|%|percent|minutes?|hours?))"
)
# Not "son" nor "daughter": "the son of 2 doctors" names the parents.
_PERSONS_OF = frozenset("boy girl kid child lad lass teen".split())


def _words_before(match: re.Match[str], count: int) -> list[str]:
    return match.string[max(0, match.start() - 40) : match.start()].split()[-count:]


def _written_as(match: re.Match[str]) -> str:
    before = _words_before(match, 2)
    return f" who is {match.group(1)}" if len(before) == 2 and before[0] in _WRITE_VERBS else match.group()


def _person_of(match: re.Match[str]) -> str:
    before = _words_before(match, 1)
    return f" who is {match.group(1)}" if before and before[0] in _PERSONS_OF else match.group()


def ages_of_persons(reading: str) -> str:
    """The reading with "X as N" after a verb of writing or playing, and "boy of N", read as "X who is N"."""
    if " as " in reading:
        reading = _WRITE_AS.sub(_written_as, reading)
    if " of " in reading:
        reading = _PERSON_OF.sub(_person_of, reading)
    return reading
