"""A third person's child mentioned with an age in a long adults' story (issue 9, session 14).

"ella mencionó a su sobrina Irene, que tiene catorce años y se queda a dormir … Sigue una escena de sexo
entre los dos", "de sa petite sœur Margaux, douze ans, qui voulait devenir astronaute … tous les deux",
"o Pedrinho, filho da dona da pousada, doze anos, … somos adultos", "Соседская дочка Катя, одиннадцати
лет, прибежала попросить свечи … им обоим за тридцать", "Jenna's little cousin Kayla, who is fourteen,
had fallen asleep … the two adults". The age is the mentioned child's, told as the setting, when

- the text is long (a story, `_LONG` words),
- a kin or child word ("sobrina", "petite sœur", "filho", "дочка", "cousin") stands a few words before
  the age in its sentence (not "the girl next door. She's thirteen", where "she" goes on), which is not claimed for a participant (minors.py asks only of unclaimed ages),
- nothing sexual (not even touch words) is in the age's sentence, and the first sexual word comes in a
  later sentence after a full stop (not after a dash: "the innkeeper's daughter — she's only twelve —
  follows you up …, sexually" goes on with the child),
- after the age's sentence the text says the pair is two or adults ("entre los dos", "both adults",
  "somos adultos", "им обоим"; or an adult age anywhere), and
- the child's name and the kin word (the words from just before the kin word to the age, less articles,
  owners and copulas) are in no sentence with a sexual word.

"su sobrina Irene, 14, … Después Irene y él tienen sexo" (the name comes back), a short text, or a sexual
word in the age's own sentence keep the age checked.
"""

from __future__ import annotations

from nocturne.moderation.age_phrases import ADULT_AGE
from nocturne.moderation.ages import Age
from nocturne.moderation.analysis import Analysis

_LONG = 120
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
    """The unclaimed age is a mentioned child's in a long adults' story (module docstring)."""
    if len(a.words) < _LONG:
        return False
    sentence = a.sentence_of[age.start]
    kin = [
        h.end
        for key in ("family", "minor")
        for h in a.of(key)
        if age.start - _KIN_REACH <= h.end <= age.start and a.sentence_of[h.start] == sentence
    ] + [i + 1 for i in range(max(0, age.start - _KIN_REACH), age.start) if a.words[i] in _MORE_KIN]
    if not kin:
        return False
    if any(a.near(key, age.start, age.end, tokens=None, sentences=0) for key in (*_SEXUAL, "sexual_soft")):
        return False
    sexual = [h for key in _SEXUAL for h in a.of(key) if not a.negated(h.start)]
    if not sexual or min(a.sentence_of[h.start] for h in sexual) <= sentence:
        return False
    # A full stop between: "the innkeeper's daughter — she's only twelve — follows you up … sexually"
    # goes on with the child as its subject.
    first = min(h.start for h in sexual)
    if not _STOPS.intersection(a.text[a.spans[age.end - 1][1] : a.spans[first][0]]):
        return False
    after = a.sentence_bounds(sentence)[1]
    adults = any(g.value >= ADULT_AGE and g.kind == "present" for g in a.ages)
    if not adults and _PAIR.isdisjoint(a.words[after:]):
        return False
    # The child's name and kin word: the window's words less its small words ("sobrina Irene, que tiene")
    names = set(a.words[max(0, min(kin) - 3) : age.start]) - _SMALL
    scenes = {a.sentence_of[h.start] for h in sexual}
    return not any(w in names for s in scenes for w in a.sentence_words(s))
