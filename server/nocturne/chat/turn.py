"""One chat turn: check and store the user's message, pick who replies, assemble the prompt (prepare),
then relay the model's stream as AI SDK UI message chunks and store the cleaned reply once (stream)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.analytics import service as analytics
from nocturne.billing import allowance
from nocturne.characters import service as characters
from nocturne.chat import ui_stream
from nocturne.chat.echo import guarded_stream, strip_echo
from nocturne.chat.group import Member, choose_speaker
from nocturne.chat.history import HISTORY_WINDOW, prompt_history
from nocturne.chat.labels import flag_label
from nocturne.chat.lorebook import lore_for_turn
from nocturne.chat.memory import MEMORY_EVERY_TURNS
from nocturne.chat.photo_tool import PHOTO_TOOL, ToolCalls, run_calls
from nocturne.chat.photos import PHOTO_DIRECTION, photo_for_message, photo_request
from nocturne.chat.prompt import (
    Prompt,
    PromptCharacter,
    PromptPersona,
    TurnInput,
    assemble,
    trim_reply,
)
from nocturne.chat.reply_store import ReplyRow, write_reply
from nocturne.chat.repository import ChatRepository, HistoryRow
from nocturne.chat.schemas import ChatRequest
from nocturne.chat.service import CHAT_NOT_FOUND, chat_settings
from nocturne.chat.stored_turn import join_continuation, resolve_stored_turn
from nocturne.chat.tasks import defer_follow_up
from nocturne.chat.text_rules import (
    SlashCommandError,
    clean_ai_text,
    normalize_chat_input,
    parse_slash_command,
)
from nocturne.errors import BadRequest, NotFound
from nocturne.kit.clock import utcnow
from nocturne.llm.client import LLMError, ToolCallDelta
from nocturne.models import Character, ChatMessage, User
from nocturne.moderation.context import Scene
from nocturne.moderation.service import Decision

if TYPE_CHECKING:
    from nocturne.runtime import Runtime

log = logging.getLogger("nocturne.chat")

EMPTY_INPUT = "Write a message first."
# A model that ends at once (or writes only the user's lines, which are cut) leaves nothing to show or store.
EMPTY_REPLY = "The AI model sent an empty reply. Press Retry to try again."
# Model output is checked against the offline rules this often while it streams (characters), each time
# over the new text plus some overlap, so a phrase split across two checks is still seen.
OUTPUT_CHECK_EVERY = 400
OUTPUT_CHECK_OVERLAP = 200


@dataclass
class Turn:
    chat_id: uuid.UUID
    user_id: uuid.UUID
    reply_id: uuid.UUID
    character_id: uuid.UUID
    prompt: Prompt | None
    turn_input: TurnInput | None
    regenerate: bool
    blocked_label: str | None = None
    # Run the memory and summary jobs after this reply is stored.
    follow_up: bool = False
    # Continue: the stored reply's text, which the new text extends (the same message).
    continued: str | None = None
    # A photo the message asked for: the pending spec 3 genImage result, sent as a data-genImage part.
    photo: dict[str, Any] | None = None
    # Offer the model its photo tool (a tool-capable model, a plain turn, no photo asked for already).
    offer_tools: bool = False


def _prompt_character(character: Character) -> PromptCharacter:
    description = characters.character_prompt_description(character)
    return PromptCharacter(
        id=str(character.id),
        name=character.name,
        description=f"Age: {character.age}. Gender: {character.gender}.\n{description}",
        scenario=character.scenario,
        example_dialogue=character.example_dialogue,
        system_prompt=character.system_prompt,
        post_history_instructions=character.post_history_instructions,
    )


def _scene(
    history_rows: list[HistoryRow], members: list[Character], persona: characters.PersonaView
) -> Scene:
    """The chat as moderation sees it (issue 9 point 4): a minor stated for a participant in an earlier
    user message, a definition or the persona makes this turn's sexual content prohibited."""
    said = [row.content for row in history_rows if row.role == "user" and isinstance(row.content, str)]
    definitions = [f"{c.name}. {_prompt_character(c).description}\n{c.scenario or ''}" for c in members]
    return Scene.of(said, definitions, f"{persona.name}. {persona.description}")


def _new_user_text(body: ChatRequest) -> str:
    for message in reversed(body.messages):
        if message.role == "user":
            return message.text()
    return body.input_text or ""


async def prepare_turn(db: AsyncSession, runtime: Runtime, user: User, body: ChatRequest) -> Turn:
    """Everything before the first token. Raises AppErrors (4xx JSON) for requests that cannot start."""
    repo = ChatRepository(db)
    found = await repo.chat_with_characters(body.id, user.id)
    if found is None:
        raise NotFound(CHAT_NOT_FOUND)
    chat, members = found
    if not members:
        raise BadRequest("This chat has no characters left. Start a new chat.")
    settings = chat_settings(chat)
    history_rows = await repo.history(chat.id, limit=HISTORY_WINDOW)
    # Every read comes before the user's message is added, so none of them flushes it (see below).
    persona = await characters.chat_persona(db, user, settings.selected_persona_id)
    memories = [] if settings.auto_memories_paused else await repo.memory_texts(chat.id)
    directive: str | None = None
    analyze_question: str | None = None
    analyze = False

    continued: str | None = None
    if body.trigger == "regenerate-message" or body.action is not None:
        stored = await resolve_stored_turn(repo, chat.id, body, history_rows)
        history_rows, user_text, requested, reply_id = (
            stored.history,
            stored.user_text,
            stored.requested,
            stored.reply_id,
        )
        directive, analyze, analyze_question = stored.directive, stored.analyze, stored.analyze_question
        continued = stored.continued
    else:
        raw = _new_user_text(body)
        text = normalize_chat_input(raw)
        if text is None:
            raise BadRequest(EMPTY_INPUT)
        await allowance.check(db, user, runtime.settings.free_daily_messages)
        try:
            command = parse_slash_command(text)
        except SlashCommandError as exc:
            raise BadRequest(str(exc)) from exc
        if command is not None and command.name == "direct":
            directive = command.instruction
        elif command is not None:
            analyze, analyze_question = True, command.instruction
        # Added, not yet flushed: the INSERT goes out with the request's commit, which overlaps the model
        # request (start_turn), so it costs the time to first token nothing.
        user_message = ChatMessage(
            id=uuid.uuid4(), chat_id=chat.id, role="user", content=text, created_at=utcnow()
        )
        db.add(user_message)
        decision = await runtime.moderation.check(
            text,
            context="message",
            user_id=user.id,
            subject_type="message",
            subject_id=user_message.id,
            db=db,
            scene=_scene(history_rows, members, persona),
        )
        chat.last_message_at = user_message.created_at
        if decision.blocked:
            # Stored flagged, shown with its label, and never answered.
            user_message.flagged_content_reason = decision.reason
            await db.flush()
            return Turn(
                chat.id, user.id, uuid.uuid4(), members[0].id, None, None, False, flag_label(decision.reason)
            )
        user_text = text
        await analytics.emit(db, "first_message", user.id, once=True)
        requested = str(body.next_speaker_id) if body.next_speaker_id else None
        reply_id = uuid.uuid4()
        history_rows.append(HistoryRow(user_message.id, user_message.created_at, "user", text, None, None))

    recent = [str(m.character_id) for m in history_rows if m.role == "assistant" and m.character_id]
    speaker_member = choose_speaker(
        [Member(str(c.id), c.name) for c in members], user_text, recent, requested
    )
    speaker = next(c for c in members if str(c.id) == speaker_member.id)
    photo = None
    if body.trigger != "regenerate-message" and body.action is None and not analyze:
        scene = photo_request(user_text)
        if scene is not None:
            photo = await photo_for_message(db, runtime, user, chat, speaker, scene)
            if photo is not None and directive is None:
                directive = PHOTO_DIRECTION.format(char=speaker.name, user=persona.name)
    turn_input = TurnInput(
        character=_prompt_character(speaker),
        persona=PromptPersona(persona.name, persona.description, persona.gender),
        history=prompt_history(history_rows, {c.id: c.name for c in members}),
        context_tokens=runtime.chat.context_tokens,
        group=[_prompt_character(c) for c in members] if len(members) > 1 else [],
        lust_level=settings.lust_level,
        response_length_level=settings.response_length_level,
        custom_instructions=settings.custom_instructions,
        pinned_memories=settings.pinned_memories,
        memories=memories,
        summary=settings.conversation_summary,
        include_persona=settings.include_persona_in_scenes or body.include_persona,
        include_group_in_scene=settings.include_group_chat_in_scene,
        directive=directive,
        analyze=analyze,
        analyze_question=analyze_question,
        looping=body.regenerate_reason == "looping",
        max_reply_tokens=runtime.chat.max_reply_tokens,
        layout=runtime.chat.prompt_layout,
    )
    # The speaker's lorebook (the card's character_book), scanned over the recent messages and the new one.
    lore = lore_for_turn(
        speaker.character_book, turn_input.history, user_text, context_tokens=runtime.chat.context_tokens
    )
    turn_input.lore_before, turn_input.lore_after = lore.before, lore.after
    # The counter rides on the user message's transaction, so the reply's write stays the only other one.
    chat.turns_since_memory += 1
    follow_up = chat.turns_since_memory >= MEMORY_EVERY_TURNS
    if follow_up:
        chat.turns_since_memory = 0
    regenerate = body.trigger == "regenerate-message"
    return Turn(
        chat.id,
        user.id,
        reply_id,
        speaker.id,
        assemble(turn_input),
        turn_input,
        regenerate,
        follow_up=follow_up,
        continued=continued,
        photo=photo,
        offer_tools=runtime.settings.llm_tools and photo is None and not analyze and continued is None,
    )


# How long a started model request waits for the user's message to be committed before giving up
# (the request failed after the model was called).
COMMIT_WAIT_SECONDS = 30
# While tokens flow, the client's connection is checked for a stop at most this often (seconds).
DISCONNECT_CHECK_SECONDS = 0.05

# Producers whose stream consumers are gone are kept referenced until they finish storing.
_running: set[asyncio.Task[None]] = set()

# A reader that failed in a way nobody foresaw (a bug): the turn still ends cleanly.
READ_FAILED = "The reply failed. Please try again."


@dataclass
class TurnStream:
    """A turn whose model request is already under way while the request's transaction commits."""

    turn: Turn
    queue: asyncio.Queue[bytes | None]
    committed: asyncio.Event
    # Reads the model; cancelled when the client goes away. None when the user's message was blocked.
    reader: asyncio.Task[None] | None


@dataclass
class _Reply:
    """What the reader got from the model, for the producer to store."""

    parts: list[str] = field(default_factory=list)
    outcome: str = "stopped"  # until the model finishes, fails, or its output is flagged
    flagged: Decision | None = None
    calls: ToolCalls = field(default_factory=ToolCalls)


async def start_turn(
    turn: Turn, runtime: Runtime, is_disconnected: Callable[[], Awaitable[bool]]
) -> TurnStream:
    """Call the model now, so its first token overlaps the commit of the user's message; nothing is sent
    to the client, and no reply stored, before that commit (stream_turn marks it).

    Two tasks share the work: the reader streams the model's text, and is what a stop cancels; the
    producer waits for the reader however it ends, stores the reply and ends the stream. A stop never
    cancels the producer, so it can never interrupt the storing of a partial reply."""
    queue: asyncio.Queue[bytes | None] = asyncio.Queue()
    committed = asyncio.Event()
    reader = None
    if turn.prompt is not None:
        reply = _Reply()
        reader = asyncio.create_task(_read_model(turn, runtime, reply, queue, committed, is_disconnected))
        producer = asyncio.create_task(_produce(turn, runtime, reader, reply, queue, committed))
        _running.add(producer)
        producer.add_done_callback(_running.discard)
        # One turn of the loop lets the reader put the model request on the wire before the commit's
        # work begins, so the model starts on the prompt as early as it can.
        await asyncio.sleep(0)
    return TurnStream(turn, queue, committed, reader)


async def stream_turn(stream: TurnStream) -> AsyncIterator[bytes]:
    """Relay the model's reply. The response starts only after the request's transaction committed.

    A stop is honoured however the server reports it: a disconnect the reader notices between tokens, or
    this generator being cancelled or closed, which cancels the reader."""
    stream.committed.set()
    turn = stream.turn
    message_id = str(turn.reply_id)
    yield ui_stream.start(message_id, {"characterId": str(turn.character_id), "messageId": message_id})
    if turn.photo is not None:
        yield ui_stream.data_part("genImage", turn.photo, part_id=turn.photo["id"])
    if stream.reader is None:
        yield ui_stream.error(
            f"Your message was blocked: {turn.blocked_label}. Nocturne does not allow this content, and repeated "
            "attempts lead to a ban."
        )
        yield ui_stream.DONE
        return
    try:
        while (item := await stream.queue.get()) is not None:
            yield item
    finally:
        if not stream.reader.done():
            stream.reader.cancel()  # the client went away: stop the model; the producer keeps the partial reply


async def _read_model(
    turn: Turn,
    runtime: Runtime,
    reply: _Reply,
    queue: asyncio.Queue[bytes | None],
    committed: asyncio.Event,
    is_disconnected: Callable[[], Awaitable[bool]],
) -> None:
    """Stream the model's text into `reply` and the relay's queue, checking the output as it grows."""
    assert turn.prompt is not None
    queue.put_nowait(ui_stream.start_step())
    parts = reply.parts
    size = checked_upto = 0
    loop = asyncio.get_running_loop()
    next_disconnect_check = loop.time() + DISCONNECT_CHECK_SECONDS
    try:
        # The echo guard passes on only text that does not repeat the prompt's instructions (chat/echo.py).
        tools = [PHOTO_TOOL] if turn.offer_tools else None
        async with contextlib.aclosing(guarded_stream(runtime.chat.llm, turn.prompt, tools=tools)) as stream:
            async for delta in stream:
                if isinstance(delta, ToolCallDelta):
                    for chunk in reply.calls.feed(delta):
                        queue.put_nowait(chunk)
                    continue
                shown = delta
                if not parts:
                    # The text part opens with the first token, so the client's "streaming" means text is flowing.
                    queue.put_nowait(ui_stream.text_start("t0"))
                    if turn.continued is not None:
                        # The client appends this part to the reply it shows: the same join as stored.
                        shown = join_continuation(turn.continued, delta.lstrip())[len(turn.continued) :]
                parts.append(delta)
                size += len(delta)
                queue.put_nowait(ui_stream.text_delta("t0", shown))
                if committed.is_set() and loop.time() >= next_disconnect_check:
                    next_disconnect_check = loop.time() + DISCONNECT_CHECK_SECONDS
                    if await is_disconnected():
                        break
                if size - checked_upto >= OUTPUT_CHECK_EVERY:
                    # The newest stretch (with some overlap) is checked while streaming; the whole reply once at the end.
                    window = "".join(parts)[max(0, checked_upto - OUTPUT_CHECK_OVERLAP) :]
                    checked_upto = size
                    decision = await runtime.moderation.decide(window, "output")
                    if decision.blocked:
                        reply.flagged, reply.outcome = decision, "flagged"
                        break
            else:
                reply.outcome = "done"
    except LLMError as exc:
        _fail(reply, queue, str(exc))


def _fail(reply: _Reply, queue: asyncio.Queue[bytes | None], message: str) -> None:
    """End the turn with an error chunk, closing the text part when one is open."""
    reply.outcome = "error"
    if reply.parts:
        queue.put_nowait(ui_stream.text_end("t0"))
    queue.put_nowait(ui_stream.error(message))


async def _produce(
    turn: Turn,
    runtime: Runtime,
    reader: asyncio.Task[None],
    reply: _Reply,
    queue: asyncio.Queue[bytes | None],
    committed: asyncio.Event,
) -> None:
    """Wait for the reader however it ends (finished, failed, flagged, stopped or cancelled), store the
    reply once and end the stream."""
    await asyncio.wait({reader})
    if not reader.cancelled() and (failure := reader.exception()) is not None:
        log.error("reading the model failed in chat %s", turn.chat_id, exc_info=failure)
        _fail(reply, queue, READ_FAILED)
    try:
        # The relay sends the tokens already queued before the reply is cleaned, checked and stored.
        await asyncio.sleep(0)
        outcome, flagged = reply.outcome, reply.flagged
        text = _reply_text(turn, "".join(reply.parts))
        if text and await _wait_committed(committed, turn):
            flagged = await _store_reply(turn, runtime, text, outcome, flagged)
        if outcome == "done" and reply.calls and await _wait_committed(committed, turn):
            for chunk in await run_calls(
                runtime,
                reply.calls.done(),
                user_id=turn.user_id,
                chat_id=turn.chat_id,
                character_id=turn.character_id,
            ):
                queue.put_nowait(chunk)
        if outcome == "done" and not text and not reply.calls:
            # Nothing is stored; the error lets the client offer Retry instead of an empty bubble.
            _fail(reply, queue, EMPTY_REPLY)
        elif outcome != "error":
            if reply.parts:
                queue.put_nowait(ui_stream.text_end("t0"))
            if flagged is not None:
                queue.put_nowait(
                    ui_stream.message_metadata({"flaggedContent": flag_label(flagged.reason) or "Flagged"})
                )
            queue.put_nowait(ui_stream.finish_step())
            queue.put_nowait(ui_stream.finish("content-filter" if flagged is not None else "stop"))
    finally:  # the stream always ends, so the client never waits on a turn that is over
        queue.put_nowait(ui_stream.DONE)
        queue.put_nowait(None)


async def _wait_committed(committed: asyncio.Event, turn: Turn) -> bool:
    try:
        await asyncio.wait_for(committed.wait(), COMMIT_WAIT_SECONDS)
    except TimeoutError:
        log.warning("chat %s: the request never committed; the reply is not stored", turn.chat_id)
        return False
    return True


def _reply_text(turn: Turn, raw: str) -> str:
    """The reply as stored and shown: cut where the model started writing the user's lines, then cleaned
    by the rules of spec 5."""
    assert turn.turn_input is not None
    # The stream was already guarded; stripping again keeps echo out of storage whatever assembled `raw`.
    echo = turn.prompt.echo_sources if turn.prompt is not None else []
    return clean_ai_text(strip_echo(trim_reply(raw, turn.turn_input), echo))


async def _store_reply(
    turn: Turn, runtime: Runtime, text: str, outcome: str, flagged: Decision | None
) -> Decision | None:
    """The one database write of a reply (its cleaned, non-empty text). Returns the moderation decision
    when the reply is flagged."""
    try:
        if flagged is None:
            decision = await runtime.moderation.decide(text, "output")
            flagged = decision if decision.blocked else None
        async with runtime.transaction() as db:
            await write_reply(
                db,
                ReplyRow(
                    chat_id=turn.chat_id,
                    reply_id=turn.reply_id,
                    character_id=turn.character_id,
                    text=text,
                    model=runtime.chat.llm.model,
                    flagged_reason=flagged.reason if flagged else None,
                    stopped=outcome == "stopped",
                    regenerate=turn.regenerate,
                    continuing=turn.continued is not None,
                ),
            )
            if turn.follow_up:
                defer_follow_up(db, turn.chat_id)
        if flagged is not None:
            await runtime.moderation.record(
                flagged,
                text,
                user_id=turn.user_id,
                subject_type="output",
                subject_id=turn.reply_id,
                strike=False,
            )
    except Exception:  # never lose the stream's ending over a storage failure; it is logged loudly
        log.exception("could not store the reply of chat %s", turn.chat_id)
    return flagged
