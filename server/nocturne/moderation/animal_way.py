"""An animal that "has his way with her" in an explicit text (issue 9, bestiality; round ah).

"she lets her husky have his way with her tonight, spicy rp", "deja que su perro la haga suya, rol
caliente", "der Hund macht mit ihr, was er will … nsfw", "son chien fait d'elle ce qu'il veut, rp hot",
"o cachorro faz o que quer com ela, rp safado", "пёс делает с ней что хочет, горячий рп", "inu ga kanojo
wo jibun no mono ni suru, ecchi rp": the possessive euphemism for sex, with the animal as its subject
and a person ("her", "me") as its object, is the act once the text says it is sexual. Without a sexual
word it is a spoiled pet ("her husky always has his way with her, those puppy eyes"); with a thing as
its object it is mischief ("has his way with the couch"); with a human partner named the sex is theirs.
"""

from __future__ import annotations

import re

from nocturne.moderation import partners
from nocturne.moderation.analysis import Analysis
from nocturne.moderation.animal_with import human_after_with
from nocturne.moderation.found import Found
from nocturne.moderation.lexicon import Hit

# The euphemisms, over the words after the animal joined by spaces (normalised: no accents, lower case).
_PERSON = r"(?:her|me|him|you|us|them)"
_WAY = re.compile(
    r"^(?:\w+ ){0,2}?(?:"
    rf"(?:have|has|had|having|get|gets|got) (?:his|its|their) (?:wicked )?way with {_PERSON}"
    rf"|(?:make|makes|made|making) {_PERSON} (?:his|its)\b"
    r"|(?:la|me|te) (?:hace|haga|hizo|hara|hacia) (?:suya|suyo)|(?:hacerla|hacerme) suya"
    r"|hace lo que quiere (?:con ella|con el|conmigo)"
    r"|macht (?:mit )?(?:ihr|mir|ihm) was (?:er|es) will|(?:mit )?(?:ihr|mir) macht was (?:er|es) will"
    r"|macht sie zu seiner"
    r"|fait d (?:elle|moi) ce qu il veut|fait ce qu il veut d (?:elle|moi)|(?:la|me) fait sienne"
    r"|faz o que quer (?:com ela|com ele|comigo)|faz dela (?:sua|a sua)|(?:a|me) faz (?:sua|dele)"
    r"|делает с (?:неи|ним|мнои) что хочет|(?:овладевает|овладел|овладеть) (?:ею|еи|мнои|им)"
    r"|(?:kanojo|kare|watashi) (?:wo|o) (?:jibun no mono ni|suki ni) (?:suru|shita|shite)"
    r")"
)
# A word of the euphemism must be here before the pattern runs.
_KEYS = frozenset(
    "way his its suya suyo quiere will seiner veut sienne quer sua dele хочет овладевает овладел овладеть "
    "mono suki".split()
)
_REACH = 10  # words read after the animal


def has_its_way(a: Analysis, animals: list[Hit]) -> Found | None:
    """An animal right before a possessive euphemism with a person for its object, in a sexual text."""
    if _KEYS.isdisjoint(a.vocabulary()) or not animals:
        return None
    if partners.human_partner(a):
        return None  # "… while she and her husband have sex"
    if not any(not a.negated(h.start) and not human_after_with(a, h) for h in a.of("sexual")):
        return None  # no sex, or sex "with Jake (30)": a person is its partner
    for hit in animals:
        if a.negated(hit.start, hit.end):
            continue
        first = (
            hit.end + 1 if hit.end + 1 < len(a.words) and a.words[hit.end] == "ga" else hit.end
        )  # "inu ga"
        after = a.words[first : first + _REACH]
        if _KEYS.isdisjoint(after):
            continue
        match = _WAY.search(" ".join(after))
        if match and not _possessive(a, first + match.group().count(" ") + 1):
            return Found("prohibited-bestiality", "animal-way", f"{hit.entry} … way")
    return None


def _possessive(a: Analysis, end: int) -> bool:
    """The euphemism's last word ("her") owns a thing after it ("his way with her sandwich"): a word with
    no punctuation between that is none of the words a clause goes on with."""
    if end >= len(a.words) or a.words[end - 1] != "her":
        return False
    gap = a.text[a.spans[end - 1][1] : a.spans[end][0]]
    return not gap.strip() and a.words[end] not in _GOES_ON


# Words after "his way with her" that go on with the clause, not a thing she owns.
_GOES_ON = frozenset(
    "tonight today again now all in on at until while and as right over every when after before under "
    "finally then there here slowly roughly at last".split()
)
