"""Background upkeep of a chat's long-term context: automatic memories and the conversation summary.
Both run as jobs every few turns, after the reply is stored, so they never slow a reply down. What they
ask the model and how they read its answers is in memory_text.py."""

from __future__ import annotations

import logging
import re
import uuid
from dataclasses import dataclass
from typing import TYPE_CHECKING

from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.characters import service as characters
from nocturne.chat.echo import EchoSources, strip_echo
from nocturne.chat.history import prompt_history
from nocturne.chat.memory_text import (
    MAX_NEW_MEMORIES,
    MEMORY_EXAMPLES,
    MEMORY_REQUEST,
    MEMORY_SYSTEM,
    SUMMARY_EXAMPLES,
    SUMMARY_REQUEST,
    SUMMARY_SYSTEM,
    clean_summary,
    example_messages,
    first_person_statements,
    parse_memories,
)
from nocturne.chat.prompt import HistoryItem, instruction_texts
from nocturne.chat.repository import ChatRepository
from nocturne.chat.schemas import SUMMARY_LIMIT, ChatSettings
from nocturne.llm.client import LLMError, SamplingParams
from nocturne.models import Chat, ChatMemory, User
from nocturne.moderation.rules import check_text

if TYPE_CHECKING:
    from nocturne.runtime import Runtime

log = logging.getLogger("nocturne.chat.memory")

# Every this many replies the memory and summary jobs run.
MEMORY_EVERY_TURNS = 6
# The messages the jobs read: the turns since the last run.
RECENT_MESSAGES = 2 * MEMORY_EVERY_TURNS
MAX_MEMORIES = 50
# One small request per user message that says something about the user, at most this many per run.
MAX_MEMORY_REQUESTS = 4
# The summary keeps its newest sentences within this many characters.
SUMMARY_KEEP_CHARS = 1500


@dataclass
class Story:
    """What the jobs read of a chat: who is who, and the recent role-play without what must not feed
    memories or the summary."""

    user: str
    characters: list[str]
    items: list[HistoryItem]
    instructions: EchoSources

    def excerpt(self) -> str:
        """The messages as reported speech (see SUMMARY_EXAMPLES)."""
        lines = []
        for item in self.items:
            speaker = self.user if item.role == "user" else (item.speaker or self.characters[0])
            text = " ".join(item.text.split()).replace('"', "'")
            lines.append(f'{speaker} said: "{text}"')
        return "\n".join(lines)


async def _story(db: AsyncSession, chat: Chat) -> Story | None:
    """The recent story of a chat. It is what the prompt reads (chat/history.py prompt_history): no
    flagged messages, no /direct or /analyze and no out-of-character answers; stored text that repeats
    Nocturne's instructions is cut out first."""
    repo = ChatRepository(db)
    found = await repo.chat_with_characters(chat.id, chat.user_id)
    user = await db.get(User, chat.user_id)
    if found is None or user is None or not found[1]:
        return None
    members = found[1]
    settings = ChatSettings.model_validate(chat.settings or {})
    persona = await characters.chat_persona(db, user, settings.selected_persona_id)
    names = {c.id: c.name for c in members}
    instructions = EchoSources([text for c in members for text in instruction_texts(c.name, persona.name)])
    items = []
    for item in prompt_history(await repo.messages(chat.id, limit=RECENT_MESSAGES), names):
        text = strip_echo(item.text, instructions)
        if text.strip():
            items.append(HistoryItem(item.role, text, item.speaker))
    return Story(persona.name, [c.name for c in members], items, instructions)


async def _ask(
    runtime: Runtime, job: str, chat_id: str, messages: list[dict[str, str]], max_tokens: int
) -> str | None:
    """The model's answer, or None when it could not answer (the job is skipped, not failed: it runs
    again after the next few turns)."""
    try:
        return await runtime.chat.llm.complete(
            messages, SamplingParams(max_tokens=max_tokens, temperature=0.2)
        )
    except LLMError as exc:
        log.warning("%s job for chat %s skipped: %s", job, chat_id, exc)
        return None


# Each job reads in one transaction and writes in another, with the model call between them outside any
# transaction: on SQLite a transaction holds the only connection and the write lock, so holding one across
# a model call would stall every request for as long as the model takes.


async def update_memories(runtime: Runtime, chat_id: str) -> int:
    """Extract new automatic memories from what the user said about themselves; returns how many were added."""
    async with runtime.sessionmaker() as db:
        chat = await db.get(Chat, uuid.UUID(chat_id))
        if chat is None or ChatSettings.model_validate(chat.settings or {}).auto_memories_paused:
            return 0
        known = await ChatRepository(db).memory_texts(chat.id)
        story = await _story(db, chat)
    if story is None or len(known) >= MAX_MEMORIES:
        return 0
    statements = [first_person_statements(i.text) for i in story.items if i.role == "user"]
    statements = [s for s in statements if s][-MAX_MEMORY_REQUESTS:]
    facts: list[str] = []
    for statement in statements:
        request = MEMORY_REQUEST.format(user=story.user, statement=statement)
        answer = await _ask(
            runtime, "memory", chat_id, example_messages(MEMORY_SYSTEM, MEMORY_EXAMPLES, request), 80
        )
        if answer is None:
            break
        facts += parse_memories(
            answer,
            known + facts,
            user=story.user,
            source=statement,
            names=story.characters,
            instructions=story.instructions,
        )
    if not facts:
        return 0
    async with runtime.transaction() as db:
        chat = await db.get(Chat, uuid.UUID(chat_id))
        if chat is None:  # deleted while the model was thinking
            return 0
        # Memories added meanwhile (by the user, or a job that overlapped) are not added twice.
        current_known = await ChatRepository(db).memory_texts(chat.id)
        new = [f for f in facts if f not in current_known][: MAX_NEW_MEMORIES * MAX_MEMORY_REQUESTS]
        for fact in new:
            db.add(ChatMemory(chat_id=chat.id, content=fact))
    return len(new)


def merge_summary(previous: str, addition: str, limit: int = SUMMARY_KEEP_CHARS) -> str:
    """The previous summary with the new sentences after it, dropping the oldest sentences past `limit`:
    a small model cannot rewrite a summary reliably, but it can summarise the latest messages."""
    text = f"{previous.strip()} {addition.strip()}".strip()
    sentences = [s.strip() for s in re.split(r"(?<=[.!?…])\s+", text) if s.strip()]
    while len(sentences) > 1 and len(" ".join(sentences)) > limit:
        sentences.pop(0)
    return " ".join(sentences)[:SUMMARY_LIMIT]


async def update_summary(runtime: Runtime, chat_id: str) -> bool:
    """Add the latest messages to the conversation summary; returns whether it changed."""
    async with runtime.sessionmaker() as db:
        chat = await db.get(Chat, uuid.UUID(chat_id))
        if chat is None:
            return False
        previous = ChatSettings.model_validate(chat.settings or {}).conversation_summary
        story = await _story(db, chat)
    if story is None or not story.items:
        return False
    excerpt = story.excerpt()
    request = SUMMARY_REQUEST.format(excerpt=excerpt)
    answer = await _ask(
        runtime, "summary", chat_id, example_messages(SUMMARY_SYSTEM, SUMMARY_EXAMPLES, request), 150
    )
    addition = clean_summary(
        answer or "",
        source=f"{previous}\n{excerpt}",
        names=[story.user, *story.characters],
        instructions=story.instructions,
    )
    if not addition or check_text(addition, context="output").flagged:
        log.info("summary job for chat %s: nothing storable in %r", chat_id, (answer or "")[:300])
        return False
    summary = merge_summary(previous, addition)
    async with runtime.transaction() as db:
        chat = await db.get(Chat, uuid.UUID(chat_id))
        if chat is None:
            return False
        # Settings are read again: the user may have changed others while the model was thinking.
        settings = ChatSettings.model_validate(chat.settings or {})
        chat.settings = settings.model_copy(update={"conversation_summary": summary}).model_dump(
            mode="json", by_alias=True
        )
    return True
