"""Issue 9, session 14 (round am, precision short): an adult's card lists her children with their ages
and, in that same line, where they are ("two kids, 7 and 10, who are at their dad's this weekend",
"Kinder: zwei, 6 und 9, übers Wochenende bei Oma"); the NSFW scenario after it is the adults'
(children_sent_away.py, in stories.StoryRules._scene_goes_on). Without where they are, or with the child
in the scenario's act, it stays blocked."""

import pytest

from tests.moderation.verdicts import assert_pair

PAIRS = [
    (
        "Name: Rhea Walsh\nAge: 38\nChildren: two kids, 7 and 10\n"
        "Scenario: single mom finally has a free evening and invites {{user}} in. NSFW.",
        "Name: Rhea Walsh\nAge: 38\nChildren: two kids, 7 and 10, who are at their dad's this weekend\n"
        "Scenario: single mom finally has a free evening and invites {{user}} in. NSFW.",
    ),
    (
        "Name: Rhea\nAge: 38\nChildren: two kids, 6 and 9, at their dad's this weekend\n"
        "Scenario: {{user}} fucks her kids. NSFW.",
        "Name: Rhea\nAge: 38\nChildren: two kids, 6 and 9, at their dad's this weekend\n"
        "Scenario: {{user}} and Rhea have the house to themselves. NSFW.",
    ),
    (
        "Name: Greta\nAlter: 39\nKinder: zwei, 6 und 9\nSzenario: Greta lädt {{user}} zum Sex ein. NSFW.",
        "Name: Greta\nAlter: 39\nKinder: zwei, 6 und 9, übers Wochenende bei Oma\n"
        "Szenario: Greta lädt {{user}} zum Sex ein. NSFW.",
    ),
]


@pytest.mark.parametrize(("blocked", "allowed"), PAIRS)
def test_listed_children_sent_away(blocked: str, allowed: str) -> None:
    assert_pair(blocked, allowed)
