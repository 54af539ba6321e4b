"""An adult-content rating typed as "18+" or "+18" (issue 9, round da): "romantika 18+ s nej", "Tags: 18+,
farm", "18+ nights with {{user}}", "versión +18", "cena +18" rate the scene as adult content. The rating is
followed by RATED, a weak sexual word (lexicon key sexual_weak), so a minor's age beside it blocks as with
"nsfw", and so does a real animal ("Bello – echter Hund … 18+ Nächte"); the number stays for the lexicon's own "cena 18", "rol 18". A weak word and not
"nsfw": cards rate themselves "+18" when the children they list are away, and those passed before.

"18+" also states an age: "she's 18+", "all characters are 18+", "Age: 18+", "Mia (18+)", "Mia, 18+",
"18+ years old". Those stay the number: a claim word or an age label before it, a bracket, a name and a
comma, or an age unit after it.
"""

from __future__ import annotations

import re

# The word written after a rating: a sexual_weak entry of the lexicon (en.json), read as a sexual word
# beside an animal the text calls real (animal_acts.py).
RATED = "adultrated"
_RATING = re.compile(r"(?<![\d+])(?:18\s?\+|\+\s?18)(?![\d+])")
_WORD_BEFORE = re.compile(r"(\w+)\W*$")
_WORD_AFTER = re.compile(r"\W*(\w+)")
# The words after which "18+" is someone's age: a copula, a subject, a label, "over".
_CLAIMS = frozenset(
    """is are s re m am im be been being was were all everyone everybody characters character chars char
    ages age aged over user persona only minimum least soy sou es e eres ist sind bin est sont suis esta
    estan tem tiene tengo tenho todos todas alle tous toutes edad idade alter возраст все мне ей ему им
    ja sai nenrei""".split()
)
_UNITS = frozenset("years year yrs yr yo y ans anos jahre jahrig лет sai".split())
_CLAIM_MARKS = ("(", "[", "/", "=")
# What a comma closes before "18+": a name ("Mia, 18+") is an age's owner; a clause ("late nights in the
# barn, 18+") or an age already given ("she's 14, 18+") is rated.
_ITEM = re.compile(r"[^\n.;:!?(]*$")
_NAME_WORDS = 2
_ITEM_CHARS = 60  # enough for a name; bounded, so a long text is not read back to its start


def adult_ratings(reading: str) -> str:
    """The reading with RATED after each "18+" that rates content."""
    if "18" not in reading or "+" not in reading:
        return reading
    return _RATING.sub(_rated, reading)


def _rated(match: re.Match[str]) -> str:
    text = match.string
    before = text[max(0, match.start() - 24) : match.start()]
    if before.rstrip().endswith(_CLAIM_MARKS):
        return match.group()  # "Mia (18+)", "f/18+"
    if before.rstrip().endswith(",") and _named_item(
        text[max(0, match.start() - _ITEM_CHARS) : match.start()].rstrip()[:-1]
    ):
        return match.group()  # "Mia, 18+"
    word = _WORD_BEFORE.search(before)
    if word is not None and word.group(1) in _CLAIMS:
        return match.group()  # "she's 18+", "all characters are 18+"
    after = _WORD_AFTER.match(text, match.end())
    if after is not None and after.group(1) in _UNITS:
        return match.group()  # "18+ years old"
    return f"{match.group()} {RATED} "  # the number stays for the lexicon's "cena 18", "rol 18"


def _named_item(before: str) -> bool:
    """The list item a comma closes is a name: a word or two, no number."""
    item = _ITEM.search(before)  # always matches (it may match nothing)
    text = item.group() if item else ""
    return 0 < len(text.split()) <= _NAME_WORDS and not any(ch.isdigit() for ch in text)
