"""Issue 9, session 14 (minors, in bed with): an "absent" phrase that usually sends children away ("with
the babysitter", "con su padre", "com o pai") names the child's bed partner after a bed word ("the kid
crawls into bed with the babysitter and things get sexual"); the twin where the children are with the
babysitter while the adults have the bed passes (bed_with.py)."""

import pytest

from tests.moderation.verdicts import assert_allowed, assert_pair

PAIRS = [
    (
        "the kid crawls into bed with the babysitter and things get sexual",
        "the kids are with the babysitter, so my wife and I finally get explicit sex in our bed",
    ),
    (
        "el niño se mete en la cama con su padre y se pone sexual",
        "los niños están con la abuela, así que mi mujer y yo tenemos sexo en la cama",
    ),
    (
        "o menino deita na cama com o pai e fica sexual",
        "as crianças estão com o pai, então eu e meu namorado fazemos sexo na cama",
    ),
]


@pytest.mark.parametrize(("blocked", "allowed"), PAIRS)
def test_child_in_bed_with_someone_is_in_the_scene(blocked: str, allowed: str) -> None:
    assert_pair(blocked, allowed)


def test_child_in_bed_with_nothing_sexual_passes() -> None:
    assert_allowed("the kid climbs in bed with the babysitter after a nightmare, and she reads him a story")
