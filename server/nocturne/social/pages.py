"""Server-side renderers of the social pages (/share/:id, /u/:usernameOrUuid, /stream/:id): their Open
Graph and Twitter tags, a small escaped body (the h1, the text, the image with its alt) and the data the
web page starts from. They render what a visitor sees (the HTML is the same for everyone, so link
unfurlers and caches get the safe version): NSFW images only blurred, private things not at all. None
(the 404 page) for a revoked or unknown link, an unknown or banned profile, a private character's stream.
"""

from __future__ import annotations

import html
import re
import uuid

from fastapi import Request
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.config import Settings
from nocturne.errors import NotFound
from nocturne.site.page_content import PageContent
from nocturne.social import profiles, service, shares, streams
from nocturne.social.cursor import DEFAULT_LIMIT, CursorParams
from nocturne.social.repository import SocialRepository
from nocturne.social.schemas import Post

_MEDIA_FILE = re.compile(r"^/api/media/([0-9a-fA-F-]{36})/(file|thumb)$")
POSTS_IN_PAGE = 6


def _origin(request: Request) -> str:
    settings: Settings = request.app.state.settings
    return settings.app_origin.rstrip("/")


async def safe_image(db: AsyncSession, origin: str, url: str | None) -> str | None:
    """An absolute address for an avatar or portrait that anyone may see: a public, non-NSFW image of
    ours, or an outside https address. Anything else (NSFW, gated) is left out of the tags."""
    if not url:
        return None
    if url.startswith("https://"):
        return url
    found = _MEDIA_FILE.match(url)
    if found is None:
        return None
    media = await SocialRepository(db).media(uuid.UUID(found.group(1)))
    if media is None or media.deleted or not media.public or media.should_blur:
        return None
    return f"{origin}{url}"


def _esc(text: str) -> str:
    return html.escape(text, quote=True)


def _posts_html(posts: list[Post]) -> str:
    items = []
    for post in posts:
        name = post.author.display_name or post.author.username
        what = (
            post.character.name
            if post.character
            else ("a video" if post.media and post.media.kind == "video" else "an image")
        )
        caption = f": {_esc(post.caption)}" if post.caption else ""
        items.append(f"<li>{_esc(name)} shared {_esc(what)}{caption}</li>")
    return f"<ul>{''.join(items)}</ul>" if items else ""


async def render_share(request: Request, db: AsyncSession, params: dict[str, str]) -> PageContent | None:
    origin = _origin(request)
    try:
        found = await shares.resolve(db, None, params.get("id", ""))
    except NotFound:
        return None
    item = await shares.shared_item(db, None, found)
    image = f"{origin}{item.image_url}" if item.image_url else None
    alt = f"{item.title}{' (blurred)' if item.should_blur else ''}"
    parts = [f"<h1>{_esc(item.title)}</h1>", f"<p>{_esc(item.description)}</p>"]
    if item.messages:
        parts.append(
            "<div>"
            + "".join(f"<p><strong>{_esc(m.name)}</strong>: {_esc(m.text)}</p>" for m in item.messages)
            + "</div>"
        )
    if image:
        parts.append(f'<img src="{_esc(image)}" alt="{_esc(alt)}">')
    parts.append(f"<p>Shared by @{_esc(item.owner.username)} on Nocturne.</p>")
    return PageContent(
        title=item.title,
        description=item.description,
        image=image,
        image_alt=alt if image else None,
        body_html=f"<article>{''.join(parts)}</article>",
        data=item.model_dump(mode="json", by_alias=True),
        # Links are shared by hand; search engines should not list them.
        noindex=True,
    )


async def render_profile(request: Request, db: AsyncSession, params: dict[str, str]) -> PageContent | None:
    origin = _origin(request)
    try:
        user = await profiles.find_user(db, None, params.get("usernameOrUuid", ""))
    except NotFound:
        return None
    profile = await profiles.profile(db, None, user)
    posts = (
        await service.posts_by(db, None, user, CursorParams(None, DEFAULT_LIMIT))
        if profile.can_see_posts
        else None
    )
    name = profile.display_name or profile.username
    title = f"{name} (@{profile.username})"
    description = " ".join((profile.bio or "").split())[:200] or f"{name}'s characters and posts on Nocturne."
    image = await safe_image(db, origin, profile.avatar_url)
    parts = [f"<h1>{_esc(title)}</h1>", f"<p>{_esc(description)}</p>"]
    if image:
        parts.insert(0, f'<img src="{_esc(image)}" alt="{_esc(name)}" width="96" height="96">')
    parts.append(f"<p>{profile.follower_count} followers · {profile.post_count} posts</p>")
    if posts is not None:
        parts.append(_posts_html(posts.items[:POSTS_IN_PAGE]))
    return PageContent(
        title=title,
        description=description,
        image=image,
        image_alt=name if image else None,
        og_type="profile",
        body_html=f"<article>{''.join(parts)}</article>",
        data={
            "profile": profile.model_dump(mode="json", by_alias=True),
            "posts": posts.model_dump(mode="json", by_alias=True) if posts is not None else None,
        },
    )


async def render_stream(request: Request, db: AsyncSession, params: dict[str, str]) -> PageContent | None:
    origin = _origin(request)
    try:
        page = await streams.stream(db, None, params.get("id", ""), CursorParams(None, DEFAULT_LIMIT))
    except NotFound:
        return None
    character = page.character
    title = f"{character.name}'s stream"
    description = character.tagline or f"Posts featuring {character.name} on Nocturne."
    image = await safe_image(db, origin, character.avatar_url)
    parts = [f"<h1>{_esc(title)}</h1>", f"<p>{_esc(description)}</p>"]
    if image:
        parts.insert(0, f'<img src="{_esc(image)}" alt="{_esc(character.name)}">')
    parts.append(f"<p>By @{_esc(page.owner.username)}</p>")
    parts.append(_posts_html(page.items[:POSTS_IN_PAGE]))
    return PageContent(
        title=title,
        description=description,
        image=image,
        image_alt=character.name if image else None,
        body_html=f"<article>{''.join(parts)}</article>",
        data=page.model_dump(mode="json", by_alias=True),
    )


SOCIAL_RENDERERS = {
    "/share/:id": render_share,
    "/u/:usernameOrUuid": render_profile,
    "/stream/:id": render_stream,
}
