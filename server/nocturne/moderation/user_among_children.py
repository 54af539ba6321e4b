"""{{user}} cast as one of a group of children in a sexual card (issue 9, minors recall): "Scenario:
{{user}} is one of the kids at her daycare, a 6-year-old boy … Rose initiates sexual touching",
"{{user}} es uno de los niños de su guardería", "{{user}} ist eines der Kinder in ihrer Kita", "{{user}}
est l'un des enfants de sa garderie", "{{user}} é uma das crianças da creche", "{{user}} — один из детей
в её садике".

The group's word is someone's children by itself ("the kids at her daycare": a workplace's children, a
setting), and the age after it is read as a family age; but "one of" puts the user among them, so the
card's role is a child. Only in a card or a pasted card with an explicit sexual word (minors.py). A
teacher of the group ("{{user}} is one of the kids' teachers") or a stated adult age in the sentence ("one
of the students, 21") is no child.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from nocturne.moderation.analysis import Analysis

_ADULT = 18
# "one of (the)", normalised tokens; the article after it is skipped by the reach below.
_ONE_OF = frozenset(
    {
        ("one", "of"),
        ("uno", "de"),
        ("una", "de"),
        ("eines", "der"),
        ("einer", "der"),
        ("eins", "der"),
        ("un", "des"),
        ("une", "des"),
        ("um", "dos"),
        ("uma", "das"),
        ("один", "из"),
        ("одна", "из"),
        ("одним", "из"),
    }
)
_REACH = 4  # tokens from "user" to "one of" ("{{user}} is one of", "{{user}} est l'un des")
_GROUP_REACH = 3  # tokens from "of" to the minor word ("one of the younger kids")


def user_among_children(a: Analysis, staff: frozenset[str]) -> str | None:
    """The minor word whose group "{{user}} is one of" (see the module), or None."""
    words = a.words
    if "user" not in words or not a.of("minor"):
        return None
    minors = {h.start: h for h in a.of("minor")}
    for i, word in enumerate(words):
        if word != "user":
            continue
        for j in range(i + 1, min(len(words) - 1, i + 1 + _REACH)):
            if (words[j], words[j + 1]) not in _ONE_OF:
                continue
            for k in range(j + 2, min(len(words), j + 2 + _GROUP_REACH)):
                hit = minors.get(k)
                if hit is None:
                    continue
                sentence = a.sentence_of[k]
                teacher = not staff.isdisjoint(words[hit.end : hit.end + 3])
                adult = any(
                    g.value >= _ADULT and a.sentence_of[g.start] == sentence and g.start > k for g in a.ages
                )
                if not teacher and not adult and not a.negated(k):
                    return " ".join(words[hit.start : hit.end])
    return None
