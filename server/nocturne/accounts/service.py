"""Account rules: sign up, log in, passwords, profile, deletion, bans and roles."""

from __future__ import annotations

import logging
from datetime import timedelta
from typing import Any

from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.accounts import countries
from nocturne.accounts.passwords import hash_password, verify_password
from nocturne.accounts.repository import AccountsRepository
from nocturne.accounts.schemas import NotificationPrefs, ProfileUpdate
from nocturne.accounts.sessions import create_session, revoke_session, revoke_user_sessions
from nocturne.config import Settings
from nocturne.errors import BadRequest, Banned, Conflict, NotFound, Unauthorized
from nocturne.kit.clock import utcnow
from nocturne.kit.tokens import hash_token, new_token
from nocturne.mail.sender import Mailer
from nocturne.models import AuthSession, PasswordReset, Role, User
from nocturne.promotion import service as promotion

log = logging.getLogger("nocturne.accounts")

EMAIL_TAKEN = "An account with this e-mail address already exists. Log in instead, or reset your password."
USERNAME_TAKEN = "This username is taken. Choose another one."
BAD_CREDENTIALS = "The e-mail address or password is not correct."
WRONG_PASSWORD = "The password is not correct."
BAD_RESET_TOKEN = "This password reset link is invalid or has expired. Ask for a new one."


async def signup(
    db: AsyncSession,
    settings: Settings,
    *,
    email: str,
    password: str,
    username: str,
    user_agent: str | None,
    age_confirmed: bool,
    referral_code: str | None = None,
) -> tuple[User, str]:
    """Create an account and its first session; returns the user and the session token."""
    repo = AccountsRepository(db)
    if await repo.user_by_email(email):
        raise Conflict(EMAIL_TAKEN)
    if await repo.user_by_username(username):
        raise Conflict(USERNAME_TAKEN)
    user = User(
        email=email.lower(),
        username=username,
        username_key=username.lower(),
        password_hash=hash_password(password),
        role=Role.user,
        notification_prefs=NotificationPrefs().model_dump(by_alias=True),
        age_confirmed_at=utcnow() if age_confirmed else None,
    )
    try:
        async with db.begin_nested():
            await repo.add(user)
    except IntegrityError as exc:  # a concurrent signup won the race
        raise Conflict(EMAIL_TAKEN) from exc
    # Counted once for the code it came with; an unknown code is ignored (spec 1 Promotion).
    await promotion.record_referral(db, referral_code, user.id)
    token = await create_session(db, settings, user, user_agent)
    return user, token


async def login(
    db: AsyncSession,
    settings: Settings,
    *,
    login: str,
    password: str,
    user_agent: str | None,
    age_confirmed: bool,
    current: AuthSession | None,
) -> tuple[User, str]:
    """Check credentials and start a fresh session (the old one, if any, is revoked: rotation on login)."""
    repo = AccountsRepository(db)
    user = await repo.user_by_login(login)
    ok, new_hash = verify_password(password, user.password_hash if user else None)
    if user is None or not ok:
        raise Unauthorized(BAD_CREDENTIALS)
    if user.is_banned:
        raise Banned(user.ban_reason or "This account has been banned.")
    if new_hash:
        user.password_hash = new_hash
    if age_confirmed and user.age_confirmed_at is None:
        user.age_confirmed_at = utcnow()
    if current is not None:
        await revoke_session(db, current, "login")
    token = await create_session(db, settings, user, user_agent)
    return user, token


async def request_password_reset(db: AsyncSession, settings: Settings, mailer: Mailer, email: str) -> None:
    """Mail a one-time reset link; says nothing about whether the account exists."""
    user = await AccountsRepository(db).user_by_email(email)
    if user is None or user.is_banned:
        return
    token = new_token()
    now = utcnow()
    await AccountsRepository(db).add(
        PasswordReset(
            user_id=user.id,
            token_hash=hash_token(token),
            created_at=now,
            expires_at=now + timedelta(seconds=settings.password_reset_ttl_seconds),
        )
    )
    link = f"{settings.app_origin.rstrip('/')}/login?reset={token}"
    body = (
        f"Hello {user.display_name or user.username},\n\n"
        f"Someone asked to reset the password of your Nocturne account. To choose a new password, open:\n\n"
        f"{link}\n\nThe link works once and expires in {settings.password_reset_ttl_seconds // 60} minutes. "
        "If you did not ask for this, ignore this e-mail.\n"
    )
    await mailer.send(user.email, "Reset your Nocturne password", body, category="transactional")


async def confirm_password_reset(db: AsyncSession, mailer: Mailer, *, token: str, password: str) -> None:
    repo = AccountsRepository(db)
    reset = await repo.reset_by_token_hash(hash_token(token))
    now = utcnow()
    if reset is None or reset.used_at is not None or reset.expires_at <= now:
        raise BadRequest(BAD_RESET_TOKEN)
    user = await repo.user_by_id(reset.user_id)
    if user is None:
        raise BadRequest(BAD_RESET_TOKEN)
    reset.used_at = now
    user.password_hash = hash_password(password)
    await revoke_user_sessions(db, user.id, "password-reset")
    await _notify_password_changed(mailer, user)


async def change_password(
    db: AsyncSession, mailer: Mailer, user: User, current: AuthSession | None, *, old: str, new: str
) -> None:
    """Change the password and sign out every other session."""
    ok, _ = verify_password(old, user.password_hash)
    if not ok:
        raise BadRequest(WRONG_PASSWORD)
    user.password_hash = hash_password(new)
    await revoke_user_sessions(db, user.id, "password-change", except_session=current)
    await db.flush()
    await _notify_password_changed(mailer, user)


async def _notify_password_changed(mailer: Mailer, user: User) -> None:
    await mailer.send(
        user.email,
        "Your Nocturne password was changed",
        "The password of your Nocturne account was just changed. If this was not you, reset it now.\n",
        category="security_alerts",
        prefs=user.notification_prefs,
    )


async def change_email(db: AsyncSession, user: User, *, email: str, password: str) -> User:
    ok, _ = verify_password(password, user.password_hash)
    if not ok:
        raise BadRequest(WRONG_PASSWORD)
    existing = await AccountsRepository(db).user_by_email(email)
    if existing is not None and existing.id != user.id:
        raise Conflict(EMAIL_TAKEN)
    user.email = email.lower()
    await db.flush()
    return user


NSFW_NEEDS_VERIFIED_AGE = (
    "Verify your age first: NSFW media is shown unblurred only to verified adults. "
    "Until then it stays blurred, and you can reveal one picture at a time."
)


async def update_profile(db: AsyncSession, user: User, changes: ProfileUpdate) -> User:
    data = changes.model_dump(exclude_unset=True)
    if "username" in data and data["username"] is not None:
        existing = await AccountsRepository(db).user_by_username(data["username"])
        if existing is not None and existing.id != user.id:
            raise Conflict(USERNAME_TAKEN)
        user.username = data["username"]
        user.username_key = data["username"].lower()
    if "country" in data:
        code = data["country"] or None
        if code is not None and countries.by_code(code) is None:
            raise BadRequest(f"Unknown country code '{code}'. Use a two-letter ISO code such as US or GB.")
        user.country = code
    for field in ("display_name", "bio"):
        if field in data:
            setattr(user, field, data[field] or None)
    if data.get("show_nsfw_media") is not None:
        if data["show_nsfw_media"] and user.age_verified_at is None:
            raise BadRequest(NSFW_NEEDS_VERIFIED_AGE)
        user.show_nsfw_media = data["show_nsfw_media"]
    await db.flush()
    return user


async def set_notification_prefs(db: AsyncSession, user: User, prefs: NotificationPrefs) -> NotificationPrefs:
    user.notification_prefs = prefs.model_dump(by_alias=True)
    await db.flush()
    return prefs


def notification_prefs(user: User) -> NotificationPrefs:
    return NotificationPrefs.model_validate(user.notification_prefs or {})


async def export_account(db: AsyncSession, user: User) -> dict[str, Any]:
    """Everything stored about the account, for the download offered before deletion."""
    repo = AccountsRepository(db)
    sessions = await repo.sessions_for_user(user.id)
    oauth = await repo.oauth_accounts_for_user(user.id)
    return {
        "exportedAt": utcnow().isoformat(),
        "account": {
            "id": str(user.id),
            "email": user.email,
            "username": user.username,
            "displayName": user.display_name,
            "bio": user.bio,
            "country": user.country,
            "role": user.role,
            "isSubscriber": user.is_subscriber,
            "createdAt": user.created_at.isoformat(),
            "ageConfirmedAt": user.age_confirmed_at.isoformat() if user.age_confirmed_at else None,
            "ageVerifiedAt": user.age_verified_at.isoformat() if user.age_verified_at else None,
            "notificationPrefs": user.notification_prefs,
        },
        "sessions": [
            {
                "createdAt": s.created_at.isoformat(),
                "lastSeenAt": s.last_seen_at.isoformat(),
                "userAgent": s.user_agent,
                "revokedAt": s.revoked_at.isoformat() if s.revoked_at else None,
            }
            for s in sessions
        ],
        "linkedAccounts": [{"provider": o.provider, "email": o.email} for o in oauth],
    }


async def delete_account(db: AsyncSession, user: User, *, password: str) -> None:
    ok, _ = verify_password(password, user.password_hash)
    if not ok:
        raise BadRequest(WRONG_PASSWORD)
    await AccountsRepository(db).delete(user)


async def confirm_age(db: AsyncSession, user: User) -> None:
    if user.age_confirmed_at is None:
        user.age_confirmed_at = utcnow()
        await db.flush()


# Staff actions on accounts


async def get_user(db: AsyncSession, user_id: Any) -> User:
    user = await AccountsRepository(db).user_by_id(user_id)
    if user is None:
        raise NotFound("No such user.")
    return user


async def ban(db: AsyncSession, user: User, reason: str) -> User:
    """Ban at once: every session of the account is revoked and its next request lands on /banned."""
    user.banned_at = utcnow()
    user.ban_reason = reason
    await revoke_user_sessions(db, user.id, "banned")
    await db.flush()
    log.warning("user %s banned: %s", user.id, reason)
    return user


async def unban(db: AsyncSession, user: User) -> User:
    user.banned_at = None
    user.ban_reason = None
    await db.flush()
    return user


async def set_role(db: AsyncSession, user: User, role: Role) -> User:
    user.role = role
    await db.flush()
    return user


async def ensure_admin(
    db: AsyncSession, *, email: str, username: str | None, password: str | None
) -> tuple[User, bool]:
    """Make `email` an admin, creating the account when needed (the `nocturne admin create` command)."""
    repo = AccountsRepository(db)
    user = await repo.user_by_email(email)
    if user is not None:
        user.role = Role.admin
        if password:
            user.password_hash = hash_password(password)
        await db.flush()
        return user, False
    name = username or email.split("@")[0][:32]
    name = "".join(ch for ch in name if ch.isalnum() or ch == "_")[:32] or "admin"
    if len(name) < 3 or await repo.user_by_username(name):
        name = f"{name[:24]}_{new_token()[:6]}".replace("-", "_")
    user = User(
        email=email.lower(),
        username=name,
        username_key=name.lower(),
        password_hash=hash_password(password) if password else None,
        role=Role.admin,
        notification_prefs=NotificationPrefs().model_dump(by_alias=True),
        age_confirmed_at=utcnow(),
    )
    await repo.add(user)
    return user, True


async def ensure_system_account(db: AsyncSession, *, email: str, username: str, display_name: str) -> User:
    """The account that owns what the operator ships (starter characters): found by e-mail, created once.

    It has no password, so nobody can log in to it; a taken username gets a random suffix.
    """
    repo = AccountsRepository(db)
    user = await repo.user_by_email(email)
    if user is not None:
        return user
    name = username
    if await repo.user_by_username(name):
        name = f"{username[:24]}_{new_token()[:6]}".replace("-", "_")
    user = User(
        email=email,
        username=name,
        username_key=name.lower(),
        password_hash=None,
        display_name=display_name,
        role=Role.user,
        notification_prefs=NotificationPrefs().model_dump(by_alias=True),
        age_confirmed_at=utcnow(),
    )
    await repo.add(user)
    return user
