"""A Japanese rule that bans an act with animals, the ban after the act and its particle (issue 9,
session 14, precision): "動物とのエロも禁止", "犬とのエッチはダメ", "doubutsu to no ecchi wa kinshi",
"ペットとのセックスはNG". Japanese puts the animal first and the ban last ("X with animals: forbidden"),
so the ban follows the act, not the animal; the act is what is ruled out, not done.

Only with a topic or list particle (は, も, が) between act and ban and nothing going on after the ban
that takes it back ("ダメじゃない", "dame nanoni"): a moaned "エッチ、だめぇ" is no rule.
"""

from __future__ import annotations

from nocturne.moderation.analysis import Analysis
from nocturne.moderation.lexicon import Hit

_PARTICLES = frozenset("は も か wa mo ga ha".split())  # が reads か once normalised
_BANS = frozenset("禁止 タメ ダメ 無し なし ng kinshi dame nashi".split())
_TAKEN_BACK = frozenset("しゃない しゃ janai ja nanoni なのに けと kedo".split())  # じゃ reads しゃ


def banned_act(a: Analysis, animal: Hit, act: Hit) -> bool:
    """The act after the animal is followed by a particle and a ban ending the clause."""
    if act.start < animal.end or act.end + 1 >= len(a.words):
        return False
    if a.words[act.end] not in _PARTICLES or a.words[act.end + 1] not in _BANS:
        return False
    after = act.end + 2
    return after >= len(a.words) or a.words[after] not in _TAKEN_BACK
