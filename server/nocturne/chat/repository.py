"""Every query of the chat domain."""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import defer

from nocturne.kit.pagination import PageParams, paginate
from nocturne.models import Character, Chat, ChatCharacter, ChatMemory, ChatMessage, MessageFeedback


@dataclass(frozen=True, slots=True)
class HistoryRow:
    """A stored message as a chat turn reads it (see ChatRepository.history)."""

    id: uuid.UUID
    created_at: datetime
    role: str
    content: Any
    character_id: uuid.UUID | None
    flagged_content_reason: str | None


# Character columns a chat never reads (see chat_with_characters).
_CARD_ONLY = (
    Character.card_data,
    Character.greetings,
    Character.alternate_greetings,
    Character.creator_notes,
)


class ChatRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def add(self, obj: object) -> None:
        self.session.add(obj)
        await self.session.flush()

    async def chat_for_user(self, chat_id: uuid.UUID, user_id: uuid.UUID) -> Chat | None:
        return await self.session.scalar(select(Chat).where(Chat.id == chat_id, Chat.user_id == user_id))

    async def chat_with_characters(
        self, chat_id: uuid.UUID, user_id: uuid.UUID
    ) -> tuple[Chat, list[Character]] | None:
        """The user's chat and its characters in order, in one query (the start of every chat turn).
        What only a card's export needs (unknown extensions, greetings, notes) is left unread: an imported
        card can carry hundreds of kilobytes of it, and touching it here raises. The lorebook is read: the
        turn scans the speaker's."""
        rows = (
            await self.session.execute(
                select(Chat, Character)
                .outerjoin(ChatCharacter, ChatCharacter.chat_id == Chat.id)
                .outerjoin(Character, Character.id == ChatCharacter.character_id)
                .where(Chat.id == chat_id, Chat.user_id == user_id)
                .order_by(ChatCharacter.position)
                .options(*(defer(column, raiseload=True) for column in _CARD_ONLY))
            )
        ).all()
        if not rows:
            return None
        return rows[0][0], [character for _, character in rows if character is not None]

    async def chats_for_user(self, user_id: uuid.UUID, params: PageParams) -> tuple[list[Chat], int]:
        statement = select(Chat).where(Chat.user_id == user_id).order_by(Chat.last_message_at.desc(), Chat.id)
        return await paginate(self.session, statement, params)

    async def characters_of(self, chat_ids: Sequence[uuid.UUID]) -> dict[uuid.UUID, list[Character]]:
        if not chat_ids:
            return {}
        rows = await self.session.execute(
            select(ChatCharacter.chat_id, Character)
            .join(Character, Character.id == ChatCharacter.character_id)
            .where(ChatCharacter.chat_id.in_(chat_ids))
            .order_by(ChatCharacter.position)
        )
        out: dict[uuid.UUID, list[Character]] = {cid: [] for cid in chat_ids}
        for chat_id, character in rows.all():
            out[chat_id].append(character)
        return out

    async def messages(self, chat_id: uuid.UUID, *, limit: int | None = None) -> Sequence[ChatMessage]:
        """Oldest first; with a limit, the newest `limit` messages."""
        stmt = select(ChatMessage).where(ChatMessage.chat_id == chat_id)
        if limit is None:
            return (await self.session.scalars(stmt.order_by(ChatMessage.created_at, ChatMessage.id))).all()
        newest = (await self.session.scalars(stmt.order_by(ChatMessage.created_at.desc()).limit(limit))).all()
        return list(reversed(newest))

    async def history(self, chat_id: uuid.UUID, *, limit: int) -> list[HistoryRow]:
        """The newest `limit` messages, oldest first, as plain rows of the columns a prompt needs: a chat
        turn reads up to HISTORY_WINDOW of them, and building ORM objects for each was its largest cost."""
        rows = await self.session.execute(
            select(
                ChatMessage.id,
                ChatMessage.created_at,
                ChatMessage.role,
                ChatMessage.content,
                ChatMessage.character_id,
                ChatMessage.flagged_content_reason,
            )
            .where(ChatMessage.chat_id == chat_id)
            .order_by(ChatMessage.created_at.desc())
            .limit(limit)
        )
        return [HistoryRow(*row) for row in reversed(rows.all())]

    async def message(self, chat_id: uuid.UUID, message_id: uuid.UUID) -> ChatMessage | None:
        return await self.session.scalar(
            select(ChatMessage).where(ChatMessage.id == message_id, ChatMessage.chat_id == chat_id)
        )

    async def last_message(self, chat_id: uuid.UUID, role: str | None = None) -> ChatMessage | None:
        stmt = select(ChatMessage).where(ChatMessage.chat_id == chat_id)
        if role:
            stmt = stmt.where(ChatMessage.role == role)
        return await self.session.scalar(stmt.order_by(ChatMessage.created_at.desc()).limit(1))

    async def last_messages(self, chat_ids: Sequence[uuid.UUID]) -> dict[uuid.UUID, ChatMessage]:
        """The newest message of each chat, in one query (the chat list)."""
        if not chat_ids:
            return {}
        newest = (
            select(ChatMessage.chat_id, func.max(ChatMessage.created_at).label("at"))
            .where(ChatMessage.chat_id.in_(chat_ids))
            .group_by(ChatMessage.chat_id)
            .subquery()
        )
        rows = await self.session.scalars(
            select(ChatMessage).join(
                newest, (ChatMessage.chat_id == newest.c.chat_id) & (ChatMessage.created_at == newest.c.at)
            )
        )
        return {m.chat_id: m for m in rows.all()}

    async def feedback_for(self, message_ids: Sequence[uuid.UUID]) -> dict[uuid.UUID, MessageFeedback]:
        if not message_ids:
            return {}
        rows = await self.session.scalars(
            select(MessageFeedback)
            .where(MessageFeedback.message_id.in_(message_ids))
            .order_by(MessageFeedback.created_at)
        )
        return {f.message_id: f for f in rows.all()}

    async def memories(self, chat_id: uuid.UUID) -> Sequence[ChatMemory]:
        return (
            await self.session.scalars(
                select(ChatMemory).where(ChatMemory.chat_id == chat_id).order_by(ChatMemory.created_at)
            )
        ).all()

    async def memory_texts(self, chat_id: uuid.UUID) -> list[str]:
        """The automatic memories' texts, oldest first (the prompt needs nothing else of them)."""
        rows = await self.session.scalars(
            select(ChatMemory.content).where(ChatMemory.chat_id == chat_id).order_by(ChatMemory.created_at)
        )
        return list(rows.all())

    async def memory(self, chat_id: uuid.UUID, memory_id: uuid.UUID) -> ChatMemory | None:
        return await self.session.scalar(
            select(ChatMemory).where(ChatMemory.id == memory_id, ChatMemory.chat_id == chat_id)
        )
