"""Profiles, follows, blocks, user search and the private-profile setting.

A profile is found by username or id. Someone who blocked the viewer does not exist for the viewer
(404); someone the viewer blocked is shown with isBlocked, so the viewer can unblock them, but none of
their posts. A private profile shows its posts to its followers only, and following it is a request
that its owner approves or declines; a pending request sees what a visitor sees."""

from __future__ import annotations

import uuid
from typing import Any, Literal

from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.errors import BadRequest, NotFound
from nocturne.models import Block, Follow, User
from nocturne.social.cursor import CursorParams, encode_cursor
from nocturne.social.repository import ACCEPTED, PENDING, SocialRepository
from nocturne.social.schemas import Profile, SocialSettings, UserSummaryPage
from nocturne.social.views import user_summary

PROFILE_NOT_FOUND = "No such profile."
NOT_YOURSELF = "You cannot {action} yourself."
NO_SUCH_REQUEST = "That account has no follow request waiting for you."
NOT_A_FOLLOWER = "That account does not follow you."


async def find_user(db: AsyncSession, viewer: User | None, key: str) -> User:
    """The account a profile address names, unless it is banned or has blocked the viewer."""
    repo = SocialRepository(db)
    user = await repo.user_by_name_or_id(key)
    if user is None or user.is_banned:
        raise NotFound(PROFILE_NOT_FOUND)
    if viewer is not None and viewer.id != user.id and await repo.block(user.id, viewer.id) is not None:
        raise NotFound(PROFILE_NOT_FOUND)
    return user


async def can_see_posts(db: AsyncSession, viewer: User | None, user: User) -> bool:
    repo = SocialRepository(db)
    if viewer is not None and viewer.id == user.id:
        return True
    if viewer is not None and await repo.is_blocked_between(viewer.id, user.id):
        return False
    if not user.profile_private:
        return True
    return viewer is not None and await _status(repo, viewer.id, user.id) == ACCEPTED


async def _status(repo: SocialRepository, follower: uuid.UUID, followee: uuid.UUID) -> str | None:
    existing = await repo.follow(follower, followee)
    return existing.status if existing is not None else None


async def profile(db: AsyncSession, viewer: User | None, user: User) -> Profile:
    repo = SocialRepository(db)
    followers, following = await repo.follow_counts(user.id)
    me = viewer.id if viewer is not None else None
    mine = await _status(repo, me, user.id) if me is not None else None
    theirs = await _status(repo, user.id, me) if me is not None else None
    return Profile(
        id=user.id,
        username=user.username,
        display_name=user.display_name,
        bio=user.bio,
        avatar_url=user.avatar_url,
        created_at=user.created_at,
        follower_count=followers,
        following_count=following,
        post_count=await repo.live_post_count(user.id),
        is_self=me == user.id,
        is_following=mine == ACCEPTED,
        follow_requested=mine == PENDING,
        follows_you=theirs == ACCEPTED,
        pending_request_count=await repo.pending_request_count(user.id) if me == user.id else 0,
        is_blocked=me is not None and await repo.block(me, user.id) is not None,
        is_private=user.profile_private,
        can_see_posts=await can_see_posts(db, viewer, user),
    )


async def set_follow(db: AsyncSession, viewer: User, key: str, follow: bool) -> Profile:
    user = await find_user(db, viewer, key)
    if user.id == viewer.id:
        raise BadRequest(NOT_YOURSELF.format(action="follow"))
    repo = SocialRepository(db)
    existing = await repo.follow(viewer.id, user.id)
    if follow and existing is None:
        if await repo.block(viewer.id, user.id) is not None:
            raise BadRequest(f"Unblock @{user.username} before following them.")
        status = PENDING if user.profile_private else ACCEPTED
        await repo.add(Follow(follower_id=viewer.id, followee_id=user.id, status=status))
    elif not follow and existing is not None:
        # Unfollowing and cancelling a request are the same act.
        await repo.delete(existing)
    return await profile(db, viewer, user)


async def my_requests(db: AsyncSession, owner: User, params: CursorParams) -> UserSummaryPage:
    """The accounts asking to follow me, newest first."""
    rows = await SocialRepository(db).connections(owner.id, owner.id, "requests", params.cursor, params.limit)
    return _summary_page(rows, params.limit)


async def answer_request(db: AsyncSession, owner: User, key: str, approve: bool) -> None:
    """Approve (the follow becomes accepted) or decline (it is removed) a pending follow request."""
    repo = SocialRepository(db)
    requester = await repo.user_by_name_or_id(key)
    existing = await repo.follow(requester.id, owner.id) if requester is not None else None
    if existing is None or existing.status != PENDING:
        raise NotFound(NO_SUCH_REQUEST)
    if approve:
        existing.status = ACCEPTED
        await db.flush()
    else:
        await repo.delete(existing)


async def remove_follower(db: AsyncSession, owner: User, key: str) -> None:
    """Remove an account from my followers (or drop its request); it may ask again later."""
    repo = SocialRepository(db)
    follower = await repo.user_by_name_or_id(key)
    existing = await repo.follow(follower.id, owner.id) if follower is not None else None
    if existing is None:
        raise NotFound(NOT_A_FOLLOWER)
    await repo.delete(existing)


async def set_block(db: AsyncSession, viewer: User, key: str, block: bool) -> Profile:
    """Blocking hides each from the other and ends the follows between them, both ways."""
    user = await find_user(db, viewer, key)
    if user.id == viewer.id:
        raise BadRequest(NOT_YOURSELF.format(action="block"))
    repo = SocialRepository(db)
    existing = await repo.block(viewer.id, user.id)
    if block and existing is None:
        await repo.add(Block(blocker_id=viewer.id, blocked_id=user.id))
        await repo.remove_follows_between(viewer.id, user.id)
        await db.flush()
    elif not block and existing is not None:
        await repo.delete(existing)
    return await profile(db, viewer, user)


async def search(
    db: AsyncSession, viewer: User | None, query: str | None, params: CursorParams
) -> UserSummaryPage:
    """Accounts by username or display name, newest first; banned ones and blocks either way left out."""
    rows = await SocialRepository(db).search_users(
        viewer.id if viewer else None, query, params.cursor, params.limit
    )
    more = len(rows) > params.limit
    rows = rows[: params.limit]
    next_cursor = encode_cursor(rows[-1].created_at, rows[-1].id) if more and rows else None
    return UserSummaryPage(items=[user_summary(u) for u in rows], next_cursor=next_cursor)


async def connections(
    db: AsyncSession,
    viewer: User | None,
    key: str,
    direction: Literal["followers", "following"],
    params: CursorParams,
) -> UserSummaryPage:
    """Who follows the account, or whom it follows; a private profile shows them to its followers only."""
    user = await find_user(db, viewer, key)
    if not await can_see_posts(db, viewer, user):
        return UserSummaryPage(items=[], next_cursor=None)
    rows = await SocialRepository(db).connections(
        user.id, viewer.id if viewer else None, direction, params.cursor, params.limit
    )
    return _summary_page(rows, params.limit)


def _summary_page(rows: list[tuple[User, Any]], limit: int) -> UserSummaryPage:
    more = len(rows) > limit
    rows = rows[:limit]
    next_cursor = encode_cursor(rows[-1][1], rows[-1][0].id) if more and rows else None
    return UserSummaryPage(items=[user_summary(u) for u, _ in rows], next_cursor=next_cursor)


def social_settings(user: User) -> SocialSettings:
    return SocialSettings(profile_private=user.profile_private)


async def set_private(db: AsyncSession, user: User, private: bool) -> SocialSettings:
    """Going public accepts every pending follow request: there is nothing left to approve."""
    user.profile_private = private
    if not private:
        await SocialRepository(db).accept_pending_requests(user.id)
    await db.flush()
    return social_settings(user)


def viewer_id(viewer: User | None) -> uuid.UUID | None:
    return viewer.id if viewer is not None else None
