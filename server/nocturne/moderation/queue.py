"""What moderators review: the open flags, newest first; the emergency view holds the minors reasons."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.chat.labels import flag_label
from nocturne.models import ModerationFlag

# Suspected sexual content involving minors: reviewed first and reported as the law requires.
EMERGENCY_REASONS = ("prohibited", "openai:sexual-minors")
QUEUE_LIMIT = 200


async def open_flags(db: AsyncSession, *, emergency_only: bool = False) -> list[dict[str, Any]]:
    stmt = select(ModerationFlag).where(ModerationFlag.status == "open")
    if emergency_only:
        stmt = stmt.where(ModerationFlag.reason.in_(EMERGENCY_REASONS))
    rows = (await db.scalars(stmt.order_by(ModerationFlag.created_at.desc()).limit(QUEUE_LIMIT))).all()
    return [
        {
            "id": str(flag.id),
            "createdAt": flag.created_at.isoformat(),
            "label": flag_label(flag.reason) or flag.reason,
            "reason": flag.reason,
            "subject": flag.subject_type,
            "source": flag.source,
            "userId": str(flag.user_id) if flag.user_id else None,
            "excerpt": flag.excerpt[:500],
        }
        for flag in rows
    ]
