"""Errors counted without an error-reporting service (spec 1 Services used): one row per digest."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from nocturne.kit.clock import utcnow
from nocturne.kit.types import UTCDateTime
from nocturne.models.base import Base, IdMixin


class ErrorGroup(IdMixin, Base):
    __tablename__ = "error_groups"

    # A stable hash of where the error happened (observability/digest.py); the 'Digest: …' a user sees.
    digest: Mapped[str] = mapped_column(String(32), unique=True, nullable=False)
    kind: Mapped[str] = mapped_column(String(16), nullable=False)  # server | client
    route: Mapped[str] = mapped_column(String(200), nullable=False)
    error_type: Mapped[str] = mapped_column(String(120), nullable=False)
    # The first line of the message, cut short; never a request body.
    message: Mapped[str] = mapped_column(String(300), default="", nullable=False)
    count: Mapped[int] = mapped_column(Integer, default=1, nullable=False)
    first_seen: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow, nullable=False)
    last_seen: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow, nullable=False, index=True)
