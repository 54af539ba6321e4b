from __future__ import annotations

import uuid
from datetime import datetime
from typing import Any

from sqlalchemy import Boolean, Float, ForeignKey, Integer, String, Text, Uuid
from sqlalchemy.orm import Mapped, mapped_column

from nocturne.kit.types import PortableJSON, UTCDateTime
from nocturne.models.base import Base, IdMixin, TimestampMixin


class GenerationJob(IdMixin, TimestampMixin, Base):
    """A generation run: the source of truth for its state (the broker only carries its id). The id is the
    spec's triggerRunId. A worker holds it through a lease it renews; when the lease runs out (the worker
    died) another worker takes it over and re-attaches to the same backend run through backend_ref."""

    __tablename__ = "generation_jobs"

    kind: Mapped[str] = mapped_column(String(32), nullable=False)  # image | image_edit | image_enhance
    owner_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("users.id", ondelete="CASCADE"), index=True)
    # queued -> running -> succeeded | failed | canceled
    state: Mapped[str] = mapped_column(String(16), nullable=False, default="queued", index=True)
    # The spec 3 job payload (Image job / Image enhance job), as sent to the worker.
    input: Mapped[dict[str, Any]] = mapped_column(PortableJSON, nullable=False)
    character_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("characters.id", ondelete="SET NULL"), index=True
    )
    chat_id: Mapped[uuid.UUID | None] = mapped_column(Uuid, ForeignKey("chats.id", ondelete="SET NULL"))
    # The chat's data message that shows this job (spec 3 genImage), updated in place.
    message_id: Mapped[uuid.UUID | None] = mapped_column(Uuid)
    width: Mapped[int] = mapped_column(Integer, nullable=False)
    height: Mapped[int] = mapped_column(Integer, nullable=False)
    backend: Mapped[str | None] = mapped_column(String(32))
    backend_ref: Mapped[str | None] = mapped_column(Text)
    progress: Mapped[float] = mapped_column(Float, nullable=False, default=0.0)
    stage: Mapped[str | None] = mapped_column(String(64))
    # The backend's own queue position while it waits there (1 = next).
    backend_queue_position: Mapped[int | None] = mapped_column(Integer)
    attempts: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    # How often a worker took the job (1 normally); a job that keeps killing its workers is failed.
    claims: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    lease_owner: Mapped[str | None] = mapped_column(String(64))
    lease_expires_at: Mapped[datetime | None] = mapped_column(UTCDateTime, index=True)
    # Subscribers' jobs go first in their lane (1); everyone else's keep their order behind them (0).
    priority: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    cancel_requested: Mapped[bool] = mapped_column(Boolean, nullable=False, default=False)
    error: Mapped[str | None] = mapped_column(Text)
    # {"mediaIds": [...]} once succeeded.
    result: Mapped[dict[str, Any] | None] = mapped_column(PortableJSON)
    started_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    finished_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
