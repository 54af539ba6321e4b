"""A third person's child mentioned with an age in a long adults' story (issue 9, session 14).

"ella mencionó a su sobrina Irene, que tiene catorce años y se queda a dormir … Sigue una escena de sexo
entre los dos", "de sa petite sœur Margaux, douze ans, qui voulait devenir astronaute … tous les deux",
"o Pedrinho, filho da dona da pousada, doze anos, … somos adultos", "Соседская дочка Катя, одиннадцати
лет, прибежала попросить свечи … им обоим за тридцать", "Jenna's little cousin Kayla, who is fourteen,
had fallen asleep … the two adults". The age is the mentioned child's, told as the setting, when

- the text is long (a story, `_LONG` words),
- a kin or child word ("sobrina", "petite sœur", "filho", "дочка", "cousin") stands a few words before
  the age in its sentence, or the age names a group ("twelve eight-year-olds had been sugared up"); not
  "the girl next door. She's thirteen", where "she" goes on. The age is not claimed for a participant
  (minors.py asks only of unclaimed ages),
- nothing sexual (not even touch words) is in the age's sentence, and the first sexual word comes in a
  later sentence after a full stop (not after a dash: "the innkeeper's daughter — she's only twelve —
  follows you up …, sexually" goes on with the child),
- after the age's sentence the text says the pair is two or adults ("entre los dos", "both adults",
  "somos adultos", "им обоим"; or an adult age anywhere; or two names joined in a later sexual sentence,
  "Marta e Rafael fizeram amor", named_pairs.py), and
- the child's name and the kin word (the words from just before the kin word to the age, less articles,
  owners and copulas) are in no sentence with a sexual word.

A long story with nothing sexual in it (not even soft words) makes the kin's age a mention on any path.
A minor word just before such an age ("una niña de diez años") is the same mentioned child.

"su sobrina Irene, 14, … Después Irene y él tienen sexo" (the name comes back), a short text, or a sexual
word in the age's own sentence keep the age checked.
"""

from __future__ import annotations

import bisect

from nocturne.moderation.age_phrases import ADULT_AGE
from nocturne.moderation.ages import Age
from nocturne.moderation.analysis import Analysis
from nocturne.moderation.cast_children import cast_child
from nocturne.moderation.lexicon import Hit
from nocturne.moderation.named_pairs import named_pair_after

_LONG = 100  # "… de onze anos, subiu … Marta e Rafael fizeram amor": a 112-word story
_KIN_REACH = 7  # "o Pedrinho, filho da dona da pousada, doze anos": the kin word up to seven words back
# Kin words the lexicon's family key lacks: cousins, Russian oblique cases ("про его племянника").
_MORE_KIN = frozenset(
    "cousin cousine primo prima cousins primos primas kusine itoko племянника племянницу сестру сестрёнку "
    "сестренку братика брата сына дочку внука внучку".split()
)
_PAIR = frozenset(
    "adults adult both two adultos adultas dos ambos ambas adultes deux dois duas ambos adultos "
    "erwachsene erwachsenen beide beiden взрослые взрослых оба обоим обе обеим otona futari".split()
)
_SEXUAL = ("sexual", "sexual_weak")
# "two" names the pair as "the two (of them)", "los dos", "les deux", not as "two farmhands are arguing".
_TWO = frozenset("two dos deux dois duas".split())
_THE = frozenset("the los las les os as".split())


def _pair_at(words: list[str], i: int) -> bool:
    """The pair word at i names the pair ("both", "the two of them"), not a count of other people."""
    if words[i] not in _TWO:
        return True
    return (i > 0 and words[i - 1] in _THE) or words[i + 1 : i + 2] in ([], ["of"], ["adults"], ["adultos"])


_STOPS = frozenset(".!?\n")
# Articles, owners, relatives and copulas between a kin word and the age: not the child's name.
_SMALL = frozenset(
    """a an the his her their my our who which is was s that and of little
    su sus la el los las que tiene tenia y de del mi
    sa son ses la le les qui a avait et de du petite petit ma mon
    o os as da do das dos seu sua que tem tinha e de minha meu
    sein seine seiner ihr ihre ihrer der die das ist war und von mein meine kleine kleiner
    его её ее их и моя мой которая который которой""".split()
)


def mentioned_child_age(a: Analysis, age: Age) -> bool:
    """The unclaimed age is a mentioned child's in a long adults' story (module docstring). The text is
    read once (a.cache); each age then looks at its own few words."""
    if len(a.words) < _LONG or cast_child(a, age):  # "Tu personaje es Lupe, … catorce" (cast_children.py)
        return False
    sentence = a.sentence_of[age.start]
    kin = next(
        (
            i
            for i in range(max(0, age.start - _KIN_REACH), age.start)
            if (a.sentence_of[i] == sentence or _dash_only(a, i, age.start))
            and (a.words[i] in _MORE_KIN or a.covered("family", i, i + 1) or a.covered("minor", i, i + 1))
        ),
        None,
    )
    if kin is None and a.words[age.end : age.end + 2] == ["year", "olds"]:
        kin = age.end + 1  # "Twelve eight-year-olds had been sugared up": a group of children
    if kin is None:
        return False
    if any(a.near(key, age.start, age.end, tokens=None, sentences=0) for key in (*_SEXUAL, "sexual_soft")):
        return False
    first, scene_words, last_pair, adults = _read(a)
    if first is None:
        # "Jenna's little cousin Kayla, who is fourteen, had fallen asleep … they finally did what they'd
        # been circling around": nothing sexual (not even soft words) in the whole story
        return not any(not a.negated(h.start) for h in a.of("sexual_soft"))
    if a.sentence_of[first] <= sentence:
        return False
    # A full stop between: "the innkeeper's daughter — she's only twelve — follows you up … sexually"
    # goes on with the child as its subject.
    if _full_stops(a.text, a.spans[age.end - 1][1], a.spans[first][0], 1) < 1:
        return False
    if not adults and last_pair < a.sentence_bounds(sentence)[1] and not named_pair_after(a, sentence):
        return False  # "Marta e Rafael fizeram amor" names the pair (named_pairs.py)
    # The child's name and kin word: the window's words less its small words ("sobrina Irene, que tiene")
    names = set(a.words[max(0, kin - 2) : age.start]) - _SMALL
    return names.isdisjoint(scene_words)


def _dash_only(a: Analysis, i: int, start: int) -> bool:
    """Only a dash between the kin word and the age: "a granddaughter she adores — she's 5" is one
    sentence about the kin (a full stop or a line break is not)."""
    return _STOPS.isdisjoint(a.text[a.spans[i][1] : a.spans[start][0]])


def _read(a: Analysis) -> tuple[int | None, frozenset[str], int, bool]:
    """The first sexual word, the words of the sentences with one, the last pair word ("los dos",
    "both adults") and whether an adult age is stated."""
    known = a.cache.get(("mentioned-ages", ""))
    if known is None:
        sexual = [h.start for key in _SEXUAL for h in a.of(key) if not a.negated(h.start)]
        scenes = {a.sentence_of[i] for i in sexual}
        scene_words = frozenset(w for i, w in enumerate(a.words) if a.sentence_of[i] in scenes)
        last_pair = max((i for i, w in enumerate(a.words) if w in _PAIR and _pair_at(a.words, i)), default=-1)
        adults = any(g.value >= ADULT_AGE and g.kind == "present" for g in a.ages)
        known = a.cache[("mentioned-ages", "")] = (min(sexual, default=None), scene_words, last_pair, adults)
    return known


def mentioned_child_word(a: Analysis, hit: Hit) -> bool:
    """A minor word that goes on about the mentioned child in the age's sentence or the next (at most one
    full stop between, dashes do not count), itself with nothing sexual in its sentence: "Соседская дочка
    Катя, одиннадцати лет, прибежала … Когда дверь за девочкой закрылась, Ольга взяла Андрея за руку" (the
    girl leaves before the adults' scene)."""
    if len(a.words) < _LONG or not any(0 < g.value < ADULT_AGE for g in a.ages):
        return False
    if any(a.near(key, hit.start, hit.end, tokens=None, sentences=0) for key in (*_SEXUAL, "sexual_soft")):
        return False
    mentioned = a.cache.get(("mentioned-ages", "starts"))
    if mentioned is None:
        mentioned = a.cache[("mentioned-ages", "starts")] = [
            g.start
            for g in a.ages
            if 0 < g.value < ADULT_AGE and g.kind == "present" and not g.claimed and mentioned_child_age(a, g)
        ]
    before = bisect.bisect_left(mentioned, hit.start)
    if before < len(mentioned) and _own_age(a, hit, mentioned[before]):
        return True  # "una niña de diez años", "une fillette de dix ans": the word is the age's child
    if before == 0:
        return False
    age = mentioned[before - 1]
    return _full_stops(a.text, a.spans[age][0], a.spans[hit.start][0], 2) <= 1


def _own_age(a: Analysis, hit: Hit, age: int) -> bool:
    """The mentioned age stands a few words after the minor word in its sentence: "La hija del
    posadero, una niña de diez años, le trajo el pan", "a girl of ten", "ein Mädchen von zehn Jahren"."""
    return age - hit.end < _KIN_REACH and a.sentence_of[age] == a.sentence_of[hit.start]


def _full_stops(text: str, start: int, end: int, enough: int) -> int:
    """The full stops in text[start:end], counted up to `enough` (each find stops at the next one)."""
    found = 0
    while found < enough:
        at = min((i for i in (text.find(c, start, end) for c in _STOPS) if i >= 0), default=-1)
        if at < 0:
            break
        found += 1
        start = at + 1
    return found
