"""An adult decade as an age (issue 9, session 14): "both adults in our 20s", "both 30s adults", "she's
in her thirties", "todos tienen veintitantos", "tous les deux la trentaine", "beide Mitte 30", "ambos na
casa dos 30", "обоим за тридцать", "всем за 25", "futari tomo 30dai"; and a group's bound with a plus ("all characters 20+", "todos 25+").

A decade says the people it is given to are adults as plainly as a number does, so it is read as a
present age (lexicon key adult_decade) at the decade's lower bound. A bare "20s" counts only after an
owner or a modifier ("in her 20s", "mid 30s", "both 30s adults"), not as an era ("the 20s") or a
count. Russian "за N" (over N) counts after a dative owner ("всем за 25", "ей за 30"), not as a price.
The decade's owner being plural ("our", "their", "both", "всем") says it is everyone's (`plural`).
"""

from __future__ import annotations

from nocturne.moderation.ages import Age
from nocturne.moderation.lexicon import Hit

_KEY = "adult_decade"
# Before a bare "20s": who it belongs to or where in it ("in her 20s", "mid 30s", "both 30s adults").
_OWNERS = frozenset("her his their our my your its mid late early both all were are shes hes im".split())
_PLURAL = frozenset(
    """our their both all were are we they todos todas somos tous toutes deux nous beide alle wir sind
    ambos ambas dois duas мы оба обе всем обоим обеим им нам вам futari minna""".split()
)
# The decade's number from its spelling: a stem in any of the languages, or its digits.
_STEMS = (
    ("twent veint vingt vint zwanzig двадцат nijuu niju", 20),
    ("thirt trein trent trint dreissig тридцат sanjuu sanju", 30),
    ("fort cuar quar vierzig сорок yonjuu yonju", 40),
    ("fift cincuen cinquant funfzig", 50),
)
_RU_OVER = "за"
_RU_OWNERS = frozenset("всем обоим обеим им ей ему нам мне тебе вам".split())


def _value(entry: str) -> int:
    digits = "".join(c for c in entry if c.isdigit())[:2]
    if digits:
        return int(digits)
    for stems, value in _STEMS:
        if any(s in entry for s in stems.split()):
            return value
    return 20


def decade_ages(words: list[str], hits: list[Hit]) -> list[Age]:
    """The adult decades stated in the reading, as present ages (module docstring)."""
    found = []
    for hit in hits:
        if hit.key != _KEY:
            continue
        if hit.end - hit.start == 1 and words[hit.start][:1].isdigit() and words[hit.start].endswith("s"):
            if hit.start == 0 or words[hit.start - 1] not in _OWNERS:
                continue  # "the 20s", "20s and 30s of the century"
        found.append(Age(_value(hit.entry), "present", hit.start, hit.end))
    if _RU_OVER in words:
        for i, w in enumerate(words[:-1]):
            if w == _RU_OVER and i > 0 and words[i - 1] in _RU_OWNERS and words[i + 1].isdigit():
                value = int(words[i + 1])
                if 18 <= value < 100:
                    found.append(Age(value, "present", i, i + 2))
    return found


def plural(words: list[str], age: Age) -> bool:
    """The decade is everyone's: a plural owner just before it ("in our 20s", "todos tienen veintitantos",
    "всем за 25"). A bare number is no decade ("all characters 18+", "we're both 25" say less)."""
    if age.end - age.start == 1 and words[age.start].isdigit():
        return False
    return not _PLURAL.isdisjoint(words[max(0, age.start - 4) : age.start])


# Who a bound with a plus is given to: "all characters 20+", "everyone 25+", "todos 25+", "alle 21+".
_GROUP = frozenset(
    """all everyone everybody characters cast participants todos todas personajes alle figuren tous toutes
    personnages todo mundo personagens все всем персонажи minna""".split()
)
_GROUP_REACH = 3  # words from the group word to the number


def group_plus_ages(text: str, spans: list[tuple[int, int]], words: list[str]) -> list[Age]:
    """'all characters 20+', 'everyone 25+': a group's adult bound, as a present age of everyone."""
    found = []
    for i, w in enumerate(words):
        if not w.isdigit() or text[spans[i][1] : spans[i][1] + 1] != "+":
            continue
        if 18 <= int(w) < 100 and not _GROUP.isdisjoint(words[max(0, i - _GROUP_REACH) : i]):
            found.append(Age(int(w), "present", i, i + 1))
    return found
