"""A third person's child seen in passing in a long adults' story (issue 9, session 14): "she did not
look back at the inn or at the innkeeper's little boy sweeping the steps", "el hijo del posadero barría
la entrada", "der Sohn des Wirts fegte die Stufen", "le fils de l'aubergiste balayait le seuil", "o filho
do dono da pousada varria a escada".

The child belongs to someone named by a role ("the innkeeper's", "del posadero", "des Wirts", "de
l'aubergiste", "do dono") or to a cast member who "has a teenage son" ("tiene un hijo", "hat einen Sohn",
"a un fils", "tem um filho"), its sentence and the next have nothing sexual (not even soft words), the story is long and
states its adults' ages ("a woman of forty", adult_nouns.py) and no minor's, and the child word is in no
sentence with a sexual word. Then the child is the setting, as persons._bystanders reads "Los niños
corren por la plaza". "the innkeeper's little boy watched them have sex", or a short text, stay checked.
"""

from __future__ import annotations

from nocturne.moderation.age_phrases import ADULT_AGE
from nocturne.moderation.analysis import Analysis
from nocturne.moderation.lexicon import Hit

_LONG = 100
_ARTICLES = frozenset("the".split())
# Words between the owner and the child word: "the innkeeper's little boy".
_ADJECTIVES = frozenset("little young small youngest eldest oldest".split())
# "has a teenage son", "tiene un hijo", "hat einen Sohn", "a un fils", "tem um filho"
_HAS = {
    "has": frozenset({"a", "an"}),
    "tiene": frozenset({"un", "una"}),
    "hat": frozenset({"einen", "eine", "ein"}),
    "a": frozenset({"un", "une"}),
    "tem": frozenset({"um", "uma"}),
}
# "el hijo del posadero", "der Sohn des Wirts", "le fils de l'aubergiste" (read "de l aubergiste"),
# "o filho do dono": the owner after the child word, then an article or none.
_OF = frozenset("del de des du do da von".split())
_OF_ARTICLES = frozenset("l la le el o a der die das the".split())
_PRONOUNS = frozenset(
    "alguien jemandem jemand quelqu alguem ella el lui elle ihr ihm ele ela mi tu su".split()
)
_SEXUAL = ("sexual", "sexual_weak", "sexual_soft")


def owned_child(a: Analysis, hit: Hit, adults: bool) -> bool:
    """The minor word at hit is a third person's child in the setting (module docstring); `adults`: the
    text states an adult's age."""
    if not adults or len(a.words) < _LONG or not _owner(a.words, hit):
        return False
    if any(0 < g.value < ADULT_AGE and g.kind == "present" for g in a.ages):
        return False
    # Nothing sexual in its sentence or the next ("… has a teenage son. Jax seduces him" goes on with him).
    sentence = a.sentence_of[hit.start]
    if any(
        not a.negated(h.start)
        for key in _SEXUAL
        for s in (sentence, sentence + 1)
        for h in a.in_sentence(key, s)
    ):
        return False
    child = set(a.words[hit.start : hit.end]) - _ADJECTIVES
    scenes = a.cache.get(("owned-children", ""))
    if scenes is None:
        sentences = {
            a.sentence_of[h.start] for key in _SEXUAL[:2] for h in a.of(key) if not a.negated(h.start)
        }
        scenes = a.cache[("owned-children", "")] = frozenset(
            w for i, w in enumerate(a.words) if a.sentence_of[i] in sentences
        )
    return child.isdisjoint(scenes)


def _owner(words: list[str], hit: Hit) -> bool:
    k = hit.start
    while k > 0 and words[k - 1] in _ADJECTIVES:
        k -= 1
    # "the innkeeper's" is read "the innkeepers": an article, then a word that ends in the possessive s
    if k >= 2 and words[k - 2] in _ARTICLES and words[k - 1].endswith("s") and len(words[k - 1]) > 3:
        return True
    # "Mara, the info broker who runs a noodle bar and has a teenage son": a cast member's child
    if k >= 2 and words[k - 2] in _HAS and words[k - 1] in _HAS[words[k - 2]]:
        return True
    after = words[hit.end : hit.end + 3]
    if not after or after[0] not in _OF:
        return False
    rest = after[1:]
    if rest and rest[0] in _OF_ARTICLES:
        rest = rest[1:]
    return bool(rest) and rest[0].isalpha() and len(rest[0]) > 2 and rest[0] not in _PRONOUNS
