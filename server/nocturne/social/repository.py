"""Every query of the social domain. Visibility lives in one place (`visible_posts`): a post is seen when
its author is not banned, nobody blocked anybody between author and viewer, a private author's viewer
follows them (or is them), and what it shows is still there (the media not deleted, the character public)."""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from typing import Any

from sqlalchemy import Select, and_, delete, exists, false, func, or_, select, update
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import aliased
from sqlalchemy.sql.elements import ColumnElement

from nocturne.models import (
    Block,
    Character,
    ChatMessage,
    Follow,
    Media,
    Post,
    PostComment,
    PostLike,
    ShareLink,
    User,
)
from nocturne.social.cursor import Cursor

PostRow = tuple[Post, User, Media | None, Character | None]
PostSelect = Select[Post, User, Media, Character]
_LIKE_ESCAPE = "\\"


def _like_pattern(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"


def blocked_between(a: Any, b: Any) -> ColumnElement[bool]:
    """Either of the two blocked the other."""
    return exists().where(
        or_(
            and_(Block.blocker_id == a, Block.blocked_id == b),
            and_(Block.blocker_id == b, Block.blocked_id == a),
        )
    )


ACCEPTED = "accepted"
PENDING = "pending"


def _follows(follower: Any, followee: Any) -> ColumnElement[bool]:
    """An accepted follow: a pending request shows nothing more than a visitor sees."""
    return exists().where(
        Follow.follower_id == follower, Follow.followee_id == followee, Follow.status == ACCEPTED
    )


def _before(column_at: Any, column_id: Any, cursor: Cursor) -> ColumnElement[bool]:
    return or_(column_at < cursor.at, and_(column_at == cursor.at, column_id < cursor.id))


def _after(column_at: Any, column_id: Any, cursor: Cursor) -> ColumnElement[bool]:
    return or_(column_at > cursor.at, and_(column_at == cursor.at, column_id > cursor.id))


def post_is_live() -> ColumnElement[bool]:
    """What the post shows still exists and is still public."""
    return or_(
        and_(Post.kind == "media", Media.deleted.is_(False)),
        and_(Post.kind == "character", Character.visibility == "public"),
    )


class SocialRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def add(self, obj: object) -> None:
        self.session.add(obj)
        await self.session.flush()

    async def delete(self, obj: object) -> None:
        await self.session.delete(obj)
        await self.session.flush()

    # --- users ---------------------------------------------------------------------------------

    async def user(self, user_id: uuid.UUID) -> User | None:
        return await self.session.get(User, user_id)

    async def user_by_name_or_id(self, key: str) -> User | None:
        try:
            return await self.session.get(User, uuid.UUID(key))
        except ValueError:
            pass
        return await self.session.scalar(select(User).where(User.username_key == key.lower()))

    async def users(self, ids: set[uuid.UUID]) -> dict[uuid.UUID, User]:
        if not ids:
            return {}
        rows = await self.session.scalars(select(User).where(User.id.in_(ids)))
        return {u.id: u for u in rows}

    def _listable_users(self, viewer_id: uuid.UUID | None) -> Select[User]:
        stmt = select(User).where(User.banned_at.is_(None))
        if viewer_id is not None:
            stmt = stmt.where(~blocked_between(viewer_id, User.id))
        return stmt

    async def search_users(
        self, viewer_id: uuid.UUID | None, query: str | None, cursor: Cursor | None, limit: int
    ) -> list[User]:
        stmt = self._listable_users(viewer_id)
        needle = (query or "").replace("\x00", "").strip().lower()
        if needle:
            pattern = _like_pattern(needle)
            stmt = stmt.where(
                or_(
                    User.username_key.like(pattern, escape=_LIKE_ESCAPE),
                    func.lower(func.coalesce(User.display_name, "")).like(pattern, escape=_LIKE_ESCAPE),
                )
            )
        if cursor is not None:
            stmt = stmt.where(_before(User.created_at, User.id, cursor))
        stmt = stmt.order_by(User.created_at.desc(), User.id.desc()).limit(limit + 1)
        return list((await self.session.scalars(stmt)).all())

    async def connections(
        self,
        user_id: uuid.UUID,
        viewer_id: uuid.UUID | None,
        direction: str,
        cursor: Cursor | None,
        limit: int,
    ) -> list[tuple[User, Any]]:
        """Followers (direction 'followers'), followed accounts ('following') or pending follow requests
        ('requests', the accounts asking to follow user_id), newest first."""
        other = Follow.followee_id if direction == "following" else Follow.follower_id
        mine = Follow.follower_id if direction == "following" else Follow.followee_id
        status = PENDING if direction == "requests" else ACCEPTED
        stmt = (
            select(User, Follow.created_at)
            .join(Follow, other == User.id)
            .where(mine == user_id, Follow.status == status, User.banned_at.is_(None))
        )
        if viewer_id is not None:
            stmt = stmt.where(~blocked_between(viewer_id, User.id))
        if cursor is not None:
            stmt = stmt.where(_before(Follow.created_at, User.id, cursor))
        stmt = stmt.order_by(Follow.created_at.desc(), User.id.desc()).limit(limit + 1)
        return [(row[0], row[1]) for row in (await self.session.execute(stmt)).all()]

    # --- follows and blocks ----------------------------------------------------------------------

    async def follow(self, follower_id: uuid.UUID, followee_id: uuid.UUID) -> Follow | None:
        return await self.session.get(Follow, (follower_id, followee_id))

    async def block(self, blocker_id: uuid.UUID, blocked_id: uuid.UUID) -> Block | None:
        return await self.session.get(Block, (blocker_id, blocked_id))

    async def is_blocked_between(self, a: uuid.UUID, b: uuid.UUID) -> bool:
        return bool(await self.session.scalar(select(blocked_between(a, b))))

    async def remove_follows_between(self, a: uuid.UUID, b: uuid.UUID) -> None:
        await self.session.execute(
            delete(Follow).where(
                or_(
                    and_(Follow.follower_id == a, Follow.followee_id == b),
                    and_(Follow.follower_id == b, Follow.followee_id == a),
                )
            )
        )

    async def follow_counts(self, user_id: uuid.UUID) -> tuple[int, int]:
        """(followers, following) among accounts that are not banned, accepted follows only."""
        followers = await self.session.scalar(
            select(func.count())
            .select_from(Follow)
            .join(User, User.id == Follow.follower_id)
            .where(Follow.followee_id == user_id, Follow.status == ACCEPTED, User.banned_at.is_(None))
        )
        following = await self.session.scalar(
            select(func.count())
            .select_from(Follow)
            .join(User, User.id == Follow.followee_id)
            .where(Follow.follower_id == user_id, Follow.status == ACCEPTED, User.banned_at.is_(None))
        )
        return int(followers or 0), int(following or 0)

    async def pending_request_count(self, user_id: uuid.UUID) -> int:
        """Follow requests waiting for user_id's answer, from accounts that are not banned."""
        count = await self.session.scalar(
            select(func.count())
            .select_from(Follow)
            .join(User, User.id == Follow.follower_id)
            .where(Follow.followee_id == user_id, Follow.status == PENDING, User.banned_at.is_(None))
        )
        return int(count or 0)

    async def accept_pending_requests(self, user_id: uuid.UUID) -> None:
        await self.session.execute(
            update(Follow)
            .where(Follow.followee_id == user_id, Follow.status == PENDING)
            .values(status=ACCEPTED)
        )

    # --- posts -----------------------------------------------------------------------------------

    def _posts(self) -> PostSelect:
        return (
            select(Post, User, Media, Character)
            .join(User, User.id == Post.author_id)
            .outerjoin(Media, Media.id == Post.media_id)
            .outerjoin(Character, Character.id == Post.character_id)
        )

    def visible_posts(self, viewer_id: uuid.UUID | None, *, bypass_audience: bool = False) -> PostSelect:
        """Posts the viewer may see. Staff (bypass_audience) also see private profiles' posts and
        posts of accounts they are blocked by: they review reports."""
        stmt = self._posts().where(User.banned_at.is_(None), post_is_live())
        if bypass_audience:
            return stmt
        if viewer_id is None:
            return stmt.where(User.profile_private.is_(False))
        return stmt.where(
            ~blocked_between(viewer_id, Post.author_id),
            or_(
                User.profile_private.is_(False),
                Post.author_id == viewer_id,
                _follows(viewer_id, Post.author_id),
            ),
        )

    def following_filter(self, stmt: PostSelect, viewer_id: uuid.UUID) -> PostSelect:
        """The following tab: posts of the accounts the viewer follows, and the viewer's own."""
        return stmt.where(or_(Post.author_id == viewer_id, _follows(viewer_id, Post.author_id)))

    def character_filter(self, stmt: PostSelect, character_id: uuid.UUID) -> PostSelect:
        """A character's stream: its own post and the published media of it, while it is public."""
        featured = aliased(Character)
        public = exists().where(featured.id == character_id, featured.visibility == "public")
        return stmt.where(or_(Post.character_id == character_id, Media.character_id == character_id), public)

    async def post_page(
        self,
        stmt: PostSelect,
        cursor: Cursor | None,
        limit: int,
    ) -> list[PostRow]:
        if cursor is not None:
            stmt = stmt.where(_before(Post.created_at, Post.id, cursor))
        stmt = stmt.order_by(Post.created_at.desc(), Post.id.desc()).limit(limit + 1)
        return [(r[0], r[1], r[2], r[3]) for r in (await self.session.execute(stmt)).all()]

    async def count_after(self, stmt: PostSelect, after: Cursor) -> int:
        stmt = stmt.where(_after(Post.created_at, Post.id, after))
        return int(await self.session.scalar(select(func.count()).select_from(stmt.subquery())) or 0)

    async def one_post(self, stmt: PostSelect, post_id: uuid.UUID) -> PostRow | None:
        row = (await self.session.execute(stmt.where(Post.id == post_id))).first()
        return (row[0], row[1], row[2], row[3]) if row else None

    async def post(self, post_id: uuid.UUID) -> Post | None:
        return await self.session.get(Post, post_id)

    async def post_of(
        self, author_id: uuid.UUID, *, media_id: uuid.UUID | None, character_id: uuid.UUID | None
    ) -> Post | None:
        stmt = select(Post).where(Post.author_id == author_id)
        if media_id is not None:
            stmt = stmt.where(Post.media_id == media_id)
        if character_id is not None:
            stmt = stmt.where(Post.character_id == character_id)
        return await self.session.scalar(stmt.limit(1))

    async def live_post_count(self, author_id: uuid.UUID) -> int:
        stmt = self._posts().where(Post.author_id == author_id, post_is_live())
        return int(await self.session.scalar(select(func.count()).select_from(stmt.subquery())) or 0)

    async def like_counts(self, post_ids: Sequence[uuid.UUID]) -> dict[uuid.UUID, int]:
        if not post_ids:
            return {}
        rows = await self.session.execute(
            select(PostLike.post_id, func.count())
            .where(PostLike.post_id.in_(post_ids))
            .group_by(PostLike.post_id)
        )
        return {r[0]: int(r[1]) for r in rows.all()}

    async def comment_counts(
        self, post_ids: Sequence[uuid.UUID], viewer_id: uuid.UUID | None
    ) -> dict[uuid.UUID, int]:
        """The comments the viewer would see (comments() leaves out banned and blocked authors)."""
        if not post_ids:
            return {}
        stmt = (
            select(PostComment.post_id, func.count())
            .join(User, User.id == PostComment.author_id)
            .where(PostComment.post_id.in_(post_ids), User.banned_at.is_(None))
        )
        if viewer_id is not None:
            stmt = stmt.where(~blocked_between(viewer_id, PostComment.author_id))
        rows = await self.session.execute(stmt.group_by(PostComment.post_id))
        return {r[0]: int(r[1]) for r in rows.all()}

    async def liked(self, user_id: uuid.UUID, post_ids: Sequence[uuid.UUID]) -> set[uuid.UUID]:
        if not post_ids:
            return set()
        rows = await self.session.scalars(
            select(PostLike.post_id).where(PostLike.user_id == user_id, PostLike.post_id.in_(post_ids))
        )
        return set(rows.all())

    async def like(self, post_id: uuid.UUID, user_id: uuid.UUID) -> PostLike | None:
        return await self.session.get(PostLike, (post_id, user_id))

    async def characters(self, ids: set[uuid.UUID]) -> dict[uuid.UUID, Character]:
        if not ids:
            return {}
        rows = await self.session.scalars(select(Character).where(Character.id.in_(ids)))
        return {c.id: c for c in rows}

    # --- comments --------------------------------------------------------------------------------

    async def comment(self, comment_id: uuid.UUID) -> PostComment | None:
        return await self.session.get(PostComment, comment_id)

    async def comments(
        self, post_id: uuid.UUID, viewer_id: uuid.UUID | None, cursor: Cursor | None, limit: int
    ) -> list[tuple[PostComment, User]]:
        """Oldest first; comments of banned accounts and of anyone blocked either way are left out."""
        stmt = (
            select(PostComment, User)
            .join(User, User.id == PostComment.author_id)
            .where(PostComment.post_id == post_id, User.banned_at.is_(None))
        )
        if viewer_id is not None:
            stmt = stmt.where(~blocked_between(viewer_id, PostComment.author_id))
        if cursor is not None:
            stmt = stmt.where(_after(PostComment.created_at, PostComment.id, cursor))
        stmt = stmt.order_by(PostComment.created_at.asc(), PostComment.id.asc()).limit(limit + 1)
        return [(r[0], r[1]) for r in (await self.session.execute(stmt)).all()]

    # --- profiles for the sitemap ------------------------------------------------------------------

    async def public_profile_usernames(self) -> list[str]:
        has_post = exists(
            select(Post.id)
            .outerjoin(Media, Media.id == Post.media_id)
            .outerjoin(Character, Character.id == Post.character_id)
            .where(Post.author_id == User.id, post_is_live())
        )
        public_character = select(Character.id).where(
            Character.owner_id == User.id, Character.visibility == "public"
        )
        stmt = (
            select(User.username)
            .where(User.banned_at.is_(None), User.profile_private.is_(false()))
            .where(or_(has_post, exists(public_character)))
            .order_by(User.username_key)
        )
        return list((await self.session.scalars(stmt)).all())

    # --- characters and streams ------------------------------------------------------------------

    async def public_characters_of(
        self, owner_id: uuid.UUID, *, limit: int, offset: int
    ) -> tuple[list[Character], int]:
        stmt = select(Character).where(Character.owner_id == owner_id, Character.visibility == "public")
        total = await self.session.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = await self.session.scalars(
            stmt.order_by(Character.published_at.desc(), Character.id.desc()).limit(limit).offset(offset)
        )
        return list(rows.all()), int(total or 0)

    async def public_characters_named(self, owner_username: str) -> list[Character]:
        stmt = (
            select(Character)
            .join(User, User.id == Character.owner_id)
            .where(User.username_key == owner_username.lower(), Character.visibility == "public")
            .where(User.banned_at.is_(None))
        )
        return list((await self.session.scalars(stmt)).all())

    # --- shares ----------------------------------------------------------------------------------

    async def share(self, share_id: str) -> ShareLink | None:
        return await self.session.get(ShareLink, share_id)

    async def shares_of(self, owner_id: uuid.UUID) -> list[ShareLink]:
        rows = await self.session.scalars(
            select(ShareLink).where(ShareLink.owner_id == owner_id).order_by(ShareLink.created_at.desc())
        )
        return list(rows.all())

    async def chat_messages(self, chat_id: uuid.UUID, ids: Sequence[uuid.UUID]) -> list[ChatMessage]:
        if not ids:
            return []
        rows = await self.session.scalars(
            select(ChatMessage)
            .where(ChatMessage.chat_id == chat_id, ChatMessage.id.in_(ids))
            .order_by(ChatMessage.created_at, ChatMessage.id)
        )
        return list(rows.all())

    async def media(self, media_id: uuid.UUID) -> Media | None:
        return await self.session.get(Media, media_id)
