"""Social rules: publishing and unpublishing, the feed, likes, comments, reports, staff removal, and the
profiles the sitemap may list. Profiles, follows and blocks are in profiles.py; share links in shares.py.

Captions and comments pass the moderation pipeline as every other user text does: a refused one stores
nothing but its flag (and strike), and the endpoint answers 422 with the spec 8 label."""

from __future__ import annotations

import uuid
from typing import Literal

from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.characters import service as characters
from nocturne.characters.safety import check_or_reject
from nocturne.errors import BadRequest, Conflict, NotFound, Unauthorized
from nocturne.media import service as media_service
from nocturne.models import Media, PostComment, PostLike, User
from nocturne.models import Post as PostRow
from nocturne.moderation import actions, queue
from nocturne.moderation.service import ModerationService
from nocturne.social.cursor import Cursor, CursorParams, encode_cursor
from nocturne.social.repository import PostRow as Row
from nocturne.social.repository import SocialRepository
from nocturne.social.schemas import (
    Comment,
    CommentIn,
    CommentPage,
    LikeState,
    NewPostCount,
    Post,
    PostIn,
    PostPage,
    ReportIn,
)
from nocturne.social.views import is_staff, may_delete_comment, post_views, user_summary

__all__ = [
    "POST_NOT_FOUND",
    "visible_post",
    "public_profile_usernames",
]

# The same answer for "missing", "unpublished" and "not for you": a hidden post's existence is not revealed.
POST_NOT_FOUND = "This post is not available. It may have been removed."
COMMENT_NOT_FOUND = "This comment is not available. It may have been removed."
ALREADY_PUBLISHED = "This is already published. Find it on your profile."
FOLLOWING_NEEDS_LOGIN = "Log in to see posts from the people you follow."
NOT_PUBLIC_CHARACTER = "Only a public character can be published. Make {name} public first."


async def public_profile_usernames(session: AsyncSession) -> list[str]:
    """Usernames whose profiles the sitemap may list: not banned, not private, with at least one public
    post or public character."""
    return await SocialRepository(session).public_profile_usernames()


# --- publishing ------------------------------------------------------------------------------------


async def _moderate(
    db: AsyncSession,
    moderation: ModerationService,
    user: User,
    text: str,
    subject: str,
    subject_id: uuid.UUID | None,
) -> None:
    if text.strip():
        await check_or_reject(
            db, moderation, user, text, context="message", subject_type=subject, subject_id=subject_id
        )


async def publish(db: AsyncSession, moderation: ModerationService, user: User, body: PostIn) -> Post:
    """Publish one of my images or videos, or one of my public characters, with a caption."""
    repo = SocialRepository(db)
    if body.media_id is not None:
        media = await media_service.owned_media(db, user, body.media_id)
        if await repo.post_of(user.id, media_id=media.id, character_id=None):
            raise Conflict(ALREADY_PUBLISHED)
        post = PostRow(author_id=user.id, kind="media", media_id=media.id, caption="")
    else:
        assert body.character_id is not None
        character = await characters.get_owned_character(db, user, body.character_id)
        if character.visibility != "public":
            raise BadRequest(NOT_PUBLIC_CHARACTER.format(name=character.name))
        if await repo.post_of(user.id, media_id=None, character_id=character.id):
            raise Conflict(ALREADY_PUBLISHED)
        post = PostRow(author_id=user.id, kind="character", character_id=character.id, caption="")
    # Moderated before anything is stored: a refusal commits the flag and nothing else.
    await _moderate(db, moderation, user, body.caption, "caption", None)
    post.caption = body.caption
    await repo.add(post)
    return await post_view(db, user, post.id)


async def unpublish(db: AsyncSession, user: User, post_id: uuid.UUID) -> None:
    """The author unpublishes; staff remove anyone's post, and that is logged as a moderation action."""
    repo = SocialRepository(db)
    post = await repo.post(post_id)
    if post is None or not (post.author_id == user.id or is_staff(user)):
        raise NotFound(POST_NOT_FOUND)
    if post.author_id != user.id:
        author = await repo.user(post.author_id)
        caption = f": {post.caption[:200]}" if post.caption else ""
        actions.log_content_removal(db, user, author, f"Removed feed post {post.id} ({post.kind}){caption}")
    await repo.delete(post)


# --- reading ---------------------------------------------------------------------------------------


async def visible_post(db: AsyncSession, viewer: User | None, post_id: uuid.UUID) -> Row:
    repo = SocialRepository(db)
    stmt = repo.visible_posts(viewer.id if viewer else None, bypass_audience=is_staff(viewer))
    row = await repo.one_post(stmt, post_id)
    if row is None:
        raise NotFound(POST_NOT_FOUND)
    return row


async def post_view(db: AsyncSession, viewer: User | None, post_id: uuid.UUID) -> Post:
    row = await visible_post(db, viewer, post_id)
    return (await post_views(db, [row], viewer))[0]


async def my_media_post(db: AsyncSession, user: User, media_id: uuid.UUID) -> Post | None:
    """My post of one of my images or videos; None when it is not published (or not mine)."""
    post = await SocialRepository(db).post_of(user.id, media_id=media_id, character_id=None)
    return None if post is None else await post_view(db, user, post.id)


async def _page(db: AsyncSession, viewer: User | None, rows: list[Row], limit: int) -> PostPage:
    more = len(rows) > limit
    rows = rows[:limit]
    next_cursor = encode_cursor(rows[-1][0].created_at, rows[-1][0].id) if more and rows else None
    return PostPage(items=await post_views(db, rows, viewer), next_cursor=next_cursor)


def _feed_statement(repo: SocialRepository, viewer: User | None, tab: Literal["public", "following"]):  # type: ignore[no-untyped-def]
    stmt = repo.visible_posts(viewer.id if viewer else None)
    if tab == "following":
        if viewer is None:
            raise Unauthorized(FOLLOWING_NEEDS_LOGIN)
        stmt = repo.following_filter(stmt, viewer.id)
    return stmt


async def feed(
    db: AsyncSession, viewer: User | None, tab: Literal["public", "following"], params: CursorParams
) -> PostPage:
    """Newest first; the cursor is the last post's (created_at, id)."""
    repo = SocialRepository(db)
    rows = await repo.post_page(_feed_statement(repo, viewer, tab), params.cursor, params.limit)
    return await _page(db, viewer, rows, params.limit)


async def new_posts(
    db: AsyncSession, viewer: User | None, tab: Literal["public", "following"], after: uuid.UUID
) -> NewPostCount:
    """How many posts of this tab are newer than the given one (the page shows "N new posts")."""
    repo = SocialRepository(db)
    anchor = await repo.post(after)
    if anchor is None:
        return NewPostCount(count=0)
    count = await repo.count_after(_feed_statement(repo, viewer, tab), Cursor(anchor.created_at, anchor.id))
    return NewPostCount(count=count)


async def posts_by(db: AsyncSession, viewer: User | None, author: User, params: CursorParams) -> PostPage:
    repo = SocialRepository(db)
    stmt = repo.visible_posts(viewer.id if viewer else None).where(PostRow.author_id == author.id)
    rows = await repo.post_page(stmt, params.cursor, params.limit)
    return await _page(db, viewer, rows, params.limit)


async def posts_of_character(
    db: AsyncSession, viewer: User | None, character_id: uuid.UUID, params: CursorParams
) -> PostPage:
    repo = SocialRepository(db)
    stmt = repo.character_filter(repo.visible_posts(viewer.id if viewer else None), character_id)
    rows = await repo.post_page(stmt, params.cursor, params.limit)
    return await _page(db, viewer, rows, params.limit)


async def post_media(db: AsyncSession, viewer: User | None, post_id: uuid.UUID) -> Media:
    """The media of a post the viewer may see (its files are served through the post)."""
    _, _, media, _ = await visible_post(db, viewer, post_id)
    if media is None:
        raise NotFound(POST_NOT_FOUND)
    return media


# --- likes -----------------------------------------------------------------------------------------


async def set_like(db: AsyncSession, user: User, post_id: uuid.UUID, liked: bool) -> LikeState:
    """PUT likes and DELETE unlikes; doing either twice changes nothing more."""
    post, _, _, _ = await visible_post(db, user, post_id)
    repo = SocialRepository(db)
    existing = await repo.like(post.id, user.id)
    if liked and existing is None:
        await repo.add(PostLike(post_id=post.id, user_id=user.id))
    elif not liked and existing is not None:
        await repo.delete(existing)
    count = (await repo.like_counts([post.id])).get(post.id, 0)
    return LikeState(like_count=count, liked_by_me=liked)


# --- comments --------------------------------------------------------------------------------------


async def comments(
    db: AsyncSession, viewer: User | None, post_id: uuid.UUID, params: CursorParams
) -> CommentPage:
    post, _, _, _ = await visible_post(db, viewer, post_id)
    rows = await SocialRepository(db).comments(
        post.id, viewer.id if viewer else None, params.cursor, params.limit
    )
    more = len(rows) > params.limit
    rows = rows[: params.limit]
    items = [
        Comment(
            id=comment.id,
            post_id=post.id,
            author=user_summary(author),
            body=comment.body,
            created_at=comment.created_at,
            can_delete=may_delete_comment(comment.author_id, post.author_id, viewer),
        )
        for comment, author in rows
    ]
    next_cursor = encode_cursor(rows[-1][0].created_at, rows[-1][0].id) if more and rows else None
    return CommentPage(items=items, next_cursor=next_cursor)


async def add_comment(
    db: AsyncSession, moderation: ModerationService, user: User, post_id: uuid.UUID, body: CommentIn
) -> Comment:
    post, _, _, _ = await visible_post(db, user, post_id)
    await _moderate(db, moderation, user, body.body, "comment", post.id)
    comment = PostComment(post_id=post.id, author_id=user.id, body=body.body)
    await SocialRepository(db).add(comment)
    return Comment(
        id=comment.id,
        post_id=post.id,
        author=user_summary(user),
        body=comment.body,
        created_at=comment.created_at,
        can_delete=True,
    )


async def delete_comment(db: AsyncSession, user: User, comment_id: uuid.UUID) -> None:
    """The comment's author, the post's author or staff may delete it."""
    repo = SocialRepository(db)
    comment = await repo.comment(comment_id)
    post = await repo.post(comment.post_id) if comment is not None else None
    if comment is None or post is None or not may_delete_comment(comment.author_id, post.author_id, user):
        raise NotFound(COMMENT_NOT_FOUND)
    if is_staff(user) and user.id not in (comment.author_id, post.author_id):
        author = await repo.user(comment.author_id)
        actions.log_content_removal(
            db, user, author, f"Removed a comment on post {post.id}: {comment.body[:200]}"
        )
    await repo.delete(comment)


# --- reports ---------------------------------------------------------------------------------------


async def report(db: AsyncSession, user: User, post_id: uuid.UUID, body: ReportIn) -> None:
    """A report goes to the moderators' queue with the post's caption and the reporter's details."""
    post, _, _, _ = await visible_post(db, user, post_id)
    text = "\n\n".join(
        part
        for part in (
            f"Reported by @{user.username}: {body.reason}",
            f"Post {post.id} ({post.kind}); caption: {post.caption}"
            if post.caption
            else f"Post {post.id} ({post.kind})",
            body.details,
        )
        if part
    )
    queue.report(
        db, author_id=post.author_id, subject_type="post", subject_id=post.id, reason=body.reason, text=text
    )
    await db.flush()
