"""The application factory. Nothing happens at import time; create_app() builds, lifespan connects."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI

from nocturne.accounts.age_verifiers import make_age_verifier
from nocturne.accounts.csrf import CSRFMiddleware
from nocturne.api import build_api_router
from nocturne.config import Environment, Settings, get_settings
from nocturne.db import make_engine, make_sessionmaker
from nocturne.errors import install_error_handlers
from nocturne.health import router as health_router
from nocturne.kit.cookies import QueuedCookiesMiddleware
from nocturne.kit.rate_limit import MemoryRateLimiter, RateLimiter, RedisRateLimiter
from nocturne.mail.sender import Mailer
from nocturne.moderation.service import ModerationService, make_classifier
from nocturne.site.spa import mount_spa

log = logging.getLogger("nocturne")


def create_app(settings: Settings | None = None) -> FastAPI:
    settings = settings or get_settings()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        settings.data_dir.mkdir(parents=True, exist_ok=True)
        engine = make_engine(settings.effective_database_url)
        limiter: RateLimiter = (
            RedisRateLimiter(settings.redis_url) if settings.redis_url else MemoryRateLimiter()
        )
        app.state.engine = engine
        app.state.sessionmaker = make_sessionmaker(engine)
        app.state.moderation = ModerationService(app.state.sessionmaker, settings, make_classifier(settings))
        app.state.rate_limiter = limiter
        app.state.mailer = Mailer(settings)
        app.state.age_verifier = make_age_verifier(settings)
        if settings.env == Environment.production and settings.age_verifier == "self":
            log.warning("AGE_VERIFIER=self is self-declaration, for development only; configure a vendor.")
        try:
            yield
        finally:
            if isinstance(limiter, RedisRateLimiter):
                await limiter.close()
            await engine.dispose()

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
