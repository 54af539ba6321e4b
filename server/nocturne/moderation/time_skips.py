"""A time-skip moves the story by a number of years; that number is no one's age (round z, minors
precision).

"time skips backwards ten years, Emma is 28 again", "rewind ten years", "jump forward 10 years",
"Zeitsprung: zehn Jahre zurück", "retrocedemos diez años", "dix ans en arrière", "voltamos dez anos no
tempo", "на десять лет назад": the ten is how far the story moves, and the age it reaches is stated
apart ("Emma is 28 again", "Anna ist jetzt wieder 11"), where the age reader finds it as usual. Only a
bare unit counts ("ten years", not "ten years old"), so "she jumps back, 10 years old again" stays an age.
"""

from __future__ import annotations

# Right after the unit: "ten years back", "zehn Jahre zurück", "diez años atrás", "dez anos depois".
_AFTER = frozenset(
    """back backwards forward forwards ahead zuruck vorwarts spater fruher atras adelante despues
    arriere tard auparavant depois antes tras назад вперед вперёд спустя nazad vpered spustya""".split()
)
# Right before the number: "skips backwards ten years", "rewind ten years", "retrocedemos diez años".
_BEFORE = frozenset(
    """backwards back forward forwards ahead rewind rewinds rewound skip skips skipped jump jumps jumped
    zuruckspulen springen springt spult retrocedemos retrocede retroceder retrocedamos avanzamos adelantamos
    voltamos volta voltar avancamos remonte remontons recule reculons avance avancons
    перематываем перемотка отматываем переносимся peremotka""".split()
)
# "voltamos dez anos no tempo", "on remonte dix ans en arrière", "hace un salto de diez años en el tiempo".
_IN_TIME = (("no", "tempo"), ("en", "arriere"), ("en", "el", "tiempo"), ("in", "der", "zeit"), ("in", "time"))


def time_skip(words: list[str], index: int, unit_end: int) -> bool:
    """The number at `index`, its bare unit ending at `unit_end`, is how far a time-skip moves."""
    if unit_end < len(words) and words[unit_end] in _AFTER:
        return True
    if any(tuple(words[unit_end : unit_end + len(p)]) == p for p in _IN_TIME):
        return True
    return index > 0 and words[index - 1] in _BEFORE
