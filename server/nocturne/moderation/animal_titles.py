"""A lover's title given to an animal in the ways a card or a long turn writes it (issue 9, bestiality;
round ad). animal_roles reads a title said right after the animal with its owner before it ("Thunder is
her only lover"); these are the other shapes:

(i)   the owner after the title: "Relation : amant de {{user}}", "Relationship: lover of {{user}}" in a
      card whose character is an animal (animal_cards: "Personnage : Éclair, un vrai cheval"), or said of
      the animal by a dash or a copula: "Буран — любовник {{user}}", "Rusty, lover of {{user}}";
(ii)  the title of a pair the animal is in: "Rusty and {{user}} are secret lovers", "Tormenta y {{user}}
      son amantes", "Minou und {{user}} sind ein Liebespaar", "Буран и {{user}} — любовники";
(iii) in a turn of any length, the pronoun of an animal named earlier in its sentence given the title:
      "… with Nimbus, the wild dolphin who has followed our boat all month, and tonight I let him become
      my lover", "… mit Echo, dem wilden Delfin, …, und heute Nacht wird er mein Liebhaber";
(iv)  the title first: "her only lover is her stallion", "Wren's only lover since her husband died is her
      mare", "su único amante es su perro", "её единственный любовник — её пёс".

Not a title given to a person named instead ("I let Marco become my lover", "Jesse, the foreman, becomes
my lover"), to the user's other roles ("Relationship: show horse of {{user}}"), or to a pair of people.
"""

from __future__ import annotations

import bisect

from nocturne.moderation import bystanders, partners
from nocturne.moderation.analysis import Analysis
from nocturne.moderation.animal_names import PRAISE_ANIMALS
from nocturne.moderation.animal_with import PEOPLE
from nocturne.moderation.found import Found
from nocturne.moderation.lexicon import Hit

# Singular titles (an owner's lover) and the titles of a pair ("lovers", "ein Liebespaar").
_TITLES = frozenset(
    "lover amante amant liebhaber geliebter geliebte liebhaberin любовник любовница любовником "
    "любовницей koibito".split()
)
_PAIR_TITLES = frozenset(
    "lovers amantes amants liebhaber liebespaar любовники любовниками couple pareja casal".split()
)
_ALL_TITLES = _TITLES | _PAIR_TITLES
_OF = frozenset("of de von do da du di".split())
_USERS = frozenset("user char".split())
# A card's relation field: "Relation :", "Relationship:", "Beziehung:", "Relación:", "Отношения:".
_RELATION_LABELS = frozenset(
    "relation relationship relationships relacion relacao beziehung role rol papel rolle status statut "
    "vinculo отношения otnosheniya kankei".split()
)
# An only partner: "Mara's only lover", "su único amante", "ihr einziger Liebhaber", "son seul amant".
_ONLY = frozenset("only unico unica einziger einzige einziges seul seule единственныи единственная".split())
# Before a title: an article, "secret", "only".
_LEADS = _ONLY | frozenset(
    "the a an el la le los las un una une der die das ein eine einen o um uma secret secreto secreta "
    "secretos secretas secrete heimlicher heimliche heimliches тайныи тайная".split()
)
_BEING = frozenset("is are was were been es son ist sind est sont e sao era sera будет являются".split())
_AND = partners.AND_WORDS | frozenset(("e",))
# The pronoun an animal is taken up by, and the verbs that give it the title ("let him become", "la hago",
# "wird er", "je le laisse devenir", "deixo ele virar", "позволяю ему стать").
_PRONOUNS = frozenset(
    "him her it he she lo la le el ella ihn ihm er sie lui il elle ele ela его ее ему ей он она".split()
)
_MAKES = frozenset(
    "become becomes became be is will make makes made let lets hago hace convierto convierte en sea ser "
    "sera wird werden ist sein soll devient devenir deviendra laisse fais est vira virar seja deixo "
    "станет стать будет делаю сделаю".split()
)
_OWNERS = frozenset(
    "my her his your their our mi su tu mein meine ihr ihre sein seine dein deine mon ma son sa ton ta "
    "meu minha seu sua teu tua мой мои моя моим моей своим своей твоим ее его их".split()
)
_INDEFINITE = frozenset("a an un una une ein einen um uma".split())
_PRONOUN_REACH = 30  # words from the animal to the pronoun, in its sentence
_NOT_PRONOUN_PERSONS = partners.PERSONS - frozenset(
    "me i her him she he you u herself himself myself yo ich moi eu я".split()
)


def titled(a: Analysis, animals: list[Hit], animal_card: bool) -> Found | None:
    """The first of the shapes (see the module) in this reading; `animal_card`: the card's
    character is an animal (a character or species field names one)."""
    if not animals:
        return None
    words = a.words
    if _ALL_TITLES.isdisjoint(words):
        return None  # most texts: nothing below can match (a set test in C)
    titles = [i for i, w in enumerate(words) if w in _ALL_TITLES]
    ends = {h.end: h for h in animals}
    starts = {h.start: h for h in animals}
    by_end = sorted(animals, key=lambda h: h.end)
    end_list = [h.end for h in by_end]
    for t in titles:
        if a.negated(t):
            continue
        if words[t] in _TITLES and _owner_after(words, t):
            found = _said_of(a, t, ends, animal_card)
            if found is not None:
                return Found("prohibited-bestiality", "animal-partner", f"{found} … {words[t]}")
        if words[t] in _PAIR_TITLES:
            pair = _pair(a, t, ends)
            if pair is not None:
                return Found("prohibited-bestiality", "animal-partner", f"{pair.entry} … {words[t]}")
        if words[t] in _TITLES:
            animal = _pronoun_of(a, t, by_end, end_list) or _title_first(a, t, starts)
            if animal is not None:
                return Found("prohibited-bestiality", "animal-partner", f"{animal.entry} … {words[t]}")
    return None


def _title_first(a: Analysis, t: int, starts: dict[int, Hit]) -> Hit | None:
    """(iv) "Her only lover is her stallion", "Mara's only lover has been her mare", "su único amante es su
    perro", "её единственный любовник — её пёс": an owned title, a copula (or a dash) within its sentence,
    then the animal (not "her lover's horse", not "her lover is Thomas")."""
    words = a.words
    if words[t + 1 : t + 2] == ["s"]:
        return None
    owned_after = words[t + 1 : t + 2] in (["dela"], ["dele"])  # "o único amante dela"
    if not owned_after and not any(w in _OWNERS or w in _ONLY for w in words[max(0, t - 3) : t]):
        return None
    copula = t if _gap(a, t + 1) == "-" else None
    for j in range(t + 1, min(len(words), t + 8)):
        if copula is not None or a.sentence_of[j] != a.sentence_of[t]:
            break
        if words[j] in _BEING:
            copula = j
    if copula is None:
        return None
    at = copula + 1
    while at < len(words) and at <= copula + 2 and (words[at] in _LEADS or words[at] in _OWNERS):
        at += 1
    animal = starts.get(at)
    if animal is None or words[animal.end : animal.end + 1] == ["s"]:
        return None
    if words[at] in PRAISE_ANIMALS and words[at - 1] in _INDEFINITE:
        return None  # "her lover is a stallion in bed": praise of a man
    return animal


def _owner_after(words: list[str], t: int) -> bool:
    """'lover of {{user}}', 'amant de {{user}}', 'любовник {{user}}'."""
    after = words[t + 1 : t + 3]
    return bool(after) and (after[0] in _USERS or (after[0] in _OF and len(after) > 1 and after[1] in _USERS))


def _lead(words: list[str], t: int) -> int:
    """The word before the title's article and one describing word ("the secret lover")."""
    k = t - 1
    while k >= 0 and k > t - 3 and words[k] in _LEADS:
        k -= 1
    return k


def _gap(a: Analysis, at: int) -> str:
    """The punctuation before word `at`."""
    if at <= 0 or at >= len(a.words):
        return ""
    return a.text[a.spans[at - 1][1] : a.spans[at][0]].strip(" {}*\"'")


def _said_of(a: Analysis, t: int, ends: dict[int, Hit], animal_card: bool) -> str | None:
    """(i) The title is said of the card's animal character (a relation field) or of an animal right
    before it (a dash, a copula or a comma between)."""
    words = a.words
    k = _lead(words, t)
    if k < 0:
        return None
    if animal_card and words[k] in _RELATION_LABELS and ":" in _gap(a, k + 1):
        return words[k]  # "Relation : amant de {{user}}" in an animal's card
    gap = _gap(a, k + 1)
    if k + 1 in ends and gap in ("-", ","):
        return ends[k + 1].entry  # "Буран - любовник {{user}}", "Rusty, lover of {{user}}"
    if words[k] in _BEING and k in ends and not _gap(a, k):
        return ends[k].entry  # "Rusty is the lover of {{user}}"
    return None


def _pair(a: Analysis, t: int, ends: dict[int, Hit]) -> Hit | None:
    """(ii) "<animal> and <person> are lovers" (either order; a copula or a dash before the title)."""
    words = a.words
    k = _lead(words, t)
    if k < 2:
        return None
    if words[k] in _BEING:
        right = k  # the pair ends before the copula
    elif _gap(a, k + 1) == "-":
        right = k + 1  # "Буран и {{user}} — любовники"
    else:
        return None
    # "<person> and <animal>" (an animal may be several words: "golden retriever"), "<animal> and <person>"
    animal = ends.get(right)
    if animal is not None and animal.start >= 2 and words[animal.start - 1] in _AND:
        return animal if _person(words[animal.start - 2]) else None
    if _person(words[right - 1]) and words[right - 2] in _AND:
        return ends.get(right - 2)
    return None


def _person(word: str) -> bool:
    return word in partners.PERSONS or word in _USERS


def _pronoun_of(a: Analysis, t: int, by_end: list[Hit], ends: list[int]) -> Hit | None:
    """(iii) "… the wild dolphin who …, and tonight I let him become my lover": an owner before the
    title (one describing word between), a pronoun before it with only verbs of making or becoming
    between, and an animal earlier in the sentence with no other person between it and the pronoun."""
    words = a.words
    owner = next((o for o in (t - 1, t - 2) if o >= 0 and words[o] in _OWNERS), None)
    if owner is None:
        return None
    pronoun = None
    for p in range(owner - 1, max(-1, owner - 4), -1):
        if words[p] in _PRONOUNS:
            pronoun = p
            break
        if words[p] not in _MAKES:
            return None
    if pronoun is None:
        return None
    # the nearest animal before the pronoun (by bisection on their ends), in its sentence
    k = bisect.bisect_right(ends, pronoun) - 1
    if k < 0 or pronoun - ends[k] > _PRONOUN_REACH:
        return None
    animal = by_end[k]
    if a.sentence_of[animal.start] != a.sentence_of[pronoun]:
        return None
    between = words[animal.end : pronoun]
    if any(w in _NOT_PRONOUN_PERSONS or w in PEOPLE or w in partners.HUMAN_PARTNERS for w in between):
        return None
    if bystanders.bystander(a, animal):
        return None
    return animal


def said_of_another(a: Analysis, t: int, animal_tokens: set[int]) -> bool:
    """A title with its owner given to someone who is neither an animal (`animal_tokens`: the positions
    of the animal words) nor a pronoun: "I let Marco become my lover", "Jesse, the foreman, becomes my
    lover" (the verbs of becoming between)."""
    words = a.words
    if words[t] not in _TITLES:
        return False
    owner = next((o for o in (t - 1, t - 2) if o >= 0 and words[o] in _OWNERS), None)
    if owner is None:
        return False
    at = owner - 1
    while at >= 0 and at > owner - 4 and words[at] in _MAKES:
        at -= 1
    if at < 0 or at == owner - 1 or words[at] in _PRONOUNS or words[at] in partners.PERSONS:
        return False
    return at not in animal_tokens
