"""The chat's background jobs: memories and the summary, after a reply is stored."""

from __future__ import annotations

import uuid

from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.chat import memory
from nocturne.jobs.deps import JobRuntime
from nocturne.jobs.queue import defer

# Imported for real (not only for type checking): taskiq reads the task's signature at run time.
from nocturne.runtime import Runtime  # noqa: E402


async def update_memories(chat_id: str, runtime: Runtime = JobRuntime) -> int:
    return await memory.update_memories(runtime, chat_id)


async def update_summary(chat_id: str, runtime: Runtime = JobRuntime) -> bool:
    return await memory.update_summary(runtime, chat_id)


TASKS = {"chat.update_memories": update_memories, "chat.update_summary": update_summary}


def defer_follow_up(db: AsyncSession, chat_id: uuid.UUID) -> None:
    """After a stored reply: refresh memories and the summary once the reply has committed."""
    for name in TASKS:
        defer(db, name, str(chat_id))
