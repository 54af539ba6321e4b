"""A Spanish past marker that is a body's likeness (persons.py, issue 9).

"De niña, …", "de pequeño, …" tell a character's past (lexicon key past_markers). After a noun of the
body, the face, the voice or the manner the same words say what the body is like: "que tenga cuerpo de
niña pequeña y hable como una nena mientras lo hacen", "figura de pequeña": a childlike
description of who is in the scene, not a memory. "De niña vivía en Sevilla, ahora tiene 30" stays the
past, and "cara de niña" (a baby face, said of adults too) keeps its old reading.
"""

from __future__ import annotations

from nocturne.moderation.lexicon import Hit

# The body only: "cara de niña" (a baby face) is said of adults too ("una mujer de 25 con cara de niña").
_BODY = frozenset("cuerpo cuerpito cuerpecito figura corpo corpinho".split())


def body_likeness(words: list[str], marker: Hit) -> bool:
    """The past marker ("de niña") comes right after a body or manner noun ("cuerpo de niña")."""
    return marker.start > 0 and words[marker.start - 1] in _BODY
