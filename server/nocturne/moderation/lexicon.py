"""Moderation lexicons (issue 9, point 3): per-language data files merged into one token index.

Every language file in lexicons/ (and in the operator's MODERATION_LEXICON_DIR) has the same keys;
the lists of one key are merged across languages, so a Spanish minor term next to an English sexual
word still counts. Matching is token based: one pass over the words of a reading finds every entry
of every key, which keeps a 2,000-character message well under a millisecond.
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, NamedTuple

from nocturne.moderation.normalise import Normaliser, base_form

BUILTIN_DIR = Path(__file__).parent / "lexicons"
# Japanese has no spaces: a run of kanji, of katakana or of hiragana is a token of its own, so
# "小学生とセックス" reads as 小学生 / と / セックス (the hiragana particle splits the words).
TOKEN = re.compile(r"[^\W_\u3040-\u30ff\u3400-\u9fff]+|[\u3400-\u9fff]+|[\u30a0-\u30ff]+|[\u3040-\u309f]+")
_STEM_KEY = 4  # stems are indexed by their first four letters
# Animal and minor words this long are matched with one letter wrong ("labrodor", "undrage").
_FUZZY_LENGTH = 7
# Words one edit from a common word ("pooches"/"poaches", "mascota"/"mascots", "schuler"/"schulter",
# "crianca"/"crianza", "chugaku"/"chugoku"): exact only.
_NOT_FUZZY = frozenset(
    "pooches mascota mascotas rooster roosters menores escolar escolares infante infantil schuler colegial "
    "colegiales crianca criancas criatura rebenka meninas meninos mineurs morrita chugaku "
    "shogaku".split()  # "shigaku" (history studies, a private school) is one letter from "shogaku"
)
_FUZZY_KEYS = ("animal", "minor", "hard_minor")
_PLAN_CACHE = 200_000  # words whose look-up plan is remembered (bounded: texts can invent words)
_NOTHING: tuple[tuple[Any, ...], frozenset[str], tuple[Any, ...]] = ((), frozenset(), ())


class Hit(NamedTuple):
    """One lexicon entry found in a reading: its key, and its first and past-the-last token.

    A named tuple, not a frozen dataclass: a text makes one per lexicon word it holds (a hundred in a
    long message), and a tuple is built in C, several times faster than a frozen dataclass's __init__."""

    key: str
    start: int
    end: int
    entry: str


@dataclass(frozen=True, slots=True)
class _Entry:
    key: str
    words: tuple[str, ...]
    stems: tuple[bool, ...]  # per word: does it match any ending?
    text: str


# Words that chat spells short (Spanish and Portuguese "q", German "is", "nich", "jz", French "qd", "pr",
# "mtn"); a phrase with one
# also matches the short form ("sie is", "noch nich").
_CHAT_SPELLINGS = {
    "que": "q",
    "ist": "is",
    "nicht": "nich",
    "jetzt": "jz",
    "quand": "qd",
    "pour": "pr",
    "maintenant": "mtn",
}


class Lexicon:
    """All lists of all languages, indexed by first word; numbers kept as a word -> value map."""

    def __init__(self, lists: dict[str, list[str]], numbers: dict[str, int]) -> None:
        self.lists = lists
        self.numbers = numbers
        self._single: dict[str, list[_Entry]] = defaultdict(list)  # one exact word
        self._pairs: dict[tuple[str, str], list[_Entry]] = defaultdict(list)  # two exact first words
        self._exact: dict[str, list[_Entry]] = defaultdict(list)  # the rest, by exact first word
        self._stems: dict[str, list[_Entry]] = defaultdict(list)  # first word a stem
        vocabulary: set[str] = set()
        stems: set[str] = set()
        for key, entries in lists.items():
            for raw in entries:
                self._add(key, raw, vocabulary, stems)
        for word in numbers:
            vocabulary.update(TOKEN.findall(base_form(word)))
        self.normaliser = Normaliser(vocabulary, stems)
        # Long one-word animal names by their first two letters, minor words by their first (a typo in the
        # second letter: "рибенок"), for misspellings (_plan).
        self._fuzzy: dict[str, list[_Entry]] = defaultdict(list)
        for word, singles in self._single.items():
            if len(word) >= _FUZZY_LENGTH and word.isalpha() and word not in _NOT_FUZZY:
                for entry in singles:
                    if entry.key in _FUZZY_KEYS:
                        self._fuzzy[word[:2] if entry.key == "animal" else word[:1]].append(entry)
        # The second words of the pairs by their first, so a word that starts none of its pairs with the
        # next word is passed by a set test (most are: "the", "her" start many pairs).
        seconds: dict[str, set[str]] = defaultdict(set)
        for first, second in self._pairs:
            seconds[first].add(second)
        self._pair_seconds = {first: frozenset(words) for first, words in seconds.items()}
        self._plans: dict[str, tuple[tuple[_Entry, ...], frozenset[str], tuple[_Entry, ...]]] = {}
        # The remembered words whose plan is _NOTHING (most words): a set test skips them faster than a
        # dict look-up and an identity test would (speed: bench/moderation.py).
        self._nothing: set[str] = set()

    def _add(self, key: str, raw: str, vocabulary: set[str], stems: set[str]) -> None:
        words: list[str] = []
        flags: list[bool] = []
        for part in base_form(raw).split():
            stem = part.endswith("*")
            pieces = TOKEN.findall(part.removesuffix("*"))
            for position, piece in enumerate(pieces):
                words.append(piece)
                flags.append(stem and position == len(pieces) - 1 and len(piece) >= _STEM_KEY)
        if not words:
            return
        vocabulary.update(words)
        stems.update(w for w, f in zip(words, flags, strict=True) if f)
        self._index(_Entry(key, tuple(words), tuple(flags), raw))
        if len(words) > 1 and not _CHAT_SPELLINGS.keys().isdisjoint(words):
            # "ya sabes q hacer", "el año q viene": the phrase as chat spells it too
            short = tuple(_CHAT_SPELLINGS.get(w, w) for w in words)
            vocabulary.update(short)
            self._index(_Entry(key, short, tuple(flags), raw))

    def _index(self, entry: _Entry) -> None:
        words, flags = entry.words, entry.stems
        if flags[0]:
            self._stems[words[0][:_STEM_KEY]].append(entry)
        elif len(words) == 1:
            self._single[words[0]].append(entry)
        elif not flags[1]:
            self._pairs[(words[0], words[1])].append(entry)
        else:
            self._exact[words[0]].append(entry)

    def find(self, words: list[str]) -> list[Hit]:
        """Every entry found in the words, in order of its first token."""
        hits: list[Hit] = []
        count = len(words)
        pairs, plans, plan_of, nothing = self._pairs, self._plans, self._plan, self._nothing
        new_hit = tuple.__new__
        # Most words of a text have nothing to try: one comprehension passes over them, and the loop
        # below runs only at the others (and at words not planned yet).
        for index in [i for i, w in enumerate(words) if w not in nothing]:
            word = words[index]
            plan = plans.get(word)
            if plan is None:
                plan = plan_of(word)
            if plan is _NOTHING:
                continue
            singles, paired, others = plan
            for entry in singles:
                # What Hit(...) does, without the Python call of its generated __new__ (most hits are these)
                hits.append(new_hit(Hit, (entry.key, index, index + 1, entry.text)))
            if paired and index + 1 < count and words[index + 1] in paired:
                for entry in pairs[(word, words[index + 1])]:
                    end = self._match(words, index, entry, count)
                    if end:
                        hits.append(Hit(entry.key, index, end, entry.text))
            for entry in others:
                end = self._match(words, index, entry, count)
                if end:
                    hits.append(Hit(entry.key, index, end, entry.text))
        return hits

    def _plan(self, word: str) -> tuple[tuple[_Entry, ...], frozenset[str], tuple[_Entry, ...]]:
        """What to try at a word (single-word entries, pairs, the rest), memoised per word."""
        others = list(self._exact.get(word, ()))
        if len(word) >= _STEM_KEY:
            others += [e for e in self._stems.get(word[:_STEM_KEY], ()) if word.startswith(e.words[0])]
        plan = (tuple(self._single.get(word, ())), self._pair_seconds.get(word, frozenset()), tuple(others))
        if plan == _NOTHING:
            plan = _NOTHING
            if len(word) >= _FUZZY_LENGTH and word.isalpha():
                # A misspelled breed ("labrodor", "rotweiler") or minor word ("undrage", "рибенок"): one
                # edit from a long animal name or minor word (the first such name of each key).
                fuzzy: dict[str, _Entry] = {}
                # A minor word's possessive or plural is no misspelling ("children's" reads "childrens").
                inflected = word[:-1] in self.normaliser.vocabulary
                minors = () if inflected else self._fuzzy.get(word[:1], ())
                for e in (*self._fuzzy.get(word[:2], ()), *minors):
                    if (
                        e.key not in fuzzy
                        and abs(len(e.words[0]) - len(word)) <= 1
                        and one_edit(e.words[0], word)
                    ):
                        fuzzy[e.key] = _Entry(e.key, (word,), (False,), e.text)
                if fuzzy:
                    plan = (tuple(fuzzy.values()), frozenset(), ())
        if len(self._plans) < _PLAN_CACHE:
            self._plans[word] = plan
            if plan is _NOTHING:
                self._nothing.add(word)
        return plan

    @staticmethod
    def _match(words: list[str], at: int, entry: _Entry, count: int) -> int:
        parts = entry.words
        if at + len(parts) > count:
            return 0
        for offset, part in enumerate(parts):
            word = words[at + offset]
            if word != part and not (entry.stems[offset] and word.startswith(part)):
                return 0
        return at + len(parts)

    def words_of(self, key: str) -> frozenset[str]:
        """The entries of a key as normalised strings with single spaces (for set look-ups)."""
        return frozenset(
            " ".join(TOKEN.findall(base_form(e))) for e in self.lists.get(key, ()) if "*" not in e
        )


def _read(folder: Path, lists: dict[str, list[str]], numbers: dict[str, int]) -> None:
    for path in sorted(folder.glob("*.json")):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise ValueError(f"Moderation lexicon {path} could not be read: {exc}") from exc
        if not isinstance(data, dict):
            raise ValueError(f"Moderation lexicon {path} must be a JSON object of lists.")
        for key, value in data.items():
            if key == "numbers" and isinstance(value, dict):
                numbers.update({base_form(k): int(v) for k, v in value.items()})
            elif isinstance(value, list) and all(isinstance(v, str) for v in value):
                lists.setdefault(key, []).extend(value)
            else:
                raise ValueError(f"Moderation lexicon {path}: '{key}' must be a list of strings.")


@lru_cache(maxsize=4)
def load(extra_dir: str | None = None) -> Lexicon:
    """The built-in lexicons, extended by the operator's folder when one is configured."""
    lists: dict[str, list[str]] = {}
    numbers: dict[str, int] = {}
    _read(BUILTIN_DIR, lists, numbers)
    if extra_dir:
        folder = Path(extra_dir)
        if not folder.is_dir():
            raise ValueError(f"MODERATION_LEXICON_DIR={extra_dir} is not a folder.")
        _read(folder, lists, numbers)
    return Lexicon(lists, numbers)


def one_edit(a: str, b: str) -> bool:
    """True when b is a at most one insertion, deletion, substitution or swap away."""
    if a == b:
        return True
    if len(a) == len(b):
        diff = [i for i in range(len(a)) if a[i] != b[i]]
        return len(diff) == 1 or (
            len(diff) == 2
            and diff[1] == diff[0] + 1
            and a[diff[0]] == b[diff[1]]
            and a[diff[1]] == b[diff[0]]
        )
    short, long = (a, b) if len(a) < len(b) else (b, a)
    for i in range(len(long)):
        if long[:i] + long[i + 1 :] == short:
            return True
    return False
