"""/api/admin and /api/moderators: the staff areas, gated on the server by role."""

from __future__ import annotations

import uuid

from fastapi import APIRouter, Query

from nocturne.accounts import service as accounts
from nocturne.accounts.deps import AdminUser, ModeratorUser
from nocturne.accounts.repository import AccountsRepository
from nocturne.accounts.schemas import Me
from nocturne.db import SessionDep
from nocturne.errors import ErrorBody, Forbidden
from nocturne.models import Role, User
from nocturne.moderation import queue as moderation_queue
from nocturne.staff.schemas import AdminStats, BanIn, CustomerPage, ModerationQueue, RoleIn

STAFF_RESPONSES: dict[int | str, dict[str, object]] = {401: {"model": ErrorBody}, 403: {"model": ErrorBody}}
admin_router = APIRouter(prefix="/admin", tags=["staff"], responses=STAFF_RESPONSES)
moderators_router = APIRouter(prefix="/moderators", tags=["staff"], responses=STAFF_RESPONSES)

PAGE_SIZE = 25


@admin_router.get("/stats", response_model=AdminStats)
async def stats(_: AdminUser, db: SessionDep) -> AdminStats:
    """Head counts for the admin dashboard."""
    repo = AccountsRepository(db)
    return AdminStats(
        users=await repo.count_users(),
        admins=await repo.count_users(User.role == Role.admin),
        moderators=await repo.count_users(User.role == Role.moderator),
        subscribers=await repo.count_users(User.is_subscriber.is_(True)),
        banned=await repo.count_users(User.banned_at.is_not(None)),
    )


@admin_router.get("/customers", response_model=CustomerPage)
async def customers(
    _: AdminUser,
    db: SessionDep,
    q: str | None = Query(default=None, max_length=320),
    page: int = Query(default=1, ge=1, le=100000),
) -> CustomerPage:
    """Find accounts by e-mail or username."""
    rows, total = await AccountsRepository(db).search_users(q, limit=PAGE_SIZE, offset=(page - 1) * PAGE_SIZE)
    return CustomerPage(items=[Me.of(u) for u in rows], total=total, page=page, page_size=PAGE_SIZE)


@admin_router.post("/users/{user_id}/ban", response_model=Me)
async def ban(user_id: uuid.UUID, body: BanIn, staff: ModeratorUser, db: SessionDep) -> Me:
    """Ban an account (moderators may not ban staff)."""
    target = await accounts.get_user(db, user_id)
    if target.id == staff.id:
        raise Forbidden("You cannot ban yourself.")
    if target.role != Role.user and staff.role != Role.admin:
        raise Forbidden("Only admins can ban staff accounts.")
    return Me.of(await accounts.ban(db, target, body.reason))


@admin_router.post("/users/{user_id}/unban", response_model=Me)
async def unban(user_id: uuid.UUID, _: ModeratorUser, db: SessionDep) -> Me:
    """Lift a ban."""
    return Me.of(await accounts.unban(db, await accounts.get_user(db, user_id)))


@admin_router.put("/users/{user_id}/role", response_model=Me)
async def set_role(user_id: uuid.UUID, body: RoleIn, admin: AdminUser, db: SessionDep) -> Me:
    """Make an account a user, moderator or admin."""
    target = await accounts.get_user(db, user_id)
    if target.id == admin.id and body.role != Role.admin:
        raise Forbidden("You cannot remove your own admin role.")
    return Me.of(await accounts.set_role(db, target, Role(body.role)))


@moderators_router.get("/queue", response_model=ModerationQueue)
async def queue(_: ModeratorUser, db: SessionDep) -> ModerationQueue:
    """Flagged content waiting for review, newest first."""
    return ModerationQueue(items=await moderation_queue.open_flags(db))


@moderators_router.get("/emergency", response_model=ModerationQueue)
async def emergency(_: ModeratorUser, db: SessionDep) -> ModerationQueue:
    """Suspected sexual content involving minors: reviewed first, reported as the law requires."""
    return ModerationQueue(items=await moderation_queue.open_flags(db, emergency_only=True))
