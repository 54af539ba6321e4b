"""Role-play put off because of someone around (issue 9, minors precision): "my lil cousin is staying
over (shes in middle school) so no spicy rp till sunday", "ma petite sœur de 9 ans a vu mon écran 😭 on
reprend le rp plus tard", "imouto (10sai) ga heya ni kita kara chotto matte ne, rp wa ato de", "kyou wa
imouto no 12-sai no tanjoubi dakara rp dekinai", "моя сестра (11) дома, рп потом".

A text that puts the role-play off ("rp later", "no rp till", "rp wa ato de", "kein rp heute") is the
user talking about their evening, not a character definition, and its put-off "rp" asks for nothing:
typed on the character path it is read as a chat message, and on either path a child's age or school
only counts beside something sexual. Only when

- a role-play word has a pause word within three tokens of it (before or after),
- nothing sexual is said about anyone but the bare "rp" (the caller's sexual_about_others), and
- the text is no card ("Name: …", "{{char}}"): a card's child stays its character (ARCHITECTURE 5).

"my sister (12) is here, rp later, and then write her in the shower touching herself" is sexual and
stays checked.
"""

from __future__ import annotations

from nocturne.moderation.analysis import Analysis
from nocturne.moderation.cards import card_text

_REACH = 3
_RP = frozenset("rp roleplay rol rollenspiel рп ролка ролевуху rpg".split())
# After normalising: "später" is "spater", "après" is "apres", "mañana" is "manana".
_PAUSE = frozenset(
    "later tomorrow tmrw till until til after brb pause paused wait afk "
    "luego despues manana pausa "
    "spater morgen nachher pause "
    "tard demain apres "
    "depois amanha "
    "потом позже завтра пауза "
    "ato dekinai matte ashita".split()
)
# "no rp", "pas de rp", "kein rp", "sin rol", "sem rp", "без рп" (no sexual word may follow: see above).
_NONE = frozenset("no pas kein keine sin sem nada без нет".split())


def rp_paused(a: Analysis, original: str) -> bool:
    """The role-play is put off ("rp later", "no rp till sunday") in a text that is no card."""
    for i, word in enumerate(a.words):
        if word in _RP:
            near = a.words[max(0, i - _REACH) : i + _REACH + 1]
            if any(w in _PAUSE for w in near) or any(w in _NONE for w in a.words[max(0, i - _REACH) : i]):
                return "{{char}}" not in original.lower() and not card_text(original)
    return False
