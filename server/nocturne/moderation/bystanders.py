"""What else an animal in the text is doing (issue 9, bestiality): watching, asleep, barking outside,
interrupting the scene. An animal that does something else is no partner in what the text asks for
("sex with my wife and the dog watching"), whoever the rules (partners.py, animal_*.py) pair it with."""

from __future__ import annotations

from nocturne.moderation.analysis import Analysis
from nocturne.moderation.lexicon import Hit
from nocturne.moderation.unknown_names import unknown_name

# The animal does something else: "sex with my wife and the dog watching".
_BYSTANDER_AFTER = frozenset(
    "watch watches watched watching sleep sleeps slept sleeping asleep barks barked barking outside "
    "nearby snores snoring naps napping lies lay lying sits sat sitting waits waited waiting "
    "duerme dorme dormindo durmiendo schlaft dort спит ночует ночуют away ruined ruins interrupted interrupts interrupting whined whines scratched "
    "scratches stays stay stayed queda quedo fica ficou bleibt blieb reste restait остается остаётся "
    "остался осталась "
    # barking or outside in each language ("o cachorro tá latindo lá fora e eles transando")
    "ladra ladrando ladraba latindo latia latiu afuera fuera fora bellt bellte bellend draussen "
    "aboie aboient aboyait aboyant dehors лает лаял лаяла гавкает".split()
)
# "the pet of the family", "la mascota de la familia", "o cachorro da família": whose animal it is.
_OF_THE_HOUSE = frozenset(
    tuple(phrase.split())
    for phrase in (
        "of the family",
        "of the house",
        "de la familia",
        "de la casa",
        "de la famille",
        "de la maison",
        "da familia",
        "da casa",
        "der familie",
    )
)
_INTERRUPTS = frozenset(
    "interrupted interrupts interrupting interrumpe interrumpio interrompe interrompeu interrompt unterbricht "
    "unterbrach прерывает прервал прервала".split()
)
_BYSTANDER_AFTER |= _INTERRUPTS
_REFLEXIVE = frozenset("se sich".split())  # "el perro se queda fuera", "der Hund bleibt … / legt sich"
_TIME_WORDS = frozenset(
    "today tonight is s сегодня hoy heute aujourd hoje ta tava esta estava estaba".split()  # "tá latindo"
)


def bystander(a: Analysis, hit: Hit) -> bool:
    """The animal does something else: "the dog watching", "the family pet (labrador) barked", "лучший
    друг человека сегодня ночует у соседей" (a time word between)."""
    at = _verb_at(a, hit)
    return at < len(a.words) and a.words[at] in _BYSTANDER_AFTER


def interrupts(a: Analysis, hit: Hit) -> bool:
    """The animal interrupts the scene ("la mascota de la familia interrumpe la escena hot ladrando"): it
    is what stops the sex, whoever has it."""
    at = _verb_at(a, hit)
    return at < len(a.words) and a.words[at] in _INTERRUPTS


def _verb_at(a: Analysis, hit: Hit) -> int:
    """Where the word that says what the animal does stands (past its other names and its owners)."""
    at = hit.end
    animals = a.cache.get(("animal-spans", ""))
    if animals is None:
        animals = a.cache[("animal-spans", "")] = {h.start: h.end for h in a.of("animal")}
    while at in animals and at < len(a.words):
        at = animals[at]  # "the family pet (labrador) barked": the breed names it again
    for size in (3, 2):
        if tuple(a.words[at : at + size]) in _OF_THE_HOUSE:
            at += size  # "la mascota de la familia interrumpe …": whose pet it is, then what it does
            break
    if at + 1 < len(a.words) and _gap(a, at) == "," and _gap(a, at + 1) == ",":
        at += 1  # "the family labrador, Buddy, sleeps": its name between commas
    elif at + 1 < len(a.words) and a.words[at + 1] in _BYSTANDER_AFTER and unknown_name(a, at):
        at += 1  # "der Hofhund Rex schläft"
    while at < len(a.words) - 1 and a.words[at] in _TIME_WORDS and at < hit.end + 2:
        at += 1
    if at < len(a.words) - 1 and a.words[at] in _REFLEXIVE:
        at += 1  # "el pastor alemán se queda en el patio"
    return at


def _gap(a: Analysis, at: int) -> str:
    """The punctuation before word `at`."""
    return a.text[a.spans[at - 1][1] : a.spans[at][0]].strip()
