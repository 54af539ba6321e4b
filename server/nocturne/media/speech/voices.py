"""The voices users pick from and the emotions a line is spoken with.

Each voice has an eSpeak NG voice and variant for the embedded engine; a hosted provider maps our ids to
its own voices (TTS_VOICE_MAP). Each emotion says how the embedded engine changes rate, pitch, pitch range
and loudness, and which voice_settings (stability, style) a hosted provider gets.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, get_args

Gender = Literal["Female", "Male"]
Emotion = Literal["neutral", "happy", "sad", "angry", "excited", "whisper", "flirty"]

EMOTION_NAMES: tuple[Emotion, ...] = get_args(Emotion)
DEFAULT_VOICE_ID = "aria"
DEFAULT_EMOTION: Emotion = "neutral"


@dataclass(frozen=True)
class Voice:
    """A voice users pick. pitch is eSpeak's base pitch (0-100, 50 = the variant's own)."""

    id: str
    name: str
    gender: Gender
    language: str  # BCP 47
    espeak_voice: str  # an eSpeak NG language voice: en-us, en, en-gb-x-rp ...
    espeak_variant: str  # a file in espeak-ng-data/voices/!v: f1-f5, m1-m8 ...
    pitch: int = 50


@dataclass(frozen=True)
class EmotionStyle:
    """How an emotion sounds.

    Embedded engine: rate is a factor on BASE_RATE words per minute, pitch an offset on the voice's base
    pitch, pitch_range eSpeak's intonation range (0 monotone, 50 normal, 100 wide), volume eSpeak's
    amplitude (100 normal), whisper swaps in eSpeak's whisper variant of the voice's gender.
    Hosted provider: stability (lower = livelier, less predictable) and style (exaggeration), both 0-1.
    """

    name: Emotion
    label: str
    rate: float
    pitch: int
    pitch_range: int
    volume: int
    stability: float
    style: float
    whisper: bool = False


# eSpeak's default is 175 words per minute; a little slower sounds less hurried for a companion.
BASE_RATE = 165

VOICES: tuple[Voice, ...] = (
    Voice("aria", "Aria", "Female", "en-US", "en-us", "f3", pitch=55),
    Voice("luna", "Luna", "Female", "en-GB", "en", "f2", pitch=50),
    Voice("nova", "Nova", "Female", "en-US", "en-us", "f5", pitch=58),
    Voice("ivy", "Ivy", "Female", "en-GB", "en-gb-x-rp", "f4", pitch=46),
    Voice("leo", "Leo", "Male", "en-US", "en-us", "m3", pitch=45),
    Voice("kai", "Kai", "Male", "en-GB", "en", "m1", pitch=42),
    Voice("orion", "Orion", "Male", "en-US", "en-us", "m7", pitch=36),
)

# fmt: off
EMOTIONS: dict[Emotion, EmotionStyle] = {
    style.name: style
    for style in (
        EmotionStyle("neutral", "Neutral", rate=1.0,  pitch=0,   pitch_range=50, volume=100, stability=0.5,  style=0.0),
        EmotionStyle("happy",   "Happy",   rate=1.08, pitch=8,   pitch_range=70, volume=105, stability=0.4,  style=0.45),
        EmotionStyle("sad",     "Sad",     rate=0.82, pitch=-8,  pitch_range=25, volume=85,  stability=0.65, style=0.35),
        EmotionStyle("angry",   "Angry",   rate=1.1,  pitch=3,   pitch_range=80, volume=130, stability=0.3,  style=0.7),
        EmotionStyle("excited", "Excited", rate=1.2,  pitch=12,  pitch_range=90, volume=115, stability=0.25, style=0.8),
        EmotionStyle("whisper", "Whisper", rate=0.9,  pitch=-4,  pitch_range=30, volume=80,  stability=0.7,  style=0.2,
                     whisper=True),
        EmotionStyle("flirty",  "Flirty",  rate=0.9,  pitch=4,   pitch_range=65, volume=95,  stability=0.45, style=0.6),
    )
}
# fmt: on

_BY_ID = {entry.id: entry for entry in VOICES}
_STYLES: dict[str, EmotionStyle] = {style.name: style for style in EMOTIONS.values()}


def voice(voice_id: str) -> Voice | None:
    """The voice with this id, or None."""
    return _BY_ID.get(voice_id)


def emotion_style(emotion: str) -> EmotionStyle | None:
    """How an emotion sounds, or None for a name that is not one of EMOTIONS."""
    return _STYLES.get(emotion)
