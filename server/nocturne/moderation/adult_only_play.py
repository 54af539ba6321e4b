"""An age-play term its own words keep to adults (issue 9, session 14): "Tags: nsfw, ddlg (adult
only)", "ageplay but only adult stuff: … my bratty 25 yo girlfriend", "ddlg solo adulto, ella tiene
24", "Ageplay nur Erwachsene, sie ist 26", "ageplay entre adultes seulement, elle a 30 ans",
"ageplay só adulto, ela tem 22", "эйджплей только взрослые, ей 25", "ageplay otona dake, 23-sai".

An age-play term (lexicon key age_play) with an adult-only qualifier (lexicon key adult_only) within a
few words of it is play between adults, as "no actual minors" makes it, when an adult age is stated
and no minor age is: "ddlg (adult only), she's 12" stays blocked, as does "ddlg (adult only)" alone.
"""

from __future__ import annotations

from nocturne.moderation.analysis import Analysis
from nocturne.moderation.lexicon import Hit

_KEY = "adult_only"
_REACH = 4  # words between the term and its qualifier, either side


def adult_only_play(a: Analysis, hit: Hit) -> bool:
    """The age-play `hit` has an adult-only qualifier beside it (the caller checks the ages)."""
    return any(
        not a.negated(q.start, q.end)
        and (0 <= q.start - hit.end <= _REACH or 0 <= hit.start - q.end <= _REACH)
        for q in a.of(_KEY)
    )
