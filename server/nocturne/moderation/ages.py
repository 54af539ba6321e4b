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
an age (its frame), and age_kinds.py whose age it is and when (a child in an adult's life, backstory).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Literal

from nocturne.kit.clock import utcnow
from nocturne.moderation.age_kinds import (
    BRACKET_AFTER,
    NOW,
    SENTENCE_BREAK,
    WAS,
    WHEN,
    AgeKinds,
    was_when,
)
from nocturne.moderation.age_numbers import NumberReader
from nocturne.moderation.age_phrases import ADULT_AGE
from nocturne.moderation.lexicon import Hit, Lexicon
from nocturne.moderation.no_age_numbers import career_years, grouped_digits
from nocturne.moderation.time_skips import time_skip

AgeKind = Literal["present", "past", "family", "bound"]

# "Fourteen. That's how old Lucy is": the number stated on its own, then claimed.
_HOW_OLD_AFTER = re.compile(r"^\s*[.!,]?\s*(?:that s|thats|that is) how old\b")
# "ur a 12/10": a rating, not an age.
_RATING_AFTER = re.compile(r"^/\s*10\b")
_HEIGHT_AFTER = re.compile(r"^\s*(?:['’]\s*\d|ft\b|feet\b|foot\b)")
_BRACKET_CLOSE = re.compile(r"^\s*(?:[fm]\b)?\s*[)\],/]")
# "Lily, 14, ..." and "Sasha - 14 (yes, on purpose)": an apposition after a name (dashes are "-" by now).
# "Loli (Dolores Ruiz), 38,": a bracketed full name closes before the comma.
_COMMA_BEFORE = re.compile(r"[^\W\d_]\)?\s?[,-]\s*$|[^\W\d_],\s*\S+\s$")
# "Kiddo (Katherine Doyle), 34. Scenario: …": a full stop closes the apposition too.
_COMMA_AFTER = re.compile(r"^\s*(?:[,;)(-]|\.(?:\s|$))")
# A number hyphenated to a word names a measure of a thing ("16-bit", "35-mm", "4-door"); an age unit
# glued so ("14-year-old", "14-jährige") is read as an age before this, and "14-ish" stays an age.
_COMPOUND_AFTER = re.compile(r"^-(?!ish\b)[^\W\d_]")
_CHAT_AFTER = frozenset("n nd f m yo yrs y and u".split())
_SEXES = ("f", "m")
# "mi hermanita de 10 se queda", "minha prima de 12 vem": a kin word, "de", a number is an age in es/pt.
_KIN_DE = frozenset(
    "hija hijastra sobrina hermana hermanita prima primita hijo hijastro sobrino hermano hermanito primo "
    "primito nieta nieto filha sobrinha irma irmazinha irmao irmaozinho neta neto priminha priminho".split()
)


def _kin_of(words: list[str], lead: int, after: set[str]) -> bool:
    return lead >= 2 and words[lead - 1] == "de" and words[lead - 2] in _KIN_DE and "units" not in after


_TAG_BEFORE = re.compile(r"[,.!?…]\s*$")


def _sex_tag(text: str, spans: list[tuple[int, int]], words: list[str], index: int, end: int) -> bool:
    """An age and sex tag a chat message signs off or opens with, typed apart: "smut pls, 15 f",
    "sexting rp? 14 m" (the text's last word, after a comma or a sentence end), "f 15 looking for rp"
    (its first two words). Not "it's 15 F outside" (a word before the number)."""
    if end == len(words) - 1 and words[end] in _SEXES:
        return index == 0 or _TAG_BEFORE.search(text[: spans[index][0]]) is not None
    return index == 1 and end < len(words) and words[0] in _SEXES


_SENTENCE_END = re.compile(r"^\s*(?:$|[.,!?;:)(\]~*…|/-])")
_FILLERS = frozenset(
    "only just barely like about around maybe now still really literally actually almost nearly "
    "jetzt gerade ahora agora maintenant сейчас roughly supposedly technically apparently basically solo apenas casi nur erst fast seulement "
    "presque quase so tolko vsego pochti chotto mada not yet even next month week year nachsten monat "
    "woche exactly precisely turning turns younger older been alive canonically officially spring summer "
    "autumn fall winter yesterday gestern vorgestern ayer ontem hier вчера "
    "january february march april june july august september october november december early mid "
    # "about": "uns 14", "tipo 13", "genre 12 ans", "etwa 15", "примерно 14"
    "tipo uns umas unos unas genre environ etwa ungefahr circa примерно около "
    # "q tenga como 15", "ela tem tipo 14": "como" is "about" before a number in es/pt
    "como "
    # "sie ist eigentlich 15", "Anna ist jetzt wieder 11", "die Magd ist übrigens vierzehn", "she's
    # actually 15", "elle a vraiment 14 ans", "ей вообще-то 15": an adverb between the subject and the age
    "eigentlich ubrigens wieder wirklich echt noch schon realmente aun todavia vraiment deja encore mesmo "
    "ainda kinda lowkey secretly truly totally теперь уже еще вообще всего "
    # "his daughter, all of thirteen, …", "die Tochter, gerade mal zwölf, …": "only" said twice ("of"
    # only after "all", below: "a girl of about eight" in a ghost story names no one's age)
    "all mal".split()
)
_FROM_NOW = frozenset("ab".split())
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
    "hazla hazlo cambiala cambialo ponla ponlo ponle mach faz faca deixa fais rends сделай пусть".split()
)
# Words whose "is N" is a count or a score, not someone's age.
_NOT_AGE_SUBJECTS = frozenset(
    "it this that there what which score price cost total number count time level rating size chapter page "
    "part step round day week month year height weight temperature answer result rank".split()
)
# Number words that are also everyday words elsewhere ("once", "one", "elf"): an age only with a unit
# or a label ("once años", "Age: one"); and no bare number this small is someone's age.
_WORD_NEEDS_UNIT = frozenset("once one elf dos sept".split())
_TINY_AGE = 3
_OWN_LANGUAGE = {
    "once": frozenset("tiene tengo tienes tenia cumple cumplio cumplira".split()),
    "elf": frozenset("ist bin bist wird war".split()),
}
# Verbs that reach an age: with "next month" after the number, someone's age ("Kaylee turns 18 next
# month", "Mia wird nächsten Monat 18").
_REACHING = frozenset("turns turning cumple cumplira wird faz fara aura исполнится".split())
# "…, and 25 when …": the same person's age at a later moment of the story (also read by rules.py).
WHEN_AGAIN = WHEN | {"when"}
_AND_THEN = frozenset("and y und et e и".split())
_WAS_AGE = frozenset("was war era etait estava было tenia tinha avait hatte".split())
_COMPARED = frozenset(
    "younger older junger alter mladshe starshe младше старше ago later earlier plus moins menos mayor "
    "menor".split()
)
# "más"/"mais" is also "but" (Spanish without its accent, French): a comparison only before these words.
_MORE = frozenset("mas mais".split())
_MORE_THAN = frozenset("que do velha velho nova novo joven vieja viejo".split())
# "15 ans de plus", "15 anos a mais": a word between the unit and the comparison.
_COMPARED_JOINS = frozenset("de a".split())
# "16 Jahre lang Soldat", "14 years straight", "5 лет подряд": how long, not how old.
# German "es sind / waren / werden N": how many there are.
_COUNTED = frozenset("sind waren werden wurden".split())
# A word between apposition marks ("Tom - fiftteen, quiet", "Sasha - fourten (yes"): one regex pass.
_APPOSITION_WORD = re.compile(r"[,(:-]\s*([^\W\d_]{5,14})\s*[,(.)-]")
_GLUED_WORD = re.compile(r"\b[^\W\d_]{3,}(?:летн|jahrig)")
# Terms of university study after a number: "7. Semester", "8º período", "2º cuatrimestre".
_STUDY_TERMS = frozenset(
    "semester semesters semestre semestres periodo trimester trimestre cuatrimestre quadrimestre term "
    "курс курса курсе семестр семестра семестре".split()
)
_LONG = frozenset("lang lange long straight running подряд seguidos seguidas".split())
# "Lily was 14.", "Lily war 14.", "Лили было 14.": a past age with a name as its subject (AgeReader._named).
NAMED_WAS = frozenset("was war было".split())
# Sentence openers before "was" that are no person ("Everything was 14", "Dinner was 14").
_NOT_NAMES = frozenset(
    "everything everyone everybody nothing nobody something someone somebody anything anyone all this "
    "that it there here what which who dinner lunch breakfast rent tuition admission entry parking "
    "es das alles nichts dies это все всё оно they we".split()
)
_CURRENCY = frozenset("$€£¥₽")


# Lexicon keys _at tests around a number, as constants (a set written in the code is built at each call).
_STRONG_FRAMES = frozenset({"age_labels", "born", "under"})
_LABEL_OR_SUBJECT = frozenset({"age_labels", "subjects"})
_LABEL_OR_BORN = frozenset({"age_labels", "born"})
_SUBJECT_FRAMES = frozenset({"subjects", "past_subjects", "past_prepositions"})
_PAST_FRAMES = frozenset({"past_subjects", "past_prepositions"})
_CLAIMS_AFTER = frozenset({"followers", "sexual", "sexual_weak", "minor", "soon"})


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
        # The frame before the number, skipping fillers ("she's only barely 14").
        lead = index
        while (
            lead > 0
            and lead > index - 3
            and (
                words[lead - 1] in _FILLERS
                or (words[lead - 1] in _FROM_NOW and words[lead] in _FILLERS)
                or (words[lead - 1] == "of" and lead >= 2 and words[lead - 2] == "all")
            )
        ):
            lead -= 1  # "ist ab jetzt vierzehn": "ab" only before "jetzt" (not "der Film ist ab 16")
        before = {h.key for h in ends.get(lead, ())} | {h.key for h in ends.get(index, ())}
        if "subjects" in before and lead > 0 and "," in text[spans[lead - 1][1] : spans[lead][0]]:
            before.discard("subjects")  # "the little girl, barely eleven, ...": an apposition, read below
        if "age_labels" in before and lead >= 2 and words[lead - 2] in _OF_AGE_OWNERS:
            before.discard("age_labels")  # "todos mayores de edad. Dos …": "of age", not "Age: 2"
        strong_before = bool(before & _STRONG_FRAMES) or any(
            h.key == "past_subjects" and h.end - h.start > 1 for h in ends.get(lead, ())
        )
        roman = bool(before & _LABEL_OR_SUBJECT) or _unit_next(words, index, starts)
        parsed = self.value_at(words, index, roman)
        if parsed is None:
            return None
        value, end, attached = parsed
        after = {h.key for h in starts.get(end, ())}
        tail = _tail(text, spans[end - 1][1])
        if _RATING_AFTER.match(tail) or _HEIGHT_AFTER.match(tail):
            return None  # "ur a 12/10", "I'm 4'10 and 31"
        if value < 100 and _COMPOUND_AFTER.match(tail) and "age_units" not in after:
            return None  # "16-bit retro look", "a 35-mm lens", "a 12-string": the measure of a thing
        if end < len(words) and words[end] in _STUDY_TERMS:
            return None  # "im 7. Semester", "8º período", "3rd semester": a university term, not an age
        if attached in ("f", "m") and value <= _TINY_AGE:
            return None  # "en M2 à la Sorbonne", "M1": a master's year, not a chat tag
        unit_or_label = "age_units" in after or bool(attached) or bool(before & _LABEL_OR_BORN)
        # "tiene once", "sie ist elf": the verb of the number word's own language makes it the age.
        own = lead > 0 and words[lead - 1] in _OWN_LANGUAGE.get(words[index], ())
        if not unit_or_label and ((words[index] in _WORD_NEEDS_UNIT and not own) or value <= _TINY_AGE):
            return None  # "I'm once again…", "she is one hot mess", "u r 1 in a million"
        head = text[max(0, spans[index][0] - 3) : spans[index][0]]
        glued = _SENTENCE_END.match(tail) is None
        # "12 en vez de 20": a follower of two words ("en vez") is no unit ("en").
        follows = any(h.key == "followers" and h.end - h.start > 1 for h in starts.get(end, ()))
        if glued and "units" in after and "age_units" not in after and not follows:
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
        apposition = False
        framed = bool(attached) or "age_units" in after or strong_before
        if not framed and before & _SUBJECT_FRAMES:
            framed = (
                _SENTENCE_END.match(tail) is not None
                or end >= len(words)
                or bool(after & _CLAIMS_AFTER)
                or words[end] in self.followers
                or words[end] in _NEXT_CLAUSE  # "she's 13 lets …", "ella tiene 13 vamos a …": a run-on
                or _kin_of(words, lead, after)  # "mi hermanita de 10 se queda a dormir"
            )
        if not framed and BRACKET_AFTER.search(head) and _BRACKET_CLOSE.match(tail):
            framed = True  # "Mia (14)", "Sam (15, f)"
        if not framed and attached == "" and tail[:1] == "/" and tail[1:2] in ("f", "m"):
            framed = True  # "15/f"
        lead_head = text[max(0, spans[lead][0] - 4) : spans[lead][0]]
        if (
            not framed
            and _COMMA_BEFORE.search(lead_head)
            and (_COMMA_AFTER.match(tail) or not tail.strip())
            and value < 100
        ):
            # "Lily, 14, ..." and "the little girl, barely eleven, ...": an apposition after a word.
            framed = apposition = lead > 0 and words[lead - 1].isalpha()
        if (
            not framed
            and index >= 2
            and words[index - 1] in ("was", "were")
            and "when" in words[index - 4 : index - 1]
        ):
            framed = _SENTENCE_END.match(tail) is not None or end >= len(words) or "units" not in after
            before.add("past_subjects")  # "when Marcus was 12"
        if (
            not framed
            and index > 0
            and words[index - 1] in _AND_THEN
            and end < len(words)
            and words[end] in WHEN_AGAIN
            and any(w in _WAS_AGE for w in words[max(0, index - 12) : index])
        ):
            framed = True  # "She was 17 when they met, and 25 when they slept together": a later age
            before.add("past_subjects")
        if not framed and index == 0 and end < len(words) and words[end] in _CHAT_AFTER:
            framed = True  # "14 n horny", "13 f here"
        framed = framed or _sex_tag(text, spans, words, index, end)  # "smut pls, 15 f", "f 15 …"
        if not framed and words[index - 1 : index] and words[index - 1] in _REACHING:
            framed = self._soon(words, index, end, starts)  # "Kaylee turns 18 next month"
        if not framed and _HOW_OLD_AFTER.match(tail):
            framed = True
            before.add("subjects")  # "Fourteen. That's how old Lucy is": claimed for a participant
        if (
            not framed
            and lead >= 2
            and words[lead - 1] in _NAME_IS
            and words[lead - 2].isalpha()
            and words[lead - 2] not in _NOT_NAMES  # "Es ist zwölf": the time
            # "Rosie turned eleven the summer before camp": a follower of two words too
            and (_SENTENCE_END.match(tail) is not None or end >= len(words) or "followers" in after)
            and "units" not in after
            and not self._non_person(words, starts, lead - 1, before=True)
        ):
            framed = True  # "Lily is thirteen and lives next door", "Ana is 14 in this story"
        if (
            not framed
            and lead >= 2
            and words[lead - 2] in _INVERTED_IS
            and words[lead - 1].isalpha()
            and words[lead - 1] not in _NOT_NAMES
            and not starts.get(lead - 1)
            and (_SENTENCE_END.match(tail) is not None or end >= len(words))
            and "units" not in after
        ):
            framed = True  # "dann ist Lena ab jetzt vierzehn.": German puts the verb before the name
        if (
            not framed
            and "units" not in after
            and (_SENTENCE_END.match(tail) is not None or end >= len(words) or words[end] in self.followers)
            and self._owned_child_before(words, lead)
        ):
            framed = True  # "Meine Tochter ist 14.", "Моей дочери 14.": someone's child, then the age
        if not framed and self._named(text, spans, words, lead, index, end, starts, after):
            framed = True  # "Lily was 14.": told as the scene's past (rules.Rules._scene_goes_on)
            before.add("past_subjects")
        listed = not framed and self._listed_after_label(text, spans, words, index, tail, ends)
        if listed:
            framed = True  # "Ages: {{char}} 14, {{user}} 30", "Edades: Lía 14, Marco 30"
        if not framed:
            return None
        if "age_units" in after and (
            self._non_person(words, starts, end)
            or _compared(text, spans, words, starts, end)
            # "The house was 14 years old": a thing's age, like "the whiskey is 12".
            or (
                index >= 2
                and words[index - 1] in ("is", "was", "s")
                and self._non_person(words, starts, index - 1, before=True)
            )
        ):
            return None
        if "age_units" in after:
            unit_end = max(h.end for h in starts.get(end, ()) if h.key == "age_units")
            if unit_end < len(words) and words[unit_end] in _LONG:
                return None  # "Meine Frau war 14 Jahre lang Lehrerin": how long, not how old
            if career_years(words, unit_end):
                return None  # "12 anos de carreira": how long a career, not how old (no_age_numbers.py)
            if unit_end - end == 1 and time_skip(words, index, unit_end):
                return None  # "time skips backwards ten years", "zehn Jahre zurück" (time_skips.py)
        # "my partner of 3 years", "a friendship of 10 years": how long, not how old.
        of_duration = index > 1 and words[index - 1] == "of" and words[index - 2] in self.duration_nouns
        if (
            not (before & _LABEL_OR_SUBJECT)
            and index > 0
            and (words[index - 1] in self.durations or of_duration or self._elapsed(words, index))
        ):
            units = [h for h in starts.get(end, ()) if h.key == "age_units"]
            bare = bool(units) and all(h.end - h.start == 1 for h in units)
            if bare:
                return None  # "married 15 years", "for 12 years"
        if value == ADULT_AGE and ("almost" in before or self._soon(words, index, end, starts)):
            value = ADULT_AGE - 1
        kind: AgeKind = "present"
        if "under" in before and not self._subject_before_bound(ends, index):
            kind = "bound"
        elif (
            before & _PAST_FRAMES
            or self._past_lead(words, index, ends)
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
            # "Her 13th birthday was the day the war began": a day in the past
            or (
                attached == "birthday"
                and end + 1 < len(words)
                and words[end + 1] in _WAS_AGE
                and not _JUST_NOW.intersection(words[end + 2 : end + 3])  # "was yesterday": 9 now
            )
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
        return Age(value, kind, index, end, claimed, apposition)

    def _listed_after_label(
        self,
        text: str,
        spans: list[tuple[int, int]],
        words: list[str],
        index: int,
        tail: str,
        ends: dict[int, list[Hit]],
    ) -> bool:
        """A card's age field that lists each person by name: "Ages: {{char}} 14, {{user}} 30", "Edades:
        Lía 14, Marco 30", "Alter: Mia 15 / Tom 31". The label, on the same line, then pairs of one name
        and a bare number (the number ends its item); the label reaches every pair of the list."""
        if _SENTENCE_END.match(tail) is None and tail.strip():
            return False
        name = index - 1
        for _ in range(4):
            if name < 1 or not words[name].isalpha() or words[name] in self.unit_words:
                return False
            if "\n" in text[spans[name - 1][1] : spans[name][0]]:
                return False
            if any(h.key == "age_labels" for h in ends.get(name, ())):
                return True
            # The pair before: "… Lía 14, Marco 30": a number, a list mark, then this name.
            number = name - 1
            if not words[number][0].isdigit() or text[spans[number][1] : spans[name][0]].strip(" {}") not in (
                ",",
                "/",
                ";",
            ):
                return False
            name = number - 1
        return False

    def _compound_tail(self, words: list[str], index: int) -> bool:
        """'thirty-eight': the unit word of a compound whose tens word was not an age (not framed) is
        no age of its own ("the man: thirty-eight, scarred" is not "eight")."""
        if index == 0:
            return False
        tens = self.number(words[index - 1], False)
        unit = self.number(words[index], False)
        return tens is not None and 20 <= tens < 100 and tens % 10 == 0 and unit is not None and 0 < unit < 10

    def _elapsed(self, words: list[str], index: int) -> bool:
        """The word before "N years" (no "old") makes it a span of time: a preposition of time ("for the
        first time in two years"; not after an age: "18 in two years" is reckoned), or an English
        participle ("divorced three years", "lived 12 years in Lyon")."""
        word = words[index - 1]
        if word == "fait" and index >= 2 and words[index - 2] in ("ca", "cela"):
            return True  # "ça fait 15 ans qu'on est ensemble": it has been (not "elle fait 15 ans")
        if word in _THERE and index >= 2 and words[index - 2] != word:
            # "who's been there fifteen years", "worked here 12 years": the place, then how long.
            return words[index - 2] in self.durations or self._elapsed(words, index - 1)
        if word in _IN_TIME:
            return index < 2 or self.number(words[index - 2], False) is None
        return len(word) > 4 and word.endswith("ed") and word not in _AGE_PARTICIPLES

    def _named(
        self,
        text: str,
        spans: list[tuple[int, int]],
        words: list[str],
        lead: int,
        index: int,
        end: int,
        starts: dict[int, list[Hit]],
        after: set[str],
    ) -> bool:
        """'Lily was 14.', 'Lily war 14 und …': one word no lexicon knows opens the sentence, then "was"
        and a bare number that ends the clause. Things ("The house was 14 years old", "Whiskey was 12",
        "Dinner was $14") and counts ("It was 14") are not read."""
        name = lead - 2
        if name < 0 or words[lead - 1] not in NAMED_WAS or "units" in after:
            return False
        word = words[name]
        if not word.isalpha() or word in _NOT_NAMES or word in self.numbers or starts.get(name):
            return False
        gap = text[spans[name - 1][1] : spans[name][0]] if name > 0 else "."
        if not SENTENCE_BREAK.search(gap) and "\n" not in gap:
            return False  # "the house was 14": a name opens its sentence
        if self._non_person(words, starts, lead - 1, before=True):
            return False
        if text[max(0, spans[index][0] - 1) : spans[index][0]] in _CURRENCY:
            return False
        tail = _tail(text, spans[end - 1][1])
        return _SENTENCE_END.match(tail) is not None or end >= len(words) or words[end] in self.followers

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
        lead = words[max(0, index - 4) : index]
        if any(w in ("turned", "was", "became", "cumplio", "wurde", "fez", "исполнилось") for w in lead):
            return False
        # "18 (birthday was in March)": a birthday already past, not one to come.
        return any(
            h.key == "soon" and (at == 0 or words[at - 1] not in _PAST_COPULAS)
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


_TAIL = 64  # characters after a number that the frame patterns read


# "Lily is thirteen", "Mia ist zwölf", "Ana tiene catorce", "Bia tem quinze": a name, then the age;
# the subjunctive asks for it ("que tenga 15", "que ela tenha 14", "que tuviera 13").
_INVERTED_IS = frozenset("ist wird".split())
_NAME_IS = frozenset("is s ist tiene tem tenga tuviera tenha tivesse turned wurde cumplio".split())
# "mayor de edad", "maiores de idade", "menor de edad": of age or under age, no "Age:" label.
_OF_AGE_OWNERS = frozenset("de d".split())
# "ages 15 to 17", "edades 15 a 17": a group's ages, not one claimed for a participant.
_GROUP_LABELS = frozenset("ages edades idades".split())
# "in two years", "dans deux ans", "em dois anos": a time from now, not an age.
_IN_TIME = frozenset("in within en dans em".split())
_THERE = frozenset("there here".split())
# Participles that do state an age ("just turned 15 years", "aged 15 years").
_AGE_PARTICIPLES = frozenset("turned aged reached".split())
# "birthday was in March": a copula in the past before a "soon" phrase.
_PAST_COPULAS = frozenset("was were fue fueron war waren etait foi foram был была было".split())
# A chat clause run on after "she's N" with no stop: "she's 13 lets have sex", "sie ist 13 wir …".
_NEXT_CLAUSE = frozenset(
    "lets let we they vamos bora quiero quero si wir lass lasst wenn даваи даваите хочу мы".split()
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


def _tail(text: str, at: int) -> str:
    """What follows a number, bounded so that reading every age costs no more than the text's length;
    a NUL stands for the rest of a longer text, so "the end of the text" still means that."""
    tail = text[at : at + _TAIL]
    return tail if at + _TAIL >= len(text) else tail + "\x00"


def _compared(
    text: str, spans: list[tuple[int, int]], words: list[str], starts: dict[int, list[Hit]], end: int
) -> bool:
    """'she looks 10 years younger', '5 years older than me': a difference, not an age."""
    unit_end = max(h.end for h in starts.get(end, ()) if h.key == "age_units")
    if unit_end + 1 < len(words) and words[unit_end] in _COMPARED_JOINS:
        if words[unit_end + 1] in _MORE:
            return True  # "15 anos a mais que ela"
        if words[unit_end + 1] in _COMPARED:
            unit_end += 1
    if unit_end + 1 < len(words) and words[unit_end] in _MORE and words[unit_end + 1] in _MORE_THAN:
        return not text[spans[unit_end - 1][1] : spans[unit_end][0]].strip()
    if (
        unit_end >= len(words)
        or words[unit_end] not in _COMPARED
        or words[unit_end + 1 : unit_end + 3] == ["ou", "moins"]  # "15 ans plus ou moins": about 15
        or words[unit_end : unit_end + 2] in (["menor", "de"], ["mayor", "de"])  # "14 años menor de edad"
    ):
        return False
    return not text[spans[unit_end - 1][1] : spans[unit_end][0]].strip()


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
