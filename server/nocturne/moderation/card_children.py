"""Children an adult's card lists (issue 9, point 2): "single dad to an 8-year-old, Lily, who's at her
mom's", "tem um filho de 9 anos", "Vater eines 9-jährigen Sohnes", "Die Kinder Konrad (10) und Luise (7)",
"Rowan (9) and Ivy (6): their children", "Дети Митя (8) и Соня (5)".

A card or lorebook that has given an adult's age and then names children with their ages on the same line,
beside a family word or after a parent word, lists someone's children: those ages are of kind "family",
a mention, not the character's age. They still block when the scene is theirs: a sexual word right beside
them, in their sentence, or the named child back in a sexual sentence (stories.StoryRules). The age reader
(ages.AgeReader.read) applies this after reading every age.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from nocturne.moderation.age_phrases import ADULT_AGE

if TYPE_CHECKING:
    from nocturne.moderation.ages import Age

# Child nouns the lexicon's "family" key lacks (it holds the words that need an owner: "son", "Kinder").
_CHILD_NOUNS = frozenset(
    "garcon gamin gamine sohnes sohns tochter jungen menino menina nino nina мальчик мальчика ребенка".split()
)
# A parent word before the child on its line: "single mom of two (Ellie, 7, …)", "dad to an 8-year-old".
_PARENTS = frozenset(
    "mother father mom mum dad parent madre padre mutter vater mere pere mae pai мать отец mama papa "
    "alleinerziehender alleinerziehende celibataire viuva viuda widow widower".split()
) | frozenset(
    # a carer's charge (round ag): "babá de uma menininha de 9 anos", "nanny to a 6-year-old"
    "nanny babysitter baba ninera kindermadchen babysitterin nounou nourrice няня гувернантка governess".split()
)
_AND = frozenset("and und y et e и i".split())
# Words beside an age that name no child ("year old", "and", "who").
_NOT_NAMES = frozenset("year years old and und who que qui anos ans jahre jahrigen let лет sai".split())
_UNIT_WORDS = frozenset("year years old jahre jahrige jahrigen anos ans лет".split())
_BEFORE = 3  # a family word this many words before the age ("filho de 9", "Kinder Konrad (10)")
_AFTER = 5  # or after, on the line ("Rowan (9) and Ivy (6): their children")
_PARENT_REACH = 8


def listed_children(
    text: str,
    spans: list[tuple[int, int]],
    words: list[str],
    ages: list[Age],
    family: frozenset[str],
    sentence_of: list[int],
    sexual: set[int],
    known: set[int],
) -> list[Age]:
    """The ages, with those of children an adult's card lists turned to kind "family". `sexual` holds
    the sentences with an explicit sexual word: a child named beside the age who comes back in one
    ("Scenario: Tom and Emma in bed, explicit") or a child word in one after the list keeps the age.
    `known` holds the tokens a lexicon word covers: no name ("only", "NPCs")."""
    if not may_list_children(ages):
        return ages
    first_adult = min(g.start for g in ages if g.value >= ADULT_AGE)
    in_sexual: dict[str, list[int]] = {}  # each word's places in a sexual sentence (read once)
    for i, w in enumerate(words):
        if sentence_of[i] in sexual:
            in_sexual.setdefault(w, []).append(i)
    children_acted = any(w in family or w in _CHILD_NOUNS for w in in_sexual)
    read: list[Age] = []
    for g in ages:
        if (
            _unclaimed_child_after(g, first_adult)
            and not children_acted
            and (
                _child_cue(text, spans, words, g.start, g.end, family)
                or (read and read[-1].kind == "family" and _next_in_list(words, read[-1], g))
            )
            and not _name_acts(words, g, known, sentence_of, in_sexual)
            and not _becomes(words, g.start)
            and not _body_of(words, g.start)
        ):
            g = replace(g, kind="family")
        read.append(g)
    return read


def may_list_children(ages: list[Age]) -> bool:
    """An adult's age, then an unclaimed child's present age: the ages listed_children may turn to
    "family". Most texts have none, and the caller then skips what listed_children needs built."""
    adult_starts = [g.start for g in ages if g.value >= ADULT_AGE]
    return bool(adult_starts) and any(_unclaimed_child_after(g, min(adult_starts)) for g in ages)


def _unclaimed_child_after(g: Age, first_adult: int) -> bool:
    return g.kind == "present" and 0 < g.value < ADULT_AGE and not g.claimed and g.start > first_adult


def _name_acts(
    words: list[str], age: Age, known: set[int], sentence_of: list[int], in_sexual: dict[str, list[int]]
) -> bool:
    """A name beside the age ("an 8-year-old, Lily", "Konrad (10)") back later in a sexual sentence."""
    after = next((i for i in range(age.end, min(age.end + 3, len(words))) if words[i] not in _NOT_NAMES), -1)
    near = [i for i in (age.start - 1, after) if i >= 0 and i not in known]
    names = {
        words[i] for i in near if len(words[i]) >= 3 and words[i].isalpha() and words[i] not in _CHILD_NOUNS
    }
    return any(
        j >= age.end and sentence_of[j] != sentence_of[age.start]
        for name in names
        for j in in_sexual.get(name, ())
    )


# "reborn as a 6-year-old girl", "turned into a 7 year old", "verwandelt in eine 8-Jährige", "renace
# como una niña de 6 años": the character's own new age, not a child the card lists.
_BECOMING = frozenset("as into als zu in como comme en em в".split())
_ARTICLES = frozenset("a an eine einer ein una un une uma um".split())


def _becomes(words: list[str], start: int) -> bool:
    """The age is what a character becomes: 'as' or 'into' (an article between) right before it."""
    at = start - 1
    if at >= 0 and words[at] in _ARTICLES:
        at -= 1
    return at >= 0 and words[at] in _BECOMING and at < start - 1


# "still has the body of a ten-year-old child", "el cuerpo de una niña de 10 años", "тело
# десятилетней": a body the character has, not a child the card lists.
_BODIES = frozenset("body bodies cuerpo korper corps corpo тело телом тела".split())


def _body_of(words: list[str], start: int) -> bool:
    return any(w in _BODIES for w in words[max(0, start - 5) : start])


def _next_in_list(words: list[str], before: Age, age: Age) -> bool:
    """'Konrad (10) und Luise (7)', 'Митя (8) и Соня (5)', 'a 6-year-old and a 9-year-old': the next
    child of the list, a name away (the first age's unit is no name)."""
    between = [w for w in words[before.end : age.start] if w not in _UNIT_WORDS]
    return 0 < len(between) <= 3 and any(w in _AND for w in between)


def _child_cue(
    text: str, spans: list[tuple[int, int]], words: list[str], start: int, end: int, family: frozenset[str]
) -> bool:
    # Only the words within reach are read, so the line is looked for no further (linear cost on a long
    # one-line text: one scan per age was quadratic).
    first, last = _line(text, spans, start, max(0, start - _PARENT_REACH), end + _AFTER)
    for at in range(max(first, start - _BEFORE), start):
        if (words[at] in family or words[at] in _CHILD_NOUNS) and not _anyone(words, at):
            return True
    for at in range(end, min(last, end + _AFTER)):
        if (words[at] in family or words[at] in _CHILD_NOUNS) and not _anyone(words, at):
            return True
    return any(w in _PARENTS for w in words[max(first, start - _PARENT_REACH) : start])


# "into a girl who is 15", "dating a boy, 16": a girl or boy with an indefinite article is anyone, not
# someone's child (unless a having or parent word owns it: "has a girl (9)", "mom of a boy, 6").
_ANYONE = frozenset(
    "girl boy girls boys teenager teen chica chico fille garcon madchen junge menina menino".split()
)
_HAVING = frozenset("has have had with of mom mother dad father tiene tengo tem tenho hat habe a ai".split())


def _anyone(words: list[str], at: int) -> bool:
    if words[at] not in _ANYONE or at == 0 or words[at - 1] not in _ARTICLES:
        return False
    return at < 2 or words[at - 2] not in _HAVING


def _line(text: str, spans: list[tuple[int, int]], index: int, low: int, high: int) -> tuple[int, int]:
    """The first token of the line holding `index` and the token after its last, looked for no lower
    than `low` and no higher than `high`."""
    first = index
    while first > low and "\n" not in text[spans[first - 1][1] : spans[first][0]]:
        first -= 1
    last = index + 1
    stop = min(len(spans), high)
    while last < stop and "\n" not in text[spans[last - 1][1] : spans[last][0]]:
        last += 1
    return first, last


# "Papa von einem der Kinder", "the dad of one of the kids", "la mère d'un des enfants": of a parent.
# Russian says "of" with the genitive: "мама двоих детей", "отец одного из детей".
_OF = frozenset("of von de d do da dos das del des der den одного одной двоих троих двух трех".split())
_PARENT_WORDS = _PARENTS | frozenset("мама папа".split())
_OF_REACH = 6


def child_of_parent(words: list[str], start: int) -> bool:
    """The child word at `start` is a parent's: a parent word, then 'of' within two words, in the few
    words before it ("the single dad of one of the kids"; not romaji "… no mama de seikaku mo kodomo")."""
    first = max(0, start - _OF_REACH)
    return any(
        words[i] in _PARENT_WORDS and any(w in _OF for w in words[i + 1 : min(i + 3, start)])
        for i in range(first, start)
    )
