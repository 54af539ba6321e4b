"""A night and a wink as the request (issue 9, bestiality; round ad): "k9 lover rp: she and her dog, after
dark ;)", "rol: ella y su perro, de noche ;)", "RP: sie und ihr Hund, nachts 😏", "рп: она и её пёс, ночью ;)".

A short request that pairs a person with an animal and says no more than when, with a wink, asks for what
happens at night: the wink is the sexual word the pair otherwise lacks. Only a night right after the pair
with the wink right after it counts ("she and her dog, on patrol after dark ;)" or "…, after dark, hunting
ghosts" say what they do), and only for a pair the animal rules found (partners.partner): "me and my
boyfriend, after dark 😏" names no animal.
"""

from __future__ import annotations

from nocturne.moderation import partners
from nocturne.moderation.analysis import Analysis

# The last word of "after dark", "late at night", "de noche", "nachts", "la nuit", "à noite", "depois que
# escurece", "ночью", "yoru ni".
_NIGHTS = frozenset(
    "dark night tonight noche anochecer oscurece nachts nacht dunkelheit nuit soir noite escurece anoitecer "
    "ночью ночи вечером yoru konya".split()
)
_WINKS = (";)", ";-)", ";d", ";p", "😉", "😏", "😈")


# What may stand between the pair's animal and its night: the person ("meu cachorro e eu"), the night's
# own leading words ("late at", "depois que", "por la").
_LEADS = (
    partners.PERSONS
    | partners.AND_WORDS
    | frozenset(
        "e after late at in the de por la esta en heute der am spat cette ce a au da depois que quando when "
        "tarde".split()
    )
)
_LEAD_REACH = 5


def night_wink(a: Analysis, animal_end: int) -> bool:
    """A night word right after the pair that ends at `animal_end`, with a wink right after it (romaji
    "ni" may stand between: "yoru ni ;)")."""
    words = a.words
    if _NIGHTS.isdisjoint(words):
        return False  # most texts (a set test in C)
    for i in range(animal_end, min(len(words), animal_end + _LEAD_REACH + 1)):
        w = words[i]
        if w not in _NIGHTS:
            if w in _LEADS:
                continue
            return False  # "she and her dog, on patrol after dark ;)": what they do is said
        last = i + 1 if words[i + 1 : i + 2] == ["ni"] else i
        end = a.spans[last + 1][0] if last + 1 < len(words) else len(a.text)
        if a.text[a.spans[last][1] : end].strip(" ,.!").startswith(_WINKS):
            return True
    return False
