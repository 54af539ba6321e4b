"""Privacy that must hold (issue 13): NSFW media is never sent unblurred to a visitor or to anyone who is
not a verified adult who opted in; a private character, an unpublished image (also one published then
unpublished), a revoked share link and a blocked user's posts are never reachable by another account or
a visitor, through the API or the files; a private profile hides its posts from non-followers."""

from __future__ import annotations

from typing import Any

import httpx
from sqlalchemy.ext.asyncio import AsyncSession

from tests.social.social_helpers import (
    adult,
    adult_visitor,
    create,
    new_client,
    opt_in_nsfw,
    publish,
    store_image,
)


def _assert_not_original(response: httpx.Response, *originals: bytes) -> None:
    assert response.status_code == 200
    body = response.content
    assert body, "an empty body"
    for original in originals:
        assert body != original
        assert original not in body
    assert response.headers["content-type"] == "image/webp"


async def test_visitor_never_receives_the_original_of_an_nsfw_post(app: Any, db: AsyncSession) -> None:
    async with (
        new_client(app) as author,
        new_client(app) as visitor,
        new_client(app) as member,
        new_client(app) as verified,
    ):
        me = await adult(author)
        await adult_visitor(visitor)
        await adult(member)
        verified_info = await adult(verified)
        await opt_in_nsfw(db, verified_info["user"]["id"])
        media_id, original, original_thumb = await store_image(app, db, me["user"]["id"], nsfw=True)
        post = await publish(author, mediaId=media_id, caption="After dark")
        for reader in (visitor, member):
            seen = (await reader.get(f"/api/posts/{post['id']}")).json()
            assert seen["media"]["shouldBlur"] is True
            for url in (seen["media"]["url"], seen["media"]["thumbUrl"]):
                _assert_not_original(await reader.get(url), original, original_thumb)
                ranged = await reader.get(url, headers={"Range": "bytes=0-10"})
                _assert_not_original(ranged, original, original_thumb)
        # The owner's own media address stays closed to others.
        assert (await visitor.get(f"/api/media/{media_id}/file")).status_code == 404
        # A verified adult who opted in sees it as it is.
        seen = (await verified.get(f"/api/posts/{post['id']}")).json()
        assert seen["media"]["shouldBlur"] is False
        assert (await verified.get(seen["media"]["url"])).content == original
        assert (await verified.get(seen["media"]["thumbUrl"])).content == original_thumb


async def test_safe_post_is_served_as_it_is(app: Any, db: AsyncSession) -> None:
    async with new_client(app) as author, new_client(app) as visitor:
        me = await adult(author)
        await adult_visitor(visitor)
        media_id, original, _ = await store_image(app, db, me["user"]["id"])
        post = await publish(author, mediaId=media_id)
        seen = (await visitor.get(f"/api/posts/{post['id']}")).json()
        assert seen["media"]["shouldBlur"] is False
        assert (await visitor.get(seen["media"]["url"])).content == original


async def test_unpublished_images_are_never_reachable(app: Any, db: AsyncSession) -> None:
    async with new_client(app) as author, new_client(app) as other, new_client(app) as visitor:
        me = await adult(author)
        await adult(other)
        await adult_visitor(visitor)
        never, _, _ = await store_image(app, db, me["user"]["id"])
        once, _, _ = await store_image(app, db, me["user"]["id"])
        post = await publish(author, mediaId=once)
        assert (await other.get(f"/api/posts/{post['id']}/file")).status_code == 200
        assert (await author.delete(f"/api/posts/{post['id']}")).status_code == 204
        for reader in (other, visitor):
            for media_id in (never, once):
                assert (await reader.get(f"/api/media/{media_id}/file")).status_code == 404
                assert (await reader.get(f"/api/media/{media_id}/thumb")).status_code == 404
            for path in ("", "/file", "/thumb", "/comments"):
                assert (await reader.get(f"/api/posts/{post['id']}{path}")).status_code == 404
            assert (await reader.get("/api/feed")).json()["items"] == []
            assert (await reader.get(f"/api/users/{me['user']['username']}/posts")).json()["items"] == []
        # A deleted image takes its post with it.
        again = await publish(author, mediaId=never)
        assert (await author.delete(f"/api/images/{never}")).status_code == 204
        assert (await other.get(f"/api/posts/{again['id']}")).status_code == 404
        assert (await other.get(f"/api/posts/{again['id']}/file")).status_code == 404


async def test_private_character_is_never_reachable(app: Any, db: AsyncSession) -> None:
    async with new_client(app) as author, new_client(app) as other, new_client(app) as visitor:
        me = await adult(author)
        await adult(other)
        await adult_visitor(visitor)
        character = await create(author, visibility="public")
        post = await publish(author, characterId=character["id"])
        media_id, _, _ = await store_image(app, db, me["user"]["id"], character_id=character["id"])
        image_post = await publish(author, mediaId=media_id)
        assert (await other.get(f"/api/posts/{image_post['id']}")).json()["character"]["id"] == character[
            "id"
        ]
        assert (await other.get(f"/api/streams/{character['id']}")).status_code == 200
        r = await author.patch(f"/api/characters/{character['id']}", json={"visibility": "private"})
        assert r.status_code == 200, r.text
        for reader in (other, visitor):
            assert (await reader.get(f"/api/posts/{post['id']}")).status_code == 404
            assert (await reader.get(f"/api/streams/{character['id']}")).status_code == 404
            feed = (await reader.get("/api/feed")).json()["items"]
            assert [p["id"] for p in feed] == [image_post["id"]]
            # The image stays published; the private character is no longer named on it.
            assert feed[0]["character"] is None
            chars = (await reader.get(f"/api/users/{me['user']['username']}/characters")).json()
            assert chars["items"] == []
        # A private character cannot be published or shared.
        assert (await author.post("/api/posts", json={"characterId": character["id"]})).status_code == 400
        r = await author.post("/api/shares", json={"kind": "character", "characterId": character["id"]})
        assert r.status_code == 400


async def test_blocked_users_posts_vanish_both_ways(app: Any, db: AsyncSession) -> None:
    async with new_client(app) as a, new_client(app) as b, new_client(app) as c:
        alice = await adult(a)
        bob = await adult(b)
        await adult(c)
        a_media, _, _ = await store_image(app, db, alice["user"]["id"])
        b_media, _, _ = await store_image(app, db, bob["user"]["id"])
        a_post = await publish(a, mediaId=a_media, caption="alice")
        b_post = await publish(b, mediaId=b_media, caption="bob")
        assert (
            await c.post(f"/api/posts/{a_post['id']}/comments", json={"body": "c was here"})
        ).status_code == 201
        assert (
            await b.post(f"/api/posts/{a_post['id']}/comments", json={"body": "bob was here"})
        ).status_code == 201
        assert (await b.put(f"/api/users/{alice['user']['username']}/follow")).status_code == 200
        share = (await a.post("/api/shares", json={"kind": "media", "mediaId": a_media})).json()
        blocked = await a.put(f"/api/users/{bob['user']['username']}/block")
        assert blocked.status_code == 200
        assert blocked.json()["isBlocked"] is True
        # Each is hidden from the other: posts, files, comments, profiles, share links.
        assert [p["caption"] for p in (await a.get("/api/feed")).json()["items"]] == ["alice"]
        assert [p["caption"] for p in (await b.get("/api/feed")).json()["items"]] == ["bob"]
        for reader, post in ((a, b_post), (b, a_post)):
            for path in ("", "/file", "/thumb", "/comments"):
                assert (await reader.get(f"/api/posts/{post['id']}{path}")).status_code == 404
            assert (await reader.put(f"/api/posts/{post['id']}/like")).status_code == 404
        comments = (await a.get(f"/api/posts/{a_post['id']}/comments")).json()["items"]
        assert [x["body"] for x in comments] == ["c was here"]
        assert (await a.get(f"/api/posts/{a_post['id']}")).json()["commentCount"] == 1
        assert (await c.get(f"/api/posts/{a_post['id']}")).json()["commentCount"] == 2
        assert (await b.get(f"/api/users/{alice['user']['username']}")).status_code == 404
        assert (await b.get(f"/api/shares/{share['id']}")).status_code == 404
        assert (await b.get(f"/api/shares/{share['id']}/image")).status_code == 404
        # The blocker still sees the profile (to unblock), with no posts.
        profile = (await a.get(f"/api/users/{bob['user']['username']}")).json()
        assert (profile["isBlocked"], profile["canSeePosts"]) == (True, False)
        assert (await a.get(f"/api/users/{bob['user']['username']}/posts")).json()["items"] == []
        # Blocking ended the follow.
        assert profile["followsYou"] is False
        search = (await b.get("/api/users", params={"q": alice["user"]["username"]})).json()["items"]
        assert search == []
        # Others still see both.
        assert len((await c.get("/api/feed")).json()["items"]) == 2
        assert (await a.delete(f"/api/users/{bob['user']['username']}/block")).json()["isBlocked"] is False
        assert (await b.get(f"/api/posts/{a_post['id']}")).status_code == 200


async def test_private_profile_hides_posts_from_non_followers(app: Any, db: AsyncSession) -> None:
    async with (
        new_client(app) as a,
        new_client(app) as fan,
        new_client(app) as stranger,
        new_client(app) as visitor,
    ):
        alice = await adult(a)
        await adult(fan)
        await adult(stranger)
        await adult_visitor(visitor)
        media_id, _, _ = await store_image(app, db, alice["user"]["id"])
        post = await publish(a, mediaId=media_id, caption="for friends")
        assert (await fan.put(f"/api/users/{alice['user']['username']}/follow")).status_code == 200
        r = await a.patch("/api/me/social", json={"profilePrivate": True})
        assert r.json() == {"profilePrivate": True}
        assert (await a.get("/api/me/social")).json() == {"profilePrivate": True}
        for reader in (stranger, visitor):
            profile = (await reader.get(f"/api/users/{alice['user']['username']}")).json()
            assert (profile["isPrivate"], profile["canSeePosts"]) == (True, False)
            assert (await reader.get(f"/api/users/{alice['user']['username']}/posts")).json() == {
                "items": [],
                "nextCursor": None,
            }
            assert (await reader.get("/api/feed")).json()["items"] == []
            assert (await reader.get(f"/api/posts/{post['id']}")).status_code == 404
            assert (await reader.get(f"/api/posts/{post['id']}/file")).status_code == 404
        assert (await fan.get(f"/api/users/{alice['user']['id']}")).json()["canSeePosts"] is True
        assert [p["id"] for p in (await fan.get("/api/feed")).json()["items"]] == [post["id"]]
        assert (await fan.get(f"/api/posts/{post['id']}/file")).status_code == 200
        assert [p["id"] for p in (await a.get("/api/feed")).json()["items"]] == [post["id"]]
