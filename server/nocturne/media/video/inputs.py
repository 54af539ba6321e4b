"""What a video request starts from, checked: media named by URL or id must be media generated on
Nocturne by the same user (safety policy: no imagery of real people), of the right kind; spoken text is
cleaned, moderated and turned into speech."""

from __future__ import annotations

import base64
import uuid
from dataclasses import dataclass
from typing import TYPE_CHECKING

from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.characters.safety import check_or_reject
from nocturne.chat.text_rules import clean_ai_text, speech_text
from nocturne.errors import BadRequest, ServiceUnavailable
from nocturne.media.speech.port import SpeechError
from nocturne.media.speech.voices import DEFAULT_EMOTION, DEFAULT_VOICE_ID, EMOTIONS, voice
from nocturne.media.video.params import MAX_DURATION, NOT_OURS, media_id_from_url
from nocturne.models import Media, User

if TYPE_CHECKING:
    from nocturne.runtime import Runtime

WRONG_KIND = {
    "image": "{field} must point at an image, not a video.",
    "video": "{field} must point at a video, not an image.",
}
TOO_LONG_TO_SAY = (
    "That is too long to say in one video ({seconds:.0f} s): keep it under {limit} seconds, about 25 words."
)
NOTHING_TO_SAY = "There is nothing to say: the message has no words left once actions are taken out."
UNKNOWN_VOICE = "Unknown voice '{voice}'. Pick one from the voice list."
UNKNOWN_EMOTION = "Unknown emotion '{emotion}'. Pick one of: {choices}."


async def owned_media_of_kind(
    db: AsyncSession, user: User, media_id: uuid.UUID, field: str, kind: str
) -> Media:
    media = await db.get(Media, media_id)
    if media is None or media.owner_id != user.id or media.deleted:
        raise BadRequest(NOT_OURS.format(field=field))
    if media.kind != kind:
        raise BadRequest(WRONG_KIND[kind].format(field=field))
    return media


async def media_from_url(
    db: AsyncSession, user: User, url: str, field: str, kind: str, hosts: frozenset[str]
) -> Media:
    try:
        media_id = media_id_from_url(url, field, hosts)
    except ValueError as exc:
        raise BadRequest(str(exc)) from None
    return await owned_media_of_kind(db, user, media_id, field, kind)


@dataclass(frozen=True)
class SpokenLine:
    text: str  # what is spoken: the speech variant of the cleaned text (spec 5)
    voice_id: str
    emotion: str
    audio_base64: str
    audio_duration: float


async def speak(
    db: AsyncSession, runtime: Runtime, user: User, message: str, voice_id: str, emotion: str
) -> SpokenLine:
    """spec 5: the received AI text is cleaned, then its speech variant (actions become pauses) is what
    is spoken; it passes moderation like any prompt, then the voice engine makes the audio."""
    chosen = voice_id or DEFAULT_VOICE_ID
    if voice(chosen) is None:
        raise BadRequest(UNKNOWN_VOICE.format(voice=chosen))
    mood = emotion or DEFAULT_EMOTION
    if mood not in EMOTIONS:
        raise BadRequest(UNKNOWN_EMOTION.format(emotion=mood, choices=", ".join(EMOTIONS)))
    text = speech_text(clean_ai_text(message)).strip()
    if not any(ch.isalnum() for ch in text):
        raise BadRequest(NOTHING_TO_SAY)
    await check_or_reject(
        db, runtime.moderation, user, text, context="message", subject_type="spoken text", subject_id=None
    )
    try:
        speech = await runtime.media.speech.synthesize(text, voice_id=chosen, emotion=mood)
    except SpeechError as exc:
        # A busy or unreachable voice provider is not the user's mistake: 503, try again later.
        raise (ServiceUnavailable if exc.transient else BadRequest)(exc.message) from None
    if speech.duration > MAX_DURATION:
        raise BadRequest(TOO_LONG_TO_SAY.format(seconds=speech.duration, limit=MAX_DURATION))
    return SpokenLine(text, chosen, mood, base64.b64encode(speech.wav).decode(), round(speech.duration, 3))
