"""Follow requests of private profiles (issue 13 follow-up: 'a private profile setting hides posts from
non-followers' must not be undone by anyone following at once), the owner's direct answer for a media's
post, share links filtered by their item, and readable report labels in the moderator queue."""

from __future__ import annotations

from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from tests.social.social_helpers import adult, adult_visitor, make_staff, new_client, publish, store_image

EMPTY = {"items": [], "nextCursor": None}


async def test_following_a_private_profile_is_a_request_the_owner_answers(app: Any, db: AsyncSession) -> None:
    async with (
        new_client(app) as a,
        new_client(app) as fan,
        new_client(app) as other,
        new_client(app) as visitor,
    ):
        alice = await adult(a)
        fan_info = await adult(fan)
        other_info = await adult(other)
        await adult_visitor(visitor)
        name = alice["user"]["username"]
        media_id, _, _ = await store_image(app, db, alice["user"]["id"])
        post = await publish(a, mediaId=media_id, caption="for friends")
        assert (await a.patch("/api/me/social", json={"profilePrivate": True})).status_code == 200
        asked = (await fan.put(f"/api/users/{name}/follow")).json()
        assert (asked["isFollowing"], asked["followRequested"], asked["canSeePosts"]) == (False, True, False)
        assert asked["followerCount"] == 0
        assert asked["pendingRequestCount"] == 0  # only the owner sees the count
        # A pending follower sees what a visitor sees: no posts, no feed, no files, no connections.
        assert (await fan.get(f"/api/users/{name}/posts")).json() == EMPTY
        assert (await fan.get("/api/feed", params={"tab": "following"})).json()["items"] == []
        assert (await fan.get(f"/api/posts/{post['id']}")).status_code == 404
        assert (await fan.get(f"/api/posts/{post['id']}/file")).status_code == 404
        assert (await visitor.get(f"/api/users/{name}/followers")).json() == EMPTY
        # The owner sees the count and the requests; nobody else can read them.
        me = (await a.get(f"/api/users/{name}")).json()
        assert (me["pendingRequestCount"], me["followerCount"]) == (1, 0)
        requests = (await a.get("/api/me/social/requests")).json()
        assert [u["username"] for u in requests["items"]] == [fan_info["user"]["username"]]
        assert (await fan.get("/api/me/social/requests")).json() == EMPTY
        assert (await visitor.get("/api/me/social/requests")).status_code == 401
        # Cancelling a request is unfollowing; asking again works.
        cancelled = (await fan.delete(f"/api/users/{name}/follow")).json()
        assert cancelled["followRequested"] is False
        assert (await a.get("/api/me/social/requests")).json() == EMPTY
        await fan.put(f"/api/users/{name}/follow")
        await other.put(f"/api/users/{name}/follow")
        # Approve one, decline the other; answering a request that is not there is a 404.
        assert (await a.put(f"/api/me/social/requests/{fan_info['user']['username']}")).status_code == 204
        assert (await a.delete(f"/api/me/social/requests/{other_info['user']['id']}")).status_code == 204
        assert (await a.put(f"/api/me/social/requests/{other_info['user']['id']}")).status_code == 404
        assert (await a.put("/api/me/social/requests/nobody_here")).status_code == 404
        seen = (await fan.get(f"/api/users/{name}")).json()
        assert (seen["isFollowing"], seen["followRequested"], seen["canSeePosts"]) == (True, False, True)
        assert [
            p["id"] for p in (await fan.get("/api/feed", params={"tab": "following"})).json()["items"]
        ] == [post["id"]]
        assert (await fan.get(f"/api/posts/{post['id']}/file")).status_code == 200
        assert (await other.get(f"/api/users/{name}")).json()["followRequested"] is False
        assert (await a.get(f"/api/users/{name}")).json()["pendingRequestCount"] == 0
        # The owner removes a follower: back to a visitor's view.
        assert (await a.delete(f"/api/me/social/followers/{fan_info['user']['username']}")).status_code == 204
        assert (await a.delete(f"/api/me/social/followers/{fan_info['user']['username']}")).status_code == 404
        assert (await fan.get(f"/api/users/{name}")).json()["canSeePosts"] is False
        assert (await fan.get(f"/api/posts/{post['id']}")).status_code == 404


async def test_going_public_accepts_pending_requests(app: Any, db: AsyncSession) -> None:
    async with new_client(app) as a, new_client(app) as fan, new_client(app) as late:
        alice = await adult(a)
        await adult(fan)
        await adult(late)
        name = alice["user"]["username"]
        await a.patch("/api/me/social", json={"profilePrivate": True})
        assert (await fan.put(f"/api/users/{name}/follow")).json()["followRequested"] is True
        await a.patch("/api/me/social", json={"profilePrivate": False})
        now = (await fan.get(f"/api/users/{name}")).json()
        assert (now["isFollowing"], now["followRequested"], now["followerCount"]) == (True, False, 1)
        # A public profile is followed at once.
        assert (await late.put(f"/api/users/{name}/follow")).json()["isFollowing"] is True
        # Going private again keeps accepted followers.
        await a.patch("/api/me/social", json={"profilePrivate": True})
        assert (await fan.get(f"/api/users/{name}")).json()["canSeePosts"] is True


async def test_my_media_post_is_a_direct_lookup(app: Any, db: AsyncSession) -> None:
    async with new_client(app) as a, new_client(app) as b:
        alice = await adult(a)
        await adult(b)
        published, _, _ = await store_image(app, db, alice["user"]["id"])
        unpublished, _, _ = await store_image(app, db, alice["user"]["id"])
        post = await publish(a, mediaId=published, caption="Hello")
        found = await a.get(f"/api/posts/by-media/{published}")
        assert found.status_code == 200
        assert found.json()["post"]["id"] == post["id"]

        async def lookup(client: Any, media_id: str) -> Any:
            answer = await client.get(f"/api/posts/by-media/{media_id}")
            assert answer.status_code == 200  # not published is the usual case, not an error
            return answer.json()["post"]

        assert await lookup(a, unpublished) is None
        # Only the owner gets an answer: another account learns nothing.
        assert await lookup(b, published) is None
        assert (await a.delete(f"/api/posts/{post['id']}")).status_code == 204
        assert await lookup(a, published) is None


async def test_shares_are_listed_per_item(app: Any, db: AsyncSession) -> None:
    async with new_client(app) as a:
        alice = await adult(a)
        first, _, _ = await store_image(app, db, alice["user"]["id"])
        second, _, _ = await store_image(app, db, alice["user"]["id"])
        one = (await a.post("/api/shares", json={"kind": "media", "mediaId": first})).json()
        two = (await a.post("/api/shares", json={"kind": "media", "mediaId": second})).json()
        assert (one["targetId"], two["targetId"]) == (first, second)
        only = (await a.get("/api/shares", params={"kind": "media", "targetId": first})).json()
        assert [s["id"] for s in only] == [one["id"]]
        assert (await a.get("/api/shares", params={"kind": "chat", "targetId": first})).json() == []
        assert {s["id"] for s in (await a.get("/api/shares")).json()} == {one["id"], two["id"]}


async def test_reports_have_readable_labels_in_the_queue(app: Any, db: AsyncSession) -> None:
    async with new_client(app) as author, new_client(app) as reporter, new_client(app) as staff:
        me = await adult(author)
        await adult(reporter)
        staff_info = await adult(staff)
        await make_staff(db, staff_info["user"]["id"])
        media_id, _, _ = await store_image(app, db, me["user"]["id"])
        post = await publish(author, mediaId=media_id, caption="Look")
        await reporter.post(f"/api/posts/{post['id']}/report", json={"reason": "spam"})
        queue = (await staff.get("/api/moderators/queue")).json()["items"]
        assert [(item["reason"], item["label"]) for item in queue] == [("report:spam", "Reported: spam")]
