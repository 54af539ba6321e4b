"""The bestiality rules (issue 9; ARCHITECTURE 5): an animal, a breed or a euphemism ("man's best
friend") with a sexual act in one clause, a real animal ("feral", "an actual dog") with any sexual word, an
animal paired with a person (partners.py), knotting with a canine, and the operator's policy for
anthropomorphic adults and human pet-play. Similes ("like an animal"), "doggy style", pet names,
costumes and praise ("a real stud, 30") pass. The minors rules and the check itself are in rules.py.

AnimalRules reads the animal words and tries each way an animal can be in the sex in turn; which animal
words count is decided in real_animals.py, an animal's own act in animal_acts.py.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable, Iterable

from nocturne.moderation import animal_frames, animal_roles, animal_titles, bystanders, partners
from nocturne.moderation.analysis import Analysis
from nocturne.moderation.animal_acts import (
    _ANIMAL_WINDOW,
    AnimalActs,
    _about_side,
    _named_adult,
    _parted,
    _side_animal,
)
from nocturne.moderation.animal_alone_ask import alone_ask
from nocturne.moderation.animal_background import set_aside, tag_aside
from nocturne.moderation.animal_before import animal_before
from nocturne.moderation.animal_cards import card_animal_names, species_heads
from nocturne.moderation.animal_fours import on_all_fours_for
from nocturne.moderation.animal_he_and import he_and
from nocturne.moderation.animal_idioms import horseback, idiom_animal, ponytail
from nocturne.moderation.animal_innuendo import innuendo
from nocturne.moderation.animal_insisted import insisted_real, joins_in, legged_partner, walked
from nocturne.moderation.animal_it import sex_with_it
from nocturne.moderation.animal_joins import joins_scene
from nocturne.moderation.animal_liaison import liaison
from nocturne.moderation.animal_likeness import feral_people
from nocturne.moderation.animal_meant import meant_sexually
from nocturne.moderation.animal_names import (
    ARTICLES,
    POSSESSIVES,
    aliases,
    kept_out,
    named_animal,
    praised,
    praised_at,
)
from nocturne.moderation.animal_objects import person_object_acts
from nocturne.moderation.animal_paired_tags import paired_tags
from nocturne.moderation.animal_preferred import preferred
from nocturne.moderation.animal_pro_acts import pro_act
from nocturne.moderation.animal_relief import relief
from nocturne.moderation.animal_solo import solo_after_then
from nocturne.moderation.animal_spread import spread
from nocturne.moderation.animal_tags import tagged
from nocturne.moderation.animal_there import licked_there
from nocturne.moderation.animal_they import they_with_it
from nocturne.moderation.animal_together import together
from nocturne.moderation.animal_try_with import tried_with
from nocturne.moderation.animal_two_alone import two_alone
from nocturne.moderation.animal_undress import undressed_for
from nocturne.moderation.animal_vague import vague
from nocturne.moderation.animal_way import has_its_way
from nocturne.moderation.animal_with import human_after_with
from nocturne.moderation.animal_with_him import with_him
from nocturne.moderation.found import Found
from nocturne.moderation.lexicon import Hit, Lexicon
from nocturne.moderation.night_wink import night_wink
from nocturne.moderation.played_animal import played_animal
from nocturne.moderation.real_animals import (
    _REAL_BEFORE,
    RealAnimals,
    _animal_form_ruled_out,
    _real_of_nothing,
)
from nocturne.moderation.real_kept_out import as_if_real, denied_animal, kept_out_real
from nocturne.moderation.refusals import refused
from nocturne.moderation.zoo_setting import zoo_is_the_place
from nocturne.moderation.zoo_with import zoo_with

# "more than a pet" (lexicon sexual_weak entries, six languages) said of an animal as a wish or for the
# night ("he wants his dog to be more than a pet tonight"); "my dog is more than a pet, he's family"
# states a bond (AnimalRules._more_than_a_pet).
_MORE_THAN = ("more than", "mas que", "algo mas que", "mehr als", "plus qu", "mais que", "больше чем")

_WISHES = frozenset(
    "want wants wanted wanna wish wishes make makes let lets become becomes tonight tonite quiero quiere "
    "quieres quisiera convertir noche mochte mochtest willst werden nacht veut veux voudrait devenir soir "
    "quero quer queria virar noite хочет хочу хотел хотела стать станет ночью konya".split()
)


# Desire for an animal as such ("wanting the stallion", "craves her dog"; AnimalRules._desired).
_DESIRE = frozenset(
    "want wants wanted wanting crave craves craving craved desire desires desiring desired lusts lusting "
    "covets coveting quiere queria deseaba desea desea anhela begehrt begehrte will wollte veut voulait "
    "desire convoite quer queria deseja хочет хотела желает".split()
)

# "be into dogs", "she's really into horses", "a thing for dogs": an attraction (kept out of the lexicon's
# attraction key, which makes an ambiguous word an animal: "my wife is into bulls" is cuckold talk).
_INTO_LEADS = frozenset("be is actually really shes hes im".split())
_ATTRACTION_REACH = 4  # words from the animal an attraction is to, to the word that makes it sexual


_NOT_DESIRED_AFTER = frozenset("to back sold gone fed out a para zu que de a que pour чтобы".split())


class AnimalRules(AnimalActs, RealAnimals):
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
            and not kept_out_real(a, h)  # "an actual dog … asleep … nothing to do with it" (real_kept_out.py)
            and not as_if_real(a, h)  # "as if we meant a real puppy" in a pet-play text
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
            and not denied_animal(a, h)  # "none of that is an animal" in a pet-play text (real_kept_out.py)
            and not walked(a, h)  # "after the sex she takes the dog for a walk"
            and not idiom_animal(a, h)  # "my coworker really f*cked the dog on this project"
            and not horseback(a, h)  # "fui a montar a caballo con mi novio"
            and not ponytail(a, h)  # "queue de cheval": a hairstyle
            and not refused(a.words, a.sentence_of, h)  # "je ne peux pas écrire … impliquant un animal"
            and not a.covered("sexual", h.start, h.end, longer=True)  # "a lo perrito": a position's name
            and self._real_animal(a, h, allow_anthro, allow_pet_play, real)
        ]
        if whole:  # an image prompt's "dog sleeping on rug in background" (animal_background.py)
            animals = [h for h in animals if not tag_aside(a, h)]
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
            h.start > 0
            and a.words[h.start - 1] in _REAL_BEFORE
            and not praised(a, h)
            and not kept_out_real(a, h)
            for h in animals
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
            or [f for f in [pro_act(a, animals, real)] if f]  # "does it with the horse … actually the horse"
            or [f for f in [relief(a, animals)] if f]  # "lets the labrador 'help her out' when she's horny"
            or [f for f in [spread(a, animals)] if f]  # "the peanut butter trick with the dog 😏"
            or [f for f in [preferred(a, animals)] if f]  # "prefers them to men, bed included"
            or [f for f in [tagged(a, allow_anthro)] if f]  # "Tags: zoo, k9, equine, nsfw" (animal_tags.py)
            or [f for f in [paired_tags(a, animals, whole)] if f]  # "mulher nua, cavalo, juntos, nsfw"
            or [f for f in [zoo_with(a, animals)] if f]  # "zoo com um pônei 🐴🔞"
            or [f for f in [has_its_way(a, animals)] if f]  # "her husky has his way with her"
            or [f for f in [they_with_it(a, animals)] if f]  # "pulls him up, and they have sex"
            or [f for f in [he_and(a, animals)] if f]  # "Rex is the labrador. He and {{user}} …"
            or [f for f in [alone_ask(a, animals)] if f]  # "her tomcat … continue it as a sex scene"
            or [f for f in [animal_before(a, animals)] if f]  # "The stallion waits. She lets him take her"
            or [f for f in [on_all_fours_for(a, animals)] if f]  # "gets on all fours for him" (the doberman)
            or [f for f in [sex_with_it(a, animals)] if f]  # "that mule … sex with it" (animal_it.py)
            or [f for f in [with_him(a, animals)] if f]  # "tem um cavalo … e transa com ele"
            or [f for f in [meant_sexually(a, animals)] if f]  # "strokes the goat* (ooc: i mean sexually)"
            or [f for f in [licked_there(a, animals)] if f]  # "lets the labrador lick her there"
            or [f for f in [undressed_for(a, animals)] if f]  # "the gelding … began to strip … tonight"
            or [f for f in [two_alone(a, animals)] if f]  # "a pic of u and ur pup … nsfw, just u two"
            or [
                f for f in [tried_with(a, animals)] if f
            ]  # "her golden retriever … I wanted to try it with him"
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
        if found and set_aside(a, animals):
            return  # "Daisy and {{user}} … the horses are just background" (animal_background.py)
        yield from found or self._animal_partner(a, animals)

    def _desired(self, a: Analysis, animals: list[Hit]) -> list[Found]:
        """An animal that is the object of desire in a sexual text with no human couple: "wanting the
        stallion in the back paddock … to have him. NSFW", "she craves her dog, explicit", "sie begehrt
        den Hengst". Not a wish for it to do something ("wants the dog to stay outside", "wants her
        horse back")."""
        if not animals or a.of("couple") or not self.sexual(a):
            return []
        attracted = _attractions_end(a)
        for hit in animals:
            if a.negated(hit.start):
                continue
            if (
                hit.start in attracted or (hit.start - 1 in attracted and a.words[hit.start - 1] in ARTICLES)
            ) and any(
                hit.end <= h.start <= hit.end + _ATTRACTION_REACH and not a.negated(h.start)
                for h in a.of("sexual")
            ):
                # "I have a thing for dogs. Like, sexually": the attraction, and what kind right after it
                return [Found("prohibited-bestiality", "animal-desired", hit.entry)]
            lead = a.words[max(0, hit.start - 3) : hit.start]
            if not any(w in _DESIRE for w in lead):
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
        # ("der beste Freund des Menschen": its "Freund" names the dog, no human partner)
        inside = frozenset(i for h in animals if partners.euphemism(h) for i in range(h.start, h.end))
        short = len(a.words) <= partners.SHORT_TEXT and not partners.human_partner(a, inside)
        if paired is None and short and not _named_adult(a):
            # (not "man's best friend? nah, HER best friend Jake (29)": a friend with a grown man's age)
            paired = next(
                (h for h in animals if partners.euphemism(h) and not bystanders.bystander(a, h)), None
            )
        if paired is None and short:
            # "The pig in the pen — make it sexual with him.": no person is named, so "him" is the animal.
            paired = next(
                (
                    h
                    for h in animals
                    if partners.pronoun_partner_after(a, h) and not bystanders.bystander(a, h)
                ),
                None,
            )
        if paired is None and short:
            # "*the Doberman jumps onto the bed …* make them mate": a pair named "them", and no person
            # the text could mean instead.
            acts = a.of("sexual") + a.of("animal_acts")
            acts += [h for h in a.of("sexual_weak") if h.entry in partners.INTENT]
            act = partners.them_act(a, acts)
            animal = next((h for h in animals if not bystanders.bystander(a, h)), None)
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
            if short and solo_after_then(a, paired, sexual):
                continue  # "una foto con el caballo … y luego otra picante, tú solita" (animal_solo.py)
            if short or not a._barrier(min(paired.end, sexual.end), max(paired.start, sexual.start)):
                yield Found("prohibited-bestiality", "animal-partner", f"{paired.entry} … {sexual.entry}")
                return
        if short and night_wink(a, paired.end):  # "k9 lover rp: she and her dog, after dark ;)"
            yield Found("prohibited-bestiality", "animal-partner", f"{paired.entry} … night")


def _attractions_end(a: Analysis) -> set[int]:
    """Where the words an attraction is to start: after the lexicon's attraction phrases, "be into",
    "a thing for"."""
    ends = {h.end for h in a.of("attraction")}
    for i in range(1, len(a.words)):
        w, before = a.words[i], a.words[i - 1]
        if (w == "into" and before in _INTO_LEADS) or (w == "for" and before == "thing"):
            ends.add(i + 1)
    return ends
