"""What background jobs need (database, LLM, moderation), set up once per process: by the API's
lifespan in embedded mode, by the worker's startup when jobs run on Redis."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from nocturne.config import Settings
from nocturne.llm.client import LLMClient
from nocturne.moderation.service import ModerationService


@dataclass
class Runtime:
    settings: Settings
    sessionmaker: async_sessionmaker[AsyncSession]
    llm: LLMClient
    moderation: ModerationService


_current: Runtime | None = None


def set_runtime(runtime: Runtime | None) -> None:
    global _current
    _current = runtime


def current() -> Runtime:
    if _current is None:
        raise RuntimeError("the job runtime is not set up; start jobs through the API or `nocturne worker`")
    return _current
