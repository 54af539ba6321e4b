"""Every query of the accounts domain."""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import func, or_, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.models import AgeVerification, AuthSession, OAuthAccount, PasswordReset, User


class AccountsRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def user_by_id(self, user_id: uuid.UUID) -> User | None:
        return await self.session.get(User, user_id)

    async def user_by_email(self, email: str) -> User | None:
        return await self.session.scalar(select(User).where(User.email == email.lower()))

    async def user_by_username(self, username: str) -> User | None:
        return await self.session.scalar(select(User).where(User.username_key == username.lower()))

    async def user_by_login(self, login: str) -> User | None:
        key = login.strip().lower()
        return await self.session.scalar(select(User).where(or_(User.email == key, User.username_key == key)))

    async def add(self, obj: object) -> None:
        self.session.add(obj)
        await self.session.flush()

    async def delete(self, obj: object) -> None:
        await self.session.delete(obj)
        await self.session.flush()

    # sessions
    async def session_with_user(self, column: Any, token_hash: str) -> tuple[AuthSession, User] | None:
        """The session whose token (or previous token) hashes to `token_hash`, with its user, in one query:
        every API request asks this."""
        row = (
            await self.session.execute(
                select(AuthSession, User)
                .join(User, User.id == AuthSession.user_id)
                .where(column == token_hash)
            )
        ).first()
        return (row[0], row[1]) if row else None

    async def revoke_sessions(
        self,
        *,
        now: datetime,
        reason: str,
        user_id: uuid.UUID | None = None,
        family_id: uuid.UUID | None = None,
        except_id: uuid.UUID | None = None,
    ) -> None:
        stmt = update(AuthSession).where(AuthSession.revoked_at.is_(None))
        if user_id is not None:
            stmt = stmt.where(AuthSession.user_id == user_id)
        if family_id is not None:
            stmt = stmt.where(AuthSession.family_id == family_id)
        if except_id is not None:
            stmt = stmt.where(AuthSession.id != except_id)
        await self.session.execute(
            stmt.values(revoked_at=now, revoked_reason=reason).execution_options(synchronize_session="fetch")
        )

    async def sessions_for_user(self, user_id: uuid.UUID) -> Sequence[AuthSession]:
        return (await self.session.scalars(select(AuthSession).where(AuthSession.user_id == user_id))).all()

    # password resets
    async def reset_by_token_hash(self, token_hash: str) -> PasswordReset | None:
        return await self.session.scalar(select(PasswordReset).where(PasswordReset.token_hash == token_hash))

    # oauth
    async def oauth_account(self, provider: str, subject: str) -> OAuthAccount | None:
        return await self.session.scalar(
            select(OAuthAccount).where(OAuthAccount.provider == provider, OAuthAccount.subject == subject)
        )

    async def oauth_accounts_for_user(self, user_id: uuid.UUID) -> Sequence[OAuthAccount]:
        return (await self.session.scalars(select(OAuthAccount).where(OAuthAccount.user_id == user_id))).all()

    # age verification
    async def age_verification(self, reference: str) -> AgeVerification | None:
        return await self.session.scalar(
            select(AgeVerification).where(AgeVerification.reference == reference)
        )

    async def latest_age_verification(self, user_id: uuid.UUID) -> AgeVerification | None:
        return await self.session.scalar(
            select(AgeVerification)
            .where(AgeVerification.user_id == user_id)
            .order_by(AgeVerification.created_at.desc())
            .limit(1)
        )

    # staff listings
    async def search_users(self, query: str | None, *, limit: int, offset: int) -> tuple[Sequence[User], int]:
        stmt = select(User)
        if query:
            like = f"%{query.lower()}%"
            stmt = stmt.where(or_(User.email.like(like), User.username_key.like(like)))
        total = await self.session.scalar(select(func.count()).select_from(stmt.subquery())) or 0
        rows = await self.session.scalars(stmt.order_by(User.created_at.desc()).limit(limit).offset(offset))
        return rows.all(), total

    async def count_users(self, *conditions: object) -> int:
        stmt = select(func.count()).select_from(User)
        for condition in conditions:
            stmt = stmt.where(condition)  # type: ignore[arg-type]
        return await self.session.scalar(stmt) or 0
