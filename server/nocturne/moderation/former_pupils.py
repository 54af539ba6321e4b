"""A pupil word said to be what an adult used to be (issue 9, session 14, precision): "бывшая школьница,
теперь ей 27", "ex-schoolgirl, now 27, class reunion", "antigua colegiala, ahora tiene 30", "ehemalige
Schülerin, jetzt 27", "ancienne écolière de 28 ans", "ex-colegial, agora com 29", "moto joshikousei no
27-sai".

"Former" right before the word ("ex", "former", "бывшая", "antigua", "ehemalige", "ancienne", "antiga",
"moto") makes it a past: with an adult's age in the text and no minor's present age (minor_words.py)
the person is that adult. "schoolgirl, now 16" or "ex-schoolgirl" with no adult age keep theirs.
"""

from __future__ import annotations

from nocturne.moderation.lexicon import Hit

_FORMER = frozenset(
    "ex former onetime erstwhile бывшая бывший бывшие бывшую бывшеи antigua antiguo antiguas antiguos "
    "exalumna exalumno ehemalige ehemaliger ehemaligen einstige einstiger ancienne ancien anciennes anciens "
    "antiga antigo antigas antigos moto 元".split()
)
_ARTICLES = frozenset("a an the una un une eine ein la el le uma um".split())


# Between "former" and the class it names: "ancienne de ma classe de troisième", "a former classmate
# from 8th grade".
_CLASS_OF = frozenset(
    "de d of from in en du my ma mon our notre the la le classe class classmate classmates".split()
)
_CLASS_REACH = 5


def former(words: list[str], hit: Hit) -> bool:
    """The word at `hit` follows a "former" (an article may stand before the pair or between, or the
    class it was in: "ancienne de ma classe de troisième")."""
    at = hit.start - 1
    if at >= 0 and words[at] in _ARTICLES:
        at -= 1
    if at >= 0 and words[at] in _FORMER:
        return True
    back = hit.start - 1
    while back >= 0 and back >= hit.start - _CLASS_REACH and words[back] in _CLASS_OF:
        back -= 1
    return back >= 0 and back < hit.start - 1 and words[back] in _FORMER
