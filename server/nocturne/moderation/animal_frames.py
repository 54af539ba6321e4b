"""Frames that make an animal a sexual partner without a sexual verb beside it (issue 9, bestiality):

- the archaic "lie with" a beast in a rite or a sexual text ("the rite requires her to lie with the
  goat", "yacer con el carnero", "возлечь с козлом"); "lie with my dog on the couch" in a text with no
  rite and no sex passes;
- a partner's title given to the animal ("his 'girlfriend' Dolly, the ewe", "the goat, whom she calls
  her consort", "la cabra, su novia") in a sexual text; "his girlfriend and the ewe" names two;
- an act whose "him" is then said to wag its tail ("takes him to bed, the one with the wagging tail");
- an animal in heat and a person in one clause, in a text that asks for explicitness ("sa jument en
  chaleur et le palefrenier …, version explicite"); not with a human couple named ("romance between
  Nora and Jack", a vet and a rancher with adult ages).
"""

from __future__ import annotations

from nocturne.moderation import bystanders, partners
from nocturne.moderation.analysis import Analysis
from nocturne.moderation.animal_names import couple_named
from nocturne.moderation.found import Found
from nocturne.moderation.lexicon import Hit

_LIE = frozenset(
    "lie lies lay lays lying laid lain yacer yace yacio acostarse acostaba deitar deitar-se deitou "
    "beischlafen beiliegen beiwohnen coucher couche возлечь возлег возлечь ложиться лечь".split()
)
_WITH = frozenset("with con com avec mit с со".split())
_LIE_GAP = 4  # words from "with" to the animal: "lie with the black billy goat"
# A rite frames "lie with" as a sexual act.
_RITES = frozenset(
    "rite rites ritual rituals fertility consort sabbath sabbat coven occult rito ritual rituales "
    "fertilidad ritus rituel fecondite ritual fertilidade обряд ритуал плодородия".split()
)

_TITLES = frozenset(
    "girlfriend boyfriend wife husband consort bride lover mistress novia novio esposa esposo amante "
    "freundin ehefrau geliebte geliebter braut copine copain epouse maitresse namorada namorado "
    "подружка девушка жена невеста любовница".split()
)
_OWNERS = frozenset(
    "his her my their your su mi sein seine ihre ihr mein meine son sa mon seu sua meu minha его её ее мой моя".split()
)
_AND = frozenset("and y e und et и or o oder ou или".split())
_CALLS = frozenset("calls call called llama llamaba nennt nannte appelle chama зовет зовёт называет".split())
_TITLE_GAP = 3  # words between a title and the animal it is given to: 'his "girlfriend" Dolly, the ewe'
_CALL_GAP = 7  # "the goat named Abaddon, whom she calls her consort"

_WAG = ("wag", "mueve", "menea", "remue", "wedel", "abana", "виля", "furu")
_TAILS = ("tail", "cola", "rabo", "queue", "schwanz", "хвост", "shippo")
_BEDS = ("bed", "cama", "lit", "bett", "постел", "кроват")  # "takes him to bed", "l'emmène au lit"
_WAG_WINDOW = 8  # words after the act's end in which its "him" is said to wag

_HEAT = (("in", "heat"), ("en", "celo"), ("en", "chaleur"), ("no", "cio"), ("em", "cio"), ("в", "течке"))
_HEAT_WORDS = ("laufig", "rossig", "течн")
_EXPLICIT = ("explicit", "explizit", "откровенн")  # the request: "version explicite", "explizite Version"
_STABLE_PEOPLE = frozenset(
    "groom stableboy stablehand farmhand palefrenier garcon fermier mozo granjero caballerizo peao "
    "cavalarico fazendeiro stallknecht knecht bauer конюх фермер пастух".split()
)


def framed(a: Analysis, animals: list[Hit]) -> Found | None:
    if not animals:
        return _wagging(a)  # the tail is all that names the animal
    return _lain_with(a, animals) or _titled(a, animals) or _wagging(a) or _in_heat(a, animals)


def _sexual(a: Analysis) -> bool:
    return any(not a.negated(h.start) for h in a.of("sexual"))


def _clause(a: Analysis, left: int, right: int) -> bool:
    """No sentence end, comma run or "and" between the words at left and right (an apposition's comma
    may stand once)."""
    if a.sentence_of[left] != a.sentence_of[right]:
        return False
    if any(w in _AND for w in a.words[left:right]):
        return False
    gaps = [a.text[a.spans[i - 1][1] : a.spans[i][0]].strip(" \"'“”«»") for i in range(left + 1, right + 1)]
    return sum(1 for g in gaps if g) <= 1 and all(g in ("", ",", "—", "-") for g in gaps)


_ARTICLES = frozenset("the a an el la le l o um uma un une der die das den ein eine".split())


_NOT_NAMES = frozenset("tonight today now then again too also later here there soon hoy heute".split())


def _name(a: Analysis, at: int) -> bool:
    """A name in apposition ("Bessie, the cow"): a word of letters no lexicon entry starts at, then a
    comma (the text is read lower-cased, so capitals cannot tell)."""
    word = a.words[at]
    if not word.isalpha() or len(word) < 3 or word in _NOT_NAMES or any(h.start == at for h in a.hits):
        return False
    return at + 1 < len(a.words) and a.text[a.spans[at][1] : a.spans[at + 1][0]].strip().startswith(",")


def _apposed(a: Analysis, end: int, start: int, articles: frozenset[str] = _ARTICLES) -> bool:
    """Between a title and its animal only an article and one capitalised name ('"girlfriend" Dolly, the
    ewe', "la cabra, su novia"), in one clause; not "her boyfriend while their german shepherd"."""
    between = range(end, start)
    names = [i for i in between if a.words[i] not in articles]
    if len(names) > 1 or any(not _name(a, i) for i in names):
        return False
    return _clause(a, end - 1, start)


def _lain_with(a: Analysis, animals: list[Hit]) -> Found | None:
    words = a.words
    for hit in animals:
        if bystanders.bystander(a, hit):
            continue  # "je couche avec mon mec, le berger allemand dort dans le salon": the dog sleeps
        for at in range(max(0, hit.start - _LIE_GAP - 1), hit.start):
            if (
                words[at] in _LIE
                and at + 1 < hit.start
                and words[at + 1] in _WITH
                and _clause(a, at, hit.start)
                and not a.negated(at)
                and _framed_as_sex(a)
            ):
                return Found("prohibited-bestiality", "animal-partner", f"{words[at]} with … {hit.entry}")
    return None


def _framed_as_sex(a: Analysis) -> bool:
    """A rite, or a sexual text with no human partner named: "lie with" there is sex."""
    return not _RITES.isdisjoint(a.words) or (_sexual(a) and not partners.human_partner(a))


def _titled(a: Analysis, animals: list[Hit]) -> Found | None:
    if not _sexual(a):
        return None
    words = a.words
    # not a name the rules took for the animal's ("her husband tonight, the mastiff": "tonight (mastiff)")
    for hit in [h for h in animals if " (" not in h.entry]:
        if bystanders.bystander(a, hit):
            continue  # "con mi novio, el pastor alemán se queda en el patio": a dog outside, no apposition
        # before: owner, title, at most a name and an article, then the animal
        for at in range(max(1, hit.start - _TITLE_GAP - 1), hit.start):
            if words[at] in _TITLES and words[at - 1] in _OWNERS and _apposed(a, at + 1, hit.start):
                return Found("prohibited-bestiality", "animal-partner", f"{words[at]} … {hit.entry}")
        # after: the animal, at most a name, then the owner and title ("la cabra, su novia"), or a
        # "calls her …" further on
        stop = min(len(words), hit.end + _CALL_GAP)
        for at in range(hit.end + 1, stop):
            if words[at] not in _TITLES or words[at - 1] not in _OWNERS or a.negated(at):
                continue
            near = at - hit.end <= _TITLE_GAP
            called = any(w in _CALLS for w in words[hit.end : at])
            if (near or called) and a.sentence_of[at] == a.sentence_of[hit.start]:
                # no article: "la cabra a su novia" gives the goat to her
                if near and not _apposed(a, hit.end, at - 1, frozenset()):
                    continue
                return Found("prohibited-bestiality", "animal-partner", f"{hit.entry} … {words[at]}")
    return None


def _wagging(a: Analysis) -> Found | None:
    """'takes him to bed, the one with the wagging tail': the one taken is described by its tail, right
    after the act, in its clause."""
    if not any(wag in a.text for wag in _WAG):
        return None  # no word starts with a wag (the words are pieces of the text), as in most texts
    acts = [
        h
        for h in a.of("sexual") + a.of("sexual_weak")
        if h.key == "sexual" or h.entry in partners.INTENT or any(b in h.entry for b in _BEDS)
    ]
    for act in acts:
        if a.negated(act.start):
            continue
        stop = min(len(a.words), act.end + _WAG_WINDOW)
        after = a.words[act.end : stop]
        wag = next((i for i, w in enumerate(after) if w.startswith(_WAG)), None)
        tail = next((i for i, w in enumerate(after) if w.startswith(_TAILS)), None)
        if wag is None or tail is None or abs(wag - tail) > 2:
            continue
        if _clause(a, act.end - 1, act.end + max(wag, tail)):
            return Found("prohibited-bestiality", "animal-partner", f"{act.entry} … {after[tail]}")
    return None


def _in_heat(a: Analysis, animals: list[Hit]) -> Found | None:
    """'sa jument en chaleur et le palefrenier seul à l'écurie, version explicite'."""
    words = a.words
    for hit in animals:
        after = tuple(words[hit.end : hit.end + 2])
        if not (after in _HEAT or (after and after[0].startswith(_HEAT_WORDS))):
            continue
        sentence = a.sentence_of[hit.start]
        if not any(
            (w in _STABLE_PEOPLE or w in partners.PERSONS) and a.sentence_of[i] == sentence
            for i, w in enumerate(words)
            if i < hit.start or i >= hit.end + 2
        ):
            continue
        explicit = _sexual(a) or any(w.startswith(_EXPLICIT) for w in words)
        if explicit and not partners.human_partner(a) and not a.of("couple") and not couple_named(a, animals):
            return Found("prohibited-bestiality", "animal-sexual", f"{hit.entry} … {' '.join(after)}")
    return None
