"""A child in an adult's life paired with the speaker, then a sexual or spicy request (issue 9, minors
recall).

"mi hermanita de 11 y yo… rol subido de tono", "meine kleine Schwester (11) und ich… heißes RP",
"minha irmãzinha de 11 anos e eu… rp picante", "моя сестрёнка 11 лет и я… горячая ролевая": the family
age is a mention (ages.py, kind "family") and the sexual word is not right beside it, but "… and I"
makes the child the speaker's partner in the scene asked for. The pair must follow the age within a few
words in its sentence, and an intent word other than bare "rp" must come after it in that sentence or
the next ("mi hermanita de 11 y yo… rol de aventuras" asks for an adventure; "my sister (11) and I went
to the zoo, later my husband and I had sex" has a couple, which keeps it a mention).
"""

from __future__ import annotations

from nocturne.moderation.analysis import Analysis

# "and I" in the seven languages (Japanese "to watashi": "imouto (11) to watashi").
_WITH_ME = frozenset(
    {("and", "i"), ("and", "me"), ("y", "yo"), ("und", "ich"), ("et", "moi"), ("e", "eu"), ("и", "я")}
    | {("to", "watashi"), ("to", "boku"), ("to", "ore"), ("n", "me"), ("n", "i")}
)
_REACH = 4  # words between the age and "and I"
_BARE_PLAY = frozenset("rp rol roleplay role play rollenspiel ролевая ролевую jeu de role".split())


def paired_with_speaker(a: Analysis, age_start: int, age_end: int) -> bool:
    """The family age is followed by "and I" in its sentence, then an intent word (module docstring)."""
    words, sentence = a.words, a.sentence_of[age_start]
    pair = next(
        (
            i
            for i in range(age_end, min(age_end + _REACH, len(words) - 1))
            if (words[i], words[i + 1]) in _WITH_ME and a.sentence_of[i] == sentence
        ),
        None,
    )
    if pair is None or any(a.in_sentence("couple", s) for s in (sentence, sentence + 1)):
        return False
    return any(
        h.start > pair and not a.negated(h.start) and h.entry not in _BARE_PLAY
        for key in ("sexual", "sexual_weak")
        for s in (sentence, sentence + 1)
        for h in a.in_sentence(key, s)
    )
