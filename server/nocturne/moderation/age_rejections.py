"""Numbers that are not ages although a frame may seem to say so (issue 9, point 2).

AgeReader._at (ages.py) asks `rejected` before it looks for a frame: a rating ("12/10"), a height, the
measure of a thing ("16-bit"), a term of study, a master's year, an everyday word ("once", "one") or a
number glued to a unit. It asks `not_someones` of a framed number: a thing's age ("a 12 year old
whiskey"), a difference ("10 years younger") or a span of time ("married 15 years").
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from nocturne.moderation.age_frames import SENTENCE_END
from nocturne.moderation.faz_ago import faz_ago
from nocturne.moderation.lexicon import Hit
from nocturne.moderation.no_age_numbers import career_years
from nocturne.moderation.time_skips import time_skip
from nocturne.moderation.year_spans import year_span

if TYPE_CHECKING:
    from nocturne.moderation.ages import AgeReader

# "ur a 12/10": a rating, not an age.
_RATING_AFTER = re.compile(r"^/\s*10\b")
_JOINED = re.compile(r"^[\s-]+\w")  # the next word follows with no punctuation between
_HEIGHT_AFTER = re.compile(r"^\s*(?:['’]\s*\d|ft\b|feet\b|foot\b)")
# A number hyphenated to a word names a measure of a thing ("16-bit", "35-mm", "4-door"); an age unit
# glued so ("14-year-old", "14-jährige") is read as an age before this, and "14-ish" stays an age.
_COMPOUND_AFTER = re.compile(r"^-(?!ish\b)[^\W\d_]")
# Number words that are also everyday words elsewhere ("once", "one", "elf"): an age only with a unit
# or a label ("once años", "Age: one"); and no bare number this small is someone's age.
_WORD_NEEDS_UNIT = frozenset("once one elf dos sept".split())
_TINY_AGE = 3
_OWN_LANGUAGE = {
    "once": frozenset("tiene tengo tienes tenia cumple cumplio cumplira".split()),
    "elf": frozenset("ist bin bist wird war".split()),
}
_COMPARED = frozenset(
    "younger older junger alter mladshe starshe младше старше ago later earlier plus moins menos mayor "
    "menor".split()
)
# "más"/"mais" is also "but" (Spanish without its accent, French): a comparison only before these words.
_MORE = frozenset("mas mais".split())
_MORE_THAN = frozenset("que do velha velho nova novo joven vieja viejo".split())
# "15 ans de plus", "15 anos a mais": a word between the unit and the comparison.
_COMPARED_JOINS = frozenset("de a".split())
# Terms of university study after a number: "7. Semester", "8º período", "2º cuatrimestre".
_STUDY_TERMS = frozenset(
    "semester semesters semestre semestres periodo trimester trimestre cuatrimestre quadrimestre term "
    "курс курса курсе семестр семестра семестре".split()
)
# The age group of a team ("under 12 soccer team", "unter 14 Mannschaft"): a team, not a person.
_TEAMS = frozenset(
    "team teams squad league side division soccer football hockey basketball baseball rugby club "
    "equipo equipe mannschaft manschaft fussball futbol futebol команда".split()
)
# Before "under" in a team's name: "an under 12 team", "the coach of under 14 football".
_TEAM_LEADS = frozenset("a an the of for our my his her their el la los del der die des le les du".split())
_TEAM_UNDER = frozenset("under unter sub moins".split())
# The team's members named: "one of the boys on his under 12 team" is then their age.
_MEMBERS = frozenset(
    "boy boys girl girls kid kids player players chico chicos chica chicas junge jungen madchen spieler "
    "garcon garcons fille filles joueur joueurs menino meninos menina meninas".split()
)
# "the youngest on the under-12 squad", "plays for an under 14 team": a member, of the team's age.
_MEMBERSHIP = frozenset("on in for joined joins made plays play en im dans no na в".split())


def _team_age_group(words: list[str], index: int, end: int, tail: str) -> bool:
    """An age group in a team's name ("the coach of an under 12 soccer team … one of the moms"), unless
    the text names the team's members or someone on it."""
    return (
        index >= 2
        and words[index - 1] in _TEAM_UNDER
        and words[index - 2] in _TEAM_LEADS
        and end < len(words)
        and words[end] in _TEAMS
        and _JOINED.match(tail) is not None
        and _MEMBERS.isdisjoint(words)
        and not (index >= 3 and words[index - 3] in _MEMBERSHIP)
    )


# "16 Jahre lang Soldat", "14 years straight", "5 лет подряд", "14 years sober" (blind-ci): how long,
# not how old; and "13 anos de casada" (years married), where "de" comes first ("12 años, casada" is an
# age and a marital status).
_LONG = frozenset(
    "lang lange long straight running подряд seguidos seguidas sober clean nuchtern trocken sobrio sobria".split()
)
_MARRIED = frozenset("casada casado casados".split())
# Lexicon keys tested around a number, as constants (a set written in the code is built at each call).
_LABEL_OR_SUBJECT = frozenset({"age_labels", "subjects"})
_LABEL_OR_BORN = frozenset({"age_labels", "born"})
# "in two years", "dans deux ans", "em dois anos": a time from now, not an age.
_IN_TIME = frozenset("in within en dans em".split())
_THERE = frozenset("there here".split())
# Participles that do state an age ("just turned 15 years", "aged 15 years").
_AGE_PARTICIPLES = frozenset("turned aged reached".split())


def rejected(
    words: list[str],
    index: int,
    end: int,
    lead: int,
    value: int,
    attached: str,
    before: set[str],
    after: set[str],
    tail: str,
    starts: dict[int, list[Hit]],
) -> bool:
    """The early rejections of AgeReader._at, in order: a number that is a rating, a height, a measure, a
    term of study, a master's year, an everyday word or too small, or a number glued to a unit."""
    if _RATING_AFTER.match(tail) or _HEIGHT_AFTER.match(tail):
        return True  # "ur a 12/10", "I'm 4'10 and 31"
    if value < 100 and _COMPOUND_AFTER.match(tail) and "age_units" not in after:
        return True  # "16-bit retro look", "a 35-mm lens", "a 12-string": the measure of a thing
    if end < len(words) and words[end] in _STUDY_TERMS:
        return True  # "im 7. Semester", "8º período", "3rd semester": a university term, not an age
    if _team_age_group(words, index, end, tail):
        return True  # "the coach of an under 12 soccer team": the team's age group, nobody's age
    if attached in ("f", "m") and value <= _TINY_AGE:
        return True  # "en M2 à la Sorbonne", "M1": a master's year, not a chat tag
    unit_or_label = "age_units" in after or bool(attached) or bool(before & _LABEL_OR_BORN)
    # "tiene once", "sie ist elf": the verb of the number word's own language makes it the age.
    own = lead > 0 and words[lead - 1] in _OWN_LANGUAGE.get(words[index], ())
    if not unit_or_label and ((words[index] in _WORD_NEEDS_UNIT and not own) or value <= _TINY_AGE):
        return True  # "I'm once again…", "she is one hot mess", "u r 1 in a million"
    glued = SENTENCE_END.match(tail) is None
    # "12 en vez de 20": a follower of two words ("en vez") is no unit ("en").
    follows = any(h.key == "followers" and h.end - h.start > 1 for h in starts.get(end, ()))
    if glued and "units" in after and "age_units" not in after and not follows:
        return True
    return False


def not_someones(
    reader: AgeReader,
    text: str,
    spans: list[tuple[int, int]],
    words: list[str],
    index: int,
    end: int,
    before: set[str],
    after: set[str],
    starts: dict[int, list[Hit]],
) -> bool:
    """A framed number that is a thing's age, a difference or a span of time, not someone's age."""
    if "age_units" in after and (
        reader._non_person(words, starts, end)
        or _compared(text, spans, words, starts, end)
        # "The house was 14 years old": a thing's age, like "the whiskey is 12".
        or (
            index >= 2
            and words[index - 1] in ("is", "was", "s")
            and reader._non_person(words, starts, index - 1, before=True)
        )
    ):
        return True
    if "age_units" in after:
        unit_end = max(h.end for h in starts.get(end, ()) if h.key == "age_units")
        following = [*words[unit_end : unit_end + 2], "", ""]  # the two words after the unit, if any
        if following[0] in _LONG or (following[0] == "de" and following[1] in _MARRIED):
            return True  # "Meine Frau war 14 Jahre lang Lehrerin": how long, not how old
        if career_years(words, unit_end):
            return True  # "12 anos de carreira": how long a career, not how old (no_age_numbers.py)
        if year_span(words, index, unit_end):
            return True  # "diez años sin una llamada", "pagode dos anos 90" (year_spans.py)
        if unit_end - end == 1 and time_skip(words, index, unit_end):
            return True  # "time skips backwards ten years", "zehn Jahre zurück" (time_skips.py)
        if unit_end - end == 1 and faz_ago(words, index, unit_end):
            return True  # "ela casou faz 10 anos": ten years ago (faz_ago.py)
    # "my partner of 3 years", "a friendship of 10 years": how long, not how old.
    of_duration = index > 1 and words[index - 1] == "of" and words[index - 2] in reader.duration_nouns
    if (
        not (before & _LABEL_OR_SUBJECT)
        and index > 0
        and (words[index - 1] in reader.durations or of_duration or _elapsed(reader, words, index))
    ):
        units = [h for h in starts.get(end, ()) if h.key == "age_units"]
        bare = bool(units) and all(h.end - h.start == 1 for h in units)
        if bare:
            return True  # "married 15 years", "for 12 years"
    return False


def _elapsed(reader: AgeReader, words: list[str], index: int) -> bool:
    """The word before "N years" (no "old") makes it a span of time: a preposition of time ("for the
    first time in two years"; not after an age: "18 in two years" is reckoned), or an English
    participle ("divorced three years", "lived 12 years in Lyon")."""
    word = words[index - 1]
    if word == "fait" and index >= 2 and words[index - 2] in ("ca", "cela"):
        return True  # "ça fait 15 ans qu'on est ensemble": it has been (not "elle fait 15 ans")
    if word in _THERE and index >= 2 and words[index - 2] != word:
        # "who's been there fifteen years", "worked here 12 years": the place, then how long.
        return words[index - 2] in reader.durations or _elapsed(reader, words, index - 1)
    if word in _IN_TIME:
        return index < 2 or reader.number(words[index - 2], False) is None
    return len(word) > 4 and word.endswith("ed") and word not in _AGE_PARTICIPLES


def _compared(
    text: str, spans: list[tuple[int, int]], words: list[str], starts: dict[int, list[Hit]], end: int
) -> bool:
    """'she looks 10 years younger', '5 years older than me': a difference, not an age."""
    unit_end = max(h.end for h in starts.get(end, ()) if h.key == "age_units")
    if unit_end + 1 < len(words) and words[unit_end] in _COMPARED_JOINS:
        if words[unit_end + 1] in _MORE:
            return True  # "15 anos a mais que ela"
        if words[unit_end + 1] in _COMPARED:
            unit_end += 1
    if unit_end + 1 < len(words) and words[unit_end] in _MORE and words[unit_end + 1] in _MORE_THAN:
        return not text[spans[unit_end - 1][1] : spans[unit_end][0]].strip()
    if (
        unit_end >= len(words)
        or words[unit_end] not in _COMPARED
        or words[unit_end + 1 : unit_end + 3] == ["ou", "moins"]  # "15 ans plus ou moins": about 15
        or words[unit_end : unit_end + 2] in (["menor", "de"], ["mayor", "de"])  # "14 años menor de edad"
    ):
        return False
    return not text[spans[unit_end - 1][1] : spans[unit_end][0]].strip()
