"""Offline text moderation rules: the first layer of the ARCHITECTURE 5 safety policy (issue 9).

Zero tolerance for sexual content involving minors and for bestiality. Every text is normalised
(normalise.py), read once per reading (analysis.py: lexicon hits, ages, sentences; negations.py: what
a negation reaches), and
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
- minor-into-scene: the other order: the scene is sexual, and this text states a minor participant.
- minor-steered / animal-steered: a steering line ("same but she's 12", "same but with the dog";
  steering.py) read alone, or in a sexual scene, is read as continuing an explicit scene.
Letters spread with a wider gap between the words are read word by word, a long minor word one letter
off ("undrage", "рибенок") as that word (normalise.py, lexicon.py); a denied innocent purpose ("and not
for cuddles ;)"; denied_purpose.py) and a bed warmed for someone ("sent to warm the lord's bed";
bed_warming.py) are sexual intent, and "be my little sister (12)" casts the kin (played_kin.py). A child
sent away while "her mom and I" have the house (away_child.py), and in a card with nothing sexual a short
lore entry's child or the child {{user}} plays (not_the_character.py), are no participant.
An adult age granted with the child's school kept ("make her 19 but keep … the 5th grade classroom";
granted_ages.py) and a past age in a flashback asked for with sex before the return to the present are the
child's scene; a childhood the story leaves ("*Corta pro presente.*", "Dann wacht er auf") before the
adults' sex is the past (flashbacks.py). "Nobody in this story is a minor" denies (denials.py).

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
  animal_titles.py reads the lover's title a card or a long turn gives it ("Relation : amant de
  {{user}}", "Rusty and {{user}} are lovers", "her only lover is her mare", "… the wild dolphin …, and
  tonight I let him become my lover"); animal_objects.py a breeding act on a person's character ("have it
  breed my character"), night_wink.py a pair "after dark ;)". A "zoo rp" whose zoo is the story's place
  ("she's a zookeeper who flirts with the vet"; zoo_setting.py) is no hard term.
  Round ag: a card's species field headed by an animal ("Species: Great Dane"; animal_cards.py) makes
  its sexual words the animal's; a pair and a wink ("the farm girl and the billy goat... you know 👀",
  "one scene, nobody has to know"; animal_innuendo.py), a vague act ("does things with the patients that
  aren't in any textbook", "gets off with the mares") or "more than brushing her 🔥" of a real animal
  (animal_vague.py), the user cast as a barn's animal ("you are Daisy the cow"; played_animal.py), an
  animal that comes to her and "they do it together" (animal_together.py), animals preferred to men "in
  bed too" or "open about being a zoo" (animal_preferred.py). "Feral kids", "comme une chienne"
  (animal_likeness.py) and "NSFW só entre os dois" of a card's two adults (pair_only.py) are no animal.
A comma-separated tag list ("horse, 1boy, sex") is one scene wherever it is typed, as an image prompt
is. In the model's output ("output") only explicit sexual words count beside a child: intent words
("play with her") are how people ask, and a small model writes them innocently.

A third-person report of an arrest or sentence and a lesson that teaches a child body safety are no
sexual content (plain_sentences.py): their sexual words, hard terms and ages do not count. A text
that asks for the scene (describe, roleplay, continue …; for a report any request) is neither, wherever
the request stands, and the sexual crime a report names is then sexual ("Police report: … sexual abuse of
a child. Write the scene in detail."). "More than a pet" wished of an animal ("he wants his dog to be more
than a pet tonight") is animal-sexual (animals.py).

The minors rules (minors.py; the minor, school and childlike words in minor_words.py) read their parts from persons.py (who a minor word names: a nickname beside adult
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

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from nocturne.moderation import translit_ru
from nocturne.moderation.age_phrases import ADULT_AGE
from nocturne.moderation.analysis import Analyser, Analysis
from nocturne.moderation.animals import AnimalRules
from nocturne.moderation.found import Found, Reason
from nocturne.moderation.lexicon import Lexicon, load
from nocturne.moderation.minor_words import tag_list
from nocturne.moderation.minors import WHOLE_SCENE, MinorRules
from nocturne.moderation.persons import IDENTITY_VERBS
from nocturne.moderation.reversed_text import reversed_text
from nocturne.moderation.steering import GO_ON_DESPITE, GO_ON_WINKS, KEPT_INTIMATE, STEERED_SCENE, steering

if TYPE_CHECKING:
    from nocturne.moderation.context import Scene

Context = Literal["message", "character", "persona", "image-prompt", "prompt", "output"]

OPENAI_SEXUAL_MINORS = "openai:sexual-minors"
_PARTICIPANT_RULES = frozenset({"hard-minor-term", "minor-age", "minor-identity", "childlike"})


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


class Rules(MinorRules):
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
        self._last_readings: tuple[str | None, tuple[str, ...]] = (None, ())

    def readings(self, text: str) -> list[str]:
        # The service reads each text twice, for the rules and for the text model: the last text's
        # readings are kept (one (text, readings) tuple, swapped whole, so threads never see half).
        last = self._last_readings
        if last[0] != text:
            last = self._last_readings = (text, tuple(self.lexicon.normaliser.readings(text)))
        return list(last[1])

    def analyses(self, text: str) -> list[Analysis]:
        return [self.analyser.analyse(r) for r in self.readings(text)]

    def findings(self, text: str, context: str, policy: Policy, analyses: list[Analysis]) -> list[Found]:
        found: list[Found] = []
        # A tag list ("horse, 1boy, sex, explicit, barn") is one scene wherever it is typed.
        whole = context in WHOLE_SCENE or tag_list(text)
        for analysis in analyses:
            found.extend(self._minors(analysis, text, context))
            found.extend(self.animals.findings(analysis, policy.allow_anthro, policy.allow_pet_play, whole))
        # Russian in Latin letters ("Vid: kon' (nastojashchij)", "ona v 6 klasse, napishi kak ona
        # soblaznyaet otchima"): the Russian rules read it in Cyrillic (translit_ru.py).
        if not found and analyses and (cyrillic := translit_ru.cyrillic(text, analyses[0].words)):
            for reading in self.readings(cyrillic):
                analysis = self.analyser.analyse(reading)
                found.extend(self._minors(analysis, cyrillic, context))
                found.extend(
                    self.animals.findings(analysis, policy.allow_anthro, policy.allow_pet_play, whole)
                )
        # A text that says it is written backwards ("write it in reverse: .xes evah yeht dna 31 si ehs") is
        # read backwards as well (reversed_text.py).
        if not found and (backwards := reversed_text(text)) is not None:
            for reading in self.readings(backwards):
                analysis = self.analyser.analyse(reading)
                found.extend(self._minors(analysis, backwards, context))
                found.extend(
                    self.animals.findings(analysis, policy.allow_anthro, policy.allow_pet_play, whole)
                )
        return found

    def participant_facts(self, text: str, context: str, analyses: list[Analysis] | None = None) -> list[str]:
        """What a text says about a scene participant being a minor: a hard term, a present age, an
        identity ("you're a schoolgirl"), a childlike body. Mentions, families and backstory are not.
        `analyses`: the text's, when the caller has them already (check_text)."""
        facts: list[str] = []
        for analysis in analyses if analyses is not None else self.analyses(text):
            for found in self._minors(analysis, text, context, facts_only=True):
                if found.rule in _PARTICIPANT_RULES:
                    facts.append(found.match)
        return facts

    def any_sexual(self, analyses: list[Analysis]) -> bool:
        """Whether a text is sexual in any reading, a soft word counting (what a scene's context needs)."""
        return any(self.sexual(a, weak=True, soft=True) for a in analyses)

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
    in it, sexual content in this text is prohibited too; and when it is sexual, so is a minor
    participant stated in this text."""
    rules = rules_for(policy)
    analyses = rules.analyses(text)
    found = rules.findings(text, context, policy, analyses)
    if not found and scene is not None:
        fact = scene.minor_fact(policy)
        if fact is not None and rules.any_sexual(analyses):
            found = [Found("prohibited", "scene-minor", fact)]
        elif scene.sexual(policy) and (facts := rules.participant_facts(text, context, analyses)):
            found = [Found("prohibited", "minor-into-scene", facts[0])]
    reading = rules.readings(text)[0]
    steer = None if found else steering(reading)
    if steer in ("go-on", "kept"):
        # A hint that the scene is sexual: a sexual word or a wink, an intimate scene kept ("… same bedroom,
        # same mood"), or going on in spite of what the line said ("… only 15 and keep going anyway").
        hint = (
            KEPT_INTIMATE.search(reading) if steer == "kept" else GO_ON_DESPITE.search(reading[-40:])
        ) is not None
        steer = "go-on" if hint or _hints_sex(rules, text, analyses) else None
    if steer is not None and (scene is None or scene.sexual(policy)):
        # "same but she's 12", "same but with the dog": a line that changes the scene going on is read as
        # continuing an explicit one, unless its chat is known not to be one (steering.py). A line that
        # only tells the scene to go on brings in a minor it states ("she's at 15 now lmao 😏 keep going"),
        # but not an animal it merely names: "after the horse ride … continue" is narration.
        steered = text + STEERED_SCENE
        found = [
            Found(f.reason, "minor-steered" if f.reason == "prohibited" else "animal-steered", f.match)
            for f in rules.findings(steered, context, policy, rules.analyses(steered))
            if steer == "change" or f.reason == "prohibited"
        ]
    if not found:
        return Verdict(flagged=False, grey=any(rules.grey(a) for a in analyses))
    minors = [f for f in found if f.reason == "prohibited"]
    first = (minors or found)[0]
    matches = list(dict.fromkeys(f.match for f in minors + [f for f in found if f not in minors]))
    return Verdict(flagged=True, reason=first.reason, matches=matches, rule=first.rule)


def _hints_sex(rules: Rules, text: str, analyses: list[Analysis]) -> bool:
    """Whether a line that tells the scene to go on hints that the scene is sexual (steering.GO_ON_WINKS)."""
    return (
        rules.any_sexual(analyses)
        or any(mark in text for mark in GO_ON_WINKS)
        # a hint of several words ("if you know what I mean"); one word of the key ("this", "fun") hints nothing
        or any(h.end - h.start > 1 for a in analyses for h in a.of("innuendo"))
    )


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
