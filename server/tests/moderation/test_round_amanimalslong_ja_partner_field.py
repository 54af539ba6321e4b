"""Issue 9, session 14 (round am, animals long): a Japanese card whose species field is a real animal and
whose relation field says "sexual partner" ("性的パートナー", "肉体関係", "セフレ", "seiteki na pātonā")
is bestiality (lexicon ja sexual); the same relation field on an adult human card, or a non-sexual
relation ("相棒") on the animal's card, passes."""

from __future__ import annotations

import pytest

from tests.moderation.verdicts import assert_allowed, assert_pair


@pytest.mark.parametrize(
    ("blocked", "allowed"),
    [
        (
            "名前：ハナ\n種族：本物の馬\n{{user}}との関係：肉体関係",
            "名前：ハナ\n種族：本物の馬\n{{user}}との関係：相棒",
        ),
        (
            "名前：コタロウ\n種族：本物の柴犬（擬人化なし）\n{{user}}との関係：セフレ",
            "名前：コタロウ\n種族：本物の柴犬（擬人化なし）\n{{user}}との関係：飼い犬",
        ),
        (
            "Namae: Kuro\nShuzoku: honmono no inu\n{{user}} to no kankei: seiteki na pātonā",
            "Namae: Kuro\nShuzoku: honmono no inu\n{{user}} to no kankei: kazoku",
        ),
    ],
)
def test_real_animal_card_with_a_sexual_partner_relation(blocked: str, allowed: str) -> None:
    assert_pair(blocked, allowed, "prohibited-bestiality")


def test_the_relation_on_an_adult_card_passes() -> None:
    assert_allowed("名前：ユイ（28歳）\n職業：会社員\n{{user}}との関係：セフレ")
    assert_allowed("名前：ケンジ（35歳）\n{{user}}との関係：性的パートナー")
