"""Adults who work where children are (rules.py, issue 9): "a kindergarten teacher", "Lehrerin an einer
Grundschule", "the middle school where she taught", "ela dá aula pro 8º ano": a minor or school word
names the adult's workplace, not a participant — unless the adult's job word is paired with a pupil
("a teacher and his 8th grade student") or a sexual act falls between the adult and the children. A pupil
word before a grade ("alumna de sexto de primaria") names the pupil. StaffRules is a part of
persons.PersonRules; apart because it decides who works with children, not who a minor word names.
"""

from __future__ import annotations

import re

from nocturne.moderation.analysis import Analysis
from nocturne.moderation.lexicon import Hit
from nocturne.moderation.staff_pairs import joined_to_staff, next_sentence
from nocturne.moderation.stories import BACK_PRONOUNS, hits_between

_OF_JA = frozenset({"no", "の"})
_ROMAJI_STAFF_REACH = 4  # "shougaku 4nensei no tannin kyoushi": past the grade and "no"

# "the school where she taught": an adult who works at a school (Rules._staff).
_WHERE = frozenset("where donde ou wo onde где".split())
_WORKS_THERE = frozenset(
    "taught teaches teach teaching works worked work working trabaja trabajaba ensena ensenaba "
    "enseigne enseignait travaille travaillait unterrichtet unterrichtete arbeitet arbeitete "
    "ensina ensinava trabalha trabalhava преподает преподавала работает работала".split()
)
# "ela dá aula pro 8º ano", "da clases a 2º de ESO", "fait cours aux 4e", "gibt Unterricht in der 8.":
# the verb and noun of teaching a grade, which one word of the "staff" list cannot name.
_GIVES_CLASSES = frozenset(
    tuple(pair.split())
    for pair in (
        "dava aula",
        "dou aula",
        "dando aula",
        "da clases",
        "da clase",
        "daba clases",
        "doy clases",
        "dando clases",
        "fait cours",
        "donne cours",
        "des cours",
        "gibt unterricht",
        "gab unterricht",
        "ведет уроки",
        "ведет урок",
        "вела уроки",
    )
)
# Portuguese "da aula" is also "of the class" ("saiu da aula do 8º ano"): the teaching verb "dá"
# only before whom it teaches ("dá aula pro/para o/no 8º ano").
_TO_CLASS = frozenset("pro pra para pros pras no na nos nas ao aos a em".split())


def _gives_classes(a: Analysis, i: int) -> bool:
    if i == 0:
        return False
    pair = (a.words[i - 1], a.words[i])
    if pair in (("da", "aula"), ("da", "aulas")):
        return a.words[i + 1 : i + 2] != [] and a.words[i + 1] in _TO_CLASS
    return pair in _GIVES_CLASSES


# "она ведёт шестой класс" (she teaches the sixth grade): "ведёт" right before the grade; not "ведёт
# себя как ребёнок" (behaves like a child).
_LEADS = frozenset("ведет вела ведут".split())


def _leads_class(a: Analysis, i: int, hit: Hit) -> bool:
    return i == hit.start - 1 and a.words[i] in _LEADS


def _words_before(a: Analysis, at: int, count: int) -> list[int]:
    """The `count` words before `at`, not counting words inside brackets ("(35 und 38)")."""
    found: list[int] = []
    j = at - 1
    while j >= 0 and len(found) < count and j >= at - 12:
        after = a.text[a.spans[j][1] : a.spans[at][0]]
        close, open_ = after.find(")"), after.find("(")
        if close == -1 or (open_ != -1 and open_ < close):
            found.append(j)  # not inside a bracket that closes before `at`
        j -= 1
    return found


class StaffRules:
    """The word sets (lexicon keys staff, family, family_owners, not_minor_after) come from the lexicon."""

    staff: frozenset[str]
    family: frozenset[str]
    owners: frozenset[str]
    not_minor_after: frozenset[str]

    def _staff(self, a: Analysis, hit: Hit) -> bool:
        """'a kindergarten teacher', 'Lehrerin an einer Grundschule': an adult who works there."""
        if (
            a.words[hit.end - 1] in ("minor", "minors", "menor", "menores")
            and a.words[hit.end : hit.end + 1]
            and (a.words[hit.end] in self.not_minor_after)
        ):
            return True  # "a minor issue", "minor characters"
        # "zwei Lehrer (35 und 38) auf Klassenfahrt": words in brackets do not count as distance.
        before = [
            i
            for i in _words_before(a, hit.start, 4)
            if (a.words[i] in self.staff or _gives_classes(a, i) or _leads_class(a, i, hit))
            and not _sexual_crime(a, i)
            and not (a.words[i] in _ALUMNI and a.words[i + 1 : i + 2] == ["de"])
        ]
        before.sort()
        # "teacher x 5th grade student": the ship's "x" pairs the adult with the child, no workplace.
        paired = bool(before) and any(w in _SHIP for w in a.words[before[-1] + 1 : hit.start])
        # "a teacher and his 8th grade student", "sensei, {{user}} wa chuugaku ninensei no seito": the
        # grade names a pupil paired with the adult, not the adult's workplace.
        paired = paired or (bool(before) and _pupil_paired(a.words, before[-1], hit))
        # "entre el entrenador y una niña": the adult and the child, two people (staff_pairs.py)
        paired = paired or (bool(before) and joined_to_staff(a.words, before[-1], hit))
        # "I'm the nurse, you're a 10th grader": the grade is said of someone else than the adult
        paired = paired or (bool(before) and not _IDENTITY.isdisjoint(a.words[before[-1] + 1 : hit.start]))
        if before and not paired and not self._staff_acts(a, before[-1], hit):
            return True
        # "a kindergarten teacher"; in romaji the grade's teacher after "no" ("shougaku 4nensei no tannin"),
        # in kana after "の" ("小学５年生の担任")
        reach = _ROMAJI_STAFF_REACH if a.romaji or "の" in a.words else 2
        after = [
            i
            for i in range(hit.end, min(hit.end + reach, len(a.words)))
            if a.words[i] in self.staff
            and (i < hit.end + 2 or a.words[i - 1] in _OF_JA)
            and not next_sentence(a, hit, i)  # "chuugaku ninensei. sensei to H suru" (staff_pairs.py)
        ]
        if after and "," not in a.text[a.spans[hit.end - 1][1] : a.spans[after[0]][0]]:
            # "a kindergarten teacher"; not "chuugakusei dakedo, sensei to ecchi", nor the teacher of a pupil
            # the text names: "her fifth grade teacher", "kindergarten teacher and her young student"
            return not _pupil_named(a.words, hit, after[0])
        # "the middle school where she taught", "la escuela donde trabaja": she works there.
        clause = a.words[hit.end : hit.end + 4]
        return (
            len(clause) >= 2
            and clause[0] in _WHERE
            and any(w in _WORKS_THERE for w in clause[1:])
            and not any(w in self.family or w in self.owners for w in clause[1:])
        )

    @staticmethod
    def _staff_acts(a: Analysis, staff: int, hit: Hit) -> bool:
        """'the coach fucks the kids', 'he coaches kids and fucks them': a sexual act between the adult's
        job word and the children, or right after them and going on with them by a pronoun, is done
        to the children (not "professora do 6º ano (32) e transa com o marido")."""
        return any(
            staff < h.start < hit.start
            or (
                hit.end <= h.start < hit.end + 3
                and any(w in BACK_PRONOUNS for w in a.words[h.end : h.end + 2])
            )
            for h in hits_between(a.of("sexual"), staff, hit.end + 3)
            if not a.negated(h.start) and a.sentence_of[h.start] == a.sentence_of[hit.start]
        )


_SHIP = frozenset("x ×".split())
# English "alumna" (a graduate, staff key) is Spanish for a pupil: "alumna de sexto de primaria".
_ALUMNI = frozenset("alumni alumna alumnus".split())
_PUPILS = frozenset(
    "student students pupil pupils seito alumna alumno alumnas alumnos schuler schulerin eleve eleves aluna "
    "aluno alunas alunos ученица ученик ученицу ученика ученицы".split()
)
_PAIRS = frozenset("and with y con und mit et avec e com и с to user char".split())


def _pupil_paired(words: list[str], staff: int, hit: Hit) -> bool:
    """A pupil word right after the grade, and a pairing word ("and", "with", "{{user}}") between the
    adult's job word and the grade."""
    return any(w in _PUPILS for w in words[hit.end : hit.end + 3]) and any(
        w in _PAIRS for w in words[staff + 1 : hit.start]
    )


# "He's her fifth grade teacher": whose teacher; "kindergarten teacher and her young student": the teacher's
# pupil, a few words on.
_WHOSE = frozenset("her his".split())
_PUPIL_OF = frozenset("her his their".split())
_PUPIL_REACH = 5


def _pupil_named(words: list[str], hit: Hit, staff: int) -> bool:
    """The grade's teacher is someone's ("her fifth grade teacher"), or the text names the teacher's pupil
    right after ("kindergarten teacher and her young student"): the grade is that pupil's."""
    if hit.start > 0 and words[hit.start - 1] in _WHOSE:
        return True
    after = words[staff + 1 : staff + 1 + _PUPIL_REACH]
    return any(w in _PUPILS and _PUPIL_OF.intersection(after[max(0, i - 2) : i]) for i, w in enumerate(after))


def _sexual_crime(a: Analysis, i: int) -> bool:
    """'the sexual abuse of a child' in a text that asks for the scene (plain_sentences.asks_for_the_crime
    left its words sexual): the crime done to the child, not "child abuse" services as a job."""
    return a.covered("crime_terms", i, i + 1) and any(
        not a.negated(h.start) for h in hits_between(a.of("sexual"), i - 1, i + 2)
    )


# Someone the grade is said of, between the adult's job and the grade ("I'm the nurse, you're a 10th grader").
_IDENTITY = frozenset("youre ur shes hes".split())
_PUPIL_GAP = frozenset("de do da der des of in the del".split())
_ORDINAL = re.compile(r"\d{1,2}(?:o|a|er|re|e|eme|th|rd|nd|st)?")


def pupil_of_grade(words: list[str], hit: Hit) -> bool:
    """A pupil word right before the grade: "Sofi, alumna de sexto de primaria", "aluna do sexto ano",
    "alumna de 3º de la ESO" (the year's number between)."""
    at = hit.start - 1
    while at >= 0 and at > hit.start - 4 and (words[at] in _PUPIL_GAP or _ORDINAL.fullmatch(words[at])):
        at -= 1
    return at >= 0 and at < hit.start - 1 and words[at] in _PUPILS
