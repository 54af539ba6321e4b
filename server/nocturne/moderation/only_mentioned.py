"""Children only talked about, with the sexual part said to be for adults only (issue 9, minors
precision): "kodomo-tachi wa hanashi no naka dake de, ecchi na shiin wa otona futari dake" (the children
are only in the conversation; the ecchi scene is the two adults only), "the kids are only mentioned, the
sex is between the two adults only". Both halves must stand in the child word's sentence (or the next, after a semicolon): the child
word is followed by a mention word, and the sentence says "adults only". "ecchi na shiin wa kodomo to"
has neither and stays checked (rules.py).
"""

from __future__ import annotations

from nocturne.moderation.analysis import Analysis
from nocturne.moderation.lexicon import Hit

_MENTION = ("hanashi", "mention", "mencion", "erwahn", "mentionn", "mencionad", "упомина")
_MENTION_GAP = 5  # words from the child word to its mention: "kodomo-tachi wa hanashi no naka dake"
_ADULTS = ("otona", "adult", "erwachsen", "взросл")
_ONLY = frozenset("dake only solo solamente nur que so только лишь".split())


def only_mentioned(a: Analysis, hit: Hit) -> bool:
    after = a.words[hit.end : hit.end + _MENTION_GAP]
    if not any(w.startswith(_MENTION) for w in after):
        return False
    sentence = a.sentence_of[hit.start]
    # its sentence or the next ("Los niños solo se mencionan; la escena … solo entre los dos adultos")
    words = [
        w for i, w in enumerate(a.words) if a.sentence_of[i] in (sentence, sentence + 1) and i >= hit.end
    ]
    return any(
        w.startswith(_ADULTS) and _ONLY.intersection(words[max(0, i - 4) : i + 4])
        for i, w in enumerate(words)
    )
