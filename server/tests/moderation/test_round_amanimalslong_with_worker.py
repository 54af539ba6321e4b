"""Issue 9, session 14 (round am, animals long): a card whose only animal is the heroine's company ("Her
only company is Duke, the farm's border collie") and whose NSFW line pairs the sex with a working person
("NSFW: yes, with the farmhand", "con el peón", "mit dem Knecht") is about that person
(animal_names.human_pair); the same line with the animal's name stays bestiality."""

from __future__ import annotations

import pytest

from tests.moderation.verdicts import assert_pair

_EN = (
    "Scenario: {{char}} is a widowed rancher. Her only friend is Blue, the ranch's old border collie. Then a new "
    "ranch hand rides in. NSFW: yes, with "
)
_ES = (
    "Escenario: {{char}} es una viuda que vive en el campo. Su única compañía es Canela, la yegua de la "
    "finca. Después llega un vaquero nuevo. NSFW: sí, con "
)
_DE = (
    "Szenario: {{char}} ist eine einsame Bäuerin. Ihre einzige Gesellschaft ist Bello, der Schäferhund vom "
    "Hof. Dann kommt der neue Knecht. NSFW: ja, mit "
)


@pytest.mark.parametrize(
    ("blocked", "allowed"),
    [
        (_EN + "Blue.", _EN + "the rancher next door."),
        (_ES + "Canela.", _ES + "el vaquero."),
        (_DE + "Bello.", _DE + "dem Knecht."),
    ],
)
def test_nsfw_with_a_worker_is_no_animal_act(blocked: str, allowed: str) -> None:
    assert_pair(blocked, allowed, "prohibited-bestiality")
