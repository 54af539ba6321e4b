"""social: posts, likes, comments, follows, blocks, share links, private profiles

Revision ID: 0008_social
Revises: 0007_billing
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from nocturne.kit.types import PortableJSON, UTCDateTime

revision: str = "0008_social"
down_revision: str | None = "0007_billing"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def _fk(table: str, column: str, target: str) -> sa.ForeignKeyConstraint:
    return sa.ForeignKeyConstraint(
        [column], [f"{target}.id"], name=op.f(f"fk_{table}_{column}_{target}"), ondelete="CASCADE"
    )


def upgrade() -> None:
    with op.batch_alter_table("users") as batch:
        batch.add_column(
            sa.Column("profile_private", sa.Boolean(), nullable=False, server_default=sa.false())
        )

    op.create_table(
        "posts",
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("author_id", sa.Uuid(), nullable=False),
        sa.Column("kind", sa.String(length=16), nullable=False),
        sa.Column("media_id", sa.Uuid(), nullable=True),
        sa.Column("character_id", sa.Uuid(), nullable=True),
        sa.Column("caption", sa.Text(), nullable=False),
        sa.Column("created_at", UTCDateTime(), nullable=False),
        sa.Column("updated_at", UTCDateTime(), nullable=False),
        _fk("posts", "author_id", "users"),
        _fk("posts", "media_id", "media"),
        _fk("posts", "character_id", "characters"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_posts")),
    )
    op.create_index(op.f("ix_posts_author_id"), "posts", ["author_id"])
    op.create_index(op.f("ix_posts_media_id"), "posts", ["media_id"])
    op.create_index(op.f("ix_posts_character_id"), "posts", ["character_id"])
    op.create_index("ix_posts_created_at_id", "posts", ["created_at", "id"])

    op.create_table(
        "post_likes",
        sa.Column("post_id", sa.Uuid(), nullable=False),
        sa.Column("user_id", sa.Uuid(), nullable=False),
        sa.Column("created_at", UTCDateTime(), nullable=False),
        _fk("post_likes", "post_id", "posts"),
        _fk("post_likes", "user_id", "users"),
        sa.PrimaryKeyConstraint("post_id", "user_id", name=op.f("pk_post_likes")),
    )
    op.create_index(op.f("ix_post_likes_user_id"), "post_likes", ["user_id"])

    op.create_table(
        "post_comments",
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("post_id", sa.Uuid(), nullable=False),
        sa.Column("author_id", sa.Uuid(), nullable=False),
        sa.Column("body", sa.Text(), nullable=False),
        sa.Column("created_at", UTCDateTime(), nullable=False),
        sa.Column("updated_at", UTCDateTime(), nullable=False),
        _fk("post_comments", "post_id", "posts"),
        _fk("post_comments", "author_id", "users"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_post_comments")),
    )
    op.create_index(op.f("ix_post_comments_author_id"), "post_comments", ["author_id"])
    op.create_index("ix_post_comments_post_id_created_at", "post_comments", ["post_id", "created_at"])

    op.create_table(
        "follows",
        sa.Column("follower_id", sa.Uuid(), nullable=False),
        sa.Column("followee_id", sa.Uuid(), nullable=False),
        sa.Column("status", sa.String(length=16), server_default="accepted", nullable=False),
        sa.Column("created_at", UTCDateTime(), nullable=False),
        _fk("follows", "follower_id", "users"),
        _fk("follows", "followee_id", "users"),
        sa.PrimaryKeyConstraint("follower_id", "followee_id", name=op.f("pk_follows")),
    )
    op.create_index(op.f("ix_follows_followee_id"), "follows", ["followee_id"])

    op.create_table(
        "blocks",
        sa.Column("blocker_id", sa.Uuid(), nullable=False),
        sa.Column("blocked_id", sa.Uuid(), nullable=False),
        sa.Column("created_at", UTCDateTime(), nullable=False),
        _fk("blocks", "blocker_id", "users"),
        _fk("blocks", "blocked_id", "users"),
        sa.PrimaryKeyConstraint("blocker_id", "blocked_id", name=op.f("pk_blocks")),
    )
    op.create_index(op.f("ix_blocks_blocked_id"), "blocks", ["blocked_id"])

    op.create_table(
        "share_links",
        sa.Column("id", sa.String(length=64), nullable=False),
        sa.Column("owner_id", sa.Uuid(), nullable=False),
        sa.Column("kind", sa.String(length=16), nullable=False),
        sa.Column("media_id", sa.Uuid(), nullable=True),
        sa.Column("character_id", sa.Uuid(), nullable=True),
        sa.Column("chat_id", sa.Uuid(), nullable=True),
        sa.Column("message_ids", PortableJSON, nullable=False),
        sa.Column("title", sa.String(length=200), nullable=False),
        sa.Column("created_at", UTCDateTime(), nullable=False),
        sa.Column("revoked_at", UTCDateTime(), nullable=True),
        _fk("share_links", "owner_id", "users"),
        _fk("share_links", "media_id", "media"),
        _fk("share_links", "character_id", "characters"),
        _fk("share_links", "chat_id", "chats"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_share_links")),
    )
    op.create_index(op.f("ix_share_links_owner_id"), "share_links", ["owner_id"])


def downgrade() -> None:
    for table in ("share_links", "blocks", "follows", "post_comments", "post_likes", "posts"):
        op.drop_table(table)
    with op.batch_alter_table("users") as batch:
        batch.drop_column("profile_private")
