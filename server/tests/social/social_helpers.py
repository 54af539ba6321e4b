"""Helpers for the social API tests: adult accounts, images stored straight into the media store (no
generation job: these tests are about who may see them), characters, posts and chats."""

from __future__ import annotations

import io
import uuid
from typing import Any

import httpx
from PIL import Image
from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.kit.clock import utcnow
from nocturne.models import Chat, ChatMessage, Media, ModerationAction, ModerationFlag, User
from tests.characters.api_helpers import adult, adult_visitor, create
from tests.helpers import new_client

__all__ = ["adult", "adult_visitor", "create", "new_client"]

# A recognisable picture: its bytes must never reach a viewer who may not see it.
ORIGINAL_COLOR = (200, 30, 60)


def picture(color: tuple[int, int, int] = ORIGINAL_COLOR, size: tuple[int, int] = (64, 80)) -> bytes:
    out = io.BytesIO()
    image = Image.new("RGB", size, color)
    # A sharp pattern, so a blurred rendition differs from it.
    for x in range(0, size[0], 4):
        for y in range(size[1]):
            image.putpixel((x, y), (255, 255, 255))
    image.save(out, format="PNG")
    return out.getvalue()


def thumb(data: bytes) -> bytes:
    out = io.BytesIO()
    Image.open(io.BytesIO(data)).save(out, format="WEBP", quality=90)
    return out.getvalue()


async def store_image(
    app: Any,
    db: AsyncSession,
    owner_id: str,
    *,
    nsfw: bool = False,
    character_id: str | None = None,
) -> tuple[str, bytes, bytes]:
    """An image of this owner's, as a finished generation leaves it: (media id, file bytes, thumb bytes)."""
    store = app.state.runtime.media.store
    media_id = uuid.uuid4()
    data = picture()
    small = thumb(data)
    key = f"images/{owner_id}/{media_id}/0.png"
    thumb_key = f"images/{owner_id}/{media_id}/0.thumb.webp"
    await store.put(key, data, "image/png")
    await store.put(thumb_key, small, "image/webp")
    await db.commit()
    db.add(
        Media(
            id=media_id,
            owner_id=uuid.UUID(owner_id),
            character_id=uuid.UUID(character_id) if character_id else None,
            kind="image",
            source="preset",
            storage_key=key,
            thumb_key=thumb_key,
            content_type="image/png",
            width=64,
            height=80,
            orientation="portrait",
            should_blur=nsfw,
            prompt="a portrait",
        )
    )
    await db.commit()
    return str(media_id), data, small


async def opt_in_nsfw(db: AsyncSession, user_id: str) -> None:
    """A verified adult who chose to see NSFW media unblurred."""
    await db.commit()
    await db.execute(
        update(User)
        .where(User.id == uuid.UUID(user_id))
        .values(age_verified_at=utcnow(), show_nsfw_media=True)
    )
    await db.commit()


async def make_staff(db: AsyncSession, user_id: str, role: str = "moderator") -> None:
    await db.commit()
    await db.execute(update(User).where(User.id == uuid.UUID(user_id)).values(role=role))
    await db.commit()


async def ban(db: AsyncSession, user_id: str) -> None:
    await db.commit()
    await db.execute(
        update(User).where(User.id == uuid.UUID(user_id)).values(banned_at=utcnow(), ban_reason="test")
    )
    await db.commit()


async def publish(client: httpx.AsyncClient, **body: Any) -> dict[str, Any]:
    r = await client.post("/api/posts", json=body)
    assert r.status_code == 201, r.text
    result: dict[str, Any] = r.json()
    return result


async def chat_with_messages(
    db: AsyncSession, user_id: str, character_id: str, texts: list[tuple[str, str, str | None]]
) -> tuple[str, list[str]]:
    """A chat of this user's with (role, text, flagged reason) messages; returns (chat id, message ids)."""
    await db.commit()
    chat = Chat(user_id=uuid.UUID(user_id), title="Evening", settings={})
    db.add(chat)
    await db.flush()
    ids = []
    base = utcnow()
    for index, (role, text, flagged) in enumerate(texts):
        message = ChatMessage(
            chat_id=chat.id,
            role=role,
            content=text,
            flagged_content_reason=flagged,
            character_id=uuid.UUID(character_id) if role == "assistant" else None,
            created_at=base.replace(microsecond=index),
        )
        db.add(message)
        await db.flush()
        ids.append(str(message.id))
    await db.commit()
    return str(chat.id), ids


async def flags_on(db: AsyncSession, subject_id: str) -> list[ModerationFlag]:
    await db.commit()
    rows = list(
        (
            await db.scalars(select(ModerationFlag).where(ModerationFlag.subject_id == uuid.UUID(subject_id)))
        ).all()
    )
    await db.commit()
    return rows


async def flags_of(db: AsyncSession, user_id: str) -> list[ModerationFlag]:
    await db.commit()
    rows = list(
        (await db.scalars(select(ModerationFlag).where(ModerationFlag.user_id == uuid.UUID(user_id)))).all()
    )
    await db.commit()
    return rows


async def moderation_actions(db: AsyncSession) -> list[ModerationAction]:
    await db.commit()
    rows = list((await db.scalars(select(ModerationAction))).all())
    await db.commit()
    return rows
