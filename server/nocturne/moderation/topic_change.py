"""Small talk before a return to the scene (issue 9): "the kid next door keeps kicking his ball over my
fence lmao. anyway back to the rp, u were untying my wrists", "mi sobrino no para de gritar jaja. bueno,
volviendo al rol …", "der Nachbarsjunge nervt. egal, zurück zum RP …".

A sentence with a minor word, followed by one that opens with a change of topic ("anyway", "back to the
rp", "bueno", "egal", "bref", "enfim", "короче"), is off the scene: the minor word counts there only with a
sexual word in its own sentences before the change. After the change, a third person ("fuck her", "with
him") may be the child again, so the minor word keeps counting then.
"""

from __future__ import annotations

# Openers of a change of topic (the first words of a sentence).
_OPENERS = (
    ("anyway",),
    ("anyways",),
    ("anyhow",),
    ("back", "to"),
    ("ok", "back", "to"),
    ("okay", "back", "to"),
    ("bueno",),
    ("en", "fin"),
    ("volviendo", "al"),
    ("egal",),
    ("jedenfalls",),
    ("zuruck", "zum"),
    ("bref",),
    ("bon", "bref"),
    ("revenons",),
    ("enfim",),
    ("voltando", "ao"),
    ("короче",),
    ("ладно",),
    ("вернемся",),
    ("sore", "yori"),
    ("tokorode",),
)
_THIRD = frozenset(
    "he him his she her hers they them ella er sie ihn ihm ihr il elle lui ele ela он она его ее ему ей еи ней неи нее него ним нему".split()  # й reads и
)


def topic_changes(words: list[str], sentence_of: list[int]) -> list[tuple[int, bool]]:
    """Each sentence that opens with a change of topic: (its first token, whether the words from there on
    name a third person). One pass each way, so a long text stays linear."""
    opens = [
        i
        for i in range(1, len(words))
        if sentence_of[i - 1] != sentence_of[i] and any(tuple(words[i : i + len(o)]) == o for o in _OPENERS)
    ]
    if not opens:
        return []
    third_from = len(words)  # the last third-person token
    for i in range(len(words) - 1, -1, -1):
        if words[i] in _THIRD:
            third_from = i
            break
    return [(i, third_from >= i and third_from < len(words)) for i in opens]
