"""The chat model's one tool (issue 10): with a tool-capable model (LLM_TOOLS=true) the character can
decide to send a photo itself. The call streams to the browser with the AI SDK's tool states (spec 4:
partial-call → call → result, i.e. input-streaming → input-available → output-available); the server
runs it, one step per request (spec 9 maxSteps 1), and the result is the spec 3 genImage result."""

from __future__ import annotations

import json
import uuid
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from nocturne.chat import photos, ui_stream
from nocturne.llm.client import ToolCallDelta
from nocturne.models import Character, Chat, User

if TYPE_CHECKING:
    from nocturne.runtime import Runtime

SEND_PHOTO = "send_photo"
PHOTO_TOOL: dict[str, Any] = {
    "type": "function",
    "function": {
        "name": SEND_PHOTO,
        "description": (
            "Send the user a photo of yourself, when they ask for one or when the moment calls for it. "
            "Describe the scene in the photo."
        ),
        "parameters": {
            "type": "object",
            "properties": {
                "scene": {
                    "type": "string",
                    "description": "Where you are, what you wear and do, the light: short visual phrases.",
                }
            },
            "required": ["scene"],
        },
    },
}
UNKNOWN_TOOL = "The character tried a tool Nocturne does not have."
BAD_ARGUMENTS = "The character's photo request could not be read."
REFUSED = "This photo was not made: its description is not allowed."


@dataclass
class ToolCall:
    id: str
    name: str
    arguments: str = ""

    def scene(self) -> str | None:
        """The scene argument, or None when the arguments are not the JSON object the tool asks for."""
        try:
            value = json.loads(self.arguments or "{}")
        except ValueError:
            return None
        scene = value.get("scene") if isinstance(value, dict) else None
        return " ".join(scene.split()) if isinstance(scene, str) else None


@dataclass
class ToolCalls:
    """Tool calls assembled from their streamed pieces, with the stream chunks each piece becomes."""

    calls: dict[int, ToolCall] = field(default_factory=dict)

    def feed(self, delta: ToolCallDelta) -> list[bytes]:
        chunks = []
        call = self.calls.get(delta.index)
        if call is None:
            call = self.calls[delta.index] = ToolCall(delta.id or f"call-{delta.index}", delta.name or "")
            chunks.append(ui_stream.tool_input_start(call.id, call.name))
        elif delta.name and not call.name:
            call.name = delta.name
        if delta.arguments:
            call.arguments += delta.arguments
            chunks.append(ui_stream.tool_input_delta(call.id, delta.arguments))
        return chunks

    def __bool__(self) -> bool:
        return bool(self.calls)

    def done(self) -> list[ToolCall]:
        return [self.calls[i] for i in sorted(self.calls)]


async def run_calls(
    runtime: Runtime,
    calls: list[ToolCall],
    *,
    user_id: uuid.UUID,
    chat_id: uuid.UUID,
    character_id: uuid.UUID,
) -> list[bytes]:
    """Run the model's tool calls (after the user's message has committed); the chunks to stream."""
    chunks: list[bytes] = []
    for call in calls:
        scene = call.scene()
        if call.name != SEND_PHOTO:
            chunks.append(ui_stream.tool_output_error(call.id, UNKNOWN_TOOL))
            continue
        if scene is None:
            chunks.append(ui_stream.tool_output_error(call.id, BAD_ARGUMENTS))
            continue
        chunks.append(ui_stream.tool_input_available(call.id, call.name, {"scene": scene}))
        async with runtime.transaction() as db:
            user = await db.get(User, user_id)
            chat = await db.get(Chat, chat_id)
            character = await db.get(Character, character_id)
            result = None
            if user is not None and chat is not None and character is not None:
                result = await photos.photo_for_message(db, runtime, user, chat, character, scene)
        if result is None:
            chunks.append(ui_stream.tool_output_error(call.id, REFUSED))
            continue
        chunks.append(ui_stream.tool_output_available(call.id, result))
        chunks.append(ui_stream.data_part("genImage", result, part_id=result["id"]))
    return chunks
