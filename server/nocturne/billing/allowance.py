"""The free chat allowance: a free account sends FREE_DAILY_MESSAGES chat messages per day (UTC);
subscribers chat without it. Regenerating a reply or continuing one is not a new message."""

from __future__ import annotations

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.errors import PaymentRequired
from nocturne.kit.clock import utcnow
from nocturne.models import Chat, ChatMessage, User

USED_UP = (
    "You have sent today's {limit} free messages. They come back at midnight UTC, or chat without limits "
    "with a plan on /upgrade."
)


async def used_today(db: AsyncSession, user: User) -> int:
    start = utcnow().replace(hour=0, minute=0, second=0, microsecond=0)
    count = await db.scalar(
        select(func.count())
        .select_from(ChatMessage)
        .join(Chat, Chat.id == ChatMessage.chat_id)
        .where(Chat.user_id == user.id, ChatMessage.role == "user", ChatMessage.created_at >= start)
    )
    return int(count or 0)


def daily_limit(user: User, limit: int) -> int | None:
    return None if user.is_subscriber or limit <= 0 else limit


async def check(db: AsyncSession, user: User, limit: int) -> None:
    """Refuse a new chat message past the free allowance, saying what lifts it (402)."""
    allowed = daily_limit(user, limit)
    if allowed is not None and await used_today(db, user) >= allowed:
        raise PaymentRequired(USED_UP.format(limit=allowed))
