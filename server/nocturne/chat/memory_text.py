"""What the memory and summary jobs ask a model, and how they read its answers.

The requests are shaped for the smallest model Nocturne runs (SmolLM2-135M): given a whole transcript it
only copies it, but given one short statement and two worked examples it writes facts like "Sam is a nurse."
So memories come from what the user says about themselves, one message at a time, without *actions* (scene
events, not lasting facts) and without questions. Answers are read leniently (bullets, numbers, no
markers at all), and a line is kept only when it is a fact a person would agree with: about the user, in the
third person, every content word found in what the user wrote, not a transcript line ("Sam: …"), not the
request's or the chat prompt's own instruction text, and not already known.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from nocturne.chat.echo import EchoSources, has_echo, strip_echo, words_of
from nocturne.moderation.rules import check_text

MAX_NEW_MEMORIES = 3

MEMORY_SYSTEM = (
    "You write short lasting facts about a person from what they wrote. One fact per line, each starting "
    "with '- '. Write '- none' when they tell nothing lasting."
)
# Worked examples (a person the chat never has: a fact naming them is one copied from here).
EXAMPLE_PERSON = "Alex"
MEMORY_EXAMPLES = (
    (
        'Alex wrote: "I grew up in Texas. I have two cats at home."',
        "- Alex grew up in Texas.\n- Alex has two cats.",
    ),
    (
        'Alex wrote: "I\'m a teacher. I think blue is my favourite colour."',
        "- Alex is a teacher.\n- Alex's favourite colour is blue.",
    ),
)
MEMORY_REQUEST = '{user} wrote: "{statement}"'

SUMMARY_SYSTEM = (
    "You summarise role-play stories in two or three sentences, in the past tense, in the third person. "
    "Never write dialogue."
)
# The messages are given as reported speech ('Mira said: "…"'): given a transcript ("Mira: …"), a small model
# continues the transcript instead of summarising it.
SUMMARY_EXAMPLES = (
    (
        'What happened:\nAlex said: "*knocks on the door* Is anyone home?"\nMira said: "*opens the door* Alex! '
        'Come in, you\'re soaked."\nAlex said: "Thanks. The storm wrecked my car."\n\nSummary:',
        "Alex knocked on Mira's door during a storm that had wrecked his car. Mira let him in.",
    ),
)
SUMMARY_REQUEST = "What happened:\n{excerpt}\n\nSummary:"

_ACTION = re.compile(r"\*[^*\n]*\*")
_SENTENCE_END = re.compile(r"(?<=[.!?…])\s+|\n+")
_FIRST_PERSON = re.compile(r"\b(i|i'm|i’m|i've|i'd|i'll|my|me|mine|myself)\b", re.IGNORECASE)
_QUESTION_START = re.compile(
    r"^(do|does|did|are|is|was|were|can|could|would|will|shall|should|what|how|why|where|when|who|which"
    r"|have|has|may|might)\b",
    re.IGNORECASE,
)
_SECOND_PERSON = re.compile(r"\b(you|your|yours|yourself)\b", re.IGNORECASE)
_MARKER = re.compile(r"^\s*(?:[-*•·]+|\d{1,2}[.)]|\(?[a-z]\))\s*")
_NONE = {"none", "nothing", "n/a", "na", "no facts", "nothing lasting", "no new facts"}
# A transcript line: "Sam: …", "User: …", "Luna: …".
_SPEAKER = re.compile(r"^\s*\**([\w .'’-]{1,40}?)\**\s*:\s*\S")
# Facts that are about the moment, not lasting.
_TRANSIENT = re.compile(
    r"\b(today|tonight|now|currently|right now|at the moment|this (morning|evening|afternoon))\b", re.I
)
# Words a fact may add to what the user wrote.
_GLUE = set(
    "a an the is are was were be been being am has have had do does did not no and or but so of in on at to "
    "for from with by as than that this these those it its he she they them him her his hers their theirs "
    "who whom which what very also just really own one some any all much many more most name named called "
    "likes like loves love enjoys enjoy wants want lives live works work person people there here about "
    "into over after before up out s told tells said says asked asks talked talks met meets felt feels went "
    "goes came comes got gets then when while later".split()
)
_SPEAKER_WORDS = {"user", "assistant", "character", "narrator", "system"}


def first_person_statements(text: str) -> str:
    """What a message says about its writer: the sentences (and leading clauses of questions) in the first
    person, without *actions* and questions. "" when it says nothing about them."""
    kept: list[str] = []
    for sentence in _SENTENCE_END.split(_ACTION.sub(" ", text)):
        s = " ".join(sentence.split()).strip(" \"'“”")
        if not s:
            continue
        if s.endswith("?"):
            if _QUESTION_START.match(s):
                continue
            clauses = re.split(r",\s*", s)
            s = ", ".join(clauses[:-1])  # "I love tea, do you have some?" -> "I love tea"
        s = s.rstrip(".!?…,; ")
        if s and _FIRST_PERSON.search(s):
            kept.append(s + ".")
    return " ".join(kept)


def _stem(word: str) -> str:
    return word[:4] if len(word) > 4 else word


def _content(words: Iterable[str], skip: set[str]) -> list[str]:
    return [w for w in words if w not in _GLUE and w not in skip and not w.isdigit() and len(w) > 1]


def _names(*names: str) -> set[str]:
    return {w for name in names for w in words_of(name)} | {
        f"{w}'s" for name in names for w in words_of(name)
    }


def grounded_share(text: str, source: str, skip: set[str]) -> float:
    """The share of `text`'s content words that also stand in `source` (by stem), 1.0 when it has none."""
    stems = {_stem(w) for w in words_of(source)}
    content = _content(words_of(text), skip)
    if not content:
        return 1.0
    return sum(_stem(w.removesuffix("'s")) in stems for w in content) / len(content)


def _key(text: str) -> frozenset[str]:
    return frozenset(_stem(w) for w in _content(words_of(text), set()))


def is_duplicate(fact: str, known: Iterable[str]) -> bool:
    """The same fact in other words: the same content words, or nearly (Jaccard 0.75 or more)."""
    key = _key(fact)
    for other in known:
        other_key = _key(other)
        union = key | other_key
        if not union or len(key & other_key) / len(union) >= 0.75:
            return True
    return False


def is_speaker_line(line: str, names: Iterable[str]) -> bool:
    """Whether a line writes someone's words as a transcript does ("Sam: Hi", "User: …")."""
    match = _SPEAKER.match(line)
    if match is None:
        return False
    label = match.group(1).strip().lower()
    return label in _SPEAKER_WORDS or label in {n.strip().lower() for n in names} or len(label.split()) <= 2


def parse_memories(
    answer: str,
    known: list[str],
    *,
    user: str,
    source: str,
    names: Iterable[str] = (),
    instructions: EchoSources | None = None,
) -> list[str]:
    """The facts in a model's answer that may be stored (see the module docstring), at most MAX_NEW_MEMORIES."""
    user_words = set(words_of(user))
    skip = _names(user, *names)
    out: list[str] = []
    for line in answer.splitlines():
        fact = _MARKER.sub("", line).strip().strip("\"'“”").strip()
        words = words_of(fact)
        if not fact or " ".join(words) in _NONE or not 3 <= len(words) <= 25:
            continue
        if is_speaker_line(fact, [user, *names]) or _FIRST_PERSON.search(fact) or _TRANSIENT.search(fact):
            continue
        if not user_words & {w.removesuffix("'s") for w in words}:
            continue  # memories are about the user; this line is not
        if EXAMPLE_PERSON.lower() in words and EXAMPLE_PERSON.lower() not in words_of(source):
            continue  # copied from the worked examples
        if not _content(words, skip) or _SECOND_PERSON.search(fact):
            continue  # says nothing ("Sam is a person."), or talks to someone ("Sam met you.")
        if grounded_share(fact, source, skip) < 1.0:
            continue  # says something the user did not
        if instructions is not None and has_echo(fact, instructions):
            continue
        if not fact.endswith((".", "!", "…")):
            fact += "."
        if is_duplicate(fact, [*known, *out]) or check_text(fact, context="output").flagged:
            continue
        out.append(fact[:300])
    return out[:MAX_NEW_MEMORIES]


def clean_summary(
    answer: str,
    *,
    source: str,
    names: Iterable[str],
    instructions: EchoSources | None = None,
    min_grounded: float = 0.7,
) -> str:
    """The sentences of a summary answer that may be stored: never a transcript line (which would write
    the user's words), never instruction text, never a sentence mostly made of words the story does not
    hold (the model inventing). "" when nothing is left."""
    names = list(names)
    skip = _names(*names)
    kept: list[str] = []
    for line in answer.splitlines():
        line = re.sub(r"^\s*(summary|updated summary)\s*:\s*", "", line.strip(), flags=re.IGNORECASE)
        line = _MARKER.sub("", line).strip()
        if not line or is_speaker_line(line, names):
            continue
        if instructions is not None:
            line = strip_echo(line, instructions)
        for sentence in _SENTENCE_END.split(line):
            sentence = sentence.strip()
            if len(words_of(sentence)) < 3 or any(mark in sentence for mark in ('"', "“", "”", "*")):
                continue  # fragments, quoted lines (someone's words, maybe the user's), actions
            if sentence.endswith("?") or _SECOND_PERSON.search(sentence):
                continue  # a summary tells the story in the third person; this talks to someone
            if grounded_share(sentence, source, skip) >= min_grounded and sentence not in kept:
                kept.append(sentence)
    return " ".join(kept)


def example_messages(system: str, examples: Iterable[tuple[str, str]], request: str) -> list[dict[str, str]]:
    messages = [{"role": "system", "content": system}]
    for asked, answered in examples:
        messages += [{"role": "user", "content": asked}, {"role": "assistant", "content": answered}]
    return messages + [{"role": "user", "content": request}]
