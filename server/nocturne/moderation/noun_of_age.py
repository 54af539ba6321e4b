"""A person word given a child's age with "of" and no unit, near sex (issue 9, minors recall).

"It's the innkeeper's daughter with the stew — a skinny thing of twelve with ink-stained fingers. {{char}}
pulls her down onto the bed. (OOC: … fully sexual between them, explicit)": "a thing of twelve", "a girl
of thirteen", "a lass of fourteen" state an age the way a story does, without "years", so the age reader
(which needs a unit or a subject) does not see it. The same in the other languages: "ein Mädchen von
zwölf", "una chica de doce", "uma garota de doze", "une fille de douze"; a teen word too ("a teen of
fifteen", "une ado de quinze", "una adolescente de catorce"). Words for a group ("a party of twelve",
"a family of five") are no person; a past ("when she was a girl of twelve") is backstory, and a
text that states an adult age leaves the age reader to say who is who. It counts only with an explicit
sexual word in the same or one of the next two sentences, or an offer to take her to a room and
"have some fun with her" there (taken_aside.py).
"""

from __future__ import annotations

from nocturne.moderation.age_phrases import ADULT_AGE
from nocturne.moderation.analysis import Analysis
from nocturne.moderation.taken_aside import taken_aside

_OF = frozenset("of von de da do".split())
# Words for one young person that take "of" and an age; no group words ("party", "family", "team").
_PERSONS = frozenset(
    """girl boy thing lass lad lassie laddie child kid maid maiden wench youth slip waif urchin creature
    teen teenager adolescent
    madchen junge ding kind bursche gore gor teenie jugendliche jugendlicher
    chica chico cosa nina nino cria chiquilla chiquillo muchacha muchacho adolescente chavala chaval
    garota garoto menina menino coisa mocinha guria guri
    fille garcon gamine gamin chose gosse petite ado""".split()
)
# "when she was a girl of twelve", "als sie ein Mädchen von zwölf war": the past, told as backstory.
_PAST = frozenset("was were as when back war als era cuando quando etait quand".split())
_SENTENCES = 2


def noun_of_age(a: Analysis, numbers: dict[str, int]) -> str | None:
    """'thing of twelve' when a person word, "of", a child's age and an explicit sexual word close after
    it (module docstring), else None."""
    words = a.words
    if not (_OF.intersection(words) and _PERSONS.intersection(words)):
        return None
    if any(g.value >= ADULT_AGE and g.kind == "present" for g in a.ages):
        return None
    measures = {h.start for h in a.of("units")}  # "a girl of 12 minutes", "a thing of ten pounds"
    for i in range(1, len(words) - 1):
        if words[i] not in _OF or words[i - 1] not in _PERSONS:
            continue
        number = words[i + 1]
        value = int(number) if number.isdigit() and len(number) <= 2 else numbers.get(number, 0)
        if not 0 < value < ADULT_AGE or i + 2 in measures:
            continue
        if a.negated(i - 1) or _PAST.intersection(words[max(0, i - 5) : i - 1]):
            continue
        sentence = a.sentence_of[i]
        if any(
            0 <= a.sentence_of[h.start] - sentence <= _SENTENCES and not a.negated(h.start)
            for h in a.of("sexual")
        ) or taken_aside(a, sentence, _SENTENCES):  # "Take her upstairs … fun with her" (taken_aside.py)
            return " ".join(words[i - 1 : i + 2])
    return None
