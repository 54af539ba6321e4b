"""Japanese words inside a run of one script (issue 9, point 1).

Japanese has no spaces, so the tokeniser (lexicon.TOKEN) reads a run of katakana, of hiragana or of
kanji as one word: "ロリキャラ" (a loli character), "でえっちな" (particle + "ecchi" + "na") and
"中学二年生" (middle school, second year) each hid the lexicon word inside them. The splitter puts
spaces around the lexicon's Japanese words of two characters or more found in such a run (longest
first, left to right), so the rules see "ロリ キャラ", "で えっち な", "中学 二年生".

Single characters stay inside their run: 馬 (horse) is also the first half of 馬鹿 (idiot). A
katakana word that goes on with the long-vowel mark is another word: ロリータ (Lolita fashion) is not
ロリ.
"""

from __future__ import annotations

import re
from collections.abc import Collection

# Kana and kanji runs (the tokeniser's Japanese classes, together: a word may mix them).
_RUN = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]{3,}")
_JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
# The long-vowel mark and small kana go on with the word before them.
_GOES_ON = frozenset("ーァィゥェォャュョッぁぃぅぇぉゃゅょっ")
_MIN_WORD = 2


class JapaneseSplitter:
    """Splits Japanese runs at the lexicon's Japanese words."""

    def __init__(self, vocabulary: Collection[str]) -> None:
        self.words = frozenset(
            w for w in vocabulary if len(w) >= _MIN_WORD and all(_JAPANESE.match(c) for c in w)
        )
        self.longest = max((len(w) for w in self.words), default=0)

    def split(self, text: str) -> str:
        """The text with spaces around every known Japanese word inside a longer run."""
        if not self.words or text.isascii() or not _JAPANESE.search(text):
            return text
        return _RUN.sub(self._split_run, text)

    def _split_run(self, match: re.Match[str]) -> str:
        run = match.group()
        if run in self.words:
            return run
        pieces: list[str] = []
        plain = start = 0
        while start < len(run):
            word = self._word_at(run, start)
            if word is None:
                start += 1
                continue
            if plain < start:
                pieces.append(run[plain:start])
            pieces.append(word)
            start = plain = start + len(word)
        if not pieces:
            return run
        if plain < len(run):
            pieces.append(run[plain:])
        return " " + " ".join(pieces) + " "

    def _word_at(self, run: str, start: int) -> str | None:
        """The longest known word that starts at `start` and ends where a word may end."""
        for length in range(min(self.longest, len(run) - start), _MIN_WORD - 1, -1):
            word = run[start : start + length]
            end = start + length
            if word in self.words and (end == len(run) or run[end] not in _GOES_ON):
                return word
        return None


# An age in kanji numerals ("十二歳", "十五才", "二十歳"): read as digits so the age rules see "12歳".
_KANJI_DIGITS = {"一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
_KANJI_AGE = re.compile(r"([一二三四五六七八九十]{1,3})(?=[歳才])")


def _kanji_number(numeral: str) -> str:
    """'十二' 12, '二十' 20, '九' 9: tens before 十, ones after it."""
    if "十" not in numeral:
        return str(_KANJI_DIGITS[numeral]) if len(numeral) == 1 else numeral
    tens, _, ones = numeral.partition("十")
    if len(tens) > 1 or len(ones) > 1 or "十" in ones:
        return numeral
    return str(_KANJI_DIGITS.get(tens, 1) * 10 + _KANJI_DIGITS.get(ones, 0))


def kanji_ages(text: str) -> str:
    """Every kanji-numeral age in the text as digits ("年齢：十二歳" as "年齢：12歳")."""
    return _KANJI_AGE.sub(lambda m: _kanji_number(m.group(1)), text)
