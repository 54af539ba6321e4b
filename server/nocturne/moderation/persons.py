"""Who a minor word names (rules.py, issue 9): the user or a character ("I'm a schoolgirl", "ur in 8th
grade"), someone's child mentioned ("my kids are at camp"), an adult at work ("a kindergarten teacher",
"the school where she taught"), a given name ("Shota, 27") or slang given an adult age ("the cub is
26"). PersonRules is a part of rules.Rules.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from nocturne.moderation.age_phrases import ADULT_AGE
from nocturne.moderation.ages import Age
from nocturne.moderation.analysis import Analysis
from nocturne.moderation.bed_with import in_bed_with
from nocturne.moderation.body_of import body_likeness
from nocturne.moderation.card_children import child_of_parent
from nocturne.moderation.custody_children import custody_child
from nocturne.moderation.era_words import era_only
from nocturne.moderation.lexicon import Hit
from nocturne.moderation.named_children import named_family_child
from nocturne.moderation.person_and import person_and
from nocturne.moderation.staff import StaffRules

IDENTITY_FILLERS = frozenset(
    "a an in the still only just like really little lil young small tiny shy cute sweet innocent "
    "um una un une ein eine o el la le en na no em в my your our his her mi mon ma mein meine one of real "
    "actual der die den noch erst "
    # chat asides between the verb and what it says: "im btw in 8th grade", "bin übrigens in der 8. Klasse"
    "btw tbh actually ubrigens кстати вообще".split()
)
# "roleplay as my labrador", "play as a schoolgirl": the one played is who a participant is.
_PLAYS_AS = frozenset("roleplay rp play plays playing".split())
# "you're a normal dog", "du bist ein ganz normaler Hund": what the one addressed is, called ordinary
# ("my dog is a normal dog" says nothing of a participant, so only after "you are").
_ORDINARY = frozenset("normal ordinary regular normaler normale ganz".split())
_ORDINARY_OR_FILLERS = _ORDINARY | IDENTITY_FILLERS  # built once, not at each word
_ADDRESSED = frozenset("youre ur u eres bist".split())
IDENTITY_VERBS = frozenset(
    "im am is are re r s es eres soy sou e ist bin bist est suis es esta estas estoy era was were ta "
    "becomes became plays playing play hes shes its youre theyre ur thats whos u canonically".split()
)
# "is starting 8th grade", "just started 8th grade", "acaba de entrar a 1º de secundaria", "vient
# d'entrer en 4e": in that grade now (not "when I started 8th grade", a past).
_STARTING = frozenset("starts starting enters entering begins beginning".split())
_STARTED = frozenset("started entered began begun".split())
_JUST_STARTED = frozenset("entrar empezar comenzar comecar entrer commencer".split())
_JUST = frozenset("acaba acabou vient acabo".split())
# Romaji participants before the topic particle "wa" (_identity): the character, the user, I, you, she, he.
_JA_PERSONS = frozenset("char user watashi boku ore atashi anata omae kimi kanojo kare".split())
# "она в пятом классе", "учится в 7 классе", "перешла в седьмой класс" (moved up into it): in it now.
_RU_PERSONS = frozenset(
    "она он ты я учится учишься учусь перешла перешел перешли переходит переходишь pereshla pereshel".split()
)
# The pronouns that name a person before a noun in the nominative ("я школьница": I am a schoolgirl).
_RU_BARE_PERSONS = frozenset("она он ты я".split())
# Case endings that make the noun no predicate: "я школьницей была" (instrumental), "у неё" forms.
_RU_NOT_NOMINATIVE = ("ей", "ой", "ом", "ем", "ами", "ями", "ы", "е", "у")


def _ru_nominative(word: str) -> bool:
    return not word.endswith(_RU_NOT_NOMINATIVE)


# "going into seventh grade", "moving up to 7th grade", "moved up to 8th": in it now, or all but.
_INTO = frozenset("into to".split())
_GOING = frozenset("going moving heading".split())
_MOVED = frozenset("moving moved moves".split())
# A school garment says what someone wears, not who they are ("she's in a school uniform", "она в
# школьной форме", "elle est en uniforme d'écolière"): no identity, and an adult age beside it passes.
_GARMENTS = frozenset(
    """uniform uniforms uniforme uniformes schuluniform schuluniformen форма форме форму формой юбке юбка
    фартуке купальнике костюме swimsuit skirt seifuku serafuku sukumizu costume kostum disfraz fantasia
    deguisement""".split()
)
_RELATIVES = frozenset("who that que qui der die который которая".split())
_VERB_LEADS = _JUST | frozenset("just is s de d".split())
# Back from a verb to its subject: "her son just started", "my son is going into", "moved up to".
_LEADS_TO_SUBJECT = _VERB_LEADS | _GOING | _MOVED | frozenset({"up"})


def _capitalised_words(original: str) -> frozenset[str]:
    """The words written with a capital in the original, as the readings spell them ("Niña" -> "nina")."""
    return frozenset(
        "".join(c for c in unicodedata.normalize("NFKD", m.group(0)) if not unicodedata.combining(c)).lower()
        for m in _WORD.finditer(original)
        if m.group(0)[0].isupper()
    )


_WORD = re.compile(r"\b[^\W\d_]\w*")
# Minor words that a community's slang uses for adults, known by the words beside them: a "cub" among
# "bears" and "otters" is a young-looking man (the text must state adult ages and no minor's).
_BEARS = frozenset("bear bears otter otters daddy daddies muscle bear".split())
_SLANG_COMPANIONS = {"cub": _BEARS, "cubs": _BEARS}
# Labels a name follows: "Nombre: Loli (Dolores Ruiz), 38", "Name: Kid Harlan, 27".
_NAME_LABELS = frozenset("name nombre nome nom имя namae 名前".split())
_QUOTES = ("'", '"', "«", "»", "“", "”", "‘", "’")


def _name_slot(a: Analysis, hit: Hit) -> bool:
    """Any minor word where a person's name stands (so in any language): after a name label, before the
    full name in brackets ("Loli (Dolores Ruiz)"), or quoted inside a name ("Lola 'la Niña' Ruiz").
    The caller asks for the capital letter and the adult age beside it."""
    at = hit.start
    if at > 0 and a.words[at - 1] in _NAME_LABELS and ":" in a.text[a.spans[at - 1][1] : a.spans[at][0]]:
        return True
    gap_after = a.text[a.spans[at][1] : a.spans[at + 1][0]] if at + 1 < len(a.words) else ""
    if "(" in gap_after and a.text[a.spans[at + 1][0] : a.spans[at + 1][0] + 1].isupper():
        return True  # "Loli (Dolores Ruiz)"
    first = at - 1 if at > 0 and a.words[at - 1] in ("la", "el", "le", "the", "der", "die", "o", "a") else at
    gap_before = a.text[a.spans[first - 1][1] : a.spans[first][0]] if first > 0 else ""
    return any(q in gap_before for q in _QUOTES) and any(q in gap_after for q in _QUOTES)


# A card's grade field: "Grade: 7", "Série: 8º ano", "Curso: 2º de ESO", "Klasse: 7", "Класс: 7".
_GRADE_LABELS = frozenset("grade year serie curso classe klasse класс gakunen 学年".split())


def _grade_field(a: Analysis, hit: Hit) -> bool:
    """The school hit is the value of a grade field, or starts with its label ("grade: 7")."""
    if a.words[hit.start] in _GRADE_LABELS and hit.end - hit.start > 1:
        return ":" in a.text[a.spans[hit.start][1] : a.spans[hit.start + 1][0]]
    if hit.start > 0 and a.words[hit.start - 1] in _GRADE_LABELS:
        return ":" in a.text[a.spans[hit.start - 1][1] : a.spans[hit.start][0]]
    return False


def _starting(words: list[str], at: int, school: bool) -> bool:
    """The verb at `at` puts its subject in the grade (or, without `school`, the role) that follows now."""
    verb = words[at]
    if verb in _STARTING:
        return True
    if (
        verb in _INTO
    ):  # "going into 7th grade", "moving up to 8th grade"; a grade only ("wakes up to the rooster")
        if not school or at == 0:
            return False
        if words[at - 1] == "up":
            return verb == "to" and at > 1 and words[at - 2] in _MOVED
        return words[at - 1] in _GOING
    if verb in _STARTED:
        return at > 0 and words[at - 1] == "just"
    return verb in _JUST_STARTED and at > 1 and words[at - 1] in ("de", "d") and words[at - 2] in _JUST


# Between a word and the age that says how old it is: "the cub is 26", "novinha de 19", "novinha de maior, 21".
_ATTRIBUTING = frozenset("is s was aged de of ist est tiene tem maior mayor".split())
# "little sister (she's 24 now)", "the kid, he's 30": the term's own pronoun, then the age.
_PRONOUN_IS = frozenset("shes hes".split())
# Words: a text this long tells a scene with a setting (_bystanders).
_LONG_SCENE = 50
_SEEMING = frozenset("think thinks thought assume assumes mistake mistakes call calls".split())
# Where someone's child is ("at school", "auf Klassenfahrt", "en el colegio", "в школе"), an article
# allowed between.
_AT_PLACE = frozenset("at to auf zur zum im ins a al en na no ao в на".split())


class PersonRules(StaffRules):
    """The word sets (lexicon keys names, family_owners, family; StaffRules' staff and not_minor_after)
    come from the lexicon."""

    names: frozenset[str]

    def _adult_name(self, a: Analysis, hit: Hit, original: str, adult_ages: list[Any]) -> bool:
        """'Shota, 27' or 'Lolita (25)': a given name with an adult age right beside it."""
        word = a.words[hit.start]
        if hit.end - hit.start != 1 or (word not in self.names and not _name_slot(a, hit)):
            return False
        capitalised = a.cache.get(("capitalised", ""))
        if capitalised is None:
            capitalised = a.cache[("capitalised", "")] = _capitalised_words(original)
        if word not in capitalised:
            return False
        # An adult age starting up to 4 tokens after the name, or ending up to 2 before it.
        bounds = a.cache.get(("adult-bounds", ""))
        if bounds is None:
            bounds = a.cache[("adult-bounds", "")] = (
                {g.start for g in adult_ages},
                {g.end for g in adult_ages},
            )
        starts, ends = bounds
        if any(hit.end + i in starts for i in range(5)) or any(hit.start - i in ends for i in range(3)):
            return True
        # "Name: Shota Tanaka / Age: 31 … Note: Shota is just his given name": once beside an adult
        # age, the capitalised name is that adult wherever it recurs (a minor's age anywhere: never).
        if any(0 < g.value < ADULT_AGE and g.kind == "present" for g in a.ages):
            return False
        return any(
            a.words[h.start] == word
            and (any(h.end + i in starts for i in range(5)) or any(h.start - i in ends for i in range(3)))
            for h in a.of(hit.key)
            if h.end - h.start == 1
        )

    @staticmethod
    def _adult_terms(a: Analysis, adult_ages: list[Age]) -> frozenset[str]:
        """Minor words given an adult age right after them ("the cub is 26", "cub (26)", "novinha de
        19"): every mention of the same word is that adult. None when the text states a minor age."""
        if not adult_ages or any(g.value < ADULT_AGE and g.kind == "present" for g in a.ages):
            return frozenset()
        starts = {g.start for g in adult_ages}
        terms = set()
        for hit in a.of("minor"):
            between = a.words[hit.end : hit.end + 2]
            companions = _SLANG_COMPANIONS.get(a.words[hit.start])
            if companions and hit.end - hit.start == 1 and any(w in companions for w in a.words):
                terms.add(a.words[hit.start])  # "Eli, 26, a cub into bigger bears": gay slang for a man
                continue
            if (
                hit.end in starts
                or (hit.end + 1 in starts and between[:1] and between[0] in _ATTRIBUTING)
                or (hit.end + 2 in starts and between in (["who", "is"], ["who", "s"]))
                or (hit.end + 1 in starts and between[:1] and between[0] in _PRONOUN_IS)
            ):
                terms.add(" ".join(a.words[hit.start : hit.end]))
        return frozenset(terms)

    @staticmethod
    def _nickname(a: Analysis, hit: Hit, adult_ages: list[Age]) -> bool:
        """'Everyone calls him Kid …, but he's 26', 'Loli (short for Dolores) is 34', 'que ses collègues
        appellent « le gamin »': a minor word given as a nickname (lexicon key nickname just before it,
        or "short for" just after) in a text that states adult ages and no minor's."""
        if not adult_ages:
            return False
        minor_present = a.cache.get(("minor_present", ""))
        if minor_present is None:  # read once per reading, not once per minor word
            minor_present = a.cache[("minor_present", "")] = any(
                0 < g.value < ADULT_AGE and g.kind == "present" for g in a.ages
            )
        if minor_present:
            return False
        # Once the text says a word is a nickname, it is that nickname wherever it recurs ("Name: Loli
        # Vasquez … 'Loli' is short for Dolores … *Loli leans on the bar*").
        named = a.cache.get(("nicknames", ""))
        if named is None:
            named = a.cache[("nicknames", "")] = {
                tuple(a.words[m.start : m.end])
                for key in ("hard_minor", "minor")
                for m in a.of(key)
                if any(
                    m.start - 3 <= h.end <= m.start or m.end <= h.start <= m.end + 1 for h in a.of("nickname")
                )
            }
        return tuple(a.words[hit.start : hit.end]) in named

    def _bystanders(self, a: Analysis, hit: Hit, adult_ages: list[Age]) -> bool:
        """'Los niños corren por la plaza …' in a long scene whose participants are stated adults
        ("Tú eres Álvaro, 38 … Yo soy Marisol, 35"): children as a group (lexicon key minor_group) in a
        sentence with no sexual word are the setting, not who is in the scene. A short text ("The kids
        watch. We have sex.") is one scene; a minor's age anywhere keeps every word."""
        if (
            not adult_ages
            or len(a.words) < _LONG_SCENE
            or not a.covered("minor_group", hit.start, hit.end)
            or any(0 < g.value < ADULT_AGE and g.kind == "present" for g in a.ages)
        ):
            return False
        return not any(
            a.near(key, hit.start, hit.end, tokens=None, sentences=0) for key in ("sexual", "sexual_weak")
        )

    def _identity(self, a: Analysis, hit: Hit) -> str | None:
        """'self' or 'other' when the hit says who someone is: "I'm a schoolgirl", "ur in 8th grade",
        "the kid is only in seventh grade"; 'played' for the role asked for ("roleplay as my labrador");
        None for a mention."""
        if hit.key == "school" and _grade_field(a, hit):
            return "other"  # "Grade: 7", "Série: 8º ano": a card's field says who the character is
        if hit.key == "school" and not _GARMENTS.isdisjoint(a.words[hit.start : hit.end]):
            return None  # "she's in a school uniform": what she wears (_GARMENTS)
        back = hit.start
        while back > 0 and a.words[back - 1] in IDENTITY_FILLERS and back > hit.start - 4:
            back -= 1
        if back == 0 or a.sentence_of[back - 1] != a.sentence_of[hit.start]:
            return None
        ordinary = back
        while ordinary > 0 and a.words[ordinary - 1] in _ORDINARY_OR_FILLERS and ordinary > back - 3:
            ordinary -= 1
        if ordinary < back and ordinary > 0 and a.words[ordinary - 1] in _ADDRESSED:
            return "other"
        verb = a.words[back - 1]
        if (
            hit.key == "minor"
            and verb == "s"
            and back == hit.start
            and a.words[back - 2 : back - 1] in (["user"], ["char"])
        ):
            # "{{user}}'s kid is 14": the user's child, a mention (not "{{user}} is a kid"); for an animal,
            # "{{char}} is {{user}}'s German Shepherd" says what the character is (animals.py)
            return None
        if verb == "as" and back >= 2 and a.words[back - 2] in _PLAYS_AS:
            return "played"  # the role-play word itself is no sexual intent (animals.py)
        if _starting(a.words, back - 1, hit.key == "school"):
            lead = back - 1
            while lead > 0 and a.words[lead - 1] in _VERB_LEADS:
                lead -= 1
            if lead > 0 and a.words[lead - 1] in _RELATIVES:
                return None  # "the little one who just started first grade": a mention
            verb = "is"  # "u just started 8th grade", "acaba de entrar a secundaria": in it now
        if verb in _RU_PERSONS and back > 1 and a.words[back - 2] in _RELATIVES:
            return None  # "племянница Варя, которая перешла в пятый класс": a mention
        if verb in _RU_PERSONS and any(w in ("в", "во") for w in a.words[back : hit.start]):
            # "она в пятом классе", "ты учишься в 7 классе": Russian states it with no verb; "я в седьмом
            # классе" is the speaker
            verb = "am" if verb in ("я", "ya", "учусь") else "is"
        if (
            verb in _RU_BARE_PERSONS
            and back == hit.start
            and hit.key == "minor"
            and _ru_nominative(a.words[back])
        ):
            verb = "am" if verb == "я" else "is"  # "я школьница", "она школьница": no verb "to be" in Russian
        if verb == "wa" and a.words[back - 2 : back - 1] and a.words[back - 2] in _JA_PERSONS:
            verb = "is"  # "{{char}} wa chuugaku 2-nensei no onnanoko": the topic particle says who she is
        if (
            verb == "to"
            and a.words[back] in ("no", "na")
            and (back < 2 or a.words[back - 2] in ("eu", "ja", "ainda"))
        ):
            verb = "sou"  # "tô no 8º ano", "eu tô no 8º ano": the speaker (not "going to the 8th grade")
        if verb not in IDENTITY_VERBS or (verb == "ta" and a.words[back] not in ("no", "na", "em")):
            return None  # Portuguese "ele tá no 6º ano"; French "ta" is "your"
        if hit.key == "animal" and person_and(a, back - 1):
            return None  # "o meu namorado e o cachorro": "and", not "é" (person_and.py)
        verb_at = back - 1
        while verb_at > 0 and a.words[verb_at - 1] in _LEADS_TO_SUBJECT:
            verb_at -= 1  # "her son just started", "su hija acaba de entrar"
        if self._family_subject(a, verb_at):
            return None  # "Her son is in 4th grade": someone's child, mentioned (_mentioned_child)
        if any(w in _SEEMING for w in a.words[max(0, back - 4) : back - 1]):
            return None  # "people think I'm a kid": what others take them for
        if verb in ("was", "were", "era", "war", "etait"):
            return "past"
        before = a.words[max(0, back - 2) : back - 1]
        return "self" if verb in ("im", "am", "soy", "bin", "suis", "sou") or before == ["i"] else "other"

    def _backstory(self, a: Analysis, hit: Hit) -> bool:
        """In a definition: 'as a child, …', 'growing up, …' is the character's past."""
        sentence = a.sentence_of[hit.start]
        if any(
            not body_likeness(a.words, m) and not era_only(a, m)  # "明治時代から" (era_words.py)
            for m in a.in_sentence("past_markers", sentence)
        ):
            return True  # not "cuerpo de niña" (body_of.py)
        first = hit.start == 0 or a.sentence_of[hit.start - 1] != sentence
        comma = a.text[a.spans[hit.end - 1][1] : a.spans[hit.end - 1][1] + 1] == ","
        past_age = any(g.kind == "past" for g in a.ages_in_sentence(sentence))
        return first and comma and past_age  # "Enfant, à 10 ans, …"

    @staticmethod
    def _forbidden(a: Analysis, hit: Hit) -> bool:
        """'Anything involving kids, teens or anyone in diapers is NOT ok here': a phrase that forbids,
        later in the same sentence (a one-word one, "free", only right after the term)."""
        return any(
            h.start >= hit.end and h.end - h.start > 1
            for h in a.in_sentence("negation_after", a.sentence_of[hit.start])
        )

    def _family_subject(self, a: Analysis, verb: int) -> bool:
        """The words right before the verb are someone's child: "her son is", "mi hija está", or a name
        given to one earlier ("their daughter Lily. Lily is"; named_children.py)."""
        return (
            verb >= 2
            and a.words[verb - 1] in self.family
            and a.words[verb - 2] in self.owners
            and a.sentence_of[verb - 2] == a.sentence_of[verb]
        ) or (verb >= 3 and named_family_child(a, verb - 1, self.family, self.owners))

    def _grade_of_child(self, a: Analysis, hit: Hit) -> bool:
        """'her son is in 4th grade', 'su hijo está en 4º de primaria': the school of someone's child."""
        if hit.key != "school":
            return False
        back = hit.start
        while back > 0 and a.words[back - 1] in IDENTITY_FILLERS and back > hit.start - 4:
            back -= 1
        if back == 0 or (a.words[back - 1] not in IDENTITY_VERBS and not _starting(a.words, back - 1, True)):
            return False
        verb_at = back - 1
        while verb_at > 0 and a.words[verb_at - 1] in _LEADS_TO_SUBJECT:
            verb_at -= 1  # "her son just started 8th grade", "her son is going into 8th grade"
        return self._family_subject(a, verb_at)

    def _mentioned_child(self, a: Analysis, hit: Hit) -> bool:
        """Someone's child ("my kids", "the neighbour's kid"), a child who is away ("at camp"), a
        school named as where someone's child is ("dropping her son off at middle school"), or the
        grade of someone's child ("her son is in 4th grade"). A childlike body ("she has the body of a
        child of about ten … has to be tucked in at night") is who the character is, never a mention."""
        if hit.key == "childlike":
            return False
        if hit.key == "minor" and hit.start > 0 and a.words[hit.start - 1] in self.owners:
            if a.words[hit.start] in self.family and not _counted_topic(a.words, hit.start - 1):
                return True
        if self._grade_of_child(a, hit):
            return True
        if _of_own_child(a, hit, self.family, self.owners):
            return True  # "cartable d'écolier de son fils": her son's schoolboy satchel, a thing
        if custody_child(a, hit):
            return True  # "his divorce, the kids he only saw on weekends" (custody_children.py)
        if hit.key == "minor" and not a.romaji and child_of_parent(a.words, hit.start):
            return True  # "ich der alleinerziehende Papa von einem der Kinder" (card_children.py)
        sentence = a.sentence_of[hit.start]
        first, stop = a.sentence_bounds(sentence)
        if (
            hit.key == "school"
            and any(w in _AT_PLACE for w in a.words[max(0, hit.start - 2) : hit.start])
            and any(
                a.words[i] in self.family and a.words[i - 1] in self.owners
                for i in range(max(1, first), stop)
            )
        ):
            return True
        # Not an absent word inside the hit itself ("sleeps with a nightlight" is who he is), nor one
        # right after children a request is about: "a lemon about two middle schoolers at summer camp"
        # says who they are, where "дети у бабушки" says where they are.
        topic = any(w in _ABOUT for w in a.words[max(0, hit.start - 3) : hit.start])
        staff_ends = {h.end for h in a.of("staff")}
        return any(
            not (hit.start <= h.start < hit.end or (topic and h.start == hit.end))
            and not in_bed_with(a.words, h)  # "climbs in bed with the babysitter" (bed_with.py)
            and h.start not in staff_ends  # "вожатый в лагере и девочка …": where the counsellor works
            for h in a.in_sentence("absent", sentence)
        )


_ABOUT = frozenset("about sobre uber sur про о".split())
_OF = frozenset("of de del do da".split())


def _of_own_child(a: Analysis, hit: Hit, family: frozenset[str], owners: frozenset[str]) -> bool:
    """The minor word, then "of" and someone's child: "d'écolier de son fils", "of her son"."""
    after = a.words[hit.end : hit.end + 4]
    return (
        len(after) >= 3
        and after[0] in _OF
        and any(after[i] in family and after[i - 1] in owners for i in (2, 3) if i < len(after))
    )


# Owners that only count ("two kids"): after "about", "featuring" the children are what is written about.
_COUNTS = frozenset("two three four five 2 3 4 5 both some dos tres zwei drei deux trois dois".split())
_TOPIC = _ABOUT | frozenset("featuring starring involving".split())


def _counted_topic(words: list[str], owner: int) -> bool:
    """A count after a topic word ("smut about two kids at summer camp"), not someone's children."""
    return words[owner] in _COUNTS and owner > 0 and words[owner - 1] in _TOPIC
