"""A school class with its letter is the grade (normalise.py, issue 9).

German and Austrian schools name a class by its grade and a letter: "Klasse: 7b, Gymnasium", "Klasse
10a", "Klassenstufe 8c". The lexicon knows the grade ("klasse 7"); the letter only names the group of
pupils, so the reading writes it apart: "klasse 7 b". "Kapitel 7b" and "Raum 7b" are no class.

Russian names a class the same way, after a pupil's word or "из"/"в" ("ученик 10 «Б»", "мелкая из 7Б",
"учится в 5 «А»"): read as "10 класс".
"""

from __future__ import annotations

import re

_CLASS_LETTER = re.compile(r"\b(klasse|klassenstufe|jahrgangsstufe)(:?\s+)(\d{1,2})([a-f])\b")


_RU_CLASS_LETTER = re.compile(
    r"\b(ученик|ученица|ученицу|ученика|ученицы|школьница|школьник|из|в|во)"
    r"\s+(\d{1,2})\s*[«\"']?([абвгдежзик])[»\"']?(?!\w)"
)
# A digit then a class letter: the cheap look before _RU_CLASS_LETTER, which tries every word.
_RU_HINT = re.compile(r"\d\s*[«\"']?[абвгдежзик](?!\w)")


def split_class_letters(text: str) -> str:
    """'klasse: 7b' -> 'klasse: 7 b', 'из 7б' -> 'из 7 класс' (only after a class or pupil word; cheap when
    the text has none)."""
    if "klass" in text or "jahrgang" in text:
        text = _CLASS_LETTER.sub(r"\1\2\3 \4", text)
    if _RU_HINT.search(text) is not None:
        text = _RU_CLASS_LETTER.sub(r"\1 \2 класс", text)
    return text
