"""Moderator actions on flags and accounts, each written to the moderation log (moderation_actions).

- Dismiss: the flag was a false positive; the strike it counted is removed.
- Confirm: the flag stands; its strike stays.
- Ban (optionally from a flag, which is then confirmed) and unban; an unban resets the account's
  strikes, so the flags it was banned for no longer count towards the next automatic ban.
- Reading a flag's evidence (the flagged text of an emergency flag) is recorded in the access log.

Only open flags can be reviewed: a second moderator acting on a flag someone just reviewed gets a 409
naming who did. Services flush; the request commits."""

from __future__ import annotations

import logging
import uuid

from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.accounts import service as accounts
from nocturne.errors import BadRequest, Conflict, Forbidden, NotFound
from nocturne.kit.clock import utcnow
from nocturne.models import EvidenceAccess, ModerationAction, ModerationFlag, Role, User
from nocturne.moderation.repository import ModerationRepository

log = logging.getLogger("nocturne.moderation")

AUTOMATIC = "automatic"  # the actor name of a ban the strike threshold triggered
ACCESS_LOG_SHOWN = 20


def _log(
    db: AsyncSession,
    action: str,
    actor: User | None,
    *,
    target: User | None,
    flag: ModerationFlag | None = None,
    note: str = "",
    strikes_before: int | None = None,
) -> ModerationAction:
    entry = ModerationAction(
        action=action,
        actor_id=actor.id if actor else None,
        actor_name=actor.username if actor else AUTOMATIC,
        flag_id=flag.id if flag else None,
        target_user_id=target.id if target else None,
        target_name=target.username if target else None,
        note=note,
        strikes_before=strikes_before,
        strikes_after=target.moderation_strikes if target else None,
        created_at=utcnow(),
    )
    db.add(entry)
    log.info(
        "moderation %s by %s: flag %s, user %s", action, entry.actor_name, entry.flag_id, entry.target_name
    )
    return entry


async def _flag(db: AsyncSession, flag_id: uuid.UUID) -> ModerationFlag:
    flag = await ModerationRepository(db).flag(flag_id)
    if flag is None:
        raise NotFound("No such flag. It may have been removed; reload the queue.")
    return flag


async def _open_flag(db: AsyncSession, flag_id: uuid.UUID) -> ModerationFlag:
    flag = await _flag(db, flag_id)
    if flag.status != "open":
        by = await _username(db, flag.reviewed_by_id)
        raise Conflict(f"This flag was already {flag.status} by {by}. Reload the queue to see its state.")
    return flag


async def _username(db: AsyncSession, user_id: uuid.UUID | None) -> str:
    users = await ModerationRepository(db).users({user_id} if user_id else set())
    return f"@{users[user_id].username}" if user_id in users else "another moderator"


def _review(flag: ModerationFlag, status: str, staff: User) -> None:
    flag.status = status
    flag.reviewed_by_id = staff.id
    flag.reviewed_at = utcnow()


async def _author(db: AsyncSession, flag: ModerationFlag) -> User | None:
    return await accounts.get_user(db, flag.user_id) if flag.user_id else None


async def dismiss(db: AsyncSession, staff: User, flag_id: uuid.UUID, note: str = "") -> ModerationFlag:
    """A false positive: the flag is closed and the strike it counted is taken back."""
    flag = await _open_flag(db, flag_id)
    author = await _author(db, flag)
    before = author.moderation_strikes if author else None
    if flag.counts_strike and author is not None:
        author.moderation_strikes = max(0, author.moderation_strikes - 1)
    flag.counts_strike = False
    _review(flag, "dismissed", staff)
    _log(db, "dismiss", staff, target=author, flag=flag, note=note, strikes_before=before)
    await db.flush()
    return flag


async def confirm(db: AsyncSession, staff: User, flag_id: uuid.UUID, note: str = "") -> ModerationFlag:
    """The flag stands (and its strike with it)."""
    flag = await _open_flag(db, flag_id)
    author = await _author(db, flag)
    _review(flag, "confirmed", staff)
    _log(
        db,
        "confirm",
        staff,
        target=author,
        flag=flag,
        note=note,
        strikes_before=author.moderation_strikes if author else None,
    )
    await db.flush()
    return flag


async def ban(
    db: AsyncSession,
    staff: User,
    user_id: uuid.UUID,
    reason: str,
    *,
    flag_id: uuid.UUID | None = None,
    note: str = "",
) -> User:
    """Ban an account (moderators may not ban staff); banning from an open flag confirms that flag."""
    target = await accounts.get_user(db, user_id)
    if target.id == staff.id:
        raise Forbidden("You cannot ban yourself.")
    if target.role != Role.user and staff.role != Role.admin:
        raise Forbidden("Only admins can ban staff accounts.")
    if target.is_banned:
        raise Conflict("This account is already banned. Reload to see its state.")
    flag = None
    if flag_id is not None:
        flag = await _flag(db, flag_id)
        if flag.user_id != target.id:
            raise BadRequest("That flag belongs to another account; ban from the flag's own row.")
        if flag.status == "open":
            _review(flag, "confirmed", staff)
    await accounts.ban(db, target, reason)
    _log(
        db,
        "ban",
        staff,
        target=target,
        flag=flag,
        note=note or reason,
        strikes_before=target.moderation_strikes,
    )
    await db.flush()
    return target


async def unban(db: AsyncSession, staff: User, user_id: uuid.UUID, note: str = "") -> User:
    """Lift a ban and reset the strikes it was given for: the account starts again from zero."""
    target = await accounts.get_user(db, user_id)
    if not target.is_banned:
        raise Conflict("This account is not banned. Reload to see its state.")
    before = target.moderation_strikes
    target.moderation_strikes = 0
    await ModerationRepository(db).clear_strikes(target.id)
    await accounts.unban(db, target)
    _log(db, "unban", staff, target=target, note=note, strikes_before=before)
    await db.flush()
    return target


def log_automatic_ban(db: AsyncSession, user: User) -> None:
    """The strike threshold banned an account: logged without an actor."""
    _log(
        db,
        "ban",
        None,
        target=user,
        note=f"Automatic ban at {user.moderation_strikes} strikes.",
        strikes_before=user.moderation_strikes,
    )


def log_content_removal(db: AsyncSession, staff: User, target: User | None, note: str) -> None:
    """Staff removed someone's content (a feed post, a comment): logged as the other actions are."""
    _log(
        db,
        "remove",
        staff,
        target=target,
        note=note,
        strikes_before=target.moderation_strikes if target else None,
    )


async def read_evidence(
    db: AsyncSession, staff: User, flag_id: uuid.UUID
) -> tuple[ModerationFlag, list[EvidenceAccess]]:
    """The flagged text, recorded in the access log before it is returned; with the latest readings."""
    flag = await _flag(db, flag_id)
    db.add(EvidenceAccess(flag_id=flag.id, actor_id=staff.id, actor_name=staff.username, created_at=utcnow()))
    await db.flush()
    log.info("evidence of flag %s read by %s", flag.id, staff.username)
    return flag, await ModerationRepository(db).evidence_accesses(flag.id, limit=ACCESS_LOG_SHOWN)
