"""A pupil named by the grade is a person, never a garment (issue 9, round aiminors).

A school word beside adult ages is read as a costume or an item ("school swimsuit", grades.py
_coded_item) unless a card states the grade as the character's. "Jule ist … eine Achtklässlerin" in a
lorebook whose other entries give the innkeeper (58) and the forester (50) their ages is a girl in the
eighth grade: the adults' ages are other people's. The nouns that name a pupil by the year: "eighth
grader", "Achtklässlerin", "восьмиклассница", "chuugakusei", "collégienne", "alumna de sexto".
"""

from __future__ import annotations

from nocturne.moderation.lexicon import Hit

# Endings (after normalising: no umlauts or accents) of the lexicon's school entries that name a pupil.
_PUPIL_ENDS = ("grader", "grader*", "klassler*", "klasslerin", "классниц*", "классник*", "klassnitsa")
_PUPIL_STARTS = (
    "alumna de",
    "alumno de",
    "aluna do",
    "aluno do",
    "eleve de",
    "collegien",
    "shougakusei",
    "chuugakusei",
    "shogakusei",
    "chugakusei",
)


def pupil_noun(hit: Hit) -> bool:
    """The school hit names a pupil of a year, a person."""
    entry = hit.entry
    return entry.endswith(_PUPIL_ENDS) or entry.startswith(_PUPIL_STARTS)
