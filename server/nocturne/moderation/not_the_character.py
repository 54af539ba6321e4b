"""Who a card's child is, when it is not the card's character (round ad, minors precision).

In a character definition every stated age and identity is the character's (rules.py: "every character is
an adult"), so "Age: 10" or "she is still a child" blocks with nothing sexual. Two kinds of card text name
a child who is not the character:

- a lorebook, world-info or codex entry ("Lore entry: Among the sylvan elves, Elanor has seen only ten
  summers …", "[Lorebook: Kiki] Kiki is Captain Vane's cabin girl, 12 years old, …", "Lorebook-Eintrag",
  "Entrée de lorebook", "Лорбук:", "Roabukku:"): a short entry that never names {{char}} describes the
  world's people, not the character (a long lorebook card keeps the card rule: it casts the bot's
  characters too, and may bury what it asks for in words no lexicon lists);
- the child {{user}} plays ("{{user}} plays the 8-year-old kid", "{{user}} hace de niño de 7 años",
  "{{user}} spielt den 10-jährigen Neffen", "{{user}} играет мальчика 8 лет").

Such a child counts as a child mentioned in a chat does: only with something sexual in the text (the
minors rules ask; "… Tonight she is sent to warm the lord's bed" still blocks). What the text says about a
scene's participants (context.py) keeps the child, so a later sexual message in that chat still blocks.
"""

from __future__ import annotations

from nocturne.moderation.analysis import Analysis

_LORE = frozenset("lore lorebook lorebooks codex worldinfo лорбук лор roabukku".split())
_LORE_PAIRS = frozenset({("world", "info"), ("world", "lore"), ("welt", "info")})
# A short entry is one fact of the world, read whole; a long lorebook card also casts the bot's characters
# ("=== PERSONAJES === {{char}}: Inés") and may bury what it asks for in words no lexicon lists, so it keeps
# the card rule.
_SHORT = 60
# The label stands among the first tokens ("=== LORE:", "[Lorebook: Kiki]", "Entrée de lorebook").
_OPENING = 4
# The verb after {{user}}: "plays", "is", "hace de", "spielt", "joue", "faz", "é", "играет".
_PLAYS = frozenset(
    "plays play is as playing hace es juega interpreta spielt ist joue est faz e играет".split()
)
_REACH = 5


def not_the_character(a: Analysis, at: int) -> bool:
    """The child named at token `at` is a lore entry's character or the one {{user}} plays (module
    docstring)."""
    return _lore_npc(a, at) or _users_role(a, at)


def _lore_npc(a: Analysis, at: int) -> bool:
    """A short lore entry that never names {{char}}."""
    known = a.cache.get(("lore-entry", ""))
    if known is None:
        opening = a.words[:_OPENING]
        known = a.cache[("lore-entry", "")] = (
            len(a.words) <= _SHORT
            and "char" not in a.words
            and (
                not _LORE.isdisjoint(opening)
                or any(tuple(opening[k : k + 2]) in _LORE_PAIRS for k in range(len(opening) - 1))
            )
        )
    return bool(known)


def _users_role(a: Analysis, at: int) -> bool:
    """'{{user}} plays the 8-year-old kid': {{user}} and a role verb a few words before the child, in its
    sentence, with no {{char}} between."""
    words = a.words
    for back in range(at - 1, max(0, at - _REACH) - 1, -1):
        if words[back] == "char" or a.sentence_of[back] != a.sentence_of[at]:
            return False
        if words[back] == "user":
            return (
                back + 1 < at
                and words[back + 1] in _PLAYS
                and "{" in a.text[max(0, a.spans[back][0] - 2) : a.spans[back][0]]
            )
    return False
