"""Text to speech behind one port (port.py): embedded eSpeak NG (default, offline) or a hosted provider."""

from nocturne.media.speech.factory import make_speech_engine
from nocturne.media.speech.port import MAX_SPEECH_CHARS, Speech, SpeechEngine, SpeechError, clip_text
from nocturne.media.speech.voices import (
    DEFAULT_EMOTION,
    DEFAULT_VOICE_ID,
    EMOTION_NAMES,
    EMOTIONS,
    VOICES,
    Emotion,
    EmotionStyle,
    Voice,
    emotion_style,
    voice,
)

__all__ = [
    "DEFAULT_EMOTION",
    "DEFAULT_VOICE_ID",
    "EMOTIONS",
    "EMOTION_NAMES",
    "MAX_SPEECH_CHARS",
    "VOICES",
    "Emotion",
    "EmotionStyle",
    "Speech",
    "SpeechEngine",
    "SpeechError",
    "Voice",
    "clip_text",
    "emotion_style",
    "make_speech_engine",
    "voice",
]
