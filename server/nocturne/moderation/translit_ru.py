"""Russian typed in Latin letters (issue 9, bestiality): "Vid: kon' (nastojashchij, ne anthro)", "u nee
s Burej intimnye otnoshenija". Such a text is read again in Cyrillic, where the Russian animal rules and
lexicon apply ("kon'" = "конь", "pjos" = "пёс", "kobyla" = "кобыла").

Only a text that reads as transliterated Russian is converted: Japanese romaji shares short words with it
("ne", "da", "na") and "ja"/"jo" syllables, so the test counts words no romaji, English or Romance text
uses ("nee", "chto", "ochen") and Russian word ends ("-ij", "-yj", "kon'", "shch"), which romaji never
has (its "j" is always before a vowel).
"""

from __future__ import annotations

import re

_WORD = re.compile(r"[a-z]+(?:'[a-z]*)?")

# Function and card words of Russian only (not shared with romaji, English or the Romance languages).
_MARKERS = frozenset(
    "nee ego eto chto kak ona oni ili dlja dlya menja menya tebja tebya ochen kogda gde tozhe eshche uzhe "
    "nego nej ney ikh emu sebja sebya imja imya vid scenarij stsenarij vozrast opisanie harakter "
    "stsenariy scenariy personazh "  # card fields typed with "y": "Stsenariy:", "Personazh:"
    "kharakter ochen ochen' tol'ko tolko mne mnoj vmeste sovsem hochu hochet hochesh moj moja moya moe svoj svoja "
    "davaj pishi napishi naedine pust budut".split()
)
# Word shapes Russian has and romaji lacks: "-ij/-yj/-oj/-aj/-ej" ends, "shch", a soft sign after a
# consonant ("kon'", "loshad'", "svin'ja"; not an English "parents'" or "don't").
_SHAPE = re.compile(r"(?:[iyoa]j|ej)$|shch|[ntdl]'$|'j[aoue]")
_ROMAJI = frozenset("wa desu masu ga wo shite imasu deshita".split())
_NEEDED = 3  # distinct signs of Russian, one of them a Russian-only word
_MAX_WORDS = 400  # a card or a message; longer texts are read by the other rules only

# Longest first: "shch" before "sh" and "ch"; "ja" (я) before "j" (й).
_PAIRS = (
    ("shch", "щ"),
    ("sch", "щ"),
    ("zh", "ж"),
    ("kh", "х"),
    ("ch", "ч"),
    ("sh", "ш"),
    ("ts", "ц"),
    ("th", "т"),  # "anthro", a loanword typed the English way
    ("ja", "я"),
    ("ju", "ю"),
    ("jo", "ё"),
    ("ya", "я"),
    ("yu", "ю"),
    ("yo", "ё"),
    ("'", "ь"),
)
_LETTERS = dict(zip("abvgdezijklmnoprstufhcyw", "абвгдезийклмнопрстуфхцыв", strict=True))
_PLACEHOLDER = re.compile(r"\{\{[a-z]+\}\}")  # "{{user}}" stays as typed
_SPLIT = re.compile("|".join(re.escape(k) for k, _ in _PAIRS) + "|[a-z]")
_MAP = dict(_PAIRS)


def _russian(text: str) -> bool:
    words = _WORD.findall(text)
    if len(words) > _MAX_WORDS or _ROMAJI.intersection(words):
        return False
    markers = {w for w in words if w in _MARKERS}
    shapes = {w for w in words if _SHAPE.search(w)}
    return bool(markers) and len(markers | shapes) >= _NEEDED


def _word(match: re.Match[str]) -> str:
    piece = match.group(0)
    return _MAP.get(piece) or _LETTERS.get(piece, piece)


def cyrillic(text: str, words: list[str]) -> str | None:
    """The text in Cyrillic when it is transliterated Russian, else None; `words`: the text's words as
    the analysis read them, a quick guard (no Russian-only word, no second look)."""
    if _MARKERS.isdisjoint(words):
        return None
    lowered = text.lower().replace("’", "'")
    if not _russian(lowered):
        return None
    pieces = _PLACEHOLDER.split(lowered)
    kept = _PLACEHOLDER.findall(lowered) + [""]
    return "".join(_SPLIT.sub(_word, piece) + name for piece, name in zip(pieces, kept, strict=True))
