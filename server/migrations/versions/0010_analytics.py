"""analytics: first-party product events and experiment assignments

Revision ID: 0010_analytics
Revises: 0009_promotion_errors
"""

from collections.abc import Sequence

revision: str = "0010_analytics"
down_revision: str | None = "0009_promotion_errors"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    pass


def downgrade() -> None:
    pass
