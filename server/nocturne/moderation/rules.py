"""Offline text moderation rules: the first layer of the ARCHITECTURE 5 safety policy (issue 9).

Zero tolerance for sexual content involving minors and for bestiality. Every text is normalised
(normalise.py), read once per reading (analysis.py: lexicon hits, ages, sentences, negations), and
then these rules decide, in order; the first that fires names the Verdict's `rule`:

minors ("prohibited")
- hard-minor-term: loli, jailbait, age-play … always, unless negated ("no ageplay"). A term that is
  also a given name ("Shota, 27") passes with an adult age right next to the name; an age-play term
  ("DDLG") passes where the text states adults and rules minors out ("she's 23, no actual minors").
- minor-age: a present age under 18 ("I'm 15", "Mia (14)", "Age: 16", "make her 12", "born in
  2012", "18 next month", "looks and acts 10", "no cumple sus quince", "before her quinceañera").
  "My 12-year-old son" (a child in an adult's life; "my daughter (8) is at grandma's") counts only
  next to a sexual word; a backstory age ("when I was 12") only with a sexual word in its sentence
  group, and not when the speaker then says how old they are now ("…, now I'm 31, flirt with me")
  and the sexual words come after that. "Meine Tochter ist 14." and "Моей дочери 14." are such a
  child's age; "a MILF with a 16-year-old son" seducing "her 40-year-old neighbour" is the woman's act
  on an adult. In a definition with nothing sexual, a child a request is about ("write a story about a
  12-year-old") is not the character's age. "Fifteen winters old" and "class of 2031" are ages;
  "two centuries" is none.
- minor-bound: "girls under 16", "no older than 15" with a sexual word.
- minor-identity: "I'm a schoolgirl", "ur in 8th grade": always for the user ("I'm …") and in
  definitions and personas; with any sexual intent (role-play slang included) otherwise.
- minor-term / school-term / childlike: with a sexual word anywhere in the message (a sentence
  group in definitions), either order. Someone's children ("my kids", "the children are at camp")
  count only right next to a sexual word. School garments ("school swimsuit") pass when an adult age
  is stated beside them; explicit minor words never do. A minor word given an adult age right after
  it ("the cub is 26", "novinha de 19") is that adult wherever the word recurs, and a school named
  as someone's workplace ("the middle school where she taught") is not who is in the scene. Childlike
  bodies are prohibited without sexual words in definitions, personas and image prompts. In a card, a
  grade ("Age: 18 / Grade: 5th") contradicts the adult age and wins; a university year does not.
- scene-minor: the scene (earlier messages, the characters, the persona; context.py) has a minor
  participant, and this text is sexual.

animals ("prohibited-bestiality")
- hard-bestiality-term: bestiality vocabulary, unless negated.
- animal-sexual: an animal, breed or euphemism ("man's best friend") in the same clause as a
  sexual word, within a few words, either order. Similes ("like an animal"), "doggy style" and pet
  names pass. Anthropomorphic adults and human pet-play pass by default (Policy, config.py).
  Words that mostly name people ("her bull", "a cougar", "a boxer") count only on a farm, at the
  zoo, when the animal is called real (lexicon keys animal_ambiguous and animal_setting) or when
  the text names it as one ("her boxer …, he's a 3 year old dog", "sexually attracted to her
  stallion"). Long animal names are also found one letter off ("labrodor"); a couple's own sentence
  after "a normal dog" is not about the dog. A pet licking someone
  (animal_soft_acts) counts only with a sexual act in that sentence and no human partner there ("I
  let my cat lick me while I touch myself"; not "my cat licked my face, anyway …").
- knotting: knotting vocabulary with a canine in the same message.
- animal-partner: an animal paired with a person ("me and my dog", "sex with a stallion", "the dog
  joins in", "d0g + girl", "кoнь и девушка"; partners.py) and any sexual word in the clause, or anywhere in a short message that
  names no human partner (a husband, a honeymoon, "a girl (29)"); a pet that does something else
  ("barked and ruined the mood") is no partner.
A comma-separated tag list ("horse, 1boy, sex") is one scene wherever it is typed, as an image prompt
is. In the model's output ("output") only explicit sexual words count beside a child: intent words
("play with her") are how people ask, and a small model writes them innocently.

A third-person report of an arrest or sentence and a lesson that teaches a child body safety are no
sexual content (analysis._plain_sentences): their sexual words, hard terms and ages do not count.

When both reasons apply, 'prohibited' wins: it carries the stronger reporting duty.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from nocturne.moderation.age_phrases import ADULT_AGE
from nocturne.moderation.ages import NAMED_WAS, NOW, WHEN_AGAIN, Age
from nocturne.moderation.analysis import Analyser, Analysis
from nocturne.moderation.animals import AnimalRules
from nocturne.moderation.found import Found, Reason

if TYPE_CHECKING:
    from nocturne.moderation.context import Scene
from nocturne.moderation.lexicon import Hit, Lexicon, load

Context = Literal["message", "character", "persona", "image-prompt", "prompt", "output"]

OPENAI_SEXUAL_MINORS = "openai:sexual-minors"
_DEFINITIONS = ("character", "persona")
_WHOLE_SCENE = ("image-prompt", "prompt")
_SELF = frozenset({"i m", "im", "i am", "i ll be", "ill be", "i will be", "i just turned", "i turned"})
_PARTICIPANT_RULES = frozenset({"hard-minor-term", "minor-age", "minor-identity", "childlike"})
_SHORT_TEXT_WORDS = 60  # a definition this short is one scene: the whole text is the window
_IDENTITY_FILLERS = frozenset(
    "a an in the still only just like really little lil young small tiny shy cute sweet innocent "
    "um una un une ein eine o el la le en na no em в my your our his her mi mon ma mein meine one of real "
    "actual".split()
)
_IDENTITY_VERBS = frozenset(
    "im am is are re r s es eres soy sou e ist bin bist est suis es esta estas estoy era was were ta "
    "becomes became plays playing play hes shes its youre theyre ur thats whos u canonically".split()
)
_ROLE_PLAY = frozenset(
    ("rp", "roleplay", "role play", "role playing", "roleplaying", "rol", "juego de rol", "rollenspiel")
    + ("jeu de role", "jeu de roles", "rpg", "ролевая игра", "ролевую игру", "ролевой игре", "ролевая")
)
# Between a word and the age that says how old it is: "the cub is 26", "novinha de 19".
_ATTRIBUTING = frozenset("is s was aged de of ist est tiene tem".split())
# "the school where she taught": an adult who works at a school (Rules._staff).
_WHERE = frozenset("where donde ou wo onde где".split())
_WORKS_THERE = frozenset(
    "taught teaches teach teaching works worked work working trabaja trabajaba ensena ensenaba "
    "enseigne enseignait travaille travaillait unterrichtet unterrichtete arbeitet arbeitete "
    "ensina ensinava trabalha trabalhava преподает преподавала работает работала".split()
)
_PLAYED = frozenset("him her them".split())
_SEEMING = frozenset("think thinks thought assume assumes mistake mistakes call calls".split())
_PAST_VERBS = frozenset("had was were used met dated fell knew went".split())
# A person of the scene as the subject of an age statement ("She was 14.", "Sie war 14.", "Ей было 14."),
# and the pronouns by which the next sentence goes on with that person (Rules._scene_goes_on). Folded
# forms: "ей" is read "еи", "él" "el", "l'a" "l a".
_SCENE_SUBJECTS = frozenset("she he they sie er еи ему она он elle il ella el ela ele".split())
_BACK_PRONOUNS = _SCENE_SUBJECTS | frozenset(
    "her him them hers ihr ihn ihm ее нее ей неи его него ему нему ним нею ею la l lui lo le les "
    "dela dele lhe".split()
)
# Object pronouns that are also articles ("toute la nuit"): a pronoun only right before the verb ("il la
# baise", "la follo").
_CLITICS = frozenset("la le les l lo".split())
# Words that make the age a memory rather than the scene: "She was 14 when she moved", "years ago".
_MEMORY = frozenset("when als когда quand cuando quando since until ago seit назад".split())
_SCENE_REACH = 2  # sentences after the age statement
# A request to write about or for a child ("write a story about a 12-year-old"; _requested_for).
_ABOUT = frozenset("about for для про sobre para uber fur sur pour".split())
_REQUESTS = frozenset(
    "write tell help plan напиши расскажи escribe escribeme cuentame schreib schreibe erzahl ecris raconte "
    "escreva conte kaite".split()
)
# "A MILF with a 16-year-old son": a child a person has (Rules._family_sexual), and "her 40-year-old
# neighbour": an act's object named by an adult age (_with_adult).
_HAS_A = (
    ["with", "a"],
    ["with", "an"],
    ["has", "a"],
    ["has", "an"],
    ["of", "a"],
    ["of", "an"],
    ["mit", "einer"],
    ["mit", "einem"],
    ["con", "una"],
    ["con", "un"],
    ["avec", "une"],
    ["avec", "un"],
    ["com", "uma"],
    ["com", "um"],
)
_HAVERS = frozenset(
    "milf mom mum mother dad father parent widow widower woman man lady guy wife husband couple mutter "
    "vater mama papa frau mann witwe madre padre mujer hombre viuda mere pere femme homme veuve mae pai "
    "mulher homem viuva".split()
)
_DETERMINERS = frozenset(
    "her his the a an their my your ihrem ihren ihrer seinem seinen seiner su sus el la sa son ses le "
    "sua seu o".split()
)
_WITH = frozenset("with con mit avec com с".split())  # "flirts with her 45-year-old boss"
# Where someone's child is ("at school", "auf Klassenfahrt", "en el colegio", "в школе"), an article
# allowed between.
_AT_PLACE = frozenset("at to auf zur zum im ins a al en na no ao в на".split())


@dataclass(frozen=True, slots=True)
class Policy:
    """Operator choices for policy-dependent cases (config.py; documented in .env.example)."""

    allow_anthro: bool = True
    allow_pet_play: bool = True
    lexicon_dir: str | None = None


DEFAULT_POLICY = Policy()


@dataclass(frozen=True, slots=True)
class Verdict:
    """The outcome of the rules: flagged, the spec 8 reason, the rule that fired, what matched."""

    flagged: bool
    reason: Reason | None = None
    matches: list[str] = field(default_factory=list)
    rule: str | None = None
    # Allowed, but sexual next to a youth, age or animal cue the rules judged harmless ("my kids",
    # "no minors", "anthro wolf"): the grey zone an LLM judge reads (moderation/grey_zone.py).
    grey: bool = False


class Rules:
    """The compiled rules over one lexicon."""

    def __init__(self, lexicon: Lexicon) -> None:
        self.lexicon = lexicon
        self.analyser = Analyser(lexicon)
        self.names = lexicon.words_of("names")
        self.owners = lexicon.words_of("family_owners")
        self.family = lexicon.words_of("family")
        self.staff = lexicon.words_of("staff")
        self.coded = lexicon.words_of("coded_items")
        self.animals = AnimalRules(lexicon, self._identity, self.sexual, _IDENTITY_VERBS)
        self.not_minor_after = lexicon.words_of("not_minor_after")

    def readings(self, text: str) -> list[str]:
        return self.lexicon.normaliser.readings(text)

    def analyses(self, text: str) -> list[Analysis]:
        return [self.analyser.analyse(r) for r in self.readings(text)]

    def findings(self, text: str, context: str, policy: Policy, analyses: list[Analysis]) -> list[Found]:
        found: list[Found] = []
        # A tag list ("horse, 1boy, sex, explicit, barn") is one scene wherever it is typed.
        whole = context in _WHOLE_SCENE or _tag_list(text)
        for analysis in analyses:
            found.extend(self._minors(analysis, text, context))
            found.extend(self.animals.findings(analysis, policy.allow_anthro, policy.allow_pet_play, whole))
        return found

    def participant_facts(self, text: str, context: str) -> list[str]:
        """What a text says about a scene participant being a minor: a hard term, a present age, an
        identity ("you're a schoolgirl"), a childlike body. Mentions, families and backstory are not."""
        facts: list[str] = []
        for analysis in self.analyses(text):
            for found in self._minors(analysis, text, context, facts_only=True):
                if found.rule in _PARTICIPANT_RULES:
                    facts.append(found.match)
        return facts

    # --- minors ----------------------------------------------------------------------------------

    def _minors(self, a: Analysis, original: str, context: str, facts_only: bool = False) -> Iterable[Found]:
        definition = context in _DEFINITIONS or facts_only
        sexual_any = self.sexual(a)
        # The model's own words: only explicit sexual words count. Intent words ("play with her", "our
        # secret", "romantic") are how people ask for it, and a small model writes them innocently
        # beside "your family" or "the kids".
        output = context == "output"
        sexual_weak_any = sexual_any or (not output and self.sexual(a, weak=True, soft=True))
        # A third person's age ("her brother, who's 10") needs more than "let's rp" beside it.
        sexual_about_others = sexual_any or (not output and self.sexual(a, weak=True, soft=True, play=False))
        adult_ages = [g for g in a.ages if g.value >= ADULT_AGE and g.kind == "present"]
        for hit in a.of("hard_minor"):
            if a.negated(hit.start, hit.end) or self._adult_name(a, hit, original, adult_ages):
                continue
            if not _adult_age_play(a, hit, adult_ages):
                yield Found("prohibited", "hard-minor-term", hit.entry)
        # No adult age after a past age: then it is backstory ("… Now 25, she loves sex"; _scene_goes_on).
        last_adult = max((g.start for g in a.ages if g.value >= ADULT_AGE), default=-1)
        for age in a.ages:
            if age.value <= 0 or age.value >= ADULT_AGE or a.negated(age.start):
                continue
            span = " ".join(a.words[age.start : age.end])
            if age.kind == "present":
                # In a definition every stated age is the character's, except a child a request is about
                # or for, in a text with nothing sexual ("a story about a 12-year-old who finds a dragon
                # egg", "a bedtime story for my 6 year old").
                stated = definition and not age.apposition
                if stated and not facts_only and not age.claimed and not sexual_weak_any:
                    stated = not _requested_for(a, age)
                if age.claimed or stated or context in _WHOLE_SCENE or sexual_about_others:
                    yield Found("prohibited", "minor-age", span)
            elif age.kind == "family" and (
                self._family_sexual(a, age.start, age.end) or self._scene_goes_on(a, age, family=True)
            ):
                yield Found("prohibited", "minor-age", span)
            elif (
                age.kind == "past"
                and a.near("sexual", age.start, age.end, tokens=None, sentences=0)
                and self._grown_up_since(a, age) is None
            ):
                yield Found("prohibited", "minor-age-past", span)
            elif age.kind == "past" and age.start > last_adult and self._scene_goes_on(a, age):
                yield Found("prohibited", "minor-age-past", span)
            elif age.kind == "bound" and age.value <= ADULT_AGE and sexual_weak_any:
                yield Found("prohibited", "minor-bound", span)
        couple = bool(a.of("couple"))
        adult_terms = self._adult_terms(a, adult_ages)
        any_adult = any(g.value >= ADULT_AGE for g in a.ages)
        # "JS", "JK" (a schoolgirl's abbreviations) count in romaji or a tag list, not as "just saying".
        romaji_minors = [
            Hit("minor", h.start, h.end, h.entry)
            for h in a.of("minor_romaji")
            if a.romaji or context in _WHOLE_SCENE or _tag_list(original)
        ]
        for hit in a.of("minor") + a.of("school") + a.of("childlike") + romaji_minors:
            if a.negated(hit.start, hit.end) or self._staff(a, hit) or self._forbidden(a, hit):
                continue
            if a.covered("absent", hit.start, hit.end):
                continue  # "at summer camp": where someone's children are, not who is in the scene
            if self._adult_name(a, hit, original, adult_ages):
                continue
            if hit.key == "minor" and " ".join(a.words[hit.start : hit.end]) in adult_terms:
                continue  # "the cub is 26", "novinha de 19": slang for a young adult, with the age
            identity = self._identity(a, hit)
            # "He's in year 8 at school" says who he is; "my kids are at school" mentions children.
            if identity is None and self._mentioned_child(a, hit):
                if a.near("sexual", hit.start, hit.end, tokens=1, sentences=None) or (
                    self._grade_of_child(a, hit) and self._family_sexual(a, hit.start, hit.end)
                ):
                    yield Found("prohibited", "minor-term", hit.entry)
                continue
            if identity == "past":
                if not adult_ages and a.near("sexual", hit.start, hit.end, tokens=None, sentences=0):
                    yield Found("prohibited", "minor-identity", hit.entry)
                continue
            if identity is not None:
                if identity == "self" or definition or sexual_weak_any:
                    yield Found("prohibited", "minor-identity", hit.entry)
                continue
            if hit.key == "childlike" and (definition or context in _WHOLE_SCENE):
                yield Found("prohibited", "childlike", hit.entry)
                continue
            if self._backstory(a, hit):
                continue  # "As a child, …", "Enfant, à 10 ans, …": the past
            if any(
                g.kind == "past" and (now := self._grown_up_since(a, g)) is not None and hit.end <= now.start
                for g in a.ages_in_sentence(a.sentence_of[hit.start])
            ):
                continue  # "her first period came at 12, now she's 30 and horny"
            if hit.key == "school" and any_adult and self._past_sentence(a, hit):
                continue  # "a crush on each other in 10th grade, together at 28": the past
            # A grade in a card ("Age: 18 / Grade: 5th") contradicts the adult age: the grade wins.
            grade_wins = (definition or bool(a.of("age_labels"))) and self._current_grade(a, hit)
            if self._coded_item(a, hit, grade_wins) and (
                adult_ages or (hit.key == "school" and self._adults_only_sexual(a))
            ):
                continue
            if definition:
                near = (
                    a.near("sexual", hit.start, hit.end, tokens=None, sentences=1)
                    or a.near("sexual_weak", hit.start, hit.end, tokens=None, sentences=1)
                    or (len(a.words) <= _SHORT_TEXT_WORDS and sexual_any)
                )
            elif couple:
                near = a.near("sexual", hit.start, hit.end, tokens=None, sentences=0)
            else:
                # The next sentence too: "Sie geht in die 8. Klasse, mach es heiß" splits at "8.".
                near = sexual_any or (
                    not output and a.near("sexual_weak", hit.start, hit.end, tokens=None, sentences=1)
                )
            if near:
                rule = {"minor": "minor-term", "school": "school-term"}.get(hit.key, "childlike")
                yield Found("prohibited", rule, hit.entry)

    def grey(self, a: Analysis) -> bool:
        """Sexual, with a cue the rules let pass: a judge should read it."""
        if not self.sexual(a, weak=True):
            return False
        cues = (
            "hard_minor",
            "minor",
            "school",
            "childlike",
            "animal",
            "anthro",
            "pet_play",
            "hard_bestiality",
        )
        return any(a.of(key) for key in cues) or any(g.value < ADULT_AGE for g in a.ages)

    def sexual(self, a: Analysis, weak: bool = False, soft: bool = False, play: bool = True) -> bool:
        """A sexual word that is not negated; `weak` and `soft` add intent and touch words; without
        `play`, "rp" and "roleplay" alone do not count (everything here is role-play)."""
        keys = ("sexual",) + (("sexual_weak",) if weak else ()) + (("sexual_soft",) if soft else ())
        return any(
            not a.negated(h.start) and (play or h.entry not in _ROLE_PLAY or self._plays_someone(a, h))
            for key in keys
            for h in a.of(key)
        )

    @staticmethod
    def _plays_someone(a: Analysis, hit: Hit) -> bool:
        """'lets rp him', 'roleplay as her': the role-play makes that person a participant."""
        return any(w in _PLAYED for w in a.words[hit.end : hit.end + 2])

    def _family_sexual(self, a: Analysis, start: int, end: int) -> bool:
        """A child in an adult's life: sexual only right beside them, or in their sentence when they
        are not away ("my daughter is 10 and I want her to join us in bed")."""
        # "A MILF with a 16-year-old son seduces her 40-year-old neighbour": a child a person has (not "a
        # sex scene with a 13 year old"); the word for that person and an act on an adult named by age
        # are not about the child.
        had = start >= 3 and a.words[start - 2 : start] in _HAS_A and a.words[start - 3] in _HAVERS
        if a.near("sexual", start, end, tokens=2, sentences=None, skip=start - 3 if had else -1):
            return True
        sentence = a.sentence_of[start]
        if a.in_sentence("absent", sentence) or a.in_sentence("couple", sentence):
            return False
        acts = [
            h
            for h in a.in_sentence("sexual", sentence)
            if not a.negated(h.start) and not (had and (h.start == start - 3 or _with_adult(a, h)))
        ]
        if had and acts and any(_with_adult(a, h) for h in a.in_sentence("sexual_soft", sentence)):
            # "A single mom with a 15-year-old daughter flirts with her 45-year-old boss, it gets
            # steamy": the scene is the adults', unless an act names the child ("fuck her daughter").
            return any(w in self.family for h in acts for w in a.words[h.end : h.end + 3])
        return bool(acts) and not self._only_adults_act(a, sentence)

    @staticmethod
    def _only_adults_act(a: Analysis, sentence: int) -> bool:
        """'... so we went to a sex club': the sexual words belong to the speaker and partner."""
        return _we_only(a.sentence_words(sentence))

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
    def _grown_up_since(a: Analysis, past: Age) -> Age | None:
        """'I was 14 when I saw the sea, now I'm 30, sex tonight': after the memory the speaker says
        how old they are now (that age is returned), and every sexual word of the sentence comes
        after it. Or the story gives a later, adult age ("She was 17 when they met, and 25 when they
        slept together") before every sexual word. None otherwise."""
        sentence = a.sentence_of[past.start]
        now = next(
            (
                g
                for g in a.ages_in_sentence(sentence)
                if g.start > past.end
                and g.value >= ADULT_AGE
                and (
                    (
                        g.kind == "present"
                        and any(w in NOW for w in a.words[max(past.end, g.start - 4) : g.start])
                    )
                    or (g.end < len(a.words) and a.words[g.end] in WHEN_AGAIN)
                )
            ),
            None,
        )
        if now is None:
            return None
        after = all(h.start > now.start for h in a.in_sentence("sexual", sentence) if not a.negated(h.start))
        return now if after else None

    def _scene_goes_on(self, a: Analysis, past: Age, family: bool = False) -> bool:
        """'She was 14. He pulled her onto the bed and fucked her.' ("Sie war 14. …", "Ей было 14. …"):
        a past-tense age told as the scene, not as a memory, and the story goes on in the next
        sentences with that person and a sexual act. The same-sentence window for past ages let this
        through: splitting age and act with a full stop was enough to evade it.

        Adults pass: the age statement must open its sentence with a pronoun subject and carry no
        memory word ("She was 14 when she moved", "a decade ago she was 14"); no adult age and no
        "now" may follow ("Now 25, she loves rough sex", "at 24 she fucked him"); the sentence with the
        act must refer back to her or him by a pronoun ("My wife and I have sex", "We fucked in every
        room" do not). Only an age opening its sentence qualifies and only the next _SCENE_REACH
        sentences are read, so the cost stays linear.

        A name may be the subject ("Lily was 14. He fucked her."): the age reader takes "X was N" as a
        past age only when X opens the sentence and no lexicon knows it (ages.AgeReader._named), so
        things ("The house was 14 years old", "Whiskey was 12") never get here. With `family`, the
        age is of someone's child ("My daughter is 14. I want to fuck her.", "Mi hija tiene 14 años.
        Quiero follarla."): an act in the next sentences blocks unless its sentence names the adults
        who act ("my wife and I", "we") and does not go on with the child by a pronoun, so "My
        daughter is 14. My wife and I have sex every night." passes."""
        sentence = a.sentence_of[past.start]
        first = a.sentence_bounds(sentence)[0]
        lead = a.words[first : past.start]
        if not lead or len(lead) > 4:
            return False
        named = len(lead) == 2 and lead[1] in NAMED_WAS and lead[0].isalpha()
        owned = family and any(
            w in self.family and i > 0 and lead[i - 1] in self.owners for i, w in enumerate(lead)
        )
        subject = owned if family else (lead[0] in _SCENE_SUBJECTS or named)
        if not subject:
            return False  # "She has a 7-year-old son who stays with his dad": a mention, not the scene
        if any(w in _MEMORY or w in NOW for w in lead):
            return False
        last = sentence + _SCENE_REACH
        stop = past.end
        while stop < len(a.words) and a.sentence_of[stop] <= last:
            if a.words[stop] in _MEMORY or a.words[stop] in NOW:
                return False
            stop += 1
        acts = [
            h
            for h in _between(a.of("sexual"), past.end, stop)
            if a.sentence_of[h.start] > sentence and not a.negated(h.start)
        ]
        # With `family`: the sentences, within reach, that name the adults who act (read once).
        couples = {a.sentence_of[h.start] for h in _between(a.of("couple"), past.end, stop)}
        spoken: dict[int, list[str]] = {}
        if family:
            for i in range(past.end, stop):
                spoken.setdefault(a.sentence_of[i], []).append(a.words[i])
        for act in acts:
            at = a.sentence_of[act.start]
            # "Elle dort, et mon mari et moi on baise", "… while she sleeps": with `family`, a pronoun
            # right before where the child is (asleep, at grandma's) is the child away, not in the act.
            away = {h.start for h in a.in_sentence("absent", at)} if family else set()
            if any(
                a.sentence_of[i] == at
                and a.words[i] in _BACK_PRONOUNS
                and (a.words[i] not in _CLITICS or act.start - 2 <= i < act.start)
                and not (away and (i + 1 in away or i + 2 in away))
                for i in range(max(0, act.start - 12), min(len(a.words), act.end + 12))
            ):
                return True
            if family and at not in couples and not _we_only(spoken.get(at, [])):
                return True  # "Mi hija tiene 14 años. Quiero follarla.": no adult named as who acts
        return False

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

    def _staff(self, a: Analysis, hit: Hit) -> bool:
        """'a kindergarten teacher', 'Lehrerin an einer Grundschule': an adult who works there."""
        if (
            a.words[hit.end - 1] in ("minor", "minors", "menor", "menores")
            and a.words[hit.end : hit.end + 1]
            and (a.words[hit.end] in self.not_minor_after)
        ):
            return True  # "a minor issue", "minor characters"
        before = [i for i in range(max(0, hit.start - 4), hit.start) if a.words[i] in self.staff]
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
    def _current_grade(a: Analysis, hit: Hit) -> bool:
        """The grade a card gives the character now: a field ("Grade: 5th", "Klasse: 7") or "in 8th
        grade"; not a memory ("skipped 3rd grade, now a lawyer")."""
        sentence = a.sentence_words(a.sentence_of[hit.start])
        if any(w in NOW or w in _PAST_VERBS or w in _GRADE_MEMORY for w in sentence):
            return False
        lead = a.words[max(0, hit.start - 2) : hit.start]
        return a.words[hit.start] in _GRADE_FIELDS or any(w in _GRADE_FIELDS or w in _IN for w in lead)

    @staticmethod
    def _staff_acts(a: Analysis, staff: int, hit: Hit) -> bool:
        """'the coach fucks the kids', 'he coaches kids and fucks them': a sexual act between the adult's
        job word and the children, or right after them and going on with them by a pronoun, is done
        to the children (not "professora do 6º ano (32) e transa com o marido")."""
        return any(
            staff < h.start < hit.start
            or (
                hit.end <= h.start < hit.end + 3
                and any(w in _BACK_PRONOUNS for w in a.words[h.end : h.end + 2])
            )
            for h in _between(a.of("sexual"), staff, hit.end + 3)
            if not a.negated(h.start) and a.sentence_of[h.start] == a.sentence_of[hit.start]
        )

    def _identity(self, a: Analysis, hit: Hit) -> str | None:
        """'self' or 'other' when the hit says who someone is: "I'm a schoolgirl", "ur in 8th grade",
        "the kid is only in seventh grade"; None for a mention."""
        back = hit.start
        while back > 0 and a.words[back - 1] in _IDENTITY_FILLERS and back > hit.start - 4:
            back -= 1
        if back == 0 or a.sentence_of[back - 1] != a.sentence_of[hit.start]:
            return None
        verb = a.words[back - 1]
        if verb not in _IDENTITY_VERBS or (verb == "ta" and a.words[back] not in ("no", "na", "em")):
            return None  # Portuguese "ele tá no 6º ano"; French "ta" is "your"
        if self._family_subject(a, back - 1):
            return None  # "Her son is in 4th grade": someone's child, mentioned (_mentioned_child)
        if any(w in _SEEMING for w in a.words[max(0, back - 4) : back - 1]):
            return None  # "people think I'm a kid": what others take them for
        if verb in ("was", "were", "era", "war", "etait"):
            return "past"
        before = a.words[max(0, back - 2) : back - 1]
        return "self" if verb in ("im", "am", "soy", "bin", "suis", "sou") or before == ["i"] else "other"

    def _adults_only_sexual(self, a: Analysis) -> bool:
        """Every sexual word is in a sentence where only 'we' act ("we sneak off to fuck")."""
        known = a.cache.get(("adults-only", ""))
        if known is None:
            sentences = {a.sentence_of[h.start] for h in a.of("sexual") if not a.negated(h.start)}
            known = a.cache[("adults-only", "")] = bool(sentences) and all(
                self._only_adults_act(a, s) for s in sentences
            )
        return bool(known)

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

    @staticmethod
    def _past_sentence(a: Analysis, hit: Hit) -> bool:
        """The hit's sentence is told in the past ("they had a crush in 10th grade")."""
        return any(w in _PAST_VERBS for w in a.sentence_words(a.sentence_of[hit.start]))

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
        while back > 0 and a.words[back - 1] in _IDENTITY_FILLERS and back > hit.start - 4:
            back -= 1
        return back > 0 and a.words[back - 1] in _IDENTITY_VERBS and self._family_subject(a, back - 1)

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

    def _coded_item(self, a: Analysis, hit: Hit, grade_wins: bool = False) -> bool:
        """School garments and costumes ("school swimsuit", "schoolgirl costume", "fantasia de
        colegial"), not persons; with `grade_wins`, a grade ("5th grade", "Grade: 5th") is who the
        character is unless a costume word is beside it."""
        if hit.key == "school" and not (grade_wins and _grade(a, hit)):
            return True
        around = a.words[hit.end : hit.end + 2] + a.words[max(0, hit.start - 4) : hit.start]
        return any(w in self.coded for w in around)


def _requested_for(a: Analysis, age: Age) -> bool:
    """'write a story about a 12-year-old', 'tell me a story for my 6 year old', 'напиши сказку … для
    моей дочки (6 лет)': a request to write something about or for a child, not a character defined
    as one (a card "about a 12-year-old" stays the character's age)."""
    first = a.cache.get(("first-request", ""))
    if first is None:
        first = a.cache[("first-request", "")] = next(
            (i for i, w in enumerate(a.words) if w in _REQUESTS), len(a.words)
        )
    return first < age.start and any(w in _ABOUT for w in a.words[max(0, age.start - 8) : age.start])


def _adult_age_play(a: Analysis, hit: Hit, adult_ages: list[Age]) -> bool:
    """'DDLG between two consenting adults, she's 23, no actual minors': an age-play term (lexicon
    key age_play) where the text states adults (an adult age, "consenting adults"), rules minors out
    ("no minors") and gives no minor's age."""
    return (
        a.covered("age_play", hit.start, hit.end)
        and bool(adult_ages or a.of("couple"))
        and any(a.negated(h.start, h.end) for h in a.of("minor"))
        and not any(0 < g.value < ADULT_AGE for g in a.ages)
    )


# Ordinal words that make a school hit a grade ("fifth grade", "quinto curso", "5. Klasse").
_ORDINALS = frozenset(
    "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth primero primer "
    "segundo tercero tercer cuarto quinto sexto septimo octavo erste zweite dritte vierte funfte sechste "
    "siebte achte neunte zehnte premiere seconde troisieme quatrieme cinquieme sixieme primeiro "
    "terceiro quarto setimo oitavo nono первый второй третий четвертый пятый шестой седьмой восьмой "
    "девятый ichinensei ninensei sannensei yonensei gonensei rokunensei".split()
)


# Field labels and prepositions before a grade that say which grade someone is in now.
_GRADE_FIELDS = frozenset(
    "grade class year school curso escola escuela ano klasse schule classe ecole класс школа nensei serie "
    "grado grau".split()
)
_IN = frozenset("in en em na no im in в".split())
_GRADE_MEMORY = frozenset("skipped repeated failed flunked remember remembers since ago".split())
_UNIVERSITY = frozenset(
    "university uni college universidad universitaria facultad faculdade universidade facul universite "
    "fac hochschule universitat studium университет университета института вуз вуза daigaku".split()
)


def _grade(a: Analysis, hit: Hit) -> bool:
    """A school year ("5th grade", "grade 5th", "segundo de la eso"), not a school place or item, and
    not a university's ("faculdade, primeiro ano", "daigaku ichinensei")."""
    if any(w in _UNIVERSITY for w in a.words[max(0, hit.start - 3) : hit.start]):
        return False
    # The word before too when the hit starts with "de": "2º de la ESO" (the hit is "de la eso").
    first = hit.start - 1 if hit.start > 0 and a.words[hit.start] in ("de", "do", "da") else hit.start
    return any(w in _ORDINALS or any(c.isdigit() for c in w) for w in a.words[first : hit.end])


def _with_adult(a: Analysis, act: Hit) -> bool:
    """'seduces her 40-year-old neighbour', 'fucks the 30 year old': the act's object is an adult,
    named by an adult age right after it."""
    return any(
        g.kind == "present"
        and g.value >= ADULT_AGE
        and g.start - act.end in (1, 2, 3)
        and all(w in _DETERMINERS or w in _WITH for w in a.words[act.end : g.start])
        for g in a.ages_in_sentence(a.sentence_of[act.start])
    )


def _we_only(words: list[str]) -> bool:
    """'we' act in these words of one sentence, and no one else is named ("so we went to a sex club")."""
    others = ("her", "him", "them", "join", "she", "he", "they", "shes", "hes")
    return "we" in words and not any(w in others for w in words)


def _between(hits: list[Hit], start: int, stop: int) -> list[Hit]:
    """The hits (in token order) that start in [start, stop), found by bisection: linear overall."""
    return hits[
        bisect.bisect_left(hits, start, key=lambda h: h.start) : bisect.bisect_left(
            hits, stop, key=lambda h: h.start
        )
    ]


def _tag_list(text: str) -> bool:
    """An image-prompt style list: four or more comma-separated tags of at most three words each."""
    if text.count(",") < 3:
        return False
    tags = [t for t in text.split(",") if t.strip()]
    short = sum(1 for t in tags if len(t.split()) <= 3)
    return len(tags) >= 4 and short >= 0.75 * len(tags)


_rules_cache: dict[str | None, Rules] = {}


def rules_for(policy: Policy = DEFAULT_POLICY) -> Rules:
    rules = _rules_cache.get(policy.lexicon_dir)
    if rules is None:
        rules = _rules_cache[policy.lexicon_dir] = Rules(load(policy.lexicon_dir))
    return rules


def check_text(
    text: str,
    *,
    context: Context = "message",
    scene: Scene | None = None,
    policy: Policy = DEFAULT_POLICY,
) -> Verdict:
    """Apply the offline rules to a text; see the module docstring for each rule and context.

    `scene` is a context.Scene (earlier messages, characters, persona): with a minor participant
    in it, sexual content in this text is prohibited too."""
    rules = rules_for(policy)
    analyses = rules.analyses(text)
    found = rules.findings(text, context, policy, analyses)
    if not found and scene is not None:
        fact = scene.minor_fact(policy)
        if fact is not None and any(rules.sexual(a, weak=True, soft=True) for a in analyses):
            found = [Found("prohibited", "scene-minor", fact)]
    if not found:
        return Verdict(flagged=False, grey=any(rules.grey(a) for a in analyses))
    minors = [f for f in found if f.reason == "prohibited"]
    first = (minors or found)[0]
    matches = list(dict.fromkeys(f.match for f in minors + [f for f in found if f not in minors]))
    return Verdict(flagged=True, reason=first.reason, matches=matches, rule=first.rule)


def is_sexual(text: str, policy: Policy = DEFAULT_POLICY) -> bool:
    """Whether a text is sexual (an explicit word, not a soft one): generated media from such a prompt is
    NSFW and blurred unless the viewer opted in (safety policy)."""
    rules = rules_for(policy)
    return any(rules.sexual(a) for a in rules.analyses(text))


def text_variants(text: str, policy: Policy = DEFAULT_POLICY) -> list[str]:
    """The normalised readings of a text that every rule runs on."""
    return rules_for(policy).readings(text)


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
