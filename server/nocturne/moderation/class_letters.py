"""A German school class with its letter is the grade (normalise.py, issue 9).

German and Austrian schools name a class by its grade and a letter: "Klasse: 7b, Gymnasium", "Klasse
10a", "Klassenstufe 8c". The lexicon knows the grade ("klasse 7"); the letter only names the group of
pupils, so the reading writes it apart: "klasse 7 b". "Kapitel 7b" and "Raum 7b" are no class.
"""

from __future__ import annotations

import re

_CLASS_LETTER = re.compile(r"\b(klasse|klassenstufe|jahrgangsstufe)(:?\s+)(\d{1,2})([a-f])\b")


def split_class_letters(text: str) -> str:
    """'klasse: 7b' -> 'klasse: 7 b' (only after a class word; cheap when the text has none)."""
    if "klass" not in text and "jahrgang" not in text:
        return text
    return _CLASS_LETTER.sub(r"\1\2\3 \4", text)
