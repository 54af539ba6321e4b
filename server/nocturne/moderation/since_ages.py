"""An age something started at, not how old someone is (issue 9, session 14, mentioned children).

"grew up on the docks from about age ten", "since around age 12", "vive en la calle desde los diez años",
"depuis l'âge de dix ans", "desde os dez anos", "seit dem Alter von zehn Jahren", "с десяти лет", "qui
tenait l'étal depuis qu'elle avait onze ans", "since she was eleven", "desde que tenía once años": the
number after "since"/"from" (a few fillers between: "about", "age", "the age of", articles, or a past
clause's pronoun and verb) is when
something began, a backstory age (AgeReader._kind reads it as past). A past age still blocks beside a
sexual word in its sentence group (minors.py); "she's 10 since yesterday" has no such lead and stays
present, and a range ("kids from 10 to 14", "de 10 a 14 años") is a group's ages, not a start."""

from __future__ import annotations

_SINCE = frozenset("since from desde depuis seit с".split())
# Between "since" and the number: "about age", "the age of", "los", "l'âge de", "dem Alter von".
_FILLERS = frozenset(
    "about around roughly approximately age the of los las unos unas la edad de l age environ os as "
    "idade cerca uns umas dem alter von etwa ungefahr примерно около".split()
)
# "since she was eleven", "depuis qu'elle avait onze ans", "desde que tenía once años", "desde que ela
# tinha onze anos", "seit sie elf war": a clause of the past, its subject a pronoun (no present copula:
# "since she's 12, she can't drive" gives a reason, not a start).
_CLAUSE = frozenset(
    "she he i they we was were qu que elle il j avait avais avaient etais etait ella el yo tenia tenias era "
    "ele ela eu tinha tinhas sie er ich".split()
)
_REACH = 4
_TO = frozenset("to till until a hasta bis ate до".split())


def since_age(words: list[str], index: int) -> bool:
    """The number at `index` follows "since"/"from" and fillers only (module docstring)."""
    at = index - 1
    while at >= 0 and index - at <= _REACH and (words[at] in _FILLERS or words[at] in _CLAUSE):
        at -= 1
    if at < 0 or words[at] not in _SINCE:
        return False
    # "from 10 to 14 (years)": the number, maybe its unit, then "to" and another number
    return not any(w in _TO for w in words[index + 1 : index + 3])
