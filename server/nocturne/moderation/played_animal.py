"""The user cast as a farm animal in a sexual card (issue 9, bestiality; round ag): "Scenario: NSFW, late at
night in the barn, you are Daisy the cow", "nachts im Stall, du bist die Stute Fanny", "de noite no curral,
você é a égua Estrela", "ночью в хлеву, ты — корова Зорька".

The identity rules (persons.py) read "you are the cow" with the animal right after the verb; a name before
the animal ("Daisy the cow"), the Russian dash with no verb, or a horse word that also praises a man
("die Stute", when the farmer's own age is given) escape them. In a text set where animals are kept (a
barn, a stall, a corral: the lexicon's animal_setting), "you are <the animal>" with a sexual word casts the
user as that animal. "You are Daisy the milkmaid" is a person; "you are my puppy" in a bedroom is human
pet-play, which names no barn.
"""

from __future__ import annotations

from collections.abc import Callable

from nocturne.moderation.analysis import Analysis
from nocturne.moderation.found import Found
from nocturne.moderation.lexicon import Hit

_YOU = frozenset("you u youre ur du tu voce vc ты user".split())
_BE = frozenset("are be bist es eres e est sei будешь play plays spielst joues juegas".split())
_ARTICLES = frozenset("the a an la el die der das le une un o uma um my mi meine ma minha моя".split())
_REACH = 4  # words from "you" to the animal
_DASHES = ("—", "–", "-")


def played_animal(a: Analysis, animals: list[Hit], sexual: Callable[[], bool]) -> Found | None:
    """ "you are (Name) the <animal>" in a text with an animal setting and a sexual word (`sexual()`)."""
    kinds = animals + a.of("animal_ambiguous")  # "die Stute", "a égua": horses in a stable
    # (a setting however negated: Portuguese "no curral" is "in the corral")
    if not kinds or not a.of("animal_setting") or _YOU.isdisjoint(a.vocabulary()) or not sexual():
        return None
    known = {h.start for h in a.hits if h.key not in ("followers", "subjects", "units")}
    for hit in kinds:
        if not a.negated(hit.start, hit.end) and (you := _you_before(a, hit, known)) is not None:
            return Found("prohibited-bestiality", "animal-played", f"{you} … {hit.entry}")
    return None


def _you_before(a: Analysis, hit: Hit, known: set[int]) -> str | None:
    """ "you" a few words before the animal, with only a verb, articles and one name (a word no lexicon
    knows) between, in one sentence (the Russian dash aside)."""
    names = 0
    for at in range(hit.start - 1, max(-1, hit.start - 1 - _REACH), -1):
        if (
            a.sentence_of[at] != a.sentence_of[at + 1]
            and a.text[a.spans[at][1] : a.spans[at + 1][0]].strip() not in _DASHES
        ):
            return None  # (not the Russian dash: "ты — корова Зорька")
        w = a.words[at]
        if w in _YOU:
            return w
        if w in _BE or w in _ARTICLES:
            continue
        if names == 0 and w.isalpha() and at not in known:
            names = 1  # "you are Daisy the cow": the animal's name before it
            continue
        return None
    return None
