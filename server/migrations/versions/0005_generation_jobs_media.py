"""generation jobs and media: the job table (source of truth for every generation), generated media, and
each character's look and reference portrait

Revision ID: 0005_generation_jobs_media
Revises: 0004_character_media
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from nocturne.kit.types import PortableJSON, UTCDateTime

revision: str = "0005_generation_jobs_media"
down_revision: str | None = "0004_character_media"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "generation_jobs",
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("kind", sa.String(length=32), nullable=False),
        sa.Column("owner_id", sa.Uuid(), nullable=False),
        sa.Column("state", sa.String(length=16), nullable=False),
        sa.Column("input", PortableJSON, nullable=False),
        sa.Column("character_id", sa.Uuid(), nullable=True),
        sa.Column("chat_id", sa.Uuid(), nullable=True),
        sa.Column("message_id", sa.Uuid(), nullable=True),
        sa.Column("width", sa.Integer(), nullable=False),
        sa.Column("height", sa.Integer(), nullable=False),
        sa.Column("backend", sa.String(length=32), nullable=True),
        sa.Column("backend_ref", sa.Text(), nullable=True),
        sa.Column("progress", sa.Float(), nullable=False),
        sa.Column("stage", sa.String(length=64), nullable=True),
        sa.Column("backend_queue_position", sa.Integer(), nullable=True),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("claims", sa.Integer(), nullable=False, server_default="0"),
        sa.Column("lease_owner", sa.String(length=64), nullable=True),
        sa.Column("lease_expires_at", UTCDateTime(), nullable=True),
        sa.Column("cancel_requested", sa.Boolean(), nullable=False),
        sa.Column("error", sa.Text(), nullable=True),
        sa.Column("result", PortableJSON, nullable=True),
        sa.Column("started_at", UTCDateTime(), nullable=True),
        sa.Column("finished_at", UTCDateTime(), nullable=True),
        sa.Column("created_at", UTCDateTime(), nullable=False),
        sa.Column("updated_at", UTCDateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["owner_id"], ["users.id"], name=op.f("fk_generation_jobs_owner_id_users"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["character_id"],
            ["characters.id"],
            name=op.f("fk_generation_jobs_character_id_characters"),
            ondelete="SET NULL",
        ),
        sa.ForeignKeyConstraint(
            ["chat_id"], ["chats.id"], name=op.f("fk_generation_jobs_chat_id_chats"), ondelete="SET NULL"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_generation_jobs")),
    )
    op.create_index(op.f("ix_generation_jobs_owner_id"), "generation_jobs", ["owner_id"])
    op.create_index(op.f("ix_generation_jobs_state"), "generation_jobs", ["state"])
    op.create_index(op.f("ix_generation_jobs_character_id"), "generation_jobs", ["character_id"])
    op.create_index(op.f("ix_generation_jobs_lease_expires_at"), "generation_jobs", ["lease_expires_at"])

    op.create_table(
        "media",
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("owner_id", sa.Uuid(), nullable=False),
        sa.Column("character_id", sa.Uuid(), nullable=True),
        sa.Column("job_id", sa.Uuid(), nullable=True),
        sa.Column("batch_index", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(length=16), nullable=False),
        sa.Column("source", sa.String(length=32), nullable=False),
        sa.Column("storage_key", sa.String(length=512), nullable=False),
        sa.Column("thumb_key", sa.String(length=512), nullable=False),
        sa.Column("content_type", sa.String(length=64), nullable=False),
        sa.Column("width", sa.Integer(), nullable=False),
        sa.Column("height", sa.Integer(), nullable=False),
        sa.Column("orientation", sa.String(length=16), nullable=False),
        sa.Column("should_blur", sa.Boolean(), nullable=False),
        sa.Column("is_preview", sa.Boolean(), nullable=False),
        sa.Column("prompt", sa.Text(), nullable=False),
        sa.Column("pose_id", sa.String(length=64), nullable=True),
        sa.Column("edit_style", sa.String(length=64), nullable=True),
        sa.Column("parent_id", sa.Uuid(), nullable=True),
        sa.Column("public", sa.Boolean(), nullable=False),
        sa.Column("deleted", sa.Boolean(), nullable=False),
        sa.Column("created_at", UTCDateTime(), nullable=False),
        sa.Column("updated_at", UTCDateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["owner_id"], ["users.id"], name=op.f("fk_media_owner_id_users"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["character_id"],
            ["characters.id"],
            name=op.f("fk_media_character_id_characters"),
            ondelete="SET NULL",
        ),
        sa.ForeignKeyConstraint(
            ["job_id"],
            ["generation_jobs.id"],
            name=op.f("fk_media_job_id_generation_jobs"),
            ondelete="SET NULL",
        ),
        sa.ForeignKeyConstraint(
            ["parent_id"], ["media.id"], name=op.f("fk_media_parent_id_media"), ondelete="SET NULL"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_media")),
        sa.UniqueConstraint("job_id", "batch_index", name=op.f("uq_media_job_id")),
    )
    op.create_index(op.f("ix_media_owner_id"), "media", ["owner_id"])
    op.create_index(op.f("ix_media_character_id"), "media", ["character_id"])
    op.create_index(op.f("ix_media_job_id"), "media", ["job_id"])

    with op.batch_alter_table("characters") as batch:
        batch.add_column(sa.Column("look_prompt", sa.Text(), nullable=False, server_default=""))
        batch.add_column(sa.Column("portrait_media_id", sa.Uuid(), nullable=True))
    with op.batch_alter_table("users") as batch:
        batch.add_column(
            sa.Column("show_nsfw_media", sa.Boolean(), nullable=False, server_default=sa.false())
        )


def downgrade() -> None:
    with op.batch_alter_table("users") as batch:
        batch.drop_column("show_nsfw_media")
    with op.batch_alter_table("characters") as batch:
        batch.drop_column("portrait_media_id")
        batch.drop_column("look_prompt")
    op.drop_table("media")
    op.drop_table("generation_jobs")
