"""A time to come between a subject and a bare age (issue 9, session 14): "ей через месяц 18", "ей в
следующем году 18", "sie ist nächsten Monat 18", "elle a le mois prochain 18 ans", "ella tiene el mes que
viene 18", "ela tem mês que vem 18", "she is next month 18" give the age the person reaches then, so she
is younger now. The phrase is skipped like a filler, so the subject before it frames the number
(age_frames.lead_of), and the soon phrase beside it (ages._soon) reads "18" as 17: a minor beside sex.
"ей через месяц 25" stays an adult; "через 15 минут" has no subject before it and frames nothing."""

from __future__ import annotations

# The phrases, as normalised tokens; keyed by their last word so a number whose previous word ends no
# phrase costs one set lookup.
_PHRASES: tuple[tuple[str, ...], ...] = tuple(
    tuple(p.split())
    for p in (
        "через месяц",
        "через неделю",
        "через пару недель",
        "через пару месяцев",
        "через полгода",
        "в следующем месяце",
        "в следующем году",
        "next month",
        "next week",
        "next year",
        "in a month",
        "in a few weeks",
        "nachsten monat",
        "nachste woche",
        "nachstes jahr",
        "in einem monat",
        "le mois prochain",
        "la semaine prochaine",
        "l annee prochaine",
        "dans un mois",
        "el mes que viene",
        "el proximo mes",
        "el ano que viene",
        "la semana que viene",
        "en un mes",
        "mes que vem",
        "o mes que vem",
        "proximo mes",
        "ano que vem",
        "semana que vem",
        "daqui a um mes",
        "raigetsu",
        "rainen",
    )
)
_LAST = frozenset(p[-1] for p in _PHRASES)


def soon_frame_start(words: list[str], lead: int) -> int:
    """The index where a time-to-come phrase that ends just before `lead` begins, or `lead` when none
    does."""
    if lead == 0 or words[lead - 1] not in _LAST:
        return lead
    for phrase in sorted(_PHRASES, key=len, reverse=True):
        start = lead - len(phrase)
        if start >= 0 and tuple(words[start:lead]) == phrase:
            return start
    return lead
