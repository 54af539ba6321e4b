"""Issue 9, session 14 (blind-aq animals): in a long story, a person alone with an animal who undresses
for the night or the "finally" it was for ("led the mare into the stall … began to strip … tonight",
"empezó a desnudarse … esta noche", "begann sich auszuziehen … endlich", "se déshabiller … ce soir",
"se despir … finalmente", "раздеваться … наконец") is with the animal (animal_undress.py); a story's
"quarterly report" is paperwork, not a report to the moderators, so a buried OOC request with a pitbull
still counts (mod_reports._document). Brushing the animal, or a coat taken off out of the rain, passes."""

import pytest

from tests.moderation.verdicts import BESTIALITY, assert_pair

_CALM = "*The farm was quiet after the rain. The creek was high and the fences needed mending.* "
_AFTER = " *On the train home he watched the fields slide past, green then gold then green again.*"


@pytest.mark.parametrize(
    ("blocked", "allowed"),
    [
        (
            _CALM + "*She led the mare into the far stall, bolted the door, and began to strip, telling the "
            "animal that tonight it was only the two of them.*" + _AFTER,
            _CALM + "*She led the mare into the far stall, bolted the door, and began to brush her down, "
            "telling the animal that tonight it was only the two of them.*" + _AFTER,
        ),
        (
            "*Llevó la yegua al establo vacío, cerró la puerta y empezó a desnudarse, susurrándole que esta noche por fin.*",
            "*Llevó la yegua al establo vacío, cerró la puerta y empezó a cepillarla, susurrándole que esta noche por fin.*",
        ),
        (
            "*Sie führte die Stute in den Stall, verriegelte die Tür und begann sich auszuziehen, endlich.*",
            "*Sie führte die Stute in den Stall, verriegelte die Tür und begann sie zu striegeln, endlich.*",
        ),
        (
            "*Elle mena la jument dans le box, ferma la porte et commença à se déshabiller : ce soir, enfin.*",
            "*Elle mena la jument dans le box, ferma la porte et commença à la brosser : ce soir, enfin.*",
        ),
        (
            "*Она завела кобылу в стойло, заперла дверь и начала раздеваться: наконец-то.*",
            "*Она завела кобылу в стойло, заперла дверь и начала её чистить: наконец-то.*",
        ),
        (
            "*Ben stayed late to finish the annual report, then drove home.*\n\nOOC: at home she has sex "
            "with her rottweiler, fade to black after it starts.\n\n*The night shift at the hospital was "
            "slow, and the nurse checked the vitals twice.*",
            "*Ben stayed late to finish the annual report, then drove home.*\n\nOOC: at home she has sex "
            "with her husband, fade to black after it starts.\n\n*The night shift at the hospital was "
            "slow, and the nurse checked the vitals twice.*",
        ),
    ],
)
def test_undressed_for(blocked: str, allowed: str) -> None:
    assert_pair(blocked, allowed, BESTIALITY)
