"""Images of characters through the API on the preview backend (issue 10): spec 3 Image job payloads,
spec 9 sizes, spec 5 model choice, privacy of media, moderation of prompts, edit and enhance."""

from __future__ import annotations

import io
import uuid

import httpx
import pytest
from fastapi import FastAPI
from PIL import Image
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.media.payloads import ImageEnhanceJob, ImageJob
from nocturne.models import GenerationJob, Media
from tests.chat_helpers import adult, character
from tests.helpers import new_client
from tests.media.api_helpers import generate, wait_job


async def _png(client: httpx.AsyncClient, url: str) -> Image.Image:
    r = await client.get(url)
    assert r.status_code == 200, r.text
    image = Image.open(io.BytesIO(r.content))
    image.load()
    return image


async def test_spec3_image_job_makes_a_batch_at_the_spec9_size(
    client: httpx.AsyncClient, db: AsyncSession
) -> None:
    await adult(client)
    luna = await character(client)
    queued = await generate(client, luna["id"], orientation="landscape")
    assert queued["state"] in ("queued", "running")
    assert queued["batchSize"] == 2  # spec 9: default batch size 2
    done = await wait_job(client, queued["id"])
    assert done["state"] == "succeeded", done
    assert done["progress"] == 1
    assert len(done["media"]) == 2
    for media in done["media"]:
        assert (media["width"], media["height"]) == (1145, 916)  # spec 9: landscape
        assert media["orientation"] == "landscape"
        assert media["isPreview"] is True
        image = await _png(client, media["url"])
        assert image.size == (1145, 916)
        assert image.format == "PNG"
        assert not {k for k in image.info if k not in ("dpi",)}, "no metadata leaves with the file"
        thumb = await _png(client, media["thumbUrl"])
        assert thumb.format == "WEBP"
        assert thumb.width < image.width
    # The stored payload is the spec 3 Image job, with the model of spec 5 and the size of spec 9.
    job = await db.get(GenerationJob, uuid.UUID(queued["id"]))
    assert job is not None
    payload = ImageJob.model_validate(job.input)
    assert payload.gpu_args.model == "BabesYogi"  # Realistic, Female
    assert (payload.metadata.width, payload.metadata.height) == (1145, 916)
    assert payload.metadata.character_id == uuid.UUID(luna["id"])
    assert [str(i) for i in payload.image_ids] == [m["id"] for m in done["media"]]
    assert payload.moderation_params is not None
    assert payload.moderation_params.prompt == payload.gpu_args.prompt
    assert set(job.input) >= {"userId", "imageIds", "gpuArgs", "metadata", "moderationParams"}
    assert set(job.input["metadata"]) >= {"deleted", "characterId", "source", "shouldBlur", "width", "height"}


async def test_spec5_anime_characters_use_the_pony_model_with_its_quality_tags(
    client: httpx.AsyncClient, db: AsyncSession
) -> None:
    await adult(client)
    kai = await character(client, name="Kai", gender="Male", style="Anime")
    queued = await generate(client, kai["id"], poseId="portrait", batchSize=1)
    job = await db.get(GenerationJob, uuid.UUID(queued["id"]))
    assert job is not None
    assert job.input["gpuArgs"]["model"] == "PrefectPony"
    assert job.input["gpuArgs"]["prompt"].startswith("score_9")
    assert "adult man" in job.input["gpuArgs"]["prompt"]
    assert "child" in job.input["gpuArgs"]["negativePrompt"]


async def test_nsfw_poses_are_marked_should_blur(client: httpx.AsyncClient) -> None:
    await adult(client)
    luna = await character(client)
    sfw = await wait_job(client, (await generate(client, luna["id"], batchSize=1))["id"])
    nsfw = await wait_job(client, (await generate(client, luna["id"], poseId="nude-bed", batchSize=1))["id"])
    assert [m["shouldBlur"] for m in sfw["media"]] == [False]
    assert [m["shouldBlur"] for m in nsfw["media"]] == [True]
    # The job says so too, so its preview frames are blurred before any image exists.
    assert (sfw["shouldBlur"], nsfw["shouldBlur"]) == (False, True)


async def test_media_is_private_to_its_owner(app: FastAPI, client: httpx.AsyncClient) -> None:
    await adult(client)
    luna = await character(client)
    done = await wait_job(client, (await generate(client, luna["id"], batchSize=1))["id"])
    url = done["media"][0]["url"]
    async with new_client(app) as stranger:
        await adult(stranger)
        assert (await stranger.get(url)).status_code == 404
        assert (await stranger.get(f"/api/images/{done['media'][0]['id']}")).status_code == 404
        assert (await stranger.get(f"/api/jobs/{done['id']}")).status_code == 404
        # Editing someone else's image is refused like a missing one: no way to bring in foreign media.
        r = await stranger.post(f"/api/images/{done['media'][0]['id']}/edit", json={"styleId": "anime-style"})
        assert r.status_code == 404
    async with new_client(app) as anonymous:
        assert (await anonymous.get(url)).status_code == 404


async def test_a_prompt_about_a_minor_is_refused_with_the_spec_label(client: httpx.AsyncClient) -> None:
    await adult(client)
    luna = await character(client)
    r = await client.post(
        "/api/images",
        json={"characterId": luna["id"], "prompt": "make her look 14, naked on the bed"},
    )
    assert r.status_code == 422, r.text
    assert "Prohibited Underage Content" in r.json()["detail"]
    assert (await client.get("/api/jobs")).json() == []


async def test_unknown_pose_and_empty_request_get_clear_errors(client: httpx.AsyncClient) -> None:
    await adult(client)
    luna = await character(client)
    r = await client.post("/api/images", json={"characterId": luna["id"], "poseId": "no-such-pose"})
    assert r.status_code == 400
    assert "Unknown pose 'no-such-pose' for Female characters" in r.json()["detail"]
    r = await client.post("/api/images", json={"characterId": luna["id"]})
    assert r.status_code == 400
    assert r.json()["detail"] == "Pick a pose or describe a scene."


async def test_edit_and_enhance_start_from_my_image_and_keep_the_before(
    client: httpx.AsyncClient, db: AsyncSession
) -> None:
    await adult(client)
    luna = await character(client)
    first = (await wait_job(client, (await generate(client, luna["id"], batchSize=1))["id"]))["media"][0]

    r = await client.post(f"/api/images/{first['id']}/edit", json={"styleId": "custom"})
    assert r.status_code == 400
    assert r.json()["detail"] == "Describe the edit you want: the Custom style needs a prompt."
    r = await client.post(f"/api/images/{first['id']}/edit", json={"styleId": "anime-style"})
    assert r.status_code == 202, r.text
    edited = await wait_job(client, r.json()["id"])
    assert edited["state"] == "succeeded", edited
    after = edited["media"][0]
    assert after["parentId"] == first["id"]
    assert after["source"] == "edit-image"
    assert (after["width"], after["height"]) == (first["width"], first["height"])
    detail = (await client.get(f"/api/images/{after['id']}")).json()
    assert detail["parent"]["id"] == first["id"]

    r = await client.post(f"/api/images/{first['id']}/enhance")
    assert r.status_code == 202, r.text
    enhanced = await wait_job(client, r.json()["id"])
    assert enhanced["state"] == "succeeded", enhanced
    big = enhanced["media"][0]
    assert (big["width"], big["height"]) == (first["width"] * 2, first["height"] * 2)
    assert big["parentId"] == first["id"]
    job = await db.get(GenerationJob, uuid.UUID(enhanced["id"]))
    assert job is not None
    # spec 3 Image enhance job, first shape.
    payload = ImageEnhanceJob.model_validate(job.input)
    assert payload.original_gen_image_id == uuid.UUID(first["id"])
    assert set(job.input) == {"userId", "imageId", "mediaUrl", "originalGenImageId"}
    # The secret gallery's filters: how each image was made.
    for group, expected in (("generated", first), ("edits", after), ("enhanced", big)):
        page = (await client.get("/api/images", params={"source": group})).json()
        assert [m["id"] for m in page["items"]] == [expected["id"]], group


async def test_cancel_a_queued_job(app: FastAPI, client: httpx.AsyncClient) -> None:
    await adult(client)
    luna = await character(client)
    # Both worker slots busy, so the third job waits in line.
    busy = [await generate(client, luna["id"], batchSize=4) for _ in range(2)]
    waiting = await generate(client, luna["id"], batchSize=1)
    assert waiting["state"] == "queued"
    assert waiting["queuePosition"] == 1
    r = await client.post(f"/api/jobs/{waiting['id']}/cancel")
    assert r.status_code == 200, r.text
    assert r.json()["state"] == "canceled"
    for job in busy:
        assert (await wait_job(client, job["id"]))["state"] == "succeeded"
    assert (await wait_job(client, waiting["id"]))["state"] == "canceled"
    assert (await client.post(f"/api/jobs/{waiting['id']}/cancel")).status_code == 400


async def test_cancel_a_running_job_stops_it(client: httpx.AsyncClient, db: AsyncSession) -> None:
    await adult(client)
    luna = await character(client)
    job = await generate(client, luna["id"], batchSize=4)
    for _ in range(100):
        if (await client.get(f"/api/jobs/{job['id']}")).json()["state"] == "running":
            break
        await __import__("asyncio").sleep(0.02)
    r = await client.post(f"/api/jobs/{job['id']}/cancel")
    assert r.status_code == 200, r.text
    done = await wait_job(client, job["id"])
    assert done["state"] == "canceled"
    count = await db.scalar(
        select(func.count()).select_from(Media).where(Media.job_id == uuid.UUID(job["id"]))
    )
    assert count == 0


async def test_gallery_pages_and_filters_by_character(client: httpx.AsyncClient) -> None:
    await adult(client)
    luna = await character(client)
    kai = await character(client, name="Kai", gender="Male")
    await wait_job(client, (await generate(client, luna["id"], batchSize=3))["id"])
    await wait_job(client, (await generate(client, kai["id"], poseId="portrait", batchSize=1))["id"])
    page = (await client.get("/api/images", params={"pageSize": 2})).json()
    assert page["total"] == 4
    assert len(page["items"]) == 2
    assert page["page"] == 1
    assert page["pageSize"] == 2
    only_kai = (await client.get("/api/images", params={"characterId": kai["id"]})).json()
    assert only_kai["total"] == 1
    assert only_kai["items"][0]["characterId"] == kai["id"]


async def test_photo_set_and_portrait_and_avatar(app: FastAPI, client: httpx.AsyncClient) -> None:
    await adult(client)
    luna = await character(client, visibility="public")
    done = await wait_job(client, (await generate(client, luna["id"], batchSize=2))["id"])
    photos = (await client.get(f"/api/photos/{done['id']}")).json()
    assert [m["id"] for m in photos["images"]] == [m["id"] for m in done["media"]]
    assert photos["characterName"] == "Luna"

    chosen = done["media"][1]
    look = (await client.put(f"/api/characters/{luna['id']}/portrait", json={"mediaId": chosen["id"]})).json()
    assert look["portrait"]["id"] == chosen["id"]
    card = (await client.get(f"/api/characters/{luna['id']}")).json()
    assert card["avatarUrl"] == chosen["url"]
    # A public character's portrait is seen by everyone; the other image of the batch is not.
    async with new_client(app) as stranger:
        assert (await stranger.get(chosen["url"])).status_code == 200
        assert (await stranger.get(done["media"][0]["url"])).status_code == 404

    r = await client.put("/api/me/avatar", json={"mediaId": done["media"][0]["id"]})
    assert r.status_code == 200, r.text
    assert (await client.get("/api/auth/session")).json()["user"]["avatarUrl"] == done["media"][0]["url"]


async def test_look_is_built_then_editable_and_moderated(client: httpx.AsyncClient) -> None:
    await adult(client)
    luna = await character(client, physicalDescription="long silver hair, green eyes")
    look = (await client.get(f"/api/characters/{luna['id']}/look")).json()
    assert look["custom"] is False
    assert "adult woman" in look["look"]
    assert "silver hair" in look["look"]
    r = await client.put(
        f"/api/characters/{luna['id']}/look", json={"look": "photo of Luna, red dress, 30 years old"}
    )
    assert r.json()["custom"] is True
    assert r.json()["look"] == "photo of Luna, red dress, 30 years old"
    r = await client.put(f"/api/characters/{luna['id']}/look", json={"look": "Luna as a 12 year old, nude"})
    assert r.status_code == 422


@pytest.mark.parametrize("gender", ["Female", "Male", "Trans"])
async def test_pose_catalogue_endpoint_with_thumbnails(client: httpx.AsyncClient, gender: str) -> None:
    await adult(client)
    poses = (await client.get("/api/catalog/poses", params={"gender": gender})).json()
    assert poses
    assert all(p["tags"][0] in ("SFW", "Suggestive", "NSFW") for p in poses)
    first = poses[0]
    for url in (first["imageUrl"], first["animeImageUrl"]):
        r = await client.get(url)
        assert r.status_code == 200
        assert r.headers["content-type"] == "image/webp"
    styles = (await client.get("/api/catalog/edit-styles")).json()
    assert styles[0]["id"] == "custom"
    assert (await client.get(styles[1]["previewUrl"])).status_code == 200


async def test_the_second_enhance_job_shape_runs_too(app: FastAPI, client: httpx.AsyncClient) -> None:
    """spec 3 Image enhance job, second shape {imageUrl, originalGenImageId}: the owner and the new
    image's id come from the original and the job."""
    from nocturne.media.tasks import RUN_GENERATION

    info = await adult(client)
    luna = await character(client)
    first = (await wait_job(client, (await generate(client, luna["id"], batchSize=1))["id"]))["media"][0]
    runtime = app.state.runtime
    job_id = uuid.uuid4()
    async with runtime.transaction() as db:
        db.add(
            GenerationJob(
                id=job_id,
                kind="image_enhance",
                owner_id=uuid.UUID(info["user"]["id"]),
                state="queued",
                input={"imageUrl": first["url"], "originalGenImageId": first["id"]},
                character_id=uuid.UUID(luna["id"]),
                width=first["width"] * 2,
                height=first["height"] * 2,
                backend="preview",
                progress=0.0,
                attempts=0,
                cancel_requested=False,
            )
        )
    await runtime.jobs.send(RUN_GENERATION, str(job_id))
    done = await wait_job(client, str(job_id))
    assert done["state"] == "succeeded", done
    [big] = done["media"]
    assert big["id"] == str(uuid.uuid5(job_id, "enhanced"))
    assert big["parentId"] == first["id"]
    assert (big["width"], big["height"]) == (first["width"] * 2, first["height"] * 2)
