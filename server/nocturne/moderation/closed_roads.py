"""A closed road is no ban (discussion.py, issue 9).

"gesperrt", "bloqueada", "interdit" are discussion words: "das wird hier gesperrt", "lo que está
prohibido" talk about the rules. Said of a road, a pass or a bridge they are the story's weather: "die
Straße ins Tal ist seit drei Tagen gesperrt", "the road is blocked by snow, the bridge is banned to
trucks", "la carretera está prohibida al tráfico", "la route du col est interdite", "дорога на перевал
запрещена для машин". Such a text is a setting, not talk about the rules, and its sexual request stays
checked (a card whose child "soll es heute Nacht sexuell werden" in a snowed-in inn).
"""

from __future__ import annotations

from nocturne.moderation.lexicon import Hit

_ROADS = frozenset(
    "road roads street highway bridge tunnel pass route strasse strassen weg pass autobahn strecke zufahrt "
    "brucke tunnel carretera calle camino puente tunel puerto route rue chemin pont col autoroute estrada "
    "rua caminho ponte rodovia дорога дорогу дороги трасса мост перевал".split()
)
_REACH = 8  # words from the road to the closing word: "die Straße ins Tal ist seit drei Tagen gesperrt"


def road_closed(words: list[str], sentence_of: list[int], hit: Hit) -> bool:
    """A road noun a few words before the discussion word, in its sentence."""
    sentence = sentence_of[hit.start]
    return any(
        words[i] in _ROADS and sentence_of[i] == sentence
        for i in range(max(0, hit.start - _REACH), hit.start)
    )
