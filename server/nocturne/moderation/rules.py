"""Offline text moderation rules: the first layer of the ARCHITECTURE 5 safety policy.

Zero tolerance for sexual content involving minors and for bestiality. The rules run on several
normalised variants of the text (lower case without accents, letters spread out with spaces
joined, leetspeak undone, stretched letters squeezed) so simple obfuscation does not slip past.

Decisions (the lexicons and their reasons are in terms.py):
- Always prohibited, in every context: hard minor terms (loli, jailbait …), bestiality, a stated
  present age under 18 ("I'm 15", "a 16-year-old", "age: 12"), and claiming to be a minor
  ("I'm in 8th grade"). On an adults-only service these mean a minor user or a minor character.
- Prohibited next to sexual words (within terms.CONTEXT_WINDOW_WORDS words): words describing a
  minor (child, kid, schoolgirl, middle school …), childlike bodies, and past ages ("when I was
  12"). A non-sexual mention of children in a chat is allowed.
- 'character' context (definitions): any stated age under 18 is prohibited, past tense included,
  and childlike-body descriptions are prohibited without sexual words.
- 'prompt' context (generation prompts): the whole prompt is one scene, so the window is the whole
  text, and childlike-body descriptions are prohibited without sexual words.
- Negations next to a mention make it safe ("she is not a child", "no one under 18"), except
  "not even" and "not yet", which still mean young.
- Adults in fantasy bodies (catgirls, anthro furries, werewolves) are adults; only feral animals
  make content bestiality. Pet names (baby, kitten, daddy, good girl) and "doggy style" pass.
- When both reasons apply, 'prohibited' wins: it carries the stronger reporting duty.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from nocturne.moderation import terms

Context = Literal["message", "character", "prompt", "output"]
Reason = Literal["prohibited", "prohibited-bestiality"]

OPENAI_SEXUAL_MINORS = "openai:sexual-minors"
_SEP = r"[\W_]*"  # between the words of a phrase: spaces, punctuation or nothing


@dataclass(frozen=True, slots=True)
class Verdict:
    """The outcome of the rules: flagged, the spec 8 reason, and the text that matched."""

    flagged: bool
    reason: Reason | None = None
    matches: list[str] = field(default_factory=list)


# --- compiling the lexicons -----------------------------------------------------------------------


def _phrase(term: str) -> str:
    """Turn a lexicon entry into a regex: spaces match any separator, a trailing '*' any ending."""
    stem = term.removesuffix("*")
    body = _SEP.join(re.escape(word) for word in stem.split())
    return r"\b" + body + (r"\w*" if term.endswith("*") else r"\b")


def _union(entries: Iterable[str]) -> str:
    """An alternation of lexicon entries, longest first so the fullest phrase is reported."""
    return "(?:" + "|".join(_phrase(e) for e in sorted(entries, key=len, reverse=True)) + ")"


def _words(entries: Iterable[str]) -> str:
    """An alternation of literal words or phrases with flexible spacing, no boundaries added."""
    return (
        "(?:"
        + "|".join(r"\s+".join(map(re.escape, e.split())) for e in sorted(entries, key=len, reverse=True))
        + ")"
    )


_NUMBER = (
    r"(?P<num>\d{1,3}|(?:" + _words(terms.TENS_WORDS) + r"[\s-]*)?" + _words(terms.NUMBER_WORDS)
    + "|" + _words(terms.TENS_WORDS) + ")"
)  # fmt: skip
_YEARS_OLD = (
    _SEP
    + r"(?:years?|yrs?|yr)"
    + _SEP
    + r"(?:old|young)\b(?!"
    + _SEP
    + _union(terms.NON_PERSON_AGE_NOUNS)
    + ")"
)
_FOLLOWER = r"(?=\s*(?:$|[.,!?;:)\]…~*]|" + _words(terms.AGE_FOLLOWERS) + r"\b)(?!\s*and\s+a\s+half))"
_FILLERS = r"(?:\s+" + _words(terms.AGE_FILLERS) + r")*"

# Stated present ages. Each pattern has a 'num' group; the number decides.
_AGE_PATTERNS = tuple(
    re.compile(p)
    for p in (
        r"\b" + _NUMBER + _YEARS_OLD,  # "12 years old", "16-year-old", "fifteen years old"
        r"\b" + _NUMBER + _SEP + r"(?:years?|yrs?)" + _SEP + r"of" + _SEP + r"age\b",
        r"\b" + _NUMBER + r"\s*(?:y\s*/\s*o|y\.\s?o\.?|yo|yr\s+old|yrs\s+old)(?![a-z])",  # "14 y/o", "14yo"
        r"\bage[ds]?\b\s*(?:[:=\-]|is|was|of)?\s*" + _NUMBER + r"\b",  # "age: 12", "aged 12"
        r"\b" + _words(terms.PRESENT_SUBJECTS) + _FILLERS + r"\s+" + _NUMBER + r"\b" + _FOLLOWER,
    )
)
_PAST_AGE_PATTERNS = tuple(
    re.compile(p)
    for p in (
        r"\b" + _words(terms.PAST_SUBJECTS) + _FILLERS + r"\s+" + _NUMBER + r"\b" + _FOLLOWER,
        r"\bat\s+(?:the\s+)?age\s+(?:of\s+)?" + _NUMBER + r"\b",
        # "when I was 12 …": the 'when' makes it an age even without a follower word.
        r"\b(?:when|since|until|till)\s+"
        + _words(terms.PAST_SUBJECTS)
        + _FILLERS
        + r"\s+"
        + _NUMBER
        + r"\b(?!"
        + _SEP
        + _union(terms.NON_AGE_UNITS)
        + ")",
    )
)
# An age mention with this just before it is backstory, not a present age: "as a 12-year-old".
_PAST_LEAD = re.compile(
    r"(?:\bwhen\b|\bas\s+an?\b|\bsince\b|\bback\b|\bat\b|\bwas\b|\bwere\b|\bused\s+to\b)[^.!?\n]{0,25}$"
)

_HARD_MINOR = re.compile(_union(terms.HARD_MINOR_TERMS))
_HARD_BESTIALITY = re.compile(_union(terms.HARD_BESTIALITY_TERMS))
_ANIMAL = _union(terms.ANIMALS)
# Up to a determiner and one describing word: "by the family dog"; "a hot dog" is food, not an animal.
_DET = (
    r"(?:" + _words(terms.DETERMINERS) + r"\s+|\w+'s?\s+)?"
    r"(?:(?!" + _union(terms.NON_ANIMAL_MODIFIERS) + r")\w+\s+(?=" + _union(terms.ANIMALS) + "))?"
)
_BESTIALITY = tuple(
    re.compile(p)
    for p in (
        _union(terms.ACTIVE_SEX_VERBS) + r"\s+" + _DET + _ANIMAL,
        _union(terms.ANIMAL_AGENT_VERBS) + r"\s+by\s+" + _DET + _ANIMAL,
        _ANIMAL + r"\s+" + _union(terms.ANIMAL_AGENT_VERBS) + r"\s+"
        r"(?:her|him|me|you|them|us|his|my|your|their|our|it)\b",
        _ANIMAL + r"(?:'s|s)?" + _SEP + _union(terms.ANIMAL_GENITALS),
    )
)
_MINOR = tuple(
    [re.compile(_union(terms.MINOR_TERMS)), *(re.compile(p) for p in terms.MINOR_REGEXES)]
    + [
        re.compile(
            _union(terms.SCHOOL_PLACES)
            + r"(?!"
            + _SEP
            + r"(?:\w+"
            + _SEP
            + r")?"
            + _union(terms.SCHOOL_STAFF)
            + ")"
        )
    ]
)
_CHILDLIKE_BODY = re.compile(_union(terms.CHILDLIKE_BODY_TERMS))
_IDENTITY_FILLERS = r"(?:\s+(?:still|only|just|basically|literally|really|actually|like))*"
_IDENTITY = re.compile(
    r"\b" + _words(terms.PRESENT_SUBJECTS) + _IDENTITY_FILLERS + r"\s+"
    + r"(?:" + _union(terms.IDENTITY_TERMS) + r"|in\s+(?:the\s+)?" + terms.GRADE_REGEX + ")"
    + r"(?!" + _SEP + _union(terms.IDENTITY_EXCEPTIONS) + ")"
)  # fmt: skip
_SEXUAL = re.compile(_union(terms.SEXUAL_TERMS))
_FAMILY_WORDS = frozenset(terms.FAMILY_WORDS)
_FAMILY_OWNERS = frozenset(terms.FAMILY_OWNERS)
_NEGATION = set(terms.NEGATIONS)
_NEGATION_BREAKERS = set(terms.NEGATION_BREAKERS)


# --- normalising the text -------------------------------------------------------------------------

_INVISIBLE = dict.fromkeys(map(ord, "\u00ad\u200b\u200c\u200d\u200e\u200f\u2060\ufeff"))
_QUOTES = str.maketrans(
    {"\u2019": "'", "\u2018": "'", "\u02bc": "'", "\u2010": "-", "\u2011": "-", "\u2013": "-"}
)
# Letters spread out with spaces or dots ("u n d e r a g e"), or digits ("1 4 years old").
_SPREAD_LETTERS = re.compile(r"(?<![^\W_])[^\W\d_](?:[ .\-_*]+[^\W\d_](?![^\W_])){2,}")
_SPREAD_DIGITS = re.compile(r"(?<!\d)\d(?:[ .\-_*]+\d(?!\d))+")
_LEET = {"0": "o", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", "$": "s"}
_ONE_AS = ("i", "l")  # "1" and "|" stand for i or l; both readings are checked
_STRETCHED = re.compile(r"([a-z])\1{2,}")


def _base(text: str) -> str:
    """Lower-case, compatibility-fold, drop accents and invisible characters."""
    folded = unicodedata.normalize("NFKD", text.translate(_INVISIBLE).translate(_QUOTES))
    return "".join(c for c in folded if not unicodedata.combining(c)).lower()


def _despace(text: str) -> str:
    """Join letters or digits spread out with separators."""
    text = _SPREAD_LETTERS.sub(lambda m: re.sub(r"[ .\-_*]", "", m.group()), text)
    return _SPREAD_DIGITS.sub(lambda m: re.sub(r"[ .\-_*]", "", m.group()), text)


def _deleet_token(token: str, one: str) -> str:
    """Undo leetspeak inside a token that has letters; pure numbers stay numbers."""
    if not any(c.isalpha() for c in token):
        return token
    out = []
    for index, char in enumerate(token):
        inner = 0 < index < len(token) - 1 and token[index - 1].isalnum() and token[index + 1].isalnum()
        if char in _LEET:
            out.append(_LEET[char])
        elif char == "1" or (char in "!|" and inner):
            out.append(one)
        else:
            out.append(char)
    return "".join(out)


def _deleet(text: str, one: str) -> str:
    """Undo leetspeak token by token, keeping the whitespace."""
    return re.sub(r"\S+", lambda m: _deleet_token(m.group(), one), text)


def text_variants(text: str) -> list[str]:
    """The normalised readings of a text that every rule is run on."""
    base = _base(text)
    readings = [base, _despace(base)]
    readings += [_deleet(reading, one) for reading in list(readings) for one in _ONE_AS]
    readings += [_STRETCHED.sub(r"\1", r) for r in readings] + [_STRETCHED.sub(r"\1\1", r) for r in readings]
    return list(dict.fromkeys(readings))


# --- rule helpers ---------------------------------------------------------------------------------


def _number_value(number: str) -> int:
    """The value of a digits or English-words number."""
    if number.isdigit():
        return int(number)
    return sum(
        terms.TENS_WORDS.get(word, 0) + terms.NUMBER_WORDS.get(word, 0)
        for word in re.split(r"[\s-]+", number)
    )


def _is_minor_age(match: re.Match[str]) -> bool:
    """Tell whether an age match names an age from 1 to 17."""
    return 0 < _number_value(match.group("num")) < terms.ADULT_AGE


def _negated(text: str, start: int) -> bool:
    """Tell whether one of the three words before start negates the mention."""
    before = re.findall(r"[\w']+", text[max(0, start - 60) : start])[-3:]
    for index, word in enumerate(before):
        if word in _NEGATION or word.endswith("n't"):
            following = before[index + 1] if index + 1 < len(before) else ""
            if following not in _NEGATION_BREAKERS:
                return True
    return False


def _window(text: str, start: int, end: int, size: int) -> str:
    """The words around a match, size words on each side."""
    before = text[:start].split()[-size:]
    after = text[end:].split()[:size]
    return " ".join([*before, text[start:end], *after])


def _sexual_near(text: str, match: re.Match[str], whole_text: bool) -> bool:
    """Tell whether a sexual word is near the match (or anywhere, for whole-text contexts)."""
    size = terms.FAMILY_WINDOW_WORDS if _is_family_mention(text, match) else terms.CONTEXT_WINDOW_WORDS
    scope = text if whole_text else _window(text, match.start(), match.end(), size)
    return _SEXUAL.search(scope) is not None


def _is_family_mention(text: str, match: re.Match[str]) -> bool:
    """Tell whether the match is someone's children ("my kids"), which get a tighter window."""
    if match.group() not in _FAMILY_WORDS:
        return False
    before = text[: match.start()].split()[-1:]
    return bool(before) and before[0] in _FAMILY_OWNERS


# --- the rules ------------------------------------------------------------------------------------


def _minor_matches(text: str, context: Context) -> Iterable[str]:
    """Everything in one reading that makes it prohibited under the minors rules."""
    whole = context == "prompt"
    strict_body = context in ("character", "prompt")
    for match in _HARD_MINOR.finditer(text):
        yield match.group()
    for match in _IDENTITY.finditer(text):
        yield match.group()
    for pattern in _AGE_PATTERNS:
        for match in pattern.finditer(text):
            if not _is_minor_age(match) or _negated(text, match.start()):
                continue
            past = _PAST_LEAD.search(text[max(0, match.start() - 40) : match.start()]) is not None
            if not past or context == "character" or _sexual_near(text, match, whole):
                yield match.group()
    for pattern in _PAST_AGE_PATTERNS:
        for match in pattern.finditer(text):
            if _is_minor_age(match) and not _negated(text, match.start()):
                if context == "character" or _sexual_near(text, match, whole):
                    yield match.group()
    for pattern in _MINOR:
        for match in pattern.finditer(text):
            if not _negated(text, match.start()) and _sexual_near(text, match, whole):
                yield match.group()
    for match in _CHILDLIKE_BODY.finditer(text):
        if not _negated(text, match.start()) and (strict_body or _sexual_near(text, match, whole)):
            yield match.group()


def _bestiality_matches(text: str) -> Iterable[str]:
    """Everything in one reading that makes it prohibited as bestiality."""
    for match in _HARD_BESTIALITY.finditer(text):
        yield match.group()
    for pattern in _BESTIALITY:
        for match in pattern.finditer(text):
            if not _negated(text, match.start()):
                yield match.group()


def check_text(text: str, *, context: Context = "message") -> Verdict:
    """Apply the offline rules to a text; see the module docstring for what each context means."""
    minors: list[str] = []
    animals: list[str] = []
    for reading in text_variants(text):
        minors.extend(_minor_matches(reading, context))
        animals.extend(_bestiality_matches(reading))
    matches = list(dict.fromkeys(m.strip() for m in minors + animals))
    if minors:
        return Verdict(flagged=True, reason="prohibited", matches=matches)
    if animals:
        return Verdict(flagged=True, reason="prohibited-bestiality", matches=matches)
    return Verdict(flagged=False)


def openai_moderation_reason(response_json: Mapping[str, Any], threshold: float = 0.5) -> str | None:
    """Map an OpenAI /v1/moderations response to 'openai:sexual-minors' when the score reaches threshold.

    Only our threshold counts: OpenAI's own 'flagged' fires on adult sexual content, which is allowed.
    """
    results = response_json.get("results")
    if not isinstance(results, list):
        return None
    for result in results:
        scores = result.get("category_scores") if isinstance(result, Mapping) else None
        score = scores.get("sexual/minors") if isinstance(scores, Mapping) else None
        if isinstance(score, int | float) and score >= threshold:
            return OPENAI_SEXUAL_MINORS
    return None
