"""Share links (issue 13 '/share/{id}'): unguessable, made by the owner only, revocable (404 everywhere
after), a chat excerpt holds only the chosen messages of the owner's own chat and never a flagged one;
NSFW items unfurl blurred."""

from __future__ import annotations

from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from tests.helpers import ORIGIN
from tests.social.social_helpers import (
    adult,
    adult_visitor,
    chat_with_messages,
    create,
    new_client,
    store_image,
)


async def test_media_share_lifecycle(app: Any, db: AsyncSession) -> None:
    async with (
        new_client(app) as owner,
        new_client(app) as other,
        new_client(app) as visitor,
        new_client(app) as bot,
    ):
        me = await adult(owner)
        await adult(other)
        await adult_visitor(visitor)
        media_id, original, original_thumb = await store_image(app, db, me["user"]["id"], nsfw=True)
        assert (
            await other.post("/api/shares", json={"kind": "media", "mediaId": media_id})
        ).status_code == 404
        r = await owner.post("/api/shares", json={"kind": "media", "mediaId": media_id})
        assert r.status_code == 201, r.text
        share = r.json()
        # 24 random bytes: 32 URL-safe characters, 192 bits.
        assert len(share["id"]) >= 32
        assert share["url"] == f"{ORIGIN}/share/{share['id']}"
        assert share["revokedAt"] is None
        second = (await owner.post("/api/shares", json={"kind": "media", "mediaId": media_id})).json()
        assert second["id"] != share["id"]
        item = (await visitor.get(f"/api/shares/{share['id']}")).json()
        assert item["kind"] == "media"
        assert item["shouldBlur"] is True
        assert item["media"]["shouldBlur"] is True
        assert item["imageUrl"] == f"/api/shares/{share['id']}/image"
        assert item["owner"]["username"] == me["user"]["username"]
        for url in (item["imageUrl"], item["media"]["url"], item["media"]["thumbUrl"]):
            response = await visitor.get(url)
            assert response.status_code == 200
            assert response.content not in (original, original_thumb)
            assert original not in response.content
        # A link unfurler never passed the age gate: it still gets the (blurred) picture, and only that.
        unfurl = await bot.get(item["imageUrl"])
        assert unfurl.status_code == 200
        assert unfurl.content not in (original, original_thumb)
        assert (await bot.get(f"/api/shares/{share['id']}")).status_code == 403
        mine = (await owner.get("/api/shares")).json()
        assert {s["id"] for s in mine} == {share["id"], second["id"]}
        # Only the owner revokes; then the link is gone everywhere.
        assert (await other.delete(f"/api/shares/{share['id']}")).status_code == 404
        assert (await owner.delete(f"/api/shares/{share['id']}")).status_code == 204
        for reader in (visitor, other, owner, bot):
            for path in ("", "/image", "/file", "/thumb"):
                assert (await reader.get(f"/api/shares/{share['id']}{path}")).status_code in (403, 404)
        for path in ("", "/image", "/file", "/thumb"):
            assert (await visitor.get(f"/api/shares/{share['id']}{path}")).status_code == 404
        revoked = next(s for s in (await owner.get("/api/shares")).json() if s["id"] == share["id"])
        assert revoked["revokedAt"] is not None
        assert (await visitor.get("/api/shares/unknown-token")).status_code == 404


async def test_character_share_follows_the_characters_visibility(app: Any, db: AsyncSession) -> None:
    async with new_client(app) as owner, new_client(app) as visitor:
        await adult(owner)
        await adult_visitor(visitor)
        character = await create(owner, visibility="public")
        share = (
            await owner.post("/api/shares", json={"kind": "character", "characterId": character["id"]})
        ).json()
        item = (await visitor.get(f"/api/shares/{share['id']}")).json()
        assert item["title"] == "Luna"
        assert item["character"]["name"] == "Luna"
        assert item["messages"] is None
        await owner.patch(f"/api/characters/{character['id']}", json={"visibility": "private"})
        assert (await visitor.get(f"/api/shares/{share['id']}")).status_code == 404


async def test_chat_excerpt_holds_only_the_chosen_unflagged_messages(app: Any, db: AsyncSession) -> None:
    async with new_client(app) as owner, new_client(app) as other, new_client(app) as visitor:
        me = await adult(owner)
        other_info = await adult(other)
        await adult_visitor(visitor)
        character = await create(owner, visibility="public")
        chat_id, ids = await chat_with_messages(
            db,
            me["user"]["id"],
            character["id"],
            [
                ("user", "Hi Luna", None),
                ("assistant", "Hello there, reader.", None),
                ("user", "A secret I keep", None),
                ("assistant", "Something flagged", "prohibited"),
            ],
        )
        other_chat, other_ids = await chat_with_messages(
            db, other_info["user"]["id"], character["id"], [("user", "Not yours", None)]
        )
        body = {"kind": "chat", "chatId": chat_id, "messageIds": [ids[0], ids[1]]}
        # Someone else's chat, messages of another chat, a flagged message, too many or none: refused.
        assert (await other.post("/api/shares", json=body)).status_code == 404
        mixed = {"kind": "chat", "chatId": chat_id, "messageIds": [ids[0], other_ids[0]]}
        assert (await owner.post("/api/shares", json=mixed)).status_code == 400
        flagged = {"kind": "chat", "chatId": chat_id, "messageIds": [ids[1], ids[3]]}
        r = await owner.post("/api/shares", json=flagged)
        assert r.status_code == 400
        assert "Flagged" in r.json()["detail"]
        assert (await owner.post("/api/shares", json={**body, "messageIds": []})).status_code == 422
        assert (
            await owner.post("/api/shares", json={**body, "messageIds": [ids[0]] * 21})
        ).status_code == 422
        share = (await owner.post("/api/shares", json=body)).json()
        assert share["title"] == "A chat with Luna"
        item = (await visitor.get(f"/api/shares/{share['id']}")).json()
        assert item["messages"] == [
            {"role": "user", "name": me["user"]["username"], "text": "Hi Luna"},
            {"role": "assistant", "name": "Luna", "text": "Hello there, reader."},
        ]
        text = str(item)
        assert "A secret I keep" not in text
        assert "Something flagged" not in text
        assert other_chat not in text
