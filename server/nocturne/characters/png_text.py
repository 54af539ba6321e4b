"""Minimal PNG chunk reading and writing for card text chunks (tEXt, zTXt, iTXt); stdlib only."""

from __future__ import annotations

import struct
import zlib
from dataclasses import dataclass
from functools import lru_cache

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
TEXT_CHUNK_TYPES = (b"tEXt", b"zTXt", b"iTXt")
_MAX_CHUNK_LENGTH = 2**31 - 1  # the PNG spec's limit on a chunk length


class PngError(ValueError):
    """The bytes are not a readable PNG; str(error) says why in words a person understands."""


@dataclass(frozen=True, slots=True)
class Chunk:
    """One PNG chunk: its four-letter type and its data."""

    type: bytes
    data: bytes


def is_png(data: bytes) -> bool:
    """Tell whether the bytes start with the PNG signature."""
    return data.startswith(PNG_SIGNATURE)


def read_chunks(data: bytes) -> list[Chunk]:
    """Split a PNG into chunks, checking lengths, types and CRCs; stops at IEND."""
    if not is_png(data):
        raise PngError("This file is not a valid PNG image.")
    chunks: list[Chunk] = []
    offset = len(PNG_SIGNATURE)
    while True:
        if offset + 8 > len(data):
            raise PngError("The PNG image is truncated (it ends before its last chunk).")
        length, chunk_type = struct.unpack(">I4s", data[offset : offset + 8])
        if length > _MAX_CHUNK_LENGTH or not chunk_type.isalpha():
            raise PngError("The PNG image is damaged (a chunk header is malformed).")
        end = offset + 8 + length
        if end + 4 > len(data):
            raise PngError("The PNG image is truncated (a chunk is cut short).")
        body = data[offset + 8 : end]
        (crc,) = struct.unpack(">I", data[end : end + 4])
        if zlib.crc32(chunk_type + body) != crc:
            raise PngError("The PNG image is damaged (a chunk failed its checksum).")
        if not chunks and (chunk_type != b"IHDR" or length != 13):
            raise PngError("This file is not a valid PNG image (it does not start with a header chunk).")
        chunks.append(Chunk(chunk_type, body))
        offset = end + 4
        if chunk_type == b"IEND":
            return chunks


def _inflate(data: bytes, limit: int) -> bytes:
    """Decompress zlib data, refusing output over limit so a small chunk cannot expand into gigabytes."""
    inflater = zlib.decompressobj()
    try:
        out = inflater.decompress(data, limit + 1)
    except zlib.error as error:
        raise PngError("The PNG image is damaged (a compressed text chunk cannot be read).") from error
    if len(out) > limit:
        raise PngError("A text chunk in the PNG image is too large.")
    return out


def decode_text_chunk(chunk: Chunk, limit: int) -> tuple[str, str]:
    """Return (keyword, text) of a tEXt, zTXt or iTXt chunk."""
    keyword, separator, rest = chunk.data.partition(b"\x00")
    if not separator or not keyword:
        raise PngError("The PNG image is damaged (a text chunk has no keyword).")
    name = keyword.decode("latin-1")
    if chunk.type == b"tEXt":
        return name, rest.decode("latin-1")
    if chunk.type == b"zTXt":
        return name, _inflate(rest[1:], limit).decode("latin-1")
    # iTXt: compression flag, method, language tag \0, translated keyword \0, UTF-8 text.
    if len(rest) < 2:
        raise PngError("The PNG image is damaged (an international text chunk is cut short).")
    compressed = rest[0] == 1
    _language, _, after_language = rest[2:].partition(b"\x00")
    _translated, _, text = after_language.partition(b"\x00")
    raw = _inflate(text, limit) if compressed else text
    try:
        return name, raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise PngError("The PNG image is damaged (a text chunk is not valid UTF-8).") from error


def encode_chunk(chunk: Chunk) -> bytes:
    """Serialise one chunk with its length and CRC."""
    return (
        struct.pack(">I", len(chunk.data))
        + chunk.type
        + chunk.data
        + struct.pack(">I", zlib.crc32(chunk.type + chunk.data))
    )


def text_chunk(keyword: str, text: str) -> Chunk:
    """Build a tEXt chunk; keyword and text must be Latin-1 (card payloads are base64, so ASCII)."""
    return Chunk(b"tEXt", keyword.encode("latin-1") + b"\x00" + text.encode("latin-1"))


def write_png(chunks: list[Chunk]) -> bytes:
    """Serialise chunks into a PNG file."""
    return PNG_SIGNATURE + b"".join(encode_chunk(chunk) for chunk in chunks)


@lru_cache(maxsize=4)
def solid_png(width: int, height: int, rgb: tuple[int, int, int]) -> bytes:
    """Make a solid-colour 8-bit RGB PNG, used as card art when a character has no image."""
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    row = b"\x00" + bytes(rgb) * width  # filter type 0 (None) then the pixels
    pixels = zlib.compress(row * height, 9)
    return write_png([Chunk(b"IHDR", header), Chunk(b"IDAT", pixels), Chunk(b"IEND", b"")])
