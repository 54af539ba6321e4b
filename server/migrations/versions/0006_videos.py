"""videos: a media row's length, frame rate, sound and action preset

Revision ID: 0006_videos
Revises: 0005_generation_jobs_media
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0006_videos"
down_revision: str | None = "0005_generation_jobs_media"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("media") as batch:
        batch.add_column(sa.Column("duration", sa.Float(), nullable=True))
        batch.add_column(sa.Column("fps", sa.Float(), nullable=True))
        batch.add_column(sa.Column("has_audio", sa.Boolean(), nullable=False, server_default=sa.false()))
        batch.add_column(sa.Column("action", sa.String(length=64), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("media") as batch:
        batch.drop_column("action")
        batch.drop_column("has_audio")
        batch.drop_column("fps")
        batch.drop_column("duration")
