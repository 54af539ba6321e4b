"""A kin's age in a text that says it is SFW (issue 9, session 14): "fluffy sfw rp with my little
brother's d&d character idea, he's 11 and wants a dragon ranger lol", "rol sfw con la idea de mi hermanito,
tiene 10 y quiere un dragón", "SFW-RP mit der Idee meines kleinen Bruders, er ist 11 und will einen
Drachen", "rp sfw avec l'idée de mon petit frère, il a 11 ans", "rp sfw com a ideia do meu irmãozinho,
ele tem 11", "sfw рп по идее моего младшего брата, ему 11".

The age is the kin's, a mention, when the text calls itself SFW ("sfw", "wholesome", "family friendly",
"jugendfrei", "tout public") and has no sexual word, a pronoun stands right before the age ("he's 11",
"ele tem 11", "ему 11"; or the age opens the clause after the kin), and an owner's kin word ("my little
brother's", "mi hermanito", "моего брата") is a few words before it in its sentence. On the character path
every stated age is the character's, and "rp" alone is sexual intent; the SFW word and the owned kin say
whose age this is. "my little brother, he's 11, nsfw rp with him" has a sexual word and stays blocked.

Cost: a vocabulary check for the SFW words first; then a few words before the age.
"""

from __future__ import annotations

from nocturne.moderation.ages import Age
from nocturne.moderation.analysis import Analysis

_SFW = frozenset("sfw wholesome jugendfrei kenzen".split())
_PRONOUNS = frozenset(
    """he she hes shes el ella tiene er sie ist il elle a ele ela tem ему ей он она""".split()
)
# Owners and kin in the cases the lexicon's lists lack: "meines kleinen Bruders", "моего младшего брата".
_MORE_OWNERS = frozenset("meines meiner seines ihres моего моей моих его её ее".split())
_MORE_KIN = frozenset(
    "cousin cousins primo prima primito primita bruders schwester brata сестры брата братика сестрёнки сестренки сына дочери".split()
)
_KIN_REACH = 9  # "my little brother's d&d character idea, he's 11"
_OWNER_REACH = 3  # "my little brother's", "meines kleinen Bruders", "do meu irmãozinho"


def sfw_kin_age(a: Analysis, age: Age, owners: frozenset[str]) -> bool:
    """The unclaimed age at `age` is an owned kin's in a text that says it is SFW (module docstring)."""
    if _SFW.isdisjoint(a.vocabulary()) or age.claimed or age.start == 0:
        return False
    if any(not a.negated(h.start) for h in a.of("sexual")):
        return False
    if a.words[age.start - 1] not in _PRONOUNS:
        return False
    sentence = a.sentence_of[age.start]
    for i in range(max(0, age.start - _KIN_REACH), age.start - 1):
        kin = a.words[i] in _MORE_KIN or a.covered("family", i, i + 1) or a.covered("minor", i, i + 1)
        if a.sentence_of[i] != sentence or not kin:
            continue
        before = a.words[max(0, i - _OWNER_REACH) : i]
        if not owners.isdisjoint(before) or not _MORE_OWNERS.isdisjoint(before):
            return True
    return False
