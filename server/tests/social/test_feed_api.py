"""The feed (issue 13): public tab newest first with cursor paging that neither skips nor repeats when
posts arrive in between, the following tab, and the count of new posts."""

from __future__ import annotations

from typing import Any

import httpx
from sqlalchemy.ext.asyncio import AsyncSession

from tests.social.social_helpers import adult, adult_visitor, new_client, publish, store_image


async def _post(
    app: Any, db: AsyncSession, client: httpx.AsyncClient, user_id: str, caption: str
) -> dict[str, Any]:
    media_id, _, _ = await store_image(app, db, user_id)
    return await publish(client, mediaId=media_id, caption=caption)


async def test_public_feed_pages_without_skipping_or_repeating(app: Any, db: AsyncSession) -> None:
    async with new_client(app) as author, new_client(app) as reader:
        me = await adult(author)
        await adult_visitor(reader)
        for i in range(5):
            await _post(app, db, author, me["user"]["id"], f"post {i}")
        first = (await reader.get("/api/feed", params={"limit": 2})).json()
        assert [p["caption"] for p in first["items"]] == ["post 4", "post 3"]
        # Two posts arrive while the reader scrolls.
        await _post(app, db, author, me["user"]["id"], "late 1")
        await _post(app, db, author, me["user"]["id"], "late 2")
        second = (await reader.get("/api/feed", params={"limit": 2, "cursor": first["nextCursor"]})).json()
        third = (await reader.get("/api/feed", params={"limit": 2, "cursor": second["nextCursor"]})).json()
        seen = [p["caption"] for p in first["items"] + second["items"] + third["items"]]
        assert seen == ["post 4", "post 3", "post 2", "post 1", "post 0"]
        assert third["nextCursor"] is None
        # The page polls for what is newer than its first post.
        new = await reader.get("/api/feed/new", params={"after": first["items"][0]["id"]})
        assert new.json() == {"count": 2}
        top = (await reader.get("/api/feed")).json()["items"][0]
        assert (await reader.get("/api/feed/new", params={"after": top["id"]})).json() == {"count": 0}


async def test_limits_and_bad_cursor(app: Any, client: httpx.AsyncClient) -> None:
    await adult(client)
    assert (await client.get("/api/feed", params={"limit": 51})).status_code == 422
    assert (await client.get("/api/feed", params={"limit": 50})).status_code == 200
    r = await client.get("/api/feed", params={"cursor": "not-a-cursor"})
    assert r.status_code == 400


async def test_following_tab(app: Any, db: AsyncSession) -> None:
    async with new_client(app) as a, new_client(app) as b, new_client(app) as c, new_client(app) as visitor:
        alice = await adult(a)
        bob = await adult(b)
        await adult(c)
        await adult_visitor(visitor)
        await _post(app, db, a, alice["user"]["id"], "from alice")
        await _post(app, db, b, bob["user"]["id"], "from bob")
        assert (await c.put(f"/api/users/{alice['user']['username']}/follow")).status_code == 200
        following = (await c.get("/api/feed", params={"tab": "following"})).json()["items"]
        assert [p["caption"] for p in following] == ["from alice"]
        public = (await c.get("/api/feed", params={"tab": "public"})).json()["items"]
        assert [p["caption"] for p in public] == ["from bob", "from alice"]
        # The following tab shows one's own posts too.
        mine = (await b.get("/api/feed", params={"tab": "following"})).json()["items"]
        assert [p["caption"] for p in mine] == ["from bob"]
        assert (await visitor.get("/api/feed", params={"tab": "following"})).status_code == 401
        first = following[0]["id"]
        await _post(app, db, b, bob["user"]["id"], "bob again")
        await _post(app, db, a, alice["user"]["id"], "alice again")
        counted = await c.get("/api/feed/new", params={"tab": "following", "after": first})
        assert counted.json() == {"count": 1}


async def test_banned_authors_posts_leave_the_feed(app: Any, db: AsyncSession) -> None:
    from tests.social.social_helpers import ban

    async with new_client(app) as a, new_client(app) as reader:
        alice = await adult(a)
        await adult(reader)
        post = await _post(app, db, a, alice["user"]["id"], "soon gone")
        await ban(db, alice["user"]["id"])
        assert (await reader.get("/api/feed")).json()["items"] == []
        assert (await reader.get(f"/api/posts/{post['id']}")).status_code == 404


async def test_cursor_breaks_ties_on_id(app: Any, db: AsyncSession) -> None:
    """Posts published in the same microsecond are ordered by id, so paging still neither skips nor repeats."""
    from sqlalchemy import update

    from nocturne.kit.clock import utcnow
    from nocturne.models import Post

    async with new_client(app) as author:
        me = await adult(author)
        ids = [(await _post(app, db, author, me["user"]["id"], f"same {i}"))["id"] for i in range(5)]
        await db.commit()
        await db.execute(update(Post).values(created_at=utcnow()))
        await db.commit()
        seen: list[str] = []
        cursor = None
        while True:
            params: dict[str, Any] = {"limit": 2}
            if cursor:
                params["cursor"] = cursor
            page = (await author.get("/api/feed", params=params)).json()
            seen += [p["id"] for p in page["items"]]
            cursor = page["nextCursor"]
            if cursor is None:
                break
        assert sorted(seen) == sorted(ids)
        assert len(seen) == len(set(seen)) == 5
