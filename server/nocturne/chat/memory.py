"""Background upkeep of a chat's long-term context: automatic memories and the conversation summary.
Both run as jobs every few turns, after the reply is stored, so they never slow a reply down."""

from __future__ import annotations

import logging
import uuid

from nocturne.chat.display import message_text
from nocturne.chat.repository import ChatRepository
from nocturne.chat.schemas import SUMMARY_LIMIT, ChatSettings
from nocturne.jobs.runtime import current
from nocturne.llm.client import LLMError, SamplingParams
from nocturne.models import Chat, ChatMemory
from nocturne.moderation.rules import check_text

log = logging.getLogger("nocturne.chat.memory")

# Every this many replies the memory and summary jobs run.
MEMORY_EVERY_TURNS = 6
RECENT_MESSAGES = 12
MAX_MEMORIES = 50
MAX_NEW_MEMORIES = 3

MEMORY_PROMPT = (
    "Read the role-play excerpt below and list at most three NEW lasting facts worth remembering "
    "(names, preferences, relationships, important events). One short fact per line, each starting with '- '. "
    "If nothing new is worth remembering, answer 'NONE'.\n\nAlready remembered:\n{known}\n\nExcerpt:\n{excerpt}"
)
SUMMARY_PROMPT = (
    "Update the summary of this role-play story in at most 120 words, in the past tense, keeping the most "
    "important events and facts.\n\nPrevious summary:\n{summary}\n\nNew messages:\n{excerpt}\n\nUpdated summary:"
)


def parse_memories(answer: str, known: list[str]) -> list[str]:
    """The '- fact' lines of the model's answer, new and allowed by the content rules."""
    seen = {k.strip().lower() for k in known}
    out: list[str] = []
    for line in answer.splitlines():
        fact = line.strip().lstrip("-*•").strip()
        if not fact or fact.upper() == "NONE" or not line.strip().startswith(("-", "*", "•")):
            continue
        fact = fact[:300]
        if fact.lower() in seen or check_text(fact, context="output").flagged:
            continue
        seen.add(fact.lower())
        out.append(fact)
    return out[:MAX_NEW_MEMORIES]


async def _excerpt(repo: ChatRepository, chat_id: uuid.UUID) -> str:
    messages = await repo.messages(chat_id, limit=RECENT_MESSAGES)
    lines = []
    for m in messages:
        if m.flagged_content_reason or m.role not in ("user", "assistant"):
            continue
        lines.append(f"{'User' if m.role == 'user' else 'Character'}: {message_text(m.content)}")
    return "\n".join(lines)


async def _ask(job: str, chat_id: str, prompt: str, max_tokens: int) -> str | None:
    """The model's answer, or None when it could not answer (the job is skipped, not failed: it runs
    again after the next few turns)."""
    try:
        return await current().llm.complete(
            [{"role": "user", "content": prompt}], SamplingParams(max_tokens=max_tokens, temperature=0.3)
        )
    except LLMError as exc:
        log.warning("%s job for chat %s skipped: %s", job, chat_id, exc)
        return None


# Each job reads in one transaction and writes in another, with the model call between them outside any
# transaction: on SQLite a transaction holds the only connection and the write lock, so holding one across
# a model call would stall every request for as long as the model takes.


async def update_memories(chat_id: str) -> int:
    """Extract new automatic memories; returns how many were added."""
    rt = current()
    async with rt.sessionmaker() as db:
        repo = ChatRepository(db)
        chat = await db.get(Chat, uuid.UUID(chat_id))
        if chat is None or ChatSettings.model_validate(chat.settings or {}).auto_memories_paused:
            return 0
        known = await repo.memory_texts(chat.id)
        excerpt = await _excerpt(repo, chat.id)
    if not excerpt or len(known) >= MAX_MEMORIES:
        return 0
    prompt = MEMORY_PROMPT.format(
        known="\n".join(f"- {k}" for k in known) or "(nothing yet)", excerpt=excerpt
    )
    answer = await _ask("memory", chat_id, prompt, 120)
    if answer is None:
        return 0
    async with rt.sessionmaker() as db:
        chat = await db.get(Chat, uuid.UUID(chat_id))
        if chat is None:  # deleted while the model was thinking
            return 0
        # Memories added meanwhile (by the user, or a job that overlapped) are not added twice.
        facts = parse_memories(answer, await ChatRepository(db).memory_texts(chat.id))
        for fact in facts:
            db.add(ChatMemory(chat_id=chat.id, content=fact))
        await db.commit()
    return len(facts)


async def update_summary(chat_id: str) -> bool:
    """Fold the latest messages into the conversation summary; returns whether it changed."""
    rt = current()
    async with rt.sessionmaker() as db:
        chat = await db.get(Chat, uuid.UUID(chat_id))
        if chat is None:
            return False
        previous = ChatSettings.model_validate(chat.settings or {}).conversation_summary
        excerpt = await _excerpt(ChatRepository(db), chat.id)
    if not excerpt:
        return False
    prompt = SUMMARY_PROMPT.format(summary=previous or "(none yet)", excerpt=excerpt)
    answer = await _ask("summary", chat_id, prompt, 200)
    summary = (answer or "").strip()[:SUMMARY_LIMIT]
    if not summary or check_text(summary, context="output").flagged:
        return False
    async with rt.sessionmaker() as db:
        chat = await db.get(Chat, uuid.UUID(chat_id))
        if chat is None:
            return False
        # Settings are read again: the user may have changed others while the model was thinking.
        settings = ChatSettings.model_validate(chat.settings or {})
        chat.settings = settings.model_copy(update={"conversation_summary": summary}).model_dump(
            mode="json", by_alias=True
        )
        await db.commit()
    return True
