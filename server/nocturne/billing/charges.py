"""What generations cost the user: the quote shown before confirming, the reservation made when a job is
queued, and its capture or refund when the job ends. The media domain calls these two entry points."""

from __future__ import annotations

import uuid
from typing import TYPE_CHECKING, Any

from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.billing import credits, service
from nocturne.billing.prices import CostParams, cost, params_of_job
from nocturne.errors import Forbidden
from nocturne.models import Role, User

if TYPE_CHECKING:
    from nocturne.runtime import Runtime

STAFF_ONLY_FREE = "Only staff can generate without spending credits."
LABELS = {
    "image": "Images",
    "image_edit": "Image edit",
    "image_enhance": "Image enhance",
    "video": "Video",
    "video_enhance": "Video enhance",
}


def quote(runtime: Runtime, params: CostParams) -> int:
    return cost(runtime.billing.prices, params)


def may_skip_credits(user: User, no_credits: bool) -> bool:
    """spec 3 noCredits is honoured only for staff (and server-side callers such as the seed); a normal
    user asking for it is told so rather than charged by surprise."""
    if not no_credits:
        return False
    if user.role not in (Role.admin, Role.moderator):
        raise Forbidden(STAFF_ONLY_FREE)
    return True


def queue_priority(user: User) -> int:
    """Subscribers' generations go first in their lane (the plan's priority lane)."""
    return 1 if user.is_subscriber else 0


async def reserve_for_job(
    db: AsyncSession, runtime: Runtime, user: User, job_id: uuid.UUID, kind: str, payload: dict[str, Any]
) -> int:
    """Reserve the job's cost (402 when the balance or the monthly ceiling does not allow it)."""
    await service.refresh(db, runtime, user)
    amount = cost(runtime.billing.prices, params_of_job(kind, payload))
    await credits.reserve(db, user.id, job_id, amount, LABELS.get(kind, kind))
    return amount


async def settle_job(db: AsyncSession, job_id: uuid.UUID, owner_id: uuid.UUID, state: str) -> None:
    await credits.settle(db, job_id, owner_id, succeeded=state == "succeeded")
