"""Message display rules (spec 3 Chat message, displayed; spec 4 Message display)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from nocturne.chat.display import display_id, drop_leading_tool_messages, message_text


@dataclass
class M:
    role: str
    content: Any


def test_text_is_concatenation_of_text_parts() -> None:
    parts = [
        {"type": "text", "text": "Hello "},
        {"type": "reasoning", "text": "hmm"},
        {"type": "text", "text": "there"},
    ]
    assert message_text(parts) == "Hello there"
    assert message_text("plain") == "plain"
    assert message_text({"type": "genImage", "result": {}}) == ""


def test_shown_id_is_message_id_annotation() -> None:
    assert display_id("own", {"messageId": "annotated"}) == "annotated"
    assert display_id("own", {}) == "own"
    assert display_id("own", None) == "own"


def test_leading_tool_messages_dropped() -> None:
    messages = [M("tool", "x"), M("tool", "y"), M("assistant", "hi"), M("tool", "z")]
    assert [m.content for m in drop_leading_tool_messages(messages)] == ["hi", "z"]
