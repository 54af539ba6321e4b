"""An innuendo where the act would be, said of a person and an animal (issue 9, bestiality; round ag).

People who know the rules leave the act out and let a wink say it:
- a person and an animal, then "... you know 👀", "if you know what I mean", "ya sabes 👀", "du weißt
  schon 😏", "tu vois ce que je veux dire", "sabe como é 😏", "ну ты понял 😏";
- "just one scene" of the pair, then back to the plot: "nobody has to know", "nadie tiene que saberlo",
  "muss ja keiner wissen", "personne n'a besoin de savoir", "ninguém precisa saber", "никто не узнает".

Each needs both halves: the same pair "... win the blue ribbon 👀", the same scene "it's a cute filler",
"you know, we hike every weekend", "you know how it goes 😅" all pass. The words alone are innocent, so
nothing here reads a text without an animal. Vague acts and "more than brushing her" are in
animal_vague.py, which reads these winks too.
"""

from __future__ import annotations

from nocturne.moderation import partners
from nocturne.moderation.analysis import Analysis
from nocturne.moderation.found import Found
from nocturne.moderation.lexicon import Hit


class Phrases:
    """Phrases of words (one a line), indexed by their first word: a text is read only where one starts."""

    def __init__(self, text: str) -> None:
        self.first: dict[str, list[tuple[str, ...]]] = {}
        for line in text.strip().split("\n"):
            phrase = tuple(line.split())
            self.first.setdefault(phrase[0], []).append(phrase)
        self.firsts = frozenset(self.first)

    def at(self, words: list[str], i: int) -> tuple[str, ...] | None:
        """The phrase that starts at word `i`."""
        return next((p for p in self.first.get(words[i], ()) if tuple(words[i : i + len(p)]) == p), None)

    def find(self, words: list[str]) -> list[tuple[int, tuple[str, ...]]]:
        """Every phrase of the text, with its start (a set test first: most texts hold none)."""
        if self.firsts.isdisjoint(words):
            return []
        firsts = self.firsts
        return [(i, p) for i in [i for i, w in enumerate(words) if w in firsts] if (p := self.at(words, i))]


WINKS = Phrases(
    """
    if you know what i mean
    you know what i mean
    if you catch my drift
    if u know what i mean
    u know what i mean
    if ya know what i mean
    ya know what i mean
    if u catch my drift
    if ya catch my drift
    wink wink
    si me entiendes
    si tu vois ce que je veux dire
    tu vois ce que jveux dire
    se e q me entende
    wenn du weisst was ich meine
    wakaru daro
    ya sabes a lo que me refiero
    ya sabes lo que quiero decir
    si sabes a lo que me refiero
    tu vois ce que je veux dire
    tu sais ce que je veux dire
    wenn du verstehst
    du weisst was ich meine
    se e que me entende
    se e que voce me entende
    sabe o que eu quero dizer
    ну ты понял
    ну ты поняла
    сам понимаешь
    сама понимаешь
    понимаешь о чем я
    wakaru desho
    wakaru yo ne
    """
)
# "You know" is a wink only with an emoji after it or an ellipsis before it ("the billy goat... you know").
_SHORT_WINKS = Phrases(
    """
    you know
    ya sabes
    du weisst schon
    tu vois
    tu sais
    sabe como e
    voce sabe
    ты понял
    ты знаешь
    wakaru
    """
)
# "Nobody has to know": a wink when the text asks for a scene of the pair (or an emoji says it).
_SECRETS = Phrases(
    """
    nobody has to know
    no one has to know
    nobody needs to know
    no one needs to know
    nobody will know
    no one will know
    nobody should know
    no one should know
    our little secret
    nadie tiene que saberlo
    nadie tiene que saber
    nadie se va a enterar
    nadie lo sabra
    muss ja keiner wissen
    muss keiner wissen
    niemand muss es wissen
    niemand wird es erfahren
    personne n a besoin de savoir
    personne ne le saura
    personne ne saura
    ninguem precisa saber
    ninguem vai saber
    никто не узнает
    никто не должен знать
    никому не скажем
    dare ni mo iwanai
    """
)
_FIRSTS = WINKS.firsts | _SHORT_WINKS.firsts | _SECRETS.firsts
_SCENES = frozenset("scene scenes escena szene cena сцена сцену сцены shiin".split())
_SCENE_REACH = 7  # words from the animal to "one scene" ("le chien de la famille, juste une scène")
# What may describe the scene after it: "one scene where we sneak into the dorm", "una escena de paseo".
_DESCRIBED = frozenset(
    "where of in at with about when donde de en con cuando wo von mit im beim ou avec dans quand onde com "
    "quando где с о в когда".split()
)
EMOJI = ("😏", "😉", "👀", "🔥", "😈", "🥵", "💦", ";)", ";-)", ";d", ";p")

_REACH = 16  # words from the animal to the wink
_WITH = frozenset("with con mit avec com с со".split())
FILLERS = partners.FILLERS | frozenset("los las les os as die dem".split())
_PERSONS = partners.PERSONS | frozenset(
    "ela ele ella elle sie er farmer rancher farmhand bauer bauerin knecht magd granjero granjera ranchero "
    "fermier fermiere fazendeiro fazendeira фермер фермерша доярка пастух пастушка".split()
)


def innuendo(a: Analysis, animals: list[Hit]) -> Found | None:
    """A person and an animal, and a wink after them."""
    pairable = animals + [
        h
        for h in a.of("animal_ambiguous")
        if a.words[h.start] in partners.AMBIGUOUS and not a.negated(h.start)
    ]
    for hit in pairable:
        # only the words right after the animal are read: a wink further off is not about the pair
        wink = next((w for w in winks_of(a, hit.end, hit.end + _REACH + 1) if _after(a, hit, w)), None)
        if wink is None or a.negated(hit.start, hit.end):
            continue
        if partners.partner(a, hit) or _and_person(a, hit):
            return Found("prohibited-bestiality", "animal-innuendo", f"{hit.entry} … {' '.join(wink[2])}")
    return None


def _and_person(a: Analysis, hit: Hit) -> bool:
    """ "a fazendeira e o bode", "она и семейный хаски", "она на ферме с козой": a person, "and" or "with",
    the animal, one describing word allowed before it and Portuguese "e" read as "and" after a person
    (partners.partner reads none of these: "a farm with goats" is a place)."""
    at, extra = hit.start, 0
    while at > 0 and at > hit.start - 3:
        word = a.words[at - 1]
        if word in FILLERS:
            at -= 1
        elif (
            extra == 0
            and word not in partners.AND_WORDS
            and word not in _WITH
            and word != "e"
            and word.isalpha()
        ):
            at, extra = at - 1, 1
        else:
            break
    if at < 2 or a.sentence_of[at - 2] != a.sentence_of[hit.start]:
        return False
    joined = a.words[at - 1]
    if joined in _WITH:  # "сцену где она на ферме с козой": a person before the "with" in its clause
        return any(w in _PERSONS for w in a.words[max(0, at - 5) : at - 1])
    return (joined in partners.AND_WORDS or joined == "e") and a.words[at - 2] in _PERSONS


def emoji_after(a: Analysis, end: int) -> bool:
    """A wink emoji right after token `end - 1` (before the next word)."""
    stop = a.spans[end][0] if end < len(a.words) else len(a.text)
    return any(e in a.text[a.spans[end - 1][1] : stop] for e in EMOJI)


Wink = tuple[int, int, tuple[str, ...], bool]  # start, end, phrase, a secret that needs a bare scene


def winks_of(a: Analysis, start: int = 0, stop: int | None = None) -> list[Wink]:
    """The winks that start between words `start` and `stop` (the whole text by default)."""
    found: list[Wink] = []
    words = a.words
    window = words[start:stop]
    if _FIRSTS.isdisjoint(window):
        return found  # most texts (a set test in C)
    for i in [start + j for j, w in enumerate(window) if w in _FIRSTS]:
        if (phrase := WINKS.at(words, i)) is not None:
            found.append((i, i + len(phrase), phrase, False))
        elif (phrase := _SHORT_WINKS.at(words, i)) is not None:
            before = a.text[a.spans[i - 1][1] : a.spans[i][0]] if i else ""
            end = i + len(phrase)
            after = a.text[a.spans[end - 1][1] : a.spans[end][0]] if end < len(words) else "."
            trailing = ("..." in before or "…" in before) and any(c in after for c in ".,!?;…")
            if emoji_after(a, end) or trailing:  # (not "… you know how it goes 😅")
                found.append((i, end, phrase, False))
        elif (phrase := _SECRETS.at(words, i)) is not None:
            found.append((i, i + len(phrase), phrase, not emoji_after(a, i + len(phrase))))
    return found


def _after(a: Analysis, hit: Hit, wink: Wink) -> bool:
    """The wink follows the pair closely, with no human partner named between ("me and my dog, then my
    husband and I… you know 😏"); a secret only after a bare scene of the pair ("her and the family
    husky, one scene, …"; not "me and my puppy, one scene where we sneak into the dorm")."""
    start = wink[0]
    if not 0 <= start - hit.end <= _REACH or a.sentence_of[start] - a.sentence_of[hit.start] > 1:
        return False
    if wink[3] and not _bare_scene(a, hit):
        return False
    return partners.HUMAN_PARTNERS.isdisjoint(a.words[hit.end : start])


def _bare_scene(a: Analysis, hit: Hit) -> bool:
    """A scene word within a few words after the pair, that nothing after it describes."""
    for at in range(hit.end, min(len(a.words), hit.end + _SCENE_REACH)):
        if a.words[at] in _SCENES:
            return at + 1 >= len(a.words) or a.words[at + 1] not in _DESCRIBED
    return False
