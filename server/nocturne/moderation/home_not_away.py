"""Where a child lives is who she is, not where she is while the adults have sex (issue 9, minors
recall): "Marina, que va en segundo de secundaria y vive con su abuela; … Andrés y Marina … relación
sexual", "a 7th grader who lives with her grandma next door … they have sex", "Lena, 8. Klasse, wohnt
bei ihrer Oma …", "Léa, en 4e, vit chez sa grand-mère", "mora com a avó", "живёт у бабушки".

The lexicon's "absent" phrases ("con su abuela", "at her grandma's") place someone's children away from
the scene. After a verb of living they name the child's home, which keeps her in the story; so an absent
phrase right after "lives", "vive", "wohnt", "vit", "mora", "живёт" is dropped, as a sleep word with a
teddy is (sleep_toys.py). "The kids are with their grandma this weekend" stays away.
"""

from __future__ import annotations

from nocturne.moderation.lexicon import Hit

# Verbs of living (normalised: lower case, accents dropped; "живёт" folds to "живет").
_LIVES = frozenset(
    """live lives living lived vive viven vivia viviendo wohnt wohnen wohnte lebt lebte vit vivent
    habite habitent mora moram morava vivem живет живут жила жил живущая""".split()
)
_REACH = 8  # "lives with", "vive en la casa de al lado con": tokens from the verb to the absent phrase


# A new clause between the verb and the phrase: "the kids live with us, but they are with their grandma".
_BARRIERS = frozenset("but pero aber mais mas но are is esta estan ist sind est sont esta estao".split())


def lives_there(words: list[str], hit: Hit) -> bool:
    """The absent phrase at `hit` follows a verb of living within a few words (see the module)."""
    before = words[max(0, hit.start - _REACH) : hit.start]
    at = next((i for i in range(len(before) - 1, -1, -1) if before[i] in _LIVES), None)
    return at is not None and _BARRIERS.isdisjoint(before[at + 1 :])
