"""Emoji after an apposed age are no words (age_frames.py, issue 9).

"Lily, 14, …" and "she's a junior, like 16" are ages in apposition: a comma before, and after the number
a comma, a bracket, a full stop or the end of the text. An emoji there is how the chat says it, not a
word that makes the number something else: "she's a junior, like 16 🙈", "la vecina, 15 😳, y …",
"Mia, 13 🥺, …". Read past the emoji, the same comma-or-end test decides; "Lily, 14 🙈 years ago" (a
word after the emoji) is no apposed age.
"""

from __future__ import annotations

import re
import unicodedata

_EMOJI_MARKS = frozenset("\u200d\ufe0f\ufe0e\u20e3")


def past_emoji(tail: str) -> str | None:
    """The tail after its leading emoji (and the spaces between them), or None if it starts with none."""
    i = 0
    seen = False
    while i < len(tail):
        c = tail[i]
        if c.isspace() or c in _EMOJI_MARKS:
            i += 1
        elif unicodedata.category(c) == "So" or 0x1F000 <= ord(c) <= 0x1FAFF:
            seen = True
            i += 1
        else:
            break
    return tail[i:] if seen else None


def apposition_ends(tail: str, comma_after: re.Pattern[str]) -> bool:
    """After the emoji: a comma, bracket or full stop, or the end of the text."""
    rest = past_emoji(tail)
    return rest is not None and (not rest.strip() or comma_after.match(rest) is not None)
