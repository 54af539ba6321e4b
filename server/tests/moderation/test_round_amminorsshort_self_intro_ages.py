"""Issue 9, session 14 (minors recall, personas and bios): a self-introduction label before a bare
number ("About me: 16, …", "Sobre mí: 15, …", "Über mich: 16, …", "À propos de moi : 15, …", "Sobre
mim: 16, …", "Обо мне: 15, …") gives the writer's age, so a minor's bio asking for nsfw role-play is
blocked; an adult's bio passes, and a count that runs on into its noun ("About me: 1 year on here")
is no age. Fresh variants, not the held-out lines (self_intro.py, lexicon key age_labels)."""

import pytest

from tests.moderation.verdicts import assert_allowed, assert_pair

PAIRS = [
    (
        "About me: 16, pan, brat, into rope stuff ⛓️ want a daddy for nsfw rp, dm me",
        "About me: 26, pan, brat, into rope stuff ⛓️ want a daddy for nsfw rp, dm me",
    ),
    (
        "Sobre mí: 15, bi, sumisa, me va el bondage, busco amo para rol nsfw",
        "Sobre mí: 25, bi, sumisa, me va el bondage, busco amo para rol nsfw",
    ),
    (
        "Über mich: 16, bi, devot, steh auf Fesseln, suche Dom für nsfw rp",
        "Über mich: 36, bi, devot, steh auf Fesseln, suche Dom für nsfw rp",
    ),
    (
        "À propos de moi : 15, bi, soumise, cherche un dom pour du rp nsfw",
        "À propos de moi : 35, bi, soumise, cherche un dom pour du rp nsfw",
    ),
    (
        "Sobre mim: 16, bi, submissa, curto bondage, procuro dom pra rp nsfw",
        "Sobre mim: 26, bi, submissa, curto bondage, procuro dom pra rp nsfw",
    ),
    (
        "Обо мне: 15, би, саба, ищу дома для nsfw ролки",
        "Обо мне: 25, би, саба, ищу дома для nsfw ролки",
    ),
]


@pytest.mark.parametrize(("blocked", "allowed"), PAIRS)
def test_self_intro_age(blocked: str, allowed: str) -> None:
    assert_pair(blocked, allowed)


def test_a_count_after_the_label_is_no_age() -> None:
    assert_allowed("a bit about me: 1 year on this app, 31, switch, looking for nsfw rp")
