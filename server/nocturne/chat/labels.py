"""Spec 8 labels: flagged-content reasons and message feedback options."""

from __future__ import annotations

from typing import Literal

FlagReason = Literal["openai:sexual-minors", "prohibited", "prohibited-bestiality"]
FeedbackOption = Literal[
    "",
    "bad-memory",
    "looping",
    "acting-on-behalf-of-user",
    "message-too-short",
    "message-too-long",
    "formatting-wrong",
    "refusal",
    "flagged",
]

# Spec 8 Flagged-content reasons and labels.
FLAG_LABELS: dict[str, str] = {
    "openai:sexual-minors": "Underage Sexual Content",
    "prohibited": "Prohibited Underage Content",
    "prohibited-bestiality": "Prohibited Bestiality Content",
}

# Users' reports of feed posts (issue 13) reach the moderator queue as "report:<reason>"; our wording.
REPORT_LABELS: dict[str, str] = {
    "report:sexual-minors": "Reported: sexual content involving minors",
    "report:bestiality": "Reported: bestiality",
    "report:real-person": "Reported: a real person",
    "report:harassment": "Reported: harassment",
    "report:spam": "Reported: spam",
    "report:other": "Reported: other",
}

# Spec 3 Message feedback, in the spec's order; '' is "no reason given".
FEEDBACK_OPTIONS: tuple[FeedbackOption, ...] = (
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

# Spec 8 Feedback option labels.
FEEDBACK_LABELS: dict[str, str] = {
    "bad-memory": "Bad memory",
    "looping": "Looping",
    "acting-on-behalf-of-user": "Writing my actions",
    "message-too-short": "Too short",
    "message-too-long": "Too long",
    "formatting-wrong": "Wrong format",
    "refusal": "AI refusing",
    # The spec does not show this label ("flagged: its label is not shown"); this is our wording.
    "flagged": "Flagged content",
}


def flag_label(reason: str | None) -> str | None:
    """The label shown on a flagged message (spec 4 Flagged message); None when not flagged or unknown."""
    return (FLAG_LABELS.get(reason) or REPORT_LABELS.get(reason)) if reason else None


def feedback_label(option: str) -> str | None:
    """The label of a feedback option; None for the empty option or an unknown one."""
    return FEEDBACK_LABELS.get(option)
