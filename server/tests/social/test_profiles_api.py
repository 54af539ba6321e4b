"""Profiles, follows, connections and search (issue 13 '/u/{usernameOrUuid}', spec 2: by username or
uuid)."""

from __future__ import annotations

from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from tests.social.social_helpers import adult, adult_visitor, ban, create, new_client, publish, store_image


async def test_profile_by_username_or_uuid_and_follow(app: Any, db: AsyncSession) -> None:
    async with new_client(app) as a, new_client(app) as b, new_client(app) as visitor:
        alice = await adult(a)
        bob = await adult(b)
        await adult_visitor(visitor)
        name, user_id = alice["user"]["username"], alice["user"]["id"]
        media_id, _, _ = await store_image(app, db, user_id)
        await publish(a, mediaId=media_id)
        await create(a, visibility="public")
        await create(a, visibility="private", name="Hidden")
        by_name = (await visitor.get(f"/api/users/{name}")).json()
        by_upper = (await visitor.get(f"/api/users/{name.upper()}")).json()
        by_id = (await visitor.get(f"/api/users/{user_id}")).json()
        assert by_name == by_id == by_upper
        assert by_name["postCount"] == 1
        assert (by_name["isSelf"], by_name["isFollowing"], by_name["canSeePosts"]) == (False, False, True)
        assert (await a.get(f"/api/users/{name}")).json()["isSelf"] is True
        followed = (await b.put(f"/api/users/{name}/follow")).json()
        assert (followed["isFollowing"], followed["followerCount"]) == (True, 1)
        assert (await b.put(f"/api/users/{name}/follow")).json()["followerCount"] == 1
        back = (await a.get(f"/api/users/{bob['user']['username']}")).json()
        assert (back["followsYou"], back["followingCount"]) == (True, 1)
        followers = (await visitor.get(f"/api/users/{name}/followers")).json()
        assert [u["username"] for u in followers["items"]] == [bob["user"]["username"]]
        following = (await visitor.get(f"/api/users/{bob['user']['username']}/following")).json()
        assert [u["username"] for u in following["items"]] == [name]
        characters = (await visitor.get(f"/api/users/{name}/characters")).json()
        assert [c["name"] for c in characters["items"]] == ["Luna"]
        assert characters["total"] == 1
        unfollowed = (await b.delete(f"/api/users/{name}/follow")).json()
        assert (unfollowed["isFollowing"], unfollowed["followerCount"]) == (False, 0)
        assert (await a.put(f"/api/users/{name}/follow")).status_code == 400
        assert (await visitor.put(f"/api/users/{name}/follow")).status_code == 401
        assert (await visitor.get("/api/users/nobody_here")).status_code == 404


async def test_search_and_paging(app: Any, db: AsyncSession) -> None:
    async with new_client(app) as a, new_client(app) as b, new_client(app) as c, new_client(app) as d:
        await adult(a, username="moonlit_anna")
        await adult(b, username="moonlit_bea")
        await adult(c, username="sunny_cat")
        banned = await adult(d, username="moonlit_dan")
        await ban(db, banned["user"]["id"])
        found = (await c.get("/api/users", params={"q": "MOONLIT"})).json()
        assert sorted(u["username"] for u in found["items"]) == ["moonlit_anna", "moonlit_bea"]
        page = (await c.get("/api/users", params={"q": "moonlit", "limit": 1})).json()
        rest = (
            await c.get("/api/users", params={"q": "moonlit", "limit": 1, "cursor": page["nextCursor"]})
        ).json()
        assert {page["items"][0]["username"], rest["items"][0]["username"]} == {"moonlit_anna", "moonlit_bea"}
        assert rest["nextCursor"] is None
        assert (await c.get("/api/users", params={"q": "%"})).json()["items"] == []
        assert (await c.get("/api/users/moonlit_dan")).status_code == 404


async def test_streams_by_id_and_by_name_and_partner(app: Any, db: AsyncSession) -> None:
    """The stream page (/stream/{id}, /stream/{name}-{partner}): a public character's public posts."""
    async with new_client(app) as a, new_client(app) as visitor:
        alice = await adult(a, username="alice_w")
        await adult_visitor(visitor)
        character = await create(a, visibility="public", name="Luna Rose")
        other = await create(a, visibility="public", name="Mira")
        media_id, _, _ = await store_image(app, db, alice["user"]["id"], character_id=character["id"])
        other_media, _, _ = await store_image(app, db, alice["user"]["id"], character_id=other["id"])
        card = await publish(a, characterId=character["id"])
        image = await publish(a, mediaId=media_id)
        await publish(a, mediaId=other_media)
        by_id = (await visitor.get(f"/api/streams/{character['id']}")).json()
        assert by_id["character"]["name"] == "Luna Rose"
        assert by_id["owner"]["username"] == "alice_w"
        assert [p["id"] for p in by_id["items"]] == [image["id"], card["id"]]
        by_name = (await visitor.get("/api/streams/luna-rose-alice_w")).json()
        assert by_name == by_id
        assert (await visitor.get("/api/streams/luna-rose-ALICE_W")).json()["character"]["id"] == character[
            "id"
        ]
        assert (await visitor.get("/api/streams/luna-rose-someone_else")).status_code == 404
        assert (await visitor.get("/api/streams/nobody")).status_code == 404
