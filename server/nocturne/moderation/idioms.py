"""Sexual idioms whose parts a sentence splits apart, joined so the lexicon can read them.

German puts the partner between the parts of a verb idiom: "es mit ihrem Schäferhund treibt" (has
sex with her shepherd), "wie sie mit ihm schläft" is the contiguous case. The lexicon matches
contiguous phrases only, so the split form is rewritten into the joined one ("es treiben mit ihrem
schaferhund"), which de.json lists as sexual; so is the verb-first order ("treibt es im Stall mit dem
Hengst" reads "im stall es treiben mit dem hengst"). Only a few words may stand between the parts, so
"es mit Sport treibt" stays what it is unless the words around it are sexual."""

from __future__ import annotations

import re

# "es mit <up to five words> treibt/treiben/trieb/getrieben" ("es mit dem Pony im Stall treibt").
_ES_MIT_TREIBEN = re.compile(r"\bes\s+mit\s+((?:[^\W\d_]+\s+){1,5}?)(?:treib\w*|trieb\w*|getrieben)\b")
# The verb first ("Sie treibt es im Stall mit dem Hengst", "trieb sie es mit ihrem Hund", "treibst du es
# heute mit dem Pony"): a subject pronoun may stand before "es", up to three words after it; not "treibt es
# mit dem Training zu weit" (goes too far).
_TREIBT_ES_MIT = re.compile(
    r"\b(?:treib\w*|trieb\w*)\s+((?:[^\W\d_]+\s+)?)es\s+((?:[^\W\d_]+\s+){0,3}?)mit\b"
    r"(?![^.!?,;]*\bzu\s+(?:weit|bunt|toll|arg)\b)"
)
# "schlafen sie zum ersten Mal miteinander": the adverbs stand between the verb and "miteinander".
_SCHLAFEN_MITEINANDER = re.compile(
    r"\b(?:schlaf\w*|schlief\w*|geschlafen)\s+((?:[^\W\d_]+\s+){1,5}?)miteinander\b"
)

# "will heute nacht mit ihrem Nachbarn schlafen": the idiom with a named partner, not a pronoun; the partner
# must be a person word (a child "schläft mit ihrem Teddy" or "mit dem Hund" is where she sleeps). Read as
# "heute mit ihm schlafen nachbarn": the joined idiom de.json lists, the partner kept after it.
# Person nouns a partner is named by (folded, no umlauts); stems end in \w* in the pattern.
_PARTNERS = (
    "nachbar|freund|lehrer|onkel|vater|papa|stiefvater|stiefpapa|bruder|cousin|trainer|chef|mann|typ"
    "|kerl|jungen|junge|mitschuler|klassenkamerad|betreuer|nachhilfelehrer|opa|schwager|partner|date"
)
_MIT_PARTNER_SCHLAFEN = re.compile(
    r"\bmit\s+(?:ihrem|ihren|seinem|seinen|dem|den|einem|ihrer|seiner|der|einer)\s+"
    rf"((?:{_PARTNERS})\w*)\s+((?:[^\W\d_]+\s+){{0,3}}?)(?:schlaf\w*|schlief\w*|geschlafen)\b"
)
# The partner's age between ("mit ihrem Nachhilfelehrer (32) schläft"): kept after the partner.
_MIT_AGED_PARTNER_SCHLAFEN = re.compile(
    r"\bmit\s+(?:ihrem|ihren|seinem|seinen|dem|den|einem|ihrer|seiner|der|einer)\s+"
    rf"((?:{_PARTNERS})\w*)\s+(\(\d{{1,2}}\)|\d{{1,2}}),?\s+((?:[^\W\d_]+\s+){{0,3}}?)"
    r"(?:schlaf\w*|schlief\w*|geschlafen)\b"
)


def join_idioms(reading: str) -> str:
    if " es mit " in reading or reading.startswith("es mit "):
        reading = _ES_MIT_TREIBEN.sub(r"es treiben mit \1", reading)
    if " es " in reading and ("treib" in reading or "trieb" in reading):
        reading = _TREIBT_ES_MIT.sub(r"\1\2es treiben mit", reading)
    if "miteinander" in reading:
        reading = _SCHLAFEN_MITEINANDER.sub(r"\1schlafen miteinander", reading)
    if "mit " in reading and ("schlaf" in reading or "schlief" in reading):
        reading = _MIT_PARTNER_SCHLAFEN.sub(r"\2mit ihm schlafen \1", reading)
        reading = _MIT_AGED_PARTNER_SCHLAFEN.sub(r"\3mit ihm schlafen \1 \2", reading)
    return reading
