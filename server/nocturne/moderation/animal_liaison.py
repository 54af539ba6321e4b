"""A card's liaison with an animal (issue 9, bestiality; round af).

Cards name the act by the relationship it makes: "mantiene una relación sexual secreta con su caballo",
"entretient une relation charnelle avec son étalon", "Sie und ihr Schäferhund haben eine 'besondere'
Beziehung", "у неё тайная связь с её кобелём", "Pochi to wa ecchi na kankei", "has fallen in love with
Kai, a bottlenose dolphin ... NSFW". A relationship word (relationship, relación, Beziehung, связь,
kankei, affair, "in love") said to be sexual, secret, carnal, special or forbidden, whose other party is
the animal (right after "with", "con", "avec", "mit", "с", or the animal paired with "and"/"to" before
it), in a text with a sexual word (the card's NSFW tag is one), or called sexual or carnal itself.

The same liaison with a person ("una relación secreta con el capataz, que cuida a su caballo"), a bond
with no such word ("a special bond with her horse"), or a card with no sexual word pass.
"""

from __future__ import annotations

from nocturne.moderation import partners
from nocturne.moderation.analysis import Analysis
from nocturne.moderation.clause_words import WITH_WORDS
from nocturne.moderation.found import Found
from nocturne.moderation.lexicon import Hit

# Relationship words that need a qualifier, and those that say it alone.
_RELATION = frozenset(
    "relationship relation relations relacion relaciones relacao relacoes beziehung verhaltnis liaison "
    "связь связи отношения отношениях роман kankei".split()
)
_AFFAIR = frozenset("affair affaire affare amorio aventura aventure romance".split())
_QUALIFIERS = frozenset(
    "sexual sexuelle sexuell sexuelle sexuais sexuelles sexuelle сексуальная сексуальные сексуальную "
    "secret secreta secreto secrete geheime geheimen geheim таиная таиные таиную таинои "
    "carnal carnale charnelle charnel carnais fleischliche интимная интимные интимную "
    "intimate intime intima intimen intime forbidden prohibida prohibido interdite verbotene verboten "
    "запретная запретные запретную special besondere besonderen speciale especial особая особые особую "
    "physical physique fisica korperliche физическая ecchi himitsu hisoka illicit ilicita".split()
)
# The qualifiers that make the relationship sexual by themselves: no other sexual word is needed
# ("entretient une liaison charnelle avec son étalon").
_SEXUAL_QUALIFIERS = frozenset(
    "sexual sexuelle sexuell sexuais sexuelles сексуальная сексуальные сексуальную carnal carnale "
    "charnelle charnel carnais fleischliche ecchi".split()
)
_NO = frozenset(
    "no not never nor without ni nunca sin kein keine keinen nie ohne pas jamais sans nao sem nunca не нет без ни никогда".split()
)
_QUALIFIER_GAP = 3  # words between a qualifier and its relationship word
_WITH = WITH_WORDS
_PAIR = frozenset("and y und et e и to".split())  # "Sie und ihr Schäferhund", "Pochi to wa"
_PARTY_GAP = 4  # words from "with" to the animal ("with Kai, a bottlenose dolphin")
_PAIR_GAP = 8  # words from the animal to the relationship word after it
_PERSON_NOUNS = partners.HUMAN_PARTNERS | frozenset(
    "man woman neighbour neighbor vet foreman hombre mujer vecino vecina capataz veterinario veterinaire "
    "voisin voisine palefrenier nachbar nachbarin knecht tierarzt сосед соседом ветеринаром работником "
    "diver trainer entrenador dresseur trainerin".split()
)


def _relation_at(a: Analysis, i: int, sexual_text: bool) -> bool:
    """A relationship word at token i that says it is sexual (`sexual_text`: the text has a sexual word,
    so a secret or special one is enough)."""
    w = a.words[i]
    if sexual_text and w in _AFFAIR:
        return True
    if sexual_text and w == "love" and a.words[i - 1 : i] == ["in"]:
        return True  # "fallen in love with Kai, a bottlenose dolphin"
    if w not in _RELATION:
        return False
    near = a.words[max(0, i - _QUALIFIER_GAP) : i + _QUALIFIER_GAP + 1]
    return not (_QUALIFIERS if sexual_text else _SEXUAL_QUALIFIERS).isdisjoint(near)


def _party_after(a: Analysis, i: int, starts: dict[int, Hit]) -> Hit | None:
    """The animal right after "with" following the relationship word, no person before it."""
    sentence = a.sentence_of[i]
    for j in range(i + 1, min(len(a.words), i + 6)):
        if a.words[j] not in _WITH:
            continue
        for k in range(j + 1, min(len(a.words), j + 1 + _PARTY_GAP)):
            if a.sentence_of[k] != sentence or a.words[k] in _PERSON_NOUNS:
                return None
            if k in starts:
                return starts[k]
        return None
    return None


def _party_before(a: Analysis, i: int, animals: list[Hit]) -> Hit | None:
    """The animal paired before the relationship word: "Sie und ihr Schäferhund … haben eine Beziehung"."""
    sentence = a.sentence_of[i]
    for hit in animals:
        if not 0 < i - hit.end <= _PAIR_GAP or a.sentence_of[hit.start] != sentence:
            continue
        before = a.words[max(0, hit.start - 3) : hit.start]
        after = a.words[hit.end : i]
        if _PAIR.intersection(before) or "to" in after:
            if not _PERSON_NOUNS.intersection(after):
                return hit
    return None


def liaison(a: Analysis, animals: list[Hit]) -> Found | None:
    """A sexual, secret or carnal relationship whose other party is an animal: in a sexual text, or
    called sexual or carnal itself."""
    if not animals:
        return None
    sexual_text = any(not a.negated(h.start) for h in a.of("sexual"))
    starts = {h.start: h for h in animals if not a.negated(h.start)}
    for i, w in enumerate(a.words):
        if w not in _RELATION and w not in _AFFAIR and w != "love":
            continue
        if not _NO.isdisjoint(a.words[max(0, i - 4) : i]):
            continue  # "no sexual relationship with the dog" (a.negated reads "forbidden" as a "no")
        if not _relation_at(a, i, sexual_text):
            continue
        party = _party_after(a, i, starts) or _party_before(a, i, list(starts.values()))
        if party is not None:
            return Found("prohibited-bestiality", "animal-liaison", f"{w} … {party.entry}")
    return None
