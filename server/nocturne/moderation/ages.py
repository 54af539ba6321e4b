"""Age understanding for the moderation rules (issue 9, point 2).

Ages are read from the tokens of a normalised reading: digits, number words of every lexicon (with
misspellings: one letter off a number word counts), Roman numerals in age frames, simple arithmetic
("10+5"), "a decade and a half", birth years against the current date (nocturne.kit.clock), and
"turns 18 next month" (still 17). A number is an age only in a frame: a unit after it ("years old",
"años", "лет"), a label or subject before it ("age:", "I'm", "make her", "like"), a bracket after a
name ("Mia (14)"), or chat shorthand ("13f", "15/f"). Each age is classified:
- present: someone is that age now (a participant of the scene, or the user);
- past: backstory ("when I was 12"), which matters only next to sexual words;
- family: a child in an adult's life ("my 12-year-old son"), which matters only right next to them;
- bound: "under 16", "no older than 15": minors as a group, which matter with sexual words.

The parts: age_phrases.py rewrites phrases into plain numbers before tokenising, age_numbers.py reads
the value of a number (words, misspellings, Roman numerals), this module decides whether a number is
an age (its frame: age_rejections.py turns away numbers that are no one's age, age_frames.py reads the
frames that no unit or label states), and age_kinds.py whose age it is and when (a child in an adult's
life, backstory).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Literal

from nocturne.kit.clock import utcnow
from nocturne.moderation.age_at import at_the_age_of
from nocturne.moderation.age_frames import WAS_AGE, frame_keys, lead_of, tail_at
from nocturne.moderation.age_frames import framed as framed_at
from nocturne.moderation.age_kinds import (
    NOW,
    SENTENCE_BREAK,
    WAS,
    AgeKinds,
    was_when,
)
from nocturne.moderation.age_numbers import NumberReader
from nocturne.moderation.age_phrases import ADULT_AGE
from nocturne.moderation.age_rejections import not_someones, rejected
from nocturne.moderation.lexicon import Hit, Lexicon
from nocturne.moderation.no_age_numbers import grouped_digits
from nocturne.moderation.since_ages import since_age

AgeKind = Literal["present", "past", "family", "bound"]


_FRAME_KEYS = frozenset(
    {"subjects", "age_labels", "under", "almost", "born", "past_subjects", "past_prepositions", "soon"}
    | {"graduation"}
)
# A school leaver is about 18 in the year of the class ("class of 2031" in 2026 is about 13); next
# year's class may be 18 already, so only later classes count.
_YEARS_IN_SCHOOL = 13
# The lexicon keys the age reader looks at around a number.
_AGE_KEYS = _FRAME_KEYS | {
    "animal",
    "age_units",
    "units",
    "followers",
    "non_person",
    "sexual",
    "sexual_weak",
    "minor",
    "family",
    "durations",
    "absent",
}
# Subjects that claim an age for the user, the listener or the scene's character.
_CLAIMING = frozenset(
    "i im u ur you youre my make keep character char oc pretend ill iam mi ich je j eu soy tengo мне watashi boku ore atashi "
    # the speaker in Portuguese and transliterated Russian: "tenho 14 anos", "mne 15"
    "tenho sou mne "
    # "make her 12" in five more languages: "hazla de 12", "mach sie 15", "faz ela ter 14", "сделай её"
    "hazla hazlo cambiala cambialo ponla ponlo ponle mach faz faca fizer fazer fizesse deixa deixar fais rends сделай пусть".split()
)
# Words whose "is N" is a count or a score, not someone's age.
_NOT_AGE_SUBJECTS = frozenset(
    "it this that there what which score price cost total number count time level rating size chapter page "
    "part step round day week month year height weight temperature answer result rank".split()
)
# German "es sind / waren / werden N": how many there are.
_COUNTED = frozenset("sind waren werden wurden".split())
# A word between apposition marks ("Tom - fiftteen, quiet", "Sasha - fourten (yes"): one regex pass.
_APPOSITION_WORD = re.compile(r"[,(:-]\s*([^\W\d_]{5,14})\s*[,(.)-]")
_GLUED_WORD = re.compile(r"\b[^\W\d_]{3,}(?:летн|jahrig)")


# Lexicon keys _at tests around a number, as constants (a set written in the code is built at each call).
_STRONG_FRAMES = frozenset({"age_labels", "born", "under"})
# Particles after romaji "ii" (good, fine): "de ii yo", "ii ne", "ii desu ka", "ii kedo".
_II_GOOD = frozenset("yo ne desu ka kana kedo no n na yone".split())
_LABEL_OR_SUBJECT = frozenset({"age_labels", "subjects"})
_PAST_FRAMES = frozenset({"past_subjects", "past_prepositions"})


@dataclass(frozen=True, slots=True)
class Age:
    value: int
    kind: AgeKind
    start: int  # token index
    end: int
    # The age is claimed for the user or a participant ("I'm 15", "u r 15", "Age: 15", "make her 12",
    # "13f"), not said of someone in a story ("the girl, barely eleven, ..."), which needs sexual words.
    claimed: bool = False
    apposition: bool = False  # "the little girl, barely eleven, ...": said in passing, in a narrative


class AgeReader(NumberReader, AgeKinds):
    """Finds ages in the tokens of one reading, using the lexicon's frames and number words."""

    def __init__(self, lexicon: Lexicon) -> None:
        NumberReader.__init__(self, lexicon.numbers)
        self.followers = lexicon.words_of("followers")
        self.non_person = lexicon.words_of("non_person")
        self.unit_words = lexicon.words_of("units")
        self.family = lexicon.words_of("family")
        self.owners = lexicon.words_of("family_owners")
        self.durations = lexicon.words_of("durations")
        self.duration_nouns = lexicon.words_of("duration_nouns")

    def read(self, text: str, spans: list[tuple[int, int]], words: list[str], hits: list[Hit]) -> list[Age]:
        """Every age stated in the reading, with its kind."""
        ends: dict[int, list[Hit]] = {}
        starts: dict[int, list[Hit]] = {}
        frames: set[int] = set()
        units: set[int] = set()
        # One pass over the hits (a long text has a hundred or more), not three: the frame keys and the
        # unit keys are all age keys (_AGE_KEYS holds _FRAME_KEYS and "age_units").
        for hit in hits:
            key = hit.key
            if key in _AGE_KEYS:
                ends.setdefault(hit.end, []).append(hit)
                starts.setdefault(hit.start, []).append(hit)
                if key in _FRAME_KEYS:
                    frames.add(hit.end)
                if key == "age_units" or key == "born":
                    units.add(hit.start)
        ages: list[Age] = []
        numbers = self.numbers
        # A text whose tokens are all letters (most) has no token that starts with a digit: one test in C
        # ("".join(...).isalpha()) spares the digit test at every word (speed: bench/moderation.py).
        if "".join(words).isalpha():
            candidates = {i for i, w in enumerate(words) if w in numbers}
        else:
            candidates = {i for i, w in enumerate(words) if w[0].isdigit() or w in numbers}
        candidates.update(i - 1 for i in units)
        candidates.update(i + offset for i in frames for offset in (0, 1, 2))
        # A misspelt number word in an apposition ("Tom - fiftteen, quiet"): a word between a comma, dash
        # or bracket and another, that starts like a number word (two letters), then read in its frame.
        # Not a lexicon word ("juukan" is one letter off "juusan").
        heads = [m.start(1) for m in _APPOSITION_WORD.finditer(text) if m.group(1)[:2] in self.fuzzy_heads]
        if heads:
            index_at = {start: i for i, (start, _) in enumerate(spans)}
            known = {h.start for h in hits}
            candidates.update(i for i in (index_at.get(at, 0) for at in heads) if i and i not in known)
        # A number word glued to its unit with no frame before it ("{{user}} — четырнадцатилетняя
        # отдыхающая", "eine vierzehnjährige Schülerin"): the word itself says it is an age.
        if "летн" in text or "jahrig" in text:
            index_at = {start: i for i, (start, _) in enumerate(spans)}
            candidates.update(index_at.get(m.start(), 0) for m in _GLUED_WORD.finditer(text))
        candidates.add(0)
        after = 0  # an age's tokens are not read again
        for index in sorted(i for i in candidates if 0 <= i < len(words)):
            if index < after or not self.may_start(words[index]):
                continue  # inside an age already read, or no number (_at would find none)
            if self._compound_tail(words, index) or grouped_digits(text, spans, words, index):
                continue  # "1 200 ans": one number in digit groups (no_age_numbers.py)
            found = self._at(text, spans, words, index, ends, starts)
            if found is not None:
                ages.append(found)
                after = found.end
        return _grown_up(words, ages) if len(ages) > 1 else ages

    def _at(
        self,
        text: str,
        spans: list[tuple[int, int]],
        words: list[str],
        index: int,
        ends: dict[int, list[Hit]],
        starts: dict[int, list[Hit]],
    ) -> Age | None:
        if index >= 2 and words[index - 2] == "es" and words[index - 1] in _COUNTED:
            return None  # "Es sind 15 geworden", "es waren 14": a count, not someone's age
        lead = lead_of(words, index)
        before = frame_keys(text, spans, words, lead, index, ends)
        strong_before = bool(before & _STRONG_FRAMES) or any(
            h.key == "past_subjects" and h.end - h.start > 1 for h in ends.get(lead, ())
        )
        roman = bool(before & _LABEL_OR_SUBJECT) or _unit_next(words, index, starts)
        if roman and words[index] == "ii" and words[index + 1 : index + 2] and words[index + 1] in _II_GOOD:
            roman = False  # romaji "de ii yo", "ii ne" ("that's fine"): no Roman two
        parsed = self.value_at(words, index, roman)
        if parsed is None:
            return None
        value, end, attached = parsed
        after = {h.key for h in starts.get(end, ())}
        if "soon" in after:
            after.discard("units")  # "cumple 15 en diciembre": "en" opens a month to come, not yen
        tail = tail_at(text, spans[end - 1][1])
        if rejected(words, index, end, lead, value, attached, before, after, tail, starts):
            return None
        born_after = any(h.key == "born" for at in (end, end + 1) for h in starts.get(at, ()))
        if "graduation" in before:  # the clock is read only for the few ages that need it
            year = utcnow().year
            if year + 1 < value <= year + _YEARS_IN_SCHOOL:
                return Age(ADULT_AGE - (value - year), "present", index, end, claimed=True)
        if ("born" in before or born_after) and 1900 <= value <= utcnow().year:
            return Age(utcnow().year - value, "present", index, end, claimed=True)
        if value > 150:
            return None
        framed, apposition, listed = framed_at(
            self,
            text,
            spans,
            words,
            lead,
            index,
            end,
            value,
            attached,
            before,
            after,
            tail,
            strong_before,
            ends,
            starts,
        )
        if not framed:
            return None
        if not_someones(self, text, spans, words, index, end, before, after, starts):
            return None
        if value == ADULT_AGE and ("almost" in before or self._soon(words, index, end, starts)):
            value = ADULT_AGE - 1
        kind = self._kind(text, spans, words, lead, index, end, attached, before, ends, starts)
        claimed = _claimed(words, lead, index, attached, listed, ends)
        return Age(value, kind, index, end, claimed, apposition)

    def _kind(
        self,
        text: str,
        spans: list[tuple[int, int]],
        words: list[str],
        lead: int,
        index: int,
        end: int,
        attached: str,
        before: set[str],
        ends: dict[int, list[Hit]],
        starts: dict[int, list[Hit]],
    ) -> AgeKind:
        """Present, past (backstory), family (a child in an adult's life) or bound ("under 16")."""
        kind: AgeKind = "present"
        if "under" in before and not self._subject_before_bound(ends, index):
            kind = "bound"
        elif (
            before & _PAST_FRAMES
            or self._past_lead(text, spans, words, index, ends)
            or (
                index > 0
                and words[index - 1] == "a"
                and end < len(words)
                and words[end] == "ans"
                and words[index - 2 : index - 1] not in (["il"], ["elle"], ["on"], ["qui"])
                # "Noé a onze ans": a name that opens its sentence has that age (not "Enfant, à 10 ans")
                and not (
                    _opens_sentence(text, spans, index - 2)
                    and not text[spans[index - 2][1] : spans[index - 1][0]].strip()
                )
                # "ma fille a 14 ans": she is 14 (not "Enfant, à 10 ans")
                and not (index >= 3 and words[index - 2] in self.family and words[index - 3] in self.owners)
            )  # not "il a seize ans" (he is sixteen)
            or self._past_after(end, starts)
            or was_when(words, index, end, starts)
            or at_the_age_of(words, index)  # "a la edad de 13 años me mudé": when, not how old (age_at.py)
            or since_age(words, index)  # "from about age ten", "desde los diez años" (since_ages.py)
            # "Her 13th birthday was the day the war began": a day in the past
            or (
                attached == "birthday"
                and end + 1 < len(words)
                and words[end + 1] in WAS_AGE
                and not _JUST_NOW.intersection(words[end + 2 : end + 3])  # "was yesterday": 9 now
            )
            # "since my 12th birthday", "for her 10th birthday back in 2004": a birthday long past
            or (attached == "birthday" and _birthday_past(words, index, end))
        ):  # "à 10 ans" (French): at that age; "12-sai no toki" (Japanese): when 12
            kind = "past"
        elif (
            "subjects" not in before
            or self._owned_bracket(text, spans, words, index, starts)
            or self._owned_subject(text, spans, words, ends.get(lead, []))
        ) and self._family(text, spans, words, index, end, starts):
            kind = "family"
            if self._role_played(words, index):
                kind = "present"  # "Du bist meine Nichte, gerade vierzehn geworden": a participant
        return kind

    def _compound_tail(self, words: list[str], index: int) -> bool:
        """'thirty-eight': the unit word of a compound whose tens word was not an age (not framed) is
        no age of its own ("the man: thirty-eight, scarred" is not "eight")."""
        if index == 0:
            return False
        tens = self.number(words[index - 1], False)
        unit = self.number(words[index], False)
        return tens is not None and 20 <= tens < 100 and tens % 10 == 0 and unit is not None and 0 < unit < 10

    @staticmethod
    def _subject_before_bound(ends: dict[int, list[Hit]], index: int) -> bool:
        """'she's not even 15', 'Age: under 16', 'age Talia down to under 16': a bound word right after a
        subject or an age label states that person's age."""
        for bound in (h for h in ends.get(index, ()) if h.key == "under"):
            if any(h.key in ("subjects", "age_labels") for h in ends.get(bound.start, ())):
                return True
        return False

    def _soon(self, words: list[str], index: int, end: int, starts: dict[int, list[Hit]]) -> bool:
        """'turns 18 next month', 'will be 18 in a few weeks': not 18 yet."""
        # A birthday had, before the number or in its bracket ("Edad: 18 (cumplidos en enero)", "Alter: 18
        # (im Januar geworden)"): the month was this year's past one.
        if not _REACHED.isdisjoint(words[max(0, index - 4) : min(len(words), end + 5)]):
            return False
        # "18 (birthday was in March)": a birthday already past, not one to come; "18. Born in March
        # 2006": the month of a birth, not of a birthday to come.
        return any(
            h.key == "soon"
            and (at == 0 or (words[at - 1] not in _PAST_COPULAS and words[at - 1] not in _BORN))
            for at in range(max(0, index - 4), min(end + 3, len(words)))
            for h in starts.get(at, ())
        )

    def _non_person(
        self, words: list[str], starts: dict[int, list[Hit]], end: int, before: bool = False
    ) -> bool:
        """'a 12 year old whiskey': the unit is followed by a thing, not a person; with `before`, the
        word before "is" at `end` names a thing ("the whiskey is 12")."""
        if before:
            word = words[end - 1]
            return word in self.non_person or word in self.unit_words or word in _NOT_AGE_SUBJECTS
        unit_end = max(h.end for h in starts.get(end, ()) if h.key == "age_units")
        # "a 12 year old whiskey", "my 3-year-old beagle"
        return any(h.key in ("non_person", "animal") for h in starts.get(unit_end, ()))


def _claimed(
    words: list[str], lead: int, index: int, attached: str, listed: bool, ends: dict[int, list[Hit]]
) -> bool:
    # "Age: 15" claims an age for a participant; "ages 15 to 17" describes a group.
    labelled = any(
        h.key == "age_labels" and words[h.start] not in _GROUP_LABELS and not _described(words, h.start)
        for h in [*ends.get(lead, []), *ends.get(index, [])]
    )
    claimed = bool(attached in ("f", "m") or index == 0 or labelled or listed) or any(
        h.key == "subjects" and words[h.start] in _CLAIMING
        for h in [*ends.get(lead, []), *ends.get(index, [])]
    )
    if not claimed and lead > 1 and words[lead - 1] in _A_OR_DE:
        claimed = _self_described(words, lead)  # "i'm a 13 year old", "sou um novinho de 13"
    return claimed


def _grown_up(words: list[str], ages: list[Age]) -> list[Age]:
    """'j'avais 15 ans à mon premier concert, maintenant j'ai 29 ans': an age in the past tense with an
    adult age "now" after it is a memory."""
    last_now = max(
        (
            g.start
            for g in ages
            if g.value >= ADULT_AGE and any(w in NOW for w in words[max(0, g.start - 4) : g.start])
        ),
        default=-1,
    )
    return [
        replace(g, kind="past")
        if g.kind == "present" and g.start > 0 and words[g.start - 1] in WAS and last_now > g.start
        else g
        for g in ages
    ]


# "ages 15 to 17", "edades 15 a 17": a group's ages, not one claimed for a participant.
_GROUP_LABELS = frozenset("ages edades idades".split())
_REACHED = frozenset(
    "turned was became cumplio cumplidos cumplidas cumplido fez feitos completou completos wurde geworden "
    "исполнилось".split()
)
# "birthday was in March": a copula in the past before a "soon" phrase.
_PAST_COPULAS = frozenset("was were fue fueron war waren etait foi foram был была было".split())
# Before a month: the month a person was born in ("born in March"), no birthday to come.
_BORN = frozenset(
    "born borned nacida nacido nacio nascida nascido nasceu geboren nee ne родилась родился".split()
)
# The speaker, an article, maybe a noun and "de", then the age: "i'm a 13 year old boy", "ich bin ein
# 13-jähriger", "sou um novinho de 13 anos", "soy una chica de 13", "je suis une fille de 13 ans".
_SELF = frozenset("im am soy sou bin suis".split())
_A = frozenset("a an un una um uma ein eine une".split())
_A_OR_DE = _A | {"de"}


def _self_described(words: list[str], lead: int) -> bool:
    before = words[max(0, lead - 4) : lead]
    if len(before) >= 2 and before[-1] in _A and before[-2] in _SELF:
        return True
    return len(before) == 4 and before[-1] == "de" and before[-3] in _A and before[-4] in _SELF


# "her 9th birthday was yesterday", "su cumpleaños 10 fue ayer": the age she is now.
_JUST_NOW = frozenset("yesterday today ayer hoy gestern heute hier ontem hoje вчера сегодня".split())


def _opens_sentence(text: str, spans: list[tuple[int, int]], at: int) -> bool:
    """The token at `at` is the first of its sentence (or of the text)."""
    return at == 0 or (at > 0 and SENTENCE_BREAK.search(text[spans[at - 1][1] : spans[at][0]]) is not None)


def _unit_next(words: list[str], index: int, starts: dict[int, list[Hit]]) -> bool:
    return index + 1 < len(words) and any(h.key == "age_units" for h in starts.get(index + 1, ()))


# "a boy aged ten", "two girls aged 12": the person "aged" follows is described, not a field filled in.
_DESCRIBED_BY_AGED = frozenset(
    "boy boys girl girls child children kid kids son sons daughter daughters student students pupil "
    "pupils brother sister cousin niece nephew twins".split()
)


def _described(words: list[str], label: int) -> bool:
    """The label is "aged" right after a person ("a boy aged ten and his babysitter build a pillow fort"):
    an age said of a third person, which counts only beside something sexual (not "Aged: 10")."""
    return words[label] == "aged" and label > 0 and words[label - 1] in _DESCRIBED_BY_AGED


_SINCE = frozenset("since seit depuis desde".split())
_OWN = frozenset("my meinem meinen mon mi meu".split())
_PAST_AFTER_BIRTHDAY = frozenset("ago back".split())


def _birthday_past(words: list[str], index: int, end: int) -> bool:
    """A birthday the text dates in the past: "since my" before it, or "ago", "back in" or a past year
    within a few words after it."""
    if index >= 2 and words[index - 2] in _SINCE and words[index - 1] in _OWN:
        return True  # "since my 12th birthday": the speaker's own, long past ("since her 14th" may be now)
    after = words[end + 1 : end + 5]
    this_year = utcnow().year
    return not _PAST_AFTER_BIRTHDAY.isdisjoint(after) or any(
        w.isdigit() and len(w) == 4 and 1900 <= int(w) < this_year for w in after
    )
