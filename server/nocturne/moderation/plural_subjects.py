"""A plural group of people given one age with "are" and no unit (issue 9, round al).

"the twins are 11 and they both want him", "ooc: the twins are 11 btw", "die Zwillinge sind 11", "las
gemelas tienen 11": the age reader reads "<name> is N" (age_frames._stated) but not its plural, so a pair
of siblings or friends given a child's age was no one's age. Someone's own children ("meine Zwillinge sind
11 und bei Oma", "mis hijas tienen 11") are left to the family reading (a child in an adult's life). Only words for people count before the
plural verb ("the rooms are 11 and 12", "the tickets are 11" stay numbers); Portuguese "têm" is read as
"tem" already, French and Russian state the age with its unit or case ("ont 11 ans", "близнецам 11").
"""

from __future__ import annotations

PLURAL_IS = frozenset("are sind tienen".split())
# Plural words for people, siblings first; the family key of each lexicon is asked as well.
_PEOPLE = frozenset(
    """twins triplets sisters brothers siblings cousins girls boys kids children friends besties bffs
    stepsisters stepbrothers daughters sons nieces nephews
    zwillinge drillinge schwestern geschwister bruder cousinen cousins madchen jungs kinder freundinnen
    tochter sohne nichten neffen
    gemelas gemelos mellizas mellizos trillizas trillizos hermanas hermanos primas primos ninas ninos
    chicas chicos amigas amigos hijas hijos sobrinas sobrinos""".split()
)


def plural_person(words: list[str], at: int, family: frozenset[str], owners: frozenset[str]) -> bool:
    """The word at `at` names people in the plural ("twins", "Zwillinge", "gemelas"), not someone's own."""
    return (
        0 <= at < len(words)
        and (words[at] in _PEOPLE or words[at] in family)
        and not (at > 0 and words[at - 1] in owners)
    )
