"""Share links: made by the owner of what they share, revocable, read by anyone who has the link.

The id is secrets.token_urlsafe(24): 192 random bits, so links cannot be guessed or listed. A revoked
link, one whose owner is banned or blocked either way with the viewer, and one whose subject is gone or
no longer public (a deleted image, a character made private, a deleted chat) answer 404 everywhere: the
API, its files and the /share page. A chat excerpt holds only the chosen messages of the owner's own
chat, never a flagged one."""

from __future__ import annotations

import asyncio
import secrets
import uuid
from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.characters import avatars
from nocturne.characters import service as characters
from nocturne.chat import service as chats
from nocturne.chat.display import message_text
from nocturne.config import Settings
from nocturne.errors import BadRequest, NotFound
from nocturne.kit.clock import utcnow
from nocturne.media import service as media_service
from nocturne.media.storage import MediaMissing, MediaStore
from nocturne.models import Character, ChatMessage, Media, ShareLink, User
from nocturne.social.blur import blur_image, blurred_rendition, must_blur, sees_nsfw
from nocturne.social.repository import SocialRepository
from nocturne.social.schemas import Share, SharedItem, SharedMessage, ShareIn
from nocturne.social.views import media_view, post_character, tagline, user_summary

SHARE_NOT_FOUND = "This link does not work any more: it was revoked, or what it shared is gone."
TOKEN_BYTES = 24
DESCRIPTION_LENGTH = 200
THUMB_TYPE = "image/webp"


def share_url(settings: Settings, share_id: str) -> str:
    return f"{settings.app_origin.rstrip('/')}/share/{share_id}"


def share_out(settings: Settings, link: ShareLink) -> Share:
    return Share(
        id=link.id,
        url=share_url(settings, link.id),
        kind=link.kind,
        target_id=_target(link),
        title=link.title,
        created_at=link.created_at,
        revoked_at=link.revoked_at,
    )


def _shorten(text: str, limit: int = DESCRIPTION_LENGTH) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


async def _chosen_messages(db: AsyncSession, chat_id: uuid.UUID, ids: list[uuid.UUID]) -> list[ChatMessage]:
    rows = await SocialRepository(db).chat_messages(chat_id, ids)
    return [m for m in rows if m.role in ("user", "assistant") and not m.flagged_content_reason]


async def create_share(db: AsyncSession, settings: Settings, user: User, body: ShareIn) -> Share:
    link = ShareLink(id=secrets.token_urlsafe(TOKEN_BYTES), owner_id=user.id, kind=body.kind, message_ids=[])
    if body.kind == "media":
        assert body.media_id is not None
        media = await media_service.owned_media(db, user, body.media_id)
        link.media_id = media.id
        link.title = f"{'A video' if media.kind == 'video' else 'An image'} by @{user.username}"
    elif body.kind == "character":
        assert body.character_id is not None
        character = await characters.get_owned_character(db, user, body.character_id)
        if character.visibility != "public":
            raise BadRequest(f"Only a public character can be shared. Make {character.name} public first.")
        link.character_id = character.id
        link.title = character.name
    else:
        assert body.chat_id is not None
        assert body.message_ids is not None
        chat = await chats.get_chat(db, user, body.chat_id)
        wanted = list(dict.fromkeys(body.message_ids))
        rows = await SocialRepository(db).chat_messages(chat.id, wanted)
        if len(rows) != len(wanted):
            raise BadRequest("Some of these messages are not in this chat. Choose messages of this chat.")
        if any(m.flagged_content_reason for m in rows):
            raise BadRequest("Flagged messages cannot be shared. Leave them out and share again.")
        if any(m.role not in ("user", "assistant") for m in rows):
            raise BadRequest("Only messages of the conversation can be shared, not images or tool results.")
        link.chat_id = chat.id
        link.message_ids = [str(m.id) for m in rows]
        names = await _character_names(db, rows)
        link.title = f"A chat with {', '.join(names)}" if names else "A chat on Nocturne"
    link.created_at = utcnow()
    await SocialRepository(db).add(link)
    return share_out(settings, link)


async def _character_names(db: AsyncSession, rows: list[ChatMessage]) -> list[str]:
    ids = {m.character_id for m in rows if m.character_id}
    found = await SocialRepository(db).characters(ids)
    return sorted({c.name for c in found.values()})


def _target(link: ShareLink) -> uuid.UUID:
    target = link.media_id or link.character_id or link.chat_id
    assert target is not None, "a share link always names what it shares"
    return target


async def my_shares(
    db: AsyncSession,
    settings: Settings,
    user: User,
    kind: str | None = None,
    target_id: uuid.UUID | None = None,
) -> list[Share]:
    links = await SocialRepository(db).shares_of(user.id)
    return [
        share_out(settings, link)
        for link in links
        if (kind is None or link.kind == kind) and (target_id is None or _target(link) == target_id)
    ]


async def revoke(db: AsyncSession, user: User, share_id: str) -> None:
    link = await SocialRepository(db).share(share_id)
    if link is None or link.owner_id != user.id:
        raise NotFound(SHARE_NOT_FOUND)
    if link.revoked_at is None:
        link.revoked_at = utcnow()
        await db.flush()


@dataclass
class Resolved:
    link: ShareLink
    owner: User
    media: Media | None = None
    character: Character | None = None
    messages: list[ChatMessage] | None = None


async def resolve(db: AsyncSession, viewer: User | None, share_id: str) -> Resolved:
    """The link and what it shares, when the viewer may see it; otherwise NotFound."""
    repo = SocialRepository(db)
    link = await repo.share(share_id) if len(share_id) <= 64 else None
    owner = await repo.user(link.owner_id) if link is not None else None
    if link is None or owner is None or link.revoked_at is not None or owner.is_banned:
        raise NotFound(SHARE_NOT_FOUND)
    if viewer is not None and viewer.id != owner.id and await repo.is_blocked_between(viewer.id, owner.id):
        raise NotFound(SHARE_NOT_FOUND)
    found = Resolved(link, owner)
    if link.kind == "media":
        media = await repo.media(link.media_id) if link.media_id else None
        if media is None or media.deleted or media.owner_id != owner.id:
            raise NotFound(SHARE_NOT_FOUND)
        found.media = media
        found.character = await _public_character(db, media.character_id)
    elif link.kind == "character":
        found.character = await _public_character(db, link.character_id)
        if found.character is None:
            raise NotFound(SHARE_NOT_FOUND)
    else:
        ids = [uuid.UUID(i) for i in link.message_ids]
        messages = await _chosen_messages(db, link.chat_id, ids) if link.chat_id else []
        if not messages:
            raise NotFound(SHARE_NOT_FOUND)
        found.messages = messages
        speaker = next((m.character_id for m in messages if m.character_id), None)
        found.character = await _public_character(db, speaker)
    return found


async def _public_character(db: AsyncSession, character_id: uuid.UUID | None) -> Character | None:
    if character_id is None:
        return None
    character = (await SocialRepository(db).characters({character_id})).get(character_id)
    return character if character is not None and character.visibility == "public" else None


async def _image_media(db: AsyncSession, found: Resolved) -> Media | None:
    """The media behind the unfurl image: the shared media, else the character's portrait."""
    if found.media is not None:
        return found.media
    if found.character is not None and found.character.portrait_media_id is not None:
        media = await SocialRepository(db).media(found.character.portrait_media_id)
        if media is not None and not media.deleted:
            return media
    return None


async def has_image(db: AsyncSession, found: Resolved) -> bool:
    if await _image_media(db, found) is not None:
        return True
    return found.character is not None and await avatars.get_avatar(db, found.character) is not None


async def image_is_blurred(db: AsyncSession, found: Resolved, viewer: User | None) -> bool:
    """A card's picture carries no NSFW mark, so it is blurred for everyone who may not see NSFW."""
    media = await _image_media(db, found)
    if media is not None:
        return must_blur(media, viewer)
    return await has_image(db, found) and not sees_nsfw(viewer)


async def shared_item(db: AsyncSession, viewer: User | None, found: Resolved) -> SharedItem:
    link = found.link
    base = f"/api/shares/{link.id}"
    who = found.owner.display_name or found.owner.username
    messages = None
    if found.messages is not None:
        character_names = {
            c.id: c.name
            for c in (
                await SocialRepository(db).characters(
                    {m.character_id for m in found.messages if m.character_id}
                )
            ).values()
        }
        messages = [
            SharedMessage(
                role="user" if m.role == "user" else "assistant",
                name=who
                if m.role == "user"
                else character_names.get(m.character_id, "Character")
                if m.character_id
                else "Character",
                text=message_text(m.content),
            )
            for m in found.messages
        ]
    if link.kind == "chat" and messages:
        description = _shorten(" ".join(f"{m.name}: {m.text}" for m in messages))
    elif found.character is not None:
        description = tagline(found.character)
    else:
        description = f"Shared by @{found.owner.username} on Nocturne."
    return SharedItem(
        id=link.id,
        kind=link.kind,
        title=link.title,
        description=description,
        image_url=f"{base}/image" if await has_image(db, found) else None,
        should_blur=await image_is_blurred(db, found, viewer),
        owner=user_summary(found.owner),
        character=post_character(found.character) if found.character is not None else None,
        media=media_view(found.media, base, viewer) if found.media is not None else None,
        messages=messages,
    )


async def image_bytes(
    db: AsyncSession, store: MediaStore, viewer: User | None, found: Resolved
) -> tuple[bytes, str]:
    """The unfurl picture: a thumbnail, blurred when NSFW for this viewer (always for a link unfurler)."""
    media = await _image_media(db, found)
    try:
        if media is not None:
            if must_blur(media, viewer):
                return await blurred_rendition(store, media), THUMB_TYPE
            return await store.get(media.thumb_key), THUMB_TYPE
    except MediaMissing:
        raise NotFound(SHARE_NOT_FOUND) from None
    if found.character is not None:
        avatar = await avatars.get_avatar(db, found.character)
        if avatar is not None:
            if sees_nsfw(viewer):
                return avatar.content, avatar.media_type
            return await asyncio.to_thread(blur_image, avatar.content), THUMB_TYPE
    raise NotFound(SHARE_NOT_FOUND)
