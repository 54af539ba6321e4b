"""Turning rows into the API's shapes, with what depends on the viewer (blur, likes, may delete)."""

from __future__ import annotations

import uuid
from collections.abc import Sequence

from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.models import Character, Media, Role, User
from nocturne.models import Post as PostRow
from nocturne.social.blur import must_blur
from nocturne.social.repository import PostRow as Row
from nocturne.social.repository import SocialRepository
from nocturne.social.schemas import Post, PostCharacter, PostMedia, UserSummary

TAGLINE_LENGTH = 160


def is_staff(user: User | None) -> bool:
    return user is not None and user.role in (Role.admin, Role.moderator)


def user_summary(user: User) -> UserSummary:
    return UserSummary(
        id=user.id, username=user.username, display_name=user.display_name, avatar_url=user.avatar_url
    )


def tagline(character: Character) -> str:
    notes = " ".join(character.creator_notes.split())
    source = notes if 0 < len(notes) <= TAGLINE_LENGTH else " ".join(character.description.split())
    return source if len(source) <= TAGLINE_LENGTH else source[: TAGLINE_LENGTH - 1].rstrip() + "…"


def post_character(character: Character) -> PostCharacter:
    return PostCharacter(
        id=character.id, name=character.name, avatar_url=character.avatar_url, tagline=tagline(character)
    )


def media_view(media: Media, base: str, viewer: User | None) -> PostMedia:
    """`base` is where the files are served from (/api/posts/{id} or /api/shares/{id})."""
    return PostMedia(
        id=media.id,
        kind="video" if media.kind == "video" else "image",
        url=f"{base}/file",
        thumb_url=f"{base}/thumb",
        width=media.width,
        height=media.height,
        duration=media.duration,
        should_blur=must_blur(media, viewer),
    )


async def post_views(db: AsyncSession, rows: Sequence[Row], viewer: User | None) -> list[Post]:
    repo = SocialRepository(db)
    ids = [row[0].id for row in rows]
    likes = await repo.like_counts(ids)
    comments = await repo.comment_counts(ids, viewer.id if viewer is not None else None)
    liked = await repo.liked(viewer.id, ids) if viewer is not None else set()
    # A media post shows the character it is of, while that character is public.
    pictured = await repo.characters(
        {m.character_id for _, _, m, _ in rows if m is not None and m.character_id}
    )
    out = []
    for post, author, media, character in rows:
        shown = character if post.kind == "character" else None
        if post.kind == "media" and media is not None and media.character_id in pictured:
            candidate = pictured[media.character_id]
            shown = candidate if candidate.visibility == "public" else None
        out.append(
            Post(
                id=post.id,
                author=user_summary(author),
                kind="character" if post.kind == "character" else "media",
                caption=post.caption,
                created_at=post.created_at,
                like_count=likes.get(post.id, 0),
                comment_count=comments.get(post.id, 0),
                liked_by_me=post.id in liked,
                media=media_view(media, f"/api/posts/{post.id}", viewer)
                if post.kind == "media" and media is not None
                else None,
                character=post_character(shown) if shown is not None else None,
                can_delete=may_delete_post(post, viewer),
            )
        )
    return out


def may_delete_post(post: PostRow, viewer: User | None) -> bool:
    return viewer is not None and (viewer.id == post.author_id or is_staff(viewer))


def may_delete_comment(comment_author: uuid.UUID, post_author: uuid.UUID, viewer: User | None) -> bool:
    return viewer is not None and (viewer.id in (comment_author, post_author) or is_staff(viewer))
