"""The runtime: one object that owns every adapter (database, chat model, moderation, mail, rate limits,
age assurance, media store, GPU backends, job queue and job events). It is built once per process by
`open_runtime()` (the API's lifespan, or a `nocturne worker` at startup) and handed to endpoints through
`RuntimeDep` and to jobs through `JobRuntime` (worker.py): no module globals, no `app.state` look-ups.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import AsyncExitStack, asynccontextmanager
from dataclasses import dataclass
from typing import Annotated

from fastapi import Depends, Request
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker

from nocturne.accounts.age_verifiers import AgeVerifier, make_age_verifier
from nocturne.billing.providers.port import WebhookRequest
from nocturne.billing.services import BillingServices, open_billing
from nocturne.chat.prompt import PromptLayout, resolve_layout
from nocturne.config import Settings
from nocturne.db import make_engine, make_sessionmaker
from nocturne.jobs.queue import JobQueue, drop_deferred
from nocturne.kit.rate_limit import MemoryRateLimiter, RateLimiter, RedisRateLimiter
from nocturne.llm.client import LLMClient
from nocturne.llm.local_server import MODEL_ALIAS, LocalLLMServer, LocalLLMUnavailable
from nocturne.mail.sender import Mailer
from nocturne.media.services import MediaServices, open_media
from nocturne.moderation.judge import make_judge
from nocturne.moderation.service import ModerationService, make_classifier, policy_of
from nocturne.moderation.text_model_store import text_model_for

log = logging.getLogger("nocturne")

# Where chat answers "not reachable" when neither an endpoint nor the embedded model is available.
UNREACHABLE_LLM = "http://127.0.0.1:9/v1"
# The prompt's context for an endpoint when LLM_CONTEXT_TOKENS is not set.
ENDPOINT_CONTEXT_TOKENS = 2048


@dataclass
class ChatModel:
    """The chat model in use and how prompts are fitted to it."""

    llm: LLMClient
    context_tokens: int = ENDPOINT_CONTEXT_TOKENS
    max_reply_tokens: int | None = None
    # Where the per-turn instructions go (chat/prompt.py; "auto" resolved for the model in use).
    prompt_layout: PromptLayout = "trailing"


@dataclass
class Runtime:
    settings: Settings
    engine: AsyncEngine
    sessionmaker: async_sessionmaker[AsyncSession]
    chat: ChatModel
    moderation: ModerationService
    mailer: Mailer
    rate_limiter: RateLimiter
    age_verifier: AgeVerifier
    media: MediaServices
    jobs: JobQueue
    billing: BillingServices

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[AsyncSession]:
        """A session whose transaction commits when the block ends (rolls back on error); jobs deferred
        in it are sent after the commit. Jobs and streamed replies use this; requests use SessionDep."""
        async with self.sessionmaker() as db:
            try:
                yield db
                await db.commit()
            except BaseException:
                drop_deferred(db)
                await db.rollback()
                raise
        await self.jobs.send_deferred(db)


async def open_llm(
    settings: Settings, stack: AsyncExitStack, *, start_embedded: bool = True
) -> tuple[LLMClient, LocalLLMServer | None]:
    local: LocalLLMServer | None = None
    base_url = settings.llm_base_url
    model = settings.llm_model
    if not base_url and settings.llm_embedded and start_embedded:
        local = LocalLLMServer(
            model_path=settings.llm_model_path,
            context_tokens=settings.llm_context_tokens,
            avoid_ports=frozenset({settings.port}),
        )
        try:
            base_url = await local.start()
            model = model or local.alias
            stack.push_async_callback(local.stop)
        except LocalLLMUnavailable as exc:
            log.error("chat is unavailable: %s", exc)
            local = None
    llm = LLMClient(
        base_url or UNREACHABLE_LLM,
        settings.llm_api_key or "",
        model or MODEL_ALIAS,
        settings.llm_timeout_seconds,
        min_tokens_supported=local is not None,
    )
    stack.push_async_callback(llm.close)
    return llm, local


@asynccontextmanager
async def open_runtime(settings: Settings, jobs: JobQueue, *, chat: bool = True) -> AsyncIterator[Runtime]:
    """Build every adapter, yield the runtime, close them in reverse order. The job queue's broker is
    made by the caller (worker.py), because the API and a worker start it differently. chat=False skips
    starting the embedded chat model (the seed needs none)."""
    async with AsyncExitStack() as stack:
        settings.data_dir.mkdir(parents=True, exist_ok=True)
        engine = make_engine(settings.effective_database_url)
        stack.push_async_callback(engine.dispose)
        llm, local = await open_llm(settings, stack, start_embedded=chat)
        # Trained on first use (a few seconds, once per data and code), so off the event loop.
        text_model = await asyncio.to_thread(text_model_for, settings, policy_of(settings))
        moderation = ModerationService(
            make_sessionmaker(engine), settings, make_classifier(settings), make_judge(settings), text_model
        )
        if moderation.judge is not None:
            stack.push_async_callback(moderation.judge.close)
        limiter: RateLimiter
        if settings.redis_url:
            redis_limiter = RedisRateLimiter(settings.redis_url)
            stack.push_async_callback(redis_limiter.close)
            limiter = redis_limiter
        else:
            limiter = MemoryRateLimiter()
        media = await open_media(settings, stack)
        context = local.context_tokens if local else settings.llm_context_tokens or ENDPOINT_CONTEXT_TOKENS
        layout = resolve_layout(settings.llm_prompt_layout, embedded=local is not None, model=llm.model)
        log.info("chat model %s: %s-token context, %s prompt layout", llm.model, context, layout)
        billing = await open_billing(settings, stack)
        stack.callback(jobs.close)  # first thing on the way out: pull no more jobs
        runtime = Runtime(
            settings=settings,
            engine=engine,
            sessionmaker=moderation.sessionmaker,
            chat=ChatModel(llm, context, settings.llm_max_reply_tokens, layout),
            moderation=moderation,
            mailer=Mailer(settings),
            rate_limiter=limiter,
            age_verifier=make_age_verifier(settings),
            media=media,
            jobs=jobs,
            billing=billing,
        )
        if billing.fake is not None:
            from nocturne.billing.webhooks import receive

            # The fake provider's signed webhooks come in through the same verification as any provider's.
            async def deliver(request: WebhookRequest) -> None:
                await receive(runtime, "fake", request)

            billing.fake.deliver = deliver
        yield runtime


def get_runtime(request: Request) -> Runtime:
    """The process's runtime, set by the app's lifespan (main.py)."""
    runtime: Runtime = request.app.state.runtime
    return runtime


RuntimeDep = Annotated[Runtime, Depends(get_runtime)]


def get_moderation(runtime: RuntimeDep) -> ModerationService:
    return runtime.moderation


# The app's one moderation pipeline, for endpoints that take text.
ModerationDep = Annotated[ModerationService, Depends(get_moderation)]
