"""The text-to-speech port: a voice id, an emotion and text in; a mono 16-bit WAV and its length out.

Lip-sync and add-audio videos (spec 3 Video generation request: audioMessage, voiceId, emotion,
audioBase64, audioDuration) are made from this. Callers pass the speech variant of a chat message
(`chat.text_rules.speech_text`, spec 5 Cleaning of received AI text), where *actions* became "..."
pauses; engines speak those as silence.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Protocol

from nocturne.media.speech.voices import Emotion
from nocturne.media.speech.wav import pcm_duration, wav_bytes

# Text longer than this is cut before it is spoken: 600 characters is about 40 seconds of speech, four
# times the longest video (10 s), and bounds what one request costs a hosted provider. The cut falls at
# the last sentence end (or else the last space) inside the limit, so speech never stops mid-word.
MAX_SPEECH_CHARS = 600
NOTHING_TO_SAY = "There is no text to speak. Write what the character should say."

_SENTENCE_END = re.compile(r"[.!?…](?=\s|$)")


@dataclass(frozen=True)
class Speech:
    """Spoken audio: a mono 16-bit PCM WAV file and its exact length (samples / sample_rate)."""

    wav: bytes
    duration: float
    sample_rate: int
    content_type: str = "audio/wav"

    @classmethod
    def from_pcm(cls, pcm: bytes, sample_rate: int) -> Speech:
        """Wrap little-endian mono 16-bit PCM; the duration is counted from the samples themselves."""
        return cls(
            wav=wav_bytes(pcm, sample_rate), duration=pcm_duration(pcm, sample_rate), sample_rate=sample_rate
        )


class SpeechError(Exception):
    """Speech could not be made. transient=True means retry later (a timeout, a 429 or 5xx from a provider);
    False means the request or the setup is wrong and retrying cannot help. The message is shown to a
    person, so it says what happened and what to do."""

    def __init__(self, message: str, *, transient: bool = False) -> None:
        super().__init__(message)
        self.message = message
        self.transient = transient


class SpeechEngine(Protocol):
    """name is what operators write in TTS_BACKEND."""

    name: str

    async def synthesize(self, text: str, *, voice_id: str, emotion: Emotion) -> Speech:
        """Speak text (cut to MAX_SPEECH_CHARS) in a voice from voices.VOICES. Raises SpeechError."""
        ...

    async def close(self) -> None:
        """Release connections and clients."""
        ...


def clip_text(text: str, limit: int = MAX_SPEECH_CHARS) -> str:
    """The text an engine speaks: trimmed, and cut to `limit` characters at a sentence end or a space.

    Raises SpeechError when nothing is left to say.
    """
    spoken = " ".join(text.split())
    if len(spoken) > limit:
        head = spoken[: limit + 1]  # one more, so a sentence ending exactly at the limit is kept whole
        ends = [match.end() for match in _SENTENCE_END.finditer(head) if match.end() <= limit]
        if ends:
            spoken = head[: ends[-1]]
        else:
            space = head.rfind(" ")
            spoken = head[:space] if space > 0 else head[:limit]
        spoken = spoken.rstrip(" ,;:")
    if not spoken.strip(" .…!?,;:-"):
        raise SpeechError(NOTHING_TO_SAY)
    return spoken
