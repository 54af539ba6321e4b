"""The embedded voice: eSpeak NG through ctypes, from the espeakng-loader wheel (no system package).

eSpeak keeps one global state and is not thread-safe, so every call holds one process-wide lock and runs
in a worker thread (asyncio.to_thread): the event loop never waits on the synthesiser. The library is
initialised once, on first use, in synchronous mode: espeak_Synth returns when the text is spoken, having
handed every block of 16-bit samples to our callback.

Pauses: "..." (what speech_text makes of an *action*) and "…" split the text; each piece is spoken on
its own and the pieces are joined with PAUSE_SECONDS of silence, longer for slower emotions.
"""

from __future__ import annotations

import asyncio
import ctypes
import re
import threading
from typing import Any

from nocturne.media.speech.port import NOTHING_TO_SAY, Speech, SpeechError, clip_text
from nocturne.media.speech.voices import BASE_RATE, Emotion, EmotionStyle, Voice, emotion_style, voice
from nocturne.media.speech.wav import native_to_little_endian, silence

PAUSE_SECONDS = 0.5
_PAUSE = re.compile(r"\s*(?:\.{3}|…)\s*")

# speak_lib.h
_AUDIO_OUTPUT_SYNCHRONOUS = 2
_INITIALIZE_DONT_EXIT = 0x8000  # report a missing data folder instead of calling exit()
_POS_CHARACTER = 1
_CHARS_UTF8 = 1
_EE_OK = 0
_RATE, _VOLUME, _PITCH, _RANGE = 1, 2, 3, 4
# int callback(short *wav, int numsamples, espeak_EVENT *events): 0 goes on, 1 stops.
_SynthCallback = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.POINTER(ctypes.c_short), ctypes.c_int, ctypes.c_void_p)

UNAVAILABLE = (
    "The embedded voice (eSpeak NG) could not be started: {reason}. Reinstall the espeakng-loader package."
)


class _Espeak:
    """The loaded library, one per process. Every method is called with _LOCK held."""

    def __init__(self) -> None:
        try:
            import espeakng_loader

            lib = ctypes.CDLL(espeakng_loader.get_library_path())
            data_path = espeakng_loader.get_data_path()
        except (ImportError, OSError, RuntimeError) as error:
            raise SpeechError(UNAVAILABLE.format(reason=error)) from error
        lib.espeak_Initialize.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_char_p, ctypes.c_int]
        lib.espeak_Initialize.restype = ctypes.c_int
        lib.espeak_SetSynthCallback.argtypes = [_SynthCallback]
        lib.espeak_SetSynthCallback.restype = None
        lib.espeak_SetVoiceByName.argtypes = [ctypes.c_char_p]
        lib.espeak_SetVoiceByName.restype = ctypes.c_int
        lib.espeak_SetParameter.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_int]
        lib.espeak_SetParameter.restype = ctypes.c_int
        lib.espeak_Synth.argtypes = [
            ctypes.c_void_p,  # text
            ctypes.c_size_t,  # size of the text buffer, terminator included
            ctypes.c_uint,  # position
            ctypes.c_int,  # position type
            ctypes.c_uint,  # end position (0: none)
            ctypes.c_uint,  # flags
            ctypes.c_void_p,  # unique identifier out (unused)
            ctypes.c_void_p,  # user data (unused)
        ]
        lib.espeak_Synth.restype = ctypes.c_int
        # buflength 0: the library's default block length for callbacks.
        rate = lib.espeak_Initialize(_AUDIO_OUTPUT_SYNCHRONOUS, 0, data_path.encode(), _INITIALIZE_DONT_EXIT)
        if rate <= 0:
            raise SpeechError(UNAVAILABLE.format(reason=f"its data folder {data_path} did not load"))
        self.lib: Any = lib
        self.sample_rate: int = rate
        self._blocks: list[bytes] = []
        # Kept on the instance: ctypes must not free the callback while the library holds it.
        self._callback = _SynthCallback(self._collect)
        lib.espeak_SetSynthCallback(self._callback)

    def _collect(self, wav: Any, samples: int, _events: Any) -> int:
        if samples > 0 and wav:
            self._blocks.append(ctypes.string_at(wav, samples * 2))
        return 0

    def set_voice(self, name: str) -> None:
        if self.lib.espeak_SetVoiceByName(name.encode()) != _EE_OK:
            raise SpeechError(f"The embedded voice has no voice called {name!r}.")

    def set_parameter(self, parameter: int, value: int) -> None:
        self.lib.espeak_SetParameter(parameter, value, 0)

    def synth(self, text: str) -> bytes:
        """Little-endian 16-bit samples for text, spoken with the current voice and parameters."""
        self._blocks = []
        data = text.encode("utf-8")
        buffer = ctypes.create_string_buffer(data)
        result = self.lib.espeak_Synth(buffer, len(data) + 1, 0, _POS_CHARACTER, 0, _CHARS_UTF8, None, None)
        if result != _EE_OK:
            raise SpeechError(f"The embedded voice failed to speak (eSpeak error {result}).", transient=True)
        pcm = b"".join(self._blocks)
        self._blocks = []
        return native_to_little_endian(pcm)


_LOCK = threading.Lock()
_library: _Espeak | None = None


def _loaded() -> _Espeak:
    """The process's eSpeak, initialised on first use. Call with _LOCK held."""
    global _library
    if _library is None:
        _library = _Espeak()
    return _library


def espeak_voice_name(chosen: Voice, style: EmotionStyle) -> str:
    """eSpeak's "language+variant" name: the voice's variant, or the whisper variant of its gender."""
    variant = (
        ("whisperf" if chosen.gender == "Female" else "whisper") if style.whisper else chosen.espeak_variant
    )
    return f"{chosen.espeak_voice}+{variant}"


def _clamp(value: float, low: int, high: int) -> int:
    return max(low, min(high, round(value)))


def _speak(text: str, chosen: Voice, style: EmotionStyle) -> Speech:
    """Blocking: speak each piece between pauses and join them with silence."""
    pieces = [piece for piece in _PAUSE.split(text) if piece.strip(" .,;:!?-")]
    if not pieces:
        raise SpeechError(NOTHING_TO_SAY)
    with _LOCK:
        espeak = _loaded()
        espeak.set_voice(espeak_voice_name(chosen, style))
        # After the voice: setting a voice restores its own defaults.
        espeak.set_parameter(_RATE, _clamp(BASE_RATE * style.rate, 80, 450))
        espeak.set_parameter(_PITCH, _clamp(chosen.pitch + style.pitch, 0, 100))
        espeak.set_parameter(_RANGE, _clamp(style.pitch_range, 0, 100))
        espeak.set_parameter(_VOLUME, _clamp(style.volume, 0, 200))
        rate = espeak.sample_rate
        gap = silence(PAUSE_SECONDS / style.rate, rate)
        pcm = gap.join(espeak.synth(piece) for piece in pieces)
    return Speech.from_pcm(pcm, rate)


class EspeakEngine:
    """Speech offline, on the CPU: about a thousand times faster than real time."""

    name = "espeak"

    async def synthesize(self, text: str, *, voice_id: str, emotion: Emotion) -> Speech:
        chosen = voice(voice_id)
        if chosen is None:
            raise SpeechError(f"There is no voice called {voice_id!r}. Pick one of the listed voices.")
        style = emotion_style(emotion)
        if style is None:
            raise SpeechError(f"There is no emotion called {emotion!r}. Pick one of the listed emotions.")
        spoken = clip_text(text)
        return await asyncio.to_thread(_speak, spoken, chosen, style)

    async def close(self) -> None:
        """Nothing to release: the library is shared by the whole process and lives as long as it."""
