"""The rules' grey zone: texts the offline rules let through that an LLM safety judge should still read.

A text is in the grey zone when it is sexual and carries a cue the rules did not find decisive: a
youth word that adults use too ("young", "petite", "student", "uniform"), a minor, school, childlike
or animal word of the rules' own lexicons (read through the rules' normaliser, so look-alike letters
and leetspeak count), or an age-like number. Adult content without such a cue stays out, so with
MODERATION_JUDGE_SCOPE=grey-zone the judge reads a share of the traffic only. The cues are
deliberately broad: they decide who reads a text, never whether it is blocked.

On the development set (moderation/devset, 893 texts when this was measured), 415 of the 424
texts that must be blocked are in the grey zone, so a miss of the rules there still reaches the judge;
so are 276 of its 469 adult texts, each written as a near miss of a blocked one (ordinary adult
traffic has far fewer cues).

When the rules' Verdict carries its own `grey` signal, that is honoured as well."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from typing import Any

from nocturne.moderation.lexicon import TOKEN
from nocturne.moderation.rules import rules_for

_SEXUAL = (
    r"sex\w*|fuck\w*|cum\w*|naked|nude\w*|horny|porn\w*|explicit|lewd|nsfw|smut\w*|lemon|spicy|steamy"
    r"|erotic\w*|orgasm\w*|moan\w*|penis|cock\w*|dick\w*|puss(?:y|ies)|clit\w*|tits?|boobs?|breasts?"
    r"|nipples?|suck\w*|lick\w*|strip\w*|undress\w*|hook\s*up|do\s+it|get\s+intimate|make\s+love|rp|roleplay"
    r"|role-play|kink\w*|fetish\w*|grope\w*|touch(?:es|ing)?\s+(?:her|him|me|you)|bed\s+(?:her|him)"
    # es / pt / fr / de / ru (Latin and Cyrillic) / Japanese romaji
    r"|sexo|follar|coger|desnud\w*|cachond\w*|foder|transar|pelad\w*|tesao|baiser|nue?s?|sexe|coquin\w*"
    r"|ficken|nackt|geil\w*|vogeln|seks\w*|trah\w*|goly\w*|голая|голый|секс\w*|трах\w*|ecchi|hentai|etchi"
    r"|yaru|sekkusu|oppai"
)
_YOUTH = (
    r"young\w*|little|petite|tiny|small|short|teen\w*|student\w*|pupil\w*|school\w*|class(?:mate)?s?"
    r"|uniform\w*|innocent|virgin\w*|barely|puberty|childlike|childish|kid\w*|daddy|babysit\w*|girl(?:ish)?"
    r"|boy(?:ish)?|flat|youthful|underdeveloped|smol|chibi|freshman|sophomore|grade\w*|year\s+old|yo"
    # es / pt / fr / de / ru / ja
    r"|joven\w*|jovem|pequen\w*|nin[ao]s?|chic[ao]s?|menin[ao]s?|escuela|colegio|escola|alumn\w*"
    r"|jeune|petite?s?|fille(?:tte)?s?|garcon|ecole|college|lycee|jung\w*|klein\w*|madchen|maedchen"
    r"|junge|schul\w*|schuler\w*|schueler\w*|molod\w*|devoch\w*|shkol\w*|молод\w*|девоч\w*|школ\w*|маленьк\w*"
    r"|shoujo|shojo|shounen|gakusei|seifuku|randoseru|joshikousei|jk|loli\w*|shota\w*|imouto|chuugakusei"
)
_ANIMAL = (
    r"dog\w*|pupp(?:y|ies)|canine|k9|horse\w*|pony|ponies|stallion|mare|animal\w*|beast\w*|feral|breed\w*"
    r"|knot\w*|labrador|retriever|shepherd|husky|rottweiler|pitbull|doberman|collie|best\s+friend|goat\w*"
    r"|perro|caballo|cachorro|cavalo|chien|cheval|hund|pferd|sobak\w*|собак\w*|лошад\w*|inu|uma"
)
# An age-like number: 1 to 29 on its own (not a price, a time, a percentage or part of a bigger number).
_AGE_NUMBER = r"(?<![\d$€£.,:])(?:[12]\d|[1-9])(?!\d|[%:.,]\d|\s*(?:%|€|\$|am\b|pm\b|min|h\b|kg|cm|km))"

# Lexicon lists (moderation/lexicons/*.json) that make a text sexual, and those that give it a cue.
_LEXICON_SEXUAL = frozenset({"sexual", "sexual_weak", "sexual_soft", "hard_minor", "hard_bestiality"})
_LEXICON_CUES = frozenset(
    {
        "hard_minor",
        "minor",
        "school",
        "childlike",
        "coded_items",
        "hard_bestiality",
        "animal",
        "real_animal",
        "pet_play",
        "anthro",
        "age_labels",
        "born",
    }
)

_SEXUAL_RE = re.compile(rf"\b(?:{_SEXUAL})\b")
_CUE_RE = re.compile(rf"\b(?:{_YOUTH}|{_ANIMAL})\b|{_AGE_NUMBER}")


def _fold(text: str) -> str:
    """Lower-case and compatibility-fold, without accents, so look-alike and accented spellings meet."""
    folded = unicodedata.normalize("NFKD", unicodedata.normalize("NFKC", text)).casefold()
    return "".join(c for c in folded if not unicodedata.combining(c))


def _age_like(word: str, numbers: dict[str, int]) -> bool:
    """Digits from 1 to 29, or a number word from 10 to 29 ("two of us" is not an age cue)."""
    if word.isdigit():
        return 0 < int(word) < 30
    return 10 <= numbers.get(word, 0) < 30


def _readings_found(text: str) -> Iterator[tuple[list[str], set[str]]]:
    """Each reading's words and the lexicon keys found in them (the rules keep the last text's
    readings, so a text the rules just checked is not read again)."""
    rules = rules_for()
    for reading in rules.readings(text):
        words = TOKEN.findall(reading)
        yield words, {hit.key for hit in rules.lexicon.find(words)}


def _lexicon_cues(text: str) -> bool:
    """A sexual word and a minor, school, childlike or animal word (or an age-like number) of the rules'
    lexicons, in any reading of the text."""
    lexicon = rules_for().lexicon
    for words, keys in _readings_found(text):
        if not keys & _LEXICON_SEXUAL:
            continue
        if keys & _LEXICON_CUES or any(_age_like(w, lexicon.numbers) for w in words):
            return True
    return False


# What else names someone the policy protects, for has_cue: a relative (who may be a child), a word
# that is an animal only sometimes ("chat", "neko"), and inflected or compound animal words the lexicons
# list in one form only ("кота", "Schafen", "kuroneko").
_MODEL_CUES = _LEXICON_CUES | {"family", "animal_ambiguous"}
_ANIMAL_STEMS = re.compile(
    r"\b(?:кот\w*|кош\w*|собак\w*|лошад\w*|коз\w*|животн\w*|schaf\w*|ziege\w*|\w*neko|\w*inu"
    # Russian typed in Latin letters (blind-bm, blind-bn): a horse, a stable, animals, a dog
    r"|kon[ьy]?[aeiuy]?|konyushn\w*|loshad\w*|zhivotn\w*|sobak\w*|zoo\w*)\b"
)
# A parent named by a child ("after mom leaves", "Mommy says I can stay up"): whoever speaks may be
# a child, as a relative may be (the lexicons' "family" list names children and siblings only).
_PARENTS = re.compile(
    r"\b(?:mom|mommy|mum|mummy|momma|mama|mamae|mamita|maman|mutti|papa|parents|eltern|padres|мама\w*"
    r"|папа\w*|родител\w*|okaasan|okaa\s*san|otousan|roditel\w*)\b"
)


def has_cue(text: str) -> bool:
    """A youth, school, family or animal word, or an age-like number, sexual words or not: the text
    model (text_model.py) blocks only such a text, since without one there is no one it could protect."""
    # Digits are cues by _CUE_RE alone, which leaves prices, times and amounts out ("15 € le menu");
    # the lexicons add the number words ("quince", "fünfzehn").
    folded = _fold(text)
    if _CUE_RE.search(folded) or _ANIMAL_STEMS.search(folded) or _PARENTS.search(folded):
        return True
    numbers = rules_for().lexicon.numbers
    for words, keys in _readings_found(text):
        if keys & _MODEL_CUES or any(not w.isdigit() and _age_like(w, numbers) for w in words):
            return True
    return False


def in_grey_zone(text: str, verdict: Any = None) -> bool:
    """Tell whether the judge should read a text the rules let through (see the module docstring)."""
    if verdict is not None and getattr(verdict, "grey", False):
        return True
    folded = _fold(text)
    if _SEXUAL_RE.search(folded) and _CUE_RE.search(folded):
        return True
    return _lexicon_cues(text)
