"""A sleep word inside a sexual phrase is the act, not a child asleep elsewhere (issue 9, minors recall):
"Sadie, a junior high girl, … by the second week she and I were sleeping together — write those nights as
nsfw scenes", "la chica de secundaria y yo terminamos durmiendo juntos", "спали вместе".

The lexicon's "absent" sleep words ("sleeping", "duerme", "dormida") say the children are asleep while
the adults have the house. When the same word is part of a sexual hit ("sleeping together", "sleeping
with her") it is what the two do, so that absent hit is dropped. "The kids are sleeping, so we finally
have sex" keeps its absent word: it is no part of the sexual phrase.
"""

from __future__ import annotations

from nocturne.moderation.lexicon import Hit


def inside_sexual(hit: Hit, sexual: list[Hit]) -> bool:
    """The absent hit lies within a sexual hit's span (see the module)."""
    return any(s.start <= hit.start and hit.end <= s.end for s in sexual)
