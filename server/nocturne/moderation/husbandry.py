"""Animal husbandry and veterinary talk (issue 9, bestiality precision; round aianimals).

Breeders, vets and farm people name reproduction in the trade's words: "semen collection on a
stallion", "how do breeders know when a mare is in heat?", "inseminación artificial de la yegua",
"die Stute ist rossig, der Tierarzt kommt", "la jument est en chaleur", "coleta de sêmen do garanhão",
"искусственное осеменение коровы". Those words are in the sexual lexicon, so an animal near them
read as an act. They are work or curiosity, not a scene, when the text has a husbandry word (vet,
breeder, foal, insemination) and no other sexual word: "semen collection … then write it explicit"
stays an act.
"""

from __future__ import annotations

from nocturne.moderation.analysis import Analysis
from nocturne.moderation.lexicon import Hit

# Sexual lexicon entries the trade uses about animals.
_TRADE_ACTS = frozenset(
    "semen in heat heat sperm sperma semence semen semen sémen semen esperma sperme сперма спермы "
    "celo en celo rossig brunst chaleur en chaleur cio no cio охоте в охоте течка течке течку breed breeding "
    "bred mate mating mated covered cover".split()
) | frozenset("her him it them la lo las los sie ihn es le les a ela ele ее его их".split())  # "breed her"
# Words that place the talk in a barn, a clinic or a breeding programme.
_TRADE = frozenset(
    "vet vets veterinarian veterinary tech breeder breeders breeding foal foals foaling collection "
    "insemination inseminate inseminated ai stud farm farmer ranch clinic estrus cycle "
    "veterinario veterinaria criador criadores inseminacion recoleccion potro granja "
    "tierarzt tierarztin zuchter zucht besamung samengewinnung fohlen hof "
    "veterinaire eleveur eleveurs elevage insemination collecte poulain ferme "
    "veterinario criador criadores inseminacao coleta potro fazenda "
    "ветеринар ветеринара заводчик заводчики осеменение осеменения сбор жеребенок ферма "
    "juui hanshoku jusei".split()
)


def husbandry_act(a: Analysis, act: Hit) -> bool:
    """`act` is the trade's word in husbandry talk: no other sexual word in the text (see the module)."""
    if _TRADE.isdisjoint(a.vocabulary()):
        return False
    if not set(a.words[act.start : act.end]) <= _TRADE_ACTS:
        return False
    return all(
        set(a.words[h.start : h.end]) <= _TRADE_ACTS or a.negated(h.start)
        for key in ("sexual", "animal_acts")
        for h in a.of(key)
    )
