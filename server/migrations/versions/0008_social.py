"""social: posts, likes, comments, follows, blocks, share links, private profiles

Revision ID: 0008_social
Revises: 0007_billing
"""

from collections.abc import Sequence

revision: str = "0008_social"
down_revision: str | None = "0007_billing"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    pass


def downgrade() -> None:
    pass
