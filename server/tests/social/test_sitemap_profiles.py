"""public_profile_usernames: the profiles the sitemap may list (issue 13: sitemap lists exactly the public
pages): not banned, not private, with a public post or a public character."""

from __future__ import annotations

from typing import Any

import httpx
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.social.service import public_profile_usernames
from tests.social.social_helpers import adult, ban, create, new_client, publish, store_image


async def test_only_public_unbanned_profiles_with_public_content(app: Any, db: AsyncSession) -> None:
    async with (
        new_client(app) as a,
        new_client(app) as b,
        new_client(app) as c,
        new_client(app) as d,
        new_client(app) as e,
    ):
        poster = await adult(a)
        creator = await adult(b)
        private = await adult(c)
        nothing = await adult(d)
        banned = await adult(e)
        media_id, _, _ = await store_image(app, db, poster["user"]["id"])
        await publish(a, mediaId=media_id, caption="Sunset")
        await create(b, visibility="public")
        await create(d, visibility="private")
        await create(c, visibility="public")
        assert (await c.patch("/api/me/social", json={"profilePrivate": True})).status_code == 200
        await create(e, visibility="public")
        await ban(db, banned["user"]["id"])
        names = await public_profile_usernames(db)
        assert sorted(names) == sorted([poster["user"]["username"], creator["user"]["username"]])
        assert nothing["user"]["username"] not in names
        assert private["user"]["username"] not in names


async def test_unpublished_post_no_longer_lists_profile(
    app: Any, client: httpx.AsyncClient, db: AsyncSession
) -> None:
    info = await adult(client)
    media_id, _, _ = await store_image(app, db, info["user"]["id"])
    post = await publish(client, mediaId=media_id)
    assert info["user"]["username"] in await public_profile_usernames(db)
    await db.commit()
    assert (await client.delete(f"/api/posts/{post['id']}")).status_code == 204
    assert info["user"]["username"] not in await public_profile_usernames(db)
