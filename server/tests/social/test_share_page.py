"""The social pages' server-sent HTML (issue 13): a share link unfurls (Open Graph and Twitter tags in
the HTML, the image blurred when NSFW), a revoked link is the 404 page; profiles and streams render
their content; the renderers are also tested directly."""

from __future__ import annotations

import re
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.site.renderers import RENDERERS
from nocturne.social.pages import render_profile, render_share, render_stream
from tests.helpers import ORIGIN
from tests.social.social_helpers import adult, create, new_client, publish, store_image


def _meta(html: str, key: str) -> str | None:
    found = re.search(rf'<meta (?:property|name)="{re.escape(key)}" content="([^"]*)"', html)
    return found.group(1) if found else None


class _Request:
    """What a renderer reads of the request: the app (for its settings)."""

    def __init__(self, app: Any) -> None:
        self.app = app


async def test_share_page_unfurls_and_revoked_link_is_404(app: Any, db: AsyncSession) -> None:
    async with new_client(app) as owner, new_client(app) as crawler:
        me = await adult(owner)
        media_id, original, original_thumb = await store_image(app, db, me["user"]["id"], nsfw=True)
        share = (await owner.post("/api/shares", json={"kind": "media", "mediaId": media_id})).json()
        page = await crawler.get(f"/share/{share['id']}")
        assert page.status_code == 200
        html = page.text
        title = _meta(html, "og:title")
        assert title is not None
        assert me["user"]["username"] in title
        image = _meta(html, "og:image")
        assert image == f"{ORIGIN}/api/shares/{share['id']}/image"
        assert _meta(html, "twitter:card") is not None
        assert "<h1>" in html
        assert "(blurred)" in html
        # The unfurler fetches the image without a session or the age gate: blurred, never the original.
        picture = await crawler.get(image.removeprefix(ORIGIN))
        assert picture.status_code == 200
        assert picture.content not in (original, original_thumb)
        assert original not in picture.content
        assert (await owner.delete(f"/api/shares/{share['id']}")).status_code == 204
        gone = await crawler.get(f"/share/{share['id']}")
        assert gone.status_code == 404
        assert _meta(gone.text, "og:image") is None
        assert (await crawler.get("/share/never-made")).status_code == 404


async def test_renderers_are_listed_and_escape_what_users_wrote(app: Any, db: AsyncSession) -> None:
    assert RENDERERS["/share/:id"] is render_share
    assert RENDERERS["/u/:usernameOrUuid"] is render_profile
    assert RENDERERS["/stream/:id"] is render_stream
    async with new_client(app) as owner:
        me = await adult(owner)
        character = await create(owner, visibility="public", name="Luna <b>Bold</b>")
        media_id, _, _ = await store_image(app, db, me["user"]["id"], character_id=character["id"])
        await publish(owner, mediaId=media_id, caption="<script>alert(1)</script>")
        share = (
            await owner.post("/api/shares", json={"kind": "character", "characterId": character["id"]})
        ).json()
        request: Any = _Request(app)
        await db.commit()
        shared = await render_share(request, db, {"id": share["id"]})
        assert shared is not None
        assert "<b>" not in shared.body_html
        assert "Luna &lt;b&gt;Bold&lt;/b&gt;" in shared.body_html
        assert shared.data is not None
        assert shared.data["kind"] == "character"
        profile = await render_profile(request, db, {"usernameOrUuid": me["user"]["username"]})
        assert profile is not None
        assert "<script>" not in profile.body_html
        assert "&lt;script&gt;" in profile.body_html
        assert profile.data is not None
        assert profile.data["profile"]["username"] == me["user"]["username"]
        assert len(profile.data["posts"]["items"]) == 1
        stream = await render_stream(request, db, {"id": character["id"]})
        assert stream is not None
        assert stream.title.startswith("Luna <b>Bold</b>")
        assert "<h1>" in stream.body_html
        assert await render_profile(request, db, {"usernameOrUuid": "nobody_at_all"}) is None
        assert await render_stream(request, db, {"id": "nobody-nowhere"}) is None
        assert await render_share(request, db, {"id": "x" * 40}) is None
        await db.commit()


async def test_profile_and_stream_pages_are_server_rendered(app: Any, db: AsyncSession) -> None:
    async with new_client(app) as owner, new_client(app) as crawler:
        me = await adult(owner, username="page_owner")
        character = await create(owner, visibility="public", name="Nova")
        await publish(owner, characterId=character["id"], caption="Say hi to Nova")
        profile = await crawler.get("/u/page_owner")
        assert profile.status_code == 200
        assert _meta(profile.text, "og:title") is not None
        assert "Say hi to Nova" in profile.text
        stream = await crawler.get("/stream/nova-page_owner")
        assert stream.status_code == 200
        assert "Nova&#x27;s stream" in stream.text or "Nova's stream" in stream.text
        assert (await crawler.get(f"/u/{me['user']['id']}")).status_code == 200
        await owner.patch(f"/api/characters/{character['id']}", json={"visibility": "private"})
        assert (await crawler.get("/stream/nova-page_owner")).status_code == 404
