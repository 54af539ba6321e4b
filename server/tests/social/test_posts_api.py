"""Publishing, likes, comments, reports and staff removal (issue 13 'Publishing and the feed')."""

from __future__ import annotations

from typing import Any

import httpx
from sqlalchemy.ext.asyncio import AsyncSession

from tests.social.social_helpers import (
    adult,
    adult_visitor,
    create,
    flags_of,
    flags_on,
    make_staff,
    moderation_actions,
    new_client,
    publish,
    store_image,
)

MINOR_CAPTION = "I'm 15 years old."


async def test_publish_media_and_unpublish(app: Any, client: httpx.AsyncClient, db: AsyncSession) -> None:
    me = await adult(client)
    media_id, _, _ = await store_image(app, db, me["user"]["id"])
    post = await publish(client, mediaId=media_id, caption="Golden hour")
    assert post["kind"] == "media"
    assert post["caption"] == "Golden hour"
    assert post["author"]["username"] == me["user"]["username"]
    assert post["media"]["url"] == f"/api/posts/{post['id']}/file"
    assert post["media"]["thumbUrl"] == f"/api/posts/{post['id']}/thumb"
    assert post["canDelete"] is True
    assert (post["likeCount"], post["commentCount"], post["likedByMe"]) == (0, 0, False)
    # Publishing is explicit: once, not twice.
    assert (await client.post("/api/posts", json={"mediaId": media_id})).status_code == 409
    assert (await client.get(f"/api/posts/{post['id']}")).status_code == 200
    # ... and undoable.
    assert (await client.delete(f"/api/posts/{post['id']}")).status_code == 204
    assert (await client.get(f"/api/posts/{post['id']}")).status_code == 404
    assert (await client.get(f"/api/posts/{post['id']}/file")).status_code == 404
    # It can be published again afterwards.
    await publish(client, mediaId=media_id)


async def test_only_own_media_and_own_public_character(app: Any, db: AsyncSession) -> None:
    async with new_client(app) as owner, new_client(app) as other:
        me = await adult(owner)
        await adult(other)
        media_id, _, _ = await store_image(app, db, me["user"]["id"])
        assert (await other.post("/api/posts", json={"mediaId": media_id})).status_code == 404
        private = await create(owner, visibility="private")
        r = await owner.post("/api/posts", json={"characterId": private["id"]})
        assert r.status_code == 400
        assert "public" in r.json()["detail"]
        public = await create(owner, visibility="public")
        assert (await other.post("/api/posts", json={"characterId": public["id"]})).status_code == 404
        post = await publish(owner, characterId=public["id"], caption="Meet Luna")
        assert post["kind"] == "character"
        assert post["character"]["name"] == "Luna"
        assert post["media"] is None
        # Both or neither subject is a validation error.
        both = await owner.post("/api/posts", json={"mediaId": media_id, "characterId": public["id"]})
        assert both.status_code == 422


async def test_visitor_cannot_write_and_needs_the_age_gate(app: Any, client: httpx.AsyncClient) -> None:
    async with new_client(app) as visitor:
        assert (await visitor.get("/api/feed")).status_code == 403
        await adult_visitor(visitor)
        assert (await visitor.get("/api/feed")).status_code == 200
        r = await visitor.post("/api/posts", json={"characterId": "00000000-0000-0000-0000-000000000000"})
        assert r.status_code == 401


async def test_refused_caption_publishes_nothing_and_is_flagged(
    app: Any, client: httpx.AsyncClient, db: AsyncSession
) -> None:
    """Captions pass the moderation pipeline (safety policy, spec 8 label); the refusal is a flag and a
    strike, as other refused texts are."""
    me = await adult(client)
    media_id, _, _ = await store_image(app, db, me["user"]["id"])
    r = await client.post("/api/posts", json={"mediaId": media_id, "caption": MINOR_CAPTION})
    assert r.status_code == 422
    assert "Prohibited Underage Content" in r.json()["detail"]
    assert (await client.get("/api/feed")).json()["items"] == []
    flags = await flags_of(db, me["user"]["id"])
    assert [f.subject_type for f in flags] == ["caption"]
    assert flags[0].counts_strike is True


async def test_likes_are_idempotent(app: Any, db: AsyncSession) -> None:
    async with new_client(app) as author, new_client(app) as fan, new_client(app) as fan2:
        me = await adult(author)
        await adult(fan)
        await adult(fan2)
        media_id, _, _ = await store_image(app, db, me["user"]["id"])
        post = await publish(author, mediaId=media_id)
        url = f"/api/posts/{post['id']}/like"
        assert (await fan.put(url)).json() == {"likeCount": 1, "likedByMe": True}
        assert (await fan.put(url)).json() == {"likeCount": 1, "likedByMe": True}
        assert (await fan2.put(url)).json() == {"likeCount": 2, "likedByMe": True}
        assert (await fan.delete(url)).json() == {"likeCount": 1, "likedByMe": False}
        assert (await fan.delete(url)).json() == {"likeCount": 1, "likedByMe": False}
        seen = (await fan2.get(f"/api/posts/{post['id']}")).json()
        assert (seen["likeCount"], seen["likedByMe"]) == (1, True)
        assert (await fan.get(f"/api/posts/{post['id']}")).json()["likedByMe"] is False


async def test_comments_paged_moderated_and_deletable_by_the_post_author(app: Any, db: AsyncSession) -> None:
    async with new_client(app) as author, new_client(app) as fan, new_client(app) as third:
        me = await adult(author)
        fan_info = await adult(fan)
        await adult(third)
        media_id, _, _ = await store_image(app, db, me["user"]["id"])
        post = await publish(author, mediaId=media_id)
        url = f"/api/posts/{post['id']}/comments"
        created = []
        for i in range(5):
            r = await fan.post(url, json={"body": f"Comment {i}"})
            assert r.status_code == 201, r.text
            created.append(r.json())
        first = (await third.get(url, params={"limit": 2})).json()
        assert [c["body"] for c in first["items"]] == ["Comment 0", "Comment 1"]
        assert all(c["canDelete"] is False for c in first["items"])
        second = (await third.get(url, params={"limit": 2, "cursor": first["nextCursor"]})).json()
        third_page = (await third.get(url, params={"limit": 2, "cursor": second["nextCursor"]})).json()
        assert [c["body"] for c in second["items"] + third_page["items"]] == [
            "Comment 2",
            "Comment 3",
            "Comment 4",
        ]
        assert third_page["nextCursor"] is None
        assert (await author.get(f"/api/posts/{post['id']}")).json()["commentCount"] == 5
        # A refused comment is not stored, and is flagged.
        refused = await fan.post(url, json={"body": MINOR_CAPTION})
        assert refused.status_code == 422
        assert [f.subject_type for f in await flags_of(db, fan_info["user"]["id"])] == ["comment"]
        # Someone else cannot delete it; the post's author and the comment's author can.
        assert (await third.delete(f"/api/comments/{created[0]['id']}")).status_code == 404
        assert (await author.get(url)).json()["items"][0]["canDelete"] is True
        assert (await author.delete(f"/api/comments/{created[0]['id']}")).status_code == 204
        assert (await fan.delete(f"/api/comments/{created[1]['id']}")).status_code == 204
        left = (await third.get(url)).json()["items"]
        assert [c["body"] for c in left] == ["Comment 2", "Comment 3", "Comment 4"]
        too_long = await fan.post(url, json={"body": "x" * 1001})
        assert too_long.status_code == 422


async def test_report_lands_in_the_moderator_queue(app: Any, db: AsyncSession) -> None:
    async with new_client(app) as author, new_client(app) as reporter, new_client(app) as staff:
        me = await adult(author)
        await adult(reporter)
        staff_info = await adult(staff)
        await make_staff(db, staff_info["user"]["id"])
        media_id, _, _ = await store_image(app, db, me["user"]["id"])
        post = await publish(author, mediaId=media_id, caption="Look")
        r = await reporter.post(f"/api/posts/{post['id']}/report", json={"reason": "spam", "details": "Ads"})
        assert r.status_code == 202
        bad = await reporter.post(f"/api/posts/{post['id']}/report", json={"reason": "boring"})
        assert bad.status_code == 422
        flags = await flags_on(db, post["id"])
        assert [(f.subject_type, f.reason, f.source, f.counts_strike) for f in flags] == [
            ("post", "report:spam", "report", False)
        ]
        queue = (await staff.get("/api/moderators/queue")).json()["items"]
        assert [item["subjectId"] for item in queue] == [post["id"]]
        assert queue[0]["user"]["username"] == me["user"]["username"]
        assert "Ads" in queue[0]["excerpt"]


async def test_staff_remove_any_post_and_it_is_logged(app: Any, db: AsyncSession) -> None:
    async with new_client(app) as author, new_client(app) as other, new_client(app) as staff:
        me = await adult(author)
        await adult(other)
        staff_info = await adult(staff)
        await make_staff(db, staff_info["user"]["id"])
        media_id, _, _ = await store_image(app, db, me["user"]["id"])
        post = await publish(author, mediaId=media_id, caption="Rule-breaking")
        assert (await other.delete(f"/api/posts/{post['id']}")).status_code == 404
        assert (await staff.get(f"/api/posts/{post['id']}")).json()["canDelete"] is True
        assert (await staff.delete(f"/api/posts/{post['id']}")).status_code == 204
        assert (await author.get(f"/api/posts/{post['id']}")).status_code == 404
        logged = [a for a in await moderation_actions(db) if a.action == "remove"]
        assert len(logged) == 1
        assert logged[0].actor_name == staff_info["user"]["username"]
        assert logged[0].target_name == me["user"]["username"]
        assert post["id"] in logged[0].note


async def test_minor_report_goes_to_the_emergency_view_and_staff_remove_comments(
    app: Any, db: AsyncSession
) -> None:
    async with new_client(app) as author, new_client(app) as reporter, new_client(app) as staff:
        me = await adult(author)
        fan = await adult(reporter)
        staff_info = await adult(staff)
        await make_staff(db, staff_info["user"]["id"])
        media_id, _, _ = await store_image(app, db, me["user"]["id"])
        post = await publish(author, mediaId=media_id)
        r = await reporter.post(f"/api/posts/{post['id']}/report", json={"reason": "sexual-minors"})
        assert r.status_code == 202
        emergency = (await staff.get("/api/moderators/emergency")).json()["items"]
        assert [(item["subjectId"], item["emergency"], item["excerpt"]) for item in emergency] == [
            (post["id"], True, None)
        ]
        comment = (await reporter.post(f"/api/posts/{post['id']}/comments", json={"body": "Nice"})).json()
        assert (await staff.delete(f"/api/comments/{comment['id']}")).status_code == 204
        assert (await author.get(f"/api/posts/{post['id']}/comments")).json()["items"] == []
        logged = [a for a in await moderation_actions(db) if a.action == "remove"]
        assert [a.target_name for a in logged] == [fan["user"]["username"]]
