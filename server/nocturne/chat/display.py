"""How stored messages are displayed (spec 3 Chat message, displayed; spec 4 Message display)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, TypeVar


class StoredMessage(Protocol):
    role: str
    content: Any


def message_text(content: Any) -> str:
    """The text content is the concatenation of the text parts; a plain string is its own text."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "".join(p.get("text", "") for p in content if isinstance(p, dict) and p.get("type") == "text")
    return ""


def display_id(own_id: str, annotations: dict[str, Any] | None) -> str:
    """The id shown is the messageId annotation when present, otherwise the message's own id."""
    if annotations and annotations.get("messageId"):
        return str(annotations["messageId"])
    return own_id


M = TypeVar("M", bound=StoredMessage)


def drop_leading_tool_messages(messages: Sequence[M]) -> list[M]:
    """Tool-role messages at the start of a conversation are dropped before display."""
    index = 0
    while index < len(messages) and messages[index].role == "tool":
        index += 1
    return list(messages[index:])
