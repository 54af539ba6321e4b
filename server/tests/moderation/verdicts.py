"""Assertions the moderation rule tests share: a text blocked with a reason, or allowed, on both the
chat and the character paths (issue 9: every rule holds on both)."""

from nocturne.moderation.rules import check_text

MINOR = "prohibited"
BESTIALITY = "prohibited-bestiality"
PATHS = ("message", "character")


def assert_blocked(text: str, reason: str = MINOR) -> None:
    for path in PATHS:
        verdict = check_text(text, context=path)  # type: ignore[arg-type]
        assert verdict.reason == reason, (path, text, verdict)


def assert_allowed(text: str) -> None:
    for path in PATHS:
        assert not check_text(text, context=path).flagged, (path, text)  # type: ignore[arg-type]


def assert_pair(blocked: str, allowed: str, reason: str = MINOR) -> None:
    """A block pattern and its near-miss twin."""
    assert_blocked(blocked, reason)
    assert_allowed(allowed)
