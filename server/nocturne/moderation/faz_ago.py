"""Portuguese "faz N anos" after a past event is "N years ago", not "turns N" (issue 9, session 14,
language parity): "ela casou faz 10 anos", "ela fez 18 faz dez anos", "faz dez anos que ela fez 18".

"Faz" is an age subject ("ela faz 15 anos amanhã": she turns 15), so the ten of "casou faz 10 anos"
was read as her age, where the English "married 10 years ago" and the Portuguese "há dez anos" pass.
The span is time elapsed when the unit is bare ("anos", not "anos de idade") and either a "que" follows
it ("faz dez anos que …") or the word before "faz" is a past verb (a Portuguese preterite ending in
-ou, -eu or -iu: "casou", "conheceu", "partiu"; its object may stand between: "tirou a carteira faz dez
anos") or a number ("fez 18 faz dez anos"). "Ana faz 15 anos" and "ela faz 15 anos amanhã" stay ages, as
does "faz 15 anos que ela nasceu" (born 15 years ago).
"""

from __future__ import annotations

_PAST_ENDINGS = ("ou", "eu", "iu")
# A clause begins: the verb before it is not the one "faz" dates.
_CLAUSE_WORDS = frozenset("e que mas ela ele quem onde quando".split())
_NOT_VERBS = frozenset("eu meu seu teu deu ceu".split())  # "eu faz" is no preterite; "deu" alone is rare


def faz_ago(words: list[str], index: int, unit_end: int) -> bool:
    """The number at `index`, its bare unit ending at `unit_end`, is "faz N anos": N years ago."""
    if index < 1 or words[index - 1] != "faz" or unit_end - index != 2:
        return False
    if unit_end < len(words) and words[unit_end] == "que":
        # "faz dez anos que ela fez 18"; not "faz 15 anos que ela nasceu" (born then, so 15 now), nor
        # "só faz 18 ano que vem" (turns 18 next year)
        after = words[unit_end + 1 : unit_end + 5]
        return after[:1] not in (["vem"], ["entra"]) and not any(w.startswith("nasc") for w in after)
    if index < 2:
        return False
    before = words[index - 2]
    if before.isdigit():
        return True  # "fez 18 faz dez anos"
    # the past verb right before "faz", or before its object ("tirou a carteira faz dez anos")
    for at in range(index - 2, max(index - 7, -1), -1):
        word = words[at]
        if len(word) > 3 and word.endswith(_PAST_ENDINGS) and word not in _NOT_VERBS:
            return True
        if word in _CLAUSE_WORDS:
            return False  # "… e ela faz 10 anos hoje": a new clause, her age
    return False
