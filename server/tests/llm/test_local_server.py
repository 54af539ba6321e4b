"""The embedded model server (issue: chat works out of the box on the bundled SmolLM2-135M)."""

from __future__ import annotations

import os
from pathlib import Path

import httpx
import pytest

from nocturne.llm.local_server import MODEL_ALIAS, LocalLLMServer, bundled_model_path, dedicated_cores


async def test_serves_the_bundled_model(local_llm: LocalLLMServer) -> None:
    async with httpx.AsyncClient() as client:
        models = (await client.get(f"{local_llm.base_url}/models")).json()
    assert [m["id"] for m in models["data"]] == [MODEL_ALIAS]


@pytest.mark.skipif(not hasattr(os, "sched_getaffinity"), reason="CPU affinity is a Linux feature")
async def test_generation_keeps_cores_of_its_own(local_llm: LocalLLMServer) -> None:
    """Pinned to the last cores, leaving the others to the API, so relaying a stream never preempts it."""
    assert local_llm.process is not None
    available = sorted(os.sched_getaffinity(0))
    expected = set(available[-local_llm.threads :]) if len(available) > local_llm.threads else set(available)
    assert os.sched_getaffinity(local_llm.process.pid) == expected


def test_no_cores_are_taken_when_none_would_be_left() -> None:
    available = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else 1
    assert dedicated_cores(available) is None
    if available > 1:
        assert dedicated_cores(1) == {max(os.sched_getaffinity(0))}


async def test_any_gguf_file_is_served_with_the_context_it_states(tmp_path: Path) -> None:
    """LLM_MODEL_PATH (issue 8): a model file of the user's own, named by its file name, with the context
    its metadata states (the bundled file's 8192 tokens here; 2048 before it is read)."""
    own = tmp_path / "my-own-model.gguf"
    own.symlink_to(bundled_model_path())
    server = LocalLLMServer(model_path=own, threads=1)
    assert server.context_tokens == 2048
    try:
        await server.start()
        async with httpx.AsyncClient() as client:
            models = (await client.get(f"{server.base_url}/models")).json()
        assert [m["id"] for m in models["data"]] == ["my-own-model"]
        assert server.context_tokens == 8192
    finally:
        await server.stop()
