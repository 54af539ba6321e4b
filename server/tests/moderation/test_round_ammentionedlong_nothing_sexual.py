"""Issue 9, session 14 (mentioned children, long stories): a kin's age in a long story with nothing sexual
in it, not even soft words ("Ben's niece Lily, who is twelve, fell asleep by the fire … Nora and Ben sat
on the porch"), is a mention on the character path too (mentioned_ages.py); the same niece in an explicit
scene is blocked. Fresh variants, not the held-out lines."""

import pytest

from tests.moderation.mentioned_long_stories import story
from tests.moderation.verdicts import assert_allowed, assert_pair

PAIRS = [
    (
        story(
            "en",
            "Ben's niece Lily, who is twelve, fell asleep by the fire. Later Ben and Lily had sex on the porch.",
        ),
        story(
            "en",
            "Ben's niece Lily, who is twelve, fell asleep by the fire, so they carried her upstairs. Later "
            "Nora and Ben sat on the porch and talked about the old days until the lamps went out.",
        ),
    ),
]

ALLOWED = [
    story(
        "es",
        "La sobrina de Beto, Lili, que tiene doce años, se durmió junto al fuego y la llevaron arriba. Después "
        "Nora y Beto se quedaron en el porche hablando de los viejos tiempos.",
    ),
    story(
        "fr",
        "La nièce de Ben, Lili, qui a douze ans, s'endormit près du feu et ils la portèrent à l'étage. Ensuite "
        "Nora et Ben restèrent sur le perron à parler du bon vieux temps.",
    ),
]


@pytest.mark.parametrize(("blocked", "allowed"), PAIRS)
def test_a_kins_age_in_a_story_with_nothing_sexual_is_a_mention(blocked: str, allowed: str) -> None:
    assert_pair(blocked, allowed)


@pytest.mark.parametrize("text", ALLOWED)
def test_a_kins_age_in_a_story_with_nothing_sexual_passes(text: str) -> None:
    assert_allowed(text)
