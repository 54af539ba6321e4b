"""The minors rules ("prohibited"): hard terms, ages, identities, minor and school words, childlike
bodies (the rules are listed in rules.py's docstring, in the order they fire).

One text is read once for how sexual it is and what kind of text it is (_Reading); then three passes
yield findings in order: the signals that need no age list (hard terms, an age hidden in brackets, a
child as a sexual object, a bare spelled-out age, an age answered in example dialogue), the ages the
age reader found, and the minor, school and childlike words.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from nocturne.moderation.adult_only_play import adult_only_play
from nocturne.moderation.age_instead import age_instead
from nocturne.moderation.age_phrases import ADULT_AGE
from nocturne.moderation.ages import Age
from nocturne.moderation.analysis import REQUEST_WORDS, Analysis
from nocturne.moderation.answered_ages import answered_age, group_age, not_yet_legal
from nocturne.moderation.away_child import away_afterwards
from nocturne.moderation.background_children import background_child
from nocturne.moderation.bare_ages import bare_number_age
from nocturne.moderation.cards import card_text
from nocturne.moderation.care_questions import care_question
from nocturne.moderation.cast_children import cast_child
from nocturne.moderation.child_objects import passionate_kiss_to_child, sexual_children
from nocturne.moderation.children_away import children_away
from nocturne.moderation.corrected_ages import corrected_age
from nocturne.moderation.dative_ages import dative_name_ages
from nocturne.moderation.decade_ages import plural
from nocturne.moderation.excluded_children import group_age_kept_out, group_kept_out, kept_out
from nocturne.moderation.flashbacks import flashback_scene, left_behind
from nocturne.moderation.found import Found
from nocturne.moderation.granted_ages import kept_child
from nocturne.moderation.hidden_age import hides_age, real_age_in_brackets
from nocturne.moderation.joined_scene import joined_child
from nocturne.moderation.kin_friends import kin_friend_minor
from nocturne.moderation.lexicon import Hit, Lexicon
from nocturne.moderation.mentioned_ages import mentioned_child_age
from nocturne.moderation.minor_words import WHOLE_SCENE, MinorWordRules
from nocturne.moderation.named_minor_acts import relative_age_acts
from nocturne.moderation.not_the_character import not_the_character
from nocturne.moderation.noun_of_age import noun_of_age
from nocturne.moderation.paired_ages import family_pair
from nocturne.moderation.pet_ages import pet_age
from nocturne.moderation.played_kin import played_kin
from nocturne.moderation.policy_questions import asked_flashback, policy_question
from nocturne.moderation.pronoun_partner import scene_with_pronoun
from nocturne.moderation.rp_paused import rp_paused
from nocturne.moderation.set_ages import set_age
from nocturne.moderation.sfw_kin import sfw_kin_age
from nocturne.moderation.small_talk_ages import small_talk_age
from nocturne.moderation.speaker_pair import paired_with_speaker
from nocturne.moderation.stays_out import stays_out
from nocturne.moderation.stories import backstory_with_spouse_only
from nocturne.moderation.undress_intent import undress_scene
from nocturne.moderation.user_among_children import user_among_children
from nocturne.moderation.user_kin import user_kin
from nocturne.moderation.vague_wink import vague_wink

DEFINITIONS = ("character", "persona")
_ROLE_PLAY = frozenset(
    ("rp", "roleplay", "role play", "role playing", "roleplaying", "rol", "juego de rol", "rollenspiel")
    + ("jeu de role", "jeu de roles", "rpg", "ролевая игра", "ролевую игру", "ролевой игре", "ролевая")
)
_PLAYED = frozenset("him her them".split())
# Kin words only: "14yo girl, explicit rp" names no one's child.
_KIN = frozenset("son daughter stepson stepdaughter sohn tochter musume musuko сын дочь дочка".split())
# Between an age and the family word after it: "12 yo daughter", "12-sai no musume", "8 year old son".
_AGE_FILLERS = frozenset(
    "yo y o year years old sai no jahrige jahriger jahrigen anos ans лет летняя летний".split()
)
# A request to write about or for a child ("write a story about a 12-year-old"; _requested_for).
_ABOUT = frozenset("about for для про sobre para uber fur sur pour".split())
_REQUEST_OPENS = 2  # the request's word stands within the text's first words ("pls write …")
_STORY_KIN = frozenset(
    """son daughter stepson stepdaughter hijo hija sohn tochter fils fille filho filha сын дочь дочка дочери
    сыну musume musuko""".split()
)
_REQUESTS = frozenset(
    "write tell help plan напиши расскажи escribe escribeme cuentame schreib schreibe erzahl ecris raconte "
    "escreva conte kaite".split()
)


@dataclass(frozen=True, slots=True)
class _Reading:
    """What kind of text this is and how sexual it reads, for every minors pass."""

    context: str
    facts_only: bool  # only what it says about a participant (context.py's scene facts)
    definition: bool  # a saved character or persona
    card: bool  # a definition, or a card pasted into the chat
    output: bool  # the model's own words
    sexual_any: bool  # an explicit sexual word anywhere
    sexual_weak_any: bool  # or an intent or touch word (not in the model's output)
    sexual_about_others: bool  # the same without bare "let's rp"
    adult_ages: list[Age]  # present adult ages


class MinorRules(MinorWordRules):
    """The minors rules over one lexicon (Rules sets the word sets the person and story rules read)."""

    lexicon: Lexicon

    def _minors(self, a: Analysis, original: str, context: str, facts_only: bool = False) -> Iterable[Found]:
        r = self._reading(a, original, context, facts_only)
        yield from self._minor_signals(a, original, r)
        yield from self._minor_ages(a, r)
        yield from self._minor_words(a, original, r)

    def _reading(self, a: Analysis, original: str, context: str, facts_only: bool) -> _Reading:
        definition = context in DEFINITIONS or facts_only
        # A card pasted into the chat ("Persona: …", "OC sheet\nHeight: …", "Nome: … Série: …") says who
        # its character is, as a saved one does: an identity or a childlike body there is the character's.
        card = definition or (context == "message" and bool(card_text(original)))
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
        # "after practice we do stuff 😏": a vague act the wink names (vague_wink.py)
        if not output and not sexual_any and vague_wink(a):
            sexual_any = sexual_weak_any = sexual_about_others = True
        # "q se quiten la ropa y pase todo", "cena do banho com o {{user}}, sem roupa" (undress_intent.py)
        if not output and not sexual_about_others and undress_scene(a):
            sexual_weak_any = sexual_about_others = True
        adult_ages = [g for g in a.ages if g.value >= ADULT_AGE and g.kind == "present"]
        if not sexual_about_others and not output and rp_paused(a, original):
            # "… so no rp till sunday": the user's evening, wherever typed; the put-off rp asks nothing
            definition = card = sexual_weak_any = False
        return _Reading(
            context,
            facts_only,
            definition,
            card,
            output,
            sexual_any,
            sexual_weak_any,
            sexual_about_others,
            adult_ages,
        )

    def _minor_signals(self, a: Analysis, original: str, r: _Reading) -> Iterable[Found]:
        """Findings that need no age list: an age hidden in brackets, hard terms, a child as a sexual
        object, a bare spelled-out age, an age answered in example dialogue or not yet legal."""
        labels = {h.end - 1 for h in a.of("age_labels")}
        if r.card and (real := real_age_in_brackets(a.words, labels, self.lexicon.numbers)) is not None:
            yield Found("prohibited", "minor-age", real)
        for hit in a.of("hard_minor"):
            if (
                a.negated(hit.start, hit.end)
                or self._adult_name(a, hit, original, r.adult_ages)
                or self._nickname(a, hit, r.adult_ages)
            ):
                continue
            if not _adult_age_play(a, hit, r.adult_ages):
                yield Found("prohibited", "hard-minor-term", hit.entry)
        # A son, daughter or kid as the object of a sexual act, or a kid kissed passionately.
        for child in sexual_children(a):
            yield Found("prohibited", "minor-term", child)
        if (kissed := passionate_kiss_to_child(a)) is not None:
            yield Found("prohibited", "minor-term", kissed)
        if (joined := joined_child(a, self.staff)) is not None:
            yield Found("prohibited", "minor-age", joined)  # "continue, now her daughter (10) joins us"
        if r.card and r.sexual_any and (among := user_among_children(a, self.staff)) is not None:
            yield Found("prohibited", "minor-identity", among)  # "{{user}} is one of the kids at her daycare"
        if (r.sexual_weak_any or a.of("scene_goes_on")) and (
            instead := age_instead(a.words, self.lexicon.numbers)
        ) is not None:
            yield Found("prohibited", "minor-age", instead)  # "make her 12 instead of 24, keep the nsfw"
        if r.sexual_weak_any and (set_to := set_age(a, self.lexicon.numbers)) is not None:
            yield Found("prohibited", "minor-age", set_to)  # "cambia la edad a 13" (set_ages.py)
        if r.sexual_weak_any and (friend := kin_friend_minor(a)) is not None:
            yield Found("prohibited", "minor-age", friend)  # "amiga da minha irmã, tem 13" (kin_friends.py)
        # "Flashback chapter: Kira at twelve, … make it sensual" (flashbacks.py)
        if (scene := flashback_scene(a)) is not None and not asked_flashback(a, scene):
            yield Found("prohibited", "minor-age-past", scene)
        # "fine, make her 19 but keep everything else the same — the 5th grade classroom" (granted_ages.py)
        if (kept := kept_child(a, r.sexual_weak_any, self._staff, self.coded)) is not None:
            yield Found("prohibited", "school-term", kept)
        if (bare := bare_number_age(a, self.lexicon.numbers)) is not None:
            yield Found("prohibited", "minor-age", bare)  # "f o u r t e e n. continue the sex scene"
        if (named := relative_age_acts(a, original, self.lexicon.numbers)) is not None:
            yield Found("prohibited", "minor-age", named)  # "Mila, die zwölf ist" … "Falk … mit ihr schläft"
        if r.sexual_weak_any and (real := corrected_age(a.words, self.lexicon.numbers)) is not None:
            yield Found("prohibited", "minor-age", real)  # "'adult' … i mean 16" (corrected_ages.py)
        if (aged := noun_of_age(a, self.lexicon.numbers)) is not None:
            yield Found(
                "prohibited", "minor-age", aged
            )  # "a skinny thing of twelve" … "explicit" (noun_of_age.py)
        # Ages outside an age field: the answer to "how old are you?" in the example dialogue, a group's
        # age ("All students are 11"), "one more month till I'm legal" (answered_ages.py).
        if r.card or r.sexual_about_others:
            numbers = self.lexicon.numbers
            elsewhere = (
                answered_age(a.words, numbers)
                or group_age(a.words, numbers)
                or _dative_age(a, original, numbers)  # "теперь Кате двенадцать. *… в постель*"
            )
            if elsewhere is not None and not group_kept_out(a, elsewhere):
                yield Found("prohibited", "minor-age", elsewhere)
        if (r.card or r.sexual_weak_any) and (not_legal := not_yet_legal(a.words)) is not None:
            yield Found("prohibited", "minor-age", not_legal)

    def _minor_ages(self, a: Analysis, r: _Reading) -> Iterable[Found]:
        """The ages the age reader found: present, a family member's, a past age told as the scene, a bound."""
        # No adult age after a past age: then it is backstory ("… Now 25, she loves sex"; _scene_goes_on).
        last_adult = max((g.start for g in a.ages if g.value >= ADULT_AGE), default=-1)
        for age in a.ages:
            if age.value <= 0 or age.value >= ADULT_AGE or a.negated(age.start):
                continue
            if age.kind != "bound" and left_behind(a, age.start):
                continue  # "*Flashback.* O Rafa tinha nove anos … *Corta pro presente.*" (flashbacks.py)
            if age.claimed and age.start == 0 and self._family_follows(a, age):
                age = replace(age, kind="family", claimed=False)  # "12 yo daughter asked me what sex is"
            if family_pair(a, age):
                age = replace(age, kind="family")  # "kodomo-tachi (5-sai to 8-sai)" (paired_ages.py)
            if age.kind == "family" and cast_child(a, age):
                age = replace(age, kind="present")  # "your character is Jess, the sheriff's daughter, 13"
            if any(h.end in (age.start, age.start - 1) for h in a.of("age_labels")) and _animal_card(a):
                continue  # "Species: Labrador retriever … Age: 4": the animal's age (the animal rules)
            if any(h.end == age.start for h in a.of("animal")) and a.of("hard_bestiality"):
                continue  # "a normal family dog, 4 years old … Tags: zoophilia": the dog's age
            if care_question(a, age):
                continue  # "my 4 year old won't take her clothes off for the bath, any tips?" (care_questions.py)
            if policy_question(a, age):
                continue  # "my heroine is 17 in the flashback, the sex is when she's 25. allowed?" (policy_questions.py)
            if pet_age(a, age):
                continue  # "took my dog to the vet today, she's 14 and still thinks she's a puppy"
            if kept_out(a, age.start) or group_age_kept_out(a, age.start):
                continue  # "Pupils are 11-16 and never appear in any sexual scene" (excluded_children.py)
            span = " ".join(a.words[age.start : age.end])
            if age.kind == "present":
                # In a definition every stated age is the character's, except a child a request is about
                # or for, in a text with nothing sexual ("a story about a 12-year-old who finds a dragon
                # egg", "a bedtime story for my 6 year old").
                # An apposition is said in passing ("… Lily, 14, ran past"), except the one that opens
                # the definition: "User persona: Kenji, 17, second-year at …" is whom it defines.
                stated = r.definition and (not age.apposition or _opening(a, age))
                if stated and not r.facts_only and not age.claimed and not r.sexual_weak_any:
                    # "kodomo ga 7-sai de, netto no kiken wo dou setsumei sureba?": how to teach a child
                    stated = not (
                        _requested_for(a, age)
                        or _how_to_teach(a)
                        or _parent_asks(a)
                        or not_the_character(a, age.start)  # a lore entry's child, the child {{user}} plays
                    )
                if (age.claimed or stated or r.context in WHOLE_SCENE or r.sexual_about_others) and not (
                    not age.claimed
                    and (
                        # "Leo (4) …", later a kiss; "She's 12. Now she's at her dad's, so her mom and I …"
                        children_away(a, age, bool(stated))
                        or away_afterwards(a, age.start)
                        or small_talk_age(a, age.start)  # "our niece (8) … anyway, our smut rp"
                        or mentioned_child_age(a, age)  # "su sobrina Irene, 14, … entre los dos"
                        or background_child(a, age.start, age.end)  # "she's 15, so she's strictly background"
                        or stays_out(a, age.start)  # "a little sister (8) … stays out of anything romantic"
                        or sfw_kin_age(a, age, self.owners)  # "sfw rp, my little brother's idea, he's 11"
                    )
                ):
                    yield Found("prohibited", "minor-age", span)
            elif age.kind == "family" and (
                self._family_sexual(a, age.start, age.end)
                or scene_with_pronoun(a, age.start)  # "my nephew is 15, write a hot scene with him"
                or paired_with_speaker(a, age.start, age.end)  # "mi hermanita de 11 y yo… rol subido de tono"
                # "{{user}} is her 13-year-old nephew … NSFW": the card's role (user_kin.py)
                or (r.card and r.sexual_any and user_kin(a, age.start))
                or self._scene_goes_on(a, age, family=True)
                or self._named_child_acts(a, age)
                # "be my little sister (12) …, and not for cuddles ;)"
                or (r.sexual_about_others and played_kin(a, age.start, self.family))
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
            elif age.kind == "bound" and age.value <= ADULT_AGE and r.sexual_weak_any:
                yield Found("prohibited", "minor-bound", span)

    @staticmethod
    def _family_follows(a: Analysis, age: Age) -> bool:
        """A text that opens with "12 yo daughter …", "8 year old son …", "12-sai no musume …",
        "11-jährige Tochter …": the age of someone's child, its owner dropped as chat does."""
        after = [w for w in a.words[age.end : age.end + 4] if w not in _AGE_FILLERS]
        return bool(after) and after[0] in _KIN

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


# How far into a definition's first sentence a labelled apposition still names whom it defines
# ("Persona: Kenji, 17", "{{char}}: Mia Lopez, 16").
_OPENING_WORDS = 6


# "My persona is a high school cheerleader, 15, …", "{{char}} is …": the definition says whom it defines.
_DEFINES = frozenset("persona character char oc".split())
_DEFINES_IS = frozenset("is es ist est e".split())


def _opening(a: Analysis, age: Age) -> bool:
    """The age is an apposition within the first words of the text's first sentence, after a label
    ("Persona:", "{{char}}:") or "my persona is", or right after the name that opens the definition ("Mia,
    14, the shy girl next door …"); in a message "Lily, 12, visits me every night …" may be anyone."""
    if age.start > _OPENING_WORDS + 3 or a.sentence_of[age.start] != a.sentence_of[0]:
        return False
    if age.start <= 2 and all(a.text[a.spans[i][0]].isupper() for i in range(age.start)):
        return True  # "Mia, 14, …", "Mia Torres, 14, …"
    if any(
        w in _DEFINES and a.words[i + 1 : i + 2] != [] and a.words[i + 1] in _DEFINES_IS
        for i, w in enumerate(a.words[: age.start])
    ):
        return True  # "my persona is a high school cheerleader, 15, …" (a few more words)
    return age.start <= _OPENING_WORDS and ":" in a.text[: a.spans[age.start][0]]


def _requested_for(a: Analysis, age: Age) -> bool:
    """'write a story about a 12-year-old', 'tell me a story for my 6 year old', 'напиши сказку … для
    моей дочки (6 лет)': a request to write something about or for a child, not a character defined
    as one (a card "about a 12-year-old" stays the character's age)."""
    first = a.cache.get(("first-request", ""))
    if first is None:
        first = a.cache[("first-request", "")] = next(
            (i for i, w in enumerate(a.words) if w in _REQUESTS), len(a.words)
        )
    if first < age.start and any(w in _ABOUT for w in a.words[max(0, age.start - 8) : age.start]):
        return True
    # "write a custody drama, the daughter is 8", "escribe un drama familiar, la hija tiene 8": a text
    # that opens with the request gives the story's child (a kin word just before the age) its age.
    return first <= _REQUEST_OPENS and not _STORY_KIN.isdisjoint(a.words[max(0, age.start - 3) : age.start])


# A question typed without its mark opens with one of these: "how do i talk to my 12 year old about puberty".
_QUESTION_OPENERS = frozenset("how what como que wie was comment quoi как что kak chto dou".split())


def _dative_age(a: Analysis, original: str, numbers: dict[str, int]) -> str | None:
    """A Russian "Кате двенадцать" (dative_ages.py) among the tokens, with a sexual or intent word not
    negated in its sentence or the next."""
    for name, number in dative_name_ages(original, numbers):
        for i in range(1, len(a.words)):
            if a.words[i] == number and a.words[i - 1] == name and not a.negated(i):
                if a.near("sexual", i, i + 1, tokens=None, sentences=1) or a.near(
                    "sexual_weak", i, i + 1, tokens=None, sentences=1
                ):
                    return f"{name} {number}"
    return None


def _how_to_teach(a: Analysis) -> bool:
    """'how do i explain to my 11 yo why she can't have tiktok?': a parent's question about teaching a
    child, asking for no text or scene (not "…? Write the scene in detail.")."""
    asked = "?" in a.text or (bool(a.words) and a.words[0] in _QUESTION_OPENERS)
    return bool(a.of("teaching")) and asked and REQUEST_WORDS.isdisjoint(a.words)


# First-person owners of a family word: "my daughter's friend", "mi hija", "uchi no musume".
_MY = frozenset(
    "my our mi mis nuestra nuestro ma mon mes notre nos mein meine meinem meinen meiner unser unsere "
    "meu minha meus minhas nosso nossa моя мой моей моего моих наша наш uchi".split()  # "uchi no musume"
)


def _parent_asks(a: Analysis) -> bool:
    """'my daughter's friend is over, she's 13 … what's a good sleepover movie for that age?': a parent's
    everyday question about their family, typed on the character path (no card, no request, and the
    caller has found nothing sexual). A card's child stays its character."""
    if "?" not in a.text or any(w in REQUEST_WORDS for w in a.words) or "{{char}}" in a.text.lower():
        return False
    mine = any(_MY.intersection(a.words[max(0, h.start - 2) : h.start]) for h in a.of("family"))
    return mine and not card_text(a.text)


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
            # "ddlg but we're both adults in our 20s": a decade everyone is in (decade_ages.py)
            or any(plural(a.words, g) for g in adult_ages)
            # "ddlg (adult only)", "ageplay but only adult stuff" (adult_only_play.py)
            or (bool(adult_ages) and adult_only_play(a, hit))
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
