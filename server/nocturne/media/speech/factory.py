"""The speech engine TTS_BACKEND names: embedded eSpeak NG, or a hosted provider over HTTP."""

from __future__ import annotations

from nocturne.config import Settings
from nocturne.media.speech.port import SpeechEngine


def make_speech_engine(settings: Settings) -> SpeechEngine:
    """The engine for these settings; the caller closes it."""
    if settings.tts_backend == "http":
        from nocturne.media.speech.http import HttpSpeechEngine

        return HttpSpeechEngine(
            base_url=settings.tts_http_url,
            api_key=settings.tts_api_key,
            model=settings.tts_model,
            voice_map=settings.tts_voice_map,
        )
    from nocturne.media.speech.espeak import EspeakEngine

    return EspeakEngine()
