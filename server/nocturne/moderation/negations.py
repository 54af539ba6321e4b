"""The negation pass: which tokens a negation reaches ("no minors", "not a real dog", "kein Sex"), read
once per reading into Analysis.negated_tokens.

A negation word reaches the few words after it in its sentence, and stops where a new clause opens
after a comma ("не бойся, давай секс") or where a bracket it stands in closes ("(real dog, no furry)
have sex"); a negation phrase (lexicon key negation) reaches three. An image prompt's negative part,
an answer that denies a word (denials.py) and a clause that keeps children out of the scenes
(excluded_children.py) are negated too. Apart from analysis.py because it decides what a negation
reaches, not how the text is read; Analysis.negated answers from the tokens this pass marks.
"""

from __future__ import annotations

import re

from nocturne.moderation.denials import denied
from nocturne.moderation.excluded_children import exclusion_clauses
from nocturne.moderation.lexicon import Hit
from nocturne.moderation.plain_sentences import REQUEST_WORDS
from nocturne.moderation.tag_negations import lone_tag

# After "except", a person: the exception says who may ("except me"), it negates nothing after it.
_EXCEPTED = frozenset("me him her us you them my his our your".split())
_BOUNDS = ("under", "almost")  # lexicon keys of the words that bound an age ("not yet", "noch keine")
# Before a bound, who it is said of: "sie is noch keine 16", "elle a pas encore 16 ans", "ela tem".
_SAID_OF = frozenset(
    "is ist bin bist war a est es tiene tem tinha has shes hes she he sie er elle il ela ele ей ему мне".split()
)
# Japanese list particles: "未成年も動物もなし" (neither minors nor animals), "mo … mo nashi".
LIST_PARTICLES = frozenset("も mo".split())
# A list joined before a negation after it ("Minderjährige und Tiere sind verboten", "未成年と動物はNG",
# "menores y animales prohibidos"): the negation reaches back over the joiner to the first item.
LIST_JOINERS = frozenset("and or und oder y o e ou et и или と や".split())
# A prefix negates only the word it stands on ("non-anthro wolf": the wolf is not negated).
_PREFIX_NEGATIONS = frozenset({"non"})
# A label of what is ruled out, before a colon: "Tabus: Minderjährige, Tiere", "NG: rori, shota", "Tabú:
# menores", "Табу: несовершеннолетние". It negates its list, to the end of the sentence; not after a
# negation ("keine Tabus: …", "no limits: …" rule nothing out).
_LIST_LABELS = frozenset("tabu tabus tabous tabou табу ng limits limites grenzen".split())
# German "nem" is "einem" after a preposition ("mit nem Hund", "mit so nem Mädchen"), not the
# Portuguese negation "nem" ("nem pensar"): it negates nothing there.
_GERMAN_NEM_BEFORE = frozenset("mit von zu bei in an aus auf nach unter vor hinter neben so".split())
# An image prompt's negative part, in the six languages and NovelAI's "uc:" (undesired content); the
# text is normalised (accents gone, Japanese voiced marks dropped: ネガティブ reads ネカティフ).
_NEGATIVE_PROMPT = re.compile(
    r"\b(?:negatives?|negativ[oae]s?|negatif|negativer|negativnyi|negativnyy|негативныи|негатив|neg)"
    r"(?:\s+(?:prompt|промпт))?\s*[:=]|\bnegative\s+prompt\b|\buc\s*:|\bundesired\s+content\s*:"
    r"|ネカティフ(?:フロンフト)?\s*[:：]"
)
_NEGATIVE_HINTS = ("neg", "негатив", "ネカティフ", "uc:", "uc :", "undesired")
# Where the negative part ends: the next section ("| positive: …", a new line, "Prompt: …"). What
# follows is asked for again: "negative: old woman | prompt: loli" keeps "loli" unnegated.
_SECTION_END = re.compile(
    r"[|\n]|\b(?:positive|positiv[oae]|positif|positiver|pozitivnyi|позитивныи|позитив|prompt)\b|ホシティフ"
)


# Words that open a new clause after a comma: a request or a wish ("не бойся, давай секс", "ничего
# страшного, хочу секс", "don't worry, let's …"). A negation before the comma does not reach them.
_CLAUSE_OPENERS = REQUEST_WORDS | frozenset(
    "даваи даваите хочу пиши продолжаи now lets want quiero vamos sigue ich mach jetzt veux allez "
    "quero vamos agora bora yarou shite "
    # "mamá no está, ya sabes qué hacer", "мамы нет дома, ты знаешь что делать", "maman n'est pas là,
    # on le fait": the listener's or the speakers' own clause
    "ya ты du tu voce vc you u on wir мы nosotros "
    # "il parle pas, et elle couche avec lui", "er spricht nicht, und sie …": a clause of its own
    "and et und y e и".split()
)


# Quotes a negated phrase opens with, and the quote that closes it.
_QUOTES = {
    "'": "'",
    '"': '"',
    "\u2018": "\u2019",
    "\u201c": "\u201d",
    "\u00ab": "\u00bb",
    "\u300c": "\u300d",
    "\u201e": "\u201c",
}
_QUOTE_REACH = 12  # words a negated quote may hold


def _quoted_after(text: str, spans: list[tuple[int, int]], index: int) -> range | None:
    """The tokens of a quote that opens right after the negation at `index` ("no 'she's 1000 but looks
    12'", "nada de «tiene 1000 pero parece de 12»", "kein „sieht aus wie 12“"), if it closes within a
    few words; None otherwise."""
    if index + 1 >= len(spans):
        return None
    gap = text[spans[index][1] : spans[index + 1][0]].strip()
    if len(gap) != 1 or gap not in _QUOTES:
        return None
    close = _QUOTES[gap]
    for at in range(index + 1, min(index + 1 + _QUOTE_REACH, len(spans))):
        after = text[spans[at][1] : spans[at + 1][0] if at + 1 < len(spans) else len(text)]
        if close in after:
            return range(index + 1, at + 1)
    return None


def _new_clause(
    text: str, spans: list[tuple[int, int]], words: list[str], at: int, verb: bool = False
) -> bool:
    """Token `at` opens a clause of its own: a comma before it and a request or wish word (after
    Russian "не", which negates a verb, any word: "никто не узнает, секс")."""
    return (verb or words[at] in _CLAUSE_OPENERS) and any(
        c in ",;" for c in text[spans[at - 1][1] : spans[at][0]]
    )


def _closes_bracket(text: str, spans: list[tuple[int, int]], negation: int, at: int) -> bool:
    """A bracket the negation stands in closes before token `at` ("(real dog, no furry) have sex")."""
    return ")" in text[spans[at - 1][1] : spans[at][0]] and "(" not in text[spans[negation][0] : spans[at][0]]


def negative_parts(text: str) -> list[tuple[int, int]]:
    """The character spans of an image prompt's negative parts, each to the end of its section."""
    parts: list[tuple[int, int]] = []
    if not any(hint in text for hint in _NEGATIVE_HINTS):
        return parts  # most texts have none: a substring test before the pattern
    for match in _NEGATIVE_PROMPT.finditer(text):
        end = _SECTION_END.search(text, match.end())
        parts.append((match.end(), end.start() if end else len(text)))
    return parts


# "pressed up against her horse", "leaning against the stall": a body against something, no objection.
_BODY_AGAINST = frozenset(
    "up pressed press presses pressing leaning leans lean leaned pinned pins pin pushed pushes push back "
    "rubbing rubs rub grinding grinds grind snuggled snuggles cuddled cuddles curled curls lying lies".split()
)


def _no_objection(words: list[str], index: int) -> bool:
    """A negation word that negates nothing here: "пока ей снова не становится двенадцать" ("пока … не" is
    "until"), a body "pressed up against" something."""
    if words[index] == "against":
        return index > 0 and words[index - 1] in _BODY_AGAINST
    return words[index] == "не" and "пока" in words[max(0, index - 3) : index]


def negated_tokens(
    text: str,
    spans: list[tuple[int, int]],
    words: list[str],
    sentence_of: list[int],
    hits: list[Hit],
    by_key: dict[str, list[Hit]],
    romaji: bool,
    negations: frozenset[str],
    breakers: frozenset[str],
) -> set[int]:
    """The tokens a negation reaches. `negations` and `breakers` are the lexicon's negation words and
    the words after one that make it none; with `romaji`, "no" and "ni" are particles."""
    negated: set[int] = set()
    for start, end in negative_parts(text):  # an image prompt's negative part lists what must NOT appear
        negated.update(i for i, (at, _) in enumerate(spans) if start <= at < end)
    # "a real (not anthro) dog": the negation is part of the phrase and negates only inside it.
    inside = {h.start: h.end for h in by_key.get("real_animal", ())}
    # "noch keine 16", "pas encore 16 ans": a negation inside a bound on an age bounds it, negates nothing
    # (said of someone: "no minors, not even 17" is a ban)
    bounding = {
        i
        for key in _BOUNDS
        for h in by_key.get(key, ())
        if h.start > 0 and words[h.start - 1] in _SAID_OF
        for i in range(h.start, h.end)
    }
    for index in [i for i, w in enumerate(words) if w in negations]:
        word = words[index]
        if index in bounding:
            continue
        if romaji and word in ("no", "ni"):
            continue
        if word == "nem" and index and words[index - 1] in _GERMAN_NEM_BEFORE:
            continue  # "mit nem Hund": the German article
        following = words[index + 1] if index + 1 < len(words) else ""
        if following in breakers:
            continue
        if _no_objection(words, index):
            continue
        if word == "except" and following in _EXCEPTED:
            continue  # "nobody can touch her except me, then …": who may, not a negation
        if lone_tag(text, spans, words, index):
            continue  # "tags: forbidden, slow burn, nsfw": a genre (tag_negations.py)
        if (quoted := _quoted_after(text, spans, index)) is not None:
            negated.update(i for i in quoted if sentence_of[i] == sentence_of[index])
            continue  # "no 'she's 1000 but looks 12'": the negation reaches the whole quote
        reach = 2 if word in _PREFIX_NEGATIONS else 4
        for offset in range(1, min(reach, inside.get(index, len(words)) - index)):
            at = index + offset
            if at < len(words) and _new_clause(text, spans, words, at, word == "не"):
                break  # "не бойся, давай секс": the negation ends with its clause
            if at < len(words) and _closes_bracket(text, spans, index, at):
                break  # "(un perro de verdad, no furry) tienen sexo": it ends with its brackets
            if at < len(words) and sentence_of[at] == sentence_of[index]:
                negated.add(at)
    for hit in by_key.get("negation", ()):
        if romaji and hit.end - hit.start == 1 and words[hit.start] in ("no", "ni"):
            continue
        if hit.start in bounding:
            continue
        if hit.end < len(words) and words[hit.end] in breakers:
            continue
        if words[hit.start] == "nem" and hit.start and words[hit.start - 1] in _GERMAN_NEM_BEFORE:
            continue
        if _no_objection(words, hit.start):
            continue
        if words[hit.start] == "except" and words[hit.end : hit.end + 1] and words[hit.end] in _EXCEPTED:
            continue
        if hit.end - hit.start == 1 and lone_tag(text, spans, words, hit.start):
            continue
        if (quoted := _quoted_after(text, spans, hit.end - 1)) is not None:
            negated.update(i for i in quoted if sentence_of[i] == sentence_of[hit.start])
            continue  # "nada de «tiene 1000 pero parece de 12»": the whole quote
        reach = 1 if hit.end - hit.start == 1 and words[hit.start] in _PREFIX_NEGATIONS else 3
        for at in range(hit.end, min(hit.end + reach, len(words), inside.get(hit.start, len(words)))):
            if _new_clause(text, spans, words, at, words[hit.start] == "не"):
                break
            if _closes_bracket(text, spans, hit.start, at):
                break
            if sentence_of[at] == sentence_of[hit.start]:
                negated.add(at)
    negated |= _labelled_lists(text, spans, words, sentence_of, negations)
    negated |= denied(text, spans, words, sentence_of)  # "Minderjährig? Nein, sie ist 25" (denials.py)
    for clause in exclusion_clauses(text, spans, words, sentence_of, hits):
        negated.update(clause)  # "never appear in romantic or sexual scenes" (excluded_children.py)
    return negated


def _labelled_lists(
    text: str,
    spans: list[tuple[int, int]],
    words: list[str],
    sentence_of: list[int],
    negations: frozenset[str],
) -> set[int]:
    """The lists after a label of what is ruled out ("Tabus: Minderjährige, Tiere, Ageplay.")."""
    if _LIST_LABELS.isdisjoint(words):
        return set()
    negated: set[int] = set()
    for index in (i for i, w in enumerate(words) if w in _LIST_LABELS and i + 1 < len(words)):
        if not text[spans[index][1] : spans[index + 1][0]].strip().startswith(":"):
            continue
        if not negations.isdisjoint(words[max(0, index - 2) : index]):
            continue  # "keine Tabus: …", "sin tabúes": nothing is ruled out
        at = index + 1
        while at < len(words) and sentence_of[at] == sentence_of[index]:
            negated.add(at)
            at += 1
    return negated
