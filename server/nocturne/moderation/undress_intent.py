"""Undressing in a requested scene, and "everything happens", as sexual intent (issue 9, round aiminors).

"q se quiten la ropa y pase todo", "a cena do banho com o {{user}}, sem roupa", "pase algo +18": no
sexual word, but the request is the act. Undressing alone is no intent ("my 4 year old won't take her
clothes off for the bath"): it counts with a scene, {{user}} or "between us" beside it. "Pase todo"
("everything happens") and "algo +18" ask for the act on their own.
"""

from __future__ import annotations

from nocturne.moderation.analysis import Analysis
from nocturne.moderation.word_places import places

_NAKED = frozenset(
    "naked nude undress undresses undressing desnuda desnudo desnudas desnudos desnudarse nua nuas pelada "
    "pelado nackt nackte nackten ausziehen deshabille deshabillee deshabiller голая голый голые "
    "раздевается раздеться раздеваются hadaka".split()
)
_CLOTHES = frozenset("clothes ropa roupa roupas kleider klamotten vetements одежду fuku".split())
# Words before the clothes that take them off: "se quiten la ropa", "sem roupa", "tira a roupa".
_OFF = frozenset(
    "off quiten quita quitan quitar quitarse sacan saca sacar sin sem tira tiram tirar tirando tirou ohne "
    "enleve enlevent enlever sans снимает снимают снять без nuide nugu".split()
)
_OFF_REACH = 3
# The request for a scene the undressing belongs to.
_SCENE = frozenset("scene escena cena szene сцена shiin user".split())
_BETWEEN = frozenset("between entre zwischen между".split())
_US = frozenset("us nosotros nos gente uns nous нами".split())
# "pase todo", "rola tudo", "passe tout": everything happens.
_HAPPENS = frozenset("pase passe rola rolar".split())
_EVERYTHING = frozenset("todo tudo tout".split())
# "algo +18", "cena +18": the word before the number that makes "18" a rating.
_RATED = frozenset("algo something etwas coisa chose scene escena cena rol rp contenido conteudo".split())
_EIGHTEEN = frozenset({"18"})
_WORDS = _NAKED | _CLOTHES | _HAPPENS | _EIGHTEEN


def undress_scene(a: Analysis) -> bool:
    """Undressing in a requested scene, "pase todo" or "algo +18"."""
    words = a.words
    if _WORDS.isdisjoint(words):
        return False
    if "+18" in a.text and any(i and words[i - 1] in _RATED for i in places(words, _EIGHTEEN)):
        return True
    if any(words[i + 1 : i + 2] and words[i + 1] in _EVERYTHING for i in places(words, _HAPPENS)):
        return True
    naked = not _NAKED.isdisjoint(words) or any(
        not _OFF.isdisjoint(words[max(0, i - _OFF_REACH) : i + 2]) for i in places(words, _CLOTHES)
    )
    if not naked:
        return False
    between = any(not _US.isdisjoint(words[i + 1 : i + 3]) for i in places(words, _BETWEEN))
    return between or not _SCENE.isdisjoint(words)
