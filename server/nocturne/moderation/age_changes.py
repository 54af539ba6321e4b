"""An age change that lands on an adult age names an adult (round z, minors precision).

"aged down", "de-aged", "made younger" are minor words (lexicon key minor): said alone they make someone
a child. With the age the change reaches after "to" ("drinks the aged-down potion and goes from 50 back
to 21", "de-aged to 25 for the honeymoon", "made younger, down to 19") the person is that adult, so the
word passes; "aged down to 12" and "goes from 30 back to 9" stay minors (the age reader or the word).
"""

from __future__ import annotations

from collections.abc import Mapping

from nocturne.moderation.lexicon import Hit

_ADULT = 18
_REACH = 12  # tokens after the change word where its target stands
# The change words that a target age can make an adult's ("age regression" is age play, never).
_CHANGES = frozenset(
    ("aged down", "age down", "de aged", "deaged", "made younger", "younger version of her")
    + ("aged down to", "age down to")
)
_TO = frozenset("to auf a pra para до".split())


def lands_on_adult(words: list[str], hit: Hit, numbers: Mapping[str, int]) -> bool:
    """The change word at `hit` is followed, within a few words, by "to" and an adult age."""
    if " ".join(words[hit.start : hit.end]) not in _CHANGES:
        return False
    for at in range(hit.end, min(hit.end + _REACH, len(words) - 1)):
        if words[at] in _TO:
            value = _value(words[at + 1], numbers)
            if value is not None:
                return value >= _ADULT
    return False


def _value(word: str, numbers: Mapping[str, int]) -> int | None:
    if word.isdigit():
        return int(word) if len(word) <= 3 else None
    return numbers.get(word)
