"""'Sleeps with a teddy' says who a child is, not where: a sleep word (lexicon key `absent`: "the kids
are asleep") followed by a comfort object ("duerme con su peluche", "schläft mit Kuscheltier", "dort
avec son doudou", "спит с плюшевым мишкой") is a habit of the child in the scene, so it does not place
the child away from it (round u/v/t: "still goes to primary school and sleeps with a teddy")."""

from __future__ import annotations

from nocturne.moderation.lexicon import Hit

_TOYS = frozenset(
    """teddy teddies plushie plushies plush stuffed nightlight doll dolls blankie blanket pacifier
    peluche peluches muneca osito chupete kuscheltier kuscheltieren teddybar puppe nachtlicht schnuller
    doudou nounours poupee veilleuse tetine ursinho pelucia boneca chupeta naninha
    мишкои игрушкои игрушками куклои ночником соскои плюшевым плюшевои nuigurumi ningyou""".split()
)
_REACH = 4  # "sleeps with her old stuffed bunny"


def sleeps_with_a_toy(words: list[str], hit: Hit) -> bool:
    """The sleep word at `hit` is followed, within a few words, by a comfort object."""
    return any(w in _TOYS for w in words[hit.end : hit.end + _REACH])
