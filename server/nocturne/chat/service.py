"""Chat rules outside the streaming turn: chats, settings, messages, swipes, edits, feedback, memories."""

from __future__ import annotations

import uuid
from datetime import timedelta
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.characters import service as characters
from nocturne.characters.safety import check_or_reject
from nocturne.chat.display import display_id, drop_leading_tool_messages, message_text
from nocturne.chat.labels import flag_label
from nocturne.chat.repository import ChatRepository
from nocturne.chat.schemas import (
    ChatCharacterView,
    ChatDetail,
    ChatPage,
    ChatSettings,
    ChatSettingsUpdate,
    ChatSummary,
    FeedbackIn,
    MessageView,
    SeedMessages,
)
from nocturne.chat.text_rules import DEFAULT_FIRST_MESSAGE, apply_greeting_macros
from nocturne.errors import BadRequest, NotFound
from nocturne.kit.clock import utcnow
from nocturne.kit.pagination import PageParams
from nocturne.models import Character, Chat, ChatCharacter, ChatMemory, ChatMessage, MessageFeedback, User
from nocturne.moderation.service import ModerationService

CHAT_NOT_FOUND = "This chat does not exist or is not yours."
MESSAGE_NOT_FOUND = "This message does not exist in this chat."
# My chats come 50 to a page.
CHATS_PAGE = 50
# Spec 9's default suggested first message speaks to one character; a group chat is greeted as a group.
GROUP_FIRST_MESSAGE = "Hi everyone! What are you all up to tonight?"


async def get_chat(db: AsyncSession, user: User, chat_id: uuid.UUID) -> Chat:
    """The user's own chat; anyone else's is reported as missing, never as forbidden."""
    chat = await ChatRepository(db).chat_for_user(chat_id, user.id)
    if chat is None:
        raise NotFound(CHAT_NOT_FOUND)
    return chat


def chat_settings(chat: Chat) -> ChatSettings:
    return ChatSettings.model_validate(chat.settings or {})


async def create_chat(
    db: AsyncSession,
    user: User,
    character_ids: list[uuid.UUID],
    title: str | None,
    persona_id: uuid.UUID | None,
) -> Chat:
    """Start a chat with one character, or a group chat with several; greetings become the first messages."""
    unique_ids = list(dict.fromkeys(character_ids))
    members = [await characters.get_character_for_chat(db, user, cid) for cid in unique_ids]
    # Another user's persona is as unknown here as in the settings endpoint: 404, nothing stored.
    selected = await characters.get_persona(db, user, persona_id) if persona_id is not None else None
    settings = ChatSettings(selected_persona_id=persona_id)
    chat = Chat(
        user_id=user.id,
        title=title or " & ".join(c.name for c in members)[:200],
        settings=settings.model_dump(mode="json", by_alias=True),
        last_message_at=utcnow(),
    )
    repo = ChatRepository(db)
    await repo.add(chat)
    for position, character in enumerate(members):
        await repo.add(ChatCharacter(chat_id=chat.id, character_id=character.id, position=position))
        await characters.increment_chat_count(db, character.id)
    persona_name = selected.name if selected is not None else (await characters.active_persona(db, user)).name
    start = utcnow()
    step = 0
    for character in members:
        for message in _greeting_messages(chat.id, character, persona_name):
            step += 1
            message.created_at = start + timedelta(microseconds=step)  # keep the greeting order stable
            await repo.add(message)
    return chat


def _greeting_messages(chat_id: uuid.UUID, character: Character, user_name: str) -> list[ChatMessage]:
    """Spec 3 Greeting items: each becomes a chat message, with {{char}}/{{user}} replaced."""
    out: list[ChatMessage] = []
    for index, item in enumerate(character.greetings or []):
        kind, content = item.get("type", "text"), item.get("content")
        if kind == "text" and isinstance(content, str) and content.strip():
            text = apply_greeting_macros(content, character.name, user_name)
            alternatives: list[dict[str, Any]] = []
            if index == 0 and character.alternate_greetings:
                # Card spec V2: alternate greetings are offered as swipes on the first message.
                texts = [text] + [
                    apply_greeting_macros(g, character.name, user_name) for g in character.alternate_greetings
                ]
                alternatives = [{"content": t} for t in texts]
            out.append(
                ChatMessage(
                    chat_id=chat_id,
                    role="assistant",
                    content=text,
                    character_id=character.id,
                    alternatives=alternatives,
                )
            )
        elif kind in ("image", "video") and isinstance(content, dict):
            data_type = "genImage" if kind == "image" else "genVideo"
            out.append(
                ChatMessage(
                    chat_id=chat_id,
                    role="data",
                    content={"type": data_type, "result": content},
                    character_id=character.id,
                )
            )
    return out


async def list_chats(db: AsyncSession, user: User, params: PageParams) -> ChatPage:
    repo = ChatRepository(db)
    chats, total = await repo.chats_for_user(user.id, params)
    members = await repo.characters_of([c.id for c in chats])
    last = await repo.last_messages([c.id for c in chats])
    items = [
        ChatSummary(
            **_chat_fields(chat, members[chat.id]),
            last_message=_preview(last[chat.id]) if chat.id in last else None,
        )
        for chat in chats
    ]
    return ChatPage(items=items, total=total, page=params.page, page_size=params.page_size)


def _preview(message: ChatMessage) -> str:
    """The chat list's one line: a photo is named as one, not shown as its data."""
    if message.role == "data":
        return "Sent a video" if (message.content or {}).get("type") == "genVideo" else "Sent a photo"
    return message_text(message.content)[:200]


def _chat_fields(chat: Chat, members: list[Character]) -> dict[str, Any]:
    return {
        "id": chat.id,
        "title": chat.title,
        "is_group_chat": len(members) > 1,
        "characters": [
            ChatCharacterView(id=c.id, name=c.name, avatar_url=c.avatar_url, gender=c.gender, style=c.style)
            for c in members
        ],
        "settings": chat_settings(chat),
        "last_message_at": chat.last_message_at,
        "created_at": chat.created_at,
    }


async def chat_detail(db: AsyncSession, user: User, chat_id: uuid.UUID) -> ChatDetail:
    repo = ChatRepository(db)
    found = await repo.chat_with_characters(chat_id, user.id)
    if found is None:
        raise NotFound(CHAT_NOT_FOUND)
    chat, members = found
    messages = drop_leading_tool_messages(await repo.messages(chat.id))
    feedback = await repo.feedback_for([m.id for m in messages])
    has_user_message = any(m.role == "user" for m in messages)
    return ChatDetail(
        **_chat_fields(chat, members),
        messages=[message_view(m, feedback.get(m.id)) for m in messages],
        suggested_first_message=None
        if has_user_message
        else (GROUP_FIRST_MESSAGE if len(members) > 1 else DEFAULT_FIRST_MESSAGE),
    )


def message_view(message: ChatMessage, feedback: MessageFeedback | None = None) -> MessageView:
    annotations: dict[str, Any] = {"messageId": str(message.id)}
    if message.character_id:
        annotations["characterId"] = str(message.character_id)
    label = flag_label(message.flagged_content_reason)
    if label:
        annotations["flaggedContent"] = label
    is_data = message.role == "data"
    return MessageView(
        id=display_id(str(message.id), annotations),
        role=message.role,
        # A flagged message's text is kept for moderators but never shown again.
        content="" if label else ("" if is_data else message_text(message.content)),
        created_at=message.created_at,
        data=message.content if is_data else None,
        annotations=annotations,
        alternatives=max(1, len(message.alternatives or [])),
        active_alternative=message.active_alternative,
        stopped=message.stopped,
        feedback=feedback.rating if feedback else None,
    )


# Settings whose text goes into every prompt of the chat: moderated like a character definition.
_PROMPT_SETTINGS = ("custom_instructions", "pinned_memories", "conversation_summary")


async def update_settings(
    db: AsyncSession,
    moderation: ModerationService,
    user: User,
    chat_id: uuid.UUID,
    changes: ChatSettingsUpdate,
) -> ChatSettings:
    chat = await get_chat(db, user, chat_id)
    data = changes.model_dump(exclude_unset=True)
    written = "\n\n".join(
        text
        for key in _PROMPT_SETTINGS
        for text in ([data[key]] if isinstance(data.get(key), str) else data.get(key) or [])
        if isinstance(text, str) and text.strip()
    )
    if written:
        await check_or_reject(
            db,
            moderation,
            user,
            written,
            context="character",
            subject_type="chat setting",
            subject_id=chat.id,
        )
    if data.get("selected_persona_id") is not None:
        await characters.get_persona(db, user, data["selected_persona_id"])
    merged = chat_settings(chat).model_copy(update=data)
    validated = ChatSettings.model_validate(merged.model_dump())
    chat.settings = validated.model_dump(mode="json", by_alias=True)
    await db.flush()
    return validated


async def delete_chat(db: AsyncSession, user: User, chat_id: uuid.UUID) -> None:
    chat = await get_chat(db, user, chat_id)
    await db.delete(chat)
    await db.flush()


async def get_message(db: AsyncSession, chat: Chat, message_id: uuid.UUID) -> ChatMessage:
    message = await ChatRepository(db).message(chat.id, message_id)
    if message is None:
        raise NotFound(MESSAGE_NOT_FOUND)
    return message


async def edit_message(
    db: AsyncSession,
    moderation: ModerationService,
    user: User,
    chat_id: uuid.UUID,
    message_id: uuid.UUID,
    text: str,
) -> MessageView:
    """Any own message can be edited: the user's words, or the AI's reply (as a correction). The new
    text is moderated as a message: an edit is not a way around the rules."""
    chat = await get_chat(db, user, chat_id)
    message = await get_message(db, chat, message_id)
    if message.role not in ("user", "assistant"):
        raise BadRequest("Only text messages can be edited.")
    if message.flagged_content_reason:
        raise BadRequest("A flagged message cannot be edited.")
    await check_or_reject(
        db, moderation, user, text, context="message", subject_type="message", subject_id=message.id
    )
    message.content = text
    if message.alternatives:
        message.alternatives[message.active_alternative] = {
            **message.alternatives[message.active_alternative],
            "content": text,
        }
        message.alternatives = list(message.alternatives)
    await db.flush()
    return message_view(message)


async def delete_message(db: AsyncSession, user: User, chat_id: uuid.UUID, message_id: uuid.UUID) -> None:
    chat = await get_chat(db, user, chat_id)
    message = await get_message(db, chat, message_id)
    await db.delete(message)
    await db.flush()


async def select_alternative(
    db: AsyncSession, user: User, chat_id: uuid.UUID, message_id: uuid.UUID, index: int
) -> MessageView:
    """Swipe between a reply and its regenerated alternatives."""
    chat = await get_chat(db, user, chat_id)
    message = await get_message(db, chat, message_id)
    alternatives = message.alternatives or []
    if index >= max(1, len(alternatives)):
        raise BadRequest(
            f"This message has {max(1, len(alternatives))} version(s); there is no version {index + 1}."
        )
    if alternatives:
        chosen = alternatives[index]
        message.content = chosen["content"]
        message.chat_model = chosen.get("chatModel", message.chat_model)
        message.active_alternative = index
        await db.flush()
    return message_view(message)


async def give_feedback(
    db: AsyncSession, user: User, chat_id: uuid.UUID, message_id: uuid.UUID, body: FeedbackIn
) -> MessageFeedback:
    chat = await get_chat(db, user, chat_id)
    message = await get_message(db, chat, message_id)
    if message.role != "assistant":
        raise BadRequest("Feedback is for AI messages.")
    if body.rating == "up" and body.option:
        raise BadRequest("A thumbs up takes no reason; reasons are for thumbs down.")
    feedback = MessageFeedback(
        message_id=message.id,
        user_id=user.id,
        rating=body.rating,
        option=body.option,
        additional_details=body.additional_details,
        regenerate=body.regenerate,
        character_id=body.character_id or message.character_id,
    )
    await ChatRepository(db).add(feedback)
    return feedback


async def list_memories(db: AsyncSession, user: User, chat_id: uuid.UUID) -> list[ChatMemory]:
    chat = await get_chat(db, user, chat_id)
    return list(await ChatRepository(db).memories(chat.id))


async def edit_memory(
    db: AsyncSession,
    moderation: ModerationService,
    user: User,
    chat_id: uuid.UUID,
    memory_id: uuid.UUID,
    content: str,
) -> ChatMemory:
    chat = await get_chat(db, user, chat_id)
    memory = await ChatRepository(db).memory(chat.id, memory_id)
    if memory is None:
        raise NotFound("This memory does not exist in this chat.")
    await check_or_reject(
        db, moderation, user, content, context="character", subject_type="memory", subject_id=chat.id
    )
    memory.content = content
    await db.flush()
    return memory


async def delete_memory(db: AsyncSession, user: User, chat_id: uuid.UUID, memory_id: uuid.UUID) -> None:
    chat = await get_chat(db, user, chat_id)
    memory = await ChatRepository(db).memory(chat.id, memory_id)
    if memory is None:
        raise NotFound("This memory does not exist in this chat.")
    await db.delete(memory)
    await db.flush()


async def seed_messages(db: AsyncSession, user: User, chat_id: uuid.UUID, body: SeedMessages) -> None:
    """Store messages as they are, without the model (the test-only seeding route): a long chat for the
    end-to-end tests in seconds. Replies belong to the chat's first character unless one is named."""
    repo = ChatRepository(db)
    found = await repo.chat_with_characters(chat_id, user.id)
    if found is None:
        raise NotFound(CHAT_NOT_FOUND)
    chat, members = found
    member_ids = {c.id for c in members}
    start = utcnow()
    for step, item in enumerate(body.messages, start=1):
        if item.character_id is not None and item.character_id not in member_ids:
            raise BadRequest("That character is not in this chat.")
        speaker = item.character_id or (members[0].id if members else None)
        db.add(
            ChatMessage(
                chat_id=chat.id,
                role=item.role,
                content=item.content,
                character_id=speaker if item.role == "assistant" else None,
                stopped=item.stopped,
                created_at=start + timedelta(microseconds=step),
            )
        )
    chat.last_message_at = start + timedelta(microseconds=len(body.messages))
    await db.flush()
