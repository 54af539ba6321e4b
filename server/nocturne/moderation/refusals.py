"""A refusal that names what it refuses (issue 9): "I can't continue this scene — I don't write sexual
content involving anyone under 18", "no escribo contenido sexual con menores", "je n'écris pas de scènes
impliquant des mineurs", "я не пишу сцены с несовершеннолетними".

The model (or a writer) says what it will not write: the minor word that the refusal's "involving" or
"with" governs, later in the refusal's sentence, is what is refused, not a participant. Only right after
that word ("involving anyone under 18", "con menores"), so "I don't write often, but she's a kid and …"
keeps its minor word.
"""

from __future__ import annotations

from nocturne.moderation.lexicon import Hit

# First-person refusals, as the normaliser spells them ("don't" is "dont", "n'écris" is "n ecris").
_REFUSALS = (
    ("i", "dont", "write"),
    ("i", "do", "not", "write"),
    ("i", "cant", "write"),
    ("i", "cannot", "write"),
    ("i", "wont", "write"),
    ("i", "will", "not", "write"),
    ("i", "cant", "continue"),
    ("i", "cannot", "continue"),
    ("i", "dont", "create"),
    ("i", "dont", "roleplay"),
    ("no", "escribo"),
    ("no", "puedo", "escribir"),
    ("no", "puedo", "continuar"),
    ("no", "voy", "a", "escribir"),
    ("ich", "schreibe", "keine"),
    ("ich", "schreibe", "nichts"),
    ("ich", "kann", "nicht"),
    ("je", "n", "ecris"),
    ("je", "ne", "peux", "pas"),
    ("nao", "escrevo"),
    ("nao", "posso", "escrever"),
    ("nao", "posso", "continuar"),
    ("я", "не", "пишу"),
    ("я", "не", "буду", "писать"),
    ("не", "могу", "продолжить"),
)
# What governs the refused: "involving anyone under 18", "con menores", "mit Minderjährigen".
_INVOLVING = frozenset(
    "involving involves featuring with about con sobre mit uber impliquant avec sur com envolvendo с".split()
)
_BUT = frozenset("but though however except unless pero aber mais mas но".split())
_ANY = frozenset("anyone anybody any someone a an des de cualquier jemandem alguem кем".split())


def refused(words: list[str], sentence_of: list[int], hit: Hit) -> bool:
    """The minor word at `hit` is what a refusal earlier in its sentence will not write."""
    back = hit.start
    while back > 0 and words[back - 1] in _ANY and back > hit.start - 2:
        back -= 1
    if back == 0 or words[back - 1] not in _INVOLVING:
        return False
    sentence = sentence_of[hit.start]
    start = back - 1
    while start > 0 and sentence_of[start - 1] == sentence:
        start -= 1
    span = words[start:back]
    # The last refusal before the word, with no "but" after it ("I don't write often, but involving a kid …").
    for i in range(len(span) - 1, -1, -1):
        if span[i] in _BUT:
            return False
        if any(tuple(span[i : i + len(phrase)]) == phrase for phrase in _REFUSALS):
            return True
    return False
