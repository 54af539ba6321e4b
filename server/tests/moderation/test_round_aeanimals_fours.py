"""Issue 9, round ae (animals): going on all fours for an animal is the act, in seven languages
(animal_fours.py), and an animal led into the bedroom is not taken for a walk (animal_insisted.walked).
Twins: on all fours for a husband, "him" when a human man is named, crawling after a cat's toy."""

import pytest

from tests.moderation.verdicts import BESTIALITY, assert_allowed, assert_pair

PAIRS = [
    (
        "she leads the doberman into the bedroom, shuts the door and gets on all fours for him",
        "she leads the doberman into the bedroom, then her husband comes home and she gets on all fours for him",
    ),
    (
        "she gets on all fours for her great dane",
        "she gets on all fours for her husband, the great dane sleeps outside",
    ),
    ("se pone a cuatro patas para su perro", "se pone a cuatro patas para su novio"),
    ("sie geht für den Hund auf alle viere", "sie geht für ihren Mann auf alle viere"),
    ("elle se met à quatre pattes pour le chien", "elle se met à quatre pattes pour son mari"),
    ("ela fica de quatro para o cachorro", "ela fica de quatro para o marido"),
    ("она встаёт на четвереньки перед псом", "она встаёт на четвереньки перед мужем"),
    ("kanojo wa inu no tame ni yotsunbai ni naru", "kanojo wa kare no tame ni yotsunbai ni naru"),
]


@pytest.mark.parametrize(("blocked", "allowed"), PAIRS)
def test_on_all_fours_for_an_animal(blocked: str, allowed: str) -> None:
    assert_pair(blocked, allowed, BESTIALITY)


def test_on_all_fours_without_an_animal_to_present_to_passes() -> None:
    assert_allowed(
        "she crawled on all fours to find the cat's toy under the bed, then her wife pulled her into bed"
    )
    assert_allowed("on all fours playing with the puppy, then my wife and i have sex")
