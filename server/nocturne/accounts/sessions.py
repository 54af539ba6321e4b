"""Opaque, database-backed sessions: rotated on login and periodically, with reuse detection."""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from datetime import timedelta

from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.accounts.repository import AccountsRepository
from nocturne.config import Settings
from nocturne.kit.clock import utcnow
from nocturne.kit.tokens import hash_token, new_token
from nocturne.models import AuthSession, User

# Writing last_seen_at on every request would make every read a write; once a minute is plenty.
LAST_SEEN_GRANULARITY = timedelta(minutes=1)


@dataclass
class ResolvedSession:
    session: AuthSession | None = None
    user: User | None = None
    # Set when the token was rotated: the caller must send this new token back in the cookie.
    new_token: str | None = None
    banned_reason: str | None = None
    reuse_detected: bool = False


async def create_session(db: AsyncSession, settings: Settings, user: User, user_agent: str | None) -> str:
    """Start a new session family for `user`; returns the token for the cookie."""
    token = new_token()
    now = utcnow()
    session = AuthSession(
        user_id=user.id,
        family_id=uuid.uuid4(),
        token_hash=hash_token(token),
        created_at=now,
        rotated_at=now,
        last_seen_at=now,
        expires_at=now + timedelta(seconds=settings.session_max_age),
        user_agent=(user_agent or "")[:512] or None,
    )
    await AccountsRepository(db).add(session)
    return token


async def resolve_session(db: AsyncSession, settings: Settings, token: str | None) -> ResolvedSession:
    """Find the session a cookie token belongs to, rotating it when due and catching replayed old tokens."""
    if not token:
        return ResolvedSession()
    repo = AccountsRepository(db)
    now = utcnow()
    token_hash = hash_token(token)
    found = await repo.session_with_user(AuthSession.token_hash, token_hash)
    if found is None:
        found = await repo.session_with_user(AuthSession.prev_token_hash, token_hash)
        if found is None or found[0].revoked_at is not None:
            return ResolvedSession()
        previous = found[0]
        grace = timedelta(seconds=settings.session_reuse_grace_seconds)
        if now - previous.rotated_at > grace:
            # An old token presented after its grace window: someone kept a copy. End the whole family.
            await repo.revoke_sessions(now=now, reason="reuse", family_id=previous.family_id)
            return ResolvedSession(reuse_detected=True)
        # Within the grace window (e.g. two tabs racing a rotation) the previous token still counts.
    session, user = found
    if user.is_banned:
        return ResolvedSession(banned_reason=user.ban_reason or "This account has been banned.")
    if session.revoked_at is not None or session.expires_at <= now:
        return ResolvedSession()

    resolved = ResolvedSession(session=session, user=user)
    if session.token_hash == token_hash and now - session.rotated_at >= timedelta(
        seconds=settings.session_rotate_seconds
    ):
        resolved.new_token = new_token()
        session.prev_token_hash = session.token_hash
        session.token_hash = hash_token(resolved.new_token)
        session.rotated_at = now
        session.expires_at = now + timedelta(seconds=settings.session_max_age)
    if now - session.last_seen_at >= LAST_SEEN_GRANULARITY:
        session.last_seen_at = now
    await db.flush()
    return resolved


async def revoke_session(db: AsyncSession, session: AuthSession, reason: str) -> None:
    await AccountsRepository(db).revoke_sessions(now=utcnow(), reason=reason, family_id=session.family_id)


async def revoke_user_sessions(
    db: AsyncSession, user_id: uuid.UUID, reason: str, except_session: AuthSession | None = None
) -> None:
    await AccountsRepository(db).revoke_sessions(
        now=utcnow(), reason=reason, user_id=user_id, except_id=except_session.id if except_session else None
    )
