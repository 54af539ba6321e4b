"""Opening and closing what the API and the workers share: database engine, LLM client, moderation,
the embedded LLM server when no endpoint is configured."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncEngine

from nocturne.chat.prompt import PromptLayout, resolve_layout
from nocturne.config import Settings
from nocturne.db import make_engine, make_sessionmaker
from nocturne.jobs.runtime import Runtime, set_runtime
from nocturne.llm.client import LLMClient
from nocturne.llm.local_server import MODEL_ALIAS, LocalLLMServer, LocalLLMUnavailable
from nocturne.moderation.judge import make_judge
from nocturne.moderation.service import ModerationService, make_classifier

log = logging.getLogger("nocturne")

# Where chat answers "not reachable" when neither an endpoint nor the embedded model is available.
UNREACHABLE_LLM = "http://127.0.0.1:9/v1"


# The prompt's context for an endpoint when LLM_CONTEXT_TOKENS is not set.
ENDPOINT_CONTEXT_TOKENS = 2048


@dataclass
class Opened:
    runtime: Runtime
    engine: AsyncEngine
    close: Callable[[], Awaitable[None]]
    # The prompt's context in tokens and its layout, for the model actually in use.
    context_tokens: int = ENDPOINT_CONTEXT_TOKENS
    prompt_layout: PromptLayout = "trailing"


async def open_llm(settings: Settings) -> tuple[LLMClient, LocalLLMServer | None]:
    local: LocalLLMServer | None = None
    base_url = settings.llm_base_url
    model = settings.llm_model
    if not base_url and settings.llm_embedded:
        local = LocalLLMServer(
            model_path=settings.llm_model_path,
            context_tokens=settings.llm_context_tokens,
            avoid_ports=frozenset({settings.port}),
        )
        try:
            base_url = await local.start()
            model = model or local.alias
        except LocalLLMUnavailable as exc:
            log.error("chat is unavailable: %s", exc)
            local = None
    return LLMClient(
        base_url or UNREACHABLE_LLM,
        settings.llm_api_key or "",
        model or MODEL_ALIAS,
        settings.llm_timeout_seconds,
        min_tokens_supported=local is not None,
    ), local


async def open_shared(settings: Settings) -> Opened:
    engine = make_engine(settings.effective_database_url)
    sessionmaker = make_sessionmaker(engine)
    llm, local = await open_llm(settings)
    moderation = ModerationService(sessionmaker, settings, make_classifier(settings), make_judge(settings))
    runtime = Runtime(settings, sessionmaker, llm, moderation)
    set_runtime(runtime)

    async def close() -> None:
        set_runtime(None)
        await llm.close()
        if moderation.judge is not None:
            await moderation.judge.close()
        if local is not None:
            await local.stop()
        await engine.dispose()

    context = local.context_tokens if local else settings.llm_context_tokens or ENDPOINT_CONTEXT_TOKENS
    layout = resolve_layout(settings.llm_prompt_layout, embedded=local is not None, model=llm.model)
    log.info("chat model %s: %s-token context, %s prompt layout", llm.model, context, layout)
    return Opened(runtime, engine, close, context, layout)


async def open_runtime(settings: Settings) -> Callable[[], Awaitable[None]]:
    return (await open_shared(settings)).close
