"""A child of the user's in a sexual card is the card's role (issue 9, minors recall).

"Scenario: {{user}} is her 13-year-old nephew … NSFW", "First message: *Your stepdaughter Lily, only
nine, tiptoes into your room …* [NSFW bot: their secret is sexual]", "Szenario: {{user}} ist ihr
12-jähriger Neffe … NSFW": the family age is a mention elsewhere (ages.py, kind "family"), but a card
that names the child as the user or the user's own child casts that child in the scene it makes sexual.
The owner ("{{user}} is"; "your" only in a short card, as a long scene's family is its setting: "ton
neveu de six ans veut te montrer ses dinosaures … la nuit devient très chaude entre deux adultes") must
stand within a few words before the age in its sentence, the card must have an explicit sexual word, and the words right after the age must not send the child away
("your daughter (8) is at camp this week").
"""

from __future__ import annotations

from nocturne.moderation.analysis import Analysis

_YOUR = frozenset(
    "your tu tus dein deine deinen deinem deiner ton ta tes teu tua твой твоя твоего твоей".split()
)
_REACH = 5  # words between the owner and the age
_SHORT = 60  # "your nephew" casts the child only in a card this short: a long scene has a setting


def user_kin(a: Analysis, age_start: int) -> bool:
    """The user's child, or the user as a child, in a card's sentence (module docstring)."""
    sentence = a.sentence_of[age_start]
    if any(age_start < h.start <= age_start + _REACH for h in a.in_sentence("absent", sentence)):
        return False  # "your daughter (8) is at camp", not "… tiptoes in after mom falls asleep"
    owners = {"user"} | (_YOUR if len(a.words) <= _SHORT else set())
    return any(
        a.words[i] in owners and a.sentence_of[i] == sentence
        for i in range(max(0, age_start - _REACH), age_start)
    )
