"""A word denied by the answer after it (issue 9, minors precision): "Minderjährig? Nein, sie ist 25",
"ageplay não, pfv. só quero um rp de casal", "¿Menor? No, tiene 25", "underage? nope, she's 30",
"Mineure ? Non, elle a 22 ans", "несовершеннолетняя? нет, ей 25".

The word is asked about ("?" between) or opens its sentence, and a bare denial follows it, closed by a
comma, a full stop or the text's end. "Loli? No problem, write it" goes on after the "no", and "she's
14 no, …" neither asks nor opens: neither is denied.

Nobody is it (round ag): "NOBODY in this story is a minor", "niemand in dieser Geschichte ist
minderjährig", "nadie en esta historia es menor de edad": a negative subject, a place or group, the
copula, then what nobody is (the three words after the copula). "Nobody knows she's 12" has no copula
after a place: it denies nothing.
"""

from __future__ import annotations

from nocturne.moderation.word_places import places

_DENIALS = frozenset("no nope nah nein non nao нет неа iie".split())


# "nobody", "no one"; the words a place or group between it and the copula may have; the copula.
_NOBODY = frozenset("nobody noone niemand nadie personne ninguem никто".split())
_PLACE = frozenset(
    """in here of this these the story rp roleplay chat us them characters cast at all en esta este historia
    rol aqui de los las dieser diesem geschichte hier im von uns dans cette histoire ici nesta neste desta
    historia aqui em na no""".split()
)
_COPULAS = frozenset("is s are ist sind es son est sont e sao".split())
_PLACE_REACH = 5
_OVER = frozenset("over older above past mas mayor uber alter plus mais старше".split())
_WHAT_NOBODY_IS = 3


def nobody_is(words: list[str], sentence_of: list[int]) -> set[int]:
    """The tokens after "nobody … is" (see the module)."""
    found: set[int] = set()
    wanted = set(_NOBODY.intersection(words))
    if "no" in words and "one" in words:
        wanted.add("no")
    for i in places(words, wanted):
        if words[i] == "no" and words[i + 1 : i + 2] != ["one"]:
            continue
        at = i + (2 if words[i] == "no" else 1)
        stop = min(at + _PLACE_REACH, len(words))
        while at < stop and words[at] in _PLACE and words[at] not in _COPULAS:
            at += 1
        if at + 1 < len(words) and words[at] in _COPULAS and sentence_of[at] == sentence_of[i]:
            if words[at + 1] in _OVER:
                continue  # "nobody here is over 15": everyone is 15 or under, a bound
            last = min(at + 1 + _WHAT_NOBODY_IS, len(words))
            found.update(j for j in range(at + 1, last) if sentence_of[j] == sentence_of[i])
    return found


def denied(text: str, spans: list[tuple[int, int]], words: list[str], sentence_of: list[int]) -> set[int]:
    """The tokens a bare denial right after them negates, and what nobody is (see the module)."""
    nobody = not _NOBODY.isdisjoint(words) or ("no" in words and "one" in words)
    found = nobody_is(words, sentence_of) if nobody else set()
    if _DENIALS.isdisjoint(words):
        return found
    # The denials' places first, in one comprehension: most words are none.
    for i in [i for i, w in enumerate(words) if w in _DENIALS and i >= 1]:
        closed = i + 1 == len(words) or any(c in text[spans[i][1] : spans[i + 1][0]] for c in ",.!")
        asked = "?" in text[spans[i - 1][1] : spans[i][0]]
        opens = i == 1 or sentence_of[i - 2] != sentence_of[i - 1]
        if closed and (asked or opens):
            found.add(i - 1)
    return found
