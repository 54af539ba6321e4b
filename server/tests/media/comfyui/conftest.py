"""Fixtures: a protocol-true fake ComfyUI on a free local port, and a ComfyUIBackend pointed at it."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from nocturne.media.backends.comfyui import ComfyUIBackend
from tests.media.comfyui.fake_comfyui import FakeComfyUI
from tests.media.comfyui.helpers import OPTIONS


@pytest.fixture
async def fake() -> AsyncIterator[FakeComfyUI]:
    server = FakeComfyUI()
    await server.start()
    yield server
    await server.stop()


@pytest.fixture
async def backend(fake: FakeComfyUI) -> AsyncIterator[ComfyUIBackend]:
    comfy = ComfyUIBackend([fake.url], OPTIONS, poll_interval=0.01)
    yield comfy
    await comfy.close()
