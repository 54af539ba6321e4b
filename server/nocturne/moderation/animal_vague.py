"""A vague act with an animal, or "more than" care of one (issue 9, bestiality; round ag).

- "does things with the patients that aren't in any textbook … the labrador especially", "hace cosas con
  los pacientes que no vienen en ningún libro", "macht Sachen mit den Patienten, die in keinem Lehrbuch
  stehen", "fait des choses avec les juments qu'on ne trouve dans aucun manuel", "делает с пациентами
  такое, чего нет ни в одном учебнике": a vague act whose things no book holds (or a wink says:
  animal_innuendo.py) is the act. "Gets off with the mares" says it plainly.
- "more than (just) brushing her 🔥", "algo más que darle de comer 🔥", "hat für seine Kühe mehr als nur
  Gefühle, wenn du verstehst 😏": more than care with an emoji or a wink, said of a real animal (a card's
  species, "animal de verdad") in a text that names no adult, or of feelings "for" the animal.

Twins that pass: things "that are in every textbook", "gets off with a warning", "more than just talking
🔥" in a human's card, "for more than an hour", "my dog is more than just a pet 😉" (a bond).
"""

from __future__ import annotations

from nocturne.moderation import partners
from nocturne.moderation.age_phrases import ADULT_AGE
from nocturne.moderation.analysis import Analysis
from nocturne.moderation.animal_innuendo import FILLERS, WINKS, Phrases, emoji_after, winks_of
from nocturne.moderation.found import Found
from nocturne.moderation.lexicon import Hit

# "More than (just) <care>": an innuendo only with an emoji or a wink after it.
_MORE = Phrases(
    """
    more than
    algo mas que
    mas que
    mehr als
    plus que
    mais do que
    mais que
    не только чтобы
    больше чем
    """
)

# A vague act: a "do" verb and "things" before "with" the animal; or "get off with" it.
_DO = frozenset(
    "does do doing did hace hacer haciendo hacia hizo macht machen machte fait faire faisait fais faz fazer "
    "fazia fez".split()
)
_THINGS = frozenset("things stuff cosas sachen dinge choses coisas".split())
_GET_OFF = frozenset("get gets got getting".split())
_RU_DOES = frozenset("делает делала делал вытворяет вытворяла вытворял".split())
_WITH = frozenset("with con mit avec com с со".split())
# Who a vet or a zookeeper "does things with": the animals in an animal setting.
_GROUPS = frozenset(
    "patients animals beasts livestock pacientes animales patienten tieren tiere patients betes animaux "
    "pacientes bichos animais пациентами животными".split()
)
# "… that aren't in any textbook", "die in keinem Lehrbuch stehen": a negation before a book word.
_BOOKS = (
    "textbook",
    "manual",
    "book",
    "rulebook",
    "libro",
    "lehrbuch",
    "buch",
    "handbuch",
    "manuel",
    "livre",
    "livro",
    "учебник",
    "книг",
    "инструкци",
)
_NEGATIONS = frozenset(
    "not arent isnt no ningun ninguno keinem keinen keiner kein ne aucun aucune nao nenhum nenhuma нет ни не".split()
)


def vague(a: Analysis, animals: list[Hit], real: bool, card: bool) -> Found | None:
    """A vague act with an animal (with no book or with a wink), or "more than" care of a real animal
    (`real`, or `card`: a card's species field names it)."""
    pairable = animals + [
        h
        for h in a.of("animal_ambiguous")
        if a.words[h.start] in partners.AMBIGUOUS and not a.negated(h.start)
    ]
    if not pairable:
        return None
    groups = []
    if not _GROUPS.isdisjoint(a.vocabulary()):  # "does things with the patients": most texts name no group
        groups = [Hit("animal", i, i + 1, w) for i, w in enumerate(a.words) if w in _GROUPS]
    for hit in pairable + groups:
        act = _vague_act(a, hit, pairable)
        if act is None or a.negated(hit.start, hit.end):
            continue
        if act.startswith("get") or _unbooked(a, hit) or winks_of(a, hit.end):
            return Found("prohibited-bestiality", "animal-innuendo", f"{act} … {hit.entry}")
    # (not with two adults in the card: "the vet Inés (32) … more than talking about horseshoes 🔥")
    real = (card or real) and not any(g.kind == "present" and g.value >= ADULT_AGE for g in a.ages)
    return _more_than(a, pairable, real and not partners.human_partner(a))


def _vague_act(a: Analysis, hit: Hit, animals: list[Hit]) -> str | None:
    """ "does things with <the animal>", "gets off with <it>": the act's words, or None. A group ("the
    patients") only with an animal named in its sentence or the next ("… the labrador especially")."""
    at = hit.start
    while at > 0 and a.words[at - 1] in FILLERS and at > hit.start - 3:
        at -= 1
    if at == 0 or a.words[at - 1] not in _WITH:
        return None
    lead = a.words[max(0, at - 5) : at - 1]
    got_off = len(lead) >= 2 and lead[-1] == "off" and lead[-2] in _GET_OFF
    vague = bool(_THINGS.intersection(lead) and _DO.intersection(lead)) or (
        lead[-1:] and lead[-1] in _RU_DOES
    )
    if not got_off and not vague:
        return None
    if hit.entry in _GROUPS:
        sentence = a.sentence_of[hit.start]
        if not any(0 <= a.sentence_of[h.start] - sentence <= 1 for h in animals):
            return None
    return " ".join(a.words[at - (3 if got_off else 1) : hit.end])


def _unbooked(a: Analysis, hit: Hit) -> bool:
    """ "… that aren't in any textbook": a negation within four words before a book word, in the act's
    sentence after the animal (or the next)."""
    sentence = a.sentence_of[hit.start]
    for i in range(hit.end, min(len(a.words), hit.end + 14)):
        if a.sentence_of[i] > sentence + 1:
            break
        if a.words[i].startswith(_BOOKS) and not _NEGATIONS.isdisjoint(a.words[max(hit.end, i - 4) : i]):
            return True
    return False


def _more_than(a: Analysis, animals: list[Hit], real: bool) -> Found | None:
    """ "more than (just) …" with an emoji or a wink within four words after it: right after an animal in its
    sentence ("für seine Kühe mehr als nur Gefühle"), or anywhere in a text about a `real` animal."""
    words = a.words
    cared = [h for h in animals if _for_it(a, h)]
    if not (real or cared):
        return None  # most texts: no animal the feelings are for
    for i, phrase in _MORE.find(words):
        if a.negated(i):
            continue
        end, sentence = i + len(phrase), a.sentence_of[i]
        tail = [e for e in range(end + 1, min(len(words), end + 4) + 1) if a.sentence_of[e - 1] == sentence]
        if not any(emoji_after(a, e) for e in tail) and not any(
            WINKS.at(words, j) for j in range(end, min(len(words), end + 4))
        ):
            continue
        if any(w.isdigit() or w in _UNITS for w in words[end : end + 3]):
            continue  # "more than an hour", "mehr als 3 Stunden": a measure
        near = next((h for h in cared if 0 <= i - h.end <= 3 and a.sentence_of[h.start] == sentence), None)
        if near is not None or real:
            animal = near or animals[0]
            return Found("prohibited-bestiality", "animal-innuendo", f"{animal.entry} … {' '.join(phrase)}")
    return None


# Feelings "for" an animal ("hat für seine Kühe mehr als nur Gefühle"): not the animal said to be more
# than a pet ("my dog is more than just a pet 😉", a bond; animals._more_than_a_pet).
_FOR = frozenset("for fur por pour para pelo pela к ко".split())
_UNITS = frozenset(
    "hour hours minute minutes day days week weeks month months year years mile miles km kilos pounds once "
    "twice hora horas dia dias semana semanas stunde stunden tag tage jahre heure heures jour jours час часа "
    "часов".split()
)


def _for_it(a: Analysis, hit: Hit) -> bool:
    at = hit.start
    while at > 0 and a.words[at - 1] in FILLERS and at > hit.start - 3:
        at -= 1
    return at > 0 and a.words[at - 1] in _FOR
