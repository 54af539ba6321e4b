"""The social API's shapes (the contract agreed with the web app; camelCase on the wire)."""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Literal

from pydantic import Field, model_validator

from nocturne.kit.schemas import Input, Schema

CAPTION_LIMIT = 2000
COMMENT_LIMIT = 1000
MAX_SHARED_MESSAGES = 20
ReportReason = Literal["sexual-minors", "bestiality", "real-person", "harassment", "spam", "other"]
FeedTab = Literal["public", "following"]
ShareKind = Literal["chat", "character", "media"]


class UserSummary(Schema):
    id: uuid.UUID
    username: str
    display_name: str | None
    avatar_url: str | None


class PostMedia(Schema):
    id: uuid.UUID
    kind: Literal["image", "video"]
    url: str = Field(description="The file; a blurred picture when should_blur is true.")
    thumb_url: str
    width: int
    height: int
    duration: float | None
    should_blur: bool = Field(
        description="NSFW for this viewer: the server sends a blurred rendition from url and thumbUrl."
    )


class PostCharacter(Schema):
    id: uuid.UUID
    name: str
    avatar_url: str | None
    tagline: str


class Post(Schema):
    id: uuid.UUID
    author: UserSummary
    kind: Literal["media", "character"]
    caption: str
    created_at: datetime
    like_count: int
    comment_count: int
    liked_by_me: bool
    media: PostMedia | None
    character: PostCharacter | None
    can_delete: bool


class MediaPost(Schema):
    """Whether one of my images or videos is published, and as which post."""

    post: Post | None


class Comment(Schema):
    id: uuid.UUID
    post_id: uuid.UUID
    author: UserSummary
    body: str
    created_at: datetime
    can_delete: bool


class Profile(Schema):
    id: uuid.UUID
    username: str
    display_name: str | None
    bio: str | None
    avatar_url: str | None
    created_at: datetime
    follower_count: int
    following_count: int
    post_count: int
    is_self: bool
    is_following: bool = Field(description="I follow them (accepted).")
    follow_requested: bool = Field(description="I asked to follow them and they have not answered yet.")
    follows_you: bool
    pending_request_count: int = Field(
        description="Follow requests waiting for my answer (my own profile only)."
    )
    is_blocked: bool = Field(description="I blocked them.")
    is_private: bool
    can_see_posts: bool


class PostPage(Schema):
    items: list[Post]
    next_cursor: str | None


class CommentPage(Schema):
    items: list[Comment]
    next_cursor: str | None


class UserSummaryPage(Schema):
    items: list[UserSummary]
    next_cursor: str | None


class NewPostCount(Schema):
    count: int


class LikeState(Schema):
    like_count: int
    liked_by_me: bool


class SocialSettings(Schema):
    profile_private: bool


class StreamPage(Schema):
    character: PostCharacter
    owner: UserSummary
    items: list[Post]
    next_cursor: str | None


class SharedMessage(Schema):
    role: Literal["user", "assistant"]
    name: str
    text: str


class Share(Schema):
    id: str = Field(description="The link's unguessable token.")
    url: str
    kind: ShareKind
    target_id: uuid.UUID = Field(description="The media, character or chat the link shares.")
    title: str
    created_at: datetime
    revoked_at: datetime | None


class SharedItem(Schema):
    id: str
    kind: ShareKind
    title: str
    description: str
    image_url: str | None
    should_blur: bool
    owner: UserSummary
    character: PostCharacter | None
    media: PostMedia | None
    messages: list[SharedMessage] | None


# --- inputs ----------------------------------------------------------------------------------------


class PostIn(Input):
    media_id: uuid.UUID | None = None
    character_id: uuid.UUID | None = None
    caption: str = Field(default="", max_length=CAPTION_LIMIT)

    @model_validator(mode="after")
    def _one_subject(self) -> PostIn:
        if (self.media_id is None) == (self.character_id is None):
            raise ValueError("Publish either one image or video (mediaId) or one character (characterId).")
        return self


class CommentIn(Input):
    body: str = Field(min_length=1, max_length=COMMENT_LIMIT)


class ReportIn(Input):
    reason: ReportReason
    details: str = Field(default="", max_length=1000)


class SocialSettingsIn(Input):
    profile_private: bool


class ShareIn(Input):
    kind: ShareKind
    media_id: uuid.UUID | None = None
    character_id: uuid.UUID | None = None
    chat_id: uuid.UUID | None = None
    message_ids: list[uuid.UUID] | None = None

    @model_validator(mode="after")
    def _fields_of_kind(self) -> ShareIn:
        if self.kind == "media" and self.media_id is None:
            raise ValueError("A media share needs mediaId.")
        if self.kind == "character" and self.character_id is None:
            raise ValueError("A character share needs characterId.")
        if self.kind == "chat":
            if self.chat_id is None:
                raise ValueError("A chat share needs chatId.")
            count = len(self.message_ids or [])
            if not 1 <= count <= MAX_SHARED_MESSAGES:
                raise ValueError(f"Choose 1 to {MAX_SHARED_MESSAGES} messages to share.")
        return self
