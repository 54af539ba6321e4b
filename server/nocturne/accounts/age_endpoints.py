"""/api/age-verification: hand the user to the age-assurance vendor and record the vendor's answer."""

from __future__ import annotations

from fastapi import APIRouter, Request

from nocturne.accounts.age_verifiers import AgeVerifier, AgeVerifierError, finalize_url
from nocturne.accounts.deps import AuthDep, CurrentUser
from nocturne.accounts.endpoints import session_info
from nocturne.accounts.repository import AccountsRepository
from nocturne.accounts.schemas import (
    AgeVerificationFinalize,
    AgeVerificationStart,
    AgeVerificationStarted,
    SessionInfo,
)
from nocturne.db import SessionDep
from nocturne.errors import BadRequest, ErrorBody, NotFound, ServiceUnavailable
from nocturne.kit.clock import utcnow
from nocturne.kit.deps import SettingsDep
from nocturne.models import AgeVerification
from nocturne.runtime import get_runtime

router = APIRouter(prefix="/age-verification", tags=["auth"], responses={401: {"model": ErrorBody}})

NOT_APPROVED = "Your age could not be verified. You can try again with another method."


def _verifier(request: Request) -> AgeVerifier:
    return get_runtime(request).age_verifier


@router.post("/start", response_model=AgeVerificationStarted, responses={503: {"model": ErrorBody}})
async def start(
    body: AgeVerificationStart, request: Request, user: CurrentUser, db: SessionDep, settings: SettingsDep
) -> AgeVerificationStarted:
    """Begin age verification with the configured vendor; the browser follows `redirectUrl`."""
    verifier = _verifier(request)
    try:
        # End the read transaction first: no database lock is held while the vendor answers.
        await db.commit()
        started = await verifier.start(return_url=finalize_url(settings))
    except AgeVerifierError as exc:
        raise ServiceUnavailable(str(exc)) from exc
    next_path = (
        body.next if body.next and body.next.startswith("/") and not body.next.startswith("//") else None
    )
    await AccountsRepository(db).add(
        AgeVerification(
            user_id=user.id, vendor=verifier.name, reference=started.reference, next_path=next_path
        )
    )
    return AgeVerificationStarted(redirect_url=started.redirect_url)


@router.post(
    "/finalize", response_model=SessionInfo, responses={400: {"model": ErrorBody}, 404: {"model": ErrorBody}}
)
async def finalize(
    body: AgeVerificationFinalize,
    request: Request,
    user: CurrentUser,
    auth: AuthDep,
    db: SessionDep,
    settings: SettingsDep,
) -> SessionInfo:
    """Finish verification: the result is fetched from the vendor, never taken from the browser."""
    repo = AccountsRepository(db)
    record = (
        await repo.age_verification(body.reference)
        if body.reference
        else await repo.latest_age_verification(user.id)
    )
    if record is None or record.user_id != user.id:
        raise NotFound("This age verification was not started from your account. Start it again.")
    if record.status != "approved":
        try:
            await db.commit()  # no database lock is held while the vendor answers
            result = await _verifier(request).fetch_result(record.reference)
        except AgeVerifierError as exc:
            raise ServiceUnavailable(str(exc)) from exc
        record.completed_at = utcnow()
        record.status = "approved" if result.approved else "rejected"
        if not result.approved:
            raise BadRequest(NOT_APPROVED)
        user.age_verified_at = record.completed_at
        user.age_method = result.method
        user.age_confirmed_at = user.age_confirmed_at or record.completed_at
        await db.flush()
    return session_info(request, settings, auth, user)
