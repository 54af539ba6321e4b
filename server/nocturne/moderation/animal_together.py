"""An animal that comes to her, then "they do it together" (issue 9, bestiality; round ag): "Sie träumt, dass
der Hofhund nachts zu ihr ins Heu kommt und sie es miteinander treiben", "el perro viene a ella en el pajar
y lo hacen juntos", "le chien vient vers elle … et ils le font ensemble", "пёс приходит к ней … и они
занимаются этим вместе".

The act is the pair's ("miteinander", "together", "juntos", "ensemble", "вместе", "the two of them"), and
the pair is who the sentence brought together: the animal and the person it comes to ("zu ihr", "to her",
"a ella", "vers elle", "até ela", "к ней"). The act stands too far from the animal, past an "and", for the
rules that read an act beside an animal (animals.py). "Der Knecht kommt zu ihr … und sie treiben es
miteinander" names no animal; "der Hofhund bellt, Jonas kommt zu ihr" parts the animal from her by a comma.
"""

from __future__ import annotations

from nocturne.moderation import partners
from nocturne.moderation.analysis import Analysis
from nocturne.moderation.found import Found
from nocturne.moderation.lexicon import Hit

_TOGETHER = frozenset(
    "miteinander zusammen together juntos juntas ensemble juntinhos вместе beiden dos deux dois двое оба".split()
)
_TO_HER = frozenset("ihr ihm her him ella elle lui ela ele ней нему неи".split())
# "Doing it" (lexicon sexual_weak entries): with "together", what the pair does.
_DO_IT = frozenset(
    (
        "lo hacen",
        "hacerlo",
        "le font",
        "ils le font",
        "fazem aquilo",
        "tun es",
        "es tun",
        "es machen",
        "machen es",
        "treiben es",
        "занимаются этим",
        "заняться этим",
    )
)
_REACH = 6  # words from the animal to the person it comes to
_NEAR = 2  # words between the act and "together"


def together(a: Analysis, animals: list[Hit]) -> Found | None:
    """An act "together" in the sentence where an animal comes to a person."""
    if not animals or _TOGETHER.isdisjoint(a.vocabulary()):
        return None  # most texts (a set test in C)
    for act in a.of("sexual") + a.of("sexual_weak"):
        if _TOGETHER.isdisjoint(a.words[max(0, act.start - _NEAR) : act.end + _NEAR]):
            continue
        if not (act.key == "sexual" or act.entry in partners.INTENT or act.entry in _DO_IT) or a.negated(
            act.start
        ):
            continue
        sentence = a.sentence_of[act.start]
        for hit in animals:
            if a.sentence_of[hit.start] != sentence or hit.start > act.start or a.negated(hit.start, hit.end):
                continue
            if _comes_to(a, hit, act.start):
                return Found("prohibited-bestiality", "animal-together", f"{hit.entry} … {act.entry}")
    return None


def _comes_to(a: Analysis, hit: Hit, stop: int) -> bool:
    """A person's object pronoun within a few words after the animal, with no comma or human partner
    between."""
    for at in range(hit.end, min(stop, hit.end + _REACH + 1)):
        if "," in a.text[a.spans[at - 1][1] : a.spans[at][0]] or a.words[at] in partners.HUMAN_PARTNERS:
            return False
        if a.words[at] in _TO_HER:
            return True
    return False
