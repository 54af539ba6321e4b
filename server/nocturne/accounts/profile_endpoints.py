"""/api/me: the signed-in user's profile, account settings and notification preferences."""

from __future__ import annotations

import json

from fastapi import APIRouter, Request, Response, status

from nocturne.accounts import countries, service
from nocturne.accounts.cookies import clear_session_cookie
from nocturne.accounts.deps import AuthDep, CurrentUser
from nocturne.accounts.schemas import (
    AccountDelete,
    Country,
    EmailChange,
    Me,
    NotificationPrefs,
    PasswordChange,
    ProfileUpdate,
)
from nocturne.db import SessionDep
from nocturne.errors import ErrorBody
from nocturne.kit.deps import SettingsDep
from nocturne.runtime import get_runtime

router = APIRouter(prefix="/me", tags=["profile"], responses={401: {"model": ErrorBody}})
countries_router = APIRouter(tags=["profile"])


@router.get("", response_model=Me)
async def get_me(user: CurrentUser) -> Me:
    """The signed-in user's account."""
    return Me.of(user)


@router.patch("", response_model=Me, responses={409: {"model": ErrorBody}})
async def update_me(body: ProfileUpdate, user: CurrentUser, db: SessionDep) -> Me:
    """Change display name, username, bio or country."""
    return Me.of(await service.update_profile(db, user, body))


@router.put("/email", response_model=Me, responses={400: {"model": ErrorBody}, 409: {"model": ErrorBody}})
async def change_email(body: EmailChange, user: CurrentUser, db: SessionDep) -> Me:
    """Change the e-mail address (the password confirms it is you)."""
    return Me.of(await service.change_email(db, user, email=body.email, password=body.password))


@router.put("/password", status_code=status.HTTP_204_NO_CONTENT, responses={400: {"model": ErrorBody}})
async def change_password(
    body: PasswordChange, request: Request, user: CurrentUser, auth: AuthDep, db: SessionDep
) -> Response:
    """Change the password; every other session is signed out."""
    await service.change_password(
        db, get_runtime(request).mailer, user, auth.session, old=body.current_password, new=body.new_password
    )
    return Response(status_code=status.HTTP_204_NO_CONTENT)


@router.delete("", status_code=status.HTTP_204_NO_CONTENT, responses={400: {"model": ErrorBody}})
async def delete_me(
    body: AccountDelete, request: Request, user: CurrentUser, db: SessionDep, settings: SettingsDep
) -> Response:
    """Delete the account and everything stored with it."""
    await service.delete_account(db, user, password=body.password)
    clear_session_cookie(request, settings)
    return Response(status_code=status.HTTP_204_NO_CONTENT)


@router.get("/export", responses={200: {"content": {"application/json": {}}}})
async def export_me(user: CurrentUser, db: SessionDep) -> Response:
    """Download everything stored about the account as JSON."""
    data = await service.export_account(db, user)
    return Response(
        json.dumps(data, indent=2),
        media_type="application/json",
        headers={"Content-Disposition": f'attachment; filename="nocturne-{user.username}.json"'},
    )


@router.get("/notifications", response_model=NotificationPrefs)
async def get_notifications(user: CurrentUser) -> NotificationPrefs:
    """Which e-mails the user receives."""
    return service.notification_prefs(user)


@router.put("/notifications", response_model=NotificationPrefs)
async def put_notifications(body: NotificationPrefs, user: CurrentUser, db: SessionDep) -> NotificationPrefs:
    """Choose which e-mails to receive."""
    return await service.set_notification_prefs(db, user, body)


@countries_router.get("/countries", response_model=list[Country])
async def list_countries() -> list[Country]:
    """Every ISO country, with US, CA, AU and GB first (spec 3 Country)."""
    return [Country(code=code, name=name) for code, name in countries.country_list()]
