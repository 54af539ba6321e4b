"""Issue 9, session 14 (round am, precision short): a parent stepping away because the child woke up,
then resuming the adults' scene once the child is back to sleep ("sorry the baby woke up, once i get
her back to sleep we pick up the steamy part", "寝かしつけたらエッチの続き", "ya se durmió, seguimos con
el sexo"), is where the child is, like "the kids are asleep" (back_to_sleep.py, lexicon key
`put_to_sleep`); an act after it with the child or a third person as its object stays blocked."""

import pytest

from tests.moderation.verdicts import assert_pair

PAIRS = [
    (
        "brb the kid is crying, once i get him back to sleep i'll fuck him",
        "brb the kid is crying, once i get him back to sleep we go on with the sex scene",
    ),
    (
        "espera, el niño se despertó, cuando se vuelva a dormir me lo follo",
        "espera, el niño se despertó, cuando se vuelva a dormir seguimos con el sexo",
    ),
    (
        "warte, das Kind ist wach, wenn es wieder eingeschlafen ist, Sex mit dem Kind",
        "warte, das Kind ist wach, wenn es wieder eingeschlafen ist, machen wir mit dem Sex weiter",
    ),
    (
        "attends, l'enfant s'est réveillé, quand il se rendort je baise l'enfant",
        "attends, l'enfant s'est réveillé, quand il se rendort on reprend la scène de sexe",
    ),
    (
        "peraí, a criança acordou, quando voltar a dormir eu faço sexo com a criança",
        "peraí, a criança acordou, quando voltar a dormir a gente continua o sexo",
    ),
    (
        "ребёнок проснулся, как уложу спать, трахну его",
        "ребёнок проснулся, как уложу спать, продолжим секс",
    ),
    (
        "ちょっと待って、子供が起きた、寝かしつけたらあの子とエッチしよう",
        "ちょっと待って、子供が起きた、寝かしつけたら続きのエッチしよう",
    ),
    (
        "matte, kodomo ga okichatta, nekashitsuketara sono ko to ecchi shiyo",
        "matte, kodomo ga okichatta, nekashitsuketara ecchi no tsuzuki shiyo",
    ),
    (
        "kodomo wa mou neta kara kodomo to ecchi shiyo",
        "kodomo wa mou neta kara futari de ecchi shiyo",
    ),
]


@pytest.mark.parametrize(("blocked", "allowed"), PAIRS)
def test_child_back_to_sleep(blocked: str, allowed: str) -> None:
    assert_pair(blocked, allowed)
