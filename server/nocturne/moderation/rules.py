"""Offline text moderation rules: the first layer of the ARCHITECTURE 5 safety policy (issue 9).

Zero tolerance for sexual content involving minors and for bestiality. Every text is normalised
(normalise.py), read once per reading (analysis.py: lexicon hits, ages, sentences, negations), and
then these rules decide, in order; the first that fires names the Verdict's `rule`:

minors ("prohibited")
- hard-minor-term: loli, jailbait, age-play … always, unless negated ("no ageplay"). A term that is
  also a given name ("Shota, 27") passes with an adult age right next to the name; an age-play term
  ("DDLG") passes where the text states adults and rules minors out ("she's 23, no actual minors") or
  gives both adults' ages ("between two adults, she's 27, he's 35"). Grown children ("two grown kids
  in college", "kodomo wa mou dokuritsu shita"; grown_children.py) are no minors, nor is a minor word
  that a ban forbids ("glad the app blocks underage stuff"), that compares how an adult is treated
  ("treated like a kid") or that a doctor saves ("saving a kid from a car crash"; minor_roles.py),
  small talk a change of topic ends ("… kicks his ball over my fence. anyway back to the rp";
  topic_change.py) or what a refusal will not write ("I don't write sexual content involving anyone
  under 18"; refusals.py). Children an adult's card lists with their ages ("single dad to an
  8-year-old, Lily") are family ages (card_children.py); a sexual word a child asked the meaning of
  ("asked me what 'nsfw' means") is no content (asked_meaning.py).
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
  ("barked and ruined the mood") is no partner. animal_roles.py reads the partner from grammar: after
  "with" of an act or relation ("tiene relaciones con la yegua", "her nights with Mochi are erotic"),
  given a partner's title ("her lover", "the only one who satisfies her"), or taken to bed in a short
  request with no human partner; a man's animal nickname ("call him 'the Stallion'") and a pet the
  text keeps out ("is not part of this") are no animal (animal_names.py: who an animal word names).
A comma-separated tag list ("horse, 1boy, sex") is one scene wherever it is typed, as an image prompt
is. In the model's output ("output") only explicit sexual words count beside a child: intent words
("play with her") are how people ask, and a small model writes them innocently.

A third-person report of an arrest or sentence and a lesson that teaches a child body safety are no
sexual content (analysis._plain_sentences): their sexual words, hard terms and ages do not count. A text
that asks for the scene (describe, roleplay, continue …; for a report any request) is neither, wherever
the request stands, and the sexual crime a report names is then sexual ("Police report: … sexual abuse of
a child. Write the scene in detail."). "More than a pet" wished of an animal ("he wants his dog to be more
than a pet tonight") is animal-sexual (animals.py).

The minors rules read their parts from persons.py (who a minor word names: a nickname beside adult
ages, children as the setting of a long adults' scene), grades.py (grades in cards) and stories.py
(ages told as the scene or as a memory, children in an adult's life). The readings come from
normalise.py (with japanese.py: lexicon words inside a kana or kanji run, kanji-numeral ages
"十二歳") and analysis.py (with discussion.py: talk about the rules that asks for nothing is no sexual
content); the ages from ages.py
(with age_reckoning.py: "only turns 18 in 2028", "3 years younger than his sister, who just turned 18";
idioms.py joins German idioms a partner splits: "es mit ihrem Schäferhund treibt", "schlafen sie zum
ersten Mal miteinander"). A memory whose sentence's only act is today's with the speaker's own partner
("what my uncle did when I was eight is why I freeze up during intimacy with my husband";
stories.backstory_with_spouse_only) asks for nothing about the child.
An animal card ("Species: Labrador … Age: 4") states the animal's age, not a minor's. A card pasted
into the chat ("Persona: …", "OC sheet", two card fields; cards.py) says who its character is as a saved
card does: an identity, a childlike body or a grade field there is the character's.

When both reasons apply, 'prohibited' wins: it carries the stronger reporting duty.
"""

from __future__ import annotations

import bisect
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from nocturne.moderation import translit_ru
from nocturne.moderation.age_phrases import ADULT_AGE
from nocturne.moderation.ages import Age
from nocturne.moderation.analysis import REQUEST_WORDS, Analyser, Analysis
from nocturne.moderation.animals import AnimalRules
from nocturne.moderation.answered_ages import answered_age, group_age, not_yet_legal
from nocturne.moderation.bare_ages import bare_number_age
from nocturne.moderation.cards import card_text
from nocturne.moderation.child_objects import passionate_kiss_to_child, sexual_children
from nocturne.moderation.children_away import children_away
from nocturne.moderation.found import Found, Reason
from nocturne.moderation.grades import GradeRules
from nocturne.moderation.grown_children import grown
from nocturne.moderation.hidden_age import hides_age, real_age_in_brackets
from nocturne.moderation.minor_roles import not_a_participant
from nocturne.moderation.only_mentioned import only_mentioned
from nocturne.moderation.persons import IDENTITY_VERBS, PersonRules
from nocturne.moderation.refusals import refused
from nocturne.moderation.stories import StoryRules, backstory_with_spouse_only
from nocturne.moderation.topic_change import topic_changes

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
_ROLE_PLAY = frozenset(
    ("rp", "roleplay", "role play", "role playing", "roleplaying", "rol", "juego de rol", "rollenspiel")
    + ("jeu de role", "jeu de roles", "rpg", "ролевая игра", "ролевую игру", "ролевой игре", "ролевая")
)
_PLAYED = frozenset("him her them".split())
# A request to write about or for a child ("write a story about a 12-year-old"; _requested_for).
_ABOUT = frozenset("about for для про sobre para uber fur sur pour".split())
_REQUESTS = frozenset(
    "write tell help plan напиши расскажи escribe escribeme cuentame schreib schreibe erzahl ecris raconte "
    "escreva conte kaite".split()
)


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


class Rules(PersonRules, GradeRules, StoryRules):
    """The compiled rules over one lexicon."""

    def __init__(self, lexicon: Lexicon) -> None:
        self.lexicon = lexicon
        self.analyser = Analyser(lexicon)
        self.names = lexicon.words_of("names")
        self.owners = lexicon.words_of("family_owners")
        self.family = lexicon.words_of("family")
        self.staff = lexicon.words_of("staff")
        self.coded = lexicon.words_of("coded_items")
        self.animals = AnimalRules(lexicon, self._identity, self.sexual, IDENTITY_VERBS)
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
        # Russian in Latin letters ("Vid: kon' (nastojashchij)"): the Russian animal rules read it in
        # Cyrillic (translit_ru.py); the minors rules keep to the text as typed.
        if not found and analyses and (cyrillic := translit_ru.cyrillic(text, analyses[0].words)):
            for reading in self.readings(cyrillic):
                animals = self.animals.findings(
                    self.analyser.analyse(reading), policy.allow_anthro, policy.allow_pet_play, whole
                )
                found.extend(animals)
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
        # A card pasted into the chat ("Persona: …", "OC sheet\nHeight: …", "Nome: … Série: …") says who
        # its character is, as a saved one does: an identity or a childlike body there is the character's.
        card = definition or (context == "message" and card_text(original))
        sexual_any = self.sexual(a)
        # The model's own words: only explicit sexual words count. Intent words ("play with her", "our
        # secret", "romantic") are how people ask for it, and a small model writes them innocently
        # beside "your family" or "the kids".
        output = context == "output"
        sexual_weak_any = sexual_any or (not output and self.sexual(a, weak=True, soft=True))
        # A third person's age ("her brother, who's 10") needs more than "let's rp" beside it.
        sexual_about_others = sexual_any or (not output and self.sexual(a, weak=True, soft=True, play=False))
        # "… bien hot mais mets pas son age": hiding the age from the filter is the sexual intent, and
        # "Alter: 19 (eigentlich 15 lol)" is the character's real age (hidden_age.py).
        if not output and hides_age(a.words, sexual_weak_any) is not None:
            sexual_any = sexual_weak_any = sexual_about_others = True
        labels = {h.end - 1 for h in a.of("age_labels")}
        if card and (real := real_age_in_brackets(a.words, labels, self.lexicon.numbers)) is not None:
            yield Found("prohibited", "minor-age", real)
        adult_ages = [g for g in a.ages if g.value >= ADULT_AGE and g.kind == "present"]
        for hit in a.of("hard_minor"):
            if (
                a.negated(hit.start, hit.end)
                or self._adult_name(a, hit, original, adult_ages)
                or self._nickname(a, hit, adult_ages)
            ):
                continue
            if not _adult_age_play(a, hit, adult_ages):
                yield Found("prohibited", "hard-minor-term", hit.entry)
        # A son, daughter or kid as the object of a sexual act, or a kid kissed passionately.
        for child in sexual_children(a):
            yield Found("prohibited", "minor-term", child)
        if (kissed := passionate_kiss_to_child(a)) is not None:
            yield Found("prohibited", "minor-term", kissed)
        if (bare := bare_number_age(a, self.lexicon.numbers)) is not None:
            yield Found("prohibited", "minor-age", bare)  # "f o u r t e e n. continue the sex scene"
        # Ages outside an age field: the answer to "how old are you?" in the example dialogue, a group's
        # age ("All students are 11"), "one more month till I'm legal" (answered_ages.py).
        if card or sexual_about_others:
            numbers = self.lexicon.numbers
            elsewhere = answered_age(a.words, numbers) or group_age(a.words, numbers)
            if elsewhere is not None:
                yield Found("prohibited", "minor-age", elsewhere)
        if (card or sexual_weak_any) and (not_legal := not_yet_legal(a.words)) is not None:
            yield Found("prohibited", "minor-age", not_legal)
        # No adult age after a past age: then it is backstory ("… Now 25, she loves sex"; _scene_goes_on).
        last_adult = max((g.start for g in a.ages if g.value >= ADULT_AGE), default=-1)
        for age in a.ages:
            if age.value <= 0 or age.value >= ADULT_AGE or a.negated(age.start):
                continue
            if any(h.end in (age.start, age.start - 1) for h in a.of("age_labels")) and _animal_card(a):
                continue  # "Species: Labrador retriever … Age: 4": the animal's age (the animal rules)
            if any(h.end == age.start for h in a.of("animal")) and a.of("hard_bestiality"):
                continue  # "a normal family dog, 4 years old … Tags: zoophilia": the dog's age
            span = " ".join(a.words[age.start : age.end])
            if age.kind == "present":
                # In a definition every stated age is the character's, except a child a request is about
                # or for, in a text with nothing sexual ("a story about a 12-year-old who finds a dragon
                # egg", "a bedtime story for my 6 year old").
                stated = definition and not age.apposition
                if stated and not facts_only and not age.claimed and not sexual_weak_any:
                    # "kodomo ga 7-sai de, netto no kiken wo dou setsumei sureba?": how to teach a child
                    stated = not (_requested_for(a, age) or _how_to_teach(a))
                if (age.claimed or stated or context in _WHOLE_SCENE or sexual_about_others) and not (
                    not age.claimed and children_away(a, age, bool(stated))  # "Leo (4) …", later a kiss
                ):
                    yield Found("prohibited", "minor-age", span)
            elif age.kind == "family" and (
                self._family_sexual(a, age.start, age.end)
                or self._scene_goes_on(a, age, family=True)
                or self._named_child_acts(a, age)
            ):
                yield Found("prohibited", "minor-age", span)
            elif (
                age.kind == "past"
                and a.near("sexual", age.start, age.end, tokens=None, sentences=0)
                and self._grown_up_since(a, age) is None
                and not backstory_with_spouse_only(a, age)
            ):
                yield Found("prohibited", "minor-age-past", span)
            elif age.kind == "past" and age.start > last_adult and self._scene_goes_on(a, age):
                yield Found("prohibited", "minor-age-past", span)
            elif age.kind == "bound" and age.value <= ADULT_AGE and sexual_weak_any:
                yield Found("prohibited", "minor-bound", span)
        couple = bool(a.of("couple"))
        minor_aged = any(0 < g.value < ADULT_AGE and g.kind == "present" for g in a.ages)
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
            if hit.key == "minor" and grown(a.words, hit):
                continue  # "two grown kids in college", "kodomo wa mou dokuritsu shita": adults
            if hit.key == "minor" and only_mentioned(a, hit):
                continue  # "kodomo-tachi wa hanashi no naka dake de, ecchi na shiin wa otona futari dake"
            if hit.key == "minor" and not minor_aged and self._minor_role(a, hit, bool(adult_ages)):
                continue  # "glad the app blocks underage stuff", "treated like a kid", "saving a kid"
            if hit.key == "minor" and not minor_aged and self._small_talk(a, hit):
                continue  # "the kid next door kicks his ball over my fence. anyway back to the rp, …"
            if hit.key == "minor" and not minor_aged and refused(a.words, a.sentence_of, hit):
                continue  # "I don't write sexual content involving anyone under 18": what is refused
            if self._adult_name(a, hit, original, adult_ages) or self._nickname(a, hit, adult_ages):
                continue
            if self._bystanders(a, hit, adult_ages):
                continue  # "Los niños corren por la plaza": the setting of an adults' scene
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
                if identity == "self" or card or sexual_weak_any:
                    yield Found("prohibited", "minor-identity", hit.entry)
                continue
            if hit.key == "childlike" and (card or context in _WHOLE_SCENE):
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
            grade_wins = (card or bool(a.of("age_labels"))) and self._current_grade(a, hit)
            if self._coded_item(a, hit, grade_wins) and (
                adult_ages or (hit.key == "school" and self._adults_only_sexual(a))
            ):
                continue
            if definition or (card and len(a.words) <= _SHORT_TEXT_WORDS):
                near = (
                    a.near("sexual", hit.start, hit.end, tokens=None, sentences=1)
                    or a.near("sexual_weak", hit.start, hit.end, tokens=None, sentences=1)
                    or (
                        len(a.words) <= _SHORT_TEXT_WORDS
                        and (sexual_any or self._short_card_intent(a, adult_ages))
                    )
                    # A card that states no adult anywhere and asks for explicit sex: its school
                    # year or child word is its character's ("Description: Year 9 student …").
                    or (definition and not any_adult and hit.key in ("school", "minor") and self.sexual(a))
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


def _how_to_teach(a: Analysis) -> bool:
    """'how do i explain to my 11 yo why she can't have tiktok?': a parent's question about teaching a
    child, asking for no text or scene (not "…? Write the scene in detail.")."""
    return bool(a.of("teaching")) and "?" in a.text and not any(w in REQUEST_WORDS for w in a.words)


def _adult_age_play(a: Analysis, hit: Hit, adult_ages: list[Age]) -> bool:
    """'DDLG between two consenting adults, she's 23, no actual minors': an age-play term (lexicon
    key age_play) where the text states adults (an adult age, "consenting adults"), rules minors out
    ("no minors") and gives no minor's age."""
    return (
        a.covered("age_play", hit.start, hit.end)
        and bool(adult_ages or a.of("couple"))
        # minors ruled out, or "between two adults — she's 27, he's 35": both adults with their ages
        and (
            any(a.negated(h.start, h.end) for h in a.of("minor"))
            or (bool(a.of("couple")) and len(adult_ages) >= 2)
        )
        and not any(0 < g.value < ADULT_AGE for g in a.ages)
    )


# "Species: female Labrador retriever", "Especie: perro", "Вид: собака": a card for an animal.
_SPECIES = frozenset(
    "species especie spezies espece especie вид shuzoku 種族 breed raza rasse race raca".split()
)


def _animal_card(a: Analysis) -> bool:
    """A card whose species is a real animal (no anthropomorphic one): its "Age:" is the animal's."""
    known = a.cache.get(("animal-card", ""))
    if known is None:
        animals = a.of("animal")
        known = bool(animals) and not any(not a.negated(h.start, h.end) for h in a.of("anthro"))
        if known:
            labels = [i for i, w in enumerate(a.words) if w in _SPECIES]
            known = any(0 < h.start - i <= 3 for h in animals for i in labels)
        a.cache[("animal-card", "")] = known
    return bool(known)


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
