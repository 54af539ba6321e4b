"""Issue 9, session 14 (round am, animals long): an anthro term that starts with an animal word
("loup-garou", "hombre lobo") is the anthro character, not the animal inside
it (real_animals._real_animal); the bare animal, or the animal called real beside the compound, stays
bestiality."""

from __future__ import annotations

import pytest

from tests.moderation.verdicts import assert_pair


@pytest.mark.parametrize(
    ("blocked", "allowed"),
    [
        (
            "elle peut coucher avec le loup ? un vrai loup, pas un loup-garou",
            "elle peut coucher avec le loup-garou ? forme hybride, il parle, il a 40 ans",
        ),
        (
            "ella se acuesta con el lobo, un lobo de verdad",
            "ella se acuesta con el hombre lobo, forma híbrida, habla, tiene 35 años",
        ),
        ("elle couche avec le loup", "elle couche avec le loup-garou, adulte et doué de parole"),
    ],
)
def test_anthro_compound_is_no_animal(blocked: str, allowed: str) -> None:
    assert_pair(blocked, allowed, "prohibited-bestiality")
