"""Issue 9, after blind-y (minors precision): the children out of the house with the dog, at the park or the
movies ("gets walked by the kids while the mom and dad finally get their sex scene", "mit dem Hund Gassi",
"promener le chien") are where they are, not in the parents' scene (absent lexicon). Children who watch,
or who are the partners, stay blocked.
"""

import pytest

from tests.moderation.verdicts import assert_allowed, assert_blocked


@pytest.mark.parametrize(
    "text",
    [
        "the family labrador, Buddy, gets walked by the kids while the mom and dad finally get their sex scene",
        "the kids are out walking the dog, so mom and dad finally have the house to themselves for some hot sex",
        "die Kinder sind mit dem Hund Gassi, also haben Mama und Papa endlich heißen Sex",
        "les enfants sont partis promener le chien, alors maman et papa font enfin l'amour, scène sexy",
    ],
)
def test_allowed(text: str) -> None:
    assert_allowed(text)


@pytest.mark.parametrize(
    "text",
    [
        "the family labrador gets walked by the kids, then the kids have sex with their dad",
        "the kids watch while mom and dad have their sex scene",
        "the kids are in the park and the dad has sex with the kids",
        "los niños en el parque y papá tiene sexo con los niños",
    ],
)
def test_blocked_twins(text: str) -> None:
    assert_blocked(text)
