"""German "mit <ihrem Nachbarn> schlafen": the sleep-with idiom with a named partner (issue 9, blind-aj).

de.json lists the idiom with a pronoun only ("mit ihm schlafen"); a writer names the partner instead
("will heute nacht mit ihrem Nachbarn schlafen"), which the contiguous lexicon misses. The partner must
be a person word: a child "schläft mit ihrem Teddy" or "mit dem Hund" is where she sleeps, not sex, so
toys and pets are never rewritten. The rewrite keeps the partner after the joined idiom."""

from __future__ import annotations

import re

# Person nouns a partner is named by (folded, no umlauts); stems end in \w* in the pattern.
_PARTNERS = (
    "nachbar|freund|lehrer|onkel|vater|papa|stiefvater|stiefpapa|bruder|cousin|trainer|chef|mann|typ"
    "|kerl|jungen|junge|mitschuler|klassenkamerad|betreuer|nachhilfelehrer|opa|schwager|partner|date"
)
_MIT_PARTNER_SCHLAFEN = re.compile(
    r"\bmit\s+(?:ihrem|ihren|seinem|seinen|dem|den|einem|ihrer|seiner|der|einer)\s+"
    rf"((?:{_PARTNERS})\w*)\s+((?:[^\W\d_]+\s+){{0,3}}?)(?:schlaf\w*|schlief\w*|geschlafen)\b"
)


def join_partner_sleep(reading: str) -> str:
    """ "mit ihrem nachbarn heute schlafen" reads "heute mit ihm schlafen nachbarn"."""
    if "mit " not in reading or ("schlaf" not in reading and "schlief" not in reading):
        return reading
    return _MIT_PARTNER_SCHLAFEN.sub(r"\2mit ihm schlafen \1", reading)
