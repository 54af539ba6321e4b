"""ARCHITECTURE 5 safety policy: the offline rules stay cheap on long and adversarial texts (issue 9's
benchmark times them; these tests count the work, which no machine's speed changes)."""

import sys
import time
from types import FrameType

import pytest

from nocturne.moderation.rules import check_text


def test_architecture5_rules_stay_fast_on_long_text() -> None:
    """ARCHITECTURE 5 safety policy: a long adult reply is checked without pathological slowness."""
    text = ("She moans and pulls him closer, (whispering) 25 years old and hungry. " * 200)[:12000]
    started = time.perf_counter()
    assert not check_text(text, context="output").flagged
    assert time.perf_counter() - started < 10  # a generous bound: catches regex blow-ups only


def _lines_run(text: str) -> int:
    """Python lines the moderation package executes to check the text: a count of the work done
    that, unlike a timer, does not depend on the machine."""
    lines = 0

    def trace(frame: FrameType, event: str, _arg: object) -> object:
        nonlocal lines
        if "nocturne/moderation/" not in frame.f_code.co_filename.replace("\\", "/"):
            return None
        if event == "line":
            lines += 1
        return trace

    sys.settrace(trace)
    try:
        check_text(text)
    finally:
        sys.settrace(None)
    return lines


@pytest.mark.parametrize(
    "unit",
    [
        "My daughter is 14. My wife and I have sex every night. ",
        "Meine Tochter ist 14. Mein Mann und ich haben Sex. ",
        "Моей дочери 14. Мы с мужем занимаемся сексом. ",
        "My kids are at grandma's. We fuck all night. ",
        "A mom with a 16-year-old son fucks her neighbour. ",
        "She was 14 when she moved. Now 25 she loves sex. ",
        "We walked the dog. Then we had sex. ",
        "My cat licks my face. My husband and I have sex. ",
        "Shota (27) and I have sex. ",
        # one sentence with an animal in every clause (the animal-role rules once read the whole
        # sentence for each animal)
        "I want my dog to walk in the big green park every day, she is more than a pet and ",
        # a line looked for from each age to the text's start (card_children), every animal read for each
        # "with" (animal_with), every age read for each minor word (persons): 3.2x, 2.4x, 2.2x before
        "my heroine is 17 in the flashback, the sex is when she's 25. is that allowed? ",
        "The stallion waits in the barn. She lets him take her to the river. ",
        "Eine Achtklässlerin hilft in der Bäckerei. Anton (58) und Eva (40) haben Sex. ",
        "My kids (5 and 8) are at grandma's. We have sex tonight. ",
    ],
)
def test_architecture5_rules_cost_grows_linearly(unit: str) -> None:
    """ARCHITECTURE 5 safety policy: an adversarial repetition costs in proportion to its length (the
    family path once cost four times as much for twice the text: every age looked at every sexual word)."""
    check_text(unit)  # compile the lexicon and warm the caches outside the count
    small, large = _lines_run(unit * 60), _lines_run(unit * 120)
    assert large <= 2.15 * small, (small, large)
