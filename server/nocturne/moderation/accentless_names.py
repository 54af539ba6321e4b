"""A given name that reads as a minor word once its accent is gone (issue 9, round al): "Nina" (niña) and
"Nino" (niño). "Saturday was … and Nina had mopped the kitchen twice", "Nina lay in bed": the capitalised
word without its tilde, written twice mid-sentence, with no tilde, plural or article before it anywhere
in the text ("make it nsfw between nina and her dog" in a note still is her), is a woman's or man's name, not "girl"/"boy". "la niña", "una nina de 12", "Niña" keep the minor word.
"""

from __future__ import annotations

import re

from nocturne.moderation.analysis import Analysis
from nocturne.moderation.lexicon import Hit

_WORDS = frozenset({"nina", "nino"})
_CAPITALISED = re.compile(r"(\S?)(\s*)\b(Nin[ao])\b")
_MINOR_SPELLINGS = re.compile(
    r"ñ|Ñ|\bnin[ao]s\b|\b(?:la|una|esa|esta|el|un|ese|este|mi|tu|su|las|los|unas|unos)\s+nin[ao]s?\b",
    re.IGNORECASE,
)
# Words before a noun ("la Nina", "una Nina"): the word is a noun there, not a name.
_LEADS = frozenset("la una esa esta mi tu su the a an this that my".split())


def accentless_name(a: Analysis, hit: Hit, original: str) -> bool:
    """The minor word at `hit` is the given name "Nina"/"Nino" (module docstring)."""
    if hit.end - hit.start != 1 or a.words[hit.start] not in _WORDS:
        return False
    if _MINOR_SPELLINGS.search(original):
        return False
    mid = 0  # capitalised mid-sentence, not after an article: twice makes the name
    for m in _CAPITALISED.finditer(original):
        before = original[: m.start(3)].split()
        if m.group(1) and m.group(1) not in ".!?:\"'*(" and not (before and before[-1].lower() in _LEADS):
            mid += 1
    return mid >= 2
