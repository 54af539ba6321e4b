"""Start a video job for any of the seven modes of the spec 3 video generation request.

Each mode checks its inputs (spec 5 Video parameters; media only of the same user's), moderates every
text of the user's (custom action prompts, edit prompts, spoken text), builds the spec 3 Video job (or
Video enhance job) payload and queues it; in a chat it also adds the pending genVideo data message.
"""

from __future__ import annotations

import math
import uuid
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.billing import charges
from nocturne.characters import service as characters
from nocturne.characters.safety import check_or_reject
from nocturne.chat import media_messages
from nocturne.chat.repository import ChatRepository
from nocturne.errors import BadRequest, NotFound
from nocturne.media import prompts
from nocturne.media.backends.port import VideoMode
from nocturne.media.payloads import dump
from nocturne.media.rules import image_model
from nocturne.media.service import queue_job
from nocturne.media.video import requests as rq
from nocturne.media.video.handlers import gen_video_result
from nocturne.media.video.inputs import media_from_url, owned_media_of_kind, speak
from nocturne.media.video.params import FPS, normalized_duration, video_size
from nocturne.media.video.payloads import (
    VideoEnhanceJob,
    VideoGpuArgs,
    VideoJob,
    VideoLora,
    VideoMetadata,
)
from nocturne.models import Character, Chat, ChatMessage, GenerationJob, Media, User
from nocturne.moderation.rules import is_sexual

if TYPE_CHECKING:
    from nocturne.media.video_catalog import ActionConfig, VideoActionPreset
    from nocturne.runtime import Runtime

MODERATION_VERSION = "rules-1"
UNKNOWN_ACTION = "Unknown action '{action}' for {gender} characters. Pick one from the action list."
CUSTOM_NEEDS_PROMPT = "Describe the action: a custom action needs a prompt of your own."
UNKNOWN_EDIT = "Unknown video edit '{edit}'. Pick one from the edit list."
VIDEO_TOO_LARGE = "This video is already at the largest size we make."
CHAT_NOT_FOUND = "Chat not found."
# The longest side an enhanced (x2) video may have: a balanced portrait video (480x832) doubles once.
MAX_ENHANCED_SIDE = 1664
NOT_IN_CHAT = "{name} is not in this chat. Pick one of its characters."
ENHANCE_NOT_IN_CHAT = "An upscaled video is not posted to a chat: it goes to your gallery. Leave out chatId."
# The configuration keys of the modes that have no preset of their own (spec 3).
GENERAL, LIPSYNC, EDIT = "General", "LipsyncVideo", "EditVideo"


@dataclass
class _Plan:
    """Everything a Video job payload needs, filled in by the mode."""

    mode: VideoMode
    character: Character
    args: rq.VideoArgs
    prompt: str
    custom_prompt: str
    action: str
    config: ActionConfig
    width: int
    height: int
    duration: float
    should_blur: bool
    label: str
    source: Media | None = None
    misc: dict[str, Any] = field(default_factory=dict)


async def start_video(
    db: AsyncSession, runtime: Runtime, user: User, body: rq.VideoRequest, hosts: frozenset[str]
) -> tuple[GenerationJob, ChatMessage | None]:
    if isinstance(body, rq.EnhanceVideo):
        if body.chat_id:
            raise BadRequest(ENHANCE_NOT_IN_CHAT)
        return await _enhance(db, runtime, user, body, hosts), None
    character = await characters.get_character_for_chat(db, user, body.character_args.character_id)
    chat = await _chat(db, user, body.chat_id, character) if body.chat_id else None
    image_args = getattr(body, "image_args", None)
    free = charges.may_skip_credits(user, bool(image_args and image_args.no_credits))
    plan = await _plan(db, runtime, user, character, body, hosts)
    job = await _queue_video(db, runtime, user, plan, chat, charge=not free)
    message = None
    if chat is not None:
        message = media_messages.add_gen_message(db, chat, character.id, "genVideo", gen_video_result(job))
        message.id = job.message_id  # type: ignore[assignment]
        await db.flush()
    return job, message


async def _chat(db: AsyncSession, user: User, chat_id: uuid.UUID, character: Character | None = None) -> Chat:
    """My chat; with a character, one of its members (a video shows in the chat of its character)."""
    found = await ChatRepository(db).chat_with_characters(chat_id, user.id)
    if found is None:
        raise NotFound(CHAT_NOT_FOUND)
    chat, members = found
    if character is not None and character.id not in {m.id for m in members}:
        raise BadRequest(NOT_IN_CHAT.format(name=character.name))
    return chat


async def _plan(
    db: AsyncSession,
    runtime: Runtime,
    user: User,
    character: Character,
    body: rq.VideoRequest,
    hosts: frozenset[str],
) -> _Plan:
    assert not isinstance(body, rq.EnhanceVideo)
    args = body.video_args
    custom = body.character_args.custom_prompt.strip()
    if isinstance(body, rq.EditVideo):
        return await _edit_plan(db, runtime, user, character, body, custom)
    default_action = LIPSYNC if isinstance(body, rq.LipsyncVideo | rq.AddAudioToVideo) else GENERAL
    preset, action, config = _action(runtime, character, args, default_action)
    if preset is not None and preset.is_custom and not custom:
        raise BadRequest(CUSTOM_NEEDS_PROMPT)
    motion = custom or (preset.prompt if preset and preset.prompt else "") or config.default_prompt
    triggers = [lora.trigger_words for lora in config.loras if lora.trigger_words]
    prefix = preset.prompt_prefix if preset else ""
    prompt = ", ".join(p for p in (prefix, motion, *triggers) if p)
    if custom:
        await _moderate(db, runtime, user, custom, "video prompt")
    width, height = video_size(args.orientation, args.quality)
    duration = normalized_duration(args.duration)
    blur = (preset is not None and preset.rating == "NSFW") or is_sexual(prompt)
    label = f"{character.name} · {preset.display_name}" if preset else character.name
    plan = _Plan(
        body.mode, character, args, prompt, custom, action, config, width, height, duration, blur, label
    )
    plan.misc["actionPresetId"] = preset.id if preset else None
    if isinstance(body, rq.ImageToVideo | rq.LipsyncVideo):
        if body.image_url:
            plan.source = await media_from_url(db, user, body.image_url, "imageUrl", "image", hosts)
        else:
            scene = (preset.image_prompt if preset else "") or motion
            await _still(db, runtime, user, plan, scene)
    elif isinstance(body, rq.TextToVideo):
        scene = body.image_args.character_image_prompt or (preset.image_prompt if preset else "") or motion
        if body.image_args.character_image_prompt:
            await _moderate(db, runtime, user, body.image_args.character_image_prompt, "image prompt")
        await _still(db, runtime, user, plan, scene)
    elif isinstance(body, rq.ExtendVideo | rq.AddAudioToVideo):
        plan.source = await media_from_url(db, user, body.video_url, "videoUrl", "video", hosts)
        plan.width, plan.height = plan.source.width, plan.source.height
    if isinstance(body, rq.LipsyncVideo | rq.AddAudioToVideo):
        line = await speak(db, runtime, user, body.audio_message, body.voice_id, body.emotion)
        plan.misc.update(
            audioMessage=line.text,
            voiceId=line.voice_id,
            emotion=line.emotion,
            audioBase64=line.audio_base64,
            audioDuration=line.audio_duration,
        )
        # The video lasts at least as long as what is said (up to spec 5's 10 seconds).
        plan.duration = max(plan.duration, normalized_duration(math.ceil(line.audio_duration * 4) / 4))
        if isinstance(body, rq.AddAudioToVideo) and plan.source is not None and plan.source.duration:
            plan.duration = normalized_duration(plan.source.duration)
    if plan.source is not None:
        plan.should_blur = plan.should_blur or plan.source.should_blur
    return plan


def _action(
    runtime: Runtime, character: Character, args: rq.VideoArgs, default: str
) -> tuple[VideoActionPreset | None, str, ActionConfig]:
    """The preset (by id, of the character's gender), its configuration key and configuration."""
    video = runtime.media.catalog.video
    preset = None
    if args.action_preset_name:
        preset = video.action(character.gender, args.action_preset_name)  # type: ignore[arg-type]
        if preset is None:
            raise BadRequest(UNKNOWN_ACTION.format(action=args.action_preset_name, gender=character.gender))
    action = preset.model_name if preset else (args.action or default)
    config = video.config(action)
    if config is None:
        raise BadRequest(UNKNOWN_ACTION.format(action=action, gender=character.gender))
    return preset, action, config


async def _still(db: AsyncSession, runtime: Runtime, user: User, plan: _Plan, scene: str) -> None:
    """The start still is made first, in the same run, with the character's image model (spec 3)."""
    model = image_model(plan.character.style, plan.character.gender)
    still_prompt = prompts.image_prompt(model, prompts.character_look(plan.character), scene)
    await _moderate(db, runtime, user, still_prompt, "image prompt")
    plan.misc.update(
        stillId=str(uuid.uuid4()),
        stillPrompt=still_prompt,
        stillModel=model,
        stillNegativePrompt=prompts.NEGATIVE_PROMPT,
    )
    plan.should_blur = plan.should_blur or is_sexual(still_prompt)


async def _edit_plan(
    db: AsyncSession, runtime: Runtime, user: User, character: Character, body: rq.EditVideo, custom: str
) -> _Plan:
    preset = runtime.media.catalog.video.edit_preset(body.edit)
    if preset is None:
        raise BadRequest(UNKNOWN_EDIT.format(edit=body.edit))
    source = await owned_media_of_kind(db, user, body.original_video_id, "originalVideoId", "video")
    instruction = ", ".join(p for p in (custom, preset.prompt_suffix) if p)
    if custom:
        await _moderate(db, runtime, user, custom, "edit prompt")
    config = runtime.media.catalog.video.config(EDIT)
    assert config is not None, "the catalogue always configures EditVideo"
    plan = _Plan(
        "edit-video",
        character,
        body.video_args,
        ", ".join(p for p in (source.prompt, instruction) if p),
        custom,
        EDIT,
        config,
        source.width,
        source.height,
        normalized_duration(source.duration or body.video_args.duration),
        source.should_blur or is_sexual(instruction),
        f"{character.name} · {preset.display_name}",
        source=source,
    )
    plan.misc.update(editPreset=preset.id, editPrompt=instruction)
    return plan


async def _moderate(db: AsyncSession, runtime: Runtime, user: User, text: str, what: str) -> None:
    await check_or_reject(
        db, runtime.moderation, user, text, context="image-prompt", subject_type=what, subject_id=None
    )


async def _queue_video(
    db: AsyncSession, runtime: Runtime, user: User, plan: _Plan, chat: Chat | None, *, charge: bool = True
) -> GenerationJob:
    loras = [
        VideoLora(
            name=lora.name, strength=lora.strength, trigger_words=lora.trigger_words, placement=lora.placement
        )
        for lora in plan.config.loras
    ]
    misc = {
        **plan.misc,
        "videoModel": plan.config.video_model,
        "fps": FPS,
        "label": plan.label,
        "sourceMediaId": str(plan.source.id) if plan.source else None,
    }
    if plan.args.message_id is not None:
        misc["fromMessageId"] = str(plan.args.message_id)  # the chat message the video was made from
    job_id = uuid.uuid4()
    message_id = uuid.uuid4() if chat is not None else None  # the genVideo message that shows it
    payload = VideoJob(
        user_id=user.id,
        video_id=uuid.uuid4(),
        gpu_args=VideoGpuArgs(
            prompt=plan.prompt,
            custom_prompt=plan.custom_prompt,
            workflow_type="video_with_lora" if loras else "video",
            loras=loras or None,
            duration=plan.duration,
            speed=plan.args.speed,
        ),
        metadata=VideoMetadata(
            quality=plan.args.quality,
            character_id=plan.character.id,
            message_id=message_id,
            misc_blob=misc,
            should_blur=plan.should_blur,
            original_media_url=f"/api/media/{plan.source.id}/file" if plan.source else None,
            width=plan.width,
            height=plan.height,
        ),
        mode=plan.mode,
        action=plan.action,
        orientation=plan.args.orientation,
    )
    return await queue_job(
        db,
        runtime,
        user,
        job_id,
        "video",
        dump(payload),
        plan.width,
        plan.height,
        plan.config.video_model,
        plan.character.id,
        chat,
        message_id,
        charge=charge,
    )


async def _enhance(
    db: AsyncSession, runtime: Runtime, user: User, body: rq.EnhanceVideo, hosts: frozenset[str]
) -> GenerationJob:
    original = await owned_media_of_kind(db, user, body.original_video_id, "originalVideoId", "video")
    named = await media_from_url(db, user, body.video_url, "videoUrl", "video", hosts)
    if named.id != original.id:
        raise BadRequest("videoUrl and originalVideoId must name the same video.")
    if max(original.width, original.height) * 2 > MAX_ENHANCED_SIDE or original.source == "enhanced-video":
        raise BadRequest(VIDEO_TOO_LARGE)
    payload = VideoEnhanceJob(
        video_url=f"/api/media/{original.id}/file",
        original_video_id=original.id,
        video_duration=original.duration or body.video_duration,
    )
    config = runtime.media.catalog.video.config(EDIT)
    assert config is not None
    return await queue_job(
        db,
        runtime,
        user,
        uuid.uuid4(),
        "video_enhance",
        dump(payload),
        _even(original.width * 2),
        _even(original.height * 2),
        config.video_model,
        original.character_id,
    )


def _even(value: int) -> int:
    return value + value % 2
