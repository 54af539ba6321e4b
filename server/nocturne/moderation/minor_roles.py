"""A minor word in a role that makes no one in the scene a minor (issue 9): the object of a ban ("glad the
app blocks underage stuff", "la app prohíbe a menores"), a comparison for how an adult is treated
("furious about being treated like a kid", "la tratan como a una niña", "wie ein Kind behandelt"), or a
patient or someone rescued ("after a 20-hour shift saving a kid from a car crash"), or praise in adults'
pet play ("'хорошая девочка', ей 27, ему 30", "buena niña").

Never in a text that states a minor's age; rescue and comparison only beside a stated adult age and with no
sexual word in the minor word's sentence: "treat her like a little girl in bed" and "he saved the kid and then fucked
her" keep theirs.
"""

from __future__ import annotations

from nocturne.moderation.lexicon import Hit

# Verbs that forbid, right before the word: "blocks underage stuff", "bans minors", "verbietet Minderjährige".
_BANS = frozenset(
    "blocks block blocked blocking bans ban banned banning forbids forbid prohibits prohibit bloquea "
    "bloquean prohibe prohiben verbietet verbieten sperrt interdit interdisent bloque bloqueia proibe "
    "proibem запрещает запрещают блокирует банит".split()
)
# Being treated as a child: "treated like a kid", "la tratan como a una niña", "traitée comme une gamine".
_TREATED = frozenset(
    "treated treats treat treating talked babied patronized trata tratan tratada tratado traitee traite "
    "traitent tratam behandelt behandeln обращаются".split()
)
_LIKE = frozenset("like as como comme wie как".split())
_ARTICLES = frozenset("a an the una un uno a ein eine einem einer une um uma с".split())
# Praise in adults' play: "good girl" is no minor word in English, "хорошая девочка", "buena niña" are.
_PRAISE = frozenset("good buena хорошая хорошей хорошую послушная послушной boa".split())
# "she is a good little girl", "ты хорошая девочка": who someone is, not praise.
_BEING = frozenset("is s are re es eres ist bist est e ты она".split())
# Care and rescue: "saving a kid", "operated on a child", "rescató a un niño", "rettete ein Kind".
_RESCUES = frozenset(
    "save saved saving rescue rescued rescuing operated operating treating delivered delivering "
    "salvo salvando rescato rescatando opero rettete retten gerettet operierte sauve sauvant salvou "
    "salvando resgatou спасла спас спасая оперировала".split()
)


def not_a_participant(words: list[str], hit: Hit, sexual_in_sentence: bool, adults: bool) -> bool:
    """The minor word at `hit` is what a ban forbids, or (in a text with `adults`, an adult age and no
    minor's) how an adult is treated or whom a doctor saves."""
    back = hit.start
    while back > 0 and words[back - 1] in _ARTICLES:
        back -= 1
    before = words[max(0, back - 2) : back]
    if before and before[-1] in _BANS:
        return True  # no sexual-word condition: a ban is about the rule, not the scene
    if not adults:
        return False
    praised = bool(before) and before[-1] in _PRAISE and hit.end - hit.start == 1
    if praised and not (len(before) == 2 and (before[0] in _ARTICLES or before[0] in _BEING)):
        return True  # "'хорошая девочка', ей 27, ему 30", "buena niña": praise in adults' pet play
    if sexual_in_sentence:
        return False
    if len(before) == 2 and before[-1] in _LIKE and before[0] in _TREATED:
        return True
    if hit.end < len(words) and words[hit.end] in _TREATED and back > 0 and words[back - 1] in _LIKE:
        return True  # "wie ein Kind behandelt": German puts the verb after
    return any(w in _RESCUES for w in before)
