"""A person and an animal left "just the two of you" in a sexual request (issue 9, bestiality; round cz).

Picture and chat requests pair the one asked with a pet and then shut everyone else out: "send me a pic of
u and ur pup Biscuit getting frisky in bed 😈 the nsfw kind, just u two", "mach ein Bild von dir und
deinem Pony, aber die versaute Version 😏 nur ihr zwei im Stall", "ペットのポチとエッチな写真撮って ベッドで
ふたりきりのやつ". "Just you two" says who the sexual picture is of: the person and the animal.

Left "a solas con él" (alone with it) after the animal, as the scene turns in that sentence ("… y la cosa
se pone subida de tono"), is the same request.

The twins pass: the sexual part of the person alone ("y luego otra picante, tú solita"), a human partner
in the text (then "you two" may be the couple), someone who comes in after ("home alone with Bruno when
your neighbour drops by"), no sexual word, a long text (its cast is read elsewhere).
"""

from __future__ import annotations

import re

from nocturne.moderation import partners
from nocturne.moderation.analysis import Analysis
from nocturne.moderation.animal_try_with import names_the_animal, token_at
from nocturne.moderation.animal_with_him import PEOPLE
from nocturne.moderation.found import Found
from nocturne.moderation.lexicon import Hit

# "just u two", "only the two of you", "nur ihr zwei", "solo ustedes dos", "só vocês dois", "rien que vous
# deux", "только вы вдвоём", "ふたりきり": the pair alone, said to the one asked.
_TWO_ALONE = re.compile(
    r"\b(?:just|only)\s+(?:u|you|yall)\s+(?:2|two)\b|\b(?:just|only)\s+the\s+two\s+of\s+(?:you|u)\b"
    r"|\bnur\s+(?:ihr|euch)\s+(?:zwei|beide|beiden)\b|\bsolo\s+(?:ustedes|vosotros|tu\s+y\s+(?:el|ella))\s+dos\b"
    r"|\bso\s+(?:voces|vcs|voce\s+e\s+(?:ele|ela))\s+dois\b|\brien\s+que\s+(?:vous|toi\s+et\s+(?:lui|elle))\s+deux\b"
    r"|\bтолько\s+вы\s+вдво[её]м\b|ふたりきり|二人きり|\bfutari\s?kiri\b"
)


# "me quedo a solas con él", "alone with him", "allein mit ihm", "seule avec lui", "sozinha com ele",
# "наедине с ним": group 1 or 2 is who the person is left alone with.
_ALONE_WITH = re.compile(
    r"\b(?:alone|a\s+solas|sozinh[ao]|allein|seule?)\s+(?:with|con|com|mit|avec)\s+(\w+)|наедине\s+с\s+(\w+)"
)


_ALONE_WORDS = 45  # a request, a little longer than partners.SHORT_TEXT: the scene is set, then turned
_TURNS = ("sexual", "sexual_weak")
_SOMEONE_ELSE = PEOPLE | partners.HUMAN_PARTNERS
_ROLEPLAY = frozenset("rol rp roleplay role play ролка ролевая".split())


def two_alone(a: Analysis, animals: list[Hit]) -> Found | None:
    """An animal in a short sexual request that leaves the one asked alone with it."""
    if not animals or len(a.words) > _ALONE_WORDS or partners.human_partner(a):
        return None
    sexual = any(not a.negated(h.start) for h in a.of("sexual"))
    short = len(a.words) <= partners.SHORT_TEXT
    found = _TWO_ALONE.search(a.text) if sexual and short else None
    if found is not None:
        animal = next((h for h in animals if not a.negated(h.start)), None)
        if animal is not None:
            return Found("prohibited-bestiality", "animal-two-alone", f"{animal.entry} … {found.group()}")
    # Alone with the animal, and the scene turned sexual ("y la cosa se pone subida de tono"): a weak word
    # is enough, as the one left alone with it is the animal.
    if not sexual and not any(_turns(a, h) for h in a.of("sexual_weak")):
        return None
    starts = [start for start, _ in a.spans]
    for match in _ALONE_WITH.finditer(a.text):
        target = next(g for g in match.groups() if g)
        at = token_at(starts, match.start(match.lastindex or 1))
        if not any(_turns(a, h) for key in _TURNS for h in a.in_sentence(key, a.sentence_of[at])):
            continue  # the scene turns in the sentence that leaves them alone
        if not _SOMEONE_ELSE.isdisjoint(a.words[at:]):
            continue  # "… alone with Bruno when your neighbour Sam (34) drops by": someone else comes in
        for hit in animals:
            if (
                not a.negated(hit.start)
                and 0 < at - hit.end <= _ALONE_WORDS
                and names_the_animal(a, hit, at, target)
            ):
                return Found("prohibited-bestiality", "animal-two-alone", f"{hit.entry} … {match.group()}")
    return None


def _turns(a: Analysis, hit: Hit) -> bool:
    """A sexual word that turns the scene: not negated, and not the asking for a role-play itself."""
    return not a.negated(hit.start) and hit.entry not in _ROLEPLAY
