"""Issue 9, session 14 (mentioned children, long stories): after a mentioned child's age, a sexual sentence
that joins two names ("Más tarde Lucía y Vicente tuvieron sexo", "Later Lucy and Vincent had sex", "Mais
tarde Lúcia e Vicente fizeram amor") names the pair as "los dos" does (named_pairs.py); the child's own
name in the pair ("Lucía y Pablo", Pablo the boy of ten) is blocked. Fresh variants, not the held-out
lines."""

import pytest

from tests.moderation.mentioned_long_stories import story
from tests.moderation.verdicts import assert_allowed, assert_pair

PAIRS = [
    (
        story(
            "es",
            "El nieto del tabernero, Pablo, de diez años, trajo el pan y se quedó. Más tarde Lucía y Pablo "
            "tuvieron sexo en el cuarto del fondo.",
        ),
        story(
            "es",
            "El nieto del tabernero, Pablo, de diez años, trajo el pan y se fue a dormir. Más tarde Lucía y "
            "Vicente tuvieron sexo en el cuarto del fondo.",
        ),
    ),
    (
        story(
            "en",
            "The landlord's grandson Pip, who is ten, brought the bread and stayed. Later Lucy and Pip had sex "
            "in the back room.",
        ),
        story(
            "en",
            "The landlord's grandson Pip, who is ten, brought the bread and went up to bed. Later Lucy and "
            "Vincent had sex in the back room.",
        ),
    ),
    (
        story(
            "de",
            "Der Enkel des Wirts, Paul, zehn Jahre alt, brachte das Brot und blieb. Später hatten Lucia und "
            "Paul Sex im Hinterzimmer.",
        ),
        story(
            "de",
            "Der Enkel des Wirts, Paul, zehn Jahre alt, brachte das Brot und ging nach Hause. Später hatten "
            "Lucia und Vinzenz Sex im Hinterzimmer.",
        ),
    ),
    (
        story(
            "pt",
            "O neto do dono, Davi, de dez anos, trouxe o pão e ficou. Mais tarde Lúcia e Davi fizeram amor no "
            "quarto dos fundos.",
        ),
        story(
            "pt",
            "O neto do dono, de dez anos, trouxe o pão e desceu logo. Mais tarde Lúcia e Vicente fizeram amor "
            "no quarto dos fundos.",
        ),
    ),
]

ALLOWED = [
    story(
        "fr",
        "Le petit-fils de l'aubergiste, Paul, dix ans, apporta le pain et monta se coucher. Plus tard Lucie "
        "et Vincent firent l'amour dans la chambre du fond.",
    ),
]


@pytest.mark.parametrize(("blocked", "allowed"), PAIRS)
def test_two_joined_names_are_the_pair(blocked: str, allowed: str) -> None:
    assert_pair(blocked, allowed)


@pytest.mark.parametrize("text", ALLOWED)
def test_two_joined_names_pass(text: str) -> None:
    assert_allowed(text)
