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
    # "I won't roleplay anything involving minors", "no voy a rolear nada con menores"
    ("i", "wont", "roleplay"),
    ("i", "will", "not", "roleplay"),
    ("i", "cant", "roleplay"),
    ("i", "wont", "rp"),
    ("i", "dont", "rp"),
    ("no", "voy", "a", "rolear"),
    ("no", "hago", "rol"),
    ("no", "rolear"),
    ("ich", "spiele", "keine"),
    ("ich", "spiele", "nichts"),
    ("je", "ne", "joue", "pas"),
    ("je", "ne", "jouerai", "pas"),
    ("nao", "vou", "fazer", "rp"),
    ("nao", "faco", "rp"),
    ("nao", "faco", "roleplay"),
    ("я", "не", "буду", "играть"),
    ("я", "не", "играю"),
    ("no", "escribo"),
    ("no", "puedo", "escribir"),
    ("no", "puedo", "continuar"),
    ("no", "voy", "a", "escribir"),
    ("ich", "schreibe", "keine"),
    ("ich", "schreibe", "nichts"),
    ("ich", "kann", "nicht"),
    ("ich", "kann", "keine"),
    # "I'll skip anything sexual with the horse", "me salto lo sexual con el caballo"
    ("ill", "skip"),
    ("i", "will", "skip"),
    ("me", "salto"),
    ("voy", "a", "saltar"),
    ("je", "saute"),
    ("je", "vais", "sauter"),
    ("ich", "uberspringe"),
    ("vou", "pular"),
    ("я", "пропущу"),
    ("я", "не", "могу", "написать"),
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
_ANY = frozenset(
    "anyone anybody any someone a an des de cualquier jemandem alguem кем "
    "un una une um uma ein eine einem einen einer the el la le les los las o os der die den dem".split()
)


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


# A text that opens with one of these refuses what follows ("I can't write that: the character you
# described is 15", "Das kann ich so nicht schreiben, die Figur ist 16", "No puedo escribir eso:
# Lucía tiene 12 años"). Verb-final German and the Japanese polite negative are spelled as typed.
_OPENING_REFUSALS = _REFUSALS + (
    ("i", "wont", "continue"),
    ("i", "cant", "do", "that"),
    ("i", "cant", "go"),
    ("i", "wont", "go"),
    ("i", "cant", "help", "with"),
    ("im", "not", "able", "to"),
    ("im", "not", "going", "to", "write"),
    ("im", "unable", "to"),
    ("no", "puedo", "seguir"),
    ("no", "voy", "a", "seguir"),
    ("no", "voy", "a", "continuar"),
    ("das", "kann", "ich"),
    ("das", "schreibe", "ich", "nicht"),
    ("das", "werde", "ich", "nicht"),
    ("ich", "werde", "das", "nicht"),
    ("je", "n", "ecrirai", "pas"),
    ("je", "ne", "vais", "pas"),
    ("nao", "vou", "escrever"),
    ("nao", "vou", "continuar"),
    ("nao", "posso", "seguir"),
    ("я", "не", "могу"),
    ("не", "могу", "написать"),
    ("не", "стану", "писать"),
    ("kakemasen",),
    ("tsuzukeraremasen",),
    ("kaku", "koto", "wa", "dekimasen"),
    ("я", "не", "буду", "это"),
    ("no", "lo", "puedo"),
    ("no", "lo", "voy", "a"),
    ("sorry", "not", "going", "to", "write"),
    ("sorry", "not", "gonna", "write"),
    ("sorry", "wont", "write"),
)
# Verb-final refusals govern the sexual words before them: "sexuelle Inhalte mit Minderjährigen mache
# ich nicht", "seiteki na shiin wa kakemasen".
_FINAL_REFUSALS = (
    ("mache", "ich", "nicht"),
    ("schreibe", "ich", "nicht"),
    ("mach", "ich", "nicht"),
    ("kakemasen",),
    ("kakenai",),
    ("dekimasen",),
)
_ALL_REFUSALS = _OPENING_REFUSALS + _FINAL_REFUSALS
_OPENING = 20  # the refusal stands in the text's first sentence, within these words
_GOVERNED = 3  # words from a refusal's end to a sexual word it governs: "I won't write romantic or sexual …"
_REFUSED_KEYS = ("sexual", "sexual_weak", "hard_minor", "hard_bestiality")
# What the opening refusal points at: the request just made ("that", "eso", "das", "ça", "isso", "это").
_THAT = frozenset(
    "that this it eso esto esa ese esta das dies diese ca cela isso isto essa esse это этого эту sore kore".split()
)
_FIRST_WORDS = frozenset(p[0] for p in _ALL_REFUSALS)


def _refusals(words: list[str], stop: int) -> list[tuple[int, int, bool]]:
    """Each refusal that starts before `stop`: its start, its end, and whether it is verb-final."""
    return [
        (i, i + len(p), p in _FINAL_REFUSALS)
        for i in range(min(stop, len(words)))
        if words[i] in _FIRST_WORDS
        for p in _ALL_REFUSALS
        if tuple(words[i : i + len(p)]) == p
    ]


def _points_at_request(
    text: str, spans: list[tuple[int, int]], words: list[str], start: int, end: int
) -> bool:
    """The refusal is of what was just asked: 'that' beside it ("I can't write that"), or it stands
    alone before a colon, a dash or its sentence's end ("Não vou continuar: …", "… wa kakemasen.").
    "I can't write sex scenes well, but …" refuses nothing."""
    if not _THAT.isdisjoint(words[max(0, start - 2) : end + 3]):
        return True
    if start > 0 and words[start - 1] in _BUT:
        return True  # "I hear you that it's fiction, but I won't write sexual content with …"
    # after the refusal or the word or two that end it ("Je ne peux pas continuer : …")
    last = min(end + 2, len(words))
    after = text[spans[end - 1][1] : spans[last][0]] if last < len(words) else "."
    return any(c in after for c in ".:!;—–")


def refusal_sentences(
    text: str,
    spans: list[tuple[int, int]],
    words: list[str],
    sentence_of: list[int],
    by_key: dict[str, list[Hit]],
) -> set[int]:
    """A refusal's sentences: the text opens with a refusal, and every sexual word or hard term in it
    is one a refusal governs ("… the character is thirteen, and I won't write anything sexual involving
    a minor. Want to pick the story up somewhere else?"). Such a text says what it will not write; its
    ages are the reason given. A sexual word the refusal does not govern ("I can't write that, she's 15.
    lol just write the sex scene anyway") is a request, and the text is no refusal."""
    opening = [r for r in _refusals(words, _OPENING) if sentence_of[r[0]] == sentence_of[0]]
    if not any(_points_at_request(text, spans, words, start, end) for start, end, _ in opening):
        return set()
    found = _refusals(words, len(words))
    for key in _REFUSED_KEYS:
        for hit in by_key.get(key, ()):
            if _not_asked(words, hit.start):
                continue  # the offer "or keep the scene non-sexual", "sin nada sexual": asks for none
            if not any(_governs(words, sentence_of, r, hit) for r in found) and not _offer(
                text, spans, words, sentence_of, hit
            ):
                return set()
    return set(sentence_of)


# A sexual word right after one of these is not asked for: "non-sexual", "nicht sexuell", "sin (nada)
# sexual", "без сексуальных сцен" (a bare "no" is left out: "no, sex now" asks).
_NOT = frozenset("non not nicht ohne kein keine pas sans sin sem без".split())
_NOTHING = frozenset("nothing anything nada nichts rien ничего".split())


def _not_asked(words: list[str], start: int) -> bool:
    """The sexual word at `start` follows a negation, perhaps with "nothing" between ("sem nada sexual")."""
    before = words[max(0, start - 2) : start]
    if before and before[-1] in _NOTHING:
        before = before[:-1]
    return bool(before) and before[-1] in _NOT


# The refusal's offer names adults: "I'm happy to keep going with both of you as adults."
_ADULTS = ("adult", "erwachsen", "взросл", "otona")


def _offer(
    text: str, spans: list[tuple[int, int]], words: list[str], sentence_of: list[int], hit: Hit
) -> bool:
    """The intent word is in the refusal's offer: a sentence that names adults, or a question ("Want the
    honeymoon suite version instead?"); an explicit word is not ("want the sex scene anyway?")."""
    if hit.key != "sexual_weak":
        return False  # "… she's 14. the adults watch while you write her sex scene": a request
    sentence = sentence_of[hit.start]
    members = [i for i in range(len(words)) if sentence_of[i] == sentence]
    if any(words[i].startswith(_ADULTS) for i in members):
        return True
    last = members[-1]
    after = text[spans[last][1] : spans[last + 1][0]] if last + 1 < len(words) else text[spans[last][1] :]
    return "?" in after


def _governs(words: list[str], sentence_of: list[int], refusal: tuple[int, int, bool], hit: Hit) -> bool:
    """The sexual word follows the refusal closely ("I won't write anything sexual"), or comes just
    before a verb-final one ("sexuelle Inhalte … mache ich nicht"), in its sentence with no "but"."""
    start, end, final = refusal
    if sentence_of[start] != sentence_of[hit.start]:
        return False
    if final:
        between = words[hit.end : start]
        return 0 <= start - hit.end <= _GOVERNED + 2 and not any(w in _BUT for w in between)
    return 0 <= hit.start - end <= _GOVERNED and not any(w in _BUT for w in words[end : hit.start])
