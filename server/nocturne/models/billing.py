"""The provider-neutral billing tables (platform-services.md section 3): subscriptions, payments and
billing events as the providers report them, and the credit ledger with its running balance.

A provider's ids are opaque strings stored next to its name; nothing here depends on which provider it is.
"""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Any

from sqlalchemy import (
    Boolean,
    CheckConstraint,
    ForeignKey,
    Integer,
    String,
    Text,
    UniqueConstraint,
    Uuid,
)
from sqlalchemy.orm import Mapped, mapped_column

from nocturne.kit.clock import utcnow
from nocturne.kit.types import PortableJSON, UTCDateTime
from nocturne.models.base import Base, IdMixin, TimestampMixin


class Subscription(IdMixin, TimestampMixin, Base):
    """A user's subscription at a provider; its fields follow what the provider last reported."""

    __tablename__ = "subscriptions"
    __table_args__ = (UniqueConstraint("provider", "external_id"),)

    user_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("users.id", ondelete="CASCADE"), index=True)
    plan_id: Mapped[str] = mapped_column(String(64), nullable=False)
    provider: Mapped[str] = mapped_column(String(32), nullable=False)
    external_id: Mapped[str] = mapped_column(String(128), nullable=False)
    # pending | trialing | active | past_due | canceled | expired
    status: Mapped[str] = mapped_column(String(16), nullable=False)
    start_time: Mapped[datetime | None] = mapped_column(UTCDateTime)
    trial_end: Mapped[datetime | None] = mapped_column(UTCDateTime)
    current_period_end: Mapped[datetime | None] = mapped_column(UTCDateTime)
    last_payment_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    cancel_at_period_end: Mapped[bool] = mapped_column(Boolean, nullable=False, default=False)
    canceled_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    customer_id: Mapped[str | None] = mapped_column(String(128))
    # Which reminder e-mails went out, so none is sent twice ({"trialEnding": "<trial_end iso>"}).
    notices: Mapped[dict[str, Any]] = mapped_column(PortableJSON, nullable=False, default=dict)


class Payment(IdMixin, Base):
    __tablename__ = "payments"
    __table_args__ = (UniqueConstraint("provider", "external_id"),)

    user_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("users.id", ondelete="CASCADE"), index=True)
    subscription_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("subscriptions.id", ondelete="SET NULL")
    )
    provider: Mapped[str] = mapped_column(String(32), nullable=False)
    external_id: Mapped[str] = mapped_column(String(128), nullable=False)
    # paid | failed | pending | refunded
    status: Mapped[str] = mapped_column(String(16), nullable=False)
    amount_minor: Mapped[int] = mapped_column(Integer, nullable=False)
    currency: Mapped[str] = mapped_column(String(3), nullable=False)
    # What was bought: a plan id or a credit pack id.
    item_id: Mapped[str] = mapped_column(String(64), nullable=False, default="")
    paid_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow, nullable=False)


class BillingEvent(IdMixin, Base):
    """A verified webhook, kept once per provider event id (a repeated delivery is dropped)."""

    __tablename__ = "billing_events"
    __table_args__ = (UniqueConstraint("provider", "event_id"),)

    provider: Mapped[str] = mapped_column(String(32), nullable=False)
    event_id: Mapped[str] = mapped_column(String(255), nullable=False)
    type: Mapped[str] = mapped_column(String(128), nullable=False)
    payload: Mapped[dict[str, Any]] = mapped_column(PortableJSON, nullable=False)
    received_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow, nullable=False)
    processed_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    error: Mapped[str | None] = mapped_column(Text)


class Checkout(IdMixin, TimestampMixin, Base):
    """A checkout we started: which user bought what, at which provider. The success page looks the
    provider's checkout up by this row's id, so the browser's query string is never trusted."""

    __tablename__ = "checkouts"
    __table_args__ = (UniqueConstraint("provider", "external_id"),)

    user_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("users.id", ondelete="CASCADE"), index=True)
    provider: Mapped[str] = mapped_column(String(32), nullable=False)
    external_id: Mapped[str] = mapped_column(String(128), nullable=False)
    kind: Mapped[str] = mapped_column(String(16), nullable=False)  # subscription | payment
    item_id: Mapped[str] = mapped_column(String(64), nullable=False)  # plan id or pack id
    # open | pending | complete | declined | expired, as last fetched from the provider
    status: Mapped[str] = mapped_column(String(16), nullable=False, default="open")


class CreditAccount(Base):
    """A user's credit balance and monthly spending ceiling. The balance is the sum of the user's ledger
    entries, kept here so that spending is one conditional UPDATE: two generations racing for the last
    credits cannot both take them, on SQLite or PostgreSQL."""

    __tablename__ = "credit_accounts"
    __table_args__ = (CheckConstraint("balance >= 0", name="balance_not_negative"),)

    user_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("users.id", ondelete="CASCADE"), primary_key=True
    )
    balance: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    # Credits the user allows to be spent per calendar month (UTC); None = no ceiling.
    monthly_ceiling: Mapped[int | None] = mapped_column(Integer)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow, onupdate=utcnow, nullable=False)


class CreditEntry(IdMixin, Base):
    """One line of the append-only credit ledger. `key` makes every entry idempotent: a job is reserved,
    captured and refunded at most once each ("reserve:<job id>"), a renewal's grant is given once."""

    __tablename__ = "credit_entries"

    user_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("users.id", ondelete="CASCADE"), index=True)
    # grant | purchase | reserve | capture | refund | adjust
    kind: Mapped[str] = mapped_column(String(16), nullable=False)
    # Signed: a reservation takes credits (negative), a refund gives them back; a capture is 0 (it turns
    # the reservation into a spend).
    amount: Mapped[int] = mapped_column(Integer, nullable=False)
    balance_after: Mapped[int] = mapped_column(Integer, nullable=False)
    key: Mapped[str] = mapped_column(String(160), unique=True, nullable=False)
    job_id: Mapped[uuid.UUID | None] = mapped_column(Uuid, index=True)
    reason: Mapped[str] = mapped_column(Text, nullable=False, default="")
    # The staff member behind an adjustment.
    actor_id: Mapped[uuid.UUID | None] = mapped_column(Uuid, ForeignKey("users.id", ondelete="SET NULL"))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow, nullable=False, index=True)
