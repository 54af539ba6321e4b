"""promotion and errors: referral codes and referred signups; error counts

Revision ID: 0009_promotion_errors
Revises: 0008_social
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from nocturne.kit.types import UTCDateTime

revision: str = "0009_promotion_errors"
down_revision: str | None = "0008_social"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "referral_codes",
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("code", sa.String(length=32), nullable=False),
        sa.Column("user_id", sa.Uuid(), nullable=True),
        sa.Column("label", sa.String(length=80), nullable=False),
        sa.Column("created_at", UTCDateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], name=op.f("fk_referral_codes_user_id_users"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_referral_codes")),
        sa.UniqueConstraint("code", name=op.f("uq_referral_codes_code")),
        sa.UniqueConstraint("user_id", name=op.f("uq_referral_codes_user_id")),
    )
    op.create_table(
        "referred_signups",
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("code_id", sa.Uuid(), nullable=False),
        sa.Column("user_id", sa.Uuid(), nullable=False),
        sa.Column("created_at", UTCDateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["code_id"],
            ["referral_codes.id"],
            name=op.f("fk_referred_signups_code_id_referral_codes"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], name=op.f("fk_referred_signups_user_id_users"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_referred_signups")),
        sa.UniqueConstraint("user_id", name=op.f("uq_referred_signups_user_id")),
    )
    op.create_index(op.f("ix_referred_signups_code_id"), "referred_signups", ["code_id"])
    op.create_table(
        "error_groups",
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("digest", sa.String(length=32), nullable=False),
        sa.Column("kind", sa.String(length=16), nullable=False),
        sa.Column("route", sa.String(length=200), nullable=False),
        sa.Column("error_type", sa.String(length=120), nullable=False),
        sa.Column("message", sa.String(length=300), nullable=False),
        sa.Column("count", sa.Integer(), nullable=False),
        sa.Column("first_seen", UTCDateTime(), nullable=False),
        sa.Column("last_seen", UTCDateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_error_groups")),
        sa.UniqueConstraint("digest", name=op.f("uq_error_groups_digest")),
    )
    op.create_index(op.f("ix_error_groups_last_seen"), "error_groups", ["last_seen"])


def downgrade() -> None:
    op.drop_index(op.f("ix_error_groups_last_seen"), table_name="error_groups")
    op.drop_table("error_groups")
    op.drop_index(op.f("ix_referred_signups_code_id"), table_name="referred_signups")
    op.drop_table("referred_signups")
    op.drop_table("referral_codes")
