"""A hosted voice provider speaking the ElevenLabs text-to-speech API, over httpx.

`POST {TTS_HTTP_URL}/v1/text-to-speech/{provider_voice_id}?output_format=pcm_16000` with the header
`xi-api-key` and the JSON body {text, model_id, voice_settings: {stability, similarity_boost, style,
use_speaker_boost}} answers raw 16-bit little-endian mono PCM at 16 kHz, which we wrap as a WAV. Our voice
ids become the provider's through TTS_VOICE_MAP; the emotion becomes voice_settings (voices.EMOTIONS).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any
from urllib.parse import quote

import httpx

from nocturne.media.speech.port import Speech, SpeechError, clip_text
from nocturne.media.speech.voices import Emotion, emotion_style, voice

SAMPLE_RATE = 16_000
OUTPUT_FORMAT = f"pcm_{SAMPLE_RATE}"
SIMILARITY_BOOST = 0.75
KEY_REFUSED = "The voice provider refused the API key. Check TTS_API_KEY."
_PROVIDER = "The voice provider"


class HttpSpeechEngine:
    """Speech from a hosted provider; one HTTP client for the engine's life."""

    name = "http"

    def __init__(
        self,
        *,
        base_url: str,
        api_key: str | None,
        model: str,
        voice_map: Mapping[str, str],
        http: httpx.AsyncClient | None = None,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self._key = api_key
        self.model = model
        self.voice_map = dict(voice_map)
        self._own_http = http is None
        # Speech for a few sentences takes seconds; a minute covers a slow provider under load.
        self.http = http or httpx.AsyncClient(timeout=httpx.Timeout(60.0, connect=10.0))

    async def synthesize(self, text: str, *, voice_id: str, emotion: Emotion) -> Speech:
        provider_voice = self.voice_map.get(voice_id)
        if not provider_voice:
            known = voice(voice_id)
            named = f"{known.name} ({voice_id})" if known else repr(voice_id)
            raise SpeechError(f"The voice {named} has no voice at the provider. Add it to TTS_VOICE_MAP.")
        style = emotion_style(emotion)
        if style is None:
            raise SpeechError(f"There is no emotion called {emotion!r}. Pick one of the listed emotions.")
        body = {
            "text": clip_text(text),
            "model_id": self.model,
            "voice_settings": {
                "stability": style.stability,
                "similarity_boost": SIMILARITY_BOOST,
                "style": style.style,
                "use_speaker_boost": True,
            },
        }
        headers = {"xi-api-key": self._key} if self._key else {}
        try:
            response = await self.http.post(
                f"{self.base_url}/v1/text-to-speech/{quote(provider_voice, safe='')}",
                params={"output_format": OUTPUT_FORMAT},
                json=body,
                headers=headers,
            )
        except httpx.TimeoutException as error:
            raise SpeechError(f"{_PROVIDER} did not answer in time. Try again.", transient=True) from error
        except httpx.TransportError as error:
            raise SpeechError(
                f"{_PROVIDER} could not be reached ({error}). Try again.", transient=True
            ) from error
        if not response.is_success:
            raise _error_for(response)
        pcm = response.content
        if len(pcm) < 2:
            raise SpeechError(f"{_PROVIDER} answered without any audio. Try again.", transient=True)
        return Speech.from_pcm(pcm, SAMPLE_RATE)

    async def close(self) -> None:
        if self._own_http:
            await self.http.aclose()


def _error_for(response: httpx.Response) -> SpeechError:
    """A provider's refusal in words a person can act on."""
    status = response.status_code
    if status in (401, 403):
        return SpeechError(KEY_REFUSED)
    if status == 429:
        return SpeechError(
            f"{_PROVIDER} is busy or our quota is used up. Try again in a minute.", transient=True
        )
    if status >= 500:
        return SpeechError(f"{_PROVIDER} failed ({status}). Try again later.", transient=True)
    detail = _detail(response)
    if status == 404:
        return SpeechError(
            f"{_PROVIDER} does not know this voice or model ({detail}). Check TTS_VOICE_MAP and TTS_MODEL."
        )
    return SpeechError(f"{_PROVIDER} rejected the request: {detail}")


def _detail(response: httpx.Response) -> str:
    """The provider's own explanation: FastAPI-style {"detail": [...]} or {"detail": {"message": ...}}."""
    try:
        data: Any = response.json()
    except ValueError:
        return response.text.strip()[:300] or f"HTTP {response.status_code}"
    detail = data.get("detail", data) if isinstance(data, dict) else data
    if isinstance(detail, dict):
        return str(detail.get("message") or detail.get("status") or detail)[:300]
    if isinstance(detail, list):
        messages = [str(item.get("msg", item)) if isinstance(item, dict) else str(item) for item in detail]
        return "; ".join(messages)[:300] or f"HTTP {response.status_code}"
    return str(detail)[:300]
