""" "… pulls him up, and they have sex" after an animal (issue 9, bestiality; round ah).

"Rex, a german shepherd, waits by the bed. She pats the sheets and pulls him up, and they have sex.",
"Rex, немецкая овчарка, ждёт у кровати. Она затаскивает его наверх, и они занимаются сексом.", "Rex to iu
inu ga matteiru. Kanojo wa kare wo hikiage, futari wa sekkusu suru.": a scene that names one person
and an animal, where the person takes the animal ("him", "его", "kare") and then "they" have sex: the
pair is the person and the animal. A person named between the animal and the pronoun ("her husband",
"the farmhand", "{{user}}") is whom "him" means, and a pair act without the pronoun ("she pulls her
wife up, and they have sex") is not the animal's.
"""

from __future__ import annotations

from nocturne.moderation import partners
from nocturne.moderation.age_phrases import ADULT_AGE
from nocturne.moderation.analysis import Analysis
from nocturne.moderation.animal_with import PEOPLE
from nocturne.moderation.found import Found
from nocturne.moderation.lexicon import Hit

_THEY = frozenset("they ellos ellas sie ils elles eles elas они futari".split())
# The animal as an object pronoun ("pulls him up", "lo sube", "zieht ihn hoch", "le fait monter", "puxa
# ele", "затаскивает его", "kare wo").
_HIM = frozenset("him it lo ihn le ele его kare".split())
_ONE = frozenset("she he i ella el sie ich elle il ela ele она он я kanojo".split())  # the one person
# Pronouns among partners.PERSONS: they name no one new.
_PRONOUNS = frozenset("me i her him she he you u herself himself myself yo ich moi eu я она он ее".split())
_TEXT = 80  # words: a short scene, where "they" has few people to mean
_REACH = 16  # words between the animal and the pronoun for it
_AFTER_HIM = 4  # words between the pronoun and "they" ("calls him up beside her and they …")


def they_with_it(a: Analysis, animals: list[Hit]) -> Found | None:
    """A person takes the animal ("him") and "they" have sex, with no other person in the text."""
    known = a.vocabulary()
    if not animals or len(a.words) > _TEXT or _THEY.isdisjoint(known) or _HIM.isdisjoint(known):
        return None
    if partners.human_partner(a) or any(g.value >= ADULT_AGE for g in a.ages):
        return None  # "her husband", "Mark (31)": the pair is theirs
    for act in a.of("sexual"):
        before = a.words[max(0, act.start - 3) : act.start]
        if a.negated(act.start) or _THEY.isdisjoint(before):
            continue
        for hit in animals:
            if hit.end > act.start or a.negated(hit.start, hit.end):
                continue
            between = a.words[hit.end : act.start]
            him = next((i for i, w in enumerate(between) if w in _HIM), None)
            if him is None or him > _REACH or not _ONE.intersection(between[:him]):
                continue
            if any((w in partners.PERSONS and w not in _PRONOUNS) or w in PEOPLE for w in between):
                continue  # "she pulls the farmhand up": a person named there
            if _name_between(a, hit, act.start):
                continue  # "she lets him in, then calls Tom over, and they have sex"
            return Found("prohibited-bestiality", "animal-they", f"{hit.entry} … {act.entry}")
    return None


# Words that open a sentence and name no one ("Then she …", "Later, …").
_OPENERS = frozenset(
    "the then later after when now soon she he they it her his a an and but so at in on i luego despues "
    "entonces ella el dann danach sie er puis ensuite elle il depois entao ela ele потом затем она он "
    "sore soshite kanojo kare".split()
)


def _name_between(a: Analysis, hit: Hit, stop: int) -> bool:
    """Someone else may be "him": the act is more than a few words after the last pronoun ("lets him in,
    then calls Tom over, and they have sex"), or a sentence between opens with a word that is neither a
    pronoun, an opener nor the animal's own name (the words just around it: "Rex, a german shepherd";
    "Tom arrives. She lets him in …"). The text is read in lower case, so a name is no capital."""
    last = max(i for i in range(hit.end, stop) if a.words[i] in _HIM)
    they = max((i for i in range(last, stop) if a.words[i] in _THEY), default=stop)
    if they - last - 1 > _AFTER_HIM:
        return True
    own = set(a.words[max(0, hit.start - 3) : hit.start] + a.words[hit.end : hit.end + 2])
    return any(
        a.sentence_of[i - 1] != a.sentence_of[i] and a.words[i] not in own and a.words[i] not in _OPENERS
        for i in range(hit.end + 1, stop)
    )
