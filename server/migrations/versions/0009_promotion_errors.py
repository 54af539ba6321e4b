"""promotion and errors: referral codes and referred signups; error counts

Revision ID: 0009_promotion_errors
Revises: 0008_social
"""

from collections.abc import Sequence

revision: str = "0009_promotion_errors"
down_revision: str | None = "0008_social"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    pass


def downgrade() -> None:
    pass
