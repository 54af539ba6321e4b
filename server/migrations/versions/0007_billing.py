"""billing: subscriptions, payments, billing events and checkouts as the providers report them; the
credit ledger with its running balance; a generation job's priority (subscribers first)

Revision ID: 0007_billing
Revises: 0006_videos
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from nocturne.kit.types import PortableJSON, UTCDateTime

revision: str = "0007_billing"
down_revision: str | None = "0006_videos"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def _user_fk(table: str, column: str = "user_id", ondelete: str = "CASCADE") -> sa.ForeignKeyConstraint:
    return sa.ForeignKeyConstraint(
        [column], ["users.id"], name=op.f(f"fk_{table}_{column}_users"), ondelete=ondelete
    )


def upgrade() -> None:
    op.create_table(
        "subscriptions",
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("user_id", sa.Uuid(), nullable=False),
        sa.Column("plan_id", sa.String(length=64), nullable=False),
        sa.Column("provider", sa.String(length=32), nullable=False),
        sa.Column("external_id", sa.String(length=128), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("start_time", UTCDateTime(), nullable=True),
        sa.Column("trial_end", UTCDateTime(), nullable=True),
        sa.Column("current_period_end", UTCDateTime(), nullable=True),
        sa.Column("last_payment_at", UTCDateTime(), nullable=True),
        sa.Column("cancel_at_period_end", sa.Boolean(), nullable=False),
        sa.Column("canceled_at", UTCDateTime(), nullable=True),
        sa.Column("customer_id", sa.String(length=128), nullable=True),
        sa.Column("notices", PortableJSON, nullable=False),
        sa.Column("created_at", UTCDateTime(), nullable=False),
        sa.Column("updated_at", UTCDateTime(), nullable=False),
        _user_fk("subscriptions"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_subscriptions")),
        sa.UniqueConstraint("provider", "external_id", name=op.f("uq_subscriptions_provider")),
    )
    op.create_index(op.f("ix_subscriptions_user_id"), "subscriptions", ["user_id"])

    op.create_table(
        "payments",
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("user_id", sa.Uuid(), nullable=False),
        sa.Column("subscription_id", sa.Uuid(), nullable=True),
        sa.Column("provider", sa.String(length=32), nullable=False),
        sa.Column("external_id", sa.String(length=128), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("amount_minor", sa.Integer(), nullable=False),
        sa.Column("currency", sa.String(length=3), nullable=False),
        sa.Column("item_id", sa.String(length=64), nullable=False),
        sa.Column("paid_at", UTCDateTime(), nullable=True),
        sa.Column("created_at", UTCDateTime(), nullable=False),
        _user_fk("payments"),
        sa.ForeignKeyConstraint(
            ["subscription_id"],
            ["subscriptions.id"],
            name=op.f("fk_payments_subscription_id_subscriptions"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_payments")),
        sa.UniqueConstraint("provider", "external_id", name=op.f("uq_payments_provider")),
    )
    op.create_index(op.f("ix_payments_user_id"), "payments", ["user_id"])

    op.create_table(
        "billing_events",
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("provider", sa.String(length=32), nullable=False),
        sa.Column("event_id", sa.String(length=255), nullable=False),
        sa.Column("type", sa.String(length=128), nullable=False),
        sa.Column("payload", PortableJSON, nullable=False),
        sa.Column("received_at", UTCDateTime(), nullable=False),
        sa.Column("processed_at", UTCDateTime(), nullable=True),
        sa.Column("error", sa.Text(), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_billing_events")),
        sa.UniqueConstraint("provider", "event_id", name=op.f("uq_billing_events_provider")),
    )

    op.create_table(
        "checkouts",
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("user_id", sa.Uuid(), nullable=False),
        sa.Column("provider", sa.String(length=32), nullable=False),
        sa.Column("external_id", sa.String(length=128), nullable=False),
        sa.Column("kind", sa.String(length=16), nullable=False),
        sa.Column("item_id", sa.String(length=64), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("created_at", UTCDateTime(), nullable=False),
        sa.Column("updated_at", UTCDateTime(), nullable=False),
        _user_fk("checkouts"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_checkouts")),
        sa.UniqueConstraint("provider", "external_id", name=op.f("uq_checkouts_provider")),
    )
    op.create_index(op.f("ix_checkouts_user_id"), "checkouts", ["user_id"])

    op.create_table(
        "credit_accounts",
        sa.Column("user_id", sa.Uuid(), nullable=False),
        sa.Column("balance", sa.Integer(), nullable=False),
        sa.Column("monthly_ceiling", sa.Integer(), nullable=True),
        sa.Column("updated_at", UTCDateTime(), nullable=False),
        _user_fk("credit_accounts"),
        sa.CheckConstraint("balance >= 0", name=op.f("ck_credit_accounts_balance_not_negative")),
        sa.PrimaryKeyConstraint("user_id", name=op.f("pk_credit_accounts")),
    )

    op.create_table(
        "credit_entries",
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("user_id", sa.Uuid(), nullable=False),
        sa.Column("kind", sa.String(length=16), nullable=False),
        sa.Column("amount", sa.Integer(), nullable=False),
        sa.Column("balance_after", sa.Integer(), nullable=False),
        sa.Column("key", sa.String(length=160), nullable=False),
        sa.Column("job_id", sa.Uuid(), nullable=True),
        sa.Column("reason", sa.Text(), nullable=False),
        sa.Column("actor_id", sa.Uuid(), nullable=True),
        sa.Column("created_at", UTCDateTime(), nullable=False),
        _user_fk("credit_entries"),
        _user_fk("credit_entries", "actor_id", "SET NULL"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_credit_entries")),
        sa.UniqueConstraint("key", name=op.f("uq_credit_entries_key")),
    )
    op.create_index(op.f("ix_credit_entries_user_id"), "credit_entries", ["user_id"])
    op.create_index(op.f("ix_credit_entries_job_id"), "credit_entries", ["job_id"])
    op.create_index(op.f("ix_credit_entries_created_at"), "credit_entries", ["created_at"])

    with op.batch_alter_table("generation_jobs") as batch:
        batch.add_column(sa.Column("priority", sa.Integer(), nullable=False, server_default="0"))


def downgrade() -> None:
    with op.batch_alter_table("generation_jobs") as batch:
        batch.drop_column("priority")
    for table in (
        "credit_entries",
        "credit_accounts",
        "checkouts",
        "billing_events",
        "payments",
        "subscriptions",
    ):
        op.drop_table(table)
