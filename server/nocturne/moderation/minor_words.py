"""Minor, school and childlike words that name a participant (the minors rules' third pass, minors.py):
"a 7th grader", "la niña", "JK" in romaji, "petite, childlike body" in a card. A word passes when it names
no one in the scene: negated or forbidden, a teacher's grade, a mention of someone's child at school, a
grown child, a kid in small talk that a change of topic ends, a role ("treated like a kid"), an adult's
name or nickname, bystanders, a past or a backstory, a costume; otherwise it counts when a sexual word
is near enough for the kind of text (a card, a short card, a couple's chat, a message).

Apart from minors.py, which reads the text once and runs the passes over hard terms and ages, because
this pass decides the most cases on its own (words without an age). MinorWordRules is a part of
minors.MinorRules; it reads the person, grade and story rules it inherits.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from nocturne.moderation.accentless_names import accentless_name
from nocturne.moderation.adult_nouns import adult_noun_ages
from nocturne.moderation.age_changes import lands_on_adult
from nocturne.moderation.age_phrases import ADULT_AGE
from nocturne.moderation.ages import Age
from nocturne.moderation.analysis import Analysis
from nocturne.moderation.away_child import away_afterwards
from nocturne.moderation.background_children import background_child
from nocturne.moderation.backstory_grades import backstory_grade
from nocturne.moderation.childhood_words import childhood_time
from nocturne.moderation.costumes import dressed_as
from nocturne.moderation.defined_minors import defined_minor
from nocturne.moderation.excluded_children import kept_out
from nocturne.moderation.flashbacks import left_behind
from nocturne.moderation.former_pupils import former
from nocturne.moderation.found import Found
from nocturne.moderation.grades import GradeRules, other_diploma, university_year
from nocturne.moderation.granted_ages import PASTIMES
from nocturne.moderation.grown_children import grown
from nocturne.moderation.japanese_during import during
from nocturne.moderation.lexicon import Hit, Lexicon
from nocturne.moderation.mentioned_ages import mentioned_child_word
from nocturne.moderation.minor_roles import not_a_participant
from nocturne.moderation.named_children import mentioned_child_acts
from nocturne.moderation.named_minor_acts import grade_hit, holder_acts
from nocturne.moderation.not_the_character import not_the_character
from nocturne.moderation.only_mentioned import only_mentioned
from nocturne.moderation.owned_children import owned_child
from nocturne.moderation.partner_ages import partner_ages_only
from nocturne.moderation.passing_children import passing_child
from nocturne.moderation.persons import PersonRules
from nocturne.moderation.pupil_nouns import pupil_noun
from nocturne.moderation.refusals import refused
from nocturne.moderation.staff import pupil_of_grade
from nocturne.moderation.stays_out import stays_out
from nocturne.moderation.stories import StoryRules
from nocturne.moderation.topic_change import topic_changes
from nocturne.moderation.travel_class import travel_class
from nocturne.moderation.work_children import worked_with

if TYPE_CHECKING:
    from nocturne.moderation.minors import _Reading

WHOLE_SCENE = ("image-prompt", "prompt")
_SHORT_TEXT_WORDS = 60  # a definition this short is one scene: the whole text is the window


class MinorWordRules(PersonRules, GradeRules, StoryRules):
    """MinorRules sets the lexicon and answers what is sexual (`sexual`)."""

    lexicon: Lexicon
    sexual: Callable[..., bool]

    def _minor_words(self, a: Analysis, original: str, r: _Reading) -> Iterable[Found]:
        """Minor, school and childlike words (and "JS", "JK" in romaji) that name a participant."""
        couple = bool(a.of("couple"))
        minor_aged = any(0 < g.value < ADULT_AGE and g.kind == "present" for g in a.ages)
        adult_terms = self._adult_terms(a, r.adult_ages)
        any_adult = any(g.value >= ADULT_AGE for g in a.ages)
        # "JS", "JK" (a schoolgirl's abbreviations) count in romaji or a tag list, not as "just saying".
        romaji_minors = [
            Hit("minor", h.start, h.end, h.entry)
            for h in a.of("minor_romaji")
            if a.romaji or r.context in WHOLE_SCENE or tag_list(original)
        ]
        # The tokens of a grade judged someone's child's ("su hija … en sexto de primaria").
        mentioned: set[int] = set()
        staffed = -1  # the end of the last grade judged an adult's workplace
        for hit in a.of("minor") + a.of("school") + a.of("childlike") + romaji_minors:
            if a.negated(hit.start, hit.end) or self._forbidden(a, hit):
                continue
            if self._staff(a, hit) or (hit.key == "school" and _grade_goes_on(a.words, staffed, hit.start)):
                staffed = max(staffed, hit.end)  # "dá aula pro 7º ano do fundamental": the whole grade
                continue
            if mentioned.issuperset(range(hit.start, hit.end)):
                continue  # "de primaria" inside "sexto de primaria", a mention: the whole grade was judged
            if during(a.words, hit):
                continue  # "rp chuu ni hiza ni notte kite": during the rp (japanese_during.py)
            if hit.key == "school" and university_year(a, hit):
                continue  # "en 4ème année de fac", "no 3º ano da faculdade": a university's year
            if a.covered("absent", hit.start, hit.end):
                continue  # "at summer camp": where someone's children are, not who is in the scene
            if hit.key == "minor" and other_diploma(a, hit):
                continue  # "passé son brevet de pilote": a licence, not the collège's exam
            if hit.key == "minor" and grown(a.words, hit):
                continue  # "two grown kids in college", "kodomo wa mou dokuritsu shita": adults
            if hit.key == "school" and not minor_aged and any_adult and hit.entry in PASTIMES:
                continue  # "she's 26 … then the sleepover at his place": adults have sleepovers too
            if not minor_aged and any_adult and dressed_as(a, hit):
                continue  # "adult woman, 30, dressed as a schoolgirl": a costume (costumes.py)
            if not minor_aged and any_adult and former(a.words, hit):
                continue  # "бывшая школьница, теперь ей 27": what an adult used to be (former_pupils.py)
            if hit.key == "minor" and kept_out(a, hit.start):
                continue  # "madre de un niño de 8 años, que nunca aparece en escenas sexuales"
            if hit.key == "minor" and only_mentioned(a, hit):
                continue  # "kodomo-tachi wa hanashi no naka dake de, ecchi na shiin wa otona futari dake"
            if hit.key == "minor" and background_child(a, hit.start, hit.end, word=True):
                continue  # "little sister Hannah … she's 15, so she's strictly background" (background_children.py)
            if hit.key == "minor" and stays_out(a, hit.start):
                continue  # "a little sister (8) … She stays completely out of anything romantic" (stays_out.py)
            if hit.key == "minor" and mentioned_child_word(a, hit):
                continue  # "дочка Катя, одиннадцати лет … дверь за девочкой закрылась" (mentioned_ages.py)
            if hit.key == "minor" and not minor_aged and self._minor_role(a, hit, bool(r.adult_ages)):
                continue  # "glad the app blocks underage stuff", "treated like a kid", "saving a kid"
            if hit.key == "minor" and not minor_aged and self._small_talk(a, hit):
                continue  # "the kid next door kicks his ball over my fence. anyway back to the rp, …"
            if hit.key == "minor" and not minor_aged and refused(a.words, a.sentence_of, hit):
                continue  # "I don't write sexual content involving anyone under 18": what is refused
            if hit.key == "minor" and not minor_aged and lands_on_adult(a.words, hit, self.lexicon.numbers):
                continue  # "the aged-down potion … from 50 back to 21": the change lands on an adult
            if self._adult_name(a, hit, original, r.adult_ages) or self._nickname(a, hit, r.adult_ages):
                continue
            if accentless_name(a, hit, original):
                continue  # "… and Nina had mopped the kitchen": the name, not "niña" (accentless_names.py)
            if self._bystanders(a, hit, r.adult_ages or adult_noun_ages(a, self.lexicon.numbers)):
                continue  # "Los niños corren por la plaza": the setting of an adults' scene
            if hit.key == "minor" and owned_child(
                a, hit, bool(r.adult_ages or adult_noun_ages(a, self.lexicon.numbers))
            ):
                continue  # "at the innkeeper's little boy sweeping the steps" (owned_children.py)
            if hit.key == "minor" and passing_child(a, hit):
                continue  # "Someone's kid ran past with a balloon" (passing_children.py)
            if hit.key == "minor" and " ".join(a.words[hit.start : hit.end]) in adult_terms:
                continue  # "the cub is 26", "novinha de 19": slang for a young adult, with the age
            identity = self._identity(a, hit)
            if identity is None and r.card and not r.adult_ages and pupil_of_grade(a.words, hit):
                identity = "other"  # "Personaje: Sofi, alumna de sexto de primaria": the character's grade
            # "He's in year 8 at school" says who he is; "my kids are at school" mentions children.
            if identity is None and self._mentioned_child(a, hit):
                if (
                    a.near("sexual", hit.start, hit.end, tokens=1, sentences=None)
                    or (self._grade_of_child(a, hit) and self._family_sexual(a, hit.start, hit.end))
                    or mentioned_child_acts(a, hit.start, self.family, self.owners)  # named_children.py
                ):
                    yield Found("prohibited", "minor-term", hit.entry)
                mentioned.update(range(hit.start, hit.end))
                continue
            if identity == "past":
                if not r.adult_ages and a.near("sexual", hit.start, hit.end, tokens=None, sentences=0):
                    yield Found("prohibited", "minor-identity", hit.entry)
                continue
            if identity is not None:
                if identity == "other" and away_afterwards(a, hit.start):
                    continue  # "She's in middle school. … Now she's at a sleepover, so her mom and I …"
                if (
                    identity != "self"
                    and r.card
                    and not r.sexual_weak_any
                    and not r.facts_only
                    and not_the_character(a, hit.start)
                ):
                    continue  # "Lore entry: … Elanor … is still a child" (not_the_character.py)
                if identity == "self" or r.card or r.sexual_weak_any:
                    yield Found("prohibited", "minor-identity", hit.entry)
                continue
            if hit.key == "childlike" and (r.card or r.context in WHOLE_SCENE):
                yield Found("prohibited", "childlike", hit.entry)
                continue
            if travel_class(a, hit):
                continue  # "Tickets gekauft, zweite Klasse, Fensterplatz": a seat (travel_class.py)
            if left_behind(a, hit.start):
                continue  # a childhood the story leaves before the adults' sex (flashbacks.py)
            if childhood_time(a, hit, bool(r.adult_ages)):
                continue  # "zense no kodomo jidai wa settei dake" (childhood_words.py)
            if worked_with(a, hit, bool(r.adult_ages)):
                continue  # "pediatric nurse, 29, … screaming toddlers. … (my bf) take me to bed" (work_children.py)
            if self._backstory(a, hit):
                continue  # "As a child, …", "Enfant, à 10 ans, …": the past
            if any(
                g.kind == "past" and (now := self._grown_up_since(a, g)) is not None and hit.end <= now.start
                for g in a.ages_in_sentence(a.sentence_of[hit.start])
            ):
                continue  # "her first period came at 12, now she's 30 and horny"
            if hit.key == "school" and any_adult and self._past_sentence(a, hit) and not _since_grade(a, hit):
                continue  # "a crush on each other in 10th grade, together at 28": the past
            if hit.key == "school" and backstory_grade(a, hit) and not _since_grade(a, hit):
                continue  # "in her backstory … she was bullied in 6th grade" (backstory_grades.py)
            # A grade in a card ("Age: 18 / Grade: 5th") contradicts the adult age: the grade wins.
            grade_wins = (r.card or bool(a.of("age_labels")) or _relative_grade(a, hit)) and (
                self._current_grade(a, hit) or _since_grade(a, hit)
            )
            named_grade = (
                hit.key == "school" and grade_hit(a, hit) and holder_acts(a, original, hit.start, hit.end)
            )
            if (
                self._coded_item(a, hit, grade_wins)
                and not pupil_noun(hit)  # "eine Achtklässlerin" is a person (pupil_nouns.py)
                and (
                    (r.adult_ages and not partner_ages_only(a, r.adult_ages))
                    # "we sneak off to fuck while the kids are at school", not "I'm in high school, can we …"
                    or (
                        hit.key == "school"
                        and self._adults_only_sexual(a)
                        and not _speakers_own(a.words, hit)
                    )
                )
                # "ella y el profe (40) tengan sexo": the age is the partner's (partner_ages.py)
                # "Annie … going into 6th grade … Cole, hes like 40 … Cole drives Annie home and it gets
                # sexual": the adult's age is Cole's, the grade Annie's (named_minor_acts.py)
                and not named_grade
            ):
                continue
            if r.definition or (r.card and len(a.words) <= _SHORT_TEXT_WORDS):
                near = (
                    a.near("sexual", hit.start, hit.end, tokens=None, sentences=1)
                    or a.near("sexual_weak", hit.start, hit.end, tokens=None, sentences=1)
                    or (
                        len(a.words) <= _SHORT_TEXT_WORDS
                        and (r.sexual_any or self._short_card_intent(a, r.adult_ages))
                    )
                    # A card that states no adult anywhere and asks for explicit sex: its school
                    # year or child word is its character's ("Description: Year 9 student …").
                    or (r.definition and not any_adult and hit.key in ("school", "minor") and self.sexual(a))
                    # A grade someone is in now, as in a chat: an explicit word anywhere ("… since he
                    # started ninth grade in September. … (OOC: they sleep together, make it steamy)").
                    or (grade_wins and r.sexual_any and _since_grade(a, hit))
                    or named_grade  # the grade's name back far below with sex (named_minor_acts.py)
                )
            elif couple:
                near = a.near("sexual", hit.start, hit.end, tokens=None, sentences=0)
            else:
                # The next sentence too: "Sie geht in die 8. Klasse, mach es heiß" splits at "8.".
                near = r.sexual_any or (
                    not r.output and a.near("sexual_weak", hit.start, hit.end, tokens=None, sentences=1)
                )
            if near and hit.key != "childlike" and away_afterwards(a, hit.start):
                continue  # "Va en sexto de primaria. Esta noche está con la abuela, así que su madre y yo …"
            if near:
                rule = {"minor": "minor-term", "school": "school-term"}.get(hit.key, "childlike")
                yield Found("prohibited", rule, hit.entry)

    @staticmethod
    def _small_talk(a: Analysis, hit: Hit) -> bool:
        """The minor word is in small talk that a change of topic ends, with no sexual word before it
        (from its sentence on) and no third person after it (topic_change.py). Read once per text."""
        known = a.cache.get(("small-talk", ""))
        if known is None:
            changes = topic_changes(a.words, a.sentence_of)
            sexual = sorted(
                h.start for key in ("sexual", "sexual_weak") for h in a.of(key) if not a.negated(h.start)
            )
            known = a.cache[("small-talk", "")] = ([c for c, _ in changes], changes, sexual)
        starts, changes, sexual = known
        if changes and defined_minor(a, hit):
            return False  # "Kira = fifth grader. anyway continue …": a character (defined_minors.py)
        if changes and not _SPEAKER.isdisjoint(a.words[max(0, hit.start - 2) : hit.start]):
            return False  # "i cant even drive yet lol. anyway …": the speaker, who is in the scene
        at = bisect.bisect_right(starts, hit.start)
        if at >= len(changes) or changes[at][1]:
            return False
        first = a.sentence_bounds(a.sentence_of[hit.start])[0]
        k = bisect.bisect_left(sexual, first)
        return k >= len(sexual) or sexual[k] >= changes[at][0]

    @staticmethod
    def _minor_role(a: Analysis, hit: Hit, adults: bool) -> bool:
        """The minor word is what a ban forbids, how an adult is treated, or whom a doctor saves."""
        sentence = a.sentence_of[hit.start]
        # In its clause: "treated like a kid, overcompensates by being blunt about sex" is two.
        sexual = any(
            not a.negated(h.start)
            and "," not in a.text[a.spans[min(h.end, hit.end) - 1][1] : a.spans[max(h.start, hit.start)][0]]
            for key in ("sexual", "sexual_weak")
            for h in a.in_sentence(key, sentence)
        )
        return not_a_participant(a.words, hit, sexual, adults)

    def _short_card_intent(self, a: Analysis, adult_ages: list[Age]) -> bool:
        """A short card with no adult age is one scene: "collégien en 4e. Scénario : … ; rp coquin" is
        sexual by its intent word ("rp" alone is not: every card is role-play). With an adult age ("she
        teaches 8th grade, is 34") the grade is someone else's."""
        return not adult_ages and self.sexual(a, weak=True, play=False)


# "coming over twice a week since he started ninth grade": the grade began then and goes on.
_SINCE = frozenset("since seit desde depuis".split())


def _since_grade(a: Analysis, hit: Hit) -> bool:
    """'since he started ninth grade', 'seit sie in die 8. Klasse kommt': a grade someone is in now, told
    in a past-tense narration (not "they dated in 10th grade")."""
    return any(w in _SINCE for w in a.words[max(0, hit.start - 4) : hit.start])


_OF_GRADE = frozenset("do de da del der des du of".split())


# The speaker right before a minor word ("i cant even drive yet", "je suis en CM2").
_SPEAKER = frozenset("i im yo soy ich bin je suis eu sou я".split())


def _grade_goes_on(words: list[str], staffed: int, start: int) -> bool:
    """'7º ano do fundamental', 'sexto de primaria': the school word goes on the grade judged just before."""
    return 0 <= staffed <= start <= staffed + 1 and all(w in _OF_GRADE for w in words[staffed:start])


# "la hija de la vecina, que va en segundo de secundaria", "the neighbour's girl, who is in 8th grade".
_RELATIVE = frozenset("que qui who который которая которыи".split())


def _relative_grade(a: Analysis, hit: Hit) -> bool:
    """A relative clause gives a person's grade now: who is in the scene, even beside an adult's age."""
    return any(w in _RELATIVE for w in a.words[max(0, hit.start - 4) : hit.start])


def tag_list(text: str) -> bool:
    """An image-prompt style list: four or more comma-separated tags of at most three words each."""
    if text.count(",") < 3:
        return False
    tags = [t for t in text.split(",") if t.strip()]
    if len(tags) < 4:
        return False
    # Prose has many long "tags": stop at the first long one too many for a list.
    long_tags = 0
    for tag in tags:
        if len(tag.split()) > 3:
            long_tags += 1
            if len(tags) - long_tags < 0.75 * len(tags):
                return False
    return len(tags) - long_tags >= 0.75 * len(tags)


# The speaker's own school year: "I'm in high school", "i just started 8th grade", "im in year 9".
_SPEAKER_LEADS = frozenset("i im ive".split())


def _speakers_own(words: list[str], hit: Hit) -> bool:
    lead = words[max(0, hit.start - 3) : hit.start + 1]
    return not _SPEAKER_LEADS.isdisjoint(lead)
