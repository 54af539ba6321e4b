"""/api/chat (the streamed turn) and /api/chats (chats, messages, settings, feedback, memories)."""

from __future__ import annotations

import uuid
from typing import Annotated

from fastapi import APIRouter, Depends, Request, Response, status
from fastapi.responses import StreamingResponse

from nocturne.accounts.deps import AgeConfirmed, CurrentUser
from nocturne.characters.safety import refusals_recorded
from nocturne.chat import photos, service, ui_stream
from nocturne.chat.labels import feedback_label
from nocturne.chat.schemas import (
    AlternativeSelect,
    ChatCreate,
    ChatDetail,
    ChatPage,
    ChatRequest,
    ChatSettings,
    ChatSettingsUpdate,
    FeedbackIn,
    FeedbackView,
    MemoryEdit,
    MemoryView,
    MessageEdit,
    MessageView,
    PhotoIn,
    PhotoOut,
    SeedMessages,
)
from nocturne.chat.turn import prepare_turn, start_turn, stream_turn
from nocturne.config import Environment
from nocturne.db import SessionDep
from nocturne.errors import ErrorBody, NotFound
from nocturne.kit.deps import SettingsDep
from nocturne.kit.pagination import PageParams, page_query
from nocturne.media import service as media
from nocturne.runtime import ModerationDep, RuntimeDep

ChatsPageDep = Annotated[PageParams, Depends(page_query(service.CHATS_PAGE))]

ERRORS: dict[int | str, dict[str, object]] = {
    401: {"model": ErrorBody},
    403: {"model": ErrorBody},
    404: {"model": ErrorBody},
}
stream_router = APIRouter(tags=["chat"], responses=ERRORS)
router = APIRouter(prefix="/chats", tags=["chat"], responses=ERRORS)


@stream_router.post(
    "/chat",
    response_class=StreamingResponse,
    responses={
        200: {"content": {"text/event-stream": {}}, "description": "AI SDK UI message stream v1"},
        400: {"model": ErrorBody},
    },
)
async def chat(
    body: ChatRequest,
    request: Request,
    user: CurrentUser,
    _: AgeConfirmed,
    db: SessionDep,
    runtime: RuntimeDep,
) -> StreamingResponse:
    """Send a message (or regenerate a reply) and stream the character's answer (AI SDK UI message stream)."""
    turn = await prepare_turn(db, runtime, user, body)
    # The model is called right away; the request's transaction (the user's message) commits before the
    # response starts, and so before the first byte is sent or any reply is stored.
    stream = await start_turn(turn, runtime, request.is_disconnected)
    return StreamingResponse(stream_turn(stream), media_type=ui_stream.MEDIA_TYPE, headers=ui_stream.HEADERS)


@router.post(
    "/{chat_id}/photos",
    response_model=PhotoOut,
    status_code=status.HTTP_202_ACCEPTED,
    responses={400: {"model": ErrorBody}, 422: {"model": ErrorBody}},
)
async def send_photo(
    chat_id: uuid.UUID, body: PhotoIn, user: CurrentUser, _: AgeConfirmed, db: SessionDep, runtime: RuntimeDep
) -> PhotoOut:
    """Ask the character for a photo; it appears in the chat as a genImage message that fills in when done."""
    async with refusals_recorded(db):
        message, job = await photos.send_photo(
            db, runtime, user, chat_id, mode=body.mode, character_id=body.character_id, pose_id=body.pose_id
        )
    return PhotoOut(message=service.message_view(message), job=await media.job_view(db, runtime, job))


@router.get("", response_model=ChatPage)
async def list_chats(user: CurrentUser, _: AgeConfirmed, db: SessionDep, page: ChatsPageDep) -> ChatPage:
    """My chats, most recent first."""
    return await service.list_chats(db, user, page)


@router.post("", response_model=ChatDetail, status_code=status.HTTP_201_CREATED)
async def create_chat(body: ChatCreate, user: CurrentUser, _: AgeConfirmed, db: SessionDep) -> ChatDetail:
    """Start a chat with one character, or a group chat with several."""
    chat = await service.create_chat(db, user, body.character_ids, body.title, body.persona_id)
    return await service.chat_detail(db, user, chat.id)


@router.get("/{chat_id}", response_model=ChatDetail)
async def get_chat(chat_id: uuid.UUID, user: CurrentUser, _: AgeConfirmed, db: SessionDep) -> ChatDetail:
    """A chat with its messages as displayed."""
    return await service.chat_detail(db, user, chat_id)


@router.delete("/{chat_id}", status_code=status.HTTP_204_NO_CONTENT)
async def delete_chat(chat_id: uuid.UUID, user: CurrentUser, db: SessionDep) -> Response:
    """Delete a chat and its messages."""
    await service.delete_chat(db, user, chat_id)
    return Response(status_code=status.HTTP_204_NO_CONTENT)


@router.get("/{chat_id}/settings", response_model=ChatSettings)
async def get_settings(chat_id: uuid.UUID, user: CurrentUser, db: SessionDep) -> ChatSettings:
    """This chat's settings."""
    return service.chat_settings(await service.get_chat(db, user, chat_id))


@router.patch("/{chat_id}/settings", response_model=ChatSettings, responses={422: {"model": ErrorBody}})
async def update_settings(
    chat_id: uuid.UUID, body: ChatSettingsUpdate, user: CurrentUser, db: SessionDep, moderation: ModerationDep
) -> ChatSettings:
    """Change this chat's settings (lust level, length, memories, instructions, summary, persona…); the
    texts that go into the prompt are moderated."""
    async with refusals_recorded(db):
        return await service.update_settings(db, moderation, user, chat_id, body)


@router.patch(
    "/{chat_id}/messages/{message_id}", response_model=MessageView, responses={422: {"model": ErrorBody}}
)
async def edit_message(
    chat_id: uuid.UUID,
    message_id: uuid.UUID,
    body: MessageEdit,
    user: CurrentUser,
    db: SessionDep,
    moderation: ModerationDep,
) -> MessageView:
    """Edit one of the chat's messages; the new text is moderated."""
    async with refusals_recorded(db):
        return await service.edit_message(db, moderation, user, chat_id, message_id, body.text)


@router.delete("/{chat_id}/messages/{message_id}", status_code=status.HTTP_204_NO_CONTENT)
async def delete_message(
    chat_id: uuid.UUID, message_id: uuid.UUID, user: CurrentUser, db: SessionDep
) -> Response:
    """Delete one of the chat's messages."""
    await service.delete_message(db, user, chat_id, message_id)
    return Response(status_code=status.HTTP_204_NO_CONTENT)


@router.put("/{chat_id}/messages/{message_id}/alternative", response_model=MessageView)
async def select_alternative(
    chat_id: uuid.UUID, message_id: uuid.UUID, body: AlternativeSelect, user: CurrentUser, db: SessionDep
) -> MessageView:
    """Swipe: show another version of a regenerated reply."""
    return await service.select_alternative(db, user, chat_id, message_id, body.index)


@router.post(
    "/{chat_id}/messages/{message_id}/feedback",
    response_model=FeedbackView,
    status_code=status.HTTP_201_CREATED,
)
async def give_feedback(
    chat_id: uuid.UUID, message_id: uuid.UUID, body: FeedbackIn, user: CurrentUser, db: SessionDep
) -> FeedbackView:
    """Thumbs up, or thumbs down with a reason and details (spec 3 Message feedback)."""
    feedback = await service.give_feedback(db, user, chat_id, message_id, body)
    return FeedbackView(
        id=feedback.id,
        message_id=feedback.message_id,
        rating=feedback.rating,
        option=feedback.option,
        label=feedback_label(feedback.option) if feedback.option else None,
        additional_details=feedback.additional_details,
        regenerate=feedback.regenerate,
    )


@router.get("/{chat_id}/memories", response_model=list[MemoryView])
async def list_memories(chat_id: uuid.UUID, user: CurrentUser, db: SessionDep) -> list[MemoryView]:
    """Automatic memories the character keeps from this chat."""
    return [MemoryView.model_validate(m) for m in await service.list_memories(db, user, chat_id)]


@router.patch(
    "/{chat_id}/memories/{memory_id}", response_model=MemoryView, responses={422: {"model": ErrorBody}}
)
async def edit_memory(
    chat_id: uuid.UUID,
    memory_id: uuid.UUID,
    body: MemoryEdit,
    user: CurrentUser,
    db: SessionDep,
    moderation: ModerationDep,
) -> MemoryView:
    """Correct an automatic memory; the new text is moderated."""
    async with refusals_recorded(db):
        memory = await service.edit_memory(db, moderation, user, chat_id, memory_id, body.content)
    return MemoryView.model_validate(memory)


@router.delete("/{chat_id}/memories/{memory_id}", status_code=status.HTTP_204_NO_CONTENT)
async def delete_memory(
    chat_id: uuid.UUID, memory_id: uuid.UUID, user: CurrentUser, db: SessionDep
) -> Response:
    """Forget an automatic memory."""
    await service.delete_memory(db, user, chat_id, memory_id)
    return Response(status_code=status.HTTP_204_NO_CONTENT)


@router.post("/{chat_id}/test-messages", status_code=status.HTTP_204_NO_CONTENT, include_in_schema=False)
async def seed_messages(
    chat_id: uuid.UUID, body: SeedMessages, user: CurrentUser, db: SessionDep, settings: SettingsDep
) -> Response:
    """Test servers only (APP_ENV=test): store messages without the model, for end-to-end tests."""
    if settings.env != Environment.test:
        raise NotFound(f"No API route /api/chats/{chat_id}/test-messages.")
    await service.seed_messages(db, user, chat_id, body)
    return Response(status_code=status.HTTP_204_NO_CONTENT)
