"""character avatars: the picture of an imported PNG card, stored apart from the characters table

Revision ID: 0004_character_media
Revises: 0003_moderation_actions
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from nocturne.kit.types import UTCDateTime

revision: str = "0004_character_media"
down_revision: str | None = "0003_moderation_actions"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "character_avatars",
        sa.Column("character_id", sa.Uuid(), nullable=False),
        sa.Column("media_type", sa.String(length=64), nullable=False),
        sa.Column("content", sa.LargeBinary(), nullable=False),
        sa.Column("digest", sa.String(length=64), nullable=False),
        sa.Column("created_at", UTCDateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["character_id"],
            ["characters.id"],
            name=op.f("fk_character_avatars_character_id_characters"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("character_id", name=op.f("pk_character_avatars")),
    )


def downgrade() -> None:
    op.drop_table("character_avatars")
