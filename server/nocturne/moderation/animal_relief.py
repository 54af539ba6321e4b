"""An animal that "helps her out" when she is aroused (issue 9, bestiality; session 14, round am).

"she lets the family labrador 'help her out' when she's horny", "deja que el perro la ayude cuando está
cachonda", "lässt den Hund ihr helfen, wenn sie geil ist", "laisse le chien l'aider quand elle est
excitée", "deixa o cachorro ajudar ela quando está com tesão", "пёс помогает ей, когда она возбуждена":
help (relief, satisfaction) given by the animal to a person, in the sentence of a sexual word, is the act.
The sexual word alone is the person's state (lexicon not_animal_acts: "horny" is no act of the dog), so
the animal rules that read an act beside an animal do not see it.

Twins that pass: the help with no sexual word ("lets the labrador help her out on the farm when she's
tired"), a human partner in the text ("when she's horny her husband helps her out, the labrador sleeps"),
and help the person gives ("she helps the dog out of the ditch").
"""

from __future__ import annotations

from nocturne.moderation import partners
from nocturne.moderation.analysis import Analysis
from nocturne.moderation.found import Found
from nocturne.moderation.lexicon import Hit

_HELP = frozenset(
    "help helps helping helped relieve relieves relieved satisfy satisfies satisfied ayude ayuda ayudar "
    "ayudarla ayudaba alivie alivia aliviar satisfaga satisface hilft helfen helfe half befriedigt "
    "befriedigen aide aider aident aidait soulage soulager satisfait satisfaire ajuda ajudar ajude ajudava "
    "alivia aliviar satisfaz satisfazer помогает помочь помогал помог помогла удовлетворяет удовлетворить "
    "tasukeru tasukete".split()
)
# Who is helped: a person pronoun right before (Spanish, French clitics) or after the verb.
_PERSON = frozenset(
    "her him me them la le lo l ihr ihm mir sie ela ele ей еи ему мне её ее eles elas".split()
)
_GAP = 3  # words from the animal to the help verb ("the labrador 'help", "le chien l aider")


def relief(a: Analysis, animals: list[Hit]) -> Found | None:
    """The animal's help to a person in a sentence with a sexual word, and no human partner."""
    if not animals or _HELP.isdisjoint(a.vocabulary()):
        return None  # most texts (a set test in C)
    states = [h for h in a.of("sexual") if not a.negated(h.start)]
    if not states or partners.human_partner(a):
        return None
    sexual_sentences = {a.sentence_of[h.start] for h in states}
    for hit in animals:
        sentence = a.sentence_of[hit.start]
        if sentence not in sexual_sentences or a.negated(hit.start, hit.end):
            continue
        for j in range(hit.end, min(len(a.words), hit.end + _GAP + 1)):
            if a.sentence_of[j] != sentence:
                break
            if a.words[j] not in _HELP:
                continue
            if not _PERSON.isdisjoint(a.words[max(hit.end, j - 1) : j] + a.words[j + 1 : j + 3]):
                return Found("prohibited-bestiality", "animal-relief", f"{hit.entry} … {a.words[j]}")
    return None
