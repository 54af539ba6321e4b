"""A child given a grade or an age, then said to be away while the adults have the house (round ad,
minors precision).

"She's in middle school. Just started there. Anyway. Now she's at a sleepover, so her mom and I finally
have the house to ourselves. Make it sexual." The grade says who she is, and a sexual word anywhere would
make her part of the scene (rules.py); but the text sends her away ("at a sleepover", "está con la
abuela", "schläft bei Oma", "dort chez mamie", "dorme na casa da avó", "ночует у бабушки"; lexicon key
`absent`) before anything sexual, and then names who is left: the speaker and an adult ("her mom and I",
"su madre y yo", "ihre Mutter und ich", "sa mère et moi", "a mãe dela e eu", "мы с её мамой", "my wife
and I"). The sexual words after that are the adults'. With the child herself left as the speaker's
partner ("she and I", "me and her", "мы с ней") it is no such text.
"""

from __future__ import annotations

import bisect

from nocturne.moderation.analysis import Analysis

# The adult left with the speaker: a parent of the child or the speaker's partner (Russian in the
# instrumental after "мы с", "й" read as "и").
_ADULTS = frozenset(
    """mom mum mother mommy stepmom stepmum dad father stepdad wife husband partner girlfriend boyfriend gf
    bf fiance fiancee
    madre mama mami madrastra padre papa esposa esposo mujer marido novia novio pareja
    mutter mama stiefmutter vater papa frau mann freundin freund partnerin
    mere maman belle-mere pere papa femme mari copine copain compagne compagnon
    mae mamae madrasta pai esposa mulher marido namorada namorado
    мамои матерью мачехои папои отцом женои мужем подругои парнем
    okaasan haha tsuma otto""".split()
)
# "X and I" in each language; Russian says "мы с X" (we with X).
_AND_I = (
    ("and", "i"),
    ("y", "yo"),
    ("und", "ich"),
    ("et", "moi"),
    ("e", "eu"),
    ("to", "boku"),
    ("to", "watashi"),
)
_WE_WITH = ("мы", "с")
_OWNERS = frozenset("his her their a my our".split())
# The child as someone again after the adults are named ("then she comes home", "fuck her").
_BACK = frozenset("she shes he hes her him ella elle ela ele она он".split())
_REACH = 4  # tokens from the adult word to "and I" ("her mom and I", "a mãe dela e eu")


def away_afterwards(a: Analysis, at: int) -> bool:
    """The child named at token `at` is sent away in a later sentence before every sexual word, and an
    adult is then left with the speaker (module docstring). The text is read once (a.cache); each
    question is a look-up."""
    known = a.cache.get(("away", ""))
    if known is None:
        known = a.cache[("away", "")] = _read(a)
    absences, pairs, last_back = known
    sentence = a.sentence_of[at]
    # The first absence in a later sentence (all of them come before every sexual word).
    away = next((end for s, end in absences if s > sentence), None)
    if away is None:
        return False
    at_pair = bisect.bisect_left(pairs, away)
    # "… so her mom and I have the house. Then she comes home and joins us": the child is back.
    return at_pair < len(pairs) and last_back < pairs[at_pair]


def _read(a: Analysis) -> tuple[list[tuple[int, int]], list[int], int]:
    """The absences before the first sexual word (sentence, end), the adult pairs before it (the token
    after the adult word) and the last token that names the child again."""
    words = a.words
    first_sexual = min(
        (h.start for key in ("sexual", "sexual_weak") for h in a.of(key) if not a.negated(h.start)),
        default=len(words),
    )
    ends = [h.end for h in a.of("absent") if h.end <= first_sexual and not a.negated(h.start, h.end)]
    before = words[: min(first_sexual, len(words) - 2)]
    ends += [i + 3 for i, w in enumerate(before) if w == "at" and _at_someones(words, i)]
    absences = sorted((a.sentence_of[end - 1], end) for end in ends)
    pairs = [i + 1 for i, w in enumerate(words[:first_sexual]) if w in _ADULTS and _adult_pair(words, i)]
    last_back = max((i for i, w in enumerate(words) if w in _BACK), default=-1)
    return absences, pairs, last_back


def _at_someones(words: list[str], i: int) -> bool:
    """'at his grandma's', 'at her dad's', 'at a friend's': someone's home, where the absent lexicon lists
    only some."""
    return (
        words[i] == "at" and words[i + 1] in _OWNERS and words[i + 2].endswith("s") and len(words[i + 2]) > 3
    )


def _adult_pair(words: list[str], i: int) -> bool:
    """An adult word and "I" after it ("her mom and I", "a mãe dela e eu"), or "мы с её мамой"."""
    if words[i] not in _ADULTS:
        return False
    if any(tuple(words[k : k + 2]) in _AND_I for k in range(i + 1, min(i + 1 + _REACH, len(words) - 1))):
        return True
    return any(tuple(words[k : k + 2]) == _WE_WITH for k in range(max(0, i - 3), i - 1))
