"""A word someone asks the meaning of (issue 9): "my kid is 12 and asked me what 'nsfw' means, how do I
explain it?", "mi hija de 10 años me preguntó qué es el sexo, ¿cómo se lo explico?", "meine Tochter
fragt, was Sex ist", "ma fille m'a demandé ce que veut dire porno", "что такое секс, спросил сын".

A sexual word right after "what is" ("qué es", "was ist", "o que é", "что такое") or right before
"means" ("significa", "bedeutet", "veut dire", "quer dizer", "значит") is the topic of a question, not
content, when the text asks how to explain it or says a child asked it, and asks for no scene (analysis.py
masks it, as it masks a report's crime words). "What is sex like with you? Describe it." asks for one.
"""

from __future__ import annotations

from nocturne.moderation.lexicon import Hit

# "what is", "qué es", "was ist", "ce qu'est", "o que é", "что такое": the word asked about comes next.
_WHAT_IS = (
    ("what", "is"),
    ("what", "s"),
    ("que", "es"),
    ("que", "significa"),
    ("was", "ist"),
    ("was", "heisst"),
    ("was", "bedeutet"),
    ("ce", "qu", "est"),
    ("ce", "que", "veut", "dire"),
    ("que", "veut", "dire"),
    ("o", "que", "e"),
    ("o", "que", "significa"),
    ("что", "такое"),
    ("что", "значит"),
    ("что", "означает"),
)
# "'nsfw' means", "sexo significa", "porno bedeutet", "… tte nani": the word asked about comes before.
_MEANS = frozenset("means mean meant significa significan bedeutet bedeutet heisst значит означает".split())
# An indirect question puts the verb after the word: "was Sex ist", "asked me what sex is".
_ASKED_LAST = (("was", ["ist"]), ("what", ["is"]), ("what", ["means"]))
# A child asked it: "asked me", "me preguntó", "fragt", "m'a demandé", "perguntou", "спросил".
_ASKED = frozenset(
    "asked asks asking pregunto pregunta preguntando fragte fragt gefragt demande demandait perguntou "
    "pergunta спросил спросила спрашивает kikareta kiita".split()
)


def asked_meanings(words: list[str], sexual: list[Hit], teaching: bool, requests: frozenset[str]) -> set[int]:
    """The tokens of sexual words whose meaning is asked, in a text that asks how to explain (`teaching`)
    or says someone asked, and holds no word of `requests` (write, describe, roleplay …)."""
    # Set tests (in C) rather than a loop over every word: this runs on every sexual text.
    if not sexual or not (teaching or not _ASKED.isdisjoint(words)) or not requests.isdisjoint(words):
        return set()
    masked: set[int] = set()
    for hit in sexual:
        if (
            any(_ends_with(words, hit.start, phrase) for phrase in _WHAT_IS)
            or (hit.end < len(words) and words[hit.end] in _MEANS)
            or (hit.start > 0 and (words[hit.start - 1], words[hit.end : hit.end + 1]) in _ASKED_LAST)
        ):  # the last: "was Sex ist" (German puts the verb last), "asked me what sex is" (an indirect question)
            masked.update(range(hit.start, hit.end))
    return masked


def _ends_with(words: list[str], at: int, phrase: tuple[str, ...]) -> bool:
    """The words right before `at` are `phrase` ("el", "la", "das", "le", "o" may stand between)."""
    end = at - 1 if at > 0 and words[at - 1] in _ARTICLES else at
    return end >= len(phrase) and tuple(words[end - len(phrase) : end]) == phrase


_ARTICLES = frozenset("el la lo das der die le les o a the".split())
