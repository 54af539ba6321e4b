"""Grades in a card and school years (rules.py, issue 9): "Age: 18 / Grade: 5th" is a child whatever
the stated age, "faculdade, primeiro ano" is a university's year, "skipped 3rd grade, now a lawyer" a
memory, and a "school swimsuit" a costume. GradeRules is a part of rules.Rules.
"""

from __future__ import annotations

from nocturne.moderation.age_kinds import NOW
from nocturne.moderation.analysis import Analysis
from nocturne.moderation.lexicon import Hit

PAST_VERBS = frozenset("had was were used met dated fell knew went".split())

# Ordinal words that make a school hit a grade ("fifth grade", "quinto curso", "5. Klasse").
_ORDINALS = frozenset(
    "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth primero primer "
    "segundo tercero tercer cuarto quinto sexto septimo octavo erste zweite dritte vierte funfte sechste "
    "siebte achte neunte zehnte premiere seconde troisieme quatrieme cinquieme sixieme primeiro "
    "terceiro quarto setimo oitavo nono первый второй третий четвертый пятый шестой седьмой восьмой "
    "девятый ichinensei ninensei sannensei yonensei gonensei rokunensei".split()
)


# Field labels and prepositions before a grade that say which grade someone is in now.
_GRADE_FIELDS = frozenset(
    "grade class year school curso escola escuela ano klasse schule classe ecole класс школа nensei serie "
    "grado grau".split()
)
_IN = frozenset("in en em na no im in в".split())
_GRADE_MEMORY = frozenset("skipped repeated failed flunked remember remembers since ago".split())
_UNIVERSITY = frozenset(
    "university uni college universidad universitaria facultad faculdade universidade facul universite "
    "fac hochschule universitat studium университет университета института вуз вуза daigaku".split()
) | frozenset(
    # a degree's subject names the university's year too: "en 4ème année de médecine", "5º ano de direito"
    "medecine medicina medizinstudium medical nursing pharmacie farmacia droit derecho direito jura "
    "jurastudium ingenierie ingenieria engenharia phd doctorat doctorado doutorado residency internat "
    "residencia medfak медицинского медвуза "
    # the degree itself: "en 3e année de licence", "no 2º ano do mestrado", "im 4. Jahr vom Bachelor"
    "licence master bachelor mestrado maestria magister bakalavriat бакалавриата магистратуры".split()
)


class GradeRules:
    """Rules.coded (costume words, lexicon key coded_items) comes from the lexicon."""

    coded: frozenset[str]

    @staticmethod
    def _current_grade(a: Analysis, hit: Hit) -> bool:
        """The grade a card gives the character now: a field ("Grade: 5th", "Klasse: 7") or "in 8th
        grade"; not a memory ("skipped 3rd grade, now a lawyer")."""
        sentence = a.sentence_words(a.sentence_of[hit.start])
        if any(w in NOW or w in PAST_VERBS or w in _GRADE_MEMORY for w in sentence):
            return False
        lead = a.words[max(0, hit.start - 2) : hit.start]
        return a.words[hit.start] in _GRADE_FIELDS or any(w in _GRADE_FIELDS or w in _IN for w in lead)

    @staticmethod
    def _past_sentence(a: Analysis, hit: Hit) -> bool:
        """The hit's sentence is told in the past ("they had a crush in 10th grade")."""
        return any(w in PAST_VERBS for w in a.sentence_words(a.sentence_of[hit.start]))

    def _coded_item(self, a: Analysis, hit: Hit, grade_wins: bool = False) -> bool:
        """School garments and costumes ("school swimsuit", "schoolgirl costume", "fantasia de
        colegial"), not persons; with `grade_wins`, a grade ("5th grade", "Grade: 5th") is who the
        character is unless a costume word is beside it."""
        if hit.key == "school" and not (grade_wins and is_grade(a, hit)):
            return True
        around = a.words[hit.end : hit.end + 2] + a.words[max(0, hit.start - 4) : hit.start]
        return any(w in self.coded for w in around)


def is_grade(a: Analysis, hit: Hit) -> bool:
    """A school year ("5th grade", "grade 5th", "segundo de la eso"), not a school place or item, and
    not a university's ("faculdade, primeiro ano", "daigaku ichinensei")."""
    if any(w in _UNIVERSITY for w in a.words[max(0, hit.start - 3) : hit.start]):
        return False
    # The word before too when the hit starts with "de": "2º de la ESO" (the hit is "de la eso").
    first = hit.start - 1 if hit.start > 0 and a.words[hit.start] in ("de", "do", "da") else hit.start
    return any(w in _ORDINALS or any(c.isdigit() for c in w) for w in a.words[first : hit.end])


# After the year, "college" is left out: "en 4ème au collège" is a French middle school.
_UNIVERSITY_AFTER = _UNIVERSITY - {"college"}
_UNIVERSITY_BEFORE = ("daigaku", "daigakuin", "tandai", "たいかく", "たいかくいん", "大学", "大学院", "短大")
_YEAR_TO_UNIVERSITY = 4  # "en 4ème année de fac", "no 3º ano da faculdade", "im 2. Jahr an der Uni"
# "aluna do 8º ano, não da faculdade", "в 7 классе, а не на первом курсе", "en 4e, pas à la fac": the
# university set against the year, which stays a school's.
_NOT_UNIVERSITY = frozenset("not nao no ni pas nicht не".split())


def university_year(a: Analysis, hit: Hit) -> bool:
    """A year named by the university right after it: "elle est en 4ème année de fac, 22 ans", "ela
    está no 3º ano da faculdade" (a student's year, not a school grade); in romaji the university comes
    first: "daigaku yonensei. sensei to …" (a "sensei" there is no longer the year's teacher)."""
    if hit.start > 0 and a.words[hit.start - 1].endswith(_UNIVERSITY_BEFORE):
        return True  # also glued in kana: "かのじょはだいがく にねんせい" (accents dropped: "たいかく")
    after = a.words[hit.end : hit.end + _YEAR_TO_UNIVERSITY]
    return any(w in _UNIVERSITY_AFTER and _NOT_UNIVERSITY.isdisjoint(after[:i]) for i, w in enumerate(after))


# "passé son brevet" is the collège's exam at 15, unless another "brevet" is named: "brevet de pilote",
# "brevet de secourisme", "brevet d'animateur".
_BREVET = "brevet"
_COLLEGE = frozenset("colleges college".split())


def other_diploma(a: Analysis, hit: Hit) -> bool:
    """A "brevet" of something other than the collège."""
    after = a.words[hit.end : hit.end + 2]
    return (
        a.words[hit.end - 1] == _BREVET
        and len(after) == 2
        and after[0] in ("de", "d")
        and after[1] not in _COLLEGE
    )
