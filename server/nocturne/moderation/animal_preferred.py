"""Animals preferred to people as partners (issue 9, bestiality; round ag).

- A persona who lives with her dogs "and prefers them to men in every way, including in bed", "los
  prefiere a los hombres en todo, también en la cama", "zieht sie Männern vor, auch im Bett", "les préfère
  aux hommes, même au lit", "prefere eles aos homens, inclusive na cama", "предпочитает их мужчинам, даже в
  постели": the preference reaches the bed, so the animals are her partners. Preferring them "on trail
  rides too" or "in every way" alone says nothing of sex.
- "Open about being a zoo", "out as a zoo", "identifies as a zoo": the slang for a zoophile, said of a
  person. "Her apartment is a zoo", "a trip to the zoo" name a place.
"""

from __future__ import annotations

from nocturne.moderation.analysis import Analysis
from nocturne.moderation.found import Found
from nocturne.moderation.lexicon import Hit

_PREFER = frozenset(
    "prefers prefer preferring preferred prefiere prefieren preferia prefere preferem preferait preferent "
    "bevorzugt bevorzugen zieht ziehe предпочитает предпочитаю предпочитала".split()
)
_PEOPLE = frozenset(
    "men women humans people guys man hombres mujeres humanos gente personas manner mannern frauen menschen "
    "hommes femmes humains gens homens mulheres pessoas мужчинам мужчин людям людей женщинам".split()
)
_BEDS = frozenset("bed bett cama lit постели постель sex sexually sexo".split())
# "including in bed", "bed included", "también en la cama", "auch im Bett", "même au lit", "даже в постели".
_EVEN = frozenset(
    "including included incl even also too especially tambien incluso incluida incluido auch sogar besonders "
    "meme surtout aussi compris inclusive ate tambem principalmente даже особенно тоже".split()
)
_REACH = 3  # words between an "even" word and the bed
_SLEEP = frozenset(
    "sleep sleeps sleeping slept duermen duerme schlafen schlaft dorment dort dormem dorme спят спит".split()
)


def preferred(a: Analysis, animals: list[Hit]) -> Found | None:
    """Animals in a sentence (or the one before) where someone prefers them to people, bed included; or a
    person "open about being a zoo"."""
    zoo = _zoo_identity(a)
    if zoo is not None:
        return zoo
    if not animals or _PREFER.isdisjoint(a.vocabulary()) or _PEOPLE.isdisjoint(a.vocabulary()):
        return None  # most texts (set tests in C)
    for i, word in enumerate(a.words):
        if word not in _PREFER or a.negated(i):
            continue
        sentence = a.sentence_of[i]
        first, stop = a.sentence_bounds(sentence)
        clause = a.words[i + 1 : stop]
        if _PEOPLE.isdisjoint(clause[:8]) or not _bed_included(clause):
            continue
        animal = next(
            (
                h
                for h in animals
                if 0 <= sentence - a.sentence_of[h.start] <= 1
                and h.start < i
                and not a.negated(h.start, h.end)
            ),
            None,
        )
        if animal is not None:
            return Found("prohibited-bestiality", "animal-preferred", f"{animal.entry} … {word}")
    return None


def _bed_included(words: list[str]) -> bool:
    """A bed word with an "even"/"included" word within a few words of it."""
    for i, w in enumerate(words):
        lead = words[max(0, i - _REACH) : i]
        if w in _BEDS and not _EVEN.isdisjoint(lead + words[i + 1 : i + 2]) and _SLEEP.isdisjoint(lead):
            return True  # (not "… and they sleep in her bed too": where the pets sleep)
    return False


# "open about being a zoo", "out as a zoo", "identifies as (a) zoo", "I'm a zoo": who someone is. "Being"
# only right after a preposition (the person's own gerund: "proud of being a zoo"; not "tired of the house
# being a zoo").
_ZOO_LEADS = (
    ("about", "being", "a"),
    ("about", "being"),
    ("of", "being", "a"),
    ("with", "being", "a"),
    ("out", "as", "a"),
    ("out", "as"),
    ("identifies", "as", "a"),
    ("identifies", "as"),
    ("identify", "as", "a"),
    ("identify", "as"),
    ("im", "a"),
    ("i", "am", "a"),
    ("a", "proud"),
)


def _zoo_identity(a: Analysis) -> Found | None:
    if not any(a.words[h.start] == "zoo" for h in a.of("animal_setting")):
        return None
    for i, w in enumerate(a.words):
        if w != "zoo" or a.negated(i):
            continue
        if i + 1 < len(a.words) and a.sentence_of[i + 1] == a.sentence_of[i] and a.words[i + 1].isalpha():
            if a.words[i + 1] not in ("and", "who", "dont", "btw", "lol"):
                continue  # "a zoo keeper", "being a zoo volunteer": a place or a job
        for lead in _ZOO_LEADS:
            start = i - len(lead)
            if start >= 0 and tuple(a.words[start:i]) == lead:
                return Found("prohibited-bestiality", "animal-preferred", " ".join((*lead, "zoo")))
    return None
