"""The bestiality rules (issue 9; ARCHITECTURE 5): an animal, a breed or a euphemism ("man's best
friend") with a sexual act in one clause, a real animal ("feral", "an actual dog") with any sexual word, an
animal paired with a person (partners.py), knotting with a canine, and the operator's policy for
anthropomorphic adults and human pet-play. Similes ("like an animal"), "doggy style", pet names,
costumes and praise ("a real stud, 30") pass. The minors rules and the check itself are in rules.py.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable, Iterable

from nocturne.moderation import animal_frames, animal_roles, animal_titles, partners
from nocturne.moderation.age_phrases import ADULT_AGE
from nocturne.moderation.analysis import REQUEST_WORDS, Analysis
from nocturne.moderation.animal_before import animal_before
from nocturne.moderation.animal_cards import card_animal_names, species_heads
from nocturne.moderation.animal_idioms import horseback, idiom_animal, ponytail
from nocturne.moderation.animal_innuendo import innuendo
from nocturne.moderation.animal_insisted import insisted_real, joins_in, legged_partner, pet_role, walked
from nocturne.moderation.animal_joins import joins_scene
from nocturne.moderation.animal_liaison import liaison
from nocturne.moderation.animal_likeness import feral_people, listed_and, simile
from nocturne.moderation.animal_names import (
    ARTICLES,
    IT,
    POSSESSIVES,
    PRAISE_ANIMALS,
    aliases,
    couple_named,
    human_pair,
    kept_out,
    named_animal,
    nickname,
    praised,
    praised_at,
)
from nocturne.moderation.animal_objects import person_object_acts
from nocturne.moderation.animal_preferred import preferred
from nocturne.moderation.animal_tags import tagged
from nocturne.moderation.animal_they import they_with_it
from nocturne.moderation.animal_together import together
from nocturne.moderation.animal_vague import vague
from nocturne.moderation.animal_way import has_its_way
from nocturne.moderation.animal_with import human_after_with
from nocturne.moderation.found import Found
from nocturne.moderation.lexicon import Hit, Lexicon
from nocturne.moderation.night_wink import night_wink
from nocturne.moderation.pair_only import pair_only
from nocturne.moderation.played_animal import played_animal
from nocturne.moderation.refusals import refused
from nocturne.moderation.zoo_setting import zoo_is_the_place
from nocturne.moderation.zoo_with import zoo_with

_ANIMAL_WINDOW = 8  # words between an animal and a sexual act in one clause

_NOT_ANIMAL_BEFORE = frozenset("hot corn top lap sea war under sly iron party lucky".split())

# Animals people are called in praise: "a real stallion", "a tiger in bed".
# Before "as my <animal>": the animal is a role played, not a simile.
_PLAY_AS = frozenset("roleplay rp play plays playing".split())

# Where a pet licks anyone ("licks my face"): not sexual by itself.
_NEUTRAL_PARTS = frozenset(
    "face faces cheek cheeks nose ear ears hand hands arm arms feet foot toes leg legs fingers chin forehead "
    "cara mano manos pies gesicht hand hande fusse visage main mains pieds rosto mao maos pes лицо руку руки".split()
)

# "…, anyway let's have sex": the talk has moved on from the pet.
_TOPIC_SHIFT = frozenset("anyway anyways btw anyhow bueno egal bref enfim enfin короче".split())

# A couple in the sentence: the animal is not the one in the sex ("while we ...").
_COUPLE = frozenset("we us nosotros wir nous nos мы".split())

# "more than a pet" (lexicon sexual_weak entries, six languages) said of an animal as a wish or for the
# night ("he wants his dog to be more than a pet tonight"); "my dog is more than a pet, he's family"
# states a bond (AnimalRules._more_than_a_pet).
_MORE_THAN = ("more than", "mas que", "algo mas que", "mehr als", "plus qu", "mais que", "больше чем")

_WISHES = frozenset(
    "want wants wanted wanna wish wishes make makes let lets become becomes tonight tonite quiero quiere "
    "quieres quisiera convertir noche mochte mochtest willst werden nacht veut veux voudrait devenir soir "
    "quero quer queria virar noite хочет хочу хотел хотела стать станет ночью konya".split()
)

_REAL_BEFORE = frozenset(
    "real actual normal echter echten echte vrai vraie verdadero verdadera настоящии настоящая "
    "regular ordinary wild normaler normalen обычныи обычная обычного обычнои".split()
)

# Desire for an animal as such ("wanting the stallion", "craves her dog"; AnimalRules._desired).
_DESIRE = frozenset(
    "want wants wanted wanting crave craves craving craved desire desires desiring desired lusts lusting "
    "covets coveting quiere queria deseaba desea desea anhela begehrt begehrte will wollte veut voulait "
    "desire convoite quer queria deseja хочет хотела желает".split()
)

_NOT_DESIRED_AFTER = frozenset("to back sold gone fed out a para zu que de a que pour чтобы".split())

# An act done "by" the animal after it: "gets mounted by the dog", "se deja montar por su perro",
# "se laisse prendre par le chien", "montada pelo cavalo", "von ihrem Hund bestiegen".
_AGENTS = frozenset("by por par pelo pela pelos von vom".split())

# An act whose object pronoun comes first ("её берёт", "на неё залезает", "меня покрывает"): in
# such free word order the noun after the verb is its subject, so an animal there does the act.
_OBJECT_FIRST = frozenset("ее меня его нее него ей мне нас на".split())

_CANINE = re.compile(
    r"dog|canine|hound|k9|wolf|wolves|husky|huskies|shepherd|retriever|labrador|mastiff|rottweiler|doberman|pooch|mutt|perro|hund|chien|cachorro|собак|пёс|пес|inu"
)


class AnimalRules:
    """The animal rules over one lexicon; they share who-is-who (`identity`) and what is sexual
    (`sexual`) with the minors rules."""

    def __init__(
        self,
        lexicon: Lexicon,
        identity: Callable[[Analysis, Hit], str | None],
        sexual: Callable[..., bool],
        identity_verbs: frozenset[str],
    ) -> None:
        self.identity = identity
        self.sexual = sexual
        self.identity_verbs = identity_verbs
        self.not_animal_after = lexicon.words_of("not_animal_after")

    def findings(self, a: Analysis, allow_anthro: bool, allow_pet_play: bool, whole: bool) -> Iterable[Found]:
        """Every bestiality finding in one reading; `whole`: the text is one scene (an image prompt)."""
        if objects := person_object_acts(a):  # "have it breed my character": an act the animal does
            a.by_key["animal_acts"] = sorted([*a.of("animal_acts"), *objects], key=lambda h: h.start)
        for hit in a.of("hard_bestiality"):
            # (not "zoo rp? she's a zookeeper who flirts with the vet": the zoo is the place; zoo_setting.py)
            if not a.negated(hit.start, hit.end) and not zoo_is_the_place(a, hit):
                yield Found("prohibited-bestiality", "hard-bestiality-term", hit.entry)
        for key, allowed in (("anthro", allow_anthro), ("pet_play", allow_pet_play)):
            if not allowed and self.sexual(a) and any(not a.negated(h.start) for h in a.of(key)):
                # The operator's policy (config.py MODERATION_ALLOW_*) treats these as animals.
                yield Found("prohibited-bestiality", f"{key.replace('_', '-')}-policy", a.of(key)[0].entry)
        real = any(
            not a.negated(h.start)
            and not self._metaphor(a, h)
            and not _real_of_nothing(a, h)
            and not feral_people(a, h)  # "two feral kids on the same street"
            and not praised_at(a, h.end)  # "ein echter Hengst", said of a rugby player
            for h in a.of("real_animal")
        )
        if real and _animal_form_ruled_out(a):
            real = False  # a werewolf "with no human mind left … No sexual content in wolf form, ever."
        # "bull", "fox", "cougar" mostly name people ("her bull" in cuckold play): animals only on a
        # farm, at the zoo or when called real.
        candidates = a.of("animal")
        ambiguous = a.of("animal_ambiguous")
        if real or any(not a.negated(h.start) for h in a.of("animal_setting")):
            candidates, ambiguous = candidates + ambiguous, []
        animals = [
            h
            for h in candidates
            if not a.negated(h.start, h.end)  # "no dogs", "動物なし"
            and not kept_out(a, h)
            and not walked(a, h)  # "after the sex she takes the dog for a walk"
            and not idiom_animal(a, h)  # "my coworker really f*cked the dog on this project"
            and not horseback(a, h)  # "fui a montar a caballo con mi novio"
            and not ponytail(a, h)  # "queue de cheval": a hairstyle
            and not refused(a.words, a.sentence_of, h)  # "je ne peux pas écrire … impliquant un animal"
            and not a.covered("sexual", h.start, h.end, longer=True)  # "a lo perrito": a position's name
            and self._real_animal(a, h, allow_anthro, allow_pet_play, real)
        ]
        # "my four-legged boyfriend": the noun after the adjective is the animal.
        sexual_starts = {h.start for h in a.of("sexual")}
        animals = [
            Hit(h.key, h.start, h.end + 1, h.entry)
            if a.words[h.end - 1].endswith("legged") and h.end < len(a.words) and h.end not in sexual_starts
            else h
            for h in animals
        ]
        # "her boxer …, he's a 3 year old dog": an ambiguous word the text calls an animal.
        animals += [
            h
            for h in ambiguous
            if not a.negated(h.start)
            and (named_animal(a, h, animals) or (h.start > 0 and a.words[h.start - 1] in _REAL_BEFORE))
            and self._real_animal(a, h, allow_anthro, allow_pet_play, real)
        ]
        # "an actual German shepherd", "a normal Labrador": called real right before its name.
        # A praise animal only when not said of a person ("a real wild wolf", not "he's a real wolf").
        real = real or any(
            h.start > 0 and a.words[h.start - 1] in _REAL_BEFORE and not praised(a, h) for h in animals
        )
        animals += aliases(a, animals)
        card = card_animal_names(a, animals)  # "Nombre: Tormenta. Especie: yegua real …"
        animals += card
        side = _side_animal(a, bool(card))
        named = {a.sentence_of[h.start] for h in animals} if side else set()
        about = (lambda sentence: _about_side(a, sentence, named)) if side else (lambda sentence: True)
        # "Species: Great Dane / Scenario: … (NSFW)": the card's character is the animal (animal_cards.py)
        species = species_heads(a, animals + ambiguous)
        found = (
            list(self._animal_acts(a, animals, real or species, whole, side))
            or self._more_than_a_pet(a, animals)
            or self._desired(a, animals)
            or [f for f in [insisted_real(a, animals, real or legged_partner(animals, a.words), about)] if f]
            or [f for f in [joins_in(a, animals)] if f]
            or [f for f in [joins_scene(a, animals)] if f]  # "have the dog join in, actually"
            or [f for f in [liaison(a, animals)] if f]  # "relación secreta con su caballo"
            or [f for f in [animal_frames.framed(a, animals)] if f]  # "lie with the goat", "his 'girlfriend'"
            or [f for f in [innuendo(a, animals)] if f]  # "her and the billy goat... you know 👀"
            or [f for f in [vague(a, animals, real, species)] if f]  # "does things with the patients"
            or [f for f in [played_animal(a, animals, lambda: self.sexual(a))] if f]  # "you are the cow"
            or [f for f in [together(a, animals)] if f]  # "der Hofhund kommt zu ihr … es miteinander treiben"
            or [f for f in [preferred(a, animals)] if f]  # "prefers them to men, bed included"
            or [f for f in [tagged(a, allow_anthro)] if f]  # "Tags: zoo, k9, equine, nsfw" (animal_tags.py)
            or [f for f in [zoo_with(a, animals)] if f]  # "zoo com um pônei 🐴🔞"
            or [f for f in [has_its_way(a, animals)] if f]  # "her husky has his way with her"
            or [f for f in [they_with_it(a, animals)] if f]  # "pulls him up, and they have sex"
            or [f for f in [animal_before(a, animals)] if f]  # "The stallion waits. She lets him take her"
        )
        if not found:
            horses = [h for h in a.of("animal_ambiguous") if a.words[h.start] in partners.AMBIGUOUS]
            # ("furry" inside "furry friend" names the pet, not an anthro character)
            euphemisms = {i for h in animals if partners.euphemism(h) for i in range(h.start, h.end)}
            anthro = allow_anthro and any(
                not a.negated(h.start, h.end) and h.start not in euphemisms for h in a.of("anthro")
            )
            horses += aliases(a, horses)  # "Luna es mi yegua. … Luna se convierte en mi amante"
            role = animal_roles.role_findings(a, animals + horses, anthro)  # partner, title, alone in bed
            if role is None and not anthro:  # "Relation : amant de {{user}}", "X y {{user}} son amantes"
                role = animal_titles.titled(a, animals + horses, bool(card))
            found = [role] if role else []
        yield from found or self._animal_partner(a, animals)

    def _animal_acts(
        self, a: Analysis, animals: list[Hit], real: bool, whole: bool, side: bool = False
    ) -> Iterable[Found]:
        """An animal doing, or done, a sexual act in one clause; or any sexual word with a real one (`side`:
        a side character's, only where it is about it: _about_side)."""
        if not animals:
            return
        # Words that say nothing about who acts ("explicit", "nsfw"), however their lexicon entry matched.
        not_acts = {h.start for h in a.of("not_animal_acts")}
        # A longer act phrase than the word listed there stays an act ("seduces her", not "seduc*" alone).
        not_ends = {h.start: h.end for h in a.of("not_animal_acts")}
        acts = [h for h in a.of("sexual") + a.of("animal_acts") if h.end > not_ends.get(h.start, -1)]
        # A sentence where a human couple acts and no animal is named ("My dog is a normal dog. My wife
        # and I had sex.") is not about the animal.
        named = {a.sentence_of[h.start] for h in animals}
        only = pair_only(a)  # "(NSFW só entre os dois)": the card's couple, not its farm animals

        def about_it(sentence: int) -> bool:
            if sentence in named:
                return True
            if not a.in_sentence("couple", sentence) and not human_pair(a, sentence, animals):
                return True
            return any(w in IT for w in a.sentence_words(sentence))  # "… had sex with him"

        if real and any(
            not a.negated(h.start)
            and h.start not in only
            and about_it(a.sentence_of[h.start])
            and (not side or _about_side(a, a.sentence_of[h.start], named))
            for h in a.of("sexual") + a.of("animal_acts")
        ):
            # A real animal ("feral", "an actual dog"): any sexual word is about it, "nsfw" included.
            yield Found("prohibited-bestiality", "animal-sexual", animals[0].entry)
            return
        if whole and any(not a.negated(h.start) for h in acts + a.of("animal_soft_acts")):
            # "a real horse", "feral", or an image prompt (one scene): any sexual act is with it.
            yield Found("prohibited-bestiality", "animal-sexual", animals[0].entry)
            return
        # The acts in list order, and their starts sorted, so each animal reads only the acts near it.
        by_start = sorted(range(len(acts)), key=lambda i: acts[i].start)
        starts = [acts[i].start for i in by_start]
        longest = max((h.end - h.start for h in acts), default=0)
        for hit in animals:
            if a.negated(hit.start):
                continue
            identity = None if _russian_with(a, hit) or listed_and(a, hit) else self.identity(a, hit)
            # "roleplay as my labrador": the "roleplay" that names the role is not the intent.
            intent = identity is not None and self.sexual(a, weak=True, play=identity != "played")
            if intent and identity == "other":
                # "Boone is just a dog … explicit scenes between Maple and {{user}}": a third one's
                # identity needs intent in a sentence about it, not in the couple's own.
                intent = any(
                    about_it(a.sentence_of[h.start])
                    and not a.negated(h.start)
                    and h.start not in only
                    and (not side or _about_side(a, a.sentence_of[h.start], named))
                    for h in a.of("sexual") + a.of("sexual_weak")
                    if h.key == "sexual" or h.entry in partners.INTENT  # not "Romance develops"
                )
            if intent and not self._praise(a, hit):
                yield Found("prohibited-bestiality", "animal-identity", hit.entry)
                break
            lo = bisect.bisect_left(starts, hit.start - _ANIMAL_WINDOW - longest)
            hi = bisect.bisect_right(starts, hit.end + _ANIMAL_WINDOW)
            for sexual in [acts[i] for i in sorted(by_start[lo:hi])]:
                if a.negated(sexual.start) or self._compound(a, sexual, hit):
                    continue
                if sexual.end == hit.start and _parted(a, hit.start):
                    continue  # "… seiteki na kankei. Aiken wa …", "горячая сцена, собака спит": the next clause's
                if hit.start <= sexual.start and sexual.end <= hit.end and self._said_of_someone(a, hit):
                    continue  # "she's such a bitch in heat": an insult, its "in heat" no act
                if (
                    0 <= sexual.start - hit.end <= 2
                    and sexual.entry == "in heat"
                    and couple_named(a, animals)
                ):
                    continue  # "a vet treats a mare in heat … romance between Nora (31) and Jack (35)"
                if _bystander_after_act(a, sexual, hit):
                    continue  # "my bf and i have sex and the dog sleeps outside": a new clause, the dog away
                if not _subject(a, hit, sexual) and human_after_with(a, sexual):
                    continue  # (not "a dolphin having sex with a man": the animal is the one acting)
                if (
                    sexual.key == "animal_acts"
                    and sexual.start < hit.start
                    and a.words[sexual.start] not in _OBJECT_FIRST
                    and not _AGENTS.intersection(a.words[sexual.end : hit.start])
                ):
                    continue  # "he mounted the horse": the animal must do it, or it is done "by" it
                gap = sexual.start - hit.end if sexual.start >= hit.end else hit.start - sexual.end
                left, right = min(hit.end, sexual.end), max(hit.start, sexual.start)
                # "mount her, moaning" is one act; "the pony nuzzles and then mounts the girl" one clause
                barrier = "comma" if sexual.key == "sexual" else "act"
                if gap <= _ANIMAL_WINDOW and not a._barrier(left, right, animal=barrier):
                    yield Found("prohibited-bestiality", "animal-sexual", f"{hit.entry} … {sexual.entry}")
                    break
        soft = self._soft_act(a, animals, not_acts)
        if soft is not None:
            yield soft
        if any(_CANINE.search(a.words[h.start]) for h in animals) and any(
            a.words[h.start].startswith("knot") for h in a.of("sexual") if not a.negated(h.start)
        ):
            yield Found("prohibited-bestiality", "knotting", "knot")

    def _desired(self, a: Analysis, animals: list[Hit]) -> list[Found]:
        """An animal that is the object of desire in a sexual text with no human couple: "wanting the
        stallion in the back paddock … to have him. NSFW", "she craves her dog, explicit", "sie begehrt
        den Hengst". Not a wish for it to do something ("wants the dog to stay outside", "wants her
        horse back")."""
        if not animals or a.of("couple") or not self.sexual(a):
            return []
        for hit in animals:
            lead = a.words[max(0, hit.start - 3) : hit.start]
            if not any(w in _DESIRE for w in lead) or a.negated(hit.start):
                continue
            if lead and lead[-1] not in _DESIRE and lead[-1] not in ARTICLES and lead[-1] not in POSSESSIVES:
                continue  # "wants to ride the horse": the verb's object is another word
            if a.words[hit.end : hit.end + 1] and a.words[hit.end] in _NOT_DESIRED_AFTER:
                continue
            return [Found("prohibited-bestiality", "animal-desired", hit.entry)]
        return []

    @staticmethod
    def _more_than_a_pet(a: Analysis, animals: list[Hit]) -> list[Found]:
        """An animal wished to be "more than a pet" ("he wants his dog to be more than a pet tonight",
        "Er will, dass sein Hund mehr als ein Haustier wird"): the animal named before the phrase in its
        sentence, and a wish or the night in that sentence. A stated bond ("my dog is more than a pet to
        me") passes."""
        phrases = [
            h for h in a.of("sexual_weak") if h.entry.startswith(_MORE_THAN) and not a.negated(h.start)
        ]
        if not phrases or not animals:
            return []
        wished = {a.sentence_of[i] for i, w in enumerate(a.words) if w in _WISHES}
        # The animals by where they end, so each phrase reads only those within the window before it.
        ends = sorted(range(len(animals)), key=lambda i: animals[i].end)
        animal_ends = [animals[i].end for i in ends]
        for phrase in phrases:
            sentence = a.sentence_of[phrase.start]
            if sentence not in wished:
                continue
            lo = bisect.bisect_left(animal_ends, phrase.start - _ANIMAL_WINDOW)
            hi = bisect.bisect_right(animal_ends, phrase.start)
            for animal in (animals[i] for i in ends[lo:hi]):
                if a.sentence_of[animal.start] == sentence:
                    return [
                        Found("prohibited-bestiality", "animal-sexual", f"{animal.entry} … {phrase.entry}")
                    ]
        return []

    @staticmethod
    def _soft_act(a: Analysis, animals: list[Hit], not_acts: set[int]) -> Found | None:
        """An animal licking a person while that person does something sexual ("I let my cat lick me
        while I touch myself"): a sexual word in the lick's sentence and no human partner named there
        ("my dog licks my face while my husband and I ..."). A lick alone is not sexual."""
        ends = sorted(range(len(animals)), key=lambda i: animals[i].end)
        animal_ends = [animals[i].end for i in ends]
        for act in a.of("animal_soft_acts"):
            if a.negated(act.start):
                continue
            sentence = a.sentence_of[act.start]
            lo = bisect.bisect_left(animal_ends, act.start - 3)
            hi = bisect.bisect_right(animal_ends, act.start)
            actor = next(
                (
                    h
                    for h in (animals[i] for i in sorted(ends[lo:hi]))
                    if not a._barrier(h.end, act.start, animal="act")
                ),
                None,
            )
            if actor is None:
                continue
            words = a.sentence_words(sentence)
            if any(w in partners.HUMAN_PARTNERS or w in _COUPLE for w in words):
                continue
            # "licks my face": only a sexual act counts; "lick me": "nsfw" says what the lick is.
            neutral = act.end < len(a.words) and a.words[act.end] in _NEUTRAL_PARTS
            for sexual in a.in_sentence("sexual", sentence):
                if (
                    not act.start <= sexual.start < act.end
                    and not (neutral and sexual.start in not_acts)
                    and not a.negated(sexual.start)
                    and not any(w in _TOPIC_SHIFT for w in a.words[min(act.end, sexual.end) : sexual.start])
                ):
                    return Found("prohibited-bestiality", "animal-sexual", f"{actor.entry} … {act.entry}")
        return None

    def _animal_partner(self, a: Analysis, animals: list[Hit]) -> Iterable[Found]:
        """An animal paired with a person (_partner) and a sexual word in its clause (in a short message,
        anywhere)."""
        pairable = animals + [
            h
            for h in a.of("animal_ambiguous")
            if a.words[h.start] in partners.AMBIGUOUS and not a.negated(h.start)
        ]
        paired = next((h for h in pairable if partners.partner(a, h)), None)
        if paired is None and len(a.words) <= partners.TINY_TEXT:
            # "k9 smut please"; not a word that names or insults ("pussy cat", "you dirty dog")
            modified = {
                h.end
                for h in a.of("sexual") + a.of("sexual_weak")
                if h.end < len(a.words) and not _parted(a, h.end)
            }  # ("sex, horse": a comma parts them)
            paired = next((h for h in animals if h.start not in modified), None)
        short = len(a.words) <= partners.SHORT_TEXT and not partners.human_partner(a)
        if paired is None and short and not _named_adult(a):
            # (not "man's best friend? nah, HER best friend Jake (29)": a friend with a grown man's age)
            paired = next(
                (h for h in animals if partners.euphemism(h) and not partners.bystander(a, h)), None
            )
        if paired is None and short:
            # "The pig in the pen — make it sexual with him.": no person is named, so "him" is the animal.
            paired = next(
                (h for h in animals if partners.pronoun_partner_after(a, h) and not partners.bystander(a, h)),
                None,
            )
        if paired is None and short:
            # "*the Doberman jumps onto the bed …* make them mate": a pair named "them", and no person
            # the text could mean instead.
            acts = a.of("sexual") + a.of("animal_acts")
            acts += [h for h in a.of("sexual_weak") if h.entry in partners.INTENT]
            act = partners.them_act(a, acts)
            animal = next((h for h in animals if not partners.bystander(a, h)), None)
            if act is not None and animal is not None:
                yield Found("prohibited-bestiality", "animal-partner", f"{animal.entry} … {act.entry}")
                return
        if paired is None:
            return
        # A short message is one request ("Man's best friend, but make it sexual. Like, with the dog."),
        # unless it names a human partner ("walked the dog, then sex with my wife").
        for sexual in a.of("sexual") + a.of("sexual_weak"):
            if a.negated(sexual.start) or (sexual.key != "sexual" and sexual.entry not in partners.INTENT):
                continue
            if human_after_with(a, sexual):
                continue  # "vit avec son berger allemand et … une relation sexuelle avec son voisin Marc"
            if short or not a._barrier(min(paired.end, sexual.end), max(paired.start, sexual.start)):
                yield Found("prohibited-bestiality", "animal-partner", f"{paired.entry} … {sexual.entry}")
                return
        if short and night_wink(a, paired.end):  # "k9 lover rp: she and her dog, after dark ;)"
            yield Found("prohibited-bestiality", "animal-partner", f"{paired.entry} … night")

    def _said_of_someone(self, a: Analysis, hit: Hit) -> bool:
        """'she's such a …', 'you're a …': the animal word is said of a person."""
        return any(w in self.identity_verbs for w in a.words[max(0, hit.start - 3) : hit.start])

    @staticmethod
    def _praise(a: Analysis, hit: Hit) -> bool:
        """'He's a stallion in bed', "he's a real stud, 30": said of a man, away from any farm or stable,
        or with the man's adult age."""
        if a.words[hit.start] not in PRAISE_ANIMALS:
            return False
        return not a.of("animal_setting") or any(g.value >= ADULT_AGE for g in a.ages)

    def _metaphor(self, a: Analysis, hit: Hit) -> bool:
        """'He's a real stallion': "a real" said of a person is praise, not an animal ("ur a real dolphin"
        is one)."""
        praised = a.words[hit.end : hit.end + 1]
        return (
            a.words[hit.start] == "a"
            and hit.start > 0
            and a.words[hit.start - 1] in self.identity_verbs
            and bool(praised)
            and praised[0] in PRAISE_ANIMALS
        )

    def _real_animal(
        self, a: Analysis, hit: Hit, allow_anthro: bool, allow_pet_play: bool, real: bool
    ) -> bool:
        """Not a simile ("like an animal"), an anthropomorphic adult or human pet-play (by policy)."""
        before = a.words[max(0, hit.start - 2) : hit.start]
        if (
            hit.end < len(a.words)
            and a.words[hit.end] in self.not_animal_after
            and not a.words[hit.end - 1].endswith("legged")  # "four-legged lover": the lover has four legs
        ):
            return False  # "a K9 officer", "cat ears", "dog walker"
        # "as a dog" is a simile, "roleplay as my labrador" a role the assistant plays.
        simile_as = before[-2:-1] == ["as"] and a.words[max(0, hit.start - 3)] not in _PLAY_AS
        if "like" in before or simile_as or (before and before[-1] in _NOT_ANIMAL_BEFORE) or simile(a, hit):
            return False  # (and "comme une chienne", "como una perra": animal_likeness.py)
        if nickname(a, hit):
            return False  # "call him 'the Stallion'": a man's nickname
        if allow_pet_play and pet_role(a, hit, real):
            return False  # "she plays the 'puppy'" in a text about human pet-play
        if allow_pet_play and any(h.start <= hit.start <= h.end for h in a.of("pet_play")):
            return False  # "their puppy-play dynamic", even beside "their actual dog … is not part of this"
        if real or (before and before[-1] in _REAL_BEFORE and not praised(a, hit)):
            return True  # "real wolf, knot and all, not a shifter": called real, no anthro reading
        if any(
            hit.start - 4 <= h.end <= hit.start
            and a.sentence_of[h.start] == a.sentence_of[hit.start]
            and not a.covered("sexual_weak", h.start, h.end, longer=True)  # "jeu de rôle …": no costume
            for h in a.of("coded_items")
        ):
            return False  # "dressed as a naughty cat", "a bunny costume"
        if allow_anthro and any(
            a.sentence_of[h.start] == a.sentence_of[hit.start]
            and not a.negated(h.start, h.end)
            and not hit.start <= h.start < hit.end  # "furry" inside "furry friend" names the pet
            for h in a.of("anthro")
        ):
            return False  # "Furry erp: a wolf and a husky, both anthro adults"
        return not (allow_pet_play and any(h.start <= hit.start <= h.end for h in a.of("pet_play")))

    @staticmethod
    def _compound(a: Analysis, sexual: Hit, animal: Hit) -> bool:
        """'pussy cat', 'cock horse': a sexual-looking word that is part of the animal's name."""
        return sexual.end == animal.start and a.words[sexual.start] in ("pussy", "cock", "hobby")


# Who "is" the subject of a chat-typed "s" ("she s a dog"); after any other word a lone "s" is Russian
# "with" typed in Latin letters ("ona spit s sobakoi v obnimku": she sleeps hugging the dog).
_S_SUBJECTS = frozenset("she he it that who what there here this u i you user char".split())


def _russian_with(a: Analysis, hit: Hit) -> bool:
    """A lone "s" right before the animal that is no "'s" and follows no subject: Russian "с" (with)."""
    at = hit.start - 1
    if at < 1 or a.words[at] != "s" or a.text[a.spans[at][0] - 1 : a.spans[at][0]] != " ":
        return False
    return a.words[at - 1] not in _S_SUBJECTS


def _parted(a: Analysis, at: int) -> bool:
    """A sentence break or a comma right before token `at`."""
    return a.sentence_of[at - 1] != a.sentence_of[at] or "," in a.text[a.spans[at - 1][1] : a.spans[at][0]]


def _subject(a: Analysis, animal: Hit, act: Hit) -> bool:
    """The animal right before the act is who does it ("a dolphin having sex with a man"); not one an
    "and" parts from it ("pflegt die Stute und hat Sex mit dem Tierarzt")."""
    between = a.words[animal.end : act.start]
    if a.sentence_of[animal.start] != a.sentence_of[act.start]:
        return False  # "Питомец: кот Барсик. Откровенная сцена с {{user}}"
    return len(between) <= 2 and not any(w in partners.AND_WORDS or w == "e" for w in between)


def _side_animal(a: Analysis, card: bool) -> bool:
    """A long text about a person given an adult age ("Name: Wren … Age: 27 … her mare, Juniper - a real
    horse, not a shapeshifter"), whose animal is not the card's character: called real, it is still a side
    character (_about_side)."""
    return len(a.words) > partners.SHORT_TEXT and not card and _named_adult(a)


def _about_side(a: Analysis, sentence: int, named: set[int]) -> bool:
    """A sexual word is about a side animal in a sentence that names it or asks for the text ("Write it as
    a full scene, explicit"); not in the card's genre tags ("Genre: western, romance, NSFW") or its human
    couple's own scene ("the two of them … eventually sleep together")."""
    if sentence in named:
        return True
    asks = a.cache.get(("side-asks", str(sentence)))  # read once per sentence, not once per sexual word
    if asks is None:
        asks = a.cache[("side-asks", str(sentence))] = not REQUEST_WORDS.isdisjoint(
            a.sentence_words(sentence)
        )
    return bool(asks)


def _named_adult(a: Analysis) -> bool:
    """Someone given an adult age by name ("Jake (29)", "Marc, 31"): a person the text is about."""
    return any(g.kind == "present" and g.value >= ADULT_AGE for g in a.ages)


# Entries of the real_animal list that say only "real" ("a real", "de verdad", "echten", "настоящим"):
# real only of an animal named within a few words ("rp with my labrador pls. a real one"), not of
# anything else ("like a real slow burn" in a long story where she "loves horses").
_GENERIC_REAL = frozenset(
    (
        "a real",
        "real one",
        "actual one",
        "an actual one",
        "un vrai",
        "une vraie",
        "de verdad",
        "uno de verdad",
        "una de verdad",
        "de verdade",
        "echten",
        "echtes",
        "echter",
        "ein echtes",
        "einem echten",
        "настоящим",
        "с настоящим",
        "настоящей",
        "honmono no",
        "hontou no",
    )
)
_HUMAN_KINDS = frozenset("human humano humana humain humaine mensch menschlich человек ningen".split())
_REAL_REACH = 6  # words between a generic "real" and the animal it is said of


# "…, not a person", "no una persona", "kein Mensch", "не с человеком": the animal set against a person
# in its sentence is the real one ("A husky is who she sleeps with in this rp, not a person").
_NOT_A_PERSON = frozenset(
    (
        "not a person",
        "not a human",
        "no una persona",
        "no un humano",
        "no es una persona",
        "kein mensch",
        "pas un humain",
        "pas avec un humain",
        "pas une personne",
        "nao uma pessoa",
        "nao com uma pessoa",
        "nao e uma pessoa",
        "не с человеком",
        "не человек",
    )
)


def _real_of_nothing(a: Analysis, hit: Hit) -> bool:
    """A generic "real" with no animal word near it, or a contrast with a person in a sentence that names
    no animal."""
    animals = [h for key in ("animal", "animal_ambiguous") for h in a.of(key)]
    if hit.entry in _NOT_A_PERSON:
        return not any(a.sentence_of[h.start] == a.sentence_of[hit.start] for h in animals)
    if hit.entry not in _GENERIC_REAL:
        return False
    if _HUMAN_KINDS.intersection(a.words[max(0, hit.start - 3) : hit.start]):
        return True  # "Species: human (a real one)": said of the human
    near = range(hit.start - _REAL_REACH, hit.end + _REAL_REACH)
    return not any(h.start in near for h in animals)


def _animal_form_ruled_out(a: Analysis) -> bool:
    """A shapeshifter card (anthro word: werewolf, shifter) whose animal form is ruled out of the sex
    ("No sexual content in wolf form", "kein Sex in Wolfsgestalt"): a negated sexual word in a sentence
    that names the animal. "No human mind" then describes that form, not a partner."""
    if not any(not a.negated(h.start, h.end) for h in a.of("anthro")):
        return False
    animal_sentences = {a.sentence_of[h.start] for h in a.of("animal")}
    return any(a.negated(h.start) and a.sentence_of[h.start] in animal_sentences for h in a.of("sexual"))


def _bystander_after_act(a: Analysis, act: Hit, hit: Hit) -> bool:
    """After the act, "and" opens a clause where the animal does something else: "my bf and i have sex
    and the dog sleeps outside", "tenemos relaciones y el perro duerme afuera"; not "fuck the dog
    sleeping on the couch" (the dog is the act's object). Before the act, the same when a person opens
    the act's clause ("the dog watches as he seduces her")."""
    if hit.end <= act.start:  # "the dog watches as he seduces her": someone else is the act's subject
        if a.words[act.end - 1 : act.end + 1].count("it"):
            return False  # "the dog sleeps on the bed while she fucks it": the act is done to it
        return partners.bystander(a, hit) and any(w in _SUBJECTS for w in a.words[hit.end : act.start])
    between = a.words[act.end : hit.start]
    return (
        act.end <= hit.start and any(w in partners.AND_WORDS for w in between) and partners.bystander(a, hit)
    )


_SUBJECTS = frozenset(
    "he she they i we er sie wir ich il elle ils nous je el ella ellos ele ela eles он она они мы я".split()
)
