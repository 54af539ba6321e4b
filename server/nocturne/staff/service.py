"""Admin rules: head counts, finding accounts and changing roles. Bans and flag reviews are moderation
actions (moderation/actions.py), logged in the moderation log."""

from __future__ import annotations

import uuid

from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.accounts import service as accounts
from nocturne.accounts.repository import AccountsRepository
from nocturne.errors import Forbidden
from nocturne.kit.pagination import PageParams
from nocturne.models import Role, User
from nocturne.staff.schemas import AdminStats

PAGE_SIZE = 25


async def stats(db: AsyncSession) -> AdminStats:
    repo = AccountsRepository(db)
    return AdminStats(
        users=await repo.count_users(),
        admins=await repo.count_users(User.role == Role.admin),
        moderators=await repo.count_users(User.role == Role.moderator),
        subscribers=await repo.count_users(User.is_subscriber.is_(True)),
        banned=await repo.count_users(User.banned_at.is_not(None)),
    )


async def find_customers(db: AsyncSession, q: str | None, params: PageParams) -> tuple[list[User], int]:
    rows, total = await AccountsRepository(db).search_users(q, limit=params.page_size, offset=params.offset)
    return list(rows), total


async def set_role(db: AsyncSession, admin: User, user_id: uuid.UUID, role: Role) -> User:
    target = await accounts.get_user(db, user_id)
    if target.id == admin.id and role != Role.admin:
        raise Forbidden("You cannot remove your own admin role.")
    return await accounts.set_role(db, target, role)
