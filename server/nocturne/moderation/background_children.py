"""A child the text says is only background (issue 9, session 14): "Claire's little sister Hannah is also
at the house this week — she's 15, so she's strictly background", "su hermana Lucía, de 14, es solo
personaje de fondo", "ihr Bruder Tim (13) ist nur Hintergrund", "sa petite sœur Léa, 12 ans, reste en
arrière-plan", "a irmã dela, 14, é só figurante", "её сестра Маша, 13 лет, просто фон", "imouto (14-sai)
wa haikei dake".

The background word follows the child's age in its own sentence (or the child word in its own or, after
a dash, the next), within a few words, not negated ("she's 15 and not just background"), and nothing sexual stands in that sentence. "she's 15,
strictly background … Hannah joins them in bed" is still read by the other rules (the name that comes back
with a sexual word, joining verbs); "she's 15 and in the background she watches them have sex" has the
sexual word in the sentence and stays checked.
"""

from __future__ import annotations

from nocturne.moderation.analysis import Analysis

# One token each, normalised (lower case, accents dropped); the two-word ones ("de fondo", "arriere plan",
# "на фоне") need their first word just before.
_BACKGROUND = frozenset(
    "background hintergrund figurante figurant statist statistin фон фоном haikei".split()
)
_PAIRED = {"fondo": "de", "fundo": "de", "plan": "arriere", "фоне": "на"}
_REACH = 8  # tokens from the age (or the end of the child word, _WORD_REACH) to "background"
_WORD_REACH = (
    20  # "little sister Hannah is also at the house this week — she's 15, so she's strictly background"
)
_SEXUAL = ("sexual", "sexual_weak")


def background_child(a: Analysis, start: int, end: int, word: bool = False) -> bool:
    """The age or child word at start:end is a background character's (module docstring)."""
    vocabulary = a.vocabulary()
    if _BACKGROUND.isdisjoint(vocabulary) and not vocabulary.intersection(_PAIRED):
        return False
    sentence = a.sentence_of[start]
    # A child word may have its age and "background" after a dash, which ends a sentence here.
    sentences = (sentence, sentence + 1) if word else (sentence,)
    last = min(len(a.words), end + (_WORD_REACH if word else _REACH))
    for i in range(end, last):
        if a.sentence_of[i] not in sentences:
            break
        w = a.words[i]
        if (w in _BACKGROUND or (w in _PAIRED and i > 0 and a.words[i - 1] == _PAIRED[w])) and not a.negated(
            i
        ):
            return not any(
                a.near(key, at, at + 1, tokens=None, sentences=0) for key in _SEXUAL for at in (start, i)
            )
    return False
