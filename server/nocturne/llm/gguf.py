"""Just enough of the GGUF format to read a model file's metadata (its context length, architecture and
size) without loading the model: llama-cpp-python has no metadata reader that skips loading, and the
`gguf` package is not a dependency. Format: https://github.com/ggml-org/ggml/blob/master/docs/gguf.md"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

# Value types of the metadata key/value pairs, with their struct format (8 = string, 9 = array).
_SCALARS = {
    0: "<B",
    1: "<b",
    2: "<H",
    3: "<h",
    4: "<I",
    5: "<i",
    6: "<f",
    7: "<?",
    10: "<Q",
    11: "<q",
    12: "<d",
}
_STRING, _ARRAY = 8, 9
# Keys with huge array values (the vocabulary) are skipped, not kept.
_MAX_KEPT_ARRAY = 64


class GGUFError(ValueError):
    """The file is not a GGUF model this reader understands."""


@dataclass(frozen=True)
class GGUFInfo:
    architecture: str
    context_length: int | None
    name: str
    size_label: str
    parameters: int | None
    metadata: dict[str, Any]


def _read(f: BinaryIO, fmt: str) -> Any:
    size = struct.calcsize(fmt)
    data = f.read(size)
    if len(data) != size:
        raise GGUFError("The GGUF file ends in the middle of its header.")
    return struct.unpack(fmt, data)[0]


def _string(f: BinaryIO, count_fmt: str) -> str:
    length = _read(f, count_fmt)
    if length > 1 << 24:
        raise GGUFError("The GGUF header holds an implausibly long string.")
    return f.read(length).decode("utf-8", errors="replace")


def _value(f: BinaryIO, kind: int, count_fmt: str) -> Any:
    if kind in _SCALARS:
        return _read(f, _SCALARS[kind])
    if kind == _STRING:
        return _string(f, count_fmt)
    if kind == _ARRAY:
        item_kind = _read(f, "<I")
        count = _read(f, count_fmt)
        if item_kind in _SCALARS and count > _MAX_KEPT_ARRAY:
            f.seek(count * struct.calcsize(_SCALARS[item_kind]), 1)  # skipped: fixed-size items
            return None
        items = [_value(f, item_kind, count_fmt) for _ in range(count)]
        return items if count <= _MAX_KEPT_ARRAY else None
    raise GGUFError(f"The GGUF header has an unknown value type ({kind}).")


def read_metadata(path: Path) -> dict[str, Any]:
    """Every metadata key of a GGUF file (large arrays as None)."""
    with path.open("rb") as f:
        if f.read(4) != b"GGUF":
            raise GGUFError(f"{path} is not a GGUF model file.")
        version = _read(f, "<I")
        if version not in (1, 2, 3):
            raise GGUFError(f"{path} is GGUF version {version}, which this reader does not know.")
        count_fmt = "<I" if version == 1 else "<Q"  # version 1 counted in 32 bits
        _read(f, count_fmt)  # tensor count
        pairs = _read(f, count_fmt)
        metadata: dict[str, Any] = {}
        for _ in range(pairs):
            key = _string(f, count_fmt)
            metadata[key] = _value(f, _read(f, "<I"), count_fmt)
        return metadata


def _parameters(label: str) -> int | None:
    """'135M' -> 135_000_000, '7B' -> 7_000_000_000, '8x7B' -> 56_000_000_000."""
    text = label.strip().upper()
    multiplier = 1
    if "X" in text:
        head, _, text = text.partition("X")
        multiplier = int(head) if head.isdigit() else 1
    units = {"K": 10**3, "M": 10**6, "B": 10**9, "T": 10**12}
    if text[-1:] not in units:
        return None
    try:
        return int(float(text[:-1]) * units[text[-1]] * multiplier)
    except ValueError:
        return None


def model_info(path: Path) -> GGUFInfo:
    metadata = read_metadata(path)
    arch = str(metadata.get("general.architecture") or "")
    context = metadata.get(f"{arch}.context_length")
    label = str(metadata.get("general.size_label") or "")
    return GGUFInfo(
        architecture=arch,
        context_length=int(context) if isinstance(context, int) and context > 0 else None,
        name=str(metadata.get("general.name") or path.stem),
        size_label=label,
        parameters=_parameters(label) if label else None,
        metadata=metadata,
    )
