"""Animals the text itself calls background (issue 9, bestiality precision; round aianimals).

A card about a human couple on a farm or with a pet says where the animals stand: "write their sex
scenes explicitly; the horses are just background", "los caballos son solo de fondo", "die Pferde sind
nur Hintergrund", "les chevaux ne sont qu'un décor", "os cavalos são só cenário", "лошади просто фон",
"uma wa haikei dake". Such a card is about the couple when a person is paired in it ("Daisy and
{{user}}", or two names in a sexual sentence: "Marlene and Wade start sleeping together, nsfw is fine
… Duke can be in the background being a grumpy horse") and no animal shares a sentence with a sexual word except the one that sets it aside: "the
horses are just background. the stallion mounts her" stays an act.
"""

from __future__ import annotations

from nocturne.moderation import partners
from nocturne.moderation.analysis import Analysis
from nocturne.moderation.lexicon import Hit

_MARKS = (
    ("just", "background"),
    ("only", "background"),
    ("in", "the", "background"),
    ("not", "involved"),
    ("solo", "de", "fondo"),
    ("de", "fondo"),
    ("nur", "hintergrund"),
    ("im", "hintergrund"),
    ("un", "decor"),
    ("en", "arriere", "plan"),
    ("so", "cenario"),
    ("de", "fundo"),
    ("просто", "фон"),
    ("только", "фон"),
    ("на", "фоне"),
    ("haikei", "dake"),
    # "the horse is just a horse, it's background", "ist Hintergrund", "que du décor", "é só fundo"
    ("its", "background"),
    ("s", "background"),
    ("is", "background"),
    ("are", "background"),
    ("ist", "hintergrund"),
    ("sind", "hintergrund"),
    ("du", "decor"),
    ("so", "fundo"),
    ("e", "fundo"),
    ("es", "fondo"),
)
_FIRSTS = frozenset(m[0] for m in _MARKS)
_USERS = frozenset("user char".split())
_AND = frozenset("and y und et e и".split())
_SMALL = frozenset("i we you he she they it him her me the a an yo ich je eu я".split())


def set_aside(a: Analysis, animals: list[Hit]) -> bool:
    """The animals are declared background and the sex is the people's (see the module)."""
    words = a.words
    if _FIRSTS.isdisjoint(words) or (
        _USERS.isdisjoint(words) and not _named_pair(a, animals) and not partners.human_partner(a)
    ):
        return False  # (a human partner: "the sex scene is between her and the stable hand Tom (31)")
    marks = {
        a.sentence_of[i]
        for i, w in enumerate(words)
        if w in _FIRSTS and any(tuple(words[i : i + len(m)]) == m for m in _MARKS if m[0] == w)
    }
    if not marks:
        return False
    # (a hit across a full stop, "after his stroke. her pride …", is in no sentence)
    sexual = {
        a.sentence_of[h.start]
        for h in a.of("sexual") + a.of("animal_acts")
        if not a.negated(h.start) and a.sentence_of[h.start] == a.sentence_of[h.end - 1]
    }
    return all(a.sentence_of[h.start] in marks or a.sentence_of[h.start] not in sexual for h in animals)


def _named_pair(a: Analysis, animals: list[Hit]) -> bool:
    """Two names joined by "and" in a sentence with a sexual word, neither of them an animal or its
    name ("Marlene and Wade start sleeping together"; not "Lucy and Max", Max the husky)."""
    words = a.words
    if _AND.isdisjoint(words):
        return False
    taken = {i for h in animals + a.hits for i in range(h.start, h.end)}  # animals and lexicon words
    sexual = {a.sentence_of[h.start] for h in a.of("sexual") if not a.negated(h.start)}
    return any(
        w in _AND
        and 0 < i < len(words) - 1
        and a.sentence_of[i] in sexual
        and all(
            words[j].isalpha() and len(words[j]) > 2 and words[j] not in _SMALL and j not in taken
            for j in (i - 1, i + 1)
        )
        and a.sentence_of[i - 1] == a.sentence_of[i + 1] == a.sentence_of[i]
        for i, w in enumerate(words)
    )


# An image prompt's tag that puts its animal aside: "dog sleeping on rug in background", "caballo al
# fondo", "le chien couché dans l'entrée", "horse in stall, background".
_TAG_ASIDE = frozenset(
    "background fondo fond hintergrund фоне haikei sleeping asleep sleeps dort dormant couche duerme "
    "dormido dormindo schlaft schlafend спит stall entree hallway flur pasillo".split()
)


def tag_bounds(a: Analysis, at: int) -> tuple[int, int]:
    """The character span of the comma-parted tag that holds token `at`."""
    start = a.text.rfind(",", 0, a.spans[at][0]) + 1
    end = a.text.find(",", a.spans[at][1])
    return start, len(a.text) if end == -1 else end


def tag_aside(a: Analysis, hit: Hit) -> bool:
    """In a tag list, the animal's own tag (or a bare "background" tag right after it) sets it aside."""
    start, end = tag_bounds(a, hit.start)
    words = set(a.text[start:end].split())
    following = a.text[end + 1 :].split(",", 1)[0] if end < len(a.text) else ""
    if following.strip() == "background":
        words.add("background")
    return not _TAG_ASIDE.isdisjoint(words)
