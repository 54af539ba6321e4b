"""A school year the text files under the character's backstory (issue 9, session 14): "So I wrote in
her backstory that she was bullied in 6th grade and that's why she's so guarded. … before they sleep
together?", "en su trasfondo puse que sufrió acoso en sexto de primaria …", "In ihrer Vorgeschichte wurde
sie in der 6. Klasse gemobbt …", "dans son passé elle était harcelée en 6ème …", "na história dela ela
sofreu bullying no 6º ano …", "в её предыстории её травили в 6 классе …".

The grade is the past when a backstory word ("backstory", "trasfondo", "Vorgeschichte", "passé",
"história", "предыстория") stands in its sentence or the one before, its sentence is told in the past
(a past verb there) and has no sexual word. "In her backstory she was in 6th grade when she slept with
her teacher" keeps the act in the grade's sentence; "she is in 6th grade" is no past: both stay checked.

Cost: a vocabulary check for the backstory words first; then the hit's two sentences.
"""

from __future__ import annotations

from nocturne.moderation.analysis import Analysis
from nocturne.moderation.lexicon import Hit

_BACKSTORY = frozenset(
    """backstory backstories background lore history past
    trasfondo pasado historia
    vorgeschichte hintergrundgeschichte hintergrund vergangenheit
    passe histoire
    historia passado
    предыстория предыстории прошлом прошлое""".split()
)
# Past verbs beside the grade: "was bullied", "sufrió", "wurde gemobbt", "était", "sofreu", "травили".
_PAST = frozenset(
    """was were had got used went bullied teased moved lost
    fue era sufrio tuvo estaba iba
    wurde war hatte ging
    etait a ete avait allait
    foi era sofreu tinha estava ia
    была был было травили дразнили училась учился""".split()
)
_SEXUAL = ("sexual", "sexual_weak")


def backstory_grade(a: Analysis, hit: Hit) -> bool:
    """The school hit at `hit` is a year of the character's past, filed under the backstory (module
    docstring)."""
    vocabulary = a.vocabulary()
    if _BACKSTORY.isdisjoint(vocabulary) or _PAST.isdisjoint(vocabulary):
        return False
    sentence = a.sentence_of[hit.start]
    words = a.sentence_words(sentence)
    if _PAST.isdisjoint(words):
        return False
    if any(a.near(key, hit.start, hit.end, tokens=None, sentences=0) for key in _SEXUAL):
        return False
    before = a.sentence_words(sentence - 1) if sentence > 0 else []
    return not _BACKSTORY.isdisjoint(words) or not _BACKSTORY.isdisjoint(before)
