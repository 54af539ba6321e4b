"""Who a minor word names (rules.py, issue 9): the user or a character ("I'm a schoolgirl", "ur in 8th
grade"), someone's child mentioned ("my kids are at camp"), an adult at work ("a kindergarten teacher",
"the school where she taught"), a given name ("Shota, 27") or slang given an adult age ("the cub is
26"). PersonRules is a part of rules.Rules.
"""

from __future__ import annotations

import re
from typing import Any

from nocturne.moderation.age_phrases import ADULT_AGE
from nocturne.moderation.ages import Age
from nocturne.moderation.analysis import Analysis
from nocturne.moderation.lexicon import Hit
from nocturne.moderation.stories import BACK_PRONOUNS, hits_between

IDENTITY_FILLERS = frozenset(
    "a an in the still only just like really little lil young small tiny shy cute sweet innocent "
    "um una un une ein eine o el la le en na no em в my your our his her mi mon ma mein meine one of real "
    "actual".split()
)
# "roleplay as my labrador", "play as a schoolgirl": the one played is who a participant is.
_PLAYS_AS = frozenset("roleplay rp play plays playing".split())
# "you're a normal dog", "du bist ein ganz normaler Hund": what the one addressed is, called ordinary
# ("my dog is a normal dog" says nothing of a participant, so only after "you are").
_ORDINARY = frozenset("normal ordinary regular normaler normale ganz".split())
_ADDRESSED = frozenset("youre ur u eres bist".split())
IDENTITY_VERBS = frozenset(
    "im am is are re r s es eres soy sou e ist bin bist est suis es esta estas estoy era was were ta "
    "becomes became plays playing play hes shes its youre theyre ur thats whos u canonically".split()
)
# Between a word and the age that says how old it is: "the cub is 26", "novinha de 19".
_ATTRIBUTING = frozenset("is s was aged de of ist est tiene tem".split())
# "the school where she taught": an adult who works at a school (Rules._staff).
# Words: a text this long tells a scene with a setting (_bystanders).
_LONG_SCENE = 50
_WHERE = frozenset("where donde ou wo onde где".split())
_WORKS_THERE = frozenset(
    "taught teaches teach teaching works worked work working trabaja trabajaba ensena ensenaba "
    "enseigne enseignait travaille travaillait unterrichtet unterrichtete arbeitet arbeitete "
    "ensina ensinava trabalha trabalhava преподает преподавала работает работала".split()
)
_SEEMING = frozenset("think thinks thought assume assumes mistake mistakes call calls".split())
# Where someone's child is ("at school", "auf Klassenfahrt", "en el colegio", "в школе"), an article
# allowed between.
_AT_PLACE = frozenset("at to auf zur zum im ins a al en na no ao в на".split())


class PersonRules:
    """The word sets (lexicon keys names, family_owners, family, staff, not_minor_after) come from
    the lexicon."""

    names: frozenset[str]
    owners: frozenset[str]
    family: frozenset[str]
    staff: frozenset[str]
    not_minor_after: frozenset[str]

    def _adult_name(self, a: Analysis, hit: Hit, original: str, adult_ages: list[Any]) -> bool:
        """'Shota, 27' or 'Lolita (25)': a given name with an adult age right beside it."""
        word = a.words[hit.start]
        if hit.end - hit.start != 1 or word not in self.names:
            return False
        capitalised = a.cache.get(("name", word))
        if capitalised is None:
            capitalised = a.cache[("name", word)] = (
                re.search(r"\b" + re.escape(word.capitalize()) + r"\b", original) is not None
            )
        if not capitalised:
            return False
        # An adult age starting up to 4 tokens after the name, or ending up to 2 before it.
        bounds = a.cache.get(("adult-bounds", ""))
        if bounds is None:
            bounds = a.cache[("adult-bounds", "")] = (
                {g.start for g in adult_ages},
                {g.end for g in adult_ages},
            )
        starts, ends = bounds
        return any(hit.end + i in starts for i in range(5)) or any(hit.start - i in ends for i in range(3))

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
            if (
                hit.end in starts
                or (hit.end + 1 in starts and between[:1] and between[0] in _ATTRIBUTING)
                or (hit.end + 2 in starts and between in (["who", "is"], ["who", "s"]))
            ):
                terms.add(" ".join(a.words[hit.start : hit.end]))
        return frozenset(terms)

    @staticmethod
    def _nickname(a: Analysis, hit: Hit, adult_ages: list[Age]) -> bool:
        """'Everyone calls him Kid …, but he's 26', 'Loli (short for Dolores) is 34', 'que ses collègues
        appellent « le gamin »': a minor word given as a nickname (lexicon key nickname just before it,
        or "short for" just after) in a text that states adult ages and no minor's."""
        if not adult_ages or any(0 < g.value < ADULT_AGE and g.kind == "present" for g in a.ages):
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

    def _staff(self, a: Analysis, hit: Hit) -> bool:
        """'a kindergarten teacher', 'Lehrerin an einer Grundschule': an adult who works there."""
        if (
            a.words[hit.end - 1] in ("minor", "minors", "menor", "menores")
            and a.words[hit.end : hit.end + 1]
            and (a.words[hit.end] in self.not_minor_after)
        ):
            return True  # "a minor issue", "minor characters"
        before = [
            i
            for i in range(max(0, hit.start - 4), hit.start)
            if a.words[i] in self.staff and not _sexual_crime(a, i)
        ]
        if before and not self._staff_acts(a, before[-1], hit):
            return True
        if any(w in self.staff for w in a.words[hit.end : hit.end + 2]):
            return True  # "a kindergarten teacher"
        # "the middle school where she taught", "la escuela donde trabaja": she works there.
        clause = a.words[hit.end : hit.end + 4]
        return (
            len(clause) >= 2
            and clause[0] in _WHERE
            and any(w in _WORKS_THERE for w in clause[1:])
            and not any(w in self.family or w in self.owners for w in clause[1:])
        )

    @staticmethod
    def _staff_acts(a: Analysis, staff: int, hit: Hit) -> bool:
        """'the coach fucks the kids', 'he coaches kids and fucks them': a sexual act between the adult's
        job word and the children, or right after them and going on with them by a pronoun, is done
        to the children (not "professora do 6º ano (32) e transa com o marido")."""
        return any(
            staff < h.start < hit.start
            or (
                hit.end <= h.start < hit.end + 3
                and any(w in BACK_PRONOUNS for w in a.words[h.end : h.end + 2])
            )
            for h in hits_between(a.of("sexual"), staff, hit.end + 3)
            if not a.negated(h.start) and a.sentence_of[h.start] == a.sentence_of[hit.start]
        )

    def _identity(self, a: Analysis, hit: Hit) -> str | None:
        """'self' or 'other' when the hit says who someone is: "I'm a schoolgirl", "ur in 8th grade",
        "the kid is only in seventh grade"; 'played' for the role asked for ("roleplay as my labrador");
        None for a mention."""
        back = hit.start
        while back > 0 and a.words[back - 1] in IDENTITY_FILLERS and back > hit.start - 4:
            back -= 1
        if back == 0 or a.sentence_of[back - 1] != a.sentence_of[hit.start]:
            return None
        ordinary = back
        while ordinary > 0 and a.words[ordinary - 1] in _ORDINARY | IDENTITY_FILLERS and ordinary > back - 3:
            ordinary -= 1
        if ordinary < back and ordinary > 0 and a.words[ordinary - 1] in _ADDRESSED:
            return "other"
        verb = a.words[back - 1]
        if verb == "as" and back >= 2 and a.words[back - 2] in _PLAYS_AS:
            return "played"  # the role-play word itself is no sexual intent (animals.py)
        if verb not in IDENTITY_VERBS or (verb == "ta" and a.words[back] not in ("no", "na", "em")):
            return None  # Portuguese "ele tá no 6º ano"; French "ta" is "your"
        if self._family_subject(a, back - 1):
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
        if a.in_sentence("past_markers", sentence):
            return True
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
        """The words right before the verb are someone's child: "her son is", "mi hija está"."""
        return (
            verb >= 2
            and a.words[verb - 1] in self.family
            and a.words[verb - 2] in self.owners
            and a.sentence_of[verb - 2] == a.sentence_of[verb]
        )

    def _grade_of_child(self, a: Analysis, hit: Hit) -> bool:
        """'her son is in 4th grade', 'su hijo está en 4º de primaria': the school of someone's child."""
        if hit.key != "school":
            return False
        back = hit.start
        while back > 0 and a.words[back - 1] in IDENTITY_FILLERS and back > hit.start - 4:
            back -= 1
        return back > 0 and a.words[back - 1] in IDENTITY_VERBS and self._family_subject(a, back - 1)

    def _mentioned_child(self, a: Analysis, hit: Hit) -> bool:
        """Someone's child ("my kids", "the neighbour's kid"), a child who is away ("at camp"), a
        school named as where someone's child is ("dropping her son off at middle school"), or the
        grade of someone's child ("her son is in 4th grade")."""
        if hit.key == "minor" and hit.start > 0 and a.words[hit.start - 1] in self.owners:
            if a.words[hit.start] in self.family:
                return True
        if self._grade_of_child(a, hit):
            return True
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
        # Not an absent word inside the hit itself ("sleeps with a nightlight" is who he is).
        return any(not hit.start <= h.start < hit.end for h in a.in_sentence("absent", sentence))


def _sexual_crime(a: Analysis, i: int) -> bool:
    """'the sexual abuse of a child' in a text that asks for the scene (analysis._asks_for_the_crime
    left its words sexual): the crime done to the child, not "child abuse" services as a job."""
    return a.covered("crime_terms", i, i + 1) and any(
        not a.negated(h.start) for h in hits_between(a.of("sexual"), i - 1, i + 2)
    )
