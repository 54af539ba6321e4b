"""A school job word that is a second person, not the workplace of a minor word (staff.py, issue 9).

StaffRules._staff reads "a kindergarten teacher", "Lehrerin an einer Grundschule" and "shougaku
4nensei no tannin" as an adult who works with children. Two readings are no such workplace:

- the adult and the child joined by "and" with only an article between ("una escena sexual entre el
  entrenador y una niña del equipo", "the coach and a kid from the team", "der Trainer und ein Mädchen",
  "l'entraîneur et une gamine", "o treinador e uma menina", "тренер и девочка"): two participants;
- a job word after the minor word but in the next sentence ("kanojo wa chuugaku ninensei. sensei to H
  suru", "she's in middle school. Teacher and her …"): the sentence break ends the compound.

"The kindergarten teacher and her husband" (no minor word after "and"), "the teacher and the kids'
dad" (the child owns the next person) and "a middle school teacher" (one compound) are still the adult's
job.
"""

from __future__ import annotations

from nocturne.moderation.analysis import Analysis
from nocturne.moderation.lexicon import Hit

_AND = frozenset("and y e und et и".split())
_ARTICLES = frozenset(
    "a an the some un una unos unas el la los las ein eine einen einem einer der die das den une le les "
    "des o os um uma umas uns as".split()
)

# A person the child word owns: "the kids' dad", "los padres de los niños" reads the other way round.
_OWNED = frozenset(
    "s dad dads mom moms mum mums mother mothers father fathers parent parents vater mutter eltern "
    "papa mama".split()
)


def joined_to_staff(words: list[str], staff: int, hit: Hit) -> bool:
    """The words between the job word and the minor person word are "and" and at most an article."""
    if hit.key != "minor":
        return False
    between = words[staff + 1 : hit.start]
    if words[hit.end : hit.end + 1] and words[hit.end] in _OWNED:
        return False  # "the teacher and the kids' dad"
    return 1 <= len(between) <= 2 and between[0] in _AND and all(w in _ARTICLES for w in between[1:])


def next_sentence(a: Analysis, hit: Hit, at: int) -> bool:
    """The job word at `at` (after the hit) stands in a later sentence than the hit's last word."""
    return a.sentence_of[at] != a.sentence_of[hit.end - 1]
