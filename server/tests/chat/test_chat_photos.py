"""Photos in the chat (issue 10; spec 3 Chat message data genImage; ARCHITECTURE section 3): the
"Send a photo" modes, a message that asks for a picture, the data-genImage stream part, and a failed
job that leaves the chat usable."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from fastapi import FastAPI

from nocturne.chat.photos import photo_request
from nocturne.media.backends.port import BackendError, GenerationRequest
from tests.chat_helpers import adult, character, chat_with, parse_sse, send, streamed_text
from tests.media.api_helpers import wait_job
from tests.scripted_model import scripted_model


@pytest.mark.parametrize(
    ("text", "scene"),
    [
        ("send me a pic of you at the beach", "at the beach"),
        ("Can you show me a photo of yourself in the kitchen?", "in the kitchen"),
        ("take a selfie please", ""),
        ("send another pic babe", ""),
        ("Send me a cute photo while you cook dinner!", "cook dinner"),
        ("I took a photo of the sunset yesterday", None),
        ("what a picture you paint", None),
        ("tell me about your day", None),
    ],
)
def test_a_message_that_asks_for_a_photo(text: str, scene: str | None) -> None:
    assert photo_request(text) == scene


async def _data_messages(client: httpx.AsyncClient, chat_id: str) -> list[dict[str, Any]]:
    detail = (await client.get(f"/api/chats/{chat_id}")).json()
    return [m for m in detail["messages"] if m["role"] == "data"]


async def test_send_a_photo_of_the_character_as_they_look(client: httpx.AsyncClient) -> None:
    await adult(client)
    chat = await chat_with(client, (await character(client))["id"])
    r = await client.post(f"/api/chats/{chat['id']}/photos", json={"mode": "look"})
    assert r.status_code == 202, r.text
    pending = r.json()
    result = pending["message"]["data"]["result"]
    assert pending["message"]["data"]["type"] == "genImage"
    assert result["triggerRunId"] == pending["job"]["id"]
    assert result["imageUrl"] is None
    assert result["error"] is None
    done = await wait_job(client, pending["job"]["id"])
    assert done["state"] == "succeeded"
    # The same message, now with its image: also what a reload shows.
    [message] = await _data_messages(client, chat["id"])
    assert message["id"] == pending["message"]["id"]
    stored = message["data"]["result"]
    assert stored["id"] == result["id"] == done["media"][0]["id"]
    assert stored["imageUrl"] == done["media"][0]["url"]
    assert stored["shouldBlur"] is False
    # Beside the spec's fields: the size and the preview flag, so a reloaded chat lays the image out.
    assert (stored["width"], stored["height"], stored["isPreview"]) == (916, 1145, True)
    assert (await client.get(stored["imageUrl"])).status_code == 200
    # The chat list names the photo rather than showing its data (and pages in the shared shape).
    listed = (await client.get("/api/chats")).json()
    assert listed["total"] == 1
    assert listed["page"] == 1
    assert listed["pageSize"] == 50
    assert listed["items"][0]["lastMessage"] == "Sent a photo"


async def test_a_pose_photo_that_is_nsfw_is_blurred(client: httpx.AsyncClient) -> None:
    await adult(client)
    chat = await chat_with(client, (await character(client))["id"])
    r = await client.post(f"/api/chats/{chat['id']}/photos", json={"mode": "pose", "poseId": "nude-bed"})
    assert r.status_code == 202, r.text
    assert r.json()["message"]["data"]["result"]["shouldBlur"] is True
    r = await client.post(f"/api/chats/{chat['id']}/photos", json={"mode": "pose"})
    assert r.status_code == 400
    assert r.json()["detail"] == "Pick a pose for the photo."


async def test_scene_photo_prompt_is_written_by_the_chat_model(
    app: FastAPI, client: httpx.AsyncClient
) -> None:
    await adult(client)
    chat = await chat_with(client, (await character(client))["id"])
    async with scripted_model(app, ["rainy window, reading a book, warm lamp light"]):
        r = await client.post(f"/api/chats/{chat['id']}/photos", json={"mode": "scene"})
    assert r.status_code == 202, r.text
    job = (await client.get(f"/api/jobs/{r.json()['job']['id']}")).json()
    assert job["state"] in ("queued", "running", "succeeded")
    from nocturne.models import GenerationJob

    async with app.state.runtime.sessionmaker() as db:
        row = await db.get(GenerationJob, __import__("uuid").UUID(job["id"]))
        assert "reading a book, warm lamp light" in row.input["gpuArgs"]["prompt"]
        assert row.input["metadata"]["source"] == "scene_gen"


async def test_a_message_asking_for_a_pic_starts_a_job_in_the_stream(
    app: FastAPI, client: httpx.AsyncClient
) -> None:
    await adult(client)
    chat = await chat_with(client, (await character(client))["id"])
    async with scripted_model(app, ["Here you go, ", "fresh from the beach."]):
        r = await send(client, chat["id"], "send me a pic of you at the beach")
    assert r.status_code == 200, r.text
    chunks = parse_sse(r.text)
    [part] = [c for c in chunks if c["type"] == "data-genImage"]
    assert part["id"] == part["data"]["id"]
    assert part["data"]["imageUrl"] is None
    assert "fresh from the beach" in streamed_text(chunks)
    done = await wait_job(client, part["data"]["triggerRunId"])
    assert done["state"] == "succeeded"
    [message] = await _data_messages(client, chat["id"])
    assert message["data"]["result"]["imageUrl"] == done["media"][0]["url"]
    roles = [m["role"] for m in (await client.get(f"/api/chats/{chat['id']}")).json()["messages"]]
    assert roles[-3:] == ["user", "data", "assistant"]


class _Broken:
    name = "broken"

    async def submit(self, request: GenerationRequest) -> str:
        raise BackendError("The generation server is missing the model file 'babes.safetensors'.")

    async def close(self) -> None:
        return None


async def test_a_failed_photo_shows_its_error_and_the_chat_goes_on(
    app: FastAPI, client: httpx.AsyncClient
) -> None:
    backends = app.state.runtime.media.backends
    backends._backends["broken"] = _Broken()
    backends._default = "broken"
    await adult(client)
    chat = await chat_with(client, (await character(client))["id"])
    r = await client.post(f"/api/chats/{chat['id']}/photos", json={"mode": "look"})
    done = await wait_job(client, r.json()["job"]["id"])
    assert done["state"] == "failed"
    assert done["error"] == "The generation server is missing the model file 'babes.safetensors'."
    [message] = await _data_messages(client, chat["id"])
    assert message["data"]["result"]["error"] == done["error"]
    assert message["data"]["result"]["imageUrl"] is None
    async with scripted_model(app, ["Still here."]):
        r = await send(client, chat["id"], "Are you there?")
    assert "Still here." in streamed_text(parse_sse(r.text))


async def test_a_tool_capable_model_sends_a_photo_with_the_spec4_tool_states(
    app: FastAPI, client: httpx.AsyncClient
) -> None:
    app.state.settings.llm_tools = True
    await adult(client)
    chat = await chat_with(client, (await character(client))["id"])
    asked: list[dict[str, Any]] = []
    pieces = ['{"scene": "on the balcony', ' at sunset, red dress"}']
    async with scripted_model(
        app, ["Wait, ", "let me show you."], asked.append, tool_call=("send_photo", pieces)
    ):
        r = await send(client, chat["id"], "What are you up to tonight?")
    assert asked[0]["tools"][0]["function"]["name"] == "send_photo"
    chunks = parse_sse(r.text)
    kinds = [c["type"] for c in chunks if c["type"].startswith(("tool-", "data-"))]
    # spec 4 Tool invocation: partial-call (input-streaming) → call (input-available) → result.
    assert kinds == [
        "tool-input-start",
        "tool-input-delta",
        "tool-input-delta",
        "tool-input-available",
        "tool-output-available",
        "data-genImage",
    ]
    call = next(c for c in chunks if c["type"] == "tool-input-available")
    assert call["input"] == {"scene": "on the balcony at sunset, red dress"}
    output = next(c for c in chunks if c["type"] == "tool-output-available")["output"]
    assert output["imageUrl"] is None
    assert streamed_text(chunks) == "Wait, let me show you."
    done = await wait_job(client, output["triggerRunId"])
    assert done["state"] == "succeeded"
    async with app.state.runtime.sessionmaker() as db:
        from nocturne.models import GenerationJob

        job = await db.get(GenerationJob, __import__("uuid").UUID(done["id"]))
        assert "on the balcony at sunset" in job.input["gpuArgs"]["prompt"]
    [message] = await _data_messages(client, chat["id"])
    assert message["data"]["result"]["imageUrl"] == done["media"][0]["url"]


async def test_tools_are_not_offered_unless_the_model_has_them(
    app: FastAPI, client: httpx.AsyncClient
) -> None:
    await adult(client)
    chat = await chat_with(client, (await character(client))["id"])
    asked: list[dict[str, Any]] = []
    async with scripted_model(app, ["Hello."], asked.append):
        await send(client, chat["id"], "Hi")
    assert "tools" not in asked[0]
