"""Character card import and export (spec 2 /character-import; card formats in chat-anchors.md)."""

import base64
import json
import random
import re
import struct
import zlib

import pytest

from nocturne.characters.cards import (
    MAX_CARD_BYTES,
    Card,
    CardError,
    export_card_json,
    export_card_png,
    parse_card_json,
    parse_card_png,
    read_card,
)
from nocturne.characters.png_text import (
    PNG_SIGNATURE,
    Chunk,
    decode_text_chunk,
    read_chunks,
    solid_png,
    text_chunk,
    write_png,
)

SECTION = "spec 2 /character-import"


def full_card() -> Card:
    """A card with every field set, non-ASCII text and unknown keys that must survive."""
    return Card(
        name="Mia Ñoño",
        description="{{char}} is a 27-year-old barista. ☕",
        personality="warm, teasing",
        scenario="A rainy evening café.",
        first_mes="Hi {{user}}!",
        mes_example="<START>\n{{user}}: hey\n{{char}}: *smiles* hi",
        creator_notes="Not for the prompt.",
        system_prompt="{{original}} Stay in character.",
        post_history_instructions="Be brief.",
        alternate_greetings=["Hello again.", "Oh, it's you."],
        group_only_greetings=["Hi everyone."],
        character_book={"name": "Café", "entries": [{"keys": ["café"], "content": "Open late.", "x": 1}]},
        tags=["barista", "romance"],
        creator="someone",
        character_version="1.2",
        nickname="Mimi",
        extensions={"talkativeness": "0.5", "depth_prompt": {"prompt": "x", "depth": 4}, "custom": [1]},
        extra={"assets": [{"type": "icon", "uri": "ccdefault:", "name": "main", "ext": "png"}], "source": []},
    )


def png_with_text(chunks: list[tuple[str, str]], chunk_type: bytes = b"tEXt") -> bytes:
    """A small valid PNG carrying the given (keyword, text) chunks before IEND."""
    base = read_chunks(solid_png(2, 2, (0, 0, 0)))
    extra = [Chunk(chunk_type, k.encode("latin-1") + b"\x00" + t.encode("latin-1")) for k, t in chunks]
    return write_png(base[:-1] + extra + base[-1:])


def b64(obj: object) -> str:
    return base64.b64encode(json.dumps(obj).encode("utf-8")).decode("ascii")


# --- round trips ---


@pytest.mark.parametrize("version", [2, 3])
def test_json_export_round_trips(version: int) -> None:
    """spec 2 /character-import: a JSON export imports as the identical card."""
    card = full_card()
    imported = parse_card_json(export_card_json(card, version))  # type: ignore[arg-type]
    assert imported == card
    assert imported.spec_version == version


@pytest.mark.parametrize("version", [2, 3])
def test_png_export_round_trips(version: int) -> None:
    """spec 2 /character-import: a PNG export imports as the identical card."""
    card = full_card()
    imported = parse_card_png(export_card_png(card, version, None))  # type: ignore[arg-type]
    assert imported == card
    assert imported.spec_version == version


def test_json_export_shape_v2_and_v3() -> None:
    """spec 2 /character-import: exports carry spec markers and the V1 mirror fields."""
    v2 = json.loads(export_card_json(full_card(), 2))
    v3 = json.loads(export_card_json(full_card(), 3))
    assert (v2["spec"], v2["spec_version"]) == ("chara_card_v2", "2.0")
    assert (v3["spec"], v3["spec_version"]) == ("chara_card_v3", "3.0")
    assert v2["name"] == v2["data"]["name"] == "Mia Ñoño"
    assert v3["data"]["group_only_greetings"] == ["Hi everyone."]
    assert v3["data"]["assets"][0]["uri"] == "ccdefault:"


def test_png_export_v3_writes_chara_and_ccv3_chunks() -> None:
    """spec 2 /character-import: a V3 PNG holds chara (V2) and ccv3 (V3), like SillyTavern."""
    chunks = read_chunks(export_card_png(full_card(), 3, None))
    texts = dict(decode_text_chunk(c, MAX_CARD_BYTES) for c in chunks if c.type == b"tEXt")
    assert json.loads(base64.b64decode(texts["chara"]))["spec"] == "chara_card_v2"
    assert json.loads(base64.b64decode(texts["ccv3"]))["spec"] == "chara_card_v3"
    assert chunks[0].type == b"IHDR"
    assert chunks[-1].type == b"IEND"


def test_png_export_v2_writes_only_chara() -> None:
    """spec 2 /character-import: a V2 PNG holds only the chara chunk."""
    chunks = read_chunks(export_card_png(full_card(), 2, None))
    keywords = [c.data.partition(b"\x00")[0] for c in chunks if c.type == b"tEXt"]
    assert keywords == [b"chara"]


def test_png_export_default_art_is_a_400x600_png() -> None:
    """spec 2 /character-import: without an image, a valid 400x600 PNG is generated."""
    header = read_chunks(export_card_png(full_card(), 3, None))[0].data
    width, height, depth, colour = struct.unpack(">IIBB", header[:10])
    assert (width, height, depth, colour) == (400, 600, 8, 2)


def test_png_export_keeps_the_image_and_replaces_old_card_chunks() -> None:
    """spec 2 /character-import: old chara/ccv3 chunks (any case) are stripped; other chunks kept."""
    old = png_with_text([("CHARA", b64({"name": "Old"})), ("ccv3", b64({"name": "Old"})), ("Title", "t")])
    exported = export_card_png(Card(name="New"), 3, old)
    chunks = read_chunks(exported)
    keywords = [c.data.partition(b"\x00")[0] for c in chunks if c.type == b"tEXt"]
    assert keywords == [b"Title", b"chara", b"ccv3"]
    assert parse_card_png(exported).name == "New"
    assert [c.data for c in chunks if c.type == b"IDAT"] == [
        c.data for c in read_chunks(old) if c.type == b"IDAT"
    ]


def test_png_export_refuses_a_broken_image() -> None:
    """spec 2 /character-import: card art must be a valid PNG."""
    with pytest.raises(CardError, match="card image cannot be used"):
        export_card_png(Card(name="X"), 3, b"not a png")


# --- importing the formats ---


def test_v1_json_imports() -> None:
    """spec 2 /character-import: a flat V1 card imports with defaults for missing fields."""
    v1 = {
        "name": " Ava ",
        "description": "d",
        "personality": "p",
        "scenario": "s",
        "first_mes": "f",
        "mes_example": "m",
    }
    card = parse_card_json(json.dumps(v1).encode())
    assert card == Card(
        name="Ava", description="d", personality="p", scenario="s", first_mes="f", mes_example="m"
    )
    assert card.spec_version == 1


def test_v1_with_nulls_and_numbers_is_coerced() -> None:
    """spec 2 /character-import: V1 fields default to '' and numbers become text."""
    card = parse_card_json(b'{"name": "Ava", "description": null, "personality": 5}')
    assert (card.description, card.personality) == ("", "5")


def test_v2_png_with_only_chara_imports() -> None:
    """spec 2 /character-import: a V2 PNG with only a chara chunk imports."""
    obj = {"spec": "chara_card_v2", "spec_version": "2.0", "data": {"name": "Zoe", "tags": ["a"]}}
    card = parse_card_png(png_with_text([("chara", b64(obj))]))
    assert (card.name, card.tags, card.spec_version) == ("Zoe", ["a"], 2)


def test_v3_png_prefers_ccv3_over_chara() -> None:
    """spec 2 /character-import: with both chunks, ccv3 wins whatever the chunk order."""
    v2 = {"spec": "chara_card_v2", "data": {"name": "From chara"}}
    v3 = {"spec": "chara_card_v3", "data": {"name": "From ccv3", "group_only_greetings": []}}
    card = parse_card_png(png_with_text([("chara", b64(v2)), ("ccv3", b64(v3))]))
    assert (card.name, card.spec_version) == ("From ccv3", 3)


def test_broken_ccv3_falls_back_to_chara() -> None:
    """spec 2 /character-import: a damaged ccv3 chunk does not hide a good chara chunk."""
    v2 = {"spec": "chara_card_v2", "data": {"name": "Fallback"}}
    card = parse_card_png(png_with_text([("ccv3", "%%%"), ("chara", b64(v2))]))
    assert card.name == "Fallback"


def test_png_keyword_is_case_insensitive() -> None:
    """spec 2 /character-import: the chunk keyword is matched case-insensitively."""
    card = parse_card_png(png_with_text([("Chara", b64({"name": "Case"}))]))
    assert card.name == "Case"


def test_ztxt_and_itxt_chunks_are_read() -> None:
    """spec 2 /character-import: compressed and international text chunks carry cards too."""
    payload = b64({"spec": "chara_card_v2", "data": {"name": "Zip"}}).encode()
    base = read_chunks(solid_png(2, 2, (0, 0, 0)))
    ztxt = Chunk(b"zTXt", b"chara\x00\x00" + zlib.compress(payload))
    itxt = Chunk(b"iTXt", b"ccv3\x00\x01\x00\x00\x00" + zlib.compress(payload.replace(b"Zip", b"Zip")))
    assert parse_card_png(write_png([*base[:-1], ztxt, *base[-1:]])).name == "Zip"
    assert parse_card_png(write_png([*base[:-1], itxt, *base[-1:]])).name == "Zip"


def test_unpadded_base64_is_accepted() -> None:
    """spec 2 /character-import: some writers drop base64 padding; the card still imports."""
    card = parse_card_png(png_with_text([("chara", b64({"name": "Pad"}).rstrip("="))]))
    assert card.name == "Pad"


def test_read_card_detects_by_signature_not_extension() -> None:
    """spec 2 /character-import: the content decides the format, not the file name."""
    png = export_card_png(Card(name="P"), 3, None)
    assert read_card("card.json", png).name == "P"
    assert read_card("card.png.txt", b'\xef\xbb\xbf  {"name": "J"}').name == "J"


def test_unknown_extension_keys_and_data_keys_survive() -> None:
    """spec 2 /character-import: unknown extensions and V3 data keys are preserved (V2 spec rule)."""
    obj = {
        "spec": "chara_card_v3",
        "data": {"name": "E", "extensions": {"agnai": {"x": 1}}, "creation_date": 1700000000},
    }
    card = parse_card_json(json.dumps(obj).encode())
    assert card.extensions == {"agnai": {"x": 1}}
    assert card.extra == {"creation_date": 1700000000}
    again = json.loads(export_card_json(card, 3))["data"]
    assert (again["extensions"], again["creation_date"]) == ({"agnai": {"x": 1}}, 1700000000)


# --- broken files ---


def _corrupt_crc(png: bytes) -> bytes:
    data = bytearray(png)
    data[len(PNG_SIGNATURE) + 8 + 13] ^= 0xFF  # first byte of the IHDR CRC
    return bytes(data)


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (random.Random(7).randbytes(300), "This file is not a character card: it is neither"),
        (b"", "This file is not a character card: it is neither"),
        (PNG_SIGNATURE + b"\x00\x00", "truncated"),
        (solid_png(4, 4, (1, 2, 3))[:-20], "truncated"),
        (_corrupt_crc(solid_png(4, 4, (1, 2, 3))), "checksum"),
        (PNG_SIGNATURE + b"\xff\xff\xff\xffIHDR", "malformed"),
        (write_png([Chunk(b"IDAT", b""), Chunk(b"IEND", b"")]), "not a valid PNG"),
        (
            solid_png(4, 4, (1, 2, 3)),
            "This file is not a character card: the PNG image holds no character data.",
        ),
        (png_with_text([("chara", "!!not base64!!")]), "not valid base64"),
        (png_with_text([("chara", base64.b64encode(b"{nope").decode())]), "not valid JSON"),
        (png_with_text([("chara", b64([1, 2]))]), "the JSON is not an object"),
        (png_with_text([("chara", b64({"name": ""}))]), "The character card has no name."),
        (b'{"name": "x"', "This file is not a character card: it is not valid JSON."),
        (b'{"hello": "world"}', "none of the character fields"),
        (b'{"description": "no name"}', "The character card has no name."),
        (b'{"spec": "chara_card_v2", "data": "x"}', "no 'data' section"),
        (b'{"spec": "lorebook_v3", "data": {}}', "'lorebook_v3' is not supported"),
        (b'{"name": "x", "tags": {"a": 1}}', "'tags' field must be a list"),
        (b'{"spec": "chara_card_v2", "data": {"name": "x", "character_book": []}}', "must be an object"),
        (b'{"name": ["x"]}', "'name' field must be text"),
    ],
)
def test_broken_files_raise_card_error(data: bytes, message: str) -> None:
    """spec 2 /character-import: every broken file gets a CardError a person can act on."""
    with pytest.raises(CardError, match=re.escape(message)):
        read_card("upload.bin", data)


def test_broken_png_named_png_says_so() -> None:
    """spec 2 /character-import: a .png file that is not a PNG is reported as not a valid PNG."""
    with pytest.raises(CardError, match="not a valid PNG image"):
        read_card("me.PNG", b"GIF89a....")


def test_oversized_card_is_refused() -> None:
    """spec 2 /character-import: cards over 8 MB are refused before parsing."""
    big = b"{" + b" " * MAX_CARD_BYTES + b"}"
    for reader in (parse_card_json, parse_card_png):
        with pytest.raises(CardError, match="^The card is larger than 8 MB\\.$"):
            reader(big)
    with pytest.raises(CardError, match="larger than 8 MB"):
        read_card("big.json", big)


def test_decompression_bomb_is_refused() -> None:
    """spec 2 /character-import: a small zTXt chunk may not inflate past the card size limit."""
    base = read_chunks(solid_png(2, 2, (0, 0, 0)))
    bomb = Chunk(b"zTXt", b"chara\x00\x00" + zlib.compress(b"A" * (MAX_CARD_BYTES + 10)))
    with pytest.raises(CardError, match="too large"):
        parse_card_png(write_png([*base[:-1], bomb, *base[-1:]]))


def test_text_chunk_helper_round_trips() -> None:
    """spec 2 /character-import: tEXt chunks written here read back unchanged."""
    assert decode_text_chunk(text_chunk("chara", "abc"), 100) == ("chara", "abc")
