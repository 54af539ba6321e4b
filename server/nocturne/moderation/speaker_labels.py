"""A line labelled with the speaker's pronoun (issue 9, round cy): "me: 13, shy, new at school", "ich: 15
j., suche älteren für rp", "я: школьница 9 кл", "moi : 14 ans". Chat profiles and ads list the writer as
"me:" beside "him:" or "looking for:"; the line says who the writer is, as "About me: 13" does
(self_intro.py) and as "I'm a schoolgirl" does. The label is rewritten before the age rules read it: "about
me:" before a number, "I am" (in the label's language) before a word.

Only a pronoun alone at the start of a line counts: "tell me: 13 reasons" and "Name: Mia" are no label.
"""

from __future__ import annotations

import re

# The pronoun, and how its language says "I am" before a word.
_SPEAKERS = {"me": "i am", "ich": "ich bin", "moi": "je suis", "eu": "eu sou", "yo": "yo soy", "я": "я"}
_COLON = re.compile(r":")  # a literal: found in C, and most texts have a few at most
_DIGIT_NEXT = re.compile(r"\s*\d")


def speaker_labels(reading: str) -> str:
    """The reading with each speaker label rewritten ("me: 13" reads "about me: 13")."""
    if ":" not in reading:
        return reading
    parts: list[str] = []
    done = 0
    for colon in _COLON.finditer(reading):
        at = colon.start()
        line_start = reading.rfind("\n", 0, at) + 1
        label = reading[line_start:at].strip()
        if label not in _SPEAKERS:
            continue
        parts.append(reading[done:line_start])
        digit = _DIGIT_NEXT.match(reading, at + 1) is not None
        parts.append("about me:" if digit else _SPEAKERS[label])
        done = at + 1
    return "".join(parts) + reading[done:] if parts else reading
