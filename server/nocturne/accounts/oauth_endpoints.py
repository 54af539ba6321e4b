"""/api/auth/oauth/{provider}: the redirect out to the provider and the callback back."""

from __future__ import annotations

from urllib.parse import quote

from fastapi import APIRouter, Request
from fastapi.responses import RedirectResponse

from nocturne.accounts import oauth
from nocturne.accounts.cookies import set_session_cookie
from nocturne.accounts.sessions import create_session
from nocturne.db import SessionDep
from nocturne.errors import AppError, ErrorBody
from nocturne.kit.cookies import queue_cookie, queue_delete_cookie
from nocturne.kit.deps import SettingsDep
from nocturne.promotion.codes import referral_from_cookie

router = APIRouter(prefix="/auth/oauth", tags=["auth"], responses={404: {"model": ErrorBody}})


@router.get("/{provider}/login", status_code=302, response_class=RedirectResponse)
async def oauth_login(
    provider: str, request: Request, settings: SettingsDep, next: str | None = None
) -> RedirectResponse:
    """Send the browser to the provider's sign-in page."""
    config = oauth.configured_provider(settings, provider)
    url, cookie = oauth.begin(settings, config, next)
    queue_cookie(
        request, oauth.STATE_COOKIE, cookie, max_age=oauth.STATE_MAX_AGE, secure=settings.secure_cookies
    )
    return RedirectResponse(url, status_code=302)


@router.get("/{provider}/callback", status_code=302, response_class=RedirectResponse)
async def oauth_callback(
    provider: str,
    request: Request,
    db: SessionDep,
    settings: SettingsDep,
    code: str | None = None,
    state: str | None = None,
    error: str | None = None,
) -> RedirectResponse:
    """Finish sign-in: check state, exchange the code with PKCE, and start a session."""
    config = oauth.configured_provider(settings, provider)
    queue_delete_cookie(request, oauth.STATE_COOKIE, secure=settings.secure_cookies)
    try:
        if error or not code:
            raise AppError(f"Sign-in with {provider} was cancelled.")
        data = oauth.read_state(settings, request.cookies.get(oauth.STATE_COOKIE), config, state)
        try:
            identity = await oauth.exchange(settings, config, code, data["verifier"])
        except Exception as exc:  # any provider failure becomes a message on the login page
            raise AppError(f"Sign-in with {provider} failed. Try again.") from exc
        user = await oauth.user_for_identity(db, config, identity, referral_from_cookie(request))
        if user.is_banned:
            return RedirectResponse("/banned", status_code=302)
    except AppError as exc:
        return RedirectResponse(f"/login?error={quote(exc.message)}", status_code=302)
    token = await create_session(db, settings, user, request.headers.get("user-agent"))
    set_session_cookie(request, settings, token)
    return RedirectResponse(data.get("next") or "/", status_code=302)
