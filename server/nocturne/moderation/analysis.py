"""One reading of a text, analysed once: tokens, lexicon hits, ages, sentences, negations.

The rules in rules.py ask questions of an Analysis ("is a sexual word in this sentence group?");
every answer is a look-up over data computed once per reading, so adding a rule costs little. What a
negation reaches is decided in negations.py, which sentences are a report or a lesson in
plain_sentences.py; this module reads the text and answers the questions.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, field
from typing import Any

from nocturne.moderation.age_phrases import prepare
from nocturne.moderation.ages import Age, AgeReader
from nocturne.moderation.asked_meaning import asked_meanings
from nocturne.moderation.back_to_sleep import back_to_sleep
from nocturne.moderation.bed_warming import warmed_beds
from nocturne.moderation.card_children import listed_children, may_list_children
from nocturne.moderation.clause_words import CLAUSE_BARRIERS, PERSON_BARRIERS
from nocturne.moderation.decade_ages import decade_ages, group_plus_ages
from nocturne.moderation.denied_purpose import denied_purposes
from nocturne.moderation.discussion import discussion_sentences
from nocturne.moderation.home_not_away import lives_there
from nocturne.moderation.innuendo import quoted_innuendo
from nocturne.moderation.lexicon import TOKEN, Hit, Lexicon
from nocturne.moderation.mod_reports import report_sentences
from nocturne.moderation.negations import LIST_JOINERS, LIST_PARTICLES, negated_tokens
from nocturne.moderation.normalise import _ranges
from nocturne.moderation.plain_sentences import (
    PERSONS,
    REQUEST_WORDS,
    SCENE,
    asks_for_the_crime,
    plain_sentences,
)
from nocturne.moderation.refusals import refusal_sentences
from nocturne.moderation.scene_places import scene_requests
from nocturne.moderation.school_names import named_schools
from nocturne.moderation.sleep_toys import sleeps_with_a_toy
from nocturne.moderation.sleeping_together import inside_sexual

# A title's dot ("Mr. Dalton", "Dr. Weiss", "Sra. Gómez") does not end a sentence: the name goes on.
# The lookahead comes first so the title lookbehinds run only at punctuation (speed: bench/moderation.py).
_TITLES = ("mr", "mrs", "ms", "dr", "sr", "sra", "hr", "prof", "mme")
_TITLE_DOT = "".join(rf"(?<!\b{title})" for title in _TITLES)
_SENTENCE_BREAK = re.compile(r"(?=[.!?;\n])" + _TITLE_DOT + r"[.!?;\n]+|\s[-–]\s")
# A text without a spaced dash (most) has only the punctuation breaks, found by the same pattern with its
# mark first and the titles looked behind it: a pattern that starts with a character class is scanned
# for in C, one that starts with a lookahead is tried at every position (speed: bench/moderation.py).
_PUNCTUATION_BREAK = re.compile(
    r"[.!?;\n]" + "".join(rf"(?<!\b{title}[.!?;\n])" for title in _TITLES) + r"[.!?;\n]*"
)
_SPACED_DASH = re.compile(r"[-–](?<=\s[-–])\s")  # where _SENTENCE_BREAK's second branch can match


# A text without kana or kanji (most texts) has no token that TOKEN's Japanese branches could read, and its
# first branch reads the same tokens as a plain letters-and-digits class: that one class is scanned faster
# than the four branches (an ASCII text skips the look for kana; speed: bench/moderation.py).
_KANA_OR_KANJI = re.compile(
    r"[\u3040-\u30ff\u3400-\u9fff]"
)  # the ranges that TOKEN's first branch leaves out
_PLAIN_TOKEN = re.compile(r"[^\W_]+")
# The same tokens for a text of the Basic Multilingual Plane (no character beyond U+FFFF: most texts), by a
# class of its letters and digits: [^\W_] asks the Unicode database about every character (isalnum, four
# look-ups), a class of ranges tests one bitmap (speed: bench/moderation.py). Built once, as
# normalise._COMBINING is.
_BMP_TOKEN = re.compile("[" + _ranges(c for c in range(0x10000) if chr(c).isalnum()) + "]+")
_KANA_KANJI_OR_ASTRAL = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\U00010000-\U0010ffff]")


def _tokens(text: str) -> list[re.Match[str]]:
    if text.isascii() or _KANA_KANJI_OR_ASTRAL.search(text) is None:
        return list(_BMP_TOKEN.finditer(text))
    plain = _KANA_OR_KANJI.search(text) is None
    return list((_PLAIN_TOKEN if plain else TOKEN).finditer(text))


def _sentence_breaks(text: str) -> list[int]:
    """Where each sentence break starts."""
    pattern = _SENTENCE_BREAK if _SPACED_DASH.search(text) else _PUNCTUATION_BREAK
    return list(map(re.Match.start, pattern.finditer(text)))  # map() calls start() from C


def _sentence_numbers(spans: list[tuple[int, int]], breaks: list[int]) -> list[int]:
    """Each token's sentence: how many breaks start at or before it. One bisection per break (a few),
    not one per token (hundreds), and runs of equal numbers filled in C."""
    starts = [start for start, _ in spans]
    numbers: list[int] = []
    for sentence, at in enumerate(breaks):
        first = bisect.bisect_left(starts, at)  # the first token at or after this break
        numbers += [sentence] * (first - len(numbers))
    numbers += [len(breaks)] * (len(starts) - len(numbers))
    return numbers


# Romaji verbs spelt like a school word elsewhere: "kita" (came; the German Kita).
_ROMAJI_VERBS = frozenset(("kita",))
# Romaji particles: in a Japanese sentence "no" is a particle, not a negation.
_ROMAJI = frozenset(
    "wo ga wa desu suru shite kaite shitai naru shiteru kudasai egaite hanashi kanojo kare nensei ecchi "
    "sekkusu chan kun sai ko onnanoko otokonoko honmono juukan inu uma neko buta hitsuji shoujo shounen "
    "chuugakusei shougakusei joshikousei joshi onegai onegaishimasu jc jk js hadaka shougaku chuugaku "
    "koukou kokou koukousei kokosei ichinensei ninensei sannensei yonensei gonensei rokunensei nenrei "
    "musume musuko imouto otouto oneechan oniichan tsuma kodomo rori yarou shiyou "
    # "Yui (13) to tonari no onii-san, ecchi na rp shiyo": a neighbour, an onii-san, a let's-do
    "tonari onii onee oniisan oneesan ojisan obasan senpai sensei kouhai shiyo shiyoo yaro yarou issho "
    "ofuro heya sukebe eroi tomodachi "
    # a card's fields and a secret's words ("Namae: …", "Himitsu: aiken no Kuro to seiteki na kankei ga aru")
    "namae settei shinario haikei seikaku shurui himitsu seiteki kankei aru aiken "
    # "hontou no shiba-inu (shaberanai, juujin ja nai)": a real one that does not talk, no beastman
    "hontou honto shaberanai juujin "
    # "JC to otona no otoko no renai, kisu ijou mo ari de": a grown man, a romance, more than a kiss
    "otona otoko renai kisu ijou petto shiin".split()
)


# "her first time at the beach", "su primera vez en la playa": a first visit, not a first sex.
_FIRST_TIME = (
    "first time",
    "primera vez",
    "premiere fois",
    "erstes mal",
    "primeira vez",
    "первый раз",
    "первыи раз",
)
_PLACES_AFTER = frozenset("at on to in a au aux en na no em am im an auf на в".split())
_BEDS = frozenset("bed bett cama lit кровать кровати постели posteli futon".split())


def _first_time_at_a_place(words: list[str], hit: Hit) -> bool:
    # "the first time between a teacher and …" ends with its partner word: no place can follow.
    if not any(hit.entry.endswith(phrase) for phrase in _FIRST_TIME) or hit.end >= len(words):
        return False
    return words[hit.end] in _PLACES_AFTER and not any(w in _BEDS for w in words[hit.end : hit.end + 3])


# The kinds of word a rule bans in a list ("未成年と動物はNG"): the list goes on with one of them.
_BANNED_KEYS = ("minor", "animal", "hard_minor", "hard_bestiality", "age_play", "childlike", "school")


# Subjects that open a clause of their own between a term and a negating word after it.
_NEW_CLAUSE = frozenset("i ive im id she shes he hes we weve they theyve you youve".split())


@dataclass
class Analysis:
    text: str
    words: list[str]
    spans: list[tuple[int, int]]
    hits: list[Hit]
    ages: list[Age]
    sentence_of: list[int]
    by_key: dict[str, list[Hit]] = field(default_factory=dict)
    negated_tokens: set[int] = field(default_factory=set)
    romaji: bool = False  # two or more romaji words: "no" is a particle, JS/JK are school girls
    cache: dict[tuple[str, str], Any] = field(default_factory=dict)  # answers kept for this reading

    def of(self, key: str) -> list[Hit]:
        return self.by_key.get(key, [])

    def negated(self, start: int, end: int | None = None) -> bool:
        """A negation within the three words before start, or a negating word after ("child-free")."""
        if start in self.negated_tokens:
            return True
        if end is not None:
            # "未成年も動物もなし" (none of them): a Japanese list joined by も reaches further.
            listed = end < len(self.words) and self.words[end] in LIST_PARTICLES
            # "Minderjährige und Tiere sind verboten": a joined list, in one sentence, reaches as far
            joined = (
                end < len(self.words) and self.words[end] in LIST_JOINERS and end + 1 in self._banned_starts()
            )
            last = end + (4 if listed or joined else 2)
            return any(
                end <= h.start <= last
                and not self._bracketed(end, h.start)
                # "I'm in year 8 and I've never kissed anyone": a new clause's own negation
                and _NEW_CLAUSE.isdisjoint(self.words[end : h.start])
                and (
                    not joined
                    or h.start >= len(self.sentence_of)
                    or self.sentence_of[h.start] == self.sentence_of[start]
                )
                for h in self.of("negation_after")
            )
        return False

    def _banned_starts(self) -> frozenset[int]:
        """Where a word a rule can ban starts ("Tiere" in "Minderjährige und Tiere sind verboten"): the
        item a joined list goes on with, not "her parents are never home"."""
        known = self.cache.get(("banned-starts", ""))
        if known is None:
            known = self.cache[("banned-starts", "")] = frozenset(
                h.start for key in _BANNED_KEYS for h in self.of(key)
            )
        return frozenset(known)

    def _bracketed(self, end: int, at: int) -> bool:
        """A bracket opens between a term and a negating word after it, before another word: the
        negation is said of that word ("honmono no inu (kemonomimi ja nai)"), not of the term
        ("kids (none)")."""
        return any("(" in self.text[self.spans[i - 1][1] : self.spans[i][0]] for i in range(end, at))

    def near(
        self,
        key: str,
        hit_start: int,
        hit_end: int,
        *,
        tokens: int | None,
        sentences: int | None,
        skip: int = -1,
    ) -> bool:
        """An unnegated hit of key within `tokens` tokens (same clause) or `sentences` sentences; with
        `tokens`, not the hit that starts at `skip`.

        Only the hits that can be that near are looked at (found by bisection on their starts), so a
        rule that asks this once per age or per term stays linear in the length of the text."""
        hits = self.of(key)
        if not hits:
            return False
        if tokens is not None:
            lo, hi = self._hit_range(key, hit_start - tokens - self._longest(key), hit_end + tokens + 1)
            for other in hits[lo:hi]:
                if other.start == skip or self.negated(other.start):
                    continue
                gap = other.start - hit_end if other.start >= hit_end else hit_start - other.end
                if gap <= tokens and not self._barrier(min(hit_end, other.end), max(hit_start, other.start)):
                    return True
            return False
        if sentences is not None:
            sentence = self.sentence_of[hit_start]
            first = bisect.bisect_left(self.sentence_of, sentence - sentences)
            stop = bisect.bisect_right(self.sentence_of, sentence + sentences)
            lo, hi = self._hit_range(key, first, stop)
            return any(not self.negated(other.start) for other in hits[lo:hi])
        known = self.cache.get(("any", key))
        if known is None:
            known = self.cache[("any", key)] = any(not self.negated(h.start) for h in hits)
        return bool(known)

    def in_sentence(self, key: str, sentence: int) -> list[Hit]:
        """The hits of key that start in that sentence (by bisection: cheap per question)."""
        first, stop = self.sentence_bounds(sentence)
        lo, hi = self._hit_range(key, first, stop)
        return self.of(key)[lo:hi]

    def covered(self, key: str, start: int, end: int, longer: bool = False) -> bool:
        """A hit of key spans the tokens [start, end) ("at summer camp" around "camp"); with `longer`,
        a hit of more tokens than that ("a lo perrito" around "perrito")."""
        lo, hi = self._hit_range(key, start - self._longest(key), start + 1)
        return any(
            h.end >= end and (not longer or h.end - h.start > end - start) for h in self.of(key)[lo:hi]
        )

    def sentence_bounds(self, sentence: int) -> tuple[int, int]:
        """The first token of a sentence and the one past its last."""
        return (
            bisect.bisect_left(self.sentence_of, sentence),
            bisect.bisect_right(self.sentence_of, sentence),
        )

    def ages_in_sentence(self, sentence: int) -> list[Age]:
        """The ages stated in that sentence (in token order)."""
        starts = self.cache.get(("ages", ""))
        if starts is None:
            starts = self.cache[("ages", "")] = [g.start for g in self.ages]
        first, stop = self.sentence_bounds(sentence)
        return self.ages[bisect.bisect_left(starts, first) : bisect.bisect_left(starts, stop)]

    def sentence_words(self, sentence: int) -> list[str]:
        first, stop = self.sentence_bounds(sentence)
        return self.words[first:stop]

    def vocabulary(self) -> frozenset[str]:
        """The reading's distinct words, built once: rules that ask "is any of these words here?" test a
        small set against it instead of scanning every word."""
        known = self.cache.get(("vocabulary", ""))
        if known is None:
            known = self.cache[("vocabulary", "")] = frozenset(self.words)
        return frozenset(known)

    def starting(self, key: str, start: int, stop: int) -> list[Hit]:
        """The hits of `key` whose start is in [start, stop), found by bisection (no scan of them all)."""
        lo, hi = self._hit_range(key, start, stop)
        return self.of(key)[lo:hi]

    def _hit_range(self, key: str, start: int, stop: int) -> tuple[int, int]:
        """Indices into of(key) of the hits whose start is in [start, stop)."""
        starts = self.cache.get(("starts", key))
        if starts is None:
            starts = self.cache[("starts", key)] = [h.start for h in self.of(key)]
        return bisect.bisect_left(starts, start), bisect.bisect_left(starts, stop)

    def _longest(self, key: str) -> int:
        longest = self.cache.get(("longest", key))
        if longest is None:
            longest = self.cache[("longest", key)] = max((h.end - h.start for h in self.of(key)), default=0)
        return int(longest)

    def _barrier(self, left: int, right: int, *, animal: str | None = None) -> bool:
        """A sentence break or a clause word between two token positions (and a comma or another
        person, for animals)."""
        if left >= right:
            return False
        if self.sentence_of[left - 1 if left > 0 else 0] != self.sentence_of[right]:
            return True
        words = self.words[left:right]
        if animal == "comma":
            if "," in self.text[self.spans[left - 1][1] if left > 0 else 0 : self.spans[right][0]]:
                return True
        if animal:
            # "my beagle and I have sex": the person is the animal's partner, not someone else.
            partners = words[:2] in (["and", "i"], ["and", "me"], ["n", "me"], ["and", "we"])
            if not partners and any(w in PERSON_BARRIERS for w in words):
                return True
        if animal == "act":  # the animal acts: "the pony nuzzles and then mounts the girl"
            return False
        return any(w in CLAUSE_BARRIERS for w in words)


class Analyser:
    def __init__(self, lexicon: Lexicon) -> None:
        self.lexicon = lexicon
        self.ages = AgeReader(lexicon)
        self.negations = lexicon.words_of("negation")
        self.breakers = lexicon.words_of("negation_breakers")

    def analyse(self, reading: str) -> Analysis:
        text = prepare(reading)
        matches = _tokens(text)
        # map() calls the methods from C: no bytecode loop over the tokens (hundreds in a long message)
        words: list[str] = list(map(re.Match.group, matches))
        spans: list[tuple[int, int]] = list(map(re.Match.span, matches))
        breaks = _sentence_breaks(text)
        sentence_of = _sentence_numbers(spans, breaks)
        hits = self.lexicon.find(words)
        by_key: dict[str, list[Hit]] = {}
        for hit in hits:
            by_key.setdefault(hit.key, []).append(hit)
        if "sexual_weak" in by_key:
            by_key["sexual_weak"] = [h for h in by_key["sexual_weak"] if not _first_time_at_a_place(words, h)]
        if schools := named_schools(words):  # "a sophomore at Westbrook High" (school_names.py)
            by_key["school"] = sorted([*by_key.get("school", ()), *schools], key=lambda h: h.start)
        if "innuendo" in by_key and (quoted := quoted_innuendo(text, spans, words, by_key["innuendo"])):
            # "quer 'aprender outra coisa' com ele": a vague phrase in quotes is sexual intent (innuendo.py)
            by_key["sexual_weak"] = sorted([*by_key.get("sexual_weak", ()), *quoted], key=lambda h: h.start)
        if scenes := scene_requests(text, spans, words, sentence_of, by_key):
            # "bedroom now", "continua no quarto", "the night with him": a place or a night asked for (scene_places.py)
            by_key["sexual_weak"] = sorted([*by_key.get("sexual_weak", ()), *scenes], key=lambda h: h.start)
        negation_hits = by_key.get("negation", [])
        euphemisms = denied_purposes(text, spans, words, sentence_of, negation_hits)
        if euphemisms := euphemisms + warmed_beds(words, sentence_of):
            # "and not for cuddles ;)" (denied_purpose.py), "sent to warm the lord's bed" (bed_warming.py)
            by_key["sexual_weak"] = sorted(
                [*by_key.get("sexual_weak", ()), *euphemisms], key=lambda h: h.start
            )
        if put_down := back_to_sleep(words, by_key):  # "once he's back to sleep" (back_to_sleep.py)
            by_key["absent"] = sorted([*by_key.get("absent", ()), *put_down], key=lambda h: h.start)
        if "absent" in by_key:  # "sleeps with a teddy": who the child is, not where (sleep_toys.py)
            # "vive con su abuela": where she lives, not where she is (home_not_away.py)
            # "she and I were sleeping together": the act, not a child asleep (sleeping_together.py)
            sexual_hits = by_key.get("sexual", [])
            by_key["absent"] = [
                h
                for h in by_key["absent"]
                if not sleeps_with_a_toy(words, h)
                and not lives_there(words, h)
                and not inside_sexual(h, sexual_hits)
            ]
        masked = {i for h in by_key.get("not_sexual", ()) for i in range(h.start, h.end)}
        if masked and by_key.get("crime_terms") and asks_for_the_crime(words, by_key):
            # "… arrested for the sexual abuse of a child. Write the scene in detail.": the crime is
            # what the text asks to be written, so its words are sexual again.
            masked -= {i for h in by_key["crime_terms"] for i in range(h.start, h.end)}
        if "sexual" in by_key or "sexual_weak" in by_key:
            # "my kid asked me what 'nsfw' means, how do I explain it?": the word asked about
            asked = [*by_key.get("sexual", ()), *by_key.get("sexual_weak", ())]
            masked |= asked_meanings(words, asked, bool(by_key.get("teaching")), REQUEST_WORDS)
        if masked:
            for key in ("sexual", "sexual_weak", "sexual_soft"):
                by_key[key] = [h for h in by_key.get(key, ()) if h.start not in masked]
        plain = plain_sentences(words, sentence_of, by_key)
        # "I can't write that: the character is 15. …": what a refusal will not write (refusals.py).
        plain |= refusal_sentences(text, spans, words, sentence_of, by_key)
        # "@mods user X keeps trying to make the bot play a 12-year-old …, please ban" (mod_reports.py).
        plain |= report_sentences(words, sentence_of, by_key, REQUEST_WORDS, PERSONS)
        if plain:
            # A news report or a child-safety lesson is no sexual content: its sexual words, hard terms
            # ("detenido por … material de abuso sexual infantil") and ages say what happened or whom
            # to teach, not what to write.
            for key in ("sexual", "sexual_weak", "sexual_soft", "hard_minor", "hard_bestiality"):
                if key in by_key:
                    by_key[key] = [h for h in by_key[key] if sentence_of[h.start] not in plain]
        # Counted only when one is there at all (the set test runs in C; most texts have none).
        romaji = not _ROMAJI.isdisjoint(words) and sum(w in _ROMAJI for w in words) >= 2
        if romaji and "school" in by_key:  # "heya ni kita" (came), not the German Kita
            by_key["school"] = [h for h in by_key["school"] if words[h.start] not in _ROMAJI_VERBS]
        negated = negated_tokens(
            text, spans, words, sentence_of, hits, by_key, romaji, self.negations, self.breakers
        )
        talk = discussion_sentences(words, sentence_of, by_key, REQUEST_WORDS, SCENE, negated)
        if talk:
            # "why do so many anime shove in loli fanservice? it's creepy": the topic, not a request.
            for key in ("sexual", "sexual_weak", "sexual_soft", "hard_minor", "hard_bestiality"):
                if key in by_key:
                    by_key[key] = [h for h in by_key[key] if sentence_of[h.start] not in talk]
            plain |= talk
        ages = self.ages.read(text, spans, words, hits)
        # "both adults in our 20s", "всем за 25": a decade or a bound as an adult age (decade_ages.py)
        if "adult_decade" in by_key or "за" in words:
            ages = sorted(ages + decade_ages(words, by_key.get("adult_decade", [])), key=lambda g: g.start)
        if "+" in text:  # "all characters 20+" (decade_ages.group_plus_ages)
            known_at = {g.start for g in ages}
            extra = [g for g in group_plus_ages(text, spans, words) if g.start not in known_at]
            ages = sorted(ages + extra, key=lambda g: g.start) if extra else ages
        # "single dad to an 8-year-old, Lily": a child an adult's card lists (most texts list none)
        if len(ages) > 1 and may_list_children(ages):
            sexual = {sentence_of[h.start] for h in by_key.get("sexual", ()) if h.start not in negated}
            known = {i for h in hits for i in range(h.start, h.end)}
            ages = listed_children(text, spans, words, ages, self.ages.family, sentence_of, sexual, known)
        if plain:
            ages = [g for g in ages if sentence_of[g.start] not in plain]
        return Analysis(text, words, spans, hits, ages, sentence_of, by_key, negated, romaji)
