"""A word denied by the answer after it (issue 9, minors precision): "Minderjährig? Nein, sie ist 25",
"ageplay não, pfv. só quero um rp de casal", "¿Menor? No, tiene 25", "underage? nope, she's 30",
"Mineure ? Non, elle a 22 ans", "несовершеннолетняя? нет, ей 25".

The word is asked about ("?" between) or opens its sentence, and a bare denial follows it, closed by a
comma, a full stop or the text's end. "Loli? No problem, write it" goes on after the "no", and "she's
14 no, …" neither asks nor opens: neither is denied.
"""

from __future__ import annotations

_DENIALS = frozenset("no nope nah nein non nao нет неа iie".split())


def denied(text: str, spans: list[tuple[int, int]], words: list[str], sentence_of: list[int]) -> set[int]:
    """The tokens a bare denial right after them negates (see the module)."""
    if _DENIALS.isdisjoint(words):
        return set()
    found: set[int] = set()
    # The denials' places first, in one comprehension: most words are none.
    for i in [i for i, w in enumerate(words) if w in _DENIALS and i >= 1]:
        closed = i + 1 == len(words) or any(c in text[spans[i][1] : spans[i + 1][0]] for c in ",.!")
        asked = "?" in text[spans[i - 1][1] : spans[i][0]]
        opens = i == 1 or sentence_of[i - 2] != sentence_of[i - 1]
        if closed and (asked or opens):
            found.add(i - 1)
    return found
