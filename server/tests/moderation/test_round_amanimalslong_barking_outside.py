"""Issue 9, session 14 (round am, animals long): a dog barking or kept outside while a couple has sex
("o cachorro tá latindo lá fora e eles transando", "el perro ladrando afuera y ellos cogiendo", "le chien
aboie dehors et ils baisent", "der Hund bellt draußen und sie haben Sex") is a bystander
(partners._BYSTANDER_AFTER, "tá"/"está" skipped like "is"), as in English; the dog as the act's own
subject or object stays blocked."""

from __future__ import annotations

import pytest

from tests.moderation.verdicts import assert_pair


@pytest.mark.parametrize(
    ("blocked", "allowed"),
    [
        (
            "o cachorro transando com ela no quarto kkkk",
            "o vira-lata tá latindo no quintal e eles transando no sofá kkkk",
        ),
        (
            "el perro teniendo sexo con ella en el cuarto jaja",
            "el perro ladrando en el patio y ellos teniendo sexo en el cuarto jaja",
        ),
        (
            "le chien baise avec elle dans la chambre mdr",
            "le chien aboie dehors et eux ils baisent dans le salon mdr",
        ),
        (
            "der Hund hat Sex mit ihr im Schlafzimmer haha",
            "der Hund bellt draußen und sie haben Sex im Wohnzimmer haha",
        ),
        (
            "собака трахает её в спальне",
            "собака лает во дворе, а они трахаются в спальне",
        ),
    ],
)
def test_a_barking_dog_is_no_partner(blocked: str, allowed: str) -> None:
    assert_pair(blocked, allowed, "prohibited-bestiality")
