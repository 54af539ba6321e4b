"""A child named as someone's, then by name (issue 9, minors precision): "The Harpers are Mark (40), Jen
(36) and their daughter Lily. Lily is in 7th grade …", "su hija Lucía … Lucía está en sexto", "ihre
Tochter Lena … Lena geht in die 7. Klasse".

The name after "their daughter" stands for that child, so "Lily is in 7th grade" is the grade of
someone's child, a mention (persons._family_subject), as "her son is in 4th grade" is. Not when the
name comes back in a sentence with a sexual word ("Lily comes over alone … and she and Dan end up in
bed", "sleeps with Lily"): then she is in the scene, unless where she is follows the name there ("…
and Lily is at a friend's, and she and Dan end up in bed"; lexicon key absent).
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from nocturne.moderation.analysis import Analysis

# Words from the name to where she is: "Lily is at a friend's", "Lena bei einer Freundin schläft".
_AWAY_REACH = 5


def named_family_child(a: Analysis, subject: int, family: Collection[str], owners: Collection[str]) -> bool:
    """The word at `subject` is a name an earlier "owner family Name" gave a child (see the module)."""
    name = a.words[subject]
    if len(name) < 3 or not name.isalpha() or name in family or name in owners:
        return False
    introduced = any(
        a.words[j] == name and a.words[j - 1] in family and a.words[j - 2] in owners
        for j in range(2, subject)
    )
    return introduced and not _acts(a, name, subject)


def _acts(a: Analysis, name: str, after: int) -> bool:
    """The name comes back in a sentence with a sexual word, not followed by where the child is away."""
    sexual = {
        a.sentence_of[h.start]
        for key in ("sexual", "sexual_weak")
        for h in a.of(key)
        if not a.negated(h.start)
    }
    away = {h.start for h in a.of("absent")}
    return any(
        a.words[k] == name
        and a.sentence_of[k] in sexual
        and not away.intersection(range(k + 1, k + 1 + _AWAY_REACH))
        for k in range(after + 1, len(a.words))
    )


# Words after a family word that name nobody: "my neighbour's kid, the little one who …".
_NOT_NAMES = frozenset(
    "the and who one little que qui der die das ein eine una uno une les los las que who whose which "
    "with con mit avec com и что который которая".split()
)
_NAME_REACH = 7  # words from the family word to the grade: "su nieta Lupita, que apenas va en sexto"


def mentioned_child_acts(a: Analysis, start: int, family: Collection[str], owners: Collection[str]) -> bool:
    """A grade or child word at `start` of a child named beside a family word ("su nieta Lupita, que va
    en sexto de primaria") whose name comes back in a sexual sentence ("rol erótico entre Lupita y
    Álvaro"): she is in the scene, not only mentioned."""
    for j in range(max(1, start - _NAME_REACH), start):
        name = a.words[j]
        if (
            a.words[j - 1] in family
            and len(name) >= 3
            and name.isalpha()
            and name not in family
            and name not in owners
            and name not in _NOT_NAMES
        ):
            return _acts(a, name, start)
    return False
