"""One place to ask the time, so tests can move it."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

_offset = timedelta(0)


def utcnow() -> datetime:
    return datetime.now(UTC) + _offset


def travel(delta: timedelta) -> None:
    """Move the clock forward (tests only)."""
    global _offset
    _offset += delta


def reset() -> None:
    global _offset
    _offset = timedelta(0)
