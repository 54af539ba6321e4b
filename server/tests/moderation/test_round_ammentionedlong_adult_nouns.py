"""Issue 9, session 14 (mentioned children, long stories): "a woman of forty", "una mujer de cuarenta",
"eine Frau von vierzig", "une femme de quarante", "uma mulher de quarenta" state an adult's age, so
children running through the setting of that adult's scene ("Children ran between the carts") are
bystanders (adult_nouns.py, persons._bystanders); the children taken to her room are blocked. Fresh
variants, not the held-out lines."""

import pytest

from tests.moderation.mentioned_long_stories import story
from tests.moderation.verdicts import assert_allowed, assert_pair

PAIRS = [
    (
        story(
            "en",
            "Children ran between the carts. The landlord's sister, a tall woman of forty, took the children "
            "up to her room and they had sex until dawn.",
        ),
        story(
            "en",
            "Children ran between the carts with sticky fingers. The landlord's sister, a tall woman of forty, "
            "took Tom up to her room and they had sex until dawn.",
        ),
    ),
]

ALLOWED = [
    story(
        "es",
        "Los niños corrían entre los carros con los dedos pegajosos. La hermana del tabernero, una mujer de "
        "cuarenta, subió con Tomás a su cuarto y tuvieron sexo hasta el alba.",
    ),
    story(
        "de",
        "Kinder rannten zwischen den Karren umher. Die Schwester des Wirts, eine Frau von vierzig, nahm Tom "
        "mit auf ihr Zimmer und sie hatten Sex bis zum Morgen.",
    ),
    story(
        "fr",
        "Des enfants couraient entre les charrettes. La sœur de l'aubergiste, une femme de quarante, emmena "
        "Tom dans sa chambre et ils firent l'amour jusqu'à l'aube.",
    ),
    story(
        "pt",
        "As crianças corriam entre as carroças. A irmã do dono, uma mulher de quarenta, levou Tomás para o "
        "quarto e eles transaram até o amanhecer.",
    ),
]


@pytest.mark.parametrize(("blocked", "allowed"), PAIRS)
def test_a_woman_of_forty_is_an_adult(blocked: str, allowed: str) -> None:
    assert_pair(blocked, allowed)


@pytest.mark.parametrize("text", ALLOWED)
def test_children_in_a_woman_of_fortys_story_pass(text: str) -> None:
    assert_allowed(text)
