"""Whose age and when (issue 9, point 2): an age the reader (ages.py) found is a child in an adult's
life ("my 12-year-old son", "mi hija tiene 14", "my daughter (8) is at grandma's"), a participant of
the role-play ("du bist meine Nichte, gerade vierzehn geworden") or backstory ("when I was 12",
"j'avais 15 ans quand …"). AgeReader inherits these questions from AgeKinds.
"""

from __future__ import annotations

import re

from nocturne.moderation.lexicon import Hit

SENTENCE_BREAK = re.compile(r"[.!?;]")
BRACKET_AFTER = re.compile(r"[(\[]\s*$")
# Words after "my 11 yo" that are no noun: the unit stands for the child ("my 11 yo why she can't …").
_NOT_NOUNS = frozenset("and is was at who has s in with to from for but so why what how".split())
# "my 9yo just walked in", "my 7 year old woke up": the owner's child does something in the speaker's day
# (the verb or adverb right after the age), a child mentioned, not a participant ("my 16yo oc" is one).
_CHILD_DOES = frozenset(
    """just walked woke came keeps kept needs wants wanted asked interrupted barged burst ran yelled
    called knocked got needed fell kam kommt wachte platzte""".split()
)
_PARENTS = frozenset(
    "mother father mom mum dad parent madre padre mutter vater mere pere mae pai мать отец".split()
)
_HAVE = frozenset("have has had with raising adopted of mit hat hatte avec com tem".split())
# The speaker having a child: "tengo una hija de 14", "j'ai une fille de 14 ans", "tenho uma filha de 14".
_SPEAKER_HAS = frozenset("tengo jai ai tenho habe have".split())
# "a" before the child: "with a 15-year-old daughter", "mit einer 15-jährigen Tochter".
_INDEFINITE = frozenset("a an einer einem einen eine une un una uma um".split())
# Past-tense "had/was" before an age, and "when" after it (_was_when).
WAS = frozenset(
    "avais avait avions aviez avaient tenia tenias tenian tinha tinhas tinham war warst waren было".split()
)
# "… now I'm 30": the speaker's age today, after a memory (also read by rules.py).
NOW = frozenset(
    # "сеичас": the normaliser reads й as и
    "now today nowadays ahora hoy agora hoje maintenant aujourd jetzt heute сейчас сеичас теперь ima".split()
)
WHEN = frozenset("quand qd cuando quando als когда".split())  # "qd": French chat
_PRONOUNS = frozenset("he she they hes shes theyre".split())
# The speaker or the listener as what someone is ("you are", "du bist", "I'm", "ты"): a participant of the
# role-play.
_PARTICIPANTS = frozenset("you u i du tu je ich voce".split())
_BEING = frozenset("are re r am bist bin es est e".split())
_PLAYING = frozenset("roleplay rp play pretend act roleplaying playing acting".split())
_BEING_SELF = frozenset("youre ur im bist bin eres soy sou suis ты я se sei sois seja sejas будь".split())
# "my little sister (12)": a word between the owner and the child.
_SIBLING_AGE = frozenset(
    "little big younger older baby kleine kleiner petite petit pequena pequeno младшая младшии".split()
)
# "is" between a subject and an age ("Meine Tochter ist 14", "ma fille est 14"): present tense only.
_COPULAS = frozenset("is s ist est es".split())


class AgeKinds:
    """The kind of an age from the words around it; `family` and `owners` are lexicon words."""

    family: frozenset[str]
    owners: frozenset[str]

    def _owned_bracket(
        self,
        text: str,
        spans: list[tuple[int, int]],
        words: list[str],
        index: int,
        starts: dict[int, list[Hit]],
    ) -> bool:
        """'my daughter (8) is at grandma's': the bracket gives the age of someone's child who is away."""
        if not (
            index >= 2
            and words[index - 1] in self.family
            and (
                words[index - 2] in self.owners
                or (index >= 3 and words[index - 2] in _SIBLING_AGE and words[index - 3] in self.owners)
            )
            and BRACKET_AFTER.search(text[max(0, spans[index][0] - 3) : spans[index][0]]) is not None
        ):
            return False
        for at in range(index + 1, min(index + 8, len(words))):
            if SENTENCE_BREAK.search(text[spans[index][1] : spans[at][0]]):
                return False
            if any(h.key == "absent" for h in starts.get(at, ())):
                return True
        return False

    def _owned_subject(
        self, text: str, spans: list[tuple[int, int]], words: list[str], frames: list[Hit]
    ) -> bool:
        """'my daughter is 14', 'mi hija tiene 14': the subject is someone's child, whose age is a
        mention (kind family); not a bare "daughter" before a bracket ("my daughter (8) joins us")."""
        for h in frames:
            if h.key != "subjects":
                continue
            child = h.start if h.end - h.start > 1 and words[h.start] in self.family else h.start - 1
            if child >= 2 and words[child] not in self.family and words[child - 1] in self.family:
                child -= 1  # "su hija Sofía tiene 14": the child's name after the family word
            if child < h.start and SENTENCE_BREAK.search(text[spans[child][1] : spans[h.start][0]]):
                continue  # "… her little brother? He's 11.": a new sentence says who is 11
            if child >= 1 and words[child] in self.family:
                owner = child - 2 if child >= 2 and words[child - 1] in _SIBLING_AGE else child - 1
                if words[owner] in self.owners:  # "my daughter is", "my little brother (he's 9)"
                    # not "Mia's sister is 14" (who Mia is, unsaid); "{{user}}'s kid is 14": the user's child
                    return words[owner] != "s" or (owner >= 1 and words[owner - 1] in ("user", "char"))
                if owner >= 1 and words[owner] in _INDEFINITE and words[owner - 1] in _SPEAKER_HAS:
                    return True  # "tengo una hija de 14", "j'ai une fille de 14 ans": the speaker's child
        return False

    def _role_played(self, words: list[str], index: int) -> bool:
        """'you're my niece', 'du bist meine Nichte', 'u r my 16 yr old stepdaughter', 'ты моя дочь': the
        child is the listener or the speaker, a participant of the role-play, not someone's child
        mentioned. The owner word closest before the age decides."""
        window = words[max(0, index - 7) : index]
        for at in range(len(window) - 1, -1, -1):
            if window[at] in self.owners:
                verb = window[at - 1] if at >= 1 else ""
                person = window[at - 2] if at >= 2 else ""
                if verb in self._PLAYERS and at >= 3 and window[at - 2] in ("is", "ist", "es", "est"):
                    return window[at - 3] in self._PLAYERS  # "{{char}} is {{user}}'s 7-year-old daughter"
                if verb == "as" and person in _PLAYING:
                    return True  # "roleplay as my 11 year old daughter"
                return verb in _BEING_SELF or (verb in _BEING and person in _PARTICIPANTS)
        return False

    _PLAYERS = frozenset("char user bot".split())

    def _owned_child_before(self, words: list[str], lead: int) -> bool:
        """'my daughter is', 'meine Tochter ist', 'моей дочери' (no verb in Russian) right before the
        number: the age of someone's child, read as a mention (kind family) unless the scene goes on
        with the child."""
        at = lead - 1 if lead > 0 and words[lead - 1] in _COPULAS else lead
        return at >= 2 and words[at - 1] in self.family and words[at - 2] in self.owners

    @staticmethod
    def _past_after(end: int, starts: dict[int, list[Hit]]) -> bool:
        """A backstory frame right after the age and its unit ("12-sai no toki ni …")."""
        after = max([end, *(h.end for h in starts.get(end, ()) if h.key == "age_units")])
        return any(h.key == "past_subjects" for h in starts.get(after, ()))

    def _past_lead(
        self,
        text: str,
        spans: list[tuple[int, int]],
        words: list[str],
        index: int,
        ends: dict[int, list[Hit]],
    ) -> bool:
        """'as a 12-year-old', 'when she was a 12 year old': backstory; not "… since she was tiny. She's 14
        now", a present subject of its own in a new sentence."""
        present = min((h.start for h in ends.get(index, ()) if h.key == "subjects"), default=None)
        for back in range(max(0, index - 3), index):
            if (
                any(h.key == "past_subjects" for h in ends.get(back + 1, ()))
                and back + 1 >= index - 2
                and not (
                    present is not None
                    and back + 1 <= present
                    and SENTENCE_BREAK.search(text[spans[back][1] : spans[present][0]])
                )
            ):
                return True
        lead = words[max(0, index - 4) : index]
        return "when" in lead[:-1] and lead[-1:] in (["was"], ["were"])

    def _family(
        self,
        text: str,
        spans: list[tuple[int, int]],
        words: list[str],
        index: int,
        end: int,
        starts: dict[int, list[Hit]],
    ) -> bool:
        """'my 12-year-old son', 'my daughter is 14': someone's child, mentioned."""
        unit_end = end
        for hit in starts.get(end, ()):
            if hit.key == "age_units":
                unit_end = max(unit_end, hit.end)
        following = words[unit_end] if unit_end < len(words) else ""
        if following and SENTENCE_BREAK.search(text[spans[unit_end - 1][1] : spans[unit_end][0]]):
            following = ""  # "a couple with a 6-year-old. Write …": the sentence ends with the child
        noun = following in self.family
        # "mom of a 7 year old, he's asleep": the age unit with no noun after it stands for the child.
        bare = unit_end > end and (following == "" or following in _NOT_NOUNS or following in _PRONOUNS)
        lead = words[max(0, index - 3) : index]
        if len(lead) == 3 and lead[0] in _PARENTS and lead[1:] == ["of", "a"] and unit_end > end:
            return True  # "dad of a 6 year old, widowed": whatever follows, the age is the child's
        if noun or bare:
            if noun and any(w in self.owners for w in lead[-2:]):
                return True
            if len(lead) >= 2 and lead[-1] in _INDEFINITE and lead[-2] in _HAVE:
                # "has a 10 year old daughter", "mother of a 7-year-old boy"; not "the body of a 10 year old"
                return lead[-2] != "of" or (len(lead) == 3 and lead[0] in _PARENTS)
            if noun:
                return False
        if index > 0 and words[index - 1] in self.owners and words[index - 1] != "s":
            if (
                following == ""
                or following in self.family
                or following in _NOT_NOUNS
                or following in _CHILD_DOES
            ):
                return True  # "our 6 year old and ...", "my 9yo just walked in" (_CHILD_DOES)
        window = words[max(0, index - 4) : index]
        for offset, word in enumerate(window):
            if word in self.family and offset > 0:
                owner = offset - 2 if window[offset - 1] in _SIBLING_AGE else offset - 1
                if owner >= 0 and window[owner] in self.owners:
                    return True
                if owner >= 1 and window[owner] in _INDEFINITE and window[owner - 1] in _SPEAKER_HAS:
                    return True  # "tengo una hija de 14": the speaker's child
        return False


def was_when(words: list[str], index: int, end: int, starts: dict[int, list[Hit]]) -> bool:
    """'j'avais 15 ans quand …', 'tenía 15 años cuando …': an age in the past tense, then "when":
    a memory (English "I was 15 when" is a past subject already)."""
    if index == 0 or words[index - 1] not in WAS:
        return False
    after = max([end, *(h.end for h in starts.get(end, ()) if h.key == "age_units")])
    return after < len(words) and words[after] in WHEN
