"""Which stored messages go into the prompt, and as what."""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from typing import Any, Protocol

from nocturne.chat.display import message_text
from nocturne.chat.prompt import HistoryItem

# How many stored messages are considered at most; the token budget usually trims further.
HISTORY_WINDOW = 200


class StoredMessage(Protocol):
    """What the prompt reads of a stored message: a ChatMessage, or a chat turn's lighter HistoryRow."""

    @property
    def role(self) -> str: ...
    @property
    def content(self) -> Any: ...
    @property
    def character_id(self) -> uuid.UUID | None: ...
    @property
    def flagged_content_reason(self) -> str | None: ...


def is_command(message: StoredMessage) -> bool:
    text = message_text(message.content).lstrip() if message.role == "user" else ""
    return text.startswith("/analyze") or text.startswith("/direct")


def prompt_history(messages: Sequence[StoredMessage], names: dict[uuid.UUID, str]) -> list[HistoryItem]:
    """The role-play so far, without what must not steer the model: flagged messages (the model never
    continues flagged content), slash commands and the out-of-character answers to /analyze, media
    messages and tool messages."""
    out: list[HistoryItem] = []
    skip_reply = False
    for message in messages:
        if message.role == "user":
            skip_reply = message_text(message.content).lstrip().startswith("/analyze")
            if is_command(message) or message.flagged_content_reason:
                continue
            out.append(HistoryItem("user", message_text(message.content)))
        elif message.role == "assistant":
            if skip_reply or message.flagged_content_reason:
                skip_reply = False
                continue
            text = message_text(message.content)
            if text.strip():
                out.append(
                    HistoryItem(
                        "assistant", text, names.get(message.character_id, "") if message.character_id else ""
                    )
                )
    return out
