"""Helpers for the video API tests: a user with a character and a finished image, video requests."""

from __future__ import annotations

from typing import Any

import httpx

from tests.chat_helpers import adult, character
from tests.media.api_helpers import generate, wait_job


async def user_with_image(
    client: httpx.AsyncClient, **character_fields: Any
) -> tuple[dict[str, Any], dict[str, Any]]:
    """An adult with a character and one finished image of it: (character, image media)."""
    await adult(client)
    luna = await character(client, **character_fields)
    done = await wait_job(client, (await generate(client, luna["id"], batchSize=1))["id"])
    assert done["state"] == "succeeded", done
    return luna, done["media"][0]


def character_args(character_id: str, **fields: Any) -> dict[str, Any]:
    return {"characterId": character_id, **fields}


async def start(client: httpx.AsyncClient, body: dict[str, Any], status: int = 202) -> dict[str, Any]:
    r = await client.post("/api/videos", json=body)
    assert r.status_code == status, r.text
    result: dict[str, Any] = r.json()
    return result


async def finished_video(client: httpx.AsyncClient, body: dict[str, Any]) -> dict[str, Any]:
    """Start a video and wait for it: the succeeded job."""
    started = await start(client, body)
    done = await wait_job(client, started["job"]["id"], seconds=60)
    assert done["state"] == "succeeded", done
    return done


def video_of(job: dict[str, Any]) -> dict[str, Any]:
    videos = [m for m in job["media"] if m["kind"] == "video"]
    assert len(videos) == 1, job["media"]
    return videos[0]


def from_image(character_id: str, image_url: str | None, **video_args: Any) -> dict[str, Any]:
    """An image-to-video request (spec 3): from one of my images, or with the still made first (None)."""
    body: dict[str, Any] = {
        "mode": "image-to-video",
        "videoArgs": video_args,
        "characterArgs": character_args(character_id),
    }
    if image_url is not None:
        body["imageUrl"] = image_url
    return body


async def video_from_image(
    client: httpx.AsyncClient, character: dict[str, Any], image: dict[str, Any], **video_args: Any
) -> dict[str, Any]:
    """A finished image-to-video video (the media) from one of my images."""
    return video_of(await finished_video(client, from_image(character["id"], image["url"], **video_args)))
