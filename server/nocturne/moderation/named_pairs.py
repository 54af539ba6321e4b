"""A named pair as the adults' scene after a mentioned child (issue 9, session 14): "A filha da dona da
pousada, de onze anos, subiu para trazer o jantar … Mais tarde, no quarto, Marta e Rafael fizeram amor",
"la hija del posadero, de diez años, … Esteban e Inés se acostaron juntos", "his niece, who is nine, …
That night Tom and Lisa had sex", "sa nièce, dix ans, … Paul et Julie ont fait l'amour", "seine Nichte,
neun, … Jonas und Lea hatten Sex", "племянница, девять лет, … Олег и Вера занялись любовью".

mentioned_ages.py wants the pair said after a mentioned child's age ("los dos", "both adults", an adult
age); two names joined by "and" in a later sexual sentence say it as well. Neither may be a pronoun ("Rafael e
ela") or a child or kin word ("Marta e a menina"); mentioned_ages.py keeps the child's own name and kin
word out of the scene: "Marta e Lia fizeram amor", Lia the girl's name, stays checked.
"""

from __future__ import annotations

from nocturne.moderation.analysis import Analysis

_AND = frozenset("and y e et und и".split())
_PRONOUNS = frozenset(
    """he she him her they them i me you we us it his
    el ella ellos ellas yo tu nosotros ele ela eles elas eu voce nos
    il elle ils elles moi toi lui je nous vous
    er sie ihm ihn ich du wir
    он она они я ты мы его её ее ему ей""".split()
)
_SEXUAL = ("sexual", "sexual_weak")


def named_pair_after(a: Analysis, sentence: int) -> bool:
    """Two names joined by "and" in a sexual sentence after `sentence` (module docstring)."""
    if _AND.isdisjoint(a.vocabulary()):
        return False
    scenes = {
        a.sentence_of[h.start] for key in _SEXUAL for h in a.of(key) if a.sentence_of[h.start] > sentence
    }
    if not scenes:
        return False
    for i in range(1, len(a.words) - 1):
        if a.words[i] in _AND and a.sentence_of[i] in scenes and _name(a, i - 1) and _name(a, i + 1):
            return True
    return False


def _name(a: Analysis, i: int) -> bool:
    """A word that can be a name: no pronoun, no child or kin word ("Marta e a menina")."""
    word = a.words[i]
    return (
        len(word) > 2
        and word.isalpha()
        and word not in _PRONOUNS
        and not any(a.covered(key, i, i + 1) for key in ("minor", "family"))
    )
