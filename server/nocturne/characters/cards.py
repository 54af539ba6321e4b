"""Tavern character cards (V1, V2, V3) as JSON or PNG: import into one normalised shape and export.

Formats: malfoyslastname/character-card-spec-v2, kwaroran/character-card-spec-v3, and SillyTavern's
PNG habits (see design/reference/chat-anchors.md, "Card format details").
"""

from __future__ import annotations

import base64
import binascii
import json
from dataclasses import dataclass, field
from typing import Any, Literal

from nocturne.characters.png_text import (
    TEXT_CHUNK_TYPES,
    Chunk,
    PngError,
    decode_text_chunk,
    is_png,
    read_chunks,
    solid_png,
    text_chunk,
    write_png,
)

MAX_CARD_BYTES = 8 * 1024 * 1024
CARD_TOO_LARGE = "The card is larger than 8 MB."
NOT_A_CARD = "This file is not a character card: "
SPEC_V2 = "chara_card_v2"
SPEC_V3 = "chara_card_v3"
# Card art written when a character has no image: portrait 400x600 in a dark, neutral colour.
DEFAULT_ART_SIZE = (400, 600)
DEFAULT_ART_RGB = (24, 20, 32)

V1_FIELDS = ("name", "description", "personality", "scenario", "first_mes", "mes_example")
_TEXT_FIELDS = (
    *V1_FIELDS,
    "creator_notes",
    "system_prompt",
    "post_history_instructions",
    "creator",
    "character_version",
    "nickname",
)
_LIST_FIELDS = ("alternate_greetings", "group_only_greetings", "tags")
_KNOWN_DATA_KEYS = frozenset({*_TEXT_FIELDS, *_LIST_FIELDS, "character_book", "extensions"})
_CARD_KEYWORDS = ("ccv3", "chara")  # readers prefer ccv3 (V3) over chara (V2), as SillyTavern does


class CardError(ValueError):
    """A card that cannot be imported or exported; str(error) is a message for the user."""


@dataclass(kw_only=True)
class Card:
    """A character card normalised to the V3 data shape; spec_version records where it came from."""

    name: str
    description: str = ""
    personality: str = ""
    scenario: str = ""
    first_mes: str = ""
    mes_example: str = ""
    creator_notes: str = ""
    system_prompt: str = ""
    post_history_instructions: str = ""
    alternate_greetings: list[str] = field(default_factory=list)
    group_only_greetings: list[str] = field(default_factory=list)
    character_book: dict[str, Any] | None = None  # kept verbatim; the lorebook feature reads it
    tags: list[str] = field(default_factory=list)
    creator: str = ""
    character_version: str = ""
    nickname: str = ""
    extensions: dict[str, Any] = field(default_factory=dict)  # unknown keys must survive (V2 spec)
    # Unknown keys of the card's data object (V3 assets, source, dates, ...), written back on export.
    extra: dict[str, Any] = field(default_factory=dict)
    # Provenance, not content: a V2 export re-imported is the same card, so equality ignores it.
    spec_version: Literal[1, 2, 3] = field(default=3, compare=False)


# --- reading --------------------------------------------------------------------------------------


def _check_size(data: bytes) -> None:
    """Refuse cards over MAX_CARD_BYTES before doing any work on them."""
    if len(data) > MAX_CARD_BYTES:
        raise CardError(CARD_TOO_LARGE)


def _text(value: Any, key: str) -> str:
    """Coerce a card text field: missing is '', numbers become text, structures are refused."""
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    if isinstance(value, int | float):
        return str(value)
    raise CardError(f"The card's '{key}' field must be text.")


def _text_list(value: Any, key: str) -> list[str]:
    """Coerce a list-of-text field; a lone string is taken as a one-item list."""
    if value is None:
        return []
    if isinstance(value, str):
        return [value]
    if not isinstance(value, list):
        raise CardError(f"The card's '{key}' field must be a list of text.")
    return [_text(item, key) for item in value]


def _object(value: Any, key: str) -> dict[str, Any] | None:
    """Coerce an object field, keeping it verbatim."""
    if value is None:
        return None
    if not isinstance(value, dict):
        raise CardError(f"The card's '{key}' field must be an object.")
    return value


def _card_from_data(data: dict[str, Any], spec_version: Literal[1, 2, 3]) -> Card:
    """Build a Card from a V1 object or a V2/V3 data object."""
    text = {key: _text(data.get(key), key) for key in _TEXT_FIELDS}
    lists = {key: _text_list(data.get(key), key) for key in _LIST_FIELDS}
    name = text["name"].strip()
    if not name:
        raise CardError("The character card has no name.")
    return Card(
        name=name,
        description=text["description"],
        personality=text["personality"],
        scenario=text["scenario"],
        first_mes=text["first_mes"],
        mes_example=text["mes_example"],
        creator_notes=text["creator_notes"],
        system_prompt=text["system_prompt"],
        post_history_instructions=text["post_history_instructions"],
        alternate_greetings=lists["alternate_greetings"],
        group_only_greetings=lists["group_only_greetings"],
        character_book=_object(data.get("character_book"), "character_book"),
        tags=lists["tags"],
        creator=text["creator"],
        character_version=text["character_version"],
        nickname=text["nickname"],
        extensions=_object(data.get("extensions"), "extensions") or {},
        # V1 has no data object: its other keys are app-specific (avatar, chat), not card data.
        extra={} if spec_version == 1 else {k: v for k, v in data.items() if k not in _KNOWN_DATA_KEYS},
        spec_version=spec_version,
    )


def card_from_object(obj: Any) -> Card:
    """Interpret a decoded JSON value as a V1, V2 or V3 card."""
    if not isinstance(obj, dict):
        raise CardError(NOT_A_CARD + "the JSON is not an object.")
    spec = obj.get("spec")
    if spec in (SPEC_V2, SPEC_V3) or (spec is None and isinstance(obj.get("data"), dict)):
        data = obj.get("data")
        if not isinstance(data, dict):
            raise CardError(NOT_A_CARD + "it has no 'data' section.")
        return _card_from_data(data, 3 if spec == SPEC_V3 else 2)
    if spec is not None:
        raise CardError(NOT_A_CARD + f"its format '{spec}' is not supported.")
    if not any(key in obj for key in V1_FIELDS):
        raise CardError(NOT_A_CARD + "the JSON has none of the character fields.")
    return _card_from_data(obj, 1)


def parse_card_json(data: bytes) -> Card:
    """Import a card from a JSON file (V1, V2 or V3)."""
    _check_size(data)
    try:
        obj = json.loads(data.decode("utf-8-sig"))
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise CardError(NOT_A_CARD + "it is not valid JSON.") from error
    return card_from_object(obj)


def _decode_payload(text: str) -> Any:
    """Decode a chunk's base64(UTF-8 JSON) payload."""
    compact = "".join(text.split())
    try:
        raw = base64.b64decode(compact + "=" * (-len(compact) % 4), validate=True)
    except (binascii.Error, ValueError) as error:
        raise CardError("The character data in the PNG image is not valid base64.") from error
    try:
        return json.loads(raw.decode("utf-8-sig"))
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise CardError("The character data in the PNG image is not valid JSON.") from error


def _card_texts(chunks: list[Chunk]) -> dict[str, str]:
    """Collect card payloads by lower-case keyword; the first chunk of each keyword wins."""
    found: dict[str, str] = {}
    for chunk in chunks:
        if chunk.type not in TEXT_CHUNK_TYPES:
            continue
        keyword, text = decode_text_chunk(chunk, MAX_CARD_BYTES)
        found.setdefault(keyword.lower(), text)
    return found


def parse_card_png(data: bytes) -> Card:
    """Import a card from a PNG with a ccv3 (preferred) or chara text chunk."""
    _check_size(data)
    try:
        texts = _card_texts(read_chunks(data))
    except PngError as error:
        raise CardError(str(error)) from error
    payloads = [texts[keyword] for keyword in _CARD_KEYWORDS if keyword in texts]
    if not payloads:
        raise CardError(NOT_A_CARD + "the PNG image holds no character data.")
    first_error: CardError | None = None
    for payload in payloads:
        try:
            return card_from_object(_decode_payload(payload))
        except CardError as error:
            # A broken ccv3 chunk next to a good chara chunk still imports, from the chara chunk.
            first_error = first_error or error
    assert first_error is not None
    raise first_error


def read_card(filename: str, data: bytes) -> Card:
    """Import a card file, recognised by its content; the file name only sharpens error messages."""
    _check_size(data)
    if is_png(data):
        return parse_card_png(data)
    if data.lstrip(b"\xef\xbb\xbf \t\r\n").startswith(b"{"):
        return parse_card_json(data)
    if filename.lower().endswith(".png"):
        raise CardError("This file is not a valid PNG image.")
    raise CardError(NOT_A_CARD + "it is neither a PNG image nor JSON.")


# --- writing --------------------------------------------------------------------------------------


def card_data(card: Card) -> dict[str, Any]:
    """The card's V3-shaped data object; unknown keys first so known fields always win."""
    data: dict[str, Any] = dict(card.extra)
    data.update(
        name=card.name,
        description=card.description,
        personality=card.personality,
        scenario=card.scenario,
        first_mes=card.first_mes,
        mes_example=card.mes_example,
        creator_notes=card.creator_notes,
        system_prompt=card.system_prompt,
        post_history_instructions=card.post_history_instructions,
        alternate_greetings=list(card.alternate_greetings),
        group_only_greetings=list(card.group_only_greetings),
        tags=list(card.tags),
        creator=card.creator,
        character_version=card.character_version,
        extensions=dict(card.extensions),
    )
    if card.nickname:
        data["nickname"] = card.nickname
    if card.character_book is not None:
        data["character_book"] = card.character_book
    return data


def card_object(card: Card, version: Literal[2, 3]) -> dict[str, Any]:
    """The full card object; V1 fields are mirrored at the top level for V1-only readers.

    V2 and V3 carry the same data object (as SillyTavern writes them), so V3-only fields survive
    a V2 export; V2 readers ignore keys they do not know.
    """
    data = card_data(card)
    mirror = {key: data[key] for key in V1_FIELDS}
    spec, spec_version = (SPEC_V3, "3.0") if version == 3 else (SPEC_V2, "2.0")
    return {**mirror, "spec": spec, "spec_version": spec_version, "data": data}


def export_card_json(card: Card, version: Literal[2, 3]) -> bytes:
    """Export a card as a V2 or V3 JSON file (UTF-8, indented for people)."""
    return json.dumps(card_object(card, version), ensure_ascii=False, indent=2).encode("utf-8")


def _payload(card: Card, version: Literal[2, 3]) -> str:
    """Encode a card object as base64(UTF-8 JSON), the chunk payload format."""
    raw = json.dumps(card_object(card, version), ensure_ascii=False, separators=(",", ":"))
    return base64.b64encode(raw.encode("utf-8")).decode("ascii")


def _is_card_chunk(chunk: Chunk) -> bool:
    """Tell whether a chunk is an old chara/ccv3 text chunk that an export replaces."""
    if chunk.type not in TEXT_CHUNK_TYPES:
        return False
    keyword = chunk.data.partition(b"\x00")[0].decode("latin-1").lower()
    return keyword in _CARD_KEYWORDS


def export_card_png(card: Card, version: Literal[2, 3], image_png: bytes | None = None) -> bytes:
    """Export a card as PNG art with its data in text chunks.

    Version 3 writes a `chara` (V2) and a `ccv3` (V3) chunk, like SillyTavern, so old and new
    readers both find it; version 2 writes only `chara`. Old card chunks in the image are removed.
    Without an image, a plain dark 400x600 PNG is used.
    """
    art = image_png if image_png is not None else solid_png(*DEFAULT_ART_SIZE, DEFAULT_ART_RGB)
    try:
        chunks = [chunk for chunk in read_chunks(art) if not _is_card_chunk(chunk)]
    except PngError as error:
        raise CardError(f"The card image cannot be used: {error}") from error
    new = [text_chunk("chara", _payload(card, 2))]
    if version == 3:
        new.append(text_chunk("ccv3", _payload(card, 3)))
    result = write_png(chunks[:-1] + new + chunks[-1:])  # read_chunks ends with IEND
    if len(result) > MAX_CARD_BYTES:
        raise CardError(CARD_TOO_LARGE)
    return result
