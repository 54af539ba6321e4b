"""Chat wire shapes: the chat request (spec 3) with the AI SDK envelope, settings, messages, feedback."""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Any, Literal

from pydantic import ConfigDict, Field

from nocturne.chat.labels import FeedbackOption
from nocturne.jobs.views import JobView
from nocturne.kit.pagination import Page
from nocturne.kit.schemas import Input, Schema

CUSTOM_INSTRUCTIONS_LIMIT = 15000
SUMMARY_LIMIT = 15000
# Spec 9 names a constant of 20 without its purpose; it caps the pinned memories here.
PINNED_MEMORIES_LIMIT = 20
PINNED_MEMORY_CHARS = 500


class ChatSettings(Input):
    """Per-chat settings (spec 3 Chat settings), validated as spec 5 says."""

    lust_level: int = Field(default=2, ge=0, le=4, strict=True)
    response_length_level: int = Field(default=2, ge=0, le=4, strict=True)
    pinned_memories: list[str] = Field(default_factory=list, max_length=PINNED_MEMORIES_LIMIT)
    selected_persona_id: uuid.UUID | None = None
    custom_instructions: str = Field(default="", max_length=CUSTOM_INSTRUCTIONS_LIMIT)
    conversation_summary: str = Field(default="", max_length=SUMMARY_LIMIT)
    auto_memories_paused: bool = False
    include_persona_in_scenes: bool = False
    include_group_chat_in_scene: bool = True


class ChatSettingsUpdate(Input):
    lust_level: int | None = Field(default=None, ge=0, le=4, strict=True)
    response_length_level: int | None = Field(default=None, ge=0, le=4, strict=True)
    pinned_memories: list[str] | None = Field(default=None, max_length=PINNED_MEMORIES_LIMIT)
    selected_persona_id: uuid.UUID | None = None
    custom_instructions: str | None = Field(default=None, max_length=CUSTOM_INSTRUCTIONS_LIMIT)
    conversation_summary: str | None = Field(default=None, max_length=SUMMARY_LIMIT)
    auto_memories_paused: bool | None = None
    include_persona_in_scenes: bool | None = None
    include_group_chat_in_scene: bool | None = None


class UIPart(Schema):
    model_config = ConfigDict(extra="allow")
    type: str
    text: str | None = None


class UIMessageIn(Schema):
    """A message as `useChat` sends it. Only the newest user message is read; history comes from the database."""

    model_config = ConfigDict(extra="allow")
    id: str = Field(default="", max_length=200)
    role: Literal["system", "user", "assistant"]
    parts: list[UIPart] = Field(default_factory=list, max_length=200)

    def text(self) -> str:
        return "".join(p.text or "" for p in self.parts if p.type == "text")


class ChatRequest(Schema):
    """POST /api/chat: the AI SDK envelope (id, messages, trigger, messageId) plus spec 3 Chat request fields.

    Client-sent character definitions, personas, history and summaries are accepted for compatibility but never
    trusted: the server reads all of them from the database."""

    model_config = ConfigDict(extra="ignore")
    id: uuid.UUID = Field(description="The chat id.")
    messages: list[UIMessageIn] = Field(default_factory=list, max_length=1000)
    trigger: Literal["submit-message", "regenerate-message"] = "submit-message"
    message_id: str | None = Field(default=None, max_length=200)
    # Spec 3 Chat request fields.
    chat_id: uuid.UUID | None = None
    character: dict[str, Any] | None = None
    should_blur: bool = False
    user_persona_name: str | None = Field(default=None, max_length=200)
    user_gender: Literal["Male", "Female"] | None = None
    user_persona: str | None = Field(default=None, max_length=5000)
    input_text: str | None = Field(default=None, max_length=20000)
    conversation_summary: str | None = Field(default=None, max_length=SUMMARY_LIMIT)
    characters: list[dict[str, Any]] | None = None
    is_group_chat: bool = False
    include_persona: bool = False
    data: dict[str, Any] | None = None
    # Who should reply next in a group chat (the user's pick).
    next_speaker_id: uuid.UUID | None = None
    # A turn with no new user message: "continue" extends the last reply where it stopped (stored as the
    # same message); "reply" answers the chat as it stands (an unanswered message, or the next character
    # of a group chat, as "Everyone replies" asks for each character in turn).
    action: Literal["continue", "reply"] | None = None
    # Feedback-driven regeneration: 'looping' raises the repetition penalties for this reply.
    regenerate_reason: str | None = Field(default=None, max_length=64)


class ChatCreate(Input):
    character_ids: list[uuid.UUID] = Field(min_length=1, max_length=8)
    title: str | None = Field(default=None, max_length=200)
    persona_id: uuid.UUID | None = None


class ChatCharacterView(Schema):
    id: uuid.UUID
    name: str
    avatar_url: str | None
    gender: str
    style: str


class MessageView(Schema):
    """A message as displayed (spec 3 Chat message, displayed)."""

    id: str
    role: Literal["user", "assistant", "data", "tool"]
    content: str
    created_at: datetime
    data: Any | None = None
    annotations: dict[str, Any]
    alternatives: int = 1
    active_alternative: int = 0
    stopped: bool = False
    feedback: str | None = None


class ChatView(Schema):
    id: uuid.UUID
    title: str
    is_group_chat: bool
    characters: list[ChatCharacterView]
    settings: ChatSettings
    last_message_at: datetime
    created_at: datetime


class ChatDetail(ChatView):
    messages: list[MessageView]
    suggested_first_message: str | None


class ChatSummary(ChatView):
    last_message: str | None


class ChatPage(Page[ChatSummary]):
    """A page of my chats, most recent first."""


class MessageEdit(Input):
    text: str = Field(min_length=1, max_length=20000)


class AlternativeSelect(Input):
    index: int = Field(ge=0, le=1000)


class FeedbackIn(Input):
    """Spec 3 Message feedback; thumbs up has no option."""

    rating: Literal["up", "down"]
    option: FeedbackOption = ""
    additional_details: str = Field(default="", max_length=2000)
    regenerate: bool = False
    character_id: uuid.UUID | None = None


class FeedbackView(Schema):
    id: uuid.UUID
    message_id: uuid.UUID
    rating: str
    option: str
    label: str | None
    additional_details: str
    regenerate: bool


class MemoryView(Schema):
    id: uuid.UUID
    content: str
    created_at: datetime


class MemoryEdit(Input):
    content: str = Field(min_length=1, max_length=1000)


class SeedMessage(Input):
    """A stored message as a test seeds it (APP_ENV=test only)."""

    role: Literal["user", "assistant"]
    content: str = Field(min_length=1, max_length=20000)
    character_id: uuid.UUID | None = None
    stopped: bool = False


class SeedMessages(Input):
    messages: list[SeedMessage] = Field(min_length=1, max_length=500)


class PhotoIn(Input):
    """'Send a photo': the character as they look, the current scene (written by the chat model from the
    last messages), or a pose preset."""

    mode: Literal["look", "scene", "pose"] = "look"
    character_id: uuid.UUID | None = Field(default=None, description="Who is in the photo (a group chat).")
    pose_id: str | None = Field(default=None, max_length=64)


class PhotoOut(Schema):
    message: MessageView = Field(description="The pending genImage data message (spec 3).")
    job: JobView
