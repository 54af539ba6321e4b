"""/api/admin and /api/moderators: the staff areas, gated on the server by role (spec 6)."""

from __future__ import annotations

import uuid
from typing import Annotated

from fastapi import APIRouter, Depends, Query

from nocturne.accounts.deps import AdminUser, ModeratorUser
from nocturne.accounts.schemas import Me
from nocturne.db import SessionDep
from nocturne.errors import ErrorBody
from nocturne.kit.pagination import PageParams, page_query
from nocturne.models import Role
from nocturne.moderation import actions
from nocturne.moderation import queue as moderation_queue
from nocturne.moderation.schemas import ActionPage, Evidence, FlagOut, ModerationQueue, ReviewIn
from nocturne.staff import service
from nocturne.staff.schemas import AdminStats, BanIn, CustomerPage, RoleIn, UnbanIn

STAFF_RESPONSES: dict[int | str, dict[str, object]] = {401: {"model": ErrorBody}, 403: {"model": ErrorBody}}
REVIEW_RESPONSES: dict[int | str, dict[str, object]] = {404: {"model": ErrorBody}, 409: {"model": ErrorBody}}
admin_router = APIRouter(prefix="/admin", tags=["staff"], responses=STAFF_RESPONSES)
moderators_router = APIRouter(prefix="/moderators", tags=["staff"], responses=STAFF_RESPONSES)

QueueStatus = moderation_queue.QueueStatus

CustomersPageDep = Annotated[PageParams, Depends(page_query(service.PAGE_SIZE))]
ActionsPageDep = Annotated[PageParams, Depends(page_query(moderation_queue.ACTIONS_PAGE_SIZE))]


@admin_router.get("/stats", response_model=AdminStats)
async def stats(_: AdminUser, db: SessionDep) -> AdminStats:
    """Head counts for the admin dashboard."""
    return await service.stats(db)


@admin_router.get("/customers", response_model=CustomerPage)
async def customers(
    _: AdminUser,
    db: SessionDep,
    page: CustomersPageDep,
    q: str | None = Query(default=None, max_length=320),
) -> CustomerPage:
    """Find accounts by e-mail or username."""
    rows, total = await service.find_customers(db, q, page)
    return CustomerPage(items=[Me.of(u) for u in rows], total=total, page=page.page, page_size=page.page_size)


@admin_router.post("/users/{user_id}/ban", response_model=Me, responses=REVIEW_RESPONSES)
async def ban(user_id: uuid.UUID, body: BanIn, staff: ModeratorUser, db: SessionDep) -> Me:
    """Ban an account (moderators may not ban staff); logged in the moderation log."""
    return Me.of(await actions.ban(db, staff, user_id, body.reason, flag_id=body.flag_id, note=body.note))


@admin_router.post("/users/{user_id}/unban", response_model=Me, responses=REVIEW_RESPONSES)
async def unban(user_id: uuid.UUID, staff: ModeratorUser, db: SessionDep, body: UnbanIn | None = None) -> Me:
    """Lift a ban and reset the account's strikes; logged in the moderation log."""
    return Me.of(await actions.unban(db, staff, user_id, body.note if body else ""))


@admin_router.put("/users/{user_id}/role", response_model=Me)
async def set_role(user_id: uuid.UUID, body: RoleIn, admin: AdminUser, db: SessionDep) -> Me:
    """Make an account a user, moderator or admin."""
    return Me.of(await service.set_role(db, admin, user_id, Role(body.role)))


@moderators_router.get("/queue", response_model=ModerationQueue)
async def queue(_: ModeratorUser, db: SessionDep, status: QueueStatus = "open") -> ModerationQueue:
    """Flagged content, newest first: open (waiting for review), reviewed, or all."""
    return ModerationQueue(items=await moderation_queue.flags(db, status=status))


@moderators_router.get("/emergency", response_model=ModerationQueue)
async def emergency(_: ModeratorUser, db: SessionDep, status: QueueStatus = "open") -> ModerationQueue:
    """Suspected sexual content involving minors: reviewed first, reported as the law requires."""
    return ModerationQueue(items=await moderation_queue.flags(db, status=status, emergency_only=True))


@moderators_router.post("/flags/{flag_id}/dismiss", response_model=FlagOut, responses=REVIEW_RESPONSES)
async def dismiss(
    flag_id: uuid.UUID, staff: ModeratorUser, db: SessionDep, body: ReviewIn | None = None
) -> FlagOut:
    """A false positive: close the flag and take back its strike."""
    flag = await actions.dismiss(db, staff, flag_id, body.note if body else "")
    return await moderation_queue.one_flag(db, flag)


@moderators_router.post("/flags/{flag_id}/confirm", response_model=FlagOut, responses=REVIEW_RESPONSES)
async def confirm(
    flag_id: uuid.UUID, staff: ModeratorUser, db: SessionDep, body: ReviewIn | None = None
) -> FlagOut:
    """The flag stands; its strike stays."""
    flag = await actions.confirm(db, staff, flag_id, body.note if body else "")
    return await moderation_queue.one_flag(db, flag)


@moderators_router.post(
    "/flags/{flag_id}/evidence", response_model=Evidence, responses={404: {"model": ErrorBody}}
)
async def evidence(flag_id: uuid.UUID, staff: ModeratorUser, db: SessionDep) -> Evidence:
    """Read a flag's text, read-only. Every reading is recorded in the evidence access log (a POST, so
    that only a staff page with its CSRF token can write that record)."""
    flag, accesses = await actions.read_evidence(db, staff, flag_id)
    return await moderation_queue.evidence(db, flag, accesses)


@moderators_router.get("/actions", response_model=ActionPage)
async def action_log(_: ModeratorUser, db: SessionDep, page: ActionsPageDep) -> ActionPage:
    """The moderation log: every dismissal, confirmation, ban and unban, newest first."""
    return await moderation_queue.action_log(db, page)
