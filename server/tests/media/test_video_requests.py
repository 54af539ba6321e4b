"""spec 5 Video parameters on the spec 3 video generation request: every bound and default, URL fields
that must be valid URLs and point at media made on Nocturne by the same user, the catalogue's actions."""

from __future__ import annotations

import uuid
from typing import Any

import httpx
import pytest
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.media.video.payloads import VideoJob
from nocturne.models import GenerationJob
from tests.helpers import ORIGIN, new_client
from tests.media.video_helpers import character_args, from_image, start, user_with_image


def _fields(response: httpx.Response) -> set[str]:
    return {str(d["field"]) for d in response.json()["detail"]}


async def _payload(db: AsyncSession, job_id: str) -> VideoJob:
    job = await db.get(GenerationJob, uuid.UUID(job_id))
    assert job is not None
    return VideoJob.model_validate(job.input)


async def test_spec5_defaults_duration_5_speed_normal_portrait_balanced(
    client: httpx.AsyncClient, db: AsyncSession
) -> None:
    luna, image = await user_with_image(client)
    started = await start(client, from_image(luna["id"], image["url"]))
    payload = await _payload(db, started["job"]["id"])
    assert payload.gpu_args.duration == 5  # spec 5: default 5
    assert payload.gpu_args.speed == "Normal"  # spec 5: default Normal
    assert payload.orientation == "portrait"  # spec 5: default portrait
    assert payload.metadata.quality == "balanced"
    assert (payload.metadata.width, payload.metadata.height) == (480, 832)  # spec 9: 480x832


@pytest.mark.parametrize("duration", [5, 7.5, 10])
async def test_spec5_duration_from_5_to_10_is_accepted(
    client: httpx.AsyncClient, db: AsyncSession, duration: float
) -> None:
    luna, image = await user_with_image(client)
    started = await start(client, from_image(luna["id"], image["url"], duration=duration))
    assert (await _payload(db, started["job"]["id"])).gpu_args.duration == duration


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("duration", 4.9),
        ("duration", 10.5),
        ("duration", "five"),
        ("speed", "Slow"),
        ("orientation", "3:2"),
        ("quality", "fast"),  # spec 5: only display metadata allows fast
        ("quality", "max"),
    ],
)
async def test_spec5_out_of_range_values_are_refused_naming_the_field(
    client: httpx.AsyncClient, field: str, value: Any
) -> None:
    luna, image = await user_with_image(client)
    r = await client.post("/api/videos", json=from_image(luna["id"], image["url"], **{field: value}))
    assert r.status_code == 422, r.text
    # The field is named, after the mode whose body it is.
    assert f"image-to-video.videoArgs.{field}" in _fields(r)


@pytest.mark.parametrize("orientation", ["portrait", "landscape", "4:5", "5:4", "16:9", "1:1", "9:16"])
async def test_spec5_each_orientation_gets_its_own_size(
    client: httpx.AsyncClient, db: AsyncSession, orientation: str
) -> None:
    luna, image = await user_with_image(client)
    started = await start(client, from_image(luna["id"], image["url"], orientation=orientation))
    payload = await _payload(db, started["job"]["id"])
    width, height = payload.metadata.width, payload.metadata.height
    assert width % 16 == 0
    assert height % 16 == 0
    if orientation in ("landscape", "5:4", "16:9"):
        assert width > height
    elif orientation == "1:1":
        assert width == height
    else:
        assert height > width


async def test_spec5_display_metadata_allows_fast(client: httpx.AsyncClient) -> None:
    luna, image = await user_with_image(client)
    body = from_image(luna["id"], image["url"])
    body["displayMetadata"] = {"quality": "fast", "orientation": "portrait", "characterId": luna["id"]}
    await start(client, body)


async def test_ultra_quality_renders_larger(client: httpx.AsyncClient, db: AsyncSession) -> None:
    luna, image = await user_with_image(client)
    started = await start(client, from_image(luna["id"], image["url"], quality="ultra"))
    payload = await _payload(db, started["job"]["id"])
    assert (payload.metadata.width, payload.metadata.height) == (720, 1248)


@pytest.mark.parametrize("url", ["not a url", "ftp://example.com/x.png", "example.com/api/media/x/file", "/"])
async def test_spec5_url_fields_must_be_valid_urls(client: httpx.AsyncClient, url: str) -> None:
    luna, _ = await user_with_image(client)
    r = await client.post("/api/videos", json=from_image(luna["id"], url))
    assert r.status_code == 400, r.text
    message = r.json()["detail"]
    assert message.startswith("imageUrl must"), message


async def test_url_fields_must_point_at_nocturne_media(client: httpx.AsyncClient) -> None:
    luna, image = await user_with_image(client)
    for url in (
        "https://images.example.com/photo-of-someone.jpg",  # a valid URL, but not ours
        f"https://elsewhere.example{image['url']}",  # our path on another host
    ):
        r = await client.post("/api/videos", json=from_image(luna["id"], url))
        assert r.status_code == 400, r.text
        assert r.json()["detail"] == "imageUrl must point at an image or video you made on Nocturne."
    # The same media as an absolute URL on our own address is accepted.
    await start(client, from_image(luna["id"], f"{ORIGIN}{image['url']}"))


async def test_another_users_image_is_refused(client: httpx.AsyncClient, app: object) -> None:
    """Safety policy: inputs are only media generated on Nocturne by the same user."""
    _, image = await user_with_image(client)
    async with new_client(app) as other:
        luna, _ = await user_with_image(other)
        r = await other.post("/api/videos", json=from_image(luna["id"], image["url"]))
    assert r.status_code == 400, r.text
    assert "you made on Nocturne" in r.json()["detail"]


async def test_a_video_is_not_an_image_and_an_image_is_not_a_video(client: httpx.AsyncClient) -> None:
    luna, image = await user_with_image(client)
    body = {
        "mode": "extend-video",
        "videoUrl": image["url"],
        "videoArgs": {},
        "characterArgs": character_args(luna["id"]),
    }
    r = await client.post("/api/videos", json=body)
    assert r.status_code == 400, r.text
    assert r.json()["detail"] == "videoUrl must point at a video, not an image."


async def test_unknown_mode_and_missing_fields_name_the_field(client: httpx.AsyncClient) -> None:
    luna, image = await user_with_image(client)
    r = await client.post(
        "/api/videos", json={"mode": "dance-video", "characterArgs": character_args(luna["id"])}
    )
    assert r.status_code == 422, r.text
    r = await client.post(
        "/api/videos", json={"mode": "extend-video", "characterArgs": character_args(luna["id"])}
    )
    assert r.status_code == 422, r.text
    assert {"extend-video.videoUrl", "extend-video.videoArgs"} <= _fields(r)


async def test_action_presets_must_be_of_the_characters_gender(client: httpx.AsyncClient) -> None:
    luna, image = await user_with_image(client)
    r = await client.post(
        "/api/videos", json=from_image(luna["id"], image["url"], actionPresetName="no-such-action")
    )
    assert r.status_code == 400, r.text
    assert r.json()["detail"].startswith("Unknown action 'no-such-action' for Female characters")


async def test_custom_actions_need_a_prompt(client: httpx.AsyncClient) -> None:
    luna, image = await user_with_image(client)
    presets = (await client.get("/api/catalog/video-actions", params={"gender": "Female"})).json()
    custom = next(p for p in presets if p["isCustom"])
    r = await client.post(
        "/api/videos", json=from_image(luna["id"], image["url"], actionPresetName=custom["id"])
    )
    assert r.status_code == 400, r.text
    assert r.json()["detail"] == "Describe the action: a custom action needs a prompt of your own."


async def test_custom_action_prompts_pass_moderation(client: httpx.AsyncClient) -> None:
    """Safety policy: custom action prompts are moderated like any prompt."""
    luna, image = await user_with_image(client)
    presets = (await client.get("/api/catalog/video-actions", params={"gender": "Female"})).json()
    custom = next(p for p in presets if p["isCustom"] and p["rating"] == "NSFW")
    body = from_image(luna["id"], image["url"], actionPresetName=custom["id"])
    body["characterArgs"]["customPrompt"] = "she has sex with a dog"
    r = await client.post("/api/videos", json=body)
    assert r.status_code == 422, r.text
    assert r.json()["error"] == "ContentRejected"
    jobs = (await client.get("/api/jobs")).json()
    assert not [j for j in jobs if j["kind"] == "video"], "a refused prompt queues nothing"
