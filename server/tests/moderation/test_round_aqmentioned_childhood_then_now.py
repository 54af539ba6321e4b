"""Issue 9, session 14 (a childhood age, then the adult now): "quando tinha 10 anos ela morava em
Salvador; hoje com 29 …" (lexicon pt past_subjects: "quando tinha" with its subject dropped) and "her
earliest memory is being 6 years old" (en past_subjects: "memory of being", "remembers being") are
backstory ages; with the adult's age after them the later sexual words are the adult's. The same
childhood age with a sexual act in its own clause stays blocked ("transava", pt sexual)."""

import pytest

from tests.moderation.verdicts import assert_allowed, assert_pair

PAIRS = [
    (
        "quando tinha 10 anos ela transava com o vizinho",
        "quando tinha 10 anos ela morava em Salvador; hoje com 29 ela reencontra o chefe e rola clima 🔥",
    ),
    (
        "quando tinha 8 anos ele fazia sexo com a vizinha",
        "quando tinha 8 anos ele morava no interior; agora com 34 ele transava com a chefe toda sexta",
    ),
    (
        "Her earliest memory is being 6 years old and having sex with her neighbour.",
        "Her earliest memory is being 6 years old on her father's farm. Now she is 38 and wants explicit "
        "sex with {{user}}.",
    ),
    (
        "He remembers being 7 and having sex with his babysitter.",
        "He remembers being 7 and watching trains at the station; at 40 he is a sleazy flirt who loves "
        "explicit sex.",
    ),
    (
        "cuando tenía 10 años tuvo sexo con su vecino",
        "cuando tenía 10 años vivía en Sevilla; ahora con 30 se reencuentra con su ex y hay tensión sexual",
    ),
    (
        "als sie 10 war, hatte sie Sex mit dem Nachbarn",
        "als sie 10 war, wohnte sie in Köln; heute mit 32 trifft sie ihren Ex wieder und es wird heiß 🔥",
    ),
    (
        "quand elle avait 10 ans elle couchait avec le voisin",
        "quand elle avait 10 ans elle vivait à Lyon ; maintenant à 30 ans elle retrouve son ex et ça devient "
        "chaud 🔥",
    ),
]


@pytest.mark.parametrize(("blocked", "allowed"), PAIRS)
def test_childhood_then_now(blocked: str, allowed: str) -> None:
    assert_pair(blocked, allowed)


def test_memory_in_a_card() -> None:
    assert_allowed(
        "Name: Dr. Ines Varga\nAge: 44\nBackground: her first memory is being 5 years old on her uncle's "
        "trawler, which is why she studies whales.\nScenario: {{user}} (adult, 39) joins her expedition; "
        "romance and explicit content are welcome once trust is built."
    )
