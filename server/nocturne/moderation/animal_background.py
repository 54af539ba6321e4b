"""Animals the text itself calls background (issue 9, bestiality precision; round aianimals).

A card about a human couple on a farm or with a pet says where the animals stand: "write their sex
scenes explicitly; the horses are just background", "los caballos son solo de fondo", "die Pferde sind
nur Hintergrund", "les chevaux ne sont qu'un décor", "os cavalos são só cenário", "лошади просто фон",
"uma wa haikei dake". Such a card is about the couple when a person is paired in it ("Daisy and
{{user}}") and no animal shares a sentence with a sexual word except the one that sets it aside: "the
horses are just background. the stallion mounts her" stays an act.
"""

from __future__ import annotations

from nocturne.moderation.analysis import Analysis
from nocturne.moderation.lexicon import Hit

_MARKS = (
    ("just", "background"),
    ("only", "background"),
    ("in", "the", "background"),
    ("not", "involved"),
    ("solo", "de", "fondo"),
    ("de", "fondo"),
    ("nur", "hintergrund"),
    ("im", "hintergrund"),
    ("un", "decor"),
    ("en", "arriere", "plan"),
    ("so", "cenario"),
    ("de", "fundo"),
    ("просто", "фон"),
    ("только", "фон"),
    ("на", "фоне"),
    ("haikei", "dake"),
)
_FIRSTS = frozenset(m[0] for m in _MARKS)
_USERS = frozenset("user char".split())


def set_aside(a: Analysis, animals: list[Hit]) -> bool:
    """The animals are declared background and the sex is the people's (see the module)."""
    words = a.words
    if _FIRSTS.isdisjoint(words) or _USERS.isdisjoint(words):
        return False
    marks = {
        a.sentence_of[i]
        for i, w in enumerate(words)
        if w in _FIRSTS and any(tuple(words[i : i + len(m)]) == m for m in _MARKS if m[0] == w)
    }
    if not marks:
        return False
    # (a hit across a full stop, "after his stroke. her pride …", is in no sentence)
    sexual = {
        a.sentence_of[h.start]
        for h in a.of("sexual") + a.of("animal_acts")
        if not a.negated(h.start) and a.sentence_of[h.start] == a.sentence_of[h.end - 1]
    }
    return all(a.sentence_of[h.start] in marks or a.sentence_of[h.start] not in sexual for h in animals)
