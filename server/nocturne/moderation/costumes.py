"""A minor word worn as a costume (issue 9, precision): "adult woman, 30, dressed as a schoolgirl",
"mulher de 30 anos vestida de colegial numa festa à fantasia", "disfrazada de colegiala",
"als Schulmädchen verkleidet". Adults in costumes are allowed (ARCHITECTURE 5); the word says what an
adult wears, not who she is. minor_words.py asks this only of a text that states an adult age and no
minor's: "dressed as a schoolgirl, explicit" with no age says nothing of who wears it and still blocks.
"""

from __future__ import annotations

from nocturne.moderation.analysis import Analysis
from nocturne.moderation.lexicon import Hit

# The words before the costume, last word first: "dressed (up) as", "vestida de", "déguisée en".
_LEADS = frozenset(
    {
        ("dressed", "as"),
        ("up", "as"),
        ("cosplaying", "as"),
        ("costumed", "as"),
        ("vestida", "de"),
        ("vestido", "de"),
        ("disfrazada", "de"),
        ("disfrazado", "de"),
        ("fantasiada", "de"),
        ("fantasiado", "de"),
        ("deguisee", "en"),
        ("deguise", "en"),
        ("habillee", "en"),
        ("переодетая", "в"),
    }
)
_ARTICLES = frozenset("a an una un um uma une".split())
_GERMAN_AFTER = frozenset("verkleidet verkleidete kostumiert".split())  # "als Schulmädchen verkleidet"


def dressed_as(a: Analysis, hit: Hit) -> bool:
    """The minor word is what someone is dressed as."""
    words = a.words
    back = hit.start - 1 if hit.start > 0 and words[hit.start - 1] in _ARTICLES else hit.start
    if back >= 2 and (words[back - 2], words[back - 1]) in _LEADS:
        return True
    return back >= 1 and words[back - 1] == "als" and hit.end < len(words) and words[hit.end] in _GERMAN_AFTER
