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
# Game words ('play', 'jugar', 'spielen' …) are innuendo only alone or "with" someone.
_GAMES = frozenset(
    """play playing fun jugar jugamos juguemos juego jueguito spielen spielchen jouer jouons jeu brincar
    brincadeira brincadeirinha поиграть поиграем играть игра asobu asobitai asobi asobou""".split()
    + ["play with", "petit jeu"]
)
_WITH = frozenset("with con mit avec com с to".split())
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
                if _TITLES.isdisjoint(words[max(0, start - 2) : start]) and _alone(text, spans, words, hit):
                    found.append(Hit("sexual_weak", start, hit.end, hit.entry))
                break
    return found


def _alone(text: str, spans: Sequence[tuple[int, int]], words: Sequence[str], hit: Hit) -> bool:
    """A quoted game word stands alone: "wants to 'play' with him", "'jugar' con él", "'asobitai'." —
    not "'play' minecraft", "'play' in the snow" (a game or a place after it says what is played)."""
    if hit.entry not in _GAMES or hit.end >= len(words):
        return True
    gap = text[spans[hit.end - 1][1] : spans[hit.end][0]]
    # "… 'play' with him", "… 'play', …", "… 'play' 😏 tonight": alone; "'play' minecraft": a game played
    return words[hit.end] in _WITH or any(c in gap for c in ".,!?;:…") or bool(gap.strip(" '\"‘’“”«»„‚"))
