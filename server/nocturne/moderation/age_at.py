"""'At the age of 13' said by a label phrase (issue 9, round parentsprecision): "a la edad de 13 años
me mudé a Monterrey… ahora tengo 30", "im Alter von 13 Jahren bin ich umgezogen", "na idade de 13
anos". The age reader reads "edad de 13" and "Alter von 13" as an age label (the age someone is);
with "at" before it ("a la", "im", "na", "com a") the phrase tells when something happened: a
backstory age, which still blocks beside a sexual word unless a later "now I'm 30" follows
(stories.py). Not when the phrase says what someone is now: "a la edad de 13 años que tiene ahora"
(a relative clause right after the number and its unit, with a "now" word) or "ella está a la edad de 13", "Mia ist im Alter von 13" (a
present copula before the phrase). English "at the age of" and Russian "в возрасте" are backstory frames in the lexicon.
"""

from __future__ import annotations

from nocturne.moderation.age_kinds import NOW

# The words right before the number, normalised: Spanish, German, Portuguese, French.
_AT_THE_AGE_OF = (
    ("a", "la", "edad", "de"),
    ("im", "alter", "von"),
    ("na", "idade", "de"),
    ("com", "a", "idade", "de"),
    ("a", "idade", "de"),
    ("a", "l", "age", "de"),
)
_LABEL_WORDS = frozenset({"edad", "alter", "idade", "age"})
# A present copula before the phrase: "she is at the age of", "está a la edad de", "ist im Alter von".
_IS = frozenset("is esta estan es son ist sind est sont e estao".split())
# A relative clause right after the number and its unit, with a "now" word, says the age is the present
# one: "13 años que tiene ahora", "13 Jahren, das sie jetzt hat", "13 that she is now".
_RELATIVE = frozenset("que das den die that which qu quil quelle".split())
_NOW_REACH = 4


def at_the_age_of(words: list[str], index: int) -> bool:
    """The number at index follows an "at the age of" phrase: a time in the past, not a present age."""
    if index < 3 or words[index - 2] not in _LABEL_WORDS:
        return False
    phrase = next((p for p in _AT_THE_AGE_OF if tuple(words[index - len(p) : index]) == p), None)
    if phrase is None:
        return False
    lead = index - len(phrase)
    if lead > 0 and words[lead - 1] in _IS:
        return False
    relative = words[index + 1 : index + 3]
    return not (
        _RELATIVE.intersection(relative) and not NOW.isdisjoint(words[index + 3 : index + 3 + _NOW_REACH])
    )
