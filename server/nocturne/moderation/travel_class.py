"""A class of travel is no school year (issue 9, round al): "Tickets gekauft, zweite Klasse,
Fensterplatz", "im Zug, erste Klasse", "in der ersten Klasse des ICE" name a seat on a train, a ship or
a plane, not a pupil's grade ("sie geht in die zweite Klasse" still is one). A school word counts as
travel only with a travel word a few words from it in its sentence.
"""

from __future__ import annotations

from nocturne.moderation.analysis import Analysis
from nocturne.moderation.lexicon import Hit

# Tickets, seats, trains, planes and ships in the seven languages (romaji: "kippu", "densha", "shinkansen").
TRAVEL = frozenset(
    "ticket tickets train trains seat seats flight flights plane carriage railway "
    "fahrkarte fahrkarten zug zuge bahn fensterplatz sitzplatz abteil flug flugzeug waggon "
    "billet billets train tgv avion wagon "
    "billete billetes boleto boletos tren asiento vuelo avion vagon "
    "bilhete bilhetes passagem trem comboio assento voo aviao vagao "
    "билет билеты поезд поезде вагон купе самолет рейс "
    "kippu densha shinkansen zaseki hikouki".split()
)
_REACH = 5  # words either side of the class word


def travel_class(a: Analysis, hit: Hit) -> bool:
    """The school word `hit` stands with a travel word in its sentence, within _REACH words."""
    if hit.key != "school" or not TRAVEL.intersection(a.words):
        return False
    sentence = a.sentence_of[hit.start]
    lo, hi = max(0, hit.start - _REACH), min(len(a.words), hit.end + _REACH)
    return any(a.words[i] in TRAVEL and a.sentence_of[i] == sentence for i in range(lo, hi))
