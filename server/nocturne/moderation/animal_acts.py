"""An animal doing, or done, a sexual act (the bestiality rules, animals.py): in one clause within a few
words ("the pony nuzzles and then mounts the girl", "gets mounted by the dog"), any sexual word with a
real animal, an animal identity with sexual intent, a lick beside a sexual word, knotting with a canine.

Apart from animals.py, which reads the animal words and tries each way an animal can be in the sex in
turn, because this decides the first and most used of them: who does the act in a clause, and what
parts an animal from it (a comma, a new clause with "and", a human couple, a bystander). AnimalActs is a
part of animals.AnimalRules.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable, Iterable

from nocturne.moderation import bystanders, partners
from nocturne.moderation.age_phrases import ADULT_AGE
from nocturne.moderation.analysis import REQUEST_WORDS, Analysis
from nocturne.moderation.animal_background import tag_bounds
from nocturne.moderation.animal_breeds import animal_breed
from nocturne.moderation.animal_likeness import listed_and
from nocturne.moderation.animal_names import (
    IT,
    PRAISE_ANIMALS,
    consent_it,
    couple_named,
    human_pair,
)
from nocturne.moderation.animal_with import human_after_with
from nocturne.moderation.banned_acts import banned_act
from nocturne.moderation.found import Found
from nocturne.moderation.husbandry import husbandry_act
from nocturne.moderation.lexicon import Hit
from nocturne.moderation.pair_only import pair_only
from nocturne.moderation.ratings import RATED

_ANIMAL_WINDOW = 8  # words between an animal and a sexual act in one clause

# Where a pet licks anyone ("licks my face"): not sexual by itself.
_NEUTRAL_PARTS = frozenset(
    "face faces cheek cheeks nose ear ears hand hands arm arms feet foot toes leg legs fingers chin forehead "
    "cara mano manos pies gesicht hand hande fusse visage main mains pieds rosto mao maos pes лицо руку руки".split()
)

# "…, anyway let's have sex": the talk has moved on from the pet.
_TOPIC_SHIFT = frozenset("anyway anyways btw anyhow bueno egal bref enfim enfin короче".split())

# "… lick her while they're doing it": the act the lick goes along with.
_DURING = frozenset("while during whilst mientras durante pendant wahrend enquanto пока".split())
_HINTED_ACTS = frozenset(
    [
        "doing it",
        "do it",
        "at it",
        "going at it",
        "making out",
        "make out",
        "getting busy",
        "get busy",
        "lo hacen",
        "haciendolo",
        "es tun",
        "le font",
        "fazendo",
        "занимаются этим",
    ]
)

# A couple in the sentence: the animal is not the one in the sex ("while we ...").
_COUPLE = frozenset("we us nosotros wir nous nos мы".split())

# An act done "by" the animal after it: "gets mounted by the dog", "se deja montar por su perro",
# "se laisse prendre par le chien", "montada pelo cavalo", "von ihrem Hund bestiegen".
_AGENTS = frozenset("by por par pelo pela pelos von vom".split())

# An act whose object pronoun comes first ("её берёт", "на неё залезает", "меня покрывает"): in
# such free word order the noun after the verb is its subject, so an animal there does the act.
_OBJECT_FIRST = frozenset("ее меня его нее него ей мне нас на".split())

_CANINE = re.compile(
    r"dog|canine|hound|k9|wolf|wolves|husky|huskies|shepherd|retriever|labrador|mastiff|rottweiler|doberman|pooch|mutt|perro|hund|chien|cachorro|собак|пёс|пес|inu"
)


class AnimalActs:
    """AnimalRules sets who-is-who (`identity`), what is sexual (`sexual`) and the identity verbs."""

    identity: Callable[[Analysis, Hit], str | None]
    sexual: Callable[..., bool]
    identity_verbs: frozenset[str]

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
            # "… had sex with him"; not the scene's consent ("if everyone's okay with it"; animal_names.py)
            words = a.sentence_words(sentence)
            return any(w in IT and not consent_it(words, i) for i, w in enumerate(words))

        if real and any(
            not a.negated(h.start)
            and h.start not in only
            and about_it(a.sentence_of[h.start])
            and (not side or _about_side(a, a.sentence_of[h.start], named))
            for h in a.of("sexual")
            + a.of("animal_acts")
            + [h for h in a.of("sexual_weak") if h.entry == RATED]
        ):
            # A real animal ("feral", "an actual dog"): any sexual word is about it, "nsfw" and "18+" included.
            yield Found("prohibited-bestiality", "animal-sexual", animals[0].entry)
            return
        # (in an explicit prompt, a soft act on the animal too: "nsfw, …, kissing the horse, embrace"; not
        # "german shepherd, dog asleep on the rug, blush")
        soft_acts = (
            [h for h in a.of("sexual_soft") if _same_tag(a, h, animals)]
            if whole and any(not a.negated(h.start) for h in a.of("sexual"))
            else []
        )
        if whole and any(not a.negated(h.start) for h in acts + a.of("animal_soft_acts") + soft_acts):
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
            identity = (
                None
                if _russian_with(a, hit) or listed_and(a, hit) or animal_breed(a, hit)  # "the dog is a lab"
                else self.identity(a, hit)
            )
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
                if banned_act(a, hit, sexual):
                    continue  # "動物とのエロも禁止": the act is what a rule bans (banned_acts.py)
                if husbandry_act(a, sexual):
                    continue  # "semen collection on a stallion", "when is a mare in heat?" (husbandry.py)
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
            # "have the dog lick her while they're doing it": a lick of no named part beside an act the
            # sentence only hints at is the act's own
            hinted = [
                h
                for h in ([] if neutral else a.in_sentence("sexual_weak", sentence))
                if h.entry in _HINTED_ACTS
                and not _DURING.isdisjoint(a.words[max(act.end, h.start - 4) : h.start])
            ]
            for sexual in [*a.in_sentence("sexual", sentence), *hinted]:
                if (
                    not act.start <= sexual.start < act.end
                    and not (neutral and sexual.start in not_acts)
                    and not a.negated(sexual.start)
                    and not any(w in _TOPIC_SHIFT for w in a.words[min(act.end, sexual.end) : sexual.start])
                ):
                    return Found("prohibited-bestiality", "animal-sexual", f"{actor.entry} … {act.entry}")
        return None

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


def _same_tag(a: Analysis, act: Hit, animals: list[Hit]) -> bool:
    """An animal in the act's own comma-parted tag."""
    start, end = tag_bounds(a, act.start)
    return any(start <= a.spans[h.start][0] < end for h in animals)


def _bystander_after_act(a: Analysis, act: Hit, hit: Hit) -> bool:
    """After the act, "and" opens a clause where the animal does something else: "my bf and i have sex
    and the dog sleeps outside", "tenemos relaciones y el perro duerme afuera"; not "fuck the dog
    sleeping on the couch" (the dog is the act's object). Before the act, the same when a person opens
    the act's clause ("the dog watches as he seduces her")."""
    if hit.end <= act.start:  # "the dog watches as he seduces her": someone else is the act's subject
        if a.words[act.end - 1 : act.end + 1].count("it"):
            return False  # "the dog sleeps on the bed while she fucks it": the act is done to it
        if bystanders.interrupts(a, hit):
            return True  # "la mascota … interrumpe la escena hot ladrando": it stops the scene
        return bystanders.bystander(a, hit) and any(w in _SUBJECTS for w in a.words[hit.end : act.start])
    between = a.words[act.end : hit.start]
    return (
        act.end <= hit.start
        and any(w in partners.AND_WORDS for w in between)
        and bystanders.bystander(a, hit)
    )


_SUBJECTS = frozenset(
    "he she they i we er sie wir ich il elle ils nous je el ella ellos ele ela eles он она они мы я".split()
)
