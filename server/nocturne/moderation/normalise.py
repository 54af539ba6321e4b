"""Normalisation before any moderation rule (issue 9, point 1).

A text becomes one or two lower-case "readings" that the rules scan:
- the native reading: NFKC, invisible characters removed, keycaps and enclosed letters to plain
  characters, accents dropped, spread-out letters joined, leetspeak and stretched letters undone
  where that yields a lexicon word, digits written with look-alike letters ("1З лет") read as digits;
- the Latin reading, only when the text has Cyrillic or Greek letters: every look-alike letter
  folded to Latin. Russian stays checkable in the native reading ("девочка" is a Russian word),
  while "lоli" with a Cyrillic о is caught in the Latin one.
The original text is never changed: callers keep it for display and for the moderators.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Collection, Iterable

from nocturne.moderation.class_letters import split_class_letters
from nocturne.moderation.japanese import JapaneseSplitter, kanji_ages

# Zero-width characters, soft hyphen, joiners, direction marks, variation selectors, the keycap
# combiner, tag characters: all removed so "l\u200boli" reads "loli" and "1\ufe0f\u20e3" reads "1".
_INVISIBLE = {
    **dict.fromkeys(map(ord, "\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b\u200c\u200d")),
    **dict.fromkeys(map(ord, "\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2060\u2061\u2062\u2063")),
    **dict.fromkeys(map(ord, "\u2064\u3164\ufeff\uffa0\u20e3")),
    **dict.fromkeys(range(0xFE00, 0xFE10)),
    **dict.fromkeys(range(0xE0000, 0xE0080)),
    **dict.fromkeys(range(0xE0100, 0xE01F0)),
}
# Letters NFKC leaves alone: squared, negative circled and regional-indicator letters (emoji).
_ENCLOSED = {
    **{base + i: chr(ord("a") + i) for base in (0x1F130, 0x1F150, 0x1F170, 0x1F1E6) for i in range(26)},
    **{
        ord(k): v
        for k, v in {"\u2019": "'", "\u2018": "'", "\u02bc": "'", "\u2010": "-", "\u2011": "-"}.items()
    },
    **{ord(k): v for k, v in {"\u2013": "-", "\u2014": "-", "\u2212": "-", "\uff0b": "+"}.items()},
}
# Cyrillic and Greek letters (lower case, accents already dropped) that look like Latin letters.
_CONFUSABLES = str.maketrans(
    "авсеһіјкӏмнорԛѕтухѡѵԝьгпиүαβγδεζηικλμνοπρστυφχωϲϳ",
    "abcehijklmhopqstyxwvwbrnuyabydeznikluvonpotufxwcj",
)
# Cyrillic letters that look like digits, in a word of digits ("1Ч", "1З"): the digit.
_DIGIT_LOOKALIKES = str.maketrans("чзоб", "4306")
_DIGIT_LOOKALIKE_WORD = re.compile(r"[\dчзоб]+")
# Latin letters from other blocks that are only ever look-alikes: folded in every reading.
_LATIN_LOOKALIKES = str.maketrans("ɑɡɩıɪʟᴋᴍɴᴏʀꜱᴛᴜᴠᴡʏᴢ", "agiiilkmnorstuvwyz")
_NON_LATIN_LETTER = re.compile(r"[\u0370-\u03ff\u0400-\u04ff\u0500-\u052f]")
_LATIN_LETTER = re.compile(r"[a-z]")
# A word (letters and leet characters) with at least one Cyrillic or Greek letter.
_SCRIPT_WORD = re.compile(r"(?<![\w@$|€!])[\w@$|€!]*[\u0370-\u052f][\w@$|€!]*")
_LEET = {
    "0": "o",
    "1": "i",
    "3": "e",
    "4": "a",
    "5": "s",
    "7": "t",
    "8": "b",
    "@": "a",
    "$": "s",
    "!": "i",
    "|": "l",
    "€": "e",
}
# A token that mixes letters with leet characters: "l0l1", "$ex", "und3r4g3".
_LEET_TOKEN = re.compile(r"(?<![\w@$!|€])(?=[\w@$!|€]*[^\W\d_])(?=[\w@$!|€]*[0-9@$!|€])[\w@$!|€]{2,}")
# Letters spread out with spaces, dots, dashes, underscores or stars: "u n d e r a g e", "l.o.l.i".
_SPREAD = re.compile(r"(?<![^\W_])[^\W\d_](?:[ .\-_*·]{1,3}[^\W\d_](?![^\W_])){2,}")
_SPREAD_DIGITS = re.compile(
    r"(?<![\d.])\d(?:[ .\-_*]\d(?![\d.]))+(?=\s*(?:y|years?|yrs?|yo|años|anos|anitos|aninhos|jahre|ans|лет|sai)\b)"
    r"|(?<![\d.,:/])1[ .*\-]\d(?![\d.:/]|,\d)"
)
# Digits written with look-alike letters (read with the leetspeak tokens): Cyrillic "З", "О", "б", "і"
# in a token of digits ("1З" is 13, "1О" is 10); Latin "o", "l" only right before an age unit ("1o
# years", "l4 yo") or after an age label ("Age: 1O"), as "2o" is also an ordinal and "l0l" a word.
_DIGIT_LOOKS = {"з": "3", "о": "0", "б": "6", "і": "1", "o": "0", "l": "1"}
_CYRILLIC_DIGITS = re.compile(r"(?=.*\d)[\dзобі]{2,4}")
_LATIN_DIGITS = re.compile(r"(?=.*\d)[\dol]{2,3}")
_AGE_UNIT_AFTER = re.compile(r"\s*(?:years?|yrs?|yo|y/o|y\.o|anos|ans|jahre|лет|года|sai)\b")
# ... or right after an age label: "Age: 1O (one-zero)", "Alter: l4", "edad: 1o" (a card's age field).
_AGE_LABEL_BEFORE = re.compile(r"\b(?:age|edad|alter|idade|возраст|nenrei)\s*[:=\-]?\s*$")
# A two-digit age split by a space after an age label: "Age: 2 4" is 24, "edad: 1 5" is 15.
_LABELLED_SPLIT = re.compile(
    r"(\b(?:age|edad|alter|idade|возраст|nenrei)\s*[:=\-]?\s*)([1-9])[ .*_\-]([0-9])(?!\d|[.,]\d)"
)
# English contractions join ("she's" reads "shes", as the lexicons do); French elision stays apart.
# The apostrophe comes first and the letter before it is a lookbehind after it: a pattern that starts
# with a literal is searched for in C, where a leading lookbehind is tried at every position.
_APOSTROPHE = re.compile(r"'(?<=[^\W\d_]')(?=(?:s|m|re|ve|ll|d|t)\b)")
# A letter masked with stars ("f*ck", "ch*ld"), and words split by one hyphen or dot ("lo-li").
_MASKED = re.compile(r"(?<![\w*])[^\W\d_]+\*{1,2}[^\W\d_]+(?![\w*])")
_SPLIT_WORD = re.compile(r"(?<![\w.-])([^\W\d_]{1,5})[.\-]([^\W\d_]{1,6})(?![\w-])")
_ORDINAL = re.compile(r"^\d*(?:1st|2nd|3rd|[04-9]th|1[123]th)$|^\d+(?:yo|y|f|m|e|er|eme|o|a|sai|x)$")
_STRETCH = re.compile(r"([^\W\d_])\1{2,}")
_DOUBLE = re.compile(r"([^\W\d_])\1")
# Cheap first looks (simple classes scan fast) before the patterns above run on a long text.
_DIGIT_GAP = re.compile(r"\d[ .\-_*]\d")
_LEET_HINT = re.compile(r"[0-9@$|€!]")
# Two letters spread out, at the start of the text or after a space, bracket or quote: two patterns, as a
# leading "^|" alternative would make the engine try the pattern at every position of the text.
_SPREAD_START = r"[^\W\d_][ .\-_*·]{1,3}[^\W\d_][ .\-_*·]"
_MAYBE_SPREAD = re.compile(r"[\s(\[\"']" + _SPREAD_START)
_MAYBE_SPREAD_AT_START = re.compile(_SPREAD_START)  # with match()
# What every _SPREAD match holds: a separator, a lone letter, separators and a letter that ends a word
# (its second and third letters). "e o nome" has two lone letters but no third: _SPREAD would find nothing
# there, and this test, which starts with a character class, is cheaper than letting it look.
_SPREAD_TAIL = re.compile(r"[ .\-_*·][^\W\d_][ .\-_*·]{1,3}[^\W\d_](?![^\W_])")
# A leet character beside a letter: "a!b", "0b" or "a0". The leet character first (see _MAYBE_MASKED).
_MAYBE_LEET = re.compile(r"[0-9@$|€](?:[^\W\d_]|(?<=[^\W\d_].))|!(?<=[^\W\d_]!)[^\W\d_]")
_SEPARATORS = re.compile(r"[ .\-_*·]")
_SPREAD_GAP = re.compile(r"[ .\-_*·]+")  # the separators between two letters of a spread-out run
# Implied by every _SPREAD match, in one pass that starts with a separator (found fast): a letter that
# stands alone on its left (no letter or digit before it), then separators, a letter, separators and a
# letter that ends a word ("u n d e r"). Phrases such as "e o nome" or "pensa a l'heure" have no such
# third lone letter, so the slow pattern is not run on them.
_SPREAD_HINT = re.compile(
    r"[ .\-_*·](?<=[^\W\d_][ .\-_*·])(?<![^\W_].[ .\-_*·])[ .\-_*·]{0,2}[^\W\d_][ .\-_*·]{1,3}[^\W\d_](?![^\W_])"
)
# The same idea for the patterns below whose match needs a letter beside a punctuation mark: the mark
# first (found fast), the letter before it as a lookbehind. Each is implied by its pattern's match, so
# a text without it cannot change and the slower pattern is skipped.
_MAYBE_MASKED = re.compile(r"\*(?<=[^\W\d_]\*)\*?[^\W\d_]")  # _MASKED: a letter, 1-2 stars, a letter
_MAYBE_SPLIT = re.compile(r"[.\-](?<=[^\W\d_][.\-])[^\W\d_]")  # _SPLIT_WORD: a letter, "." or "-", a letter
# A character other than a dot three times in a row: found twice as fast as a letter class would be (one
# comparison at each position), then each such run is asked whether it is letters ("!!!" is not). The
# dot is left out as "..." is common and never letters.
_TRIPLE = re.compile(r"([^.])\1\1")

# Short words that may sit inside a spread-out run: "i m a k i d" is "i m a kid".
_GLUE_WORDS = frozenset(
    "a i im me my u ur you your she her he him his the an and to with is am are be was we us "
    "y o yo yr yrs de la el en et le un une und ich bin sie er".split()
)
# Common words a leetspeak writer also disguises ("w1th h3r b31ng 13"): read back as words although
# no lexicon lists them, so the age phrase around them can be read.
_LEET_WORDS = _GLUE_WORDS | frozenset("being can do only this that who when will old year years".split())
# Chat shorthand typed with spaces is words, not a spread-out word: "im 14 n u r like 30" is "and you
# are", not German "nur".
_SHORTHAND_RUNS = frozenset({"n u r", "u r n", "n u"})


def _undo_leet(word: str) -> str:
    return "".join(_LEET.get(c, c) for c in word)


def _combining_class() -> re.Pattern[str]:
    """Every combining mark of the Basic Multilingual Plane, as one character class (built once)."""
    ranges: list[str] = []
    start = None
    for code in range(0x10000 + 1):
        mark = code < 0x10000 and unicodedata.combining(chr(code)) != 0
        if mark and start is None:
            start = code
        elif not mark and start is not None:
            ranges.append(
                re.escape(chr(start)) + ("-" + re.escape(chr(code - 1)) if code - 1 > start else "")
            )
            start = None
    return re.compile("[" + "".join(ranges) + "]+")


# One regex pass instead of a Python loop over every character: the rules' main cost on long texts.
_COMBINING = _combining_class()


def _strip_accents(text: str) -> str:
    if "œ" in text or "Œ" in text:  # NFKD keeps the ligature: "sœur" is the lexicon's "soeur"
        text = text.replace("œ", "oe").replace("Œ", "Oe")
    return _COMBINING.sub("", unicodedata.normalize("NFKD", text))


def _class_of(codes: Iterable[int]) -> re.Pattern[str]:
    """A character class matching exactly these code points (runs collapsed into ranges)."""
    return re.compile("[" + _ranges(codes) + "]")


def _ranges(codes: Iterable[int]) -> str:
    """The inside of a character class of these code points, runs collapsed into ranges."""
    parts: list[str] = []
    ordered = sorted(codes)
    start = prev = ordered[0]
    for code in [*ordered[1:], -1]:
        if code == prev + 1:
            prev = code
            continue
        parts.append(re.escape(chr(start)) + ("-" + re.escape(chr(prev)) if prev > start else ""))
        start = prev = code
    return "".join(parts)


# Animal emoji read as the animal's name ("nsfw rp with a 🐕"), so every rule about animals sees them.
_EMOJI_ANIMALS = {
    **dict.fromkeys(map(ord, "🐕🐶🐩🦮"), " dog "),
    **dict.fromkeys(map(ord, "🐴🐎🦄"), " horse "),
    **dict.fromkeys(map(ord, "🐖🐷🐗"), " pig "),
    **dict.fromkeys(map(ord, "🐈🐱"), " cat "),
    ord("🐐"): " goat ",
    ord("🐑"): " sheep ",
    **dict.fromkeys(map(ord, "🐄🐮"), " cow "),
    ord("🐺"): " wolf ",
    ord("🐬"): " dolphin ",
}
# The one emoji that is always a sexual word in chat ("u know what happens next 🍆"); 💦 and 🍑 are
# also water and fruit, so they stay emoji. "🔞" rates what it marks as adult content, as "nsfw" does
# ("she's 14 🔞", "Rex, a real dog. Tags: 🔞"; round cy).
_EMOJI_SEXUAL = {ord("🍆"): " cock ", ord("🔞"): " nsfw "}
# str.translate with a dict costs a look-up per character; a regex finds the few characters to change
# in C, which is what keeps the rules cheap on long messages.
_BASE_MAP: dict[int, str] = dict.fromkeys(_INVISIBLE, "") | _ENCLOSED | _EMOJI_ANIMALS | _EMOJI_SEXUAL
_BASE_CHARS = _class_of(_BASE_MAP)
# A first look for them, several times faster on a long text: the same class for the characters of the
# Basic Multilingual Plane (tested with a bitmap) and any character beyond it, where a class of many
# astral ranges (emoji, tag characters) is tested range by range at every position.
_MAYBE_BASE = re.compile("[" + _ranges(k for k in _BASE_MAP if k <= 0xFFFF) + "\U00010000-\U0010ffff]")
_LOOKALIKE_MAP = {chr(k): chr(v) for k, v in _LATIN_LOOKALIKES.items()}
_LOOKALIKE_CHARS = _class_of(ord(c) for c in _LOOKALIKE_MAP)


# Latin letters that look like Cyrillic ones: inside a Cyrillic word ("кoнь" with a Latin o) they are
# an evasion, and the native reading reads them in Cyrillic.
_CYRILLIC_LOOKALIKES = str.maketrans("aceopxykmhtb", "асеорхукмнтв")
_LATIN_IN_WORD = re.compile(r"[a-z]")
# A product of two numbers ("3x5"), read as arithmetic, not as leetspeak.
_PRODUCT = re.compile(r"\d{1,3}x\d{1,3}")
# A plus between two words joins two participants ("d0g + girl").
_PLUS_JOIN = re.compile(r"(?<=[^\W\d_])\s*\+\s*(?=[^\W\d_])")


def _to_cyrillic(match: re.Match[str]) -> str:
    """A mostly Cyrillic word with a few Latin look-alike letters, in Cyrillic; other words as they are."""
    word = match.group()
    latin = len(_LATIN_IN_WORD.findall(word))
    if not latin or latin * 2 >= len(word):
        return word
    cyrillic = word.translate(_CYRILLIC_LOOKALIKES)
    return word if _LATIN_IN_WORD.search(cyrillic) else cyrillic


# Common Russian words spelt only with letters that look Latin and that the lexicons do not list, which
# would fold onto a lexicon word ("того" is not "toro", "вот" is not "bot").
_RUSSIAN_WORDS = frozenset("того кого вот том тем сом".split())
_SCRIPT_LETTER = re.compile(r"[\u0370-\u052f]")
_WORD_CHARACTER = re.compile(r"[\w@$|€!]")  # what _SCRIPT_WORD's runs are made of


def _script_part(text: str, first: int) -> tuple[int, int]:
    """Where _sub_script_words works: from the first Cyrillic or Greek word (its first such letter at
    `first`) to the end of the last, so a long Latin text with one such word is not scanned whole."""
    last = _SCRIPT_LETTER.search(text[::-1])
    start = first
    end = len(text) - last.start() if last is not None else len(text)
    while start > 0 and _WORD_CHARACTER.match(text, start - 1):
        start -= 1
    while end < len(text) and _WORD_CHARACTER.match(text, end):
        end += 1
    return start, end


def _sub_script_words(replace: Callable[[re.Match[str]], str], text: str, part: tuple[int, int]) -> str:
    """_SCRIPT_WORD.sub(replace, text), run only on the part (_script_part). The same matches: each
    holds a letter of that range, and the part starts and ends at the ends of runs of word characters,
    where the pattern's lookbehind and its greedy tail see what they see in the whole text."""
    start, end = part
    return text[:start] + _SCRIPT_WORD.sub(replace, text[start:end]) + text[end:]


_DOTTED_ORDINAL = re.compile(r"(\d)\.?\s?([\u00ba\u00aa])")


def base_form(text: str) -> str:
    """NFKC, invisible characters out, keycaps and enclosed letters plain, lower case, no accents."""
    if text.isascii():
        text = text.lower()
        return _APOSTROPHE.sub("", text) if "'" in text else text
    if "\u00ba" in text or "\u00aa" in text:
        # Portuguese ordinals written with a dot ("6.º ano", "5.ª série"): the same grade as "6º ano".
        text = _DOTTED_ORDINAL.sub(lambda m: m.group(1) + ("o" if m.group(2) == "\u00ba" else "a"), text)
    text = unicodedata.normalize("NFKC", text)
    if "歳" in text or "才" in text:
        text = kanji_ages(text)
    if _MAYBE_BASE.search(text):
        text = _BASE_CHARS.sub(lambda m: _BASE_MAP[ord(m.group())], text)
    text = _strip_accents(text.lower())
    if "ß" in text:
        # German sharp s is "ss" (Swiss spelling, and how most people type "heiss" without it): one
        # spelling, so "heiß", "heiss" and every lexicon word with either match each other.
        text = text.replace("ß", "ss")
    text = _LOOKALIKE_CHARS.sub(lambda m: _LOOKALIKE_MAP[m.group()], text)
    return _APOSTROPHE.sub("", text)


class Normaliser:
    """Builds readings of a text; `vocabulary` (the lexicon words) decides ambiguous undoings."""

    def __init__(self, vocabulary: Collection[str], stems: Collection[str] = ()) -> None:
        self.vocabulary = frozenset(vocabulary)
        self.stems = tuple(sorted(set(stems)))
        self._stem_index: dict[str, list[str]] = {}
        for stem in self.stems:
            self._stem_index.setdefault(stem[:4], []).append(stem)
        self.japanese = JapaneseSplitter(self.vocabulary)

    def known(self, word: str) -> bool:
        """A lexicon word, or a word that starts with a lexicon stem."""
        if word in self.vocabulary:
            return True
        return any(word.startswith(s) for s in self._stem_index.get(word[:4], ()))

    def readings(self, text: str) -> list[str]:
        """The one or two readings that every rule runs on (see the module docstring)."""
        # "Klasse: 7b" is the 7th grade's class b (class_letters.py)
        native = self.japanese.split(self._undo(split_class_letters(base_form(text))))
        if "+" in native:
            native = _PLUS_JOIN.sub(" and ", native)  # "dog + girl": two participants, not "dog girl"
        if native.isascii() or (first := _NON_LATIN_LETTER.search(native)) is None:
            return [native]
        # Both passes change only words of that part, letter for letter, so its ends are found once.
        part = _script_part(native, first.start())
        if _LATIN_LETTER.search(native):
            native = _sub_script_words(_to_cyrillic, native, part)
        folded = _sub_script_words(self._fold, native, part)
        if folded == native:
            return [native]  # Russian or Greek as written: the native reading is the one to check
        latin = self._undo(folded)
        return [native, latin] if latin != native else [native]

    def _fold(self, match: re.Match[str]) -> str:
        """A word with Cyrillic or Greek letters, in Latin when that is an evasion: mixed with Latin
        letters ("lоli"), or all look-alikes that spell a lexicon word ("соск"). Real Russian words
        stay as they are, so an ordinary Russian text needs no second reading."""
        word = match.group()
        if _DIGIT_LOOKALIKE_WORD.fullmatch(word) and any(c.isdigit() for c in word):
            return word.translate(_DIGIT_LOOKALIKES)  # "1Ч y/o": 14 written with a Cyrillic "4"
        folded = word.translate(_CONFUSABLES)
        if folded == word or _NON_LATIN_LETTER.search(folded):
            return word
        if _LATIN_LETTER.search(word):
            return folded
        if len(folded) < 3 or self.known(word) or word in _RUSSIAN_WORDS:
            return word  # "у", "и", "его", "сама": Russian words, not "y", "u", "ero", "cama"
        return folded if self.known(folded) or self.known(_undo_leet(folded)) else word

    def _undo(self, text: str) -> str:
        digit_gap = _DIGIT_GAP.search(text)
        if digit_gap:
            text = _LABELLED_SPLIT.sub(r"\1\2\3", text)
            text = _SPREAD_DIGITS.sub(lambda m: _SEPARATORS.sub("", m.group()), text)
        # Without a digit gap, the block below changes the text only where _SPREAD matches, and
        # _SPREAD_HINT finds every such place first (most texts with a lone letter or two, such as
        # "e o nome", have none); with one, its digits pass runs whenever the first tests pass, as it
        # always did.
        if (
            (_MAYBE_SPREAD_AT_START.match(text) or _MAYBE_SPREAD.search(text))
            # (_SPREAD_HINT holds a _SPREAD_TAIL match, so without a digit gap the tail test is in it)
            and (_SPREAD_TAIL.search(text) if digit_gap else _SPREAD_HINT.search(text))
        ):
            text = _SPREAD.sub(self._join_spread, text)
            if _DIGIT_GAP.search(text):  # "d e 3 2 a n s": the unit after the digits is joined only now
                text = _SPREAD_DIGITS.sub(lambda m: _SEPARATORS.sub("", m.group()), text)
        if "*" in text and _MAYBE_MASKED.search(text):
            text = _MASKED.sub(self._unmask, text)
        if ("-" in text or "." in text) and _MAYBE_SPLIT.search(text):
            text = _SPLIT_WORD.sub(self._join_split, text)
        if _LEET_HINT.search(text) and _MAYBE_LEET.search(text):
            text = _LEET_TOKEN.sub(self._deleet, text)
        # (Every run of one letter three times or more starts a triple that finditer finds: a triple
        # of another character cannot overlap it.)
        if any(_STRETCH.match(m.group()) for m in _TRIPLE.finditer(text)):
            text = re.sub(r"[^\W\d_]*([^\W\d_])\1{2,}[^\W\d_]*", self._squeeze, text)
        return text

    def _join_spread(self, match: re.Match[str]) -> str:
        """Join a spread-out run, split back into words when the lexicon says where the words are."""
        run = match.group()
        if run in _SHORTHAND_RUNS:
            return run
        # "m i n o r   g i r l   s e x", "m-i-n-o-r g-i-r-l": a gap other than the one between the
        # letters (wider, or of another kind) is the writer's own word break.
        gaps = _SPREAD_GAP.findall(run)
        if len(set(gaps)) > 1:
            letter_gap = min(set(gaps), key=lambda g: (-gaps.count(g), len(g), g))  # the commonest
            words = _SPREAD_GAP.split(run)
            pieces, piece = [], words[0]
            for gap, letter in zip(gaps, words[1:], strict=True):
                if gap == letter_gap:
                    piece += letter
                else:
                    pieces.append(piece)
                    piece = letter
            if pieces:
                return " ".join(self._join_word(p) for p in [*pieces, piece])
        return self._join_word(_SEPARATORS.sub("", run))

    def _join_word(self, joined: str) -> str:
        if self.known(joined):
            return joined
        words = self._segment(joined)
        return " ".join(words) if words else joined

    def _segment(self, joined: str) -> list[str] | None:
        """Split a run of letters into known words ("aloli" -> "a loli"), or None."""
        if len(joined) > 60:
            return None
        best: list[list[str] | None] = [None] * (len(joined) + 1)
        best[0] = []
        for end in range(1, len(joined) + 1):
            for start in range(max(0, end - 20), end):
                head = best[start]
                piece = joined[start:end]
                if head is not None and (piece in _GLUE_WORDS or self.known(piece)):
                    candidate = [*head, piece]
                    current = best[end]
                    if current is None or len(candidate) < len(current):
                        best[end] = candidate
        result = best[len(joined)]
        return result if result and any(w not in _GLUE_WORDS for w in result) else None

    def _unmask(self, match: re.Match[str]) -> str:
        token = match.group()
        letters = token.replace("*", "")
        if len(letters) < 2 or token.count("*") > 2:
            return token
        for vowel in "ouaiey":
            plain = re.sub(r"\*+", vowel, token)
            if self.known(plain):
                return plain
        return token

    def _join_split(self, match: re.Match[str]) -> str:
        joined = match.group(1) + match.group(2)
        if self.known(joined) and not (self.known(match.group(1)) and self.known(match.group(2))):
            return joined
        return match.group()

    def _deleet(self, match: re.Match[str]) -> str:
        token = match.group()
        if _CYRILLIC_DIGITS.fullmatch(token) or (
            _LATIN_DIGITS.fullmatch(token)
            and (
                _AGE_UNIT_AFTER.match(match.string, match.end())
                or _AGE_LABEL_BEFORE.search(match.string[max(0, match.start() - 12) : match.start()])
            )
        ):
            return "".join(_DIGIT_LOOKS.get(c, c) for c in token)  # "1з" is 13, "1o years" is 10
        if _ORDINAL.match(token) or _PRODUCT.fullmatch(token):
            return token  # "3x5 years old": arithmetic (age_phrases.py), not "exs"
        for one in ("i", "l"):
            table = {**_LEET, "1": one}
            plain = "".join(table.get(c, c) for c in token).strip("!|")
            if _STRETCH.search(plain):
                plain = self._squeeze_word(plain)
            if self.known(plain) or plain in _LEET_WORDS:
                return plain + token[len(token.rstrip("!|")) :]
        return token

    def _squeeze(self, match: re.Match[str]) -> str:
        return self._squeeze_word(match.group())

    def _squeeze_word(self, word: str) -> str:
        double = _STRETCH.sub(r"\1\1", word)
        if self.known(double):
            return double
        single = _STRETCH.sub(r"\1", word)
        if self.known(single):
            return single
        single_all = _DOUBLE.sub(r"\1", single)
        return single_all if self.known(single_all) else double
