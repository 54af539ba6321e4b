"""A named child who joins the adults' sex later in a long turn (issue 9, minors recall): "her son Eli,
sixteen, texting from home … Eli should show up at the office next and join them in the sex", "su hija
Lucía, de 15, … Lucía llega y se une a ellos en la cama", "ihre Tochter Lena (14) … Lena kommt dazu und
macht beim Sex mit", "sa fille Léa, 15 ans … Léa les rejoint au lit", "её дочь Даша, 14 … Даша
присоединяется к ним в постели".

StoryRules._named_child_acts reads a child's name paired with a partner ("Noa and Aaron", "with Noa");
here the name is the subject of a joining verb a few words on, in a sentence with a sexual word. The name
that comes back only to text or sleep elsewhere ("Eli texts that he's fine") joins nothing.
"""

from __future__ import annotations

# Joining verbs, one token each (normalised: lower case, accents dropped).
_JOIN = frozenset(
    """join joins joined joining une unen unira unirse junta juntan juntar mitmachen mitmacht macht
    dazu dazukommen rejoint rejoindre rejoignent participe participa participar participate
    kuwawaru kuwawatte""".split()
)
# "macht mit": the German verb takes its particle after the object ("macht beim Sex mit").
_NEEDS_PARTICLE = frozenset({"macht"})
_RU_STEMS = ("присоедин",)
_REACH = 9  # tokens from the name to its joining verb ("Eli should show up at the office next and join")


def joins_after(words: list[str], at: int) -> bool:
    """A joining verb within a few tokens after the name at `at` (see the module)."""
    window = words[at + 1 : at + 1 + _REACH]
    for i, word in enumerate(window):
        if word in _NEEDS_PARTICLE:
            if "mit" in window[i + 1 :] or "mit" in words[at + 1 + _REACH : at + 4 + _REACH]:
                return True
        elif word in _JOIN or word.startswith(_RU_STEMS):
            return True
    return False
