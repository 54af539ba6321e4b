"""Any GGUF file can be the embedded model (issue 8): its metadata is read without loading it, and its
context length sizes llama.cpp's context and the prompt budget."""

from __future__ import annotations

import struct
from pathlib import Path

import pytest

from nocturne.llm.gguf import GGUFError, model_info, read_metadata
from nocturne.llm.local_server import (
    EMBEDDED_CONTEXT_CAP,
    FALLBACK_CONTEXT,
    MODEL_ALIAS,
    LocalLLMServer,
    LocalLLMUnavailable,
    bundled_model_path,
    embedded_context,
)


def _string(text: str) -> bytes:
    data = text.encode()
    return struct.pack("<Q", len(data)) + data


def write_gguf(path: Path, pairs: list[tuple[str, int, bytes]]) -> Path:
    """A GGUF v3 header with the given (key, type, encoded value) pairs and no tensors."""
    body = b"GGUF" + struct.pack("<IQQ", 3, 0, len(pairs))
    for key, kind, value in pairs:
        body += _string(key) + struct.pack("<I", kind) + value
    path.write_bytes(body)
    return path


def test_reads_the_context_of_a_model_file(tmp_path: Path) -> None:
    tokens = struct.pack("<IQ", 8, 3) + _string("a") + _string("b") + _string("c")  # an array of strings
    scores = struct.pack("<IQ", 6, 100) + b"\0" * 400  # a long array of float32, skipped
    path = write_gguf(
        tmp_path / "tiny.gguf",
        [
            ("general.architecture", 8, _string("qwen2")),
            ("general.name", 8, _string("Tiny Qwen")),
            ("general.size_label", 8, _string("0.5B")),
            ("tokenizer.ggml.tokens", 9, tokens),
            ("tokenizer.ggml.scores", 9, scores),
            ("qwen2.context_length", 4, struct.pack("<I", 32768)),
            ("general.flag", 7, b"\1"),
        ],
    )
    info = model_info(path)
    assert (info.architecture, info.context_length, info.name) == ("qwen2", 32768, "Tiny Qwen")
    assert info.parameters == 500_000_000
    assert info.metadata["tokenizer.ggml.tokens"] == ["a", "b", "c"]
    assert info.metadata["tokenizer.ggml.scores"] is None
    assert info.metadata["general.flag"] is True


def test_the_bundled_model_states_its_context() -> None:
    info = model_info(bundled_model_path())
    assert info.architecture == "llama"
    assert info.context_length == 8192
    assert info.parameters == 135_000_000


def test_not_a_model_file(tmp_path: Path) -> None:
    (tmp_path / "notes.gguf").write_bytes(b"hello world")
    with pytest.raises(GGUFError):
        read_metadata(tmp_path / "notes.gguf")
    (tmp_path / "cut.gguf").write_bytes(b"GGUF" + struct.pack("<I", 3))
    with pytest.raises(GGUFError):
        read_metadata(tmp_path / "cut.gguf")


def test_context_from_the_file_capped_or_as_configured() -> None:
    assert embedded_context(8192, None) == 8192
    assert embedded_context(131072, None) == EMBEDDED_CONTEXT_CAP  # the cache is allocated up front
    assert embedded_context(131072, 32768) == 32768  # LLM_CONTEXT_TOKENS decides
    assert embedded_context(4096, 8192) == 4096  # never past what the model was trained for
    assert embedded_context(None, None) == FALLBACK_CONTEXT


async def test_a_model_path_that_is_not_a_model_says_so(tmp_path: Path) -> None:
    with pytest.raises(LocalLLMUnavailable, match="names no file"):
        await LocalLLMServer(model_path=tmp_path / "missing.gguf").start()
    (tmp_path / "bad.gguf").write_bytes(b"not a model")
    with pytest.raises(LocalLLMUnavailable, match="cannot be read as a GGUF model"):
        await LocalLLMServer(model_path=tmp_path / "bad.gguf").start()


def test_the_bundled_model_keeps_its_name() -> None:
    assert LocalLLMServer().alias == MODEL_ALIAS
