"""moderation actions: flag review (status, who, when, whether it counts as a strike), the action log
and the evidence access log

Revision ID: 0003_moderation_actions
Revises: 0002_characters_chat
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import nocturne.kit.types

revision: str = "0003_moderation_actions"
down_revision: str | None = "0002_characters_chat"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("moderation_flags", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("counts_strike", sa.Boolean(), nullable=False, server_default=sa.false())
        )
        batch_op.add_column(sa.Column("reviewed_by_id", sa.Uuid(), nullable=True))
        batch_op.add_column(
            sa.Column("reviewed_at", nocturne.kit.types.UTCDateTime(timezone=True), nullable=True)
        )
        batch_op.create_foreign_key(
            batch_op.f("fk_moderation_flags_reviewed_by_id_users"),
            "users",
            ["reviewed_by_id"],
            ["id"],
            ondelete="SET NULL",
        )
    # Flags written before this revision counted a strike unless they were model output (never a strike)
    # or had no user.
    flags = sa.table(
        "moderation_flags",
        sa.column("counts_strike", sa.Boolean()),
        sa.column("user_id", sa.Uuid()),
        sa.column("subject_type", sa.String()),
    )
    op.execute(
        flags.update()
        .where(flags.c.user_id.is_not(None), flags.c.subject_type != "output")
        .values(counts_strike=True)
    )

    op.create_table(
        "moderation_actions",
        sa.Column("action", sa.String(length=16), nullable=False),
        sa.Column("actor_id", sa.Uuid(), nullable=True),
        sa.Column("actor_name", sa.String(length=32), nullable=False),
        sa.Column("flag_id", sa.Uuid(), nullable=True),
        sa.Column("target_user_id", sa.Uuid(), nullable=True),
        sa.Column("target_name", sa.String(length=32), nullable=True),
        sa.Column("note", sa.Text(), nullable=False),
        sa.Column("strikes_before", sa.Integer(), nullable=True),
        sa.Column("strikes_after", sa.Integer(), nullable=True),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", nocturne.kit.types.UTCDateTime(timezone=True), nullable=False),
        sa.Column("updated_at", nocturne.kit.types.UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["actor_id"], ["users.id"], name=op.f("fk_moderation_actions_actor_id_users"), ondelete="SET NULL"
        ),
        sa.ForeignKeyConstraint(
            ["flag_id"],
            ["moderation_flags.id"],
            name=op.f("fk_moderation_actions_flag_id_moderation_flags"),
            ondelete="SET NULL",
        ),
        sa.ForeignKeyConstraint(
            ["target_user_id"],
            ["users.id"],
            name=op.f("fk_moderation_actions_target_user_id_users"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_moderation_actions")),
    )
    with op.batch_alter_table("moderation_actions", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_moderation_actions_actor_id"), ["actor_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_moderation_actions_flag_id"), ["flag_id"], unique=False)
        batch_op.create_index(
            batch_op.f("ix_moderation_actions_target_user_id"), ["target_user_id"], unique=False
        )

    op.create_table(
        "moderation_evidence_access",
        sa.Column("flag_id", sa.Uuid(), nullable=False),
        sa.Column("actor_id", sa.Uuid(), nullable=True),
        sa.Column("actor_name", sa.String(length=32), nullable=False),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", nocturne.kit.types.UTCDateTime(timezone=True), nullable=False),
        sa.Column("updated_at", nocturne.kit.types.UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["actor_id"],
            ["users.id"],
            name=op.f("fk_moderation_evidence_access_actor_id_users"),
            ondelete="SET NULL",
        ),
        sa.ForeignKeyConstraint(
            ["flag_id"],
            ["moderation_flags.id"],
            name=op.f("fk_moderation_evidence_access_flag_id_moderation_flags"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_moderation_evidence_access")),
    )
    with op.batch_alter_table("moderation_evidence_access", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_moderation_evidence_access_actor_id"), ["actor_id"], unique=False
        )
        batch_op.create_index(batch_op.f("ix_moderation_evidence_access_flag_id"), ["flag_id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("moderation_evidence_access", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_moderation_evidence_access_flag_id"))
        batch_op.drop_index(batch_op.f("ix_moderation_evidence_access_actor_id"))
    op.drop_table("moderation_evidence_access")
    with op.batch_alter_table("moderation_actions", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_moderation_actions_target_user_id"))
        batch_op.drop_index(batch_op.f("ix_moderation_actions_flag_id"))
        batch_op.drop_index(batch_op.f("ix_moderation_actions_actor_id"))
    op.drop_table("moderation_actions")
    with op.batch_alter_table("moderation_flags", schema=None) as batch_op:
        batch_op.drop_constraint(batch_op.f("fk_moderation_flags_reviewed_by_id_users"), type_="foreignkey")
        batch_op.drop_column("reviewed_at")
        batch_op.drop_column("reviewed_by_id")
        batch_op.drop_column("counts_strike")
