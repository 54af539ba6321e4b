"""Spec 8 flag and feedback labels; spec 3 Message feedback options."""

import pytest

from nocturne.chat.labels import FEEDBACK_LABELS, FEEDBACK_OPTIONS, FLAG_LABELS, feedback_label, flag_label


@pytest.mark.parametrize(
    ("reason", "label"),
    [
        ("openai:sexual-minors", "Underage Sexual Content"),
        ("prohibited", "Prohibited Underage Content"),
        ("prohibited-bestiality", "Prohibited Bestiality Content"),
    ],
)
def test_spec8_flag_labels(reason: str, label: str) -> None:
    """spec 8 Flagged-content reasons and labels: each reason shows its label."""
    assert FLAG_LABELS[reason] == label
    assert flag_label(reason) == label


@pytest.mark.parametrize("reason", [None, "", "something-else"])
def test_spec4_unflagged_or_unknown_reason_has_no_label(reason: str | None) -> None:
    """spec 4 Flagged message: only a known flaggedContentReason shows a label."""
    assert flag_label(reason) is None


def test_spec8_flag_labels_are_exactly_the_spec_reasons() -> None:
    """spec 8 Flagged-content reasons: no reason beyond the spec's three."""
    assert set(FLAG_LABELS) == {"openai:sexual-minors", "prohibited", "prohibited-bestiality"}


def test_spec3_feedback_options_in_spec_order() -> None:
    """spec 3 Message feedback: the options, starting with the empty one."""
    assert FEEDBACK_OPTIONS == (
        "",
        "bad-memory",
        "looping",
        "acting-on-behalf-of-user",
        "message-too-short",
        "message-too-long",
        "formatting-wrong",
        "refusal",
        "flagged",
    )


@pytest.mark.parametrize(
    ("option", "label"),
    [
        ("bad-memory", "Bad memory"),
        ("looping", "Looping"),
        ("acting-on-behalf-of-user", "Writing my actions"),
        ("message-too-short", "Too short"),
        ("message-too-long", "Too long"),
        ("formatting-wrong", "Wrong format"),
        ("refusal", "AI refusing"),
        ("flagged", "Flagged content"),
    ],
)
def test_spec8_feedback_labels(option: str, label: str) -> None:
    """spec 8 Feedback option labels: each option shows its label ('flagged' is ours)."""
    assert FEEDBACK_LABELS[option] == label
    assert feedback_label(option) == label


def test_spec8_every_nonempty_option_has_a_label() -> None:
    """spec 8 Feedback option labels: labels cover exactly the non-empty options."""
    assert set(FEEDBACK_LABELS) == set(FEEDBACK_OPTIONS) - {""}
    assert feedback_label("") is None
