"""A childhood in romaji is a time, not a child (issue 9, round aiprecision_policyq): "zense no kodomo
jidai wa settei dake", "kodomo no koro", "shoujo jidai", "shounen jidai" in an adult's card whose
past lives and childhood are backstory ("Nenrei: 26-sai … zense wa 8-sai no toki ni shinda").

"kodomo jidai" (childhood) and "kodomo no koro" (when a child) name when, as "as a child" does in the
other languages (minors.py _backstory). The child word is no participant when the text gives an adult
age and nothing sexual stands in the childhood's own sentence: "kodomo jidai no kanojo to no ecchi na
shiin" keeps it checked.
"""

from __future__ import annotations

from nocturne.moderation.analysis import Analysis
from nocturne.moderation.lexicon import Hit

_TIME_AFTER = frozenset("jidai koro".split())
_CHILD = frozenset("kodomo shoujo shojo shounen shonen".split())


def childhood_time(a: Analysis, hit: Hit, adult_ages: bool) -> bool:
    """The romaji child word names a childhood ("kodomo jidai", "kodomo no koro") in an adult's text."""
    words = a.words
    if not adult_ages or not a.romaji or hit.end - hit.start != 1 or words[hit.start] not in _CHILD:
        return False
    after = words[hit.end : hit.end + 2]
    if not after or not (after[0] in _TIME_AFTER or (after[0] == "no" and after[1:] == ["koro"])):
        return False
    sentence = a.sentence_of[hit.start]
    return not any(a.in_sentence(key, sentence) for key in ("sexual", "sexual_weak"))
