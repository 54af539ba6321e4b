"""Generated media in a chat: the spec 3 data message {type: genImage | genVideo, result} that shows a job, created
pending and updated in place when the job ends (ARCHITECTURE section 3)."""

from __future__ import annotations

import uuid
from typing import Any, Literal

from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.kit.clock import utcnow
from nocturne.models import Chat, ChatMessage

GenType = Literal["genImage", "genVideo"]


def add_gen_message(
    db: AsyncSession, chat: Chat, character_id: uuid.UUID | None, kind: GenType, result: dict[str, Any]
) -> ChatMessage:
    """A pending genImage or genVideo message; result holds the id and triggerRunId, the URL comes later."""
    message = ChatMessage(
        chat_id=chat.id,
        role="data",
        content={"type": kind, "result": result},
        character_id=character_id,
    )
    db.add(message)
    chat.last_message_at = utcnow()
    return message


def add_gen_image_message(
    db: AsyncSession, chat: Chat, character_id: uuid.UUID | None, result: dict[str, Any]
) -> ChatMessage:
    return add_gen_message(db, chat, character_id, "genImage", result)


async def set_gen_result(
    db: AsyncSession, message_id: uuid.UUID, kind: GenType, result: dict[str, Any]
) -> None:
    message = await db.get(ChatMessage, message_id)
    if message is None:  # the chat was deleted while the media was being made
        return
    message.content = {"type": kind, "result": result}


async def set_gen_image_result(db: AsyncSession, message_id: uuid.UUID, result: dict[str, Any]) -> None:
    await set_gen_result(db, message_id, "genImage", result)
