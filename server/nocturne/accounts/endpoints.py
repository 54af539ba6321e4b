"""/api/auth: session info, sign up, log in, log out, password reset, age confirmation."""

from __future__ import annotations

from fastapi import APIRouter, Request, Response, status

from nocturne.accounts import limits, service
from nocturne.accounts.cookies import clear_session_cookie, set_session_cookie, set_visitor_age_cookie
from nocturne.accounts.csrf import csrf_token_for
from nocturne.accounts.deps import Auth, AuthDep
from nocturne.accounts.schemas import (
    BannedInfo,
    LoginIn,
    Me,
    PasswordResetConfirmIn,
    PasswordResetIn,
    SessionInfo,
    SignupIn,
)
from nocturne.accounts.sessions import revoke_session
from nocturne.analytics import service as analytics
from nocturne.analytics.cookies import consented_browser_id
from nocturne.config import Settings
from nocturne.db import SessionDep
from nocturne.errors import ErrorBody
from nocturne.kit.deps import SettingsDep
from nocturne.models import User
from nocturne.promotion.codes import referral_from_cookie
from nocturne.runtime import get_runtime

router = APIRouter(prefix="/auth", tags=["auth"])
age_router = APIRouter(prefix="/age", tags=["auth"])


def session_info(request: Request, settings: Settings, auth: Auth, user: User | None = None) -> SessionInfo:
    user = user if user is not None else auth.user
    age_confirmed = user.age_confirmed_at is not None if user is not None else auth.age_confirmed
    return SessionInfo(
        user=Me.of(user) if user is not None else None,
        csrf_token=csrf_token_for(request, settings),
        age_confirmed=age_confirmed,
        banned=BannedInfo(reason=auth.banned_reason) if auth.banned_reason is not None else None,
        providers=[settings.oauth_provider] if settings.oauth_provider and settings.oauth_client_id else [],
        age_verifier=settings.age_verifier,
    )


@router.get("/session", response_model=SessionInfo)
async def get_session_info(request: Request, auth: AuthDep, settings: SettingsDep) -> SessionInfo:
    """Who is browsing, their CSRF token, and the age-gate and ban state."""
    return session_info(request, settings, auth)


@router.post(
    "/signup",
    response_model=SessionInfo,
    status_code=status.HTTP_201_CREATED,
    responses={409: {"model": ErrorBody}, 429: {"model": ErrorBody}},
)
async def signup(
    body: SignupIn, request: Request, db: SessionDep, settings: SettingsDep, auth: AuthDep
) -> SessionInfo:
    """Create an account and sign in."""
    await limits.check_signup(request, settings)
    user, token = await service.signup(
        db,
        settings,
        email=body.email,
        password=body.password,
        username=body.username,
        user_agent=request.headers.get("user-agent"),
        age_confirmed=auth.age_confirmed,
        referral_code=body.referral_code or referral_from_cookie(request),
    )
    if (browser_id := consented_browser_id(request)) is not None:  # set only after analytics consent
        await analytics.emit(db, "signup", user.id, anonymous_id=browser_id)
    set_session_cookie(request, settings, token)
    return session_info(request, settings, Auth(user, None, None, auth.age_confirmed), user)


@router.post(
    "/login",
    response_model=SessionInfo,
    responses={401: {"model": ErrorBody}, 403: {"model": ErrorBody}, 429: {"model": ErrorBody}},
)
async def login(
    body: LoginIn, request: Request, db: SessionDep, settings: SettingsDep, auth: AuthDep
) -> SessionInfo:
    """Log in with e-mail (or username) and password."""
    await limits.check_login(request, settings, body.email)
    user, token = await service.login(
        db,
        settings,
        login=body.email,
        password=body.password,
        user_agent=request.headers.get("user-agent"),
        age_confirmed=auth.age_confirmed,
        current=auth.session,
    )
    await limits.forget_login_failures(request, body.email)
    set_session_cookie(request, settings, token)
    return session_info(request, settings, Auth(user, None, None, user.age_confirmed_at is not None), user)


@router.post("/logout", status_code=status.HTTP_204_NO_CONTENT)
async def logout(request: Request, db: SessionDep, settings: SettingsDep, auth: AuthDep) -> Response:
    """Log out: the session is revoked on the server, not only forgotten by the browser."""
    if auth.session is not None:
        await revoke_session(db, auth.session, "logout")
    clear_session_cookie(request, settings)
    return Response(status_code=status.HTTP_204_NO_CONTENT)


@router.post("/password-reset", status_code=status.HTTP_202_ACCEPTED)
async def password_reset(
    body: PasswordResetIn, request: Request, db: SessionDep, settings: SettingsDep
) -> Response:
    """E-mail a password reset link if an account uses this address."""
    await limits.check_login(request, settings, body.email)
    await service.request_password_reset(db, settings, get_runtime(request).mailer, body.email)
    return Response(status_code=status.HTTP_202_ACCEPTED)


@router.post(
    "/password-reset/confirm", status_code=status.HTTP_204_NO_CONTENT, responses={400: {"model": ErrorBody}}
)
async def password_reset_confirm(body: PasswordResetConfirmIn, request: Request, db: SessionDep) -> Response:
    """Set a new password with the token from the e-mail; every session of the account is signed out."""
    await service.confirm_password_reset(
        db, get_runtime(request).mailer, token=body.token, password=body.password
    )
    return Response(status_code=status.HTTP_204_NO_CONTENT)


@age_router.post("/confirm", response_model=SessionInfo)
async def confirm_age(request: Request, db: SessionDep, settings: SettingsDep, auth: AuthDep) -> SessionInfo:
    """Confirm being 18 or older: once per account, or per browser for visitors."""
    if auth.user is not None:
        await service.confirm_age(db, auth.user)
    else:
        set_visitor_age_cookie(request, settings)
    return session_info(request, settings, Auth(auth.user, auth.session, auth.banned_reason, True))
