"""The one database write of a streamed reply: a new message, a new version of a regenerated one (a
swipe), or the same message grown by Continue. Called by the turn's producer (turn.py) in its own session."""

from __future__ import annotations

import uuid
from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.chat.display import message_text
from nocturne.chat.repository import ChatRepository
from nocturne.chat.stored_turn import join_continuation
from nocturne.kit.clock import utcnow
from nocturne.models import ChatMessage


@dataclass(frozen=True)
class ReplyRow:
    """A reply's cleaned, non-empty text and what it answers."""

    chat_id: uuid.UUID
    reply_id: uuid.UUID
    character_id: uuid.UUID
    text: str
    model: str
    flagged_reason: str | None
    stopped: bool
    regenerate: bool
    continuing: bool


async def write_reply(db: AsyncSession, row: ReplyRow) -> None:
    """Add or update the reply's message; the caller commits."""
    repo = ChatRepository(db)
    now = utcnow()
    existing = await repo.message(row.chat_id, row.reply_id) if row.regenerate or row.continuing else None
    if existing is not None and row.continuing:
        # Continue: the same message grows; its shown version (a swipe, if any) is the one extended.
        existing.content = join_continuation(message_text(existing.content), row.text)
        if existing.alternatives:
            alternatives = list(existing.alternatives)
            alternatives[existing.active_alternative] = {
                **alternatives[existing.active_alternative],
                "content": existing.content,
            }
            existing.alternatives = alternatives
        if row.flagged_reason is not None:
            existing.flagged_content_reason = row.flagged_reason
        existing.stopped = row.stopped
    elif existing is not None:
        alternatives = list(existing.alternatives or []) or [
            {
                "content": existing.content,
                "chatModel": existing.chat_model,
                "createdAt": existing.created_at.isoformat(),
            }
        ]
        alternatives.append({"content": row.text, "chatModel": row.model, "createdAt": now.isoformat()})
        existing.alternatives = alternatives
        existing.active_alternative = len(alternatives) - 1
        existing.content = row.text
        existing.chat_model = row.model
        existing.flagged_content_reason = row.flagged_reason
        existing.stopped = row.stopped
    else:
        db.add(
            ChatMessage(
                id=row.reply_id,
                chat_id=row.chat_id,
                role="assistant",
                content=row.text,
                character_id=row.character_id,
                chat_model=row.model,
                flagged_content_reason=row.flagged_reason,
                stopped=row.stopped,
                created_at=now,
            )
        )
