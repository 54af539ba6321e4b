"""The embedded model server (issue: chat works out of the box on the bundled SmolLM2-135M)."""

from __future__ import annotations

import os

import httpx
import pytest

from nocturne.llm.local_server import MODEL_ALIAS, LocalLLMServer, dedicated_cores


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
