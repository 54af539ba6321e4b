"""What moderators review: flags newest first; the emergency view holds the minors reasons.

The text of an emergency flag is evidence: lists never carry it, and each reading goes through
actions.read_evidence, which records it in the access log."""

from __future__ import annotations

import uuid
from typing import Literal

from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.chat.labels import flag_label
from nocturne.kit.pagination import PageParams
from nocturne.models import EvidenceAccess, ModerationAction, ModerationFlag, User
from nocturne.moderation.repository import ModerationRepository
from nocturne.moderation.schemas import ActionOut, ActionPage, Evidence, EvidenceAccessOut, FlagOut, FlagUser

# Suspected sexual content involving minors: reviewed first and reported as the law requires.
EMERGENCY_REASONS = ("prohibited", "openai:sexual-minors", "report:sexual-minors")
QUEUE_LIMIT = 200
ACTIONS_PAGE_SIZE = 50

QueueStatus = Literal["open", "reviewed", "all"]
_STATUSES: dict[str, tuple[str, ...]] = {
    "open": ("open",),
    "reviewed": ("dismissed", "confirmed"),
    "all": ("open", "dismissed", "confirmed"),
}


def report(
    db: AsyncSession,
    *,
    author_id: uuid.UUID,
    subject_type: str,
    subject_id: uuid.UUID,
    reason: str,
    text: str,
) -> ModerationFlag:
    """A user's report of someone's content (a feed post): queued as a flag on its author, with no strike
    until a moderator confirms it."""
    flag = ModerationFlag(
        user_id=author_id,
        subject_type=subject_type,
        subject_id=subject_id,
        reason=f"report:{reason}",
        source="report",
        excerpt=text[:2000],
        counts_strike=False,
    )
    db.add(flag)
    return flag


def is_emergency(flag: ModerationFlag) -> bool:
    return flag.reason in EMERGENCY_REASONS


def flag_out(flag: ModerationFlag, users: dict[uuid.UUID, User], views: int) -> FlagOut:
    author = users.get(flag.user_id) if flag.user_id else None
    reviewer = users.get(flag.reviewed_by_id) if flag.reviewed_by_id else None
    return FlagOut(
        id=flag.id,
        created_at=flag.created_at,
        label=flag_label(flag.reason) or flag.reason,
        reason=flag.reason,
        subject=flag.subject_type,
        subject_id=flag.subject_id,
        source=flag.source,
        status=flag.status,
        emergency=is_emergency(flag),
        excerpt=None if is_emergency(flag) else flag.excerpt,
        counts_strike=flag.counts_strike,
        user=FlagUser(
            id=author.id,
            username=author.username,
            strikes=author.moderation_strikes,
            is_banned=author.is_banned,
            role=author.role,
        )
        if author
        else None,
        reviewed_by=reviewer.username if reviewer else None,
        reviewed_at=flag.reviewed_at,
        evidence_views=views,
    )


async def _views(db: AsyncSession, flags: list[ModerationFlag]) -> list[FlagOut]:
    repo = ModerationRepository(db)
    ids = {f.user_id for f in flags if f.user_id} | {f.reviewed_by_id for f in flags if f.reviewed_by_id}
    users = await repo.users(ids)
    counts = await repo.evidence_access_counts({f.id for f in flags if is_emergency(f)})
    return [flag_out(flag, users, counts.get(flag.id, 0)) for flag in flags]


async def flags(
    db: AsyncSession, *, status: QueueStatus = "open", emergency_only: bool = False
) -> list[FlagOut]:
    rows = await ModerationRepository(db).flags(
        statuses=_STATUSES[status], reasons=EMERGENCY_REASONS if emergency_only else None, limit=QUEUE_LIMIT
    )
    return await _views(db, rows)


async def one_flag(db: AsyncSession, flag: ModerationFlag) -> FlagOut:
    return (await _views(db, [flag]))[0]


async def evidence(db: AsyncSession, flag: ModerationFlag, accesses: list[EvidenceAccess]) -> Evidence:
    return Evidence(
        flag=await one_flag(db, flag),
        text=flag.excerpt,
        access_log=[EvidenceAccessOut(actor=a.actor_name, created_at=a.created_at) for a in accesses],
    )


def _action_out(entry: ModerationAction, flags: dict[uuid.UUID, ModerationFlag]) -> ActionOut:
    flag = flags.get(entry.flag_id) if entry.flag_id else None
    return ActionOut(
        id=entry.id,
        created_at=entry.created_at,
        action=entry.action,
        actor=entry.actor_name,
        automatic=entry.actor_id is None and entry.actor_name == "automatic",
        flag_id=entry.flag_id,
        flag_label=(flag_label(flag.reason) or flag.reason) if flag else None,
        target_user_id=entry.target_user_id,
        target=entry.target_name,
        note=entry.note,
        strikes_before=entry.strikes_before,
        strikes_after=entry.strikes_after,
    )


async def action_log(db: AsyncSession, params: PageParams) -> ActionPage:
    repo = ModerationRepository(db)
    rows, total = await repo.actions(limit=params.page_size, offset=params.offset)
    flags_by_id = await repo.flags_by_id({row.flag_id for row in rows if row.flag_id})
    return ActionPage(
        items=[_action_out(row, flags_by_id) for row in rows],
        total=total,
        page=params.page,
        page_size=params.page_size,
    )
