"""Photos in the chat (issue 10): "Send a photo" with a mode (the character as they look, the current
scene written by the chat model, or a pose preset), and a user message that asks for one ("send me a pic
of you at the beach"). Each starts an image job and adds the spec 3 data message {type: genImage} that
shows it, pending until the job ends; the stream carries it as a `data-genImage` part."""

from __future__ import annotations

import logging
import re
import uuid
from typing import TYPE_CHECKING, Any, Literal

from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.chat import media_messages
from nocturne.chat.repository import ChatRepository
from nocturne.chat.service import CHAT_NOT_FOUND
from nocturne.errors import BadRequest, ContentRejected, NotFound
from nocturne.llm.client import LLMError, SamplingParams
from nocturne.media import service as media
from nocturne.media.handlers import gen_image_result
from nocturne.media.prompts import character_look
from nocturne.models import Character, Chat, ChatMessage, GenerationJob, User

if TYPE_CHECKING:
    from nocturne.runtime import Runtime

log = logging.getLogger("nocturne.chat")

PhotoMode = Literal["look", "scene", "pose"]
LOOK_SCENE = "looking at the viewer, natural light, upper body"
SCENE_LIMIT = 300
# The reply to a photo request acknowledges it, in character (a one-reply scene direction).
PHOTO_DIRECTION = (
    "{char} is sending the photo {user} asked for right now; {char} reacts to sending it, briefly."
)
SCENE_SYSTEM = (
    "You write one short image prompt: comma-separated visual phrases describing where the character is, "
    "what they wear and do, the light and the mood. No names, no dialogue, no sentences. At most 40 words."
)

# "send me a pic", "can you show me a photo of you at the beach", "take a selfie": a request for a photo.
_ASK = re.compile(
    r"\b(?:send|show|take|snap|share|give|post|text)\s+(?:me\s+|us\s+)?(?:an?\s+|another\s+|some\s+|one\s+more\s+)?"
    r"(?:(?:quick|new|cute|hot|sexy|nice|little)\s+)?(?:pic|pics|picture|pictures|photo|photos|selfie|selfies|image|snap|nude|nudes)\b"
    r"(?P<rest>[^.!?\n]*)",
    re.IGNORECASE,
)
_SCENE_LEAD = re.compile(r"^\s*(?:(?:of|while|where|when)\s+|you(?:rself)?\s+)*", re.IGNORECASE)
_FILLER = re.compile(r"\b(?:please|pls|plz|babe|baby|honey|now)\b", re.IGNORECASE)


def photo_request(text: str) -> str | None:
    """The scene a message asks a photo of ("at the beach"), "" for a plain request, None when it asks none."""
    match = _ASK.search(text)
    if match is None:
        return None
    scene = _FILLER.sub("", _SCENE_LEAD.sub("", match.group("rest")))
    return " ".join(scene.replace("?", " ").split()).strip(" ,")[:SCENE_LIMIT]


async def start_photo(
    db: AsyncSession,
    runtime: Runtime,
    user: User,
    chat: Chat,
    character: Character,
    *,
    scene: str,
    source: Literal["character_gen", "scene_gen", "preset"],
    pose_id: str | None = None,
) -> tuple[ChatMessage, GenerationJob]:
    """Queue a one-image job and add the pending genImage message that shows it."""
    pose = None
    if pose_id is not None:
        pose = runtime.media.catalog.pose(character.gender, pose_id)  # type: ignore[arg-type]
        if pose is None:
            raise BadRequest(media.UNKNOWN_POSE.format(pose=pose_id, gender=character.gender))
        scene = pose.prompt
    message_id = uuid.uuid4()
    job = await media.start_image_job(
        db,
        runtime,
        user,
        character,
        scene=scene,
        source=source,
        orientation="portrait",
        batch_size=1,
        pose=pose,
        chat=chat,
        message_id=message_id,
        label=f"{character.name} · {pose.label}" if pose else character.name,
    )
    message = media_messages.add_gen_image_message(db, chat, character.id, gen_image_result(job))
    message.id = message_id
    await db.flush()
    return message, job


async def send_photo(
    db: AsyncSession,
    runtime: Runtime,
    user: User,
    chat_id: uuid.UUID,
    *,
    mode: PhotoMode,
    character_id: uuid.UUID | None,
    pose_id: str | None,
) -> tuple[ChatMessage, GenerationJob]:
    """The chat's "Send a photo" button."""
    found = await ChatRepository(db).chat_with_characters(chat_id, user.id)
    if found is None:
        raise NotFound(CHAT_NOT_FOUND)
    chat, members = found
    if not members:
        raise BadRequest("This chat has no characters left. Start a new chat.")
    character = next((c for c in members if c.id == character_id), members[0])
    if mode == "pose":
        if not pose_id:
            raise BadRequest("Pick a pose for the photo.")
        return await start_photo(
            db, runtime, user, chat, character, scene="", source="preset", pose_id=pose_id
        )
    if mode == "look":
        return await start_photo(db, runtime, user, chat, character, scene=LOOK_SCENE, source="character_gen")
    excerpt = await _recent_story(db, chat)
    # The model writes the scene outside any transaction: a write lock must not wait on a model.
    await db.commit()
    scene = await write_scene(runtime, character, excerpt)
    return await start_photo(db, runtime, user, chat, character, scene=scene, source="scene_gen")


async def _recent_story(db: AsyncSession, chat: Chat) -> str:
    rows = await ChatRepository(db).history(chat.id, limit=6)
    lines = [r.content for r in rows if r.role in ("user", "assistant") and isinstance(r.content, str)]
    return "\n".join(line[:400] for line in lines[-6:])


async def write_scene(runtime: Runtime, character: Character, story: str) -> str:
    """The current scene as an image prompt, written by the chat model from the last messages; the
    character's look when the model cannot answer."""
    messages = [
        {"role": "system", "content": SCENE_SYSTEM},
        {
            "role": "user",
            "content": f"Character: {character_look(character)}\n\nLatest messages:\n{story}\n\nImage prompt:",
        },
    ]
    try:
        answer = await runtime.chat.llm.complete(messages, SamplingParams(max_tokens=80, temperature=0.4))
    except LLMError as exc:
        log.info("scene prompt not written (%s); using the character's look", exc)
        return LOOK_SCENE
    scene = " ".join(answer.replace('"', " ").split())[:SCENE_LIMIT].strip(" ,.")
    return scene or LOOK_SCENE


async def photo_for_message(
    db: AsyncSession, runtime: Runtime, user: User, chat: Chat, speaker: Character, scene: str
) -> dict[str, Any] | None:
    """A photo asked for in a chat message: started, or None when its prompt is refused (the refusal is
    recorded; the message itself passed moderation, so the turn goes on without a photo)."""
    try:
        message, job = await start_photo(
            db, runtime, user, chat, speaker, scene=scene or LOOK_SCENE, source="scene_gen"
        )
    except ContentRejected:
        return None
    result: dict[str, Any] = message.content["result"]
    return result
