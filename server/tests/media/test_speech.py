"""Text to speech for lip-sync and add-audio videos (spec 3 Video generation request: audioMessage, voiceId,
emotion, audioBase64, audioDuration), spoken from the speech variant of AI text (spec 5 Cleaning of
received AI text: "for speech output, *actions* become pauses").

The embedded engine is the real eSpeak NG from the espeakng-loader wheel; the hosted one runs against a
double of the ElevenLabs text-to-speech API (respx). Texts are short, so each synthesis takes milliseconds.
"""

from __future__ import annotations

import asyncio
import io
import json
import math
import wave
from array import array
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import respx

from nocturne.chat.text_rules import speech_text
from nocturne.config import Settings
from nocturne.media.speech import (
    DEFAULT_EMOTION,
    DEFAULT_VOICE_ID,
    EMOTION_NAMES,
    EMOTIONS,
    MAX_SPEECH_CHARS,
    VOICES,
    Speech,
    SpeechError,
    clip_text,
    make_speech_engine,
    voice,
)
from nocturne.media.speech.espeak import EspeakEngine
from nocturne.media.speech.http import KEY_REFUSED, HttpSpeechEngine

HELLO = "Hello there, it is good to see you."
# eSpeak's pitch flutter makes runs of the same text differ by a few milliseconds.
SAME_LENGTH = 0.1


# -- reading WAVs back ----------------------------------------------------------------------------------


def read_wav(speech: Speech) -> tuple[wave._wave_params, array[int]]:
    with wave.open(io.BytesIO(speech.wav), "rb") as reader:
        params = reader.getparams()
        samples = array("h", reader.readframes(params.nframes))
    return params, samples


def rms(samples: array[int]) -> float:
    return math.sqrt(sum(sample * sample for sample in samples) / max(len(samples), 1))


def zero_crossings(speech: Speech) -> float:
    """Sign changes per second: higher for a higher or breathier voice."""
    _, samples = read_wav(speech)
    crossings = sum(1 for a, b in zip(samples, samples[1:], strict=False) if (a < 0) != (b < 0))
    return crossings / speech.duration


def longest_silence(speech: Speech, threshold: int = 200) -> float:
    """The longest run of near-silent samples, in seconds."""
    params, samples = read_wav(speech)
    longest = current = 0
    for sample in samples:
        current = current + 1 if abs(sample) < threshold else 0
        longest = max(longest, current)
    return longest / params.framerate


def assert_valid_speech(speech: Speech) -> None:
    params, samples = read_wav(speech)
    assert (params.nchannels, params.sampwidth) == (1, 2)  # mono 16-bit PCM
    assert params.framerate == speech.sample_rate
    assert params.nframes > 0
    # The reported duration is the file's real length, exactly.
    assert params.nframes / params.framerate == speech.duration
    assert speech.content_type == "audio/wav"


# -- voices and emotions --------------------------------------------------------------------------------


def test_voices_and_emotions_catalogue() -> None:
    """spec 3 Video generation request: voiceId and emotion come from these lists."""
    ids = [entry.id for entry in VOICES]
    assert len(ids) == len(set(ids))
    assert {entry.gender for entry in VOICES} == {"Female", "Male"}
    assert sum(entry.gender == "Female" for entry in VOICES) == 4
    assert sum(entry.gender == "Male" for entry in VOICES) == 3
    assert voice(DEFAULT_VOICE_ID) is not None
    assert voice("aria") is VOICES[0]
    assert voice("nobody") is None
    assert set(EMOTIONS) == set(EMOTION_NAMES)
    assert DEFAULT_EMOTION == "neutral"
    assert {"neutral", "happy", "sad", "angry", "excited", "whisper", "flirty"} <= set(EMOTIONS)
    for style in EMOTIONS.values():
        assert 0 <= style.stability <= 1
        assert 0 <= style.style <= 1


# -- text length ----------------------------------------------------------------------------------------


def test_long_text_is_cut_at_a_sentence_end() -> None:
    sentence = "This sentence is exactly as long as it needs to be. "
    text = sentence * 40
    clipped = clip_text(text)
    assert len(clipped) <= MAX_SPEECH_CHARS
    assert clipped.endswith("be.")
    assert text.startswith(clipped)


def test_long_text_without_sentences_is_cut_at_a_space() -> None:
    clipped = clip_text("word " * 300)
    assert len(clipped) <= MAX_SPEECH_CHARS
    assert clipped.endswith("word")


def test_short_text_is_only_trimmed() -> None:
    assert clip_text("  Hello \n there.  ") == "Hello there."


@pytest.mark.parametrize("text", ["", "   ", "...", " … ! "])
def test_nothing_to_say_is_refused(text: str) -> None:
    with pytest.raises(SpeechError) as error:
        clip_text(text)
    assert not error.value.transient


# -- the embedded engine (eSpeak NG) --------------------------------------------------------------------


@pytest.fixture(scope="module")
def espeak() -> EspeakEngine:
    return EspeakEngine()


async def test_espeak_makes_a_wav_whose_length_is_the_reported_duration(espeak: EspeakEngine) -> None:
    """spec 3 Video generation request: audioDuration is the real length of the audio."""
    speech = await espeak.synthesize(HELLO, voice_id="aria", emotion="neutral")
    assert_valid_speech(speech)
    _, samples = read_wav(speech)
    assert rms(samples) > 500  # speech, not silence
    assert max(abs(sample) for sample in samples) > 5000
    assert 1.0 < speech.duration < 5.0


async def test_espeak_longer_text_gives_longer_speech(espeak: EspeakEngine) -> None:
    short = await espeak.synthesize("Hello.", voice_id="aria", emotion="neutral")
    long = await espeak.synthesize(
        "Hello. I missed you so much today, tell me everything.", voice_id="aria", emotion="neutral"
    )
    assert long.duration > short.duration * 2


async def test_espeak_voices_sound_different(espeak: EspeakEngine) -> None:
    """A male voice is lower than a female one: its waveform crosses zero far less often."""
    aria = await espeak.synthesize(HELLO, voice_id="aria", emotion="neutral")
    orion = await espeak.synthesize(HELLO, voice_id="orion", emotion="neutral")
    leo = await espeak.synthesize(HELLO, voice_id="leo", emotion="neutral")
    assert zero_crossings(orion) < zero_crossings(aria) * 0.85
    assert zero_crossings(leo) < zero_crossings(aria) * 0.95


async def test_espeak_repeats_itself(espeak: EspeakEngine) -> None:
    """eSpeak varies a few milliseconds between runs (pitch flutter), never more."""
    first = await espeak.synthesize(HELLO, voice_id="nova", emotion="happy")
    second = await espeak.synthesize(HELLO, voice_id="nova", emotion="happy")
    assert second.duration == pytest.approx(first.duration, abs=SAME_LENGTH)


async def test_espeak_emotion_changes_the_speech(espeak: EspeakEngine) -> None:
    """A sad line is spoken more slowly, an excited one faster, a whisper is breathy (noise, not tone)."""
    neutral = await espeak.synthesize(HELLO, voice_id="aria", emotion="neutral")
    sad = await espeak.synthesize(HELLO, voice_id="aria", emotion="sad")
    excited = await espeak.synthesize(HELLO, voice_id="aria", emotion="excited")
    whisper = await espeak.synthesize(HELLO, voice_id="aria", emotion="whisper")
    assert sad.duration > neutral.duration * 1.1
    assert excited.duration < neutral.duration * 0.95
    assert zero_crossings(whisper) > zero_crossings(neutral) * 1.2


async def test_espeak_emotion_settings_do_not_leak_into_the_next_call(espeak: EspeakEngine) -> None:
    before = await espeak.synthesize(HELLO, voice_id="leo", emotion="neutral")
    sad = await espeak.synthesize(HELLO, voice_id="leo", emotion="sad")
    after = await espeak.synthesize(HELLO, voice_id="leo", emotion="neutral")
    assert sad.duration > before.duration + 3 * SAME_LENGTH
    assert after.duration == pytest.approx(before.duration, abs=SAME_LENGTH)


@pytest.mark.parametrize("voice_id", [entry.id for entry in VOICES])
async def test_espeak_speaks_every_voice(espeak: EspeakEngine, voice_id: str) -> None:
    speech = await espeak.synthesize("Hi.", voice_id=voice_id, emotion=DEFAULT_EMOTION)
    assert_valid_speech(speech)
    assert rms(read_wav(speech)[1]) > 300


@pytest.mark.parametrize("emotion", EMOTION_NAMES)
async def test_espeak_speaks_every_emotion(espeak: EspeakEngine, emotion: Any) -> None:
    for voice_id in ("aria", "kai"):  # whisper swaps in a variant per gender
        speech = await espeak.synthesize("Hi.", voice_id=voice_id, emotion=emotion)
        assert_valid_speech(speech)
        assert rms(read_wav(speech)[1]) > 300


async def test_espeak_speaks_actions_as_pauses(espeak: EspeakEngine) -> None:
    """spec 5 Cleaning of received AI text: for speech output, *actions* become pauses."""
    with_action = speech_text("Hi! *smiles softly and leans closer* How are you?")
    assert with_action == "Hi! ... How are you?"
    paused = await espeak.synthesize(with_action, voice_id="aria", emotion="neutral")
    plain = await espeak.synthesize("Hi! How are you?", voice_id="aria", emotion="neutral")
    assert paused.duration > plain.duration
    assert longest_silence(paused) >= 0.45
    assert longest_silence(paused) > longest_silence(plain) + 0.15


async def test_espeak_speaks_an_ellipsis_as_silence(espeak: EspeakEngine) -> None:
    speech = await espeak.synthesize("Well... maybe.", voice_id="ivy", emotion="flirty")
    assert longest_silence(speech) >= 0.45


async def test_espeak_sentence_mode_speaks_the_actions(espeak: EspeakEngine) -> None:
    """spec 5: in the other mode *actions* become plain sentences, so there is more to hear."""
    text = "Hi! *smiles softly and leans closer* How are you?"
    as_pause = await espeak.synthesize(speech_text(text), voice_id="aria", emotion="neutral")
    as_sentence = await espeak.synthesize(speech_text(text, "sentence"), voice_id="aria", emotion="neutral")
    assert as_sentence.duration > as_pause.duration


@pytest.mark.parametrize("text", ["", "   ", speech_text("*smiles*")])
async def test_espeak_refuses_empty_text(espeak: EspeakEngine, text: str) -> None:
    with pytest.raises(SpeechError) as error:
        await espeak.synthesize(text, voice_id="aria", emotion="neutral")
    assert "no text to speak" in error.value.message
    assert not error.value.transient


async def test_espeak_refuses_an_unknown_voice_by_name(espeak: EspeakEngine) -> None:
    with pytest.raises(SpeechError) as error:
        await espeak.synthesize(HELLO, voice_id="gandalf", emotion="neutral")
    assert "gandalf" in error.value.message


async def test_espeak_refuses_an_unknown_emotion(espeak: EspeakEngine) -> None:
    with pytest.raises(SpeechError) as error:
        await espeak.synthesize(HELLO, voice_id="aria", emotion="smug")  # type: ignore[arg-type]
    assert "smug" in error.value.message


async def test_espeak_cuts_long_text(espeak: EspeakEngine) -> None:
    text = "Short line here. " * 100  # 1,700 characters: over a minute and a half if spoken whole
    long = await espeak.synthesize(text, voice_id="aria", emotion="excited")
    clipped = await espeak.synthesize(clip_text(text), voice_id="aria", emotion="excited")
    assert long.duration == pytest.approx(clipped.duration, rel=0.02)
    assert long.duration < 45


async def test_espeak_concurrent_calls_are_serialised(espeak: EspeakEngine) -> None:
    """eSpeak is not thread-safe: calls running at once must give what they give one by one."""
    jobs = [("aria", "neutral"), ("orion", "sad"), ("luna", "excited"), ("kai", "whisper")] * 2
    alone = [await espeak.synthesize(HELLO, voice_id=v, emotion=e) for v, e in jobs]  # type: ignore[arg-type]
    together = await asyncio.gather(
        *(espeak.synthesize(HELLO, voice_id=v, emotion=e) for v, e in jobs)  # type: ignore[arg-type]
    )
    for one, other in zip(together, alone, strict=True):
        assert one.duration == pytest.approx(other.duration, abs=SAME_LENGTH)
        assert zero_crossings(one) == pytest.approx(zero_crossings(other), rel=0.1)


async def test_espeak_does_not_block_the_event_loop(espeak: EspeakEngine) -> None:
    """The synthesiser runs in a worker thread: other tasks get turns while it speaks."""
    ticks = 0
    done = False

    async def ticker() -> None:
        nonlocal ticks
        while not done:
            ticks += 1
            await asyncio.sleep(0)

    task = asyncio.create_task(ticker())
    await asyncio.sleep(0)
    await espeak.synthesize(HELLO * 4, voice_id="aria", emotion="sad")
    done = True
    await task
    assert ticks > 1


# -- the factory -----------------------------------------------------------------------------------------


def tts_settings(tmp_path: Path, **extra: Any) -> Settings:
    return Settings(DATA_DIR=tmp_path, APP_ENV="test", LLM_EMBEDDED=False, **extra)


async def test_factory_defaults_to_the_embedded_engine(tmp_path: Path) -> None:
    engine = make_speech_engine(tts_settings(tmp_path))
    assert engine.name == "espeak"
    await engine.close()


# -- the hosted engine (ElevenLabs text-to-speech API) --------------------------------------------------

BASE = "https://tts.example.test"
KEY = "sk-test-key"
VOICE_MAP = {"aria": "9BWtsMINqrJLrRacOk9x", "leo": "TX3LPaxmHKxFdv7VOQHJ"}


def tone_pcm(seconds: float, rate: int = 16_000) -> bytes:
    """A 440 Hz tone as raw little-endian 16-bit mono PCM, like the provider's pcm_16000."""
    count = round(seconds * rate)
    samples = array("h", (round(8000 * math.sin(2 * math.pi * 440 * i / rate)) for i in range(count)))
    return samples.tobytes()


@pytest.fixture
def provider() -> Iterator[respx.MockRouter]:
    with respx.mock(assert_all_mocked=True, assert_all_called=False) as router:
        yield router


@pytest.fixture
async def hosted(tmp_path: Path, provider: respx.MockRouter) -> AsyncIterator[HttpSpeechEngine]:
    engine = make_speech_engine(
        tts_settings(
            tmp_path,
            TTS_BACKEND="http",
            TTS_HTTP_URL=BASE + "/",
            TTS_API_KEY=KEY,
            TTS_MODEL="eleven_multilingual_v2",
            TTS_VOICE_MAP=VOICE_MAP,
        )
    )
    assert isinstance(engine, HttpSpeechEngine)
    assert engine.name == "http"
    yield engine
    await engine.close()


def speech_route(provider: respx.MockRouter, provider_voice: str = VOICE_MAP["aria"]) -> respx.Route:
    return provider.post(f"{BASE}/v1/text-to-speech/{provider_voice}", params={"output_format": "pcm_16000"})


async def test_hosted_request_and_pcm_wrapped_as_wav(
    hosted: HttpSpeechEngine, provider: respx.MockRouter
) -> None:
    """spec 3: the provider's raw PCM comes back as a WAV with its exact duration."""
    pcm = tone_pcm(1.25)
    route = speech_route(provider).respond(200, content=pcm, headers={"content-type": "audio/pcm"})
    speech = await hosted.synthesize("  Hi! ... How are you?  ", voice_id="aria", emotion="flirty")

    assert route.call_count == 1
    request = route.calls.last.request
    assert str(request.url) == f"{BASE}/v1/text-to-speech/9BWtsMINqrJLrRacOk9x?output_format=pcm_16000"
    assert request.headers["xi-api-key"] == KEY
    assert request.headers["content-type"] == "application/json"
    assert json.loads(request.content) == {
        "text": "Hi! ... How are you?",
        "model_id": "eleven_multilingual_v2",
        "voice_settings": {
            "stability": EMOTIONS["flirty"].stability,
            "similarity_boost": 0.75,
            "style": EMOTIONS["flirty"].style,
            "use_speaker_boost": True,
        },
    }

    assert_valid_speech(speech)
    assert speech.sample_rate == 16_000
    assert speech.duration == 1.25
    assert read_wav(speech)[1].tobytes() == pcm


async def test_hosted_emotion_sets_voice_settings(
    hosted: HttpSpeechEngine, provider: respx.MockRouter
) -> None:
    route = speech_route(provider, VOICE_MAP["leo"]).respond(200, content=tone_pcm(0.1))
    await hosted.synthesize(HELLO, voice_id="leo", emotion="excited")
    await hosted.synthesize(HELLO, voice_id="leo", emotion="sad")
    excited, sad = (json.loads(call.request.content)["voice_settings"] for call in route.calls)
    assert excited["stability"] < sad["stability"]
    assert excited["style"] != sad["style"]


async def test_hosted_cuts_long_text(hosted: HttpSpeechEngine, provider: respx.MockRouter) -> None:
    route = speech_route(provider).respond(200, content=tone_pcm(0.1))
    await hosted.synthesize("Again and again. " * 100, voice_id="aria", emotion="neutral")
    assert len(json.loads(route.calls.last.request.content)["text"]) <= MAX_SPEECH_CHARS


async def test_hosted_unknown_voice_is_named(hosted: HttpSpeechEngine, provider: respx.MockRouter) -> None:
    """A voice with no provider voice in TTS_VOICE_MAP is refused before any request."""
    route = speech_route(provider).respond(200, content=tone_pcm(0.1))
    with pytest.raises(SpeechError) as error:
        await hosted.synthesize(HELLO, voice_id="luna", emotion="neutral")
    assert "Luna (luna)" in error.value.message
    assert "TTS_VOICE_MAP" in error.value.message
    assert not error.value.transient
    with pytest.raises(SpeechError, match="'gandalf'"):
        await hosted.synthesize(HELLO, voice_id="gandalf", emotion="neutral")
    assert route.call_count == 0


async def test_hosted_empty_text_is_refused(hosted: HttpSpeechEngine, provider: respx.MockRouter) -> None:
    route = speech_route(provider).respond(200, content=tone_pcm(0.1))
    with pytest.raises(SpeechError, match="no text to speak"):
        await hosted.synthesize(" ", voice_id="aria", emotion="neutral")
    assert route.call_count == 0


@pytest.mark.parametrize("status", [401, 403])
async def test_hosted_refused_key(hosted: HttpSpeechEngine, provider: respx.MockRouter, status: int) -> None:
    speech_route(provider).respond(
        status, json={"detail": {"status": "invalid_api_key", "message": "Invalid"}}
    )
    with pytest.raises(SpeechError) as error:
        await hosted.synthesize(HELLO, voice_id="aria", emotion="neutral")
    assert error.value.message == KEY_REFUSED == "The voice provider refused the API key. Check TTS_API_KEY."
    assert not error.value.transient


@pytest.mark.parametrize("status", [429, 500, 502, 503])
async def test_hosted_busy_or_down_is_transient(
    hosted: HttpSpeechEngine, provider: respx.MockRouter, status: int
) -> None:
    speech_route(provider).respond(status, text="Service Unavailable")
    with pytest.raises(SpeechError) as error:
        await hosted.synthesize(HELLO, voice_id="aria", emotion="neutral")
    assert error.value.transient
    assert "Try again" in error.value.message


@pytest.mark.parametrize("failure", [httpx.ReadTimeout("slow"), httpx.ConnectError("refused")])
async def test_hosted_timeout_or_no_connection_is_transient(
    hosted: HttpSpeechEngine, provider: respx.MockRouter, failure: Exception
) -> None:
    speech_route(provider).mock(side_effect=failure)
    with pytest.raises(SpeechError) as error:
        await hosted.synthesize(HELLO, voice_id="aria", emotion="neutral")
    assert error.value.transient


async def test_hosted_validation_error_carries_the_providers_detail(
    hosted: HttpSpeechEngine, provider: respx.MockRouter
) -> None:
    detail = [{"loc": ["body", "text"], "msg": "Text is too long for this model", "type": "value_error"}]
    speech_route(provider).respond(422, json={"detail": detail})
    with pytest.raises(SpeechError) as error:
        await hosted.synthesize(HELLO, voice_id="aria", emotion="neutral")
    assert not error.value.transient
    assert "Text is too long for this model" in error.value.message


async def test_hosted_answer_without_audio_is_transient(
    hosted: HttpSpeechEngine, provider: respx.MockRouter
) -> None:
    speech_route(provider).respond(200, content=b"")
    with pytest.raises(SpeechError) as error:
        await hosted.synthesize(HELLO, voice_id="aria", emotion="neutral")
    assert error.value.transient
