"""A child in bed with someone is not away (persons.py, issue 9).

The lexicon's "absent" phrases say where someone's children are while the adults have the house ("the
kids are with the babysitter", "los niños están con la abuela", "as crianças estão com o pai"). After a
bed word the same phrase names who the child is in bed with: "the kid climbs in bed with the babysitter
and it turns sexual", "el niño se mete en la cama con su padre …", "o menino deita na cama com o pai …".
That child is in the scene. "The kids are with the babysitter, so we finally have the bed to ourselves"
(the bed word after the phrase) still says they are away.
"""

from __future__ import annotations

from nocturne.moderation.lexicon import Hit

_BED = frozenset("bed beds cama camas bett lit кровать кровати постель постели futon".split())
_REACH = 3  # "in bed with", "en la cama con", "dans le lit avec", "в постели с"


def in_bed_with(words: list[str], absent: Hit) -> bool:
    """A bed word within a few words before the absent phrase."""
    return any(w in _BED for w in words[max(0, absent.start - _REACH) : absent.start])
