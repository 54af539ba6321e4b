"""Issue 9, session 14 (round am, animals short): an animal that joins in, then the pair's act said by a
pro-form ("the pup joins in and they go all the way", "que la cabra participe y lo hagan", "der Rüde macht
mit und sie treiben es") is the act; the way somewhere ("go all the way to the river"), an activity
joined, or the join alone passes (animal_join_acts.py)."""

import pytest

from tests.moderation.verdicts import BESTIALITY, assert_allowed, assert_pair

PAIRS = [
    (
        "ok so then the husky joins in and they go all the way 🔥",
        "ok so then the husky joins in and they go all the way to the river 🔥",
    ),
    (
        "y luego que la cabra participe y lo hagan ahí mismo",
        "y luego que la cabra participe en la carrera y lo hagan ahí mismo",
    ),
    (
        "jetzt soll der Rüde mitmachen und sie treiben es im Heu",
        "jetzt soll der Rüde beim Spaziergang mitmachen und sie ruhen sich im Heu aus",
    ),
    (
        "ensuite le bouc participe et ils le font dans la grange",
        "ensuite le bouc participe au concours et ils rentrent dans la grange",
    ),
    (
        "aí o cavalo participa e eles fazem aquilo no celeiro",
        "aí o cavalo participa do rodeio e eles voltam pro celeiro",
    ),
    (
        "потом конь присоединяется, и они занимаются этим в конюшне",
        "потом конь присоединяется к прогулке, и они возвращаются в конюшню",
    ),
]


@pytest.mark.parametrize(("blocked", "allowed"), PAIRS)
def test_pro_form_act_after_an_animal_joins(blocked: str, allowed: str) -> None:
    assert_pair(blocked, allowed, BESTIALITY)


def test_the_join_alone_passes() -> None:
    assert_allowed("y ahora que el perrito se una a la fiesta de cumpleaños")
