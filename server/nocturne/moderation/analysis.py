"""One reading of a text, analysed once: tokens, lexicon hits, ages, sentences, negations.

The rules in rules.py ask questions of an Analysis ("is a sexual word in this sentence group?");
every answer is a look-up over data computed once per reading, so adding a rule costs little.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from nocturne.moderation.age_phrases import prepare
from nocturne.moderation.ages import Age, AgeReader
from nocturne.moderation.asked_meaning import asked_meanings
from nocturne.moderation.bed_warming import warmed_beds
from nocturne.moderation.card_children import listed_children, may_list_children
from nocturne.moderation.denials import denied
from nocturne.moderation.denied_purpose import denied_purposes
from nocturne.moderation.discussion import discussion_sentences
from nocturne.moderation.excluded_children import exclusion_clauses
from nocturne.moderation.innuendo import quoted_innuendo
from nocturne.moderation.lexicon import TOKEN, Hit, Lexicon
from nocturne.moderation.mod_reports import report_sentences
from nocturne.moderation.normalise import _ranges
from nocturne.moderation.refusals import refusal_sentences
from nocturne.moderation.scene_places import scene_requests
from nocturne.moderation.sleep_toys import sleeps_with_a_toy
from nocturne.moderation.tag_negations import lone_tag

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


# Words that end a clause: "my dog is asleep so fuck me" is not about the dog.
CLAUSE_BARRIERS = frozenset(
    "so but while because when then after before since or until though although whereas cause cuz "
    "bc pero mientras luego despues aber wahrend dann mais pendant puis mas enquanto depois но пока "
    "потом а".split()
)
# Between an animal and a sexual word these mean someone else does the act ("my dog is asleep so
# you fuck me", "three dogs and a husband who fucks her").
PERSON_BARRIERS = frozenset(
    "we i you husband wife boyfriend girlfriend partner who novio novia marido mari mann freund "
    "namorado namorada gente мужем муж kare".split()
)
# Romaji verbs spelt like a school word elsewhere: "kita" (came; the German Kita).
_ROMAJI_VERBS = frozenset(("kita",))
# Romaji particles: in a Japanese sentence "no" is a particle, not a negation.
_ROMAJI = frozenset(
    "wo ga wa desu suru shite kaite shitai naru shiteru kudasai egaite hanashi kanojo kare nensei ecchi "
    "sekkusu chan kun sai ko onnanoko otokonoko honmono juukan inu uma neko buta hitsuji shoujo shounen "
    "chuugakusei shougakusei joshikousei joshi onegai onegaishimasu jc jk js hadaka shougaku chuugaku "
    "koukou kokou koukousei kokosei ichinensei ninensei sannensei yonensei gonensei rokunensei nenrei "
    "musume musuko imouto otouto oneechan oniichan tsuma kodomo rori yarou shiyou "
    # a card's fields and a secret's words ("Namae: …", "Himitsu: aiken no Kuro to seiteki na kankei ga aru")
    "namae settei shinario haikei seikaku shurui himitsu seiteki kankei aru aiken".split()
)
# After "except", a person: the exception says who may ("except me"), it negates nothing after it.
_EXCEPTED = frozenset("me him her us you them my his our your".split())
# Japanese list particles: "未成年も動物もなし" (neither minors nor animals), "mo … mo nashi".
_LIST_PARTICLES = frozenset("も mo".split())
# A prefix negates only the word it stands on ("non-anthro wolf": the wolf is not negated).
_PREFIX_NEGATIONS = frozenset({"non"})
_NEGATIVE_PROMPT = re.compile(r"\bnegative(?:\s+prompt)?\s*:|\bnegative\s+prompt\b|\bnegatives?\s*[:=]")


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
            listed = end < len(self.words) and self.words[end] in _LIST_PARTICLES
            last = end + (4 if listed else 2)
            return any(
                end <= h.start <= last and not self._bracketed(end, h.start)
                for h in self.of("negation_after")
            )
        return False

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


# Who speaks or is spoken to (in a sentence) and words that ask for a text (anywhere in it): no
# third-person report ("I got arrested for …", "write a story where a man is arrested after …").
_PERSONS = frozenset(
    "i im me my you your youre u ur we us our yo mi me tu te nosotros ich mich mir du dich wir je moi tu "
    "toi nous eu meu minha voce nos я меня мне ты тебя мы watashi boku ore anata user".split()
)
_ASKING = frozenset(
    "write describe story scene roleplay rp rol erp jdr continue imagine pretend make let lets please escribe describe "
    "historia escena cuenta schreib schreibe beschreibe geschichte szene ecris decris histoire raconte "
    "escreva descreva conte cena напиши опиши историю сцену kaite monogatari".split()
)
# Words that ask for the scene itself to be shown: with one anywhere, a text is no safety lesson ("…?
# Roleplay it with me."); a report with one of these or of _ASKING is none either, and the crime it
# names ("Police report: … sexual abuse of a child. Write the scene in detail.") is what it asks for.
_DEPICTING = frozenset(
    "describe scene roleplay rp continue detail detailed explicit explicitly describe escena continua "
    "continue detalle detalles beschreibe beschreib szene weiter ausfuhrlich decris scene continue detail "
    "descreva descreve cena continua detalhe detalhes опиши сцену сцена продолжи подробно shiin byousha "
    "tsuzukete kuwashiku".split()
)
# Words that ask for a scene to be shown, not role-play as such: talk about the rules ("teacher/student
# roleplay between adults is fine") may name role-play, never these (discussion.py).
_SCENE = _DEPICTING - {"roleplay", "rp"}
# Any word that asks for a text or a scene (rules.py: a parent's question asks for none).
REQUEST_WORDS = _ASKING | _DEPICTING
# "a news story about …", "un reportaje": a story someone read, not one asked for.
_NEWS = frozenset("news newspaper local noticia nachrichten zeitung presse noticias".split())


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


def _news_story(words: list[str], i: int) -> bool:
    return words[i] in ("story", "historia", "geschichte", "histoire") and i > 0 and words[i - 1] in _NEWS


# Tokens around a safety phrase where its body words stand ("nobody can touch her private parts",
# "dass niemand ihn im Intimbereich anfassen darf").
_LESSON_REACH = 4


def _plain_sentences(words: list[str], sentence_of: list[int], by_key: dict[str, list[Hit]]) -> set[int]:
    """Sentences that are no sexual content: a report in the third person that asks for nothing and
    whose sexual words name the crime ("Noticia: detenido un hombre por …", "Новости: задержан
    мужчина …", "nyuusu: … taiho sareta"), and a lesson that teaches a child safety ("how do I explain to my 7-year-old that nobody can touch
    …": a teaching word and a safety phrase in one sentence, every sexual word beside the safety
    phrase, so "teach her nobody can touch her, then fuck her" is no lesson). Each word is read once."""
    reports = {sentence_of[h.start] for h in by_key.get("reporting", ())}
    if reports and any(w in _ASKING and not _news_story(words, i) for i, w in enumerate(words)):
        reports = set()  # "Police report: … Write the scene in detail.": a request about the crime
    if not _DEPICTING.isdisjoint(words):
        return set()  # "How do I teach my 6 year old …? Roleplay it with me.": a request, no lesson
    if reports:
        reports -= {sentence_of[i] for i, w in enumerate(words) if w in _PERSONS}
        # A report names the crime ("abuso sexual", "child porn", "изнасилование"); an act told as a
        # story ("arrested the girl and fucked her") is no report.
        crime = {i for h in by_key.get("crime_terms", ()) for i in range(h.start, h.end)}
        for key in ("sexual", "sexual_weak", "hard_minor"):
            reports -= {sentence_of[h.start] for h in by_key.get(key, ()) if h.start not in crime}
    safety = by_key.get("safety_lesson", ())
    lessons = {sentence_of[h.start] for h in safety} & {
        sentence_of[h.start] for h in by_key.get("teaching", ())
    }
    if lessons:
        starts = [h.start for h in safety]
        longest = max(h.end - h.start for h in safety)
        for key in ("sexual", "sexual_weak"):
            lessons -= {
                sentence_of[h.start]
                for h in by_key.get(key, ())
                if sentence_of[h.start] in lessons and not _beside(words, h, safety, starts, longest)
            }
    return reports | lessons


def _asks_for_the_crime(words: list[str], by_key: dict[str, list[Hit]]) -> bool:
    """A report of a crime ("arrested for …") that asks for a text about it. Without a report, the
    crime's phrase stays masked ("Write a scene where the detective interviews the child about the
    sexual abuse" is a crime drama)."""
    return bool(by_key.get("reporting")) and any(w in _DEPICTING or w in _ASKING for w in words)


def _beside(words: list[str], hit: Hit, safety: Sequence[Hit], starts: list[int], longest: int) -> bool:
    """The hit is a few words from a safety phrase, in its clause ("nobody can touch her private parts";
    not "nobody can touch her, then we fuck her"). Only the phrases that can be that near are read
    (by bisection on their starts), so a long lesson stays linear."""
    lo = bisect.bisect_left(starts, hit.start - _LESSON_REACH - longest)
    hi = bisect.bisect_right(starts, hit.start + _LESSON_REACH)
    for phrase in safety[lo:hi]:
        if phrase.start <= hit.start < phrase.end:
            return True  # "nobody can touch": the touch is the lesson's own word
        if phrase.end <= hit.start < phrase.end + _LESSON_REACH:
            between = words[phrase.end : hit.start]
        elif phrase.start - _LESSON_REACH <= hit.start < phrase.start:
            between = words[hit.end : phrase.start]
        else:
            continue
        if not any(w in CLAUSE_BARRIERS or w in PERSON_BARRIERS for w in between):
            return True
    return False


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
        if "absent" in by_key:  # "sleeps with a teddy": who the child is, not where (sleep_toys.py)
            by_key["absent"] = [h for h in by_key["absent"] if not sleeps_with_a_toy(words, h)]
        masked = {i for h in by_key.get("not_sexual", ()) for i in range(h.start, h.end)}
        if masked and by_key.get("crime_terms") and _asks_for_the_crime(words, by_key):
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
        plain = _plain_sentences(words, sentence_of, by_key)
        # "I can't write that: the character is 15. …": what a refusal will not write (refusals.py).
        plain |= refusal_sentences(text, spans, words, sentence_of, by_key)
        # "@mods user X keeps trying to make the bot play a 12-year-old …, please ban" (mod_reports.py).
        plain |= report_sentences(words, sentence_of, by_key, REQUEST_WORDS, _PERSONS)
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
        negated: set[int] = set()
        negative = _NEGATIVE_PROMPT.search(text) if "negative" in text else None
        if negative is not None:  # an image prompt's negative part lists what must NOT appear
            negated.update(i for i, (start, _) in enumerate(spans) if start >= negative.end())
        negations = self.negations
        # "a real (not anthro) dog": the negation is part of the phrase and negates only inside it.
        inside = {h.start: h.end for h in by_key.get("real_animal", ())}
        for index in [i for i, w in enumerate(words) if w in negations]:
            word = words[index]
            if romaji and word in ("no", "ni"):
                continue
            following = words[index + 1] if index + 1 < len(words) else ""
            if following in self.breakers:
                continue
            if word == "except" and following in _EXCEPTED:
                continue  # "nobody can touch her except me, then …": who may, not a negation
            if lone_tag(text, spans, words, index):
                continue  # "tags: forbidden, slow burn, nsfw": a genre (tag_negations.py)
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
            if hit.end < len(words) and words[hit.end] in self.breakers:
                continue
            if words[hit.start] == "except" and words[hit.end : hit.end + 1] and words[hit.end] in _EXCEPTED:
                continue
            if hit.end - hit.start == 1 and lone_tag(text, spans, words, hit.start):
                continue
            reach = 1 if hit.end - hit.start == 1 and words[hit.start] in _PREFIX_NEGATIONS else 3
            for at in range(hit.end, min(hit.end + reach, len(words), inside.get(hit.start, len(words)))):
                if _new_clause(text, spans, words, at, words[hit.start] == "не"):
                    break
                if _closes_bracket(text, spans, hit.start, at):
                    break
                if sentence_of[at] == sentence_of[hit.start]:
                    negated.add(at)
        negated |= denied(text, spans, words, sentence_of)  # "Minderjährig? Nein, sie ist 25" (denials.py)
        for clause in exclusion_clauses(text, spans, words, sentence_of, hits):
            negated.update(clause)  # "never appear in romantic or sexual scenes" (excluded_children.py)
        talk = discussion_sentences(words, sentence_of, by_key, REQUEST_WORDS, _SCENE, negated)
        if talk:
            # "why do so many anime shove in loli fanservice? it's creepy": the topic, not a request.
            for key in ("sexual", "sexual_weak", "sexual_soft", "hard_minor", "hard_bestiality"):
                if key in by_key:
                    by_key[key] = [h for h in by_key[key] if sentence_of[h.start] not in talk]
            plain |= talk
        ages = self.ages.read(text, spans, words, hits)
        # "single dad to an 8-year-old, Lily": a child an adult's card lists (most texts list none)
        if len(ages) > 1 and may_list_children(ages):
            sexual = {sentence_of[h.start] for h in by_key.get("sexual", ()) if h.start not in negated}
            known = {i for h in hits for i in range(h.start, h.end)}
            ages = listed_children(text, spans, words, ages, self.ages.family, sentence_of, sexual, known)
        if plain:
            ages = [g for g in ages if sentence_of[g.start] not in plain]
        return Analysis(text, words, spans, hits, ages, sentence_of, by_key, negated, romaji)
