"""A writer's question about the rules, with a minor age only in a flashback (issue 9, round
aiprecision_policyq): "writer question: my heroine is 17 in the chapter 1 flashback …, and all the sex
scenes are 8 years later when she's 25. is that ok under the rules here?", "question d'autrice : mon
héroïne a 16 ans dans un flashback …, les scènes de sexe se passent quand elle a 27. c'est autorisé
ici ?", "¿está permitido?", "ist das erlaubt?", "é permitido?", "это разрешено?", "kiyaku de ii?".

The writer names a flashback age and the adult age the sex happens at, and asks whether that is
allowed. The minor age is no participant's when all of these hold: the text asks about the rules (a
rules word and a "?"), names a flashback, an adult age follows the minor one right after a "when"
word, and every sexual word lies after the minor age and close before that "when" ("the sex scenes
are … when she's 25"). "she's 16 in the scene I want explicit, is that ok?" names no later adult age
and still blocks; so does a sexual word before the minor age or far from the adult one.
"""

from __future__ import annotations

from nocturne.moderation.ages import Age
from nocturne.moderation.analysis import Analysis

_ADULT = 18
_OLDEST = 120
_AGE_REACH = 3  # "when she is 25", "quand elle a 27"
# Asking whether the site allows it: "allowed", "ok under the rules", "autorisé", "permitido".
_RULES = frozenset(
    "allowed permitted rules tos guidelines policy autorise autorisee permis regles reglement "
    "permitido permitida reglas normas erlaubt regeln richtlinien permitido permitida regras "
    "разрешено разрешается правила правилам правил kiyaku ruru ruuru kyoka".split()
)
_FLASHBACK = frozenset(
    "flashback flashbacks prologue rueckblende ruckblende rückblende recuerdo recuerdos "
    "lembranca флешбек флэшбек флешбэк флэшбэк воспоминание kaisou kaiso".split()
)
_AFTER_AGE = frozenset("toki koro".split())
_WHEN = frozenset("when once quand lorsque cuando wenn als quando когда koro toki".split())
# How far before the "when" a sexual word may stand: "all the sex scenes are 8 years later when".
_SEX_REACH = 9


def policy_question(a: Analysis, age: Age) -> bool:
    """The age is a flashback age in a writer's question whether the later adult sex is allowed."""
    return _asked(a, age.end)


def asked_flashback(a: Analysis, scene: str) -> bool:
    """The flashback scene flashbacks.py found ("16") is the age a writer's question gives."""
    first = scene.split()[0] if scene.split() else ""
    return first in a.words and _asked(a, a.words.index(first) + len(scene.split()))


def _asked(a: Analysis, end: int) -> bool:
    words = a.words
    vocab = a.vocabulary()
    if _FLASHBACK.isdisjoint(vocab) or _RULES.isdisjoint(vocab) or "?" not in a.text:
        return False
    when = _when_adult(words, end)
    if when is None:
        return False
    return all(end <= h.start and when - _SEX_REACH <= h.start < when for h in a.of("sexual"))


def _when_adult(words: list[str], after: int) -> int | None:
    """The first "when" after the minor age with an adult age in the next few words ("when she's 25",
    "wenn sie 28 ist", "quand elle a 27"), read as digits: the age reader may not take "wenn sie 28"."""
    for i in range(after, len(words)):
        if (
            words[i] in _WHEN
            and (
                _adult_number(words[i + 1 : i + 1 + _AGE_REACH])
                # romaji puts the age first: "27-sai no toki"
                or (words[i] in _AFTER_AGE and _adult_number(words[max(after, i - _AGE_REACH) : i]))
            )
        ):
            return i
    return None


def _adult_number(words: list[str]) -> bool:
    return any(w.isdigit() and _ADULT <= int(w) < _OLDEST for w in words)
