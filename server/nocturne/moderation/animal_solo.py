"""A sexual picture of the person alone, asked after an ordinary one with the animal (issue 9, bestiality;
round cz).

Picture requests come in pairs: "hazme una foto tuya con el caballo en la feria … y luego otra picante, tú
solita en la cabaña", "mach ein Bild von dir und deinem Pony beim Turnier und danach die versaute Version
nur von dir", "скинь фотку где ты с конём на скачках, а потом пошлую, только ты одна". The sexual one comes
after "then" and says the person is alone in it: the animal is in the other picture, no partner.
"""

from __future__ import annotations

from nocturne.moderation.analysis import Analysis
from nocturne.moderation.lexicon import Hit

_THEN = frozenset("then luego despues danach dann потом apres depois".split())
_SOLO = frozenset(
    "alone solita sola solito solo allein alleine seule seul sozinha sozinho одна один hitori".split()
)
_SOLO_PHRASES = (("nur", "von", "dir"), ("just", "you"), ("only", "you"), ("только", "ты"))
_SOLO_REACH = 6  # words after the sexual word that may say who is in the picture


def solo_after_then(a: Analysis, animal: Hit, sexual: Hit) -> bool:
    """The sexual word comes after "then", past the animal, and a solo word follows it."""
    if not animal.end <= sexual.start or _THEN.isdisjoint(a.words[animal.end : sexual.start]):
        return False
    after = a.words[sexual.end : sexual.end + _SOLO_REACH]
    if not _SOLO.isdisjoint(after):
        return True
    return any(tuple(after[i : i + len(p)]) == p for p in _SOLO_PHRASES for i in range(len(after)))
