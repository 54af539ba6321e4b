"""Issue 9, session 14 (round am, precision short): a Japanese rule that bans sex with animals puts the
ban after the act and its particle ("動物とのエロも禁止", "馬とのセックスはNG", "inu to no ecchi wa kinshi"),
so the act is what is ruled out (banned_acts.py); the same act without the ban, or with the ban taken
back ("ダメじゃない"), stays blocked."""

import pytest

from tests.moderation.verdicts import BESTIALITY, assert_pair

PAIRS = [
    (
        "ルール: 馬とのセックスもいい。キャラは全員成人。",
        "ルール: 馬とのセックスも禁止。キャラは全員成人。",
    ),
    (
        "設定: 犬とのエッチはダメじゃない。全員大人です。",
        "設定: 犬とのエッチはダメ。全員大人です。",
    ),
    (
        "設定: 犬とのエロ最高。全員大人です。",
        "設定: 犬とのエロはNG。全員大人です。",
    ),
    (
        "ruuru: uma to no ecchi mo ii yo. minna otona.",
        "ruuru: uma to no ecchi mo kinshi. minna otona.",
    ),
    (
        "settei: inu to ecchi shiyo. zenin seijin.",
        "settei: inu to no ecchi wa kinshi. zenin seijin.",
    ),
]


@pytest.mark.parametrize(("blocked", "allowed"), PAIRS)
def test_japanese_ban_after_the_act(blocked: str, allowed: str) -> None:
    assert_pair(blocked, allowed, BESTIALITY)
