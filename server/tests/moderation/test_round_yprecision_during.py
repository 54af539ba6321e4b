"""Issue 9, after blind-aa (minors precision): romaji "X chuu ni" is "during X" ("rp chuu ni hiza ni notte
kite", "shigoto chuu ni", "benkyou chuu ni"), not the middle-school grade "chuu ni" that follows a
particle or opens the text (japanese_during.py).
"""

import pytest

from tests.moderation.verdicts import assert_allowed, assert_blocked


@pytest.mark.parametrize(
    "text",
    [
        "uchi no shiba-inu ga rp chuu ni hiza ni notte kite kawaii 🐕 chotto kyuukei",
        "shigoto chuu ni kare kara meeru ga kita, kyou wa 30-sai no tanjoubi, yoru wa ecchi shiyou",
        "benkyou chuu ni neko ga hiza ni kita lol. sate, tsuzuki: kare (28) to kanojo (26) no ecchi na shiin",
    ],
)
def test_allowed(text: str) -> None:
    assert_allowed(text)


@pytest.mark.parametrize(
    "text",
    [
        "kanojo wa chuu ni, ecchi na shiin wo kaite",
        "chuu ni no onnanoko to ecchi shitai",
    ],
)
def test_blocked_twins(text: str) -> None:
    assert_blocked(text)
