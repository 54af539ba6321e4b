"""First-party product events (issue 13, spec 1 and 7): what the web app sends after consent and what the
server records itself (signup, first message, generation finished, paid), kept for the admin funnel and
daily actives and, with PostHog configured, forwarded there once."""

from __future__ import annotations

import uuid
from datetime import date, datetime
from typing import Any

from sqlalchemy import Date, ForeignKey, Index, String, Uuid
from sqlalchemy.orm import Mapped, mapped_column

from nocturne.kit.clock import utcnow
from nocturne.kit.types import PortableJSON, UTCDateTime
from nocturne.models.base import Base, IdMixin


class AnalyticsEvent(IdMixin, Base):
    __tablename__ = "analytics_events"
    __table_args__ = (
        Index("ix_analytics_events_day", "day"),
        Index("ix_analytics_events_name_created_at", "name", "created_at"),
        Index("ix_analytics_events_user_id_name", "user_id", "name"),
        Index("ix_analytics_events_forwarded_at_created_at", "forwarded_at", "created_at"),
    )

    name: Mapped[str] = mapped_column(String(64), nullable=False)
    # The browser's random id (made after consent); None for events the server records on its own.
    anonymous_id: Mapped[str | None] = mapped_column(String(64))
    # From the session on the server, never from the client; deleting the account deletes its events.
    user_id: Mapped[uuid.UUID | None] = mapped_column(Uuid, ForeignKey("users.id", ondelete="CASCADE"))
    path: Mapped[str | None] = mapped_column(String(512))
    props: Mapped[dict[str, Any]] = mapped_column(PortableJSON, nullable=False, default=dict)
    source: Mapped[str] = mapped_column(String(8), nullable=False)  # web | server
    # The browser's clock, kept for reference; the funnel and actives count by created_at (ours).
    client_ts: Mapped[datetime | None] = mapped_column(UTCDateTime)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow, nullable=False)
    # created_at's UTC day, so daily actives group the same way on SQLite and PostgreSQL.
    day: Mapped[date] = mapped_column(Date, nullable=False)
    forwarded_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
