"""Who is asking: the session, the user, their role, ban and age-gate state, as FastAPI dependencies."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated

from fastapi import Depends, Request

from nocturne.accounts.cookies import (
    clear_session_cookie,
    read_session_token,
    set_session_cookie,
    visitor_age_confirmed,
)
from nocturne.accounts.sessions import resolve_session
from nocturne.db import SessionDep
from nocturne.errors import Banned, Forbidden, Unauthorized
from nocturne.kit.deps import SettingsDep
from nocturne.models import AuthSession, Role, User
from nocturne.observability.identity import identify

AGE_GATE_MESSAGE = "Confirm that you are 18 or older to see this content."


@dataclass
class Auth:
    user: User | None
    session: AuthSession | None
    banned_reason: str | None
    age_confirmed: bool

    @property
    def is_staff(self) -> bool:
        return self.user is not None and self.user.role in (Role.admin, Role.moderator)


async def get_auth(request: Request, db: SessionDep, settings: SettingsDep) -> Auth:
    token = read_session_token(request)
    resolved = await resolve_session(db, settings, token)
    if db.dirty or resolved.new_token or resolved.reuse_detected:
        # Rotation and reuse revocation must stick even when the endpoint later fails and rolls back;
        # otherwise the browser would hold a token the database never stored.
        await db.commit()
    if resolved.new_token:
        set_session_cookie(request, settings, resolved.new_token)
    elif token and resolved.user is None and resolved.banned_reason is None:
        clear_session_cookie(request, settings)
    user = resolved.user
    identify(request, user.id if user is not None else None)  # an error report names the user's id only
    age_confirmed = (
        user.age_confirmed_at is not None if user is not None else visitor_age_confirmed(request, settings)
    )
    return Auth(user, resolved.session, resolved.banned_reason, age_confirmed)


AuthDep = Annotated[Auth, Depends(get_auth)]


async def reject_banned(auth: AuthDep) -> None:
    """Every API call of a banned account answers 403 with the reason."""
    if auth.banned_reason is not None:
        raise Banned(auth.banned_reason)


async def require_user(auth: AuthDep) -> User:
    if auth.banned_reason is not None:
        raise Banned(auth.banned_reason)
    if auth.user is None:
        raise Unauthorized("Log in to continue.")
    return auth.user


CurrentUser = Annotated[User, Depends(require_user)]


async def require_age_confirmed(auth: AuthDep) -> Auth:
    """Adult content is served only after the 18+ confirmation (safety policy)."""
    if auth.banned_reason is not None:
        raise Banned(auth.banned_reason)
    if not auth.age_confirmed:
        raise Forbidden(AGE_GATE_MESSAGE)
    return auth


AgeConfirmed = Annotated[Auth, Depends(require_age_confirmed)]


async def require_adult_user(user: CurrentUser, auth: AuthDep) -> User:
    """A signed-in user who has passed the 18+ gate: characters and media are adult content."""
    if not auth.age_confirmed:
        raise Forbidden(AGE_GATE_MESSAGE)
    return user


AdultUser = Annotated[User, Depends(require_adult_user)]


async def require_admin(user: CurrentUser) -> User:
    if user.role != Role.admin:
        raise Forbidden("This page is for admins only.")
    return user


async def require_moderator(user: CurrentUser) -> User:
    if user.role not in (Role.admin, Role.moderator):
        raise Forbidden("This page is for moderators only.")
    return user


AdminUser = Annotated[User, Depends(require_admin)]
ModeratorUser = Annotated[User, Depends(require_moderator)]
