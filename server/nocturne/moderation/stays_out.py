"""A child the text says stays out of the romance (issue 9, session 14): "my character Hannah has a little
sister (8) who lives with their grandma. She'll be mentioned in phone calls but stays completely out of
anything romantic", "su hermanita (7) vive con la abuela y se queda fuera de todo lo romántico", "ihre
kleine Schwester (8) … Sie bleibt aus allem Romantischen raus", "sa petite sœur (8) … Elle reste en dehors
de tout ce qui est romantique", "a irmãzinha dela (8) … Ela fica fora de qualquer coisa romântica",
"младшая сестра (8) … Она остаётся в стороне от всего романтического".

The age is a mentioned child's when a phrase of staying out ("stays out of", "kept out of", "se queda
fuera de", "bleibt … raus", "reste en dehors de", "fica fora de", "в стороне от") with a romance or scene
word right after it (or, in German, before "raus") stands after the age in its sentence, or in the next
two sentences when a pronoun comes before the phrase there ("She'll be mentioned … but stays out of …"), and the age's
own sentence has no sexual word. "… stays out of it. She and I have sex" has no scene word after the
phrase; "her sister (8) joins us in bed" has no phrase: both stay checked.

Cost: a vocabulary check for the out-words first; then a scan of the two sentences.
"""

from __future__ import annotations

from nocturne.moderation.analysis import Analysis

# The word that says "out": "out (of)", "fuera (de)", "raus", "dehors", "ecart", "fora", "стороне".
_OUT = frozenset("out fuera raus heraus dehors ecart fora стороне".split())
# Verbs of staying or keeping, a few words before the out-word.
_STAY = frozenset(
    """stays stay staying kept keep keeps left remains remain
    queda quedan queda mantiene mantendra
    bleibt bleiben halten gehalten
    reste restera restent tenue tenu garde
    fica ficara ficam mantida mantido
    остается остаётся останется держится""".split()
)
_STAY_REACH = 3  # "stays completely out of", "se queda totalmente fuera de", "reste en dehors de"
_NEXT = 2  # the sentences after the age's that may hold the phrase ("Aparece en llamadas; ella se queda …")
_SCENE_REACH = (
    6  # "out of anything romantic", "fuera de todo lo romántico", "в стороне от всего романтического"
)
_SCENE_KEYS = ("sexual", "sexual_weak", "sexual_soft")
# Romance and scene words no sexual key holds in every language.
_SCENE_STEMS = ("romant", "romanc", "romanz", "роман", "scene", "escena", "szene", "cena", "сцен", "nsfw")
_PRONOUNS = frozenset(
    """she he they shell hell theyll shes hes theyre shed hed ella el ellos ellas sie er elle il elles ils
    ela ele elas eles она он они""".split()
)


def stays_out(a: Analysis, start: int) -> bool:
    """The age at `start` is of a child the text keeps out of the romance (module docstring)."""
    if _OUT.isdisjoint(a.vocabulary()):
        return False
    sentence = a.sentence_of[start]
    if any(a.sentence_of[h.start] == sentence for h in a.of("sexual")):
        return False
    last = a.sentence_bounds(sentence + _NEXT)[1]
    for i in range(start + 1, last):
        if a.words[i] not in _OUT:
            continue
        if a.sentence_of[i] != sentence and not _pronoun_before(a, i):
            continue
        # German: "bleibt aus allem Romantischen raus" puts the scene word before "raus"
        final = a.words[i] in ("raus", "heraus")
        if not _STAY.intersection(a.words[max(0, i - _STAY_REACH - (2 if final else 0)) : i]):
            continue
        window = (
            range(max(start + 1, i - _SCENE_REACH), i)
            if final
            else range(i + 1, min(last, i + 1 + _SCENE_REACH))
        )
        if any(_scene_word(a, j) for j in window if a.sentence_of[j] == a.sentence_of[i]) and not any(
            a.sentence_of[h.start] == a.sentence_of[i] and h.start not in window for h in a.of("sexual")
        ):
            return True  # not "She stays out of anything romantic, but she has sex with …"
    return False


def _pronoun_before(a: Analysis, i: int) -> bool:
    """The next sentence goes on with the child: a pronoun before the out-word ("She'll be mentioned in
    phone calls but stays out of …", "Aparece solo en llamadas; ella se queda fuera de …")."""
    first = a.sentence_bounds(a.sentence_of[i])[0]
    return not _PRONOUNS.isdisjoint(a.words[first:i])


def _scene_word(a: Analysis, j: int) -> bool:
    return a.words[j].startswith(_SCENE_STEMS) or any(a.covered(key, j, j + 1) for key in _SCENE_KEYS)
