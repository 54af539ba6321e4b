"""Whether a number is framed as an age when no unit or strong label says so (issue 9, point 2).

AgeReader._at (ages.py) first finds the frame before a number (`lead_of` skips fillers such as "only
barely", `frame_keys` the lexicon keys that end there). It asks `framed` once per number, after its
early rejections: a subject before it and a clause end after it, a bracket ("Mia (14)"), an apposition
("Lily, 14, ..."), "when Marcus was 12", chat tags ("13f", "smut pls, 15 f"), "Lily is thirteen", the
German inverted verb, someone's child, "Lily was 14.", or a card's age field that lists each person by
name. The cases are tried in order, and some add a frame key to `before` (the caller's set) for the
kind decision that follows.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from nocturne.moderation.age_kinds import BRACKET_AFTER, SENTENCE_BREAK, WHEN
from nocturne.moderation.emoji_tails import apposition_ends
from nocturne.moderation.lexicon import Hit
from nocturne.moderation.plural_subjects import PLURAL_IS, plural_person
from nocturne.moderation.self_intro import INTRO_LABELS, runs_on
from nocturne.moderation.soon_frames import soon_frame_start
from nocturne.moderation.story_frames import story_frame_start

if TYPE_CHECKING:
    from nocturne.moderation.ages import AgeReader

# "Fourteen. That's how old Lucy is": the number stated on its own, then claimed.
_HOW_OLD_AFTER = re.compile(r"^\s*[.!,]?\s*(?:that s|thats|that is) how old\b")
_BRACKET_CLOSE = re.compile(r"^\s*(?:[fm]\b)?\s*[)\],/]")
# "Lily, 14, ..." and "Sasha - 14 (yes, on purpose)": an apposition after a name (dashes are "-" by now).
# "Loli (Dolores Ruiz), 38,": a bracketed full name closes before the comma.
_COMMA_BEFORE = re.compile(r"[^\W\d_]\)?\s?[,-]\s*$|[^\W\d_],\s*\S+\s$")
# "Kiddo (Katherine Doyle), 34. Scenario: …": a full stop closes the apposition too.
_COMMA_AFTER = re.compile(r"^\s*(?:[,;)(-]|\.(?:\s|$))")
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


SENTENCE_END = re.compile(r"^\s*(?:$|[.,!?;:)(\]~*…|/-])")
# Verbs that reach an age: with "next month" after the number, someone's age ("Kaylee turns 18 next
# month", "Mia wird nächsten Monat 18").
_REACHING = frozenset("turns turning cumple cumplira wird faz fara aura исполнится".split())
# "…, and 25 when …": the same person's age at a later moment of the story (also read by rules.py).
WHEN_AGAIN = WHEN | {"when"}
_AND_THEN = frozenset("and y und et e и".split())
WAS_AGE = frozenset("was war era etait estava было tenia tinha avait hatte".split())
# "Lily was 14.", "Lily war 14.", "Лили было 14.": a past age with a name as its subject (_named).
NAMED_WAS = frozenset("was war было".split())
# Sentence openers before "was" that are no person ("Everything was 14", "Dinner was 14").
_NOT_NAMES = frozenset(
    "everything everyone everybody nothing nobody something someone somebody anything anyone all this "
    "that it there here what which who dinner lunch breakfast rent tuition admission entry parking "
    "es das alles nichts dies это все всё оно they we".split()
)
_CURRENCY = frozenset("$€£¥₽")
# Lexicon keys tested around a number, as constants (a set written in the code is built at each call).
_SUBJECT_FRAMES = frozenset({"subjects", "past_subjects", "past_prepositions"})
_CLAIMS_AFTER = frozenset({"followers", "sexual", "sexual_weak", "minor", "soon"})
# "Lily is thirteen", "Mia ist zwölf", "Ana tiene catorce", "Bia tem quinze": a name, then the age;
# the subjunctive asks for it ("que tenga 15", "que ela tenha 14", "que tuviera 13").
_INVERTED_IS = frozenset("ist wird".split())
_NAME_IS = frozenset("is s ist tiene tem tenga tuviera tenha tivesse turned wurde cumplio".split())
# A chat clause run on after "she's N" with no stop: "she's 13 lets have sex", "sie ist 13 wir …"; or a
# relative clause on the age ("she looks like she's 12 which is exactly what I like").
_NEXT_CLAUSE = frozenset(
    "lets let we they vamos bora quiero quero si wir lass lasst wenn даваи даваите хочу мы which".split()
)

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
    "ainda kinda lowkey secretly truly totally теперь уже еще вообще всего почти "
    # chat German, French, English: "sie is jz 14", "grad 12", "eig erst 13", "mtn elle a 13 ans", "lik 12"
    "jz grad eig mtn lik "
    # "мне ещё нет 16" (I am not yet 16): "нет" is the bound's, read by negations.py
    "нет "
    # "his daughter, all of thirteen, …", "die Tochter, gerade mal zwölf, …": "only" said twice ("of"
    # only after "all", below: "a girl of about eight" in a ghost story names no one's age)
    "all mal".split()
)
_FROM_NOW = frozenset("ab".split())
# "mayor de edad", "maiores de idade", "menor de edad": of age or under age, no "Age:" label.
_OF_AGE_OWNERS = frozenset("de d".split())

_TAIL = 64  # characters after a number that the frame patterns read


def tail_at(text: str, at: int) -> str:
    """What follows a number, bounded so that reading every age costs no more than the text's length;
    a NUL stands for the rest of a longer text, so "the end of the text" still means that."""
    tail = text[at : at + _TAIL]
    return tail if at + _TAIL >= len(text) else tail + "\x00"


def lead_of(words: list[str], index: int) -> int:
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
    # "Jonas ist in dieser Geschichte 12": a story frame between the copula and the age (story_frames.py)
    framed_at = story_frame_start(words, lead)
    if framed_at == lead:  # "ей через месяц 18": a time to come before the age (soon_frames.py)
        framed_at = soon_frame_start(words, lead)
    return lead if framed_at == lead else lead_of(words, framed_at)


def frame_keys(
    text: str,
    spans: list[tuple[int, int]],
    words: list[str],
    lead: int,
    index: int,
    ends: dict[int, list[Hit]],
) -> set[str]:
    """The frame keys that end at the lead or at the number, less a subject in apposition and "of age"."""
    before = {h.key for h in ends.get(lead, ())} | {h.key for h in ends.get(index, ())}
    if "subjects" in before and lead > 0 and "," in text[spans[lead - 1][1] : spans[lead][0]]:
        before.discard("subjects")  # "the little girl, barely eleven, ...": an apposition, read below
    if (
        "age_labels" in before
        and lead >= 2
        and words[lead - 2] in _OF_AGE_OWNERS
        and not any(h.entry in INTRO_LABELS for h in ends.get(lead, ()))  # "à propos de moi : 16"
    ):
        before.discard("age_labels")  # "todos mayores de edad. Dos …": "of age", not "Age: 2"
    if "age_labels" in before and runs_on(text, spans, words, index, ends.get(lead, [])):
        before.discard("age_labels")  # "About me: 1 year on this app": a count, no age (self_intro.py)
    return before


# framed() answers (framed, apposition, listed); constant tuples, built once.
_NO = (False, False, False)
_YES = (True, False, False)
_APPOSED = (True, True, False)
_LISTED = (True, False, True)


def framed(
    reader: AgeReader,
    text: str,
    spans: list[tuple[int, int]],
    words: list[str],
    lead: int,
    index: int,
    end: int,
    value: int,
    attached: str,
    before: set[str],
    after: set[str],
    tail: str,
    strong_before: bool,
    ends: dict[int, list[Hit]],
    starts: dict[int, list[Hit]],
) -> tuple[bool, bool, bool]:
    """Whether the number at `index` (through `end`) is framed as an age, said in apposition, and listed
    after a label; the cases in their order, each only while no earlier one framed it."""
    if attached or "age_units" in after or strong_before:
        return _YES
    if before & _SUBJECT_FRAMES and _subject_framed(reader, words, lead, end, after, tail):
        return _YES
    if _marked(text, spans, words, index, attached, tail):
        return _YES
    if _verb_final(words, lead, end):
        before.add("subjects")  # "dass sie 14 ist": said of her, as "sie ist 14"
        return _YES
    lead_head = text[max(0, spans[lead][0] - 4) : spans[lead][0]]
    if (
        _COMMA_BEFORE.search(lead_head)
        and (_COMMA_AFTER.match(tail) or not tail.strip() or apposition_ends(tail, _COMMA_AFTER))
        and value < 100
        and lead > 0
        and words[lead - 1].isalpha()
    ):
        # "Lily, 14, ..." and "the little girl, barely eleven, ...": an apposition after a word.
        return _APPOSED
    if _in_story(words, index, end, before, after, tail) or _chat_tag(text, spans, words, index, end):
        return _YES
    if _stated(reader, words, lead, index, end, before, after, tail, starts):
        return _YES
    if _named(reader, text, spans, words, lead, index, end, starts, after):
        before.add("past_subjects")  # "Lily was 14.": told as the scene's past (rules.Rules._scene_goes_on)
        return _YES
    if _listed_after_label(reader, text, spans, words, index, tail, ends):
        return _LISTED  # "Ages: {{char}} 14, {{user}} 30", "Edades: Lía 14, Marco 30"
    return _NO


def _subject_framed(
    reader: AgeReader, words: list[str], lead: int, end: int, after: set[str], tail: str
) -> bool:
    """A subject before the number ("she's 14"), then the end of its clause or a word that follows ages."""
    return (
        SENTENCE_END.match(tail) is not None
        or end >= len(words)
        or bool(after & _CLAIMS_AFTER)
        or words[end] in reader.followers
        or words[end] in _NEXT_CLAUSE  # "she's 13 lets …", "ella tiene 13 vamos a …": a run-on
        or _kin_of(words, lead, after)  # "mi hermanita de 10 se queda a dormir"
    )


# German puts the verb last after "dass", "weil", "ob": "mach dass sie jz 14 is", "weil er erst 12 ist".
_CLAUSE_OPENERS = frozenset("dass das weil ob obwohl wenn falls".split())
_CLAUSE_PRONOUNS = frozenset("sie er ich du".split())
_CLAUSE_VERBS = frozenset("ist is bin bist war wird wirst werde ware".split())
# A bound between the pronoun and the age: "dass sie noch nich 18 is" (negations.py reads the bound).
_CLAUSE_BOUNDS = frozenset("noch nicht nich keine kein knapp fast unter".split())


def _verb_final(words: list[str], lead: int, end: int) -> bool:
    while lead > 0 and words[lead - 1] in _CLAUSE_BOUNDS:
        lead -= 1
    return (
        lead >= 2
        and end < len(words)
        and words[end] in _CLAUSE_VERBS
        and words[lead - 1] in _CLAUSE_PRONOUNS
        and words[lead - 2] in _CLAUSE_OPENERS
    )


def _marked(
    text: str, spans: list[tuple[int, int]], words: list[str], index: int, attached: str, tail: str
) -> bool:
    head = text[max(0, spans[index][0] - 3) : spans[index][0]]
    if BRACKET_AFTER.search(head) and _BRACKET_CLOSE.match(tail):
        return True  # "Mia (14)", "Sam (15, f)"
    return attached == "" and tail[:1] == "/" and tail[1:2] in ("f", "m")  # "15/f"


def _in_story(words: list[str], index: int, end: int, before: set[str], after: set[str], tail: str) -> bool:
    if index >= 2 and words[index - 1] in ("was", "were") and "when" in words[index - 4 : index - 1]:
        framed = SENTENCE_END.match(tail) is not None or end >= len(words) or "units" not in after
        before.add("past_subjects")  # "when Marcus was 12"
        if framed:
            return True
    if (
        index > 0
        and words[index - 1] in _AND_THEN
        and end < len(words)
        and words[end] in WHEN_AGAIN
        and any(w in WAS_AGE for w in words[max(0, index - 12) : index])
    ):
        before.add(
            "past_subjects"
        )  # "She was 17 when they met, and 25 when they slept together": a later age
        return True
    return False


def _chat_tag(text: str, spans: list[tuple[int, int]], words: list[str], index: int, end: int) -> bool:
    if index == 0 and end < len(words) and words[end] in _CHAT_AFTER:
        return True  # "14 n horny", "13 f here"
    return _sex_tag(text, spans, words, index, end)  # "smut pls, 15 f", "f 15 …"


def _stated(
    reader: AgeReader,
    words: list[str],
    lead: int,
    index: int,
    end: int,
    before: set[str],
    after: set[str],
    tail: str,
    starts: dict[int, list[Hit]],
) -> bool:
    if words[index - 1 : index] and words[index - 1] in _REACHING and reader._soon(words, index, end, starts):
        return True  # "Kaylee turns 18 next month"
    if _HOW_OLD_AFTER.match(tail):
        before.add("subjects")  # "Fourteen. That's how old Lucy is": claimed for a participant
        return True
    if (
        lead >= 2
        and (
            words[lead - 1] in _NAME_IS
            # "the twins are 11", "die Zwillinge sind 11": people in the plural (plural_subjects.py)
            or (words[lead - 1] in PLURAL_IS and plural_person(words, lead - 2, reader.family, reader.owners))
        )
        and words[lead - 2].isalpha()
        and words[lead - 2] not in _NOT_NAMES  # "Es ist zwölf": the time
        # "Rosie turned eleven the summer before camp": a follower of two words too
        and (SENTENCE_END.match(tail) is not None or end >= len(words) or "followers" in after)
        and "units" not in after
        and not reader._non_person(words, starts, lead - 1, before=True)
    ):
        return True  # "Lily is thirteen and lives next door", "Ana is 14 in this story"
    if (
        lead >= 2
        and words[lead - 2] in _INVERTED_IS
        and words[lead - 1].isalpha()
        and words[lead - 1] not in _NOT_NAMES
        and not starts.get(lead - 1)
        and (SENTENCE_END.match(tail) is not None or end >= len(words))
        and "units" not in after
    ):
        return True  # "dann ist Lena ab jetzt vierzehn.": German puts the verb before the name
    return (
        "units" not in after
        and (SENTENCE_END.match(tail) is not None or end >= len(words) or words[end] in reader.followers)
        and reader._owned_child_before(words, lead)
    )  # "Meine Tochter ist 14.", "Моей дочери 14.": someone's child, then the age


def _named(
    reader: AgeReader,
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
    if not word.isalpha() or word in _NOT_NAMES or word in reader.numbers or starts.get(name):
        return False
    gap = text[spans[name - 1][1] : spans[name][0]] if name > 0 else "."
    if not SENTENCE_BREAK.search(gap) and "\n" not in gap:
        return False  # "the house was 14": a name opens its sentence
    if reader._non_person(words, starts, lead - 1, before=True):
        return False
    if text[max(0, spans[index][0] - 1) : spans[index][0]] in _CURRENCY:
        return False
    tail = tail_at(text, spans[end - 1][1])
    return SENTENCE_END.match(tail) is not None or end >= len(words) or words[end] in reader.followers


def _listed_after_label(
    reader: AgeReader,
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
    if SENTENCE_END.match(tail) is None and tail.strip():
        return False
    name = index - 1
    for _ in range(4):
        if name < 1 or not words[name].isalpha() or words[name] in reader.unit_words:
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
