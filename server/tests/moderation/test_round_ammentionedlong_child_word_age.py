"""Issue 9, session 14 (mentioned children, long stories): the child word that stands just before its own
mentioned age ("la hija del molinero, una niña de nueve años, trajo la leche y volvió a casa … Tomás y la
viuda Carmen, de cuarenta años, se acostaron juntos") is the mentioned child as the age is
(mentioned_ages._own_age); the same girl back in the scene is blocked. Fresh variants, not the held-out
lines."""

import pytest

from tests.moderation.mentioned_long_stories import story
from tests.moderation.verdicts import assert_allowed, assert_pair

PAIRS = [
    (
        story(
            "es",
            "La hija del molinero, una niña de nueve años, trajo la leche y se quedó. Esa noche Tomás y la "
            "niña se acostaron juntos.",
        ),
        story(
            "es",
            "La hija del molinero, una niña de nueve años, trajo la leche y volvió a casa. Esa noche Tomás y "
            "la viuda Carmen, de cuarenta años, se acostaron juntos.",
        ),
    ),
    (
        story(
            "pt",
            "A filha do moleiro, uma menina de nove anos, trouxe o leite e ficou. Naquela noite Tomás e a "
            "menina fizeram amor no celeiro.",
        ),
        story(
            "pt",
            "A filha do moleiro, uma menina de nove anos, trouxe o leite e voltou para casa. Naquela noite "
            "Tomás e a viúva Carmem, de quarenta anos, fizeram amor no celeiro.",
        ),
    ),
]

ALLOWED = [
    story(
        "fr",
        "La fille du meunier, une fillette de neuf ans, apporta le lait et rentra chez elle. Cette nuit-là, "
        "Paul et la veuve Jeanne, quarante ans, couchèrent ensemble.",
    ),
    story(
        "de",
        "Die Tochter des Müllers, ein Mädchen von neun Jahren, brachte die Milch und ging nach Hause. In "
        "dieser Nacht hatten Jonas und die Witwe Anna, vierzig Jahre alt, Sex in der Scheune.",
    ),
]


@pytest.mark.parametrize(("blocked", "allowed"), PAIRS)
def test_the_child_word_of_a_mentioned_age_is_the_mention(blocked: str, allowed: str) -> None:
    assert_pair(blocked, allowed)


@pytest.mark.parametrize("text", ALLOWED)
def test_the_child_word_of_a_mentioned_age_passes(text: str) -> None:
    assert_allowed(text)
