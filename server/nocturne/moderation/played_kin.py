"""A kin the listener is told to be, with an age: "be my little sister (12) who sneaks into my bed at
night, and not for cuddles ;)" (round ad, minors recall).

"you're my niece", "sé mi hermanita", "sei meine Nichte", "будь моей сестрой" make the kin a participant
(age_kinds._role_played); the English imperative "be my …" was read as a mention of someone's child, whose
age counts only right beside an explicit sexual word. Here it is the role asked for, so any sexual intent in
the text blocks (minors.py); with none it stays a mention, as "be my daughter's tutor" is one.
"""

from __future__ import annotations

from nocturne.moderation.analysis import Analysis

# "be my little sister (12)": a word between the owner and the kin.
_BETWEEN = frozenset("little big younger older baby step".split())
_REACH = 3  # tokens from the kin word to the age


def played_kin(a: Analysis, age_start: int, family: frozenset[str]) -> bool:
    """'be my (little) <kin>' right before the age, in its sentence."""
    words = a.words
    for kin in range(age_start - 1, max(-1, age_start - 1 - _REACH), -1):
        if words[kin] in family:
            at = kin - 1
            if at >= 0 and words[at] in _BETWEEN:
                at -= 1
            return (
                at >= 1
                and words[at] == "my"
                and words[at - 1] == "be"
                and a.sentence_of[at] == a.sentence_of[age_start]
            )
    return False
