"""analytics: first-party product events (experiment assignments are computed by hashing, not stored;
exposures are events)

Revision ID: 0010_analytics
Revises: 0009_promotion_errors
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from nocturne.kit.types import PortableJSON, UTCDateTime

revision: str = "0010_analytics"
down_revision: str | None = "0009_promotion_errors"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "analytics_events",
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("name", sa.String(length=64), nullable=False),
        sa.Column("anonymous_id", sa.String(length=64), nullable=True),
        sa.Column("user_id", sa.Uuid(), nullable=True),
        sa.Column("path", sa.String(length=512), nullable=True),
        sa.Column("props", PortableJSON, nullable=False),
        sa.Column("source", sa.String(length=8), nullable=False),
        sa.Column("client_ts", UTCDateTime(), nullable=True),
        sa.Column("created_at", UTCDateTime(), nullable=False),
        sa.Column("day", sa.Date(), nullable=False),
        sa.Column("forwarded_at", UTCDateTime(), nullable=True),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], name=op.f("fk_analytics_events_user_id_users"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_analytics_events")),
    )
    op.create_index("ix_analytics_events_day", "analytics_events", ["day"])
    op.create_index("ix_analytics_events_name_created_at", "analytics_events", ["name", "created_at"])
    op.create_index("ix_analytics_events_user_id_name", "analytics_events", ["user_id", "name"])
    op.create_index(
        "ix_analytics_events_forwarded_at_created_at", "analytics_events", ["forwarded_at", "created_at"]
    )


def downgrade() -> None:
    op.drop_table("analytics_events")
