"""Ages told as the scene or as a memory, and children in an adult's life (rules.py, issue 9).

"She was 14. He fucked her." is the scene; "She was 14 when she moved, now 25" is a memory; "my daughter
is 14 and I want her to join us" brings someone's child into the act, "a MILF with a 16-year-old son"
seducing "her 40-year-old neighbour" does not. StoryRules is a part of rules.Rules.
"""

from __future__ import annotations

import bisect

from nocturne.moderation.age_frames import NAMED_WAS, WHEN_AGAIN
from nocturne.moderation.age_kinds import NOW
from nocturne.moderation.age_phrases import ADULT_AGE
from nocturne.moderation.ages import Age
from nocturne.moderation.analysis import Analysis
from nocturne.moderation.children_sent_away import sent_away
from nocturne.moderation.joining_names import joins_after
from nocturne.moderation.lexicon import Hit
from nocturne.moderation.partners import HUMAN_PARTNERS

# A person of the scene as the subject of an age statement ("She was 14.", "Sie war 14.", "Ей было 14."),
# and the pronouns by which the next sentence goes on with that person (Rules._scene_goes_on). Folded
# forms: "ей" is read "еи", "él" "el", "l'a" "l a".
_SCENE_SUBJECTS = frozenset("she he they sie er еи ему она он elle il ella el ela ele".split())
BACK_PRONOUNS = _SCENE_SUBJECTS | frozenset(
    "her him them hers ihr ihn ihm ее нее ей неи его него ему нему ним нею ею la l lui lo le les "
    "dela dele lhe".split()
)
# Object pronouns that are also articles ("toute la nuit"): a pronoun only right before the verb ("il la
# baise", "la follo").
_CLITICS = frozenset("la le les l lo".split())
# Words that make the age a memory rather than the scene: "She was 14 when she moved", "years ago".
_MEMORY = frozenset("when als когда quand cuando quando since until ago seit назад".split())
_SCENE_REACH = 2  # sentences after the age statement
_PAIRING = [[w] for w in "and y und et e и with con mit avec com с".split()]
# Words after a family noun that are no name ("her daughter is 12", "su hija tiene 13").
_NOT_A_NAME = frozenset(
    "is was who and has had s turned just tiene tenia cumple ist hat wird tem tinha a est eta etait "
    "that which of from with in at the".split()
)
# "A MILF with a 16-year-old son": a child a person has (Rules._family_sexual), and "her 40-year-old
# neighbour": an act's object named by an adult age (with_adult).
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


class StoryRules:
    """Rules.family (family words) and Rules.owners ("my", "her") come from the lexicon."""

    family: frozenset[str]
    owners: frozenset[str]

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
            if not a.negated(h.start) and not (had and (h.start == start - 3 or with_adult(a, h)))
        ]
        if had and acts and any(with_adult(a, h) for h in a.in_sentence("sexual_soft", sentence)):
            # "A single mom with a 15-year-old daughter flirts with her 45-year-old boss, it gets
            # steamy": the scene is the adults', unless an act names the child ("fuck her daughter").
            return any(w in self.family for h in acts for w in a.words[h.end : h.end + 3])
        return bool(acts) and not self._only_adults_act(a, sentence)

    @staticmethod
    def _only_adults_act(a: Analysis, sentence: int) -> bool:
        """'... so we went to a sex club': the sexual words belong to the speaker and partner."""
        return we_only(a.sentence_words(sentence))

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

    def _named_child_acts(self, a: Analysis, age: Age) -> bool:
        """'Their daughter Noa is 12 … end with Noa and Aaron sleeping together', 'su hija Lucía tiene 13
        … Lucía y él en la cama, explícito': a child named beside the family word, and that name back
        in a later sentence with a sexual word. She is in the scene, not a child in the adult's life."""
        name = next(
            (
                a.words[i + 1]
                for i in range(max(0, age.start - 4), age.start - 1)
                if a.words[i] in self.family
                and a.words[i + 1].isalpha()
                and a.words[i + 1] not in _NOT_A_NAME
            ),
            None,
        )
        if name is None or len(name) < 3:
            return False
        sentences = {
            a.sentence_of[h.start] for h in a.of("sexual") if h.start > age.end and not a.negated(h.start)
        }
        since = a.sentence_of[age.start]
        # Paired with someone ("Noa and Aaron", "with Noa", "Lucía y él"), not beside the act ("while
        # Max sleeps at a friend's").
        return any(
            a.words[j] == name
            and a.sentence_of[j] in sentences
            and a.sentence_of[j] > since
            and (
                a.words[j + 1 : j + 2] in _PAIRING
                or a.words[j - 1 : j] in _PAIRING
                # "Eli should show up … and join them in the sex" (joining_names.py)
                or joins_after(a.words, j)
            )
            for j in range(age.end, len(a.words))
        )

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
        past age only when X opens the sentence and no lexicon knows it (age_frames._named), so
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
            for h in hits_between(a.of("sexual"), past.end, stop)
            if a.sentence_of[h.start] > sentence and not a.negated(h.start)
        ]
        # With `family`: the sentences, within reach, that name the adults who act (read once).
        couples = {a.sentence_of[h.start] for h in hits_between(a.of("couple"), past.end, stop)}
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
                and a.words[i] in BACK_PRONOUNS
                and (a.words[i] not in _CLITICS or act.start - 2 <= i < act.start)
                and not (away and (i + 1 in away or i + 2 in away))
                # "the tutor and his wife": the pronoun owns an adult partner, it is no child
                and not (family and i + 1 < len(a.words) and a.words[i + 1] in HUMAN_PARTNERS)
                for i in range(max(0, act.start - 12), min(len(a.words), act.end + 12))
            ):
                return True
            wedded = family and any(
                a.words[i] in HUMAN_PARTNERS
                and (a.words[i - 1] in self.owners or a.words[i - 1] in BACK_PRONOUNS)
                for i in range(max(1, act.start - 12), min(len(a.words), act.end + 12))
                if a.sentence_of[i] == at
            )  # "explicit sex between the tutor and his wife": the sentence names an adult couple
            if family and at not in couples and not wedded and not we_only(spoken.get(at, [])):
                if sent_away(a, sentence):
                    continue  # "Children: two kids, 8 and 11, who are at their dad's this weekend" (children_sent_away.py)
                return True  # "Mi hija tiene 14 años. Quiero follarla.": no adult named as who acts
        return False

    def _adults_only_sexual(self, a: Analysis) -> bool:
        """Every sexual word is in a sentence where only 'we' act ("we sneak off to fuck")."""
        known = a.cache.get(("adults-only", ""))
        if known is None:
            sentences = {a.sentence_of[h.start] for h in a.of("sexual") if not a.negated(h.start)}
            known = a.cache[("adults-only", "")] = bool(sentences) and all(
                self._only_adults_act(a, s) for s in sentences
            )
        return bool(known)


def with_adult(a: Analysis, act: Hit) -> bool:
    """'seduces her 40-year-old neighbour', 'fucks the 30 year old': the act's object is an adult,
    named by an adult age right after it."""
    return any(
        g.kind == "present"
        and g.value >= ADULT_AGE
        and g.start - act.end in (1, 2, 3)
        and all(w in _DETERMINERS or w in _WITH for w in a.words[act.end : g.start])
        for g in a.ages_in_sentence(a.sentence_of[act.start])
    )


_OWNERS = frozenset("my mein meinem meinen meiner mi mon ma meu minha моим моей".split())


def with_spouse(a: Analysis, act: Hit) -> bool:
    """'intimacy with my husband', 'sexo con mi marido', 'с моим мужем': the act's partner is the
    speaker's own adult partner, so a memory told in the same sentence ("what my uncle did when I was
    eight is why I freeze up during intimacy with my husband") is not what the act is about."""
    after = a.words[act.end : act.end + 4]
    return any(
        w in _WITH
        and after[i + 1 : i + 2]
        and after[i + 1] in _OWNERS
        and after[i + 2 : i + 3]
        and after[i + 2] in HUMAN_PARTNERS
        for i, w in enumerate(after)
    )


# Words that bring a memory into the present ("… when I was eight are why I freeze up", "makes sex with
# my wife hard"): the act after them is today's, with today's partner ("when I was 9 I had sex with my
# boyfriend" has none, and the act is the memory's).
_NOW_LINKS = frozenset(
    "is are why makes make still now today ist sind warum macht heute es son por hace hoy e sao porque faz "
    "hoje est sont pourquoi rend aujourd сейчас теперь почему".split()
)


def backstory_with_spouse_only(a: Analysis, age: Age) -> bool:
    """Every sexual word in a past age's sentence is the speaker's act today with their own partner."""
    acts = [h for h in a.in_sentence("sexual", a.sentence_of[age.start]) if not a.negated(h.start)]
    return bool(acts) and all(
        h.start > age.end and with_spouse(a, h) and any(w in _NOW_LINKS for w in a.words[age.end : h.start])
        for h in acts
    )


def we_only(words: list[str]) -> bool:
    """'we' act in these words of one sentence, and no one else is named ("so we went to a sex club")."""
    others = ("her", "him", "them", "join", "she", "he", "they", "shes", "hes")
    return "we" in words and not any(w in others for w in words)


def hits_between(hits: list[Hit], start: int, stop: int) -> list[Hit]:
    """The hits (in token order) that start in [start, stop), found by bisection: linear overall."""
    return hits[
        bisect.bisect_left(hits, start, key=lambda h: h.start) : bisect.bisect_left(
            hits, stop, key=lambda h: h.start
        )
    ]
