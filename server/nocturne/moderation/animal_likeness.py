"""An animal word said of a person (issue 9, bestiality; round ag): no animal in the scene.

- A simile with an indefinite article: "chaude comme une chienne ce soir", "caliente como una perra",
  "quente como uma cadela", "heiß wie eine Hündin". English "like a …" is read in animals.py; in the other
  languages the simile word is also "how" ("describe cómo el perro …", "wie der Hund sie …"), so only the
  indefinite article makes it a likeness.
- "Feral" said of people: "two feral kids on the same street", "feral teenagers running wild on the farm".
  The lexicon's real_animal "feral" ("feral sex", "a feral dog") would otherwise make every animal word of a
  long story real, and its sexual words about them.
- Portuguese "e" after a plural ("as galinhas soltas e o cachorro Pipoca correndo"): "and", not "é" (is;
  accents are dropped), so the animal is listed in the setting, not who a character is.
"""

from __future__ import annotations

from nocturne.moderation.analysis import Analysis
from nocturne.moderation.lexicon import Hit

_LIKE = frozenset("comme como wie".split())
_A = frozenset("un une una uma um ein eine einen einem einer".split())

_PEOPLE = frozenset(
    "kids kid children child teens teen teenagers teenager boys boy girls girl brats brat youth youths woman "
    "women man men people person humans human twins siblings cousins toddlers toddler little young urchins "
    "gremlin gremlins".split()
)


def simile(a: Analysis, hit: Hit) -> bool:
    """ "comme une chienne", "como una perra", "wie eine Hündin": a likeness, not an animal."""
    at = hit.start
    return at >= 2 and a.words[at - 1] in _A and a.words[at - 2] in _LIKE


def feral_people(a: Analysis, hit: Hit) -> bool:
    """A real_animal "feral" whose next word names people ("feral kids")."""
    return hit.entry == "feral" and hit.end < len(a.words) and a.words[hit.end] in _PEOPLE


_ARTICLES = frozenset("o a os as um uma".split())


def listed_and(a: Analysis, hit: Hit) -> bool:
    """ "… soltas e o cachorro": a plural word, "e", an article, the animal."""
    at = hit.start
    return (
        at >= 3
        and a.words[at - 1] in _ARTICLES
        and a.words[at - 2] == "e"
        and len(a.words[at - 3]) > 3
        and a.words[at - 3].endswith("s")
    )
