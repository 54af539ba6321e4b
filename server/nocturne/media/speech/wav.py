"""Mono 16-bit PCM helpers: silence, durations and WAV files (stdlib `wave`)."""

from __future__ import annotations

import io
import sys
import wave
from array import array

SAMPLE_WIDTH = 2  # bytes per sample: 16-bit PCM


def pcm_frames(pcm: bytes) -> int:
    """The number of mono 16-bit samples in raw PCM."""
    return len(pcm) // SAMPLE_WIDTH


def pcm_duration(pcm: bytes, sample_rate: int) -> float:
    """Seconds of audio in raw mono 16-bit PCM: samples / rate, exactly what a WAV reader computes."""
    return pcm_frames(pcm) / sample_rate


def silence(seconds: float, sample_rate: int) -> bytes:
    """Digital silence of the given length, rounded to whole samples."""
    return bytes(round(max(seconds, 0.0) * sample_rate) * SAMPLE_WIDTH)


def native_to_little_endian(pcm: bytes) -> bytes:
    """Samples in the machine's byte order (what a C library hands over) as WAV's little-endian."""
    if sys.byteorder == "little":
        return pcm
    samples = array("h", pcm[: pcm_frames(pcm) * SAMPLE_WIDTH])
    samples.byteswap()
    return samples.tobytes()


def wav_bytes(pcm: bytes, sample_rate: int) -> bytes:
    """Wrap little-endian mono 16-bit PCM in a WAV container; a dangling odd byte is dropped."""
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(SAMPLE_WIDTH)
        out.setframerate(sample_rate)
        out.writeframes(pcm[: pcm_frames(pcm) * SAMPLE_WIDTH])
    return buffer.getvalue()
