"""Mounts every domain router under /api. API paths never fall through to the web app."""

from __future__ import annotations

from fastapi import APIRouter, Depends

from nocturne.accounts import age_endpoints, oauth_endpoints, profile_endpoints
from nocturne.accounts import endpoints as auth_endpoints
from nocturne.accounts.deps import reject_banned
from nocturne.analytics import endpoints as analytics_endpoints
from nocturne.billing import endpoints as billing_endpoints
from nocturne.billing import staff_endpoints as billing_staff_endpoints
from nocturne.characters import endpoints as character_endpoints
from nocturne.characters import persona_endpoints
from nocturne.chat import endpoints as chat_endpoints
from nocturne.content import endpoints as content_endpoints
from nocturne.errors import NotFound
from nocturne.jobs import endpoints as job_endpoints
from nocturne.media import endpoints as media_endpoints
from nocturne.media.video import endpoints as video_endpoints
from nocturne.observability import endpoints as observability_endpoints
from nocturne.promotion import endpoints as promotion_endpoints
from nocturne.social import endpoints as social_endpoints
from nocturne.staff import endpoints as staff_endpoints


def build_api_router() -> APIRouter:
    api = APIRouter(prefix="/api")
    # The auth routes answer banned users too (session info shows the ban; logout works).
    api.include_router(auth_endpoints.router)
    api.include_router(oauth_endpoints.router)
    # Media files answer without the ban check: avatars and public portraits are seen by everyone.
    api.include_router(media_endpoints.media_router)
    # Webhooks come from payment providers (no session); the plan list is public.
    api.include_router(billing_endpoints.public_router)
    # Content pages (terms included) stay readable for a banned session, as their HTML does.
    api.include_router(content_endpoints.router)
    # Error reporting answers everyone: a banned user's browser errors count too.
    api.include_router(observability_endpoints.router)
    guarded = [Depends(reject_banned)]
    for router in (
        auth_endpoints.age_router,
        age_endpoints.router,
        profile_endpoints.router,
        profile_endpoints.countries_router,
        staff_endpoints.admin_router,
        staff_endpoints.moderators_router,
        chat_endpoints.stream_router,
        chat_endpoints.router,
        character_endpoints.router,
        character_endpoints.directory_router,
        persona_endpoints.router,
        media_endpoints.images_router,
        media_endpoints.photos_router,
        media_endpoints.catalog_router,
        media_endpoints.looks_router,
        media_endpoints.me_router,
        video_endpoints.videos_router,
        video_endpoints.catalog_router,
        job_endpoints.router,
        billing_endpoints.router,
        billing_endpoints.credits_router,
        billing_staff_endpoints.router,
        # Social reads are open to visitors past the age gate; writes need an account (issue 13).
        *social_endpoints.ROUTERS,
        promotion_endpoints.router,
        promotion_endpoints.admin_router,
        observability_endpoints.admin_router,
        analytics_endpoints.router,
        analytics_endpoints.admin_router,
    ):
        api.include_router(router, dependencies=guarded)

    @api.api_route("/{rest:path}", methods=["GET", "POST", "PUT", "PATCH", "DELETE"], include_in_schema=False)
    async def api_not_found(rest: str) -> None:
        raise NotFound(f"No API route /api/{rest}.")

    return api
