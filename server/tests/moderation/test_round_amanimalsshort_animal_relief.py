"""Issue 9, session 14 (round am, animals short): an animal that "helps her out" when she is aroused
("lets the rottweiler 'help her out' whenever she's horny", "deja que el mastín la ayude cuando anda
cachonda", "пёс помогает ей, когда она возбуждена") is the act; the same help when she is tired, or the
husband's help with the animal elsewhere, passes (animal_relief.py)."""

import pytest

from tests.moderation.verdicts import BESTIALITY, assert_allowed, assert_pair

PAIRS = [
    (
        "he lets the old collie 'help him out' whenever he's horny lol",
        "he lets the old collie 'help him out' whenever he's herding sheep lol",
    ),
    (
        "ella deja que el mastín la ayude cuando anda cachonda",
        "ella deja que el mastín la ayude cuando anda cansada",
    ),
    (
        "er lässt den Rüden ihm helfen, wenn er geil ist",
        "er lässt den Rüden ihm helfen, wenn er die Schafe treibt",
    ),
    (
        "elle laisse le berger allemand l'aider quand elle est excitée",
        "elle laisse le berger allemand l'aider quand elle est fatiguée",
    ),
    (
        "ela deixa o labrador ajudar ela quando está com tesão",
        "ela deixa o labrador ajudar ela quando está cansada",
    ),
    (
        "овчарка помогает ей, когда она возбуждена",
        "овчарка помогает ей, когда она устала",
    ),
]


@pytest.mark.parametrize(("blocked", "allowed"), PAIRS)
def test_an_animal_s_help_when_aroused(blocked: str, allowed: str) -> None:
    assert_pair(blocked, allowed, BESTIALITY)


def test_a_human_partner_s_help_passes() -> None:
    assert_allowed("when she's horny her husband helps her out; the labrador sleeps in the hall")
    assert_allowed("she helps the dog out of the ditch")
