"""A vague phrase set in quotes is an innuendo (round z, minors recall).

"she wants to 'learn something else' from him", "quer 'aprender outra coisa' com ele", "le pide
'clases particulares' 😏", "will 'Nachhilfe der anderen Art'", "veut des 'cours particuliers'", "хочет
'кое-что другое'", "'betsu no koto' o oshiete": the words alone say nothing (lexicon key `innuendo`:
something else, that way, private lessons … in seven languages), the quotes around them say they mean
more than they say. Such a quoted phrase counts as sexual intent (a sexual_weak hit, as "if you know what
I mean" does), so a student or a minor's age beside it blocks; said plainly ("she wants something else
for dinner", "private lessons in maths") it is nothing.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from nocturne.moderation.lexicon import Hit

_QUOTES = "'\"‘’“”«»„‚"
_OPEN = re.compile(rf"[{_QUOTES}]\s*$")
_CLOSE = re.compile(rf"\s*[{_QUOTES}]")
# A quoted title: "the game 'Play'", "the song is 'Massage'", "el juego 'Jugar'", "das Lied 'Spielen'".
_TITLES = frozenset(
    """game song book movie film show app series album track called named titled is juego cancion libro
    pelicula serie llamado llamada spiel lied buch titel heisst jeu chanson livre appele appelee jogo musica
    livro chamado chamada игра песня книга фильм называется""".split()
)
# After the quote, someone to do it with: the phrase stands alone.
_WITH = frozenset("with con mit avec com с to from von от do da dele dela del du".split())
# Naming or quoting: "calls her teddy 'something else'", "nennt das Zeltlager 'was anderes'", "chama o
# recreio de 'outra coisa'", "называет школу 'кое-что другое'": a name, not an innuendo.
_NAMING = frozenset(
    "calls call called calling names named llama llaman nennt nennen appelle appellent chama chamam называет "
    "называют yobu".split()
)
_REACH = 1  # a word before the phrase inside the same quotes ("'aprender outra coisa'")


def quoted_innuendo(
    text: str, spans: Sequence[tuple[int, int]], words: Sequence[str], phrases: Sequence[Hit]
) -> list[Hit]:
    """The innuendo phrases that a quote closes right after and opens at most one word before, as
    sexual_weak hits over the quoted words; not a title ("the game 'Play'", "her favourite song is
    'Massage'")."""
    found: list[Hit] = []
    for hit in phrases:
        if not _CLOSE.match(text, spans[hit.end - 1][1]):
            continue
        for start in range(hit.start, max(-1, hit.start - _REACH - 1), -1):
            opened = spans[start][0]
            if _OPEN.search(text, max(0, opened - 3), opened):
                if (
                    _TITLES.isdisjoint(words[max(0, start - 2) : start])
                    and _NAMING.isdisjoint(words[max(0, start - 4) : start])
                    and _alone(text, spans, words, hit)
                ):
                    found.append(Hit("sexual_weak", start, hit.end, hit.entry))
                break
    return found


def _alone(text: str, spans: Sequence[tuple[int, int]], words: Sequence[str], hit: Hit) -> bool:
    """The quoted phrase stands alone: "wants to 'play' with him", "'jugar' con él", "'asobitai'.",
    "asks for 'special lessons' 😏" — not "'play' minecraft", "'extra credit' in math" (what follows says
    what it is)."""
    if hit.end >= len(words):
        return True
    gap = text[spans[hit.end - 1][1] : spans[hit.end][0]]
    # "… 'play' with him", "… 'play', …", "… 'play' 😏 tonight": alone; "'play' minecraft": a game played
    return words[hit.end] in _WITH or any(c in gap for c in ".,!?;:…") or bool(gap.strip(" '\"‘’“”«»„‚"))
