"""Videos of characters through the API on the preview backend (issue 11): the seven modes of the spec 3
video generation request, each making the spec 3 Video job (or Video enhance job) payload and a real MP4,
the chat's genVideo message, and a video's chain."""

from __future__ import annotations

import base64
import io
import uuid
import wave
from typing import Any

import av
import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.jobs import runner
from nocturne.media import handlers
from nocturne.media.payloads import dump
from nocturne.media.video.payloads import VideoEnhanceJob, VideoEnhanceJobByOwner, VideoJob, enhance_target
from nocturne.models import ChatMessage, GenerationJob, Media
from tests.chat_helpers import character, chat_with
from tests.media.api_helpers import wait_job
from tests.media.video_helpers import (
    character_args,
    finished_video,
    from_image,
    start,
    user_with_image,
    video_from_image,
    video_of,
)


async def _payload(db: AsyncSession, job_id: str) -> dict[str, Any]:
    job = await db.get(GenerationJob, uuid.UUID(job_id))
    assert job is not None
    await db.refresh(job)
    return dict(job.input)


async def _probe(client: httpx.AsyncClient, url: str) -> tuple[int, int, int, bool]:
    """(width, height, frames, has audio) of the served file, read with PyAV."""
    r = await client.get(url)
    assert r.status_code == 200, r.text
    assert r.headers["content-type"] == "video/mp4"
    with av.open(io.BytesIO(r.content)) as container:
        stream = container.streams.video[0]
        frames = sum(1 for _ in container.decode(stream))
        return stream.width, stream.height, frames, bool(container.streams.audio)


async def _female_action(client: httpx.AsyncClient, with_loras: bool) -> dict[str, Any]:
    presets = (await client.get("/api/catalog/video-actions", params={"gender": "Female"})).json()
    return next(p for p in presets if p["hasLoras"] == with_loras and not p["isCustom"])


async def test_image_to_video_with_an_action_lora_makes_the_spec3_video_job(
    client: httpx.AsyncClient, db: AsyncSession
) -> None:
    luna, image = await user_with_image(client)
    action = await _female_action(client, with_loras=True)
    body = {
        "mode": "image-to-video",
        "imageUrl": image["url"],
        "videoArgs": {"actionPresetName": action["id"], "duration": 5},
        "characterArgs": character_args(luna["id"]),
    }
    done = await finished_video(client, body)
    payload = VideoJob.model_validate(await _payload(db, done["id"]))
    raw = await _payload(db, done["id"])
    assert set(raw) >= {"userId", "videoId", "gpuArgs", "metadata", "mode", "action", "orientation"}
    assert set(raw["gpuArgs"]) >= {"prompt", "customPrompt", "workflowType", "loras", "duration", "speed"}
    assert set(raw["metadata"]) >= {
        "deleted",
        "quality",
        "characterId",
        "miscBlob",
        "shouldBlur",
        "width",
        "height",
    }
    assert payload.mode == "image-to-video"
    assert payload.action == action["modelName"]
    assert payload.gpu_args.workflow_type == "video_with_lora"  # spec 3: the action has loras
    assert payload.gpu_args.loras
    assert payload.metadata.original_media_url == image["url"]
    video = video_of(done)
    assert video["parentId"] == image["id"]  # made from the image
    assert (video["width"], video["height"]) == (480, 832)
    assert video["duration"] == pytest.approx(5, abs=0.1)
    width, height, frames, has_audio = await _probe(client, video["url"])
    assert (width, height, frames, has_audio) == (480, 832, 81, False)  # 5 s x 16 fps + 1


async def test_general_action_has_no_loras(client: httpx.AsyncClient, db: AsyncSession) -> None:
    luna, image = await user_with_image(client)
    body = {
        "mode": "image-to-video",
        "imageUrl": image["url"],
        "videoArgs": {},
        "characterArgs": character_args(luna["id"], customPrompt="she waves and smiles"),
    }
    started = await start(client, body)
    payload = VideoJob.model_validate(await _payload(db, started["job"]["id"]))
    assert payload.action == "General"
    assert payload.gpu_args.workflow_type == "video"  # spec 3: no loras
    assert payload.gpu_args.loras is None
    assert payload.gpu_args.custom_prompt == "she waves and smiles"
    assert payload.metadata.misc_blob["videoModel"] == "SEEDANCE"  # spec 3: General uses SEEDANCE


async def test_image_to_video_without_an_image_makes_the_still_first(client: httpx.AsyncClient) -> None:
    luna, _ = await user_with_image(client)
    action = await _female_action(client, with_loras=True)
    body = {
        "mode": "image-to-video",
        "videoArgs": {"actionPresetName": action["id"]},
        "characterArgs": character_args(luna["id"]),
    }
    done = await finished_video(client, body)
    video = video_of(done)
    stills = [m for m in done["media"] if m["kind"] == "image"]
    assert len(stills) == 1
    assert video["parentId"] == stills[0]["id"]
    assert stills[0]["source"] == "text_to_video"


async def test_text_to_video_makes_a_still_then_the_video(
    client: httpx.AsyncClient, db: AsyncSession
) -> None:
    luna, _ = await user_with_image(client)
    body = {
        "mode": "text-to-video",
        "imageArgs": {"characterImagePrompt": "on a balcony at sunset"},
        "videoArgs": {"duration": 6, "orientation": "landscape"},
        "characterArgs": character_args(luna["id"], customPrompt="she turns and laughs"),
    }
    done = await finished_video(client, body)
    payload = VideoJob.model_validate(await _payload(db, done["id"]))
    assert "on a balcony at sunset" in payload.metadata.misc_blob["stillPrompt"]
    video = video_of(done)
    width, height, frames, _ = await _probe(client, video["url"])
    assert (width, height, frames) == (832, 480, 97)  # 6 s x 16 + 1
    assert any(m["kind"] == "image" for m in done["media"])


async def test_extend_video_continues_and_keeps_the_chain(client: httpx.AsyncClient) -> None:
    luna, image = await user_with_image(client)
    first = await video_from_image(client, luna, image)
    extended = video_of(
        await finished_video(
            client,
            {
                "mode": "extend-video",
                "videoUrl": first["url"],
                "videoArgs": {},
                "characterArgs": character_args(luna["id"]),
            },
        )
    )
    assert extended["parentId"] == first["id"]
    assert extended["source"] == "extend-video"
    detail = (await client.get(f"/api/videos/{extended['id']}")).json()
    assert detail["source"]["id"] == first["id"]
    assert [m["id"] for m in detail["chain"]] == [first["id"], image["id"]]  # extended from, then its image
    parent = (await client.get(f"/api/videos/{first['id']}")).json()
    assert [m["id"] for m in parent["derived"]] == [extended["id"]]


async def test_lipsync_speaks_the_message_with_a_voice_and_an_emotion(
    client: httpx.AsyncClient, db: AsyncSession
) -> None:
    luna, image = await user_with_image(client)
    body = {
        "mode": "lipsync-video",
        "imageUrl": image["url"],
        "audioMessage": "*smiles softly* Hello there. I missed you today.",
        "voiceId": "luna",
        "emotion": "happy",
        "videoArgs": {},
        "characterArgs": character_args(luna["id"]),
    }
    done = await finished_video(client, body)
    misc = VideoJob.model_validate(await _payload(db, done["id"])).metadata.misc_blob
    assert misc["voiceId"] == "luna"
    assert misc["emotion"] == "happy"
    assert "smiles" not in misc["audioMessage"]  # spec 5: the speech variant, actions become pauses
    with wave.open(io.BytesIO(base64.b64decode(misc["audioBase64"]))) as wav:
        assert wav.getnframes() / wav.getframerate() == pytest.approx(misc["audioDuration"], abs=0.01)
    video = video_of(done)
    assert video["hasAudio"] is True
    assert (await _probe(client, video["url"]))[3] is True


async def test_add_audio_to_video_keeps_the_videos_length(client: httpx.AsyncClient) -> None:
    luna, image = await user_with_image(client)
    first = await video_from_image(client, luna, image, duration=7)
    body = {
        "mode": "add-audio-to-video",
        "videoUrl": first["url"],
        "audioMessage": "Come closer.",
        "voiceId": "aria",
        "emotion": "whisper",
        "videoArgs": {},
        "characterArgs": character_args(luna["id"]),
    }
    voiced = video_of(await finished_video(client, body))
    assert voiced["hasAudio"] is True
    assert voiced["duration"] == pytest.approx(7, abs=0.1)
    assert voiced["parentId"] == first["id"]


async def test_spoken_text_passes_moderation(client: httpx.AsyncClient) -> None:
    luna, image = await user_with_image(client)
    body = {
        "mode": "lipsync-video",
        "imageUrl": image["url"],
        "audioMessage": "I am only twelve years old and I want to have sex.",
        "videoArgs": {},
        "characterArgs": character_args(luna["id"]),
    }
    r = await client.post("/api/videos", json=body)
    assert r.status_code == 422, r.text
    assert r.json()["error"] == "ContentRejected"


async def test_speech_longer_than_ten_seconds_is_refused(client: httpx.AsyncClient) -> None:
    luna, image = await user_with_image(client)
    body = {
        "mode": "lipsync-video",
        "imageUrl": image["url"],
        "audioMessage": "I love the quiet mornings by the lake. " * 6,
        "videoArgs": {},
        "characterArgs": character_args(luna["id"]),
    }
    r = await client.post("/api/videos", json=body)
    assert r.status_code == 400, r.text
    assert "too long to say in one video" in r.json()["detail"]


async def test_edit_video_applies_an_edit_preset(client: httpx.AsyncClient, db: AsyncSession) -> None:
    luna, image = await user_with_image(client)
    first = await video_from_image(client, luna, image)
    body = {
        "mode": "edit-video",
        "originalVideoId": first["id"],
        "edit": "snow-background",
        "videoArgs": {},
        "characterArgs": character_args(luna["id"]),
    }
    done = await finished_video(client, body)
    payload = VideoJob.model_validate(await _payload(db, done["id"]))
    assert payload.action == "EditVideo"
    assert payload.metadata.misc_blob["videoModel"] == "WAN_2_2"  # spec 3: EditVideo uses WAN_2_2
    edited = video_of(done)
    assert edited["parentId"] == first["id"]
    assert edited["action"] == "snow-background"
    r = await client.post("/api/videos", json={**body, "edit": "no-such-edit"})
    assert r.status_code == 400
    assert "Unknown video edit" in r.json()["detail"]


async def test_enhanced_video_doubles_the_size(client: httpx.AsyncClient, db: AsyncSession) -> None:
    luna, image = await user_with_image(client)
    first = await video_from_image(client, luna, image)
    body = {
        "mode": "enhanced-video",
        "originalVideoId": first["id"],
        "videoUrl": first["url"],
        "videoDuration": 5,
    }
    done = await finished_video(client, body)
    VideoEnhanceJob.model_validate(await _payload(db, done["id"]))  # spec 3: the first enhance shape
    big = video_of(done)
    assert (big["width"], big["height"]) == (960, 1664)
    assert big["parentId"] == first["id"]
    assert big["source"] == "enhanced-video"
    again = {
        "mode": "enhanced-video",
        "originalVideoId": big["id"],
        "videoUrl": big["url"],
        "videoDuration": 5,
    }
    r = await client.post("/api/videos", json=again)
    assert r.status_code == 400
    assert r.json()["detail"] == "This video is already at the largest size we make."


async def test_in_a_chat_the_video_is_a_gen_video_message_kept_after_reload(
    client: httpx.AsyncClient, db: AsyncSession
) -> None:
    luna, image = await user_with_image(client)
    chat = await chat_with(client, luna["id"])
    body = {
        "mode": "image-to-video",
        "imageUrl": image["url"],
        "chatId": chat["id"],
        "videoArgs": {},
        "characterArgs": character_args(luna["id"]),
    }
    started = await start(client, body)
    message = started["message"]
    assert message["role"] == "data"
    pending = message["data"]["result"]
    assert message["data"]["type"] == "genVideo"
    assert set(pending) >= {"id", "triggerRunId", "error", "videoUrl", "inputImageUrl", "shouldBlur"}
    assert pending["videoUrl"] is None
    assert pending["triggerRunId"] == started["job"]["id"]
    assert pending["inputImageUrl"] == image["url"]
    await wait_job(client, started["job"]["id"], seconds=60)
    reloaded = (await client.get(f"/api/chats/{chat['id']}")).json()
    shown = [m for m in reloaded["messages"] if m["role"] == "data" and m["data"]["type"] == "genVideo"]
    assert len(shown) == 1
    result = shown[0]["data"]["result"]
    assert result["videoUrl"] == f"/api/media/{pending['id']}/file"
    assert result["error"] is None
    stored = await db.get(ChatMessage, uuid.UUID(message["id"]))
    assert stored is not None


async def test_videos_are_served_in_byte_ranges(client: httpx.AsyncClient) -> None:
    luna, image = await user_with_image(client)
    video = await video_from_image(client, luna, image)
    whole = await client.get(video["url"])
    assert whole.headers["accept-ranges"] == "bytes"
    part = await client.get(video["url"], headers={"Range": "bytes=0-99"})
    assert part.status_code == 206
    assert part.content == whole.content[:100]
    assert part.headers["content-range"] == f"bytes 0-99/{len(whole.content)}"
    tail = await client.get(video["url"], headers={"Range": "bytes=-10"})
    assert tail.content == whole.content[-10:]
    past = await client.get(video["url"], headers={"Range": f"bytes={len(whole.content)}-"})
    assert past.status_code == 416


async def test_videos_appear_in_the_gallery_beside_images(client: httpx.AsyncClient) -> None:
    luna, image = await user_with_image(client)
    video = await video_from_image(client, luna, image)
    everything = (await client.get("/api/images")).json()["items"]
    assert {m["id"] for m in everything} >= {image["id"], video["id"]}
    only_videos = (await client.get("/api/images", params={"source": "videos"})).json()["items"]
    assert [m["id"] for m in only_videos] == [video["id"]]
    thumb = await client.get(video["thumbUrl"])
    assert thumb.status_code == 200
    assert thumb.headers["content-type"] == "image/webp"


async def test_the_second_video_enhance_shape_runs_too(
    app: FastAPI, client: httpx.AsyncClient, db: AsyncSession
) -> None:
    """spec 3 Video enhance job, second shape {userId, videoId, mode: enhanced-video}: the video to
    upscale by id, the owner by id; the new video's id is derived from the job's."""
    luna, image = await user_with_image(client)
    first = await video_from_image(client, luna, image)
    original = await db.get(Media, uuid.UUID(first["id"]))
    assert original is not None
    payload = VideoEnhanceJobByOwner(user_id=original.owner_id, video_id=original.id)
    job = GenerationJob(
        id=uuid.uuid4(),
        kind="video_enhance",
        owner_id=original.owner_id,
        state="queued",
        input=dump(payload),
        character_id=original.character_id,
        width=original.width * 2,
        height=original.height * 2,
        backend="preview",
        progress=0.0,
        attempts=0,
        cancel_requested=False,
    )
    db.add(job)
    await db.commit()
    handlers.register_all()
    await runner.run_job(app.state.runtime, job.id)
    done = await wait_job(client, str(job.id))
    assert done["state"] == "succeeded", done
    big = video_of(done)
    assert big["id"] == str(enhance_target(job.id, job.input)[0])
    assert (big["width"], big["height"]) == (960, 1664)
    assert big["parentId"] == first["id"]


async def test_a_chat_video_must_be_of_one_of_the_chats_characters(client: httpx.AsyncClient) -> None:
    luna, image = await user_with_image(client)
    other = await character(client, name="Iris")
    chat = await chat_with(client, other["id"])
    body = {**from_image(luna["id"], image["url"]), "chatId": chat["id"]}
    r = await client.post("/api/videos", json=body)
    assert r.status_code == 400, r.text
    assert r.json()["detail"] == "Luna is not in this chat. Pick one of its characters."
