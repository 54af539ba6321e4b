"""The fal backend against a double of fal's queue API (respx): the paths, headers and JSON bodies of
docs.fal.ai's queue reference, and image files on a separate CDN host."""

from __future__ import annotations

import asyncio
import base64
import json
from collections.abc import AsyncIterator, Iterator
from typing import Any

import httpx
import pytest
import respx

from nocturne.media.backends.fal import AUTH_REFUSED, FalBackend
from nocturne.media.backends.port import BackendError, GenerationRequest, InputImage

BASE = "https://queue.fal.run"
CDN = "https://v3.fal.media/files"
KEY = "fal-test-key:secret"
REQUEST_ID = "80e732af-660e-45cd-bd63-580e4f2a94cc"


def queue_urls(app_root: str, request_id: str = REQUEST_ID) -> dict[str, str]:
    """What fal answers to a submit; status and results live under owner/app, without any sub-path."""
    root = f"{BASE}/{app_root}/requests/{request_id}"
    return {
        "request_id": request_id,
        "response_url": root,
        "status_url": f"{root}/status",
        "cancel_url": f"{root}/cancel",
    }


def status_body(status: str, app_root: str = "fal-ai/fast-sdxl", **fields: Any) -> dict[str, Any]:
    return {"status": status, **queue_urls(app_root), **fields}


def image_request(**overrides: Any) -> GenerationRequest:
    fields: dict[str, Any] = {
        "job_id": "job-1",
        "kind": "image",
        "prompt": "portrait of a woman in a red dress, soft light",
        "model": "RealismYogi",
        "width": 896,
        "height": 1152,
        "batch_size": 2,
        "seed": 1234,
        "negative_prompt": "blurry",
    }
    fields.update(overrides)
    return GenerationRequest(**fields)


@pytest.fixture
def fal_api() -> Iterator[respx.MockRouter]:
    with respx.mock(assert_all_mocked=True, assert_all_called=False) as router:
        yield router


@pytest.fixture
async def backend(fal_api: respx.MockRouter) -> AsyncIterator[FalBackend]:
    backend = FalBackend(KEY, models={})
    yield backend
    await backend.close()


def authorized(request: httpx.Request) -> bool:
    return request.headers.get("Authorization") == f"Key {KEY}"


async def test_an_image_run_from_queue_to_downloaded_files(
    backend: FalBackend, fal_api: respx.MockRouter
) -> None:
    submit = fal_api.post(f"{BASE}/fal-ai/fast-sdxl").respond(
        200, json={**queue_urls("fal-ai/fast-sdxl"), "queue_position": 2}
    )
    status = fal_api.get(f"{BASE}/fal-ai/fast-sdxl/requests/{REQUEST_ID}/status")
    status.side_effect = [
        httpx.Response(200, json=status_body("IN_QUEUE", queue_position=2)),
        httpx.Response(200, json=status_body("IN_QUEUE", queue_position=0)),
        httpx.Response(
            200,
            json=status_body(
                "IN_PROGRESS",
                logs=[
                    {
                        "message": "Loading model",
                        "level": "INFO",
                        "source": "USER",
                        "timestamp": "2026-01-01T00:00:00",
                    }
                ],
            ),
        ),
        httpx.Response(200, json=status_body("COMPLETED", logs=None, metrics={"inference_time": 2.3})),
    ]
    fal_api.get(f"{BASE}/fal-ai/fast-sdxl/requests/{REQUEST_ID}").respond(
        200,
        json={
            "images": [
                {"url": f"{CDN}/first.png", "width": 896, "height": 1152, "content_type": "image/png"},
                {"url": f"{CDN}/second.jpeg", "width": 896, "height": 1152, "content_type": "image/jpeg"},
            ],
            "timings": {"inference": 2.1},
            "seed": 1234,
            "has_nsfw_concepts": [False, False],
            "prompt": "portrait of a woman in a red dress, soft light",
        },
    )

    async def slow_first(request: httpx.Request) -> httpx.Response:
        await asyncio.sleep(0.05)  # finishes after the second download: order must still be the batch's
        return httpx.Response(200, content=b"first-png", headers={"content-type": "image/png"})

    first = fal_api.get(f"{CDN}/first.png").mock(side_effect=slow_first)
    second = fal_api.get(f"{CDN}/second.jpeg").respond(
        200, content=b"second-jpeg", headers={"content-type": "image/jpeg"}
    )

    ref = await backend.submit(image_request())

    sent = submit.calls.last.request
    assert authorized(sent)
    assert sent.headers["content-type"] == "application/json"
    assert json.loads(sent.content) == {
        "prompt": "portrait of a woman in a red dress, soft light",
        "negative_prompt": "blurry",
        "image_size": {"width": 896, "height": 1152},
        "num_images": 2,
        "seed": 1234,
    }
    assert json.loads(ref)["id"] == REQUEST_ID

    seen = [await backend.status(ref) for _ in range(4)]
    assert [(s.state, s.queue_position) for s in seen] == [
        ("queued", 3),
        ("queued", 1),
        ("running", None),
        ("succeeded", None),
    ]
    assert seen[2].progress is None
    assert seen[2].stage == "generating"
    assert all(authorized(call.request) for call in status.calls)

    outputs = await backend.results(ref)
    assert [(o.data, o.content_type, o.width, o.height) for o in outputs] == [
        (b"first-png", "image/png", 896, 1152),
        (b"second-jpeg", "image/jpeg", 896, 1152),
    ]
    assert outputs[0].extra == {"seed": "1234"}
    # The key goes to the queue only, never to the file CDN.
    assert "Authorization" not in first.calls.last.request.headers
    assert "Authorization" not in second.calls.last.request.headers


async def test_another_worker_resumes_a_run_from_its_reference(fal_api: respx.MockRouter) -> None:
    fal_api.post(f"{BASE}/fal-ai/fast-sdxl").respond(200, json=queue_urls("fal-ai/fast-sdxl"))
    fal_api.get(f"{BASE}/fal-ai/fast-sdxl/requests/{REQUEST_ID}/status").respond(
        200, json=status_body("COMPLETED")
    )
    fal_api.get(f"{BASE}/fal-ai/fast-sdxl/requests/{REQUEST_ID}").respond(
        200,
        json={"images": [{"url": f"{CDN}/only.png", "width": 64, "height": 64, "content_type": "image/png"}]},
    )
    fal_api.get(f"{CDN}/only.png").respond(200, content=b"png")

    first_worker = FalBackend(KEY, models={})
    ref = await first_worker.submit(image_request(batch_size=1))
    await first_worker.close()

    second_worker = FalBackend(KEY, models={})
    try:
        assert (await second_worker.status(ref)).state == "succeeded"
        assert [o.data for o in await second_worker.results(ref)] == [b"png"]
    finally:
        await second_worker.close()


async def test_an_edit_sends_the_source_as_a_data_uri_and_follows_the_app_root(
    backend: FalBackend, fal_api: respx.MockRouter
) -> None:
    # A sub-path model: the submit goes to the full id, status and results to fal-ai/flux/requests/...
    submit = fal_api.post(f"{BASE}/fal-ai/flux/dev/image-to-image").respond(
        200, json=queue_urls("fal-ai/flux")
    )
    status = fal_api.get(f"{BASE}/fal-ai/flux/requests/{REQUEST_ID}/status").respond(
        200, json=status_body("IN_PROGRESS", "fal-ai/flux", logs=[])
    )
    source = InputImage(b"\x89PNG source", "image/png")
    request = image_request(kind="image_edit", source=source, edit_prompt="make it film noir", batch_size=2)

    ref = await backend.submit(request)
    assert (await backend.status(ref)).state == "running"

    body = json.loads(submit.calls.last.request.content)
    assert body["prompt"] == "make it film noir"
    assert body["image_url"] == "data:image/png;base64," + base64.b64encode(b"\x89PNG source").decode()
    assert "num_images" not in body
    assert "image_size" not in body
    assert status.called


async def test_an_upscale_reads_fals_single_image_answer(
    backend: FalBackend, fal_api: respx.MockRouter
) -> None:
    submit = fal_api.post(f"{BASE}/fal-ai/esrgan").respond(200, json=queue_urls("fal-ai/esrgan"))
    fal_api.get(f"{BASE}/fal-ai/esrgan/requests/{REQUEST_ID}").respond(
        200,
        json={"image": {"url": f"{CDN}/big.png", "width": 1792, "height": 2304, "content_type": "image/png"}},
    )
    fal_api.get(f"{CDN}/big.png").respond(200, content=b"big")
    request = image_request(
        kind="image_enhance", source=InputImage(b"small", "image/jpeg"), upscale_factor=2.0
    )

    ref = await backend.submit(request)
    outputs = await backend.results(ref)

    body = json.loads(submit.calls.last.request.content)
    assert body == {
        "image_url": "data:image/jpeg;base64," + base64.b64encode(b"small").decode(),
        "scale": 2.0,
    }
    assert [(o.data, o.width, o.height) for o in outputs] == [(b"big", 1792, 2304)]


async def test_a_per_model_setting_picks_another_fal_model(fal_api: respx.MockRouter) -> None:
    pony = fal_api.post(f"{BASE}/fal-ai/lora").respond(200, json=queue_urls("fal-ai/lora"))
    backend = FalBackend(KEY, models={"image:PrefectPony": "fal-ai/lora"}, safety_checker=False)
    try:
        await backend.submit(image_request(model="PrefectPony"))
    finally:
        await backend.close()
    assert pony.called
    assert json.loads(pony.calls.last.request.content)["enable_safety_checker"] is False


@pytest.mark.parametrize("code", [401, 403])
async def test_a_refused_key_is_not_retried(
    backend: FalBackend, fal_api: respx.MockRouter, code: int
) -> None:
    fal_api.post(f"{BASE}/fal-ai/fast-sdxl").respond(
        code, json={"detail": "Invalid authentication credentials"}
    )
    with pytest.raises(BackendError) as raised:
        await backend.submit(image_request())
    assert raised.value.message == AUTH_REFUSED
    assert raised.value.transient is False


async def test_a_validation_error_carries_fals_detail(backend: FalBackend, fal_api: respx.MockRouter) -> None:
    fal_api.post(f"{BASE}/fal-ai/fast-sdxl").respond(
        422,
        json={
            "detail": [
                {
                    "loc": ["body", "image_size", "width"],
                    "msg": "Input should be less than or equal to 14142",
                    "type": "less_than_equal",
                }
            ]
        },
    )
    with pytest.raises(BackendError) as raised:
        await backend.submit(image_request(width=20000))
    assert raised.value.transient is False
    assert "image_size.width: Input should be less than or equal to 14142" in raised.value.message


@pytest.mark.parametrize(
    ("response", "transient"),
    [
        (
            httpx.Response(
                503, json={"detail": "No runner available", "error_type": "runner_scheduling_failure"}
            ),
            True,
        ),
        (httpx.Response(502, text="Bad Gateway"), True),
        (httpx.Response(429, json={"detail": "Too many requests"}), True),
        (httpx.ConnectTimeout("timed out"), True),
        (httpx.ConnectError("connection refused"), True),
        (httpx.Response(400, json={"detail": "Invalid timeout header"}), False),
    ],
)
async def test_submit_failures_say_whether_a_retry_can_help(
    backend: FalBackend, fal_api: respx.MockRouter, response: Any, transient: bool
) -> None:
    fal_api.post(f"{BASE}/fal-ai/fast-sdxl").mock(side_effect=[response])
    with pytest.raises(BackendError) as raised:
        await backend.submit(image_request())
    assert raised.value.transient is transient


async def test_a_run_that_completed_with_an_error_fails_with_the_message(
    backend: FalBackend, fal_api: respx.MockRouter
) -> None:
    fal_api.post(f"{BASE}/fal-ai/fast-sdxl").respond(200, json=queue_urls("fal-ai/fast-sdxl"))
    fal_api.get(f"{BASE}/fal-ai/fast-sdxl/requests/{REQUEST_ID}/status").respond(
        200,
        json=status_body(
            "COMPLETED",
            error="CUDA out of memory while decoding",
            error_type="runner_server_error",
            logs=None,
        ),
    )
    ref = await backend.submit(image_request())
    status = await backend.status(ref)
    assert status.state == "failed"
    assert status.error is not None
    assert "CUDA out of memory while decoding" in status.error


async def test_cancel_puts_to_the_cancel_url(backend: FalBackend, fal_api: respx.MockRouter) -> None:
    fal_api.post(f"{BASE}/fal-ai/fast-sdxl").respond(200, json=queue_urls("fal-ai/fast-sdxl"))
    cancel = fal_api.put(f"{BASE}/fal-ai/fast-sdxl/requests/{REQUEST_ID}/cancel").respond(
        202, json={"status": "CANCELLATION_REQUESTED"}
    )
    ref = await backend.submit(image_request())
    await backend.cancel(ref)
    assert cancel.call_count == 1
    assert authorized(cancel.calls.last.request)


async def test_cancelling_a_run_that_already_ended_is_quiet(
    backend: FalBackend, fal_api: respx.MockRouter
) -> None:
    fal_api.post(f"{BASE}/fal-ai/fast-sdxl").respond(200, json=queue_urls("fal-ai/fast-sdxl"))
    fal_api.put(f"{BASE}/fal-ai/fast-sdxl/requests/{REQUEST_ID}/cancel").respond(
        400, json={"status": "ALREADY_COMPLETED"}
    )
    ref = await backend.submit(image_request())
    await backend.cancel(ref)


async def test_a_reference_cannot_send_the_key_to_another_host(
    backend: FalBackend, fal_api: respx.MockRouter
) -> None:
    honest = fal_api.get(f"{BASE}/fal-ai/fast-sdxl/requests/{REQUEST_ID}/status").respond(
        200, json=status_body("IN_QUEUE", queue_position=0)
    )
    stranger = fal_api.get("https://collector.example/status")
    forged = {
        "m": "fal-ai/fast-sdxl",
        "id": REQUEST_ID,
        "s": "https://collector.example/status",
        "r": "https://collector.example/result",
        "c": "https://collector.example/cancel",
    }
    assert (await backend.status(json.dumps(forged))).state == "queued"
    assert honest.called
    assert not stranger.called


async def test_an_edit_without_a_source_image_is_refused(backend: FalBackend) -> None:
    with pytest.raises(BackendError) as raised:
        await backend.submit(image_request(kind="image_edit", edit_prompt="anime style"))
    assert raised.value.transient is False
