"""Turns that answer what is already stored, with no new user message: regenerate a reply, continue a
reply where it stopped (stored as the same message), or reply to the conversation as it stands (a user
message left without an answer, or the next character of a group chat)."""

from __future__ import annotations

import uuid
from dataclasses import dataclass

from nocturne.chat.display import message_text
from nocturne.chat.repository import ChatRepository, HistoryRow
from nocturne.chat.schemas import ChatRequest
from nocturne.chat.text_rules import SlashCommandError, parse_slash_command
from nocturne.errors import BadRequest, NotFound

NOTHING_TO_REGENERATE = "There is no AI reply to regenerate yet."
NOTHING_TO_CONTINUE = "There is no reply to continue: the last message is not the character's."
OOC_NOT_CONTINUED = "An out-of-character answer cannot be continued. Ask again with /analyze."
BLOCKED_NOT_ANSWERED = "Your last message was blocked, so it is not answered. Write another one."
# A scene direction for this reply only: the model sees its own unfinished reply as the last message.
CONTINUE_DIRECTION = (
    "Your previous reply was cut off. Continue it from exactly where it stopped, "
    "without repeating any of it and without starting over."
)


@dataclass
class StoredTurn:
    """What a turn without a new user message answers, and how."""

    history: list[HistoryRow]
    user_text: str
    requested: str | None
    reply_id: uuid.UUID
    directive: str | None = None
    analyze: bool = False
    analyze_question: str | None = None
    # The text of the reply being continued; the continuation is appended to it.
    continued: str | None = None
    regenerate: bool = False


def _command(row: HistoryRow | None) -> tuple[str | None, bool, str | None]:
    """The slash command of a stored user message (directive, analyze, analyze question): a reply to it,
    whether a regenerated one or one given later, obeys it as the first reply did."""
    if row is None or row.role != "user":
        return None, False, None
    try:
        command = parse_slash_command(message_text(row.content))
    except SlashCommandError:
        return None, False, None
    if command is None:
        return None, False, None
    if command.name == "direct":
        return command.instruction, False, None
    return None, True, command.instruction


def _last_user(rows: list[HistoryRow]) -> HistoryRow | None:
    return next((m for m in reversed(rows) if m.role == "user"), None)


def _text_of(row: HistoryRow | None) -> str:
    return message_text(row.content) if row is not None else ""


async def resolve_stored_turn(
    repo: ChatRepository, chat_id: uuid.UUID, body: ChatRequest, history: list[HistoryRow]
) -> StoredTurn:
    """Raises NotFound or BadRequest (with a sentence a person can act on) when there is nothing to answer."""
    if body.trigger == "regenerate-message":
        return await _regenerate(repo, chat_id, body.message_id, history)
    if body.action == "continue":
        return _continue(history)
    return _reply(body, history)


async def _regenerate(
    repo: ChatRepository, chat_id: uuid.UUID, message_id: str | None, history: list[HistoryRow]
) -> StoredTurn:
    target = None
    if message_id:
        try:
            target = await repo.message(chat_id, uuid.UUID(message_id))
        except ValueError:
            target = None
    else:
        target = await repo.last_message(chat_id, role="assistant")
    if target is None or target.role != "assistant":
        raise NotFound(NOTHING_TO_REGENERATE)
    before = [m for m in history if m.created_at < target.created_at]
    last_user = _last_user(before)
    # The command applies when the reply answered it directly.
    directive, analyze, question = _command(before[-1] if before else None)
    return StoredTurn(
        history=before,
        user_text=_text_of(last_user),
        requested=str(target.character_id) if target.character_id else None,
        reply_id=target.id,
        directive=directive,
        analyze=analyze,
        analyze_question=question,
        regenerate=True,
    )


def _continue(history: list[HistoryRow]) -> StoredTurn:
    target = history[-1] if history else None
    if (
        target is None
        or target.role != "assistant"
        or target.flagged_content_reason
        or not message_text(target.content).strip()
    ):
        raise BadRequest(NOTHING_TO_CONTINUE)
    before = history[:-1]
    if before and _command(before[-1])[1]:
        raise BadRequest(OOC_NOT_CONTINUED)
    return StoredTurn(
        history=history,
        user_text=_text_of(_last_user(before)),
        requested=str(target.character_id) if target.character_id else None,
        reply_id=target.id,
        directive=CONTINUE_DIRECTION,
        continued=message_text(target.content),
    )


def _reply(body: ChatRequest, history: list[HistoryRow]) -> StoredTurn:
    last = history[-1] if history else None
    if last is not None and last.role == "user" and last.flagged_content_reason:
        raise BadRequest(BLOCKED_NOT_ANSWERED)
    directive, analyze, question = _command(last)
    return StoredTurn(
        history=history,
        user_text=_text_of(_last_user(history)),
        requested=str(body.next_speaker_id) if body.next_speaker_id else None,
        reply_id=uuid.uuid4(),
        directive=directive,
        analyze=analyze,
        analyze_question=question,
    )


def join_continuation(before: str, after: str) -> str:
    """The continued reply: a space between the two unless one side already has one, or the
    continuation starts with punctuation that belongs to the word before."""
    if not before or not after:
        return before + after
    if before[-1].isspace() or after[0].isspace() or after[0] in ",.;:!?)…":
        return before + after
    return f"{before} {after}"
