"""A pro-form act with an animal the text insists is real (issue 9, bestiality; session 14, round am).

People who ask for sex with an animal and know that "anthro" is the usual reading say the act with a
pro-form ("does it with", "lo hace con", "le fait avec", "faz isso com", "es mit … macht", "делает это
с", "did stuff to her") and then rule out the other reading: "like actually the horse, not a horse guy",
"un perro normal eh, no furro", "ganz normales Pony", "a real octopus not a monster". German "mit dem
Pony … schlafen" is the idiom itself once the pony is called a normal one.

Both halves are needed: "she does it with the horse in the barn" (a jump, a chore) and "a real horse,
not a horse guy: she grooms it" pass; the real animal comes from the lexicon's real_animal phrases
(`real`, animals.py) or an insisting word right before the animal ("actually the horse", "ganz normales
Pony", "literally the dog").
"""

from __future__ import annotations

from nocturne.moderation import partners
from nocturne.moderation.analysis import Analysis
from nocturne.moderation.clause_words import WITH_WORDS
from nocturne.moderation.found import Found
from nocturne.moderation.lexicon import Hit

# Do verbs of the pro-form ("does it", "lo hace", "le fait", "faz isso", "es macht", "делает это").
_DO = frozenset(
    "do does did doing done hace hacer haciendo hizo haga hagan hacia hiciera hacerlo fait faire fasse font "
    "faisait faz fazer fez faca fazendo fazia macht machen machte tun tut делает делала делал сделает "
    "сделала сделать делать yaru yatte shiteru suru".split()
)
# The pro-form object ("it", "stuff", "lo", "isso", "es", "это").
_IT = frozenset("it stuff things lo le la isso aquilo es это такое".split())
_WITH = WITH_WORDS | {"to"}  # "did stuff to her"
# After an animal that does the act: "did stuff to her".
_TO_PERSON = frozenset("her him me them ella el elle lui ela ele ihr ihm ней нему мне".split())
# German: "mit dem Pony (aus dem Stall) schlafen" is sex once the pony is a real one.
_SLEEP = ("schlaf", "schlief", "geschlafen")
# German splits the pro-form: "es mit dem Hund machen", "es mit dem Pony tut".
_MACHEN = ("mach", "tun", "tut", "tat", "getan", "gemacht")
# An insisting word right before the animal's name (or its article).
_INSIST = frozenset(
    "actually actual literally literal real normal regular ordinary normales normale normaler normalen "
    "echtes echte echter echten verdadero normalito".split()
)
_ARTICLES = frozenset("the a an el la un una le der die das dem den ein einen o um".split())
_FIRSTS = _DO | frozenset(("geschlafen",))
_REACH = 4  # words between the pro-form and the animal


def pro_act(a: Analysis, animals: list[Hit], real: bool) -> Found | None:
    """A pro-form act with (or by) an animal, in a text that insists the animal is real."""
    vocabulary = a.vocabulary()
    sleeps = "mit" in vocabulary and any(w.startswith(_SLEEP + _MACHEN) for w in vocabulary)
    if not animals or (_FIRSTS.isdisjoint(vocabulary) and not sleeps):
        return None  # most texts (a set test in C)
    if not (real or any(_insisted(a, h) for h in animals)) or a.of("couple"):
        return None
    if partners.human_partner(a):
        return None  # "a real dog sleeps at the foot of the bed while she does it with her husband"
    for hit in animals:
        if a.negated(hit.start, hit.end):
            continue
        act = _with_it(a, hit) or _by_it(a, hit) or (_slept(a, hit) if sleeps else None)
        if act is not None:
            return Found("prohibited-bestiality", "animal-real-intent", f"{act} … {hit.entry}")
    return None


def _insisted(a: Analysis, hit: Hit) -> bool:
    at = hit.start - 1
    if at >= 0 and a.words[at] in _ARTICLES:
        at -= 1
    return at >= 0 and (a.words[at] in _INSIST or a.words[hit.start - 1] in _INSIST)


def _with_it(a: Analysis, hit: Hit) -> str | None:
    """ "does it with the horse", "lo hace con el perro", "le fait avec le chien": do, it, with, then the
    animal a few fillers on."""
    at = hit.start
    while at > 0 and at > hit.start - _REACH and a.words[at - 1] not in _WITH:
        if a.words[at - 1] not in partners.FILLERS and a.words[at - 1] not in _ARTICLES:
            return None
        at -= 1
    if at < 3 or a.words[at - 1] not in _WITH or a.sentence_of[at - 3] != a.sentence_of[hit.start]:
        return None
    pair = a.words[at - 3 : at - 1]  # "does it", "lo hace", "faz isso", "делает это"
    if (pair[0] in _DO and pair[1] in _IT) or (pair[0] in _IT and pair[1] in _DO):
        return " ".join(a.words[at - 3 : at])
    return None


def _by_it(a: Analysis, hit: Hit) -> str | None:
    """ "the octopus in her aquarium did stuff to her": the animal's own act on a person, within eight
    words after it in its sentence."""
    sentence = a.sentence_of[hit.start]
    for i in range(hit.end, min(len(a.words) - 3, hit.end + 8) + 1):
        if a.sentence_of[i] != sentence:
            break
        words = a.words[i : i + 4]
        if (
            len(words) == 4
            and words[0] in _DO
            and words[1] in _IT
            and words[2] == "to"
            and words[3] in _TO_PERSON
        ):
            return " ".join(words)
    return None


def _slept(a: Analysis, hit: Hit) -> str | None:
    """ "mit dem Pony aus dem Stall schlafen", "es mit dem Hund machen": "mit" right before the animal (an
    article between), the sleep verb (or "es" before "mit" and a do verb) within four words after it in its
    sentence."""
    at = hit.start - 1
    if at >= 0 and a.words[at] in _ARTICLES | partners.FILLERS:
        at -= 1
    if at < 0 or a.words[at] != "mit":
        return None
    sentence = a.sentence_of[hit.start]
    for i in range(hit.end, min(len(a.words), hit.end + 5)):
        if a.sentence_of[i] != sentence:
            break
        if a.words[i].startswith(_SLEEP):
            return f"mit … {a.words[i]}"
        if a.words[i].startswith(_MACHEN) and at > 0 and a.words[at - 1] == "es":
            return f"es mit … {a.words[i]}"
    return None
