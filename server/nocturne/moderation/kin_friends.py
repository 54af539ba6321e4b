"""A sibling's friend is the one in the scene (issue 9, round aiminors).

"ela é amiga da minha irmã, tem 13 anos e vai dormir aqui", "my little sister's friend from middle
school … sleeping over", "es la amiguita de mi hermana, va en sexto de primaria": the age reader gives
the sister the age (a child in an adult's life, which needs a sexual word right beside it) and the
grade is read as the sister's; but the friend is who sneaks into the room. A sibling's friend with a
minor age or a school year (not a university's) in that sentence or the next, or a little sibling's
friend sleeping over, is a minor participant. An adult age there ("a friend of my sister from college,
she's 24") is the friend's, and nothing fires.
"""

from __future__ import annotations

from nocturne.moderation.analysis import Analysis
from nocturne.moderation.grades import university_year
from nocturne.moderation.word_places import places

_SIBLINGS = frozenset(
    "sister sisters sis brother brothers bro hermana hermanas hermanita hermano hermanos hermanito irma "
    "irmas irmazinha irmao irmaos irmaozinho schwester bruder soeur frere сестра сестры сестрёнки "
    "сестренки брата брат imouto otouto ane ani".split()
)
_FRIENDS = frozenset(
    "friend friends bff amiga amigas amiguita amiguitas amigo amigos amiguito freundin freundinnen freund "
    "amie amies ami copine copain подруга подружка друг tomodachi".split()
)
# "little sister", "hermanita", "kleine Schwester", "petite soeur", "младшей сестры".
_LITTLE = frozenset(
    "little younger baby kleine kleinen jungere petite petit младшая младшей младшего".split()
)
_LITTLE_KIN = frozenset("hermanita hermanito irmazinha irmaozinho сестрёнки сестренки".split())
_SLEEPOVER = frozenset(
    "sleepover sleeping slumber pijamada pyjama pijama dormir duerme dorme ubernachtet ubernachten "
    "ночует ночевать ночёвка ночевка otomari".split()
)
_REACH = 4  # "amiga da minha irmã", "friend of my little sister", "sister's friend"
_ADULT = 18


def kin_friend_minor(a: Analysis) -> str | None:
    """The minor age or school year of a sibling's friend, or None."""
    words = a.words
    if _FRIENDS.isdisjoint(words) or _SIBLINGS.isdisjoint(words):
        return None
    for i in places(words, _FRIENDS):
        near = words[max(0, i - _REACH) : i + _REACH + 1]
        kin = [w for w in near if w in _SIBLINGS]
        if not kin:
            continue
        found = _youth_after(a, a.sentence_bounds(a.sentence_of[i])[0])
        if found is not None:
            return found
        little = not _LITTLE.isdisjoint(near) or not _LITTLE_KIN.isdisjoint(near)
        first = a.sentence_bounds(a.sentence_of[i])[0]
        if little and not _SLEEPOVER.isdisjoint(_window(a, i)) and not _adult_in(a, first):
            return " ".join(near)
    return None


def _window(a: Analysis, start: int) -> list[str]:
    """The words from `start` to the end of the next sentence."""
    stop = a.sentence_bounds(min(a.sentence_of[start] + 1, a.sentence_of[-1]))[1]
    return a.words[start:stop]


def _adult_in(a: Analysis, start: int) -> bool:
    stop = start + len(_window(a, start))
    return any(start <= g.start < stop and g.value >= _ADULT for g in a.ages)


def _youth_after(a: Analysis, start: int) -> str | None:
    """A minor age (not a past one: "when she was like 10") or a school year in the friend's sentence or
    the next, with no adult age there ("Jonah, 45, her older brother's best friend")."""
    stop = start + len(_window(a, start))
    if _adult_in(a, start):
        return None
    for age in a.ages:
        if (
            start <= age.start < stop
            and 0 < age.value < _ADULT
            and age.kind != "past"
            and not a.negated(age.start)
        ):
            return " ".join(a.words[age.start : age.end])
    for hit in a.of("school"):
        if start <= hit.start < stop and not a.negated(hit.start, hit.end) and not university_year(a, hit):
            return " ".join(a.words[hit.start : hit.end])
    return None
