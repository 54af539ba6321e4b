"""A stranger's child passing by in a long adults' story (issue 9, session 14, mentioned children).

"Someone's kid ran past with a balloon shaped like a shark", "el hijo de alguien pasó corriendo", "das
Kind von jemandem lief vorbei", "le gosse de quelqu'un passa", "чей-то ребёнок пробежал мимо", "o filho de
alguém passou": a child owned by nobody in the story, in a sentence with nothing sexual, in a long text
that states an adult's age and no minor's, is the setting, not who is in the scene (minor_words.py, as
persons._bystanders for "los niños corren por la plaza"). "Someone's kid ran past and they had sex", a
short text, or a minor's age keep the word checked."""

from __future__ import annotations

from nocturne.moderation.age_phrases import ADULT_AGE
from nocturne.moderation.analysis import Analysis
from nocturne.moderation.lexicon import Hit

_LONG = 80
# "someone's kid" (read "someones"), "чей-то ребёнок" (read "чеи то") before the word.
_OWNER_BEFORE = frozenset("someones somebodys strangers то".split())
# "el hijo de alguien", "das Kind von jemandem", "le gosse de quelqu'un", "o filho de alguém".
_OF = frozenset("de von".split())
_OWNER_AFTER = frozenset("alguien jemandem jemand quelqu alguem".split())
_SEXUAL = ("sexual", "sexual_weak", "sexual_soft")


def passing_child(a: Analysis, hit: Hit) -> bool:
    """The minor word at `hit` is a stranger's child in a long adults' story (module docstring)."""
    before = a.words[hit.start - 1] if hit.start else ""
    after = a.words[hit.end : hit.end + 2]
    stranger = before in _OWNER_BEFORE or (len(after) == 2 and after[0] in _OF and after[1] in _OWNER_AFTER)
    if not stranger or len(a.words) < _LONG:
        return False
    if not any(g.value >= ADULT_AGE and g.kind == "present" for g in a.ages) or any(
        0 < g.value < ADULT_AGE and g.kind == "present" for g in a.ages
    ):
        return False
    return not any(a.near(key, hit.start, hit.end, tokens=None, sentences=0) for key in _SEXUAL)
