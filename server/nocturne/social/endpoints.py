"""/api/posts, /api/feed, /api/comments, /api/users, /api/me/social, /api/shares and /api/streams.

Reads are open to visitors who passed the age gate (routes.json: gated); writes need an account. A
share's unfurl image answers without the gate (link unfurlers never pass it): NSFW is always blurred
for them."""

from __future__ import annotations

import uuid
from typing import Annotated, Any

from fastapi import APIRouter, Header, Query, Response, status

from nocturne.accounts.deps import AdultUser, AgeConfirmed, AuthDep, CurrentUser
from nocturne.characters.safety import refusals_recorded
from nocturne.characters.schemas import CharacterPage
from nocturne.characters.service import character_summary
from nocturne.db import SessionDep
from nocturne.errors import ErrorBody, NotFound
from nocturne.kit.deps import SettingsDep
from nocturne.kit.pagination import PageDep
from nocturne.runtime import ModerationDep, RuntimeDep
from nocturne.social import profiles, service, shares, streams
from nocturne.social.cursor import CursorDep
from nocturne.social.files import serve_media
from nocturne.social.repository import SocialRepository
from nocturne.social.schemas import (
    Comment,
    CommentIn,
    CommentPage,
    FeedTab,
    LikeState,
    MediaPost,
    NewPostCount,
    Post,
    PostIn,
    PostPage,
    Profile,
    ReportIn,
    Share,
    SharedItem,
    ShareIn,
    ShareKind,
    SocialSettings,
    SocialSettingsIn,
    StreamPage,
    UserSummaryPage,
)

ERRORS: dict[int | str, dict[str, object]] = {
    400: {"model": ErrorBody},
    401: {"model": ErrorBody},
    403: {"model": ErrorBody},
    404: {"model": ErrorBody},
}
WRITE_ERRORS: dict[int | str, dict[str, object]] = {409: {"model": ErrorBody}, 422: {"model": ErrorBody}}
IMAGE: dict[int | str, dict[str, Any]] = {
    200: {"content": {"image/webp": {}, "image/png": {}, "video/mp4": {}}}
}

posts_router = APIRouter(prefix="/posts", tags=["social"], responses=ERRORS)
feed_router = APIRouter(prefix="/feed", tags=["social"], responses=ERRORS)
comments_router = APIRouter(prefix="/comments", tags=["social"], responses=ERRORS)
users_router = APIRouter(prefix="/users", tags=["social"], responses=ERRORS)
me_router = APIRouter(prefix="/me/social", tags=["social"], responses=ERRORS)
shares_router = APIRouter(prefix="/shares", tags=["social"], responses=ERRORS)
streams_router = APIRouter(prefix="/streams", tags=["social"], responses=ERRORS)

RangeHeader = Annotated[str | None, Header(alias="Range", include_in_schema=False)]


# --- posts -----------------------------------------------------------------------------------------


@posts_router.post("", response_model=Post, status_code=status.HTTP_201_CREATED, responses=WRITE_ERRORS)
async def publish(body: PostIn, user: AdultUser, db: SessionDep, moderation: ModerationDep) -> Post:
    """Publish one of my images or videos, or one of my public characters, with a moderated caption."""
    async with refusals_recorded(db):
        return await service.publish(db, moderation, user, body)


@posts_router.get("/by-media/{media_id}", response_model=MediaPost)
async def my_media_post(media_id: uuid.UUID, user: CurrentUser, db: SessionDep) -> MediaPost:
    """My post of one of my images or videos; `post` is null when it is not published (or not mine).
    Not a 404: an unpublished image is the usual case, not an error the browser should log."""
    return MediaPost(post=await service.my_media_post(db, user, media_id))


@posts_router.get("/{post_id}", response_model=Post)
async def get_post(post_id: uuid.UUID, auth: AgeConfirmed, db: SessionDep) -> Post:
    """One post (404 when the viewer may not see it)."""
    return await service.post_view(db, auth.user, post_id)


@posts_router.delete("/{post_id}", status_code=status.HTTP_204_NO_CONTENT)
async def unpublish(post_id: uuid.UUID, user: CurrentUser, db: SessionDep) -> Response:
    """Unpublish my post (staff: remove anyone's, logged as a moderation action)."""
    await service.unpublish(db, user, post_id)
    return Response(status_code=status.HTTP_204_NO_CONTENT)


@posts_router.get("/{post_id}/file", response_class=Response, responses=IMAGE)
async def post_file(
    post_id: uuid.UUID,
    auth: AgeConfirmed,
    db: SessionDep,
    runtime: RuntimeDep,
    byte_range: RangeHeader = None,
) -> Response:
    """The post's image or video; a blurred picture when it is NSFW for this viewer."""
    media = await service.post_media(db, auth.user, post_id)
    return await serve_media(runtime.media.store, media, auth.user, "file", byte_range)


@posts_router.get("/{post_id}/thumb", response_class=Response, responses=IMAGE)
async def post_thumb(post_id: uuid.UUID, auth: AgeConfirmed, db: SessionDep, runtime: RuntimeDep) -> Response:
    """The post's small picture; blurred when it is NSFW for this viewer."""
    media = await service.post_media(db, auth.user, post_id)
    return await serve_media(runtime.media.store, media, auth.user, "thumb")


@posts_router.put("/{post_id}/like", response_model=LikeState)
async def like(post_id: uuid.UUID, user: AdultUser, db: SessionDep) -> LikeState:
    """Like a post (twice is still one like)."""
    return await service.set_like(db, user, post_id, True)


@posts_router.delete("/{post_id}/like", response_model=LikeState)
async def unlike(post_id: uuid.UUID, user: AdultUser, db: SessionDep) -> LikeState:
    """Take my like back."""
    return await service.set_like(db, user, post_id, False)


@posts_router.get("/{post_id}/comments", response_model=CommentPage)
async def list_comments(
    post_id: uuid.UUID, auth: AgeConfirmed, db: SessionDep, page: CursorDep
) -> CommentPage:
    """A post's comments, oldest first."""
    return await service.comments(db, auth.user, post_id, page)


@posts_router.post(
    "/{post_id}/comments", response_model=Comment, status_code=status.HTTP_201_CREATED, responses=WRITE_ERRORS
)
async def add_comment(
    post_id: uuid.UUID, body: CommentIn, user: AdultUser, db: SessionDep, moderation: ModerationDep
) -> Comment:
    """Comment on a post (moderated as every message is)."""
    async with refusals_recorded(db):
        return await service.add_comment(db, moderation, user, post_id, body)


@posts_router.post("/{post_id}/report", status_code=status.HTTP_202_ACCEPTED, response_class=Response)
async def report(post_id: uuid.UUID, body: ReportIn, user: AdultUser, db: SessionDep) -> Response:
    """Report a post to the moderators."""
    await service.report(db, user, post_id, body)
    return Response(status_code=status.HTTP_202_ACCEPTED)


@comments_router.delete("/{comment_id}", status_code=status.HTTP_204_NO_CONTENT)
async def delete_comment(comment_id: uuid.UUID, user: CurrentUser, db: SessionDep) -> Response:
    """Delete a comment: its author, the post's author, or staff."""
    await service.delete_comment(db, user, comment_id)
    return Response(status_code=status.HTTP_204_NO_CONTENT)


# --- feed ------------------------------------------------------------------------------------------


@feed_router.get("", response_model=PostPage)
async def feed(auth: AgeConfirmed, db: SessionDep, page: CursorDep, tab: FeedTab = "public") -> PostPage:
    """The public feed (everyone's posts) or the following tab, newest first."""
    return await service.feed(db, auth.user, tab, page)


@feed_router.get("/new", response_model=NewPostCount)
async def new_posts(
    auth: AgeConfirmed, db: SessionDep, after: uuid.UUID = Query(), tab: FeedTab = "public"
) -> NewPostCount:
    """How many posts arrived after the given one (polled by the feed page)."""
    return await service.new_posts(db, auth.user, tab, after)


# --- users -----------------------------------------------------------------------------------------


@users_router.get("", response_model=UserSummaryPage)
async def search_users(
    auth: AgeConfirmed, db: SessionDep, page: CursorDep, q: str | None = Query(default=None, max_length=100)
) -> UserSummaryPage:
    """Creators by username or display name."""
    return await profiles.search(db, auth.user, q, page)


@users_router.get("/{username_or_id}", response_model=Profile)
async def get_profile(username_or_id: str, auth: AgeConfirmed, db: SessionDep) -> Profile:
    """A profile, by username or id."""
    user = await profiles.find_user(db, auth.user, username_or_id)
    return await profiles.profile(db, auth.user, user)


@users_router.get("/{username_or_id}/posts", response_model=PostPage)
async def user_posts(username_or_id: str, auth: AgeConfirmed, db: SessionDep, page: CursorDep) -> PostPage:
    """A profile's posts, newest first (none when it is private and the viewer does not follow it)."""
    user = await profiles.find_user(db, auth.user, username_or_id)
    if not await profiles.can_see_posts(db, auth.user, user):
        return PostPage(items=[], next_cursor=None)
    return await service.posts_by(db, auth.user, user, page)


@users_router.get("/{username_or_id}/characters", response_model=CharacterPage)
async def user_characters(
    username_or_id: str, auth: AgeConfirmed, db: SessionDep, page: PageDep
) -> CharacterPage:
    """A profile's public characters, in the directory's shape."""
    user = await profiles.find_user(db, auth.user, username_or_id)
    rows, total = await SocialRepository(db).public_characters_of(
        user.id, limit=page.page_size, offset=page.offset
    )
    viewer_id = auth.user.id if auth.user else None
    items = [character_summary(c, owner_username=user.username, viewer_id=viewer_id) for c in rows]
    return CharacterPage(items=items, total=total, page=page.page, page_size=page.page_size)


@users_router.put("/{username_or_id}/follow", response_model=Profile)
async def follow(username_or_id: str, user: AdultUser, db: SessionDep) -> Profile:
    """Follow an account."""
    return await profiles.set_follow(db, user, username_or_id, True)


@users_router.delete("/{username_or_id}/follow", response_model=Profile)
async def unfollow(username_or_id: str, user: AdultUser, db: SessionDep) -> Profile:
    """Stop following an account."""
    return await profiles.set_follow(db, user, username_or_id, False)


@users_router.put("/{username_or_id}/block", response_model=Profile)
async def block(username_or_id: str, user: CurrentUser, db: SessionDep) -> Profile:
    """Block an account: each is hidden from the other, and follows both ways end."""
    return await profiles.set_block(db, user, username_or_id, True)


@users_router.delete("/{username_or_id}/block", response_model=Profile)
async def unblock(username_or_id: str, user: CurrentUser, db: SessionDep) -> Profile:
    """Unblock an account."""
    return await profiles.set_block(db, user, username_or_id, False)


@users_router.get("/{username_or_id}/followers", response_model=UserSummaryPage)
async def followers(
    username_or_id: str, auth: AgeConfirmed, db: SessionDep, page: CursorDep
) -> UserSummaryPage:
    """Who follows this account, newest first."""
    return await profiles.connections(db, auth.user, username_or_id, "followers", page)


@users_router.get("/{username_or_id}/following", response_model=UserSummaryPage)
async def following(
    username_or_id: str, auth: AgeConfirmed, db: SessionDep, page: CursorDep
) -> UserSummaryPage:
    """Whom this account follows, newest first."""
    return await profiles.connections(db, auth.user, username_or_id, "following", page)


@me_router.get("", response_model=SocialSettings)
async def my_social(user: CurrentUser) -> SocialSettings:
    """My social settings."""
    return profiles.social_settings(user)


@me_router.patch("", response_model=SocialSettings)
async def set_my_social(body: SocialSettingsIn, user: CurrentUser, db: SessionDep) -> SocialSettings:
    """Make my profile private (posts for followers only) or public (pending requests are accepted)."""
    return await profiles.set_private(db, user, body.profile_private)


@me_router.get("/requests", response_model=UserSummaryPage)
async def my_follow_requests(user: CurrentUser, db: SessionDep, page: CursorDep) -> UserSummaryPage:
    """Accounts asking to follow my private profile, newest first."""
    return await profiles.my_requests(db, user, page)


@me_router.put("/requests/{username_or_id}", status_code=status.HTTP_204_NO_CONTENT)
async def approve_follow_request(username_or_id: str, user: CurrentUser, db: SessionDep) -> Response:
    """Approve a follow request: the account becomes my follower."""
    await profiles.answer_request(db, user, username_or_id, True)
    return Response(status_code=status.HTTP_204_NO_CONTENT)


@me_router.delete("/requests/{username_or_id}", status_code=status.HTTP_204_NO_CONTENT)
async def decline_follow_request(username_or_id: str, user: CurrentUser, db: SessionDep) -> Response:
    """Decline a follow request."""
    await profiles.answer_request(db, user, username_or_id, False)
    return Response(status_code=status.HTTP_204_NO_CONTENT)


@me_router.delete("/followers/{username_or_id}", status_code=status.HTTP_204_NO_CONTENT)
async def remove_my_follower(username_or_id: str, user: CurrentUser, db: SessionDep) -> Response:
    """Remove an account from my followers."""
    await profiles.remove_follower(db, user, username_or_id)
    return Response(status_code=status.HTTP_204_NO_CONTENT)


# --- shares ----------------------------------------------------------------------------------------


@shares_router.post("", response_model=Share, status_code=status.HTTP_201_CREATED)
async def create_share(body: ShareIn, user: AdultUser, db: SessionDep, settings: SettingsDep) -> Share:
    """Make a share link for one of my images or videos, characters, or chosen messages of my chat."""
    return await shares.create_share(db, settings, user, body)


@shares_router.get("", response_model=list[Share])
async def list_shares(
    user: CurrentUser,
    db: SessionDep,
    settings: SettingsDep,
    kind: Annotated[ShareKind | None, Query(description="Only links of this kind.")] = None,
    target_id: Annotated[
        uuid.UUID | None, Query(alias="targetId", description="Only links to this media, character or chat.")
    ] = None,
) -> list[Share]:
    """My share links, newest first (revoked ones too), optionally of one kind and one item."""
    return await shares.my_shares(db, settings, user, kind, target_id)


@shares_router.delete("/{share_id}", status_code=status.HTTP_204_NO_CONTENT)
async def revoke_share(share_id: str, user: CurrentUser, db: SessionDep) -> Response:
    """Revoke my share link: it answers 404 from now on."""
    await shares.revoke(db, user, share_id)
    return Response(status_code=status.HTTP_204_NO_CONTENT)


@shares_router.get("/{share_id}", response_model=SharedItem)
async def get_share(share_id: str, auth: AgeConfirmed, db: SessionDep) -> SharedItem:
    """What a link shares (404 when revoked or unknown)."""
    found = await shares.resolve(db, auth.user, share_id)
    return await shares.shared_item(db, auth.user, found)


@shares_router.get("/{share_id}/image", response_class=Response, responses=IMAGE)
async def share_image(share_id: str, auth: AuthDep, db: SessionDep, runtime: RuntimeDep) -> Response:
    """The link's unfurl picture; blurred when NSFW for this viewer (always for link unfurlers)."""
    found = await shares.resolve(db, auth.user, share_id)
    data, content_type = await shares.image_bytes(db, runtime.media.store, auth.user, found)
    headers = {"Cache-Control": "public, max-age=300", "X-Content-Type-Options": "nosniff", "Vary": "Cookie"}
    return Response(data, media_type=content_type, headers=headers)


async def _shared_media(share_id: str, auth: AgeConfirmed, db: SessionDep) -> shares.Resolved:
    found = await shares.resolve(db, auth.user, share_id)
    if found.media is None:
        raise NotFound(shares.SHARE_NOT_FOUND)
    return found


@shares_router.get("/{share_id}/file", response_class=Response, responses=IMAGE)
async def share_file(
    share_id: str, auth: AgeConfirmed, db: SessionDep, runtime: RuntimeDep, byte_range: RangeHeader = None
) -> Response:
    """A media share's file; a blurred picture when it is NSFW for this viewer."""
    found = await _shared_media(share_id, auth, db)
    assert found.media is not None
    return await serve_media(runtime.media.store, found.media, auth.user, "file", byte_range)


@shares_router.get("/{share_id}/thumb", response_class=Response, responses=IMAGE)
async def share_thumb(share_id: str, auth: AgeConfirmed, db: SessionDep, runtime: RuntimeDep) -> Response:
    """A media share's small picture; blurred when it is NSFW for this viewer."""
    found = await _shared_media(share_id, auth, db)
    assert found.media is not None
    return await serve_media(runtime.media.store, found.media, auth.user, "thumb")


# --- streams ---------------------------------------------------------------------------------------


@streams_router.get("/{key}", response_model=StreamPage)
async def stream(key: str, auth: AgeConfirmed, db: SessionDep, page: CursorDep) -> StreamPage:
    """A character's public stream: the public posts featuring it, newest first. `key` is the character's
    id or `{name}-{creator username}`."""
    return await streams.stream(db, auth.user, key, page)


ROUTERS = (
    posts_router,
    feed_router,
    comments_router,
    users_router,
    me_router,
    shares_router,
    streams_router,
)
