"""The application factory. Nothing happens at import time; create_app() builds, lifespan connects."""

from __future__ import annotations

import logging
import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI

from nocturne.accounts.age_verifiers import make_age_verifier
from nocturne.accounts.csrf import CSRFMiddleware
from nocturne.api import build_api_router
from nocturne.chat.turn import TurnDeps
from nocturne.config import Environment, Settings, get_settings
from nocturne.errors import install_error_handlers
from nocturne.health import router as health_router
from nocturne.kit.cookies import QueuedCookiesMiddleware
from nocturne.kit.rate_limit import MemoryRateLimiter, RateLimiter, RedisRateLimiter
from nocturne.mail.sender import Mailer
from nocturne.runtime_setup import open_shared
from nocturne.site.spa import mount_spa
from nocturne.worker import enqueue, make_broker

log = logging.getLogger("nocturne")


def create_app(settings: Settings | None = None) -> FastAPI:
    settings = settings or get_settings()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        settings.data_dir.mkdir(parents=True, exist_ok=True)
        opened = await open_shared(settings)
        runtime = opened.runtime
        limiter: RateLimiter = (
            RedisRateLimiter(settings.redis_url) if settings.redis_url else MemoryRateLimiter()
        )
        broker = make_broker(settings)
        await broker.startup()

        async def after_reply(chat_id: uuid.UUID) -> None:
            for job in ("chat.update_memories", "chat.update_summary"):
                await enqueue(broker, job, str(chat_id))

        app.state.engine = opened.engine
        app.state.sessionmaker = runtime.sessionmaker
        app.state.moderation = runtime.moderation
        app.state.broker = broker
        app.state.turn_deps = TurnDeps(
            runtime.sessionmaker,
            runtime.llm,
            runtime.moderation,
            opened.context_tokens,
            settings.llm_max_reply_tokens,
            after_reply,
            opened.prompt_layout,
        )
        app.state.rate_limiter = limiter
        app.state.mailer = Mailer(settings)
        app.state.age_verifier = make_age_verifier(settings)
        if settings.env == Environment.production and settings.age_verifier == "self":
            log.warning("AGE_VERIFIER=self is self-declaration, for development only; configure a vendor.")
        try:
            yield
        finally:
            await broker.shutdown()
            if isinstance(limiter, RedisRateLimiter):
                await limiter.close()
            await opened.close()

    app = FastAPI(
        title="Nocturne",
        version="0.1.0",
        description="AI companions for adults: characters, role-play chat, images and videos.",
        lifespan=lifespan,
        generate_unique_id_function=lambda route: (
            f"{route.tags[0]}-{route.name}" if route.tags else route.name
        ),
    )
    app.state.settings = settings
    install_error_handlers(app)
    app.add_middleware(CSRFMiddleware, settings=settings)
    # Outermost, so cookies queued anywhere (even by the CSRF check) reach the response.
    app.add_middleware(QueuedCookiesMiddleware)
    app.include_router(health_router)
    app.include_router(build_api_router())
    mount_spa(app, settings)
    return app
