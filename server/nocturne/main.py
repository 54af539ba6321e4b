"""The application factory. Nothing happens at import time; create_app() builds, lifespan connects."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI

from nocturne.accounts.csrf import CSRFMiddleware
from nocturne.api import build_api_router
from nocturne.billing.endpoints import WEBHOOK_PREFIX, fake_checkout_router
from nocturne.billing.tasks import start_billing_clock
from nocturne.config import Environment, Settings, get_settings
from nocturne.errors import install_error_handlers
from nocturne.health import router as health_router
from nocturne.kit.cookies import QueuedCookiesMiddleware
from nocturne.media.tasks import start_sweeper
from nocturne.observability.endpoints import tunnel_router
from nocturne.observability.handlers import FramingMiddleware, install_error_reporting
from nocturne.observability.sentry import close_sentry, init_sentry
from nocturne.promotion.banners import BANNER_PATHS
from nocturne.promotion.banners import router as banners_router
from nocturne.promotion.codes import ReferralLandingMiddleware
from nocturne.runtime import open_runtime
from nocturne.site.spa import mount_spa
from nocturne.worker import make_queue

log = logging.getLogger("nocturne")


def create_app(settings: Settings | None = None) -> FastAPI:
    settings = settings or get_settings()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        queue = make_queue(settings)
        async with open_runtime(settings, queue) as runtime:
            # Jobs sent to the in-memory broker run in this process and get the runtime from its state.
            queue.broker.state.runtime = runtime
            await queue.broker.startup()
            init_sentry(settings)
            sweeper = start_sweeper(runtime)
            billing_clock = start_billing_clock(runtime)
            app.state.runtime = runtime
            if settings.env == Environment.production and settings.age_verifier == "self":
                log.warning(
                    "AGE_VERIFIER=self is self-declaration, for development only; configure a vendor."
                )
            try:
                yield
            finally:
                sweeper.cancel()
                billing_clock.cancel()
                await queue.broker.shutdown()
                close_sentry()

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
    install_error_reporting(app)
    # Banner pages may be framed by any site; every other response refuses framing.
    app.add_middleware(FramingMiddleware, framable_paths=BANNER_PATHS)
    app.add_middleware(ReferralLandingMiddleware, secure=settings.secure_cookies)
    app.add_middleware(CSRFMiddleware, settings=settings, exempt_prefixes=(WEBHOOK_PREFIX,))
    # Outermost, so cookies queued anywhere (even by the CSRF check) reach the response.
    app.add_middleware(QueuedCookiesMiddleware)
    app.include_router(health_router)
    app.include_router(banners_router)
    app.include_router(tunnel_router(settings))
    app.include_router(build_api_router())
    app.include_router(fake_checkout_router)
    mount_spa(app, settings)
    return app
