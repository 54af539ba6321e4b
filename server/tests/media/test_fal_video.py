"""Videos on the fal backend (spec 3 Video generation request and Video job, spec 5 Video parameters)
against a double of fal's queue API (respx): the paths and JSON of docs.fal.ai's queue reference, Seedance
1.0 Pro's input and output schema, and a real MP4 (made with PyAV) served by a separate CDN host."""

from __future__ import annotations

import base64
import io
import json
from collections.abc import AsyncIterator, Iterator
from typing import Any

import av
import httpx
import pytest
import respx

from nocturne.media.backends.fal import VIDEO_AUTH_REFUSED, FalBackend
from nocturne.media.backends.port import BackendError, GenerationRequest, InputImage, VideoSpec
from tests.media.test_fal import BASE, CDN, KEY, REQUEST_ID, authorized, queue_urls, status_body

I2V = "fal-ai/bytedance/seedance/v1/pro/image-to-video"
T2V = "fal-ai/bytedance/seedance/v1/pro/text-to-video"
ROOT = "fal-ai/bytedance"  # status and results live under owner/app
START = InputImage(b"\x89PNG start frame", "image/png")


def mp4(width: int = 48, height: int = 80, fps: int = 24, frames: int = 24) -> bytes:
    """A real H.264 MP4, small enough to serve from the test's CDN."""
    buffer = io.BytesIO()
    with av.open(buffer, mode="w", format="mp4") as out:
        stream = out.add_stream("libx264", rate=fps)
        stream.width, stream.height, stream.pix_fmt = width, height, "yuv420p"
        for index in range(frames):
            frame = av.VideoFrame(width, height, "yuv420p")
            for plane in frame.planes:
                plane.update(bytes([index * 7 % 256]) * plane.buffer_size)
            out.mux(stream.encode(frame))
        out.mux(stream.encode())
    return buffer.getvalue()


CLIP = mp4()


def video_request(**overrides: Any) -> GenerationRequest:
    spec: dict[str, Any] = {"mode": "image-to-video", "model": "SEEDANCE", "duration": 5.0}
    spec.update(overrides.pop("video", {}))
    fields: dict[str, Any] = {
        "job_id": "job-v1",
        "kind": "video",
        "prompt": "she turns toward the camera and smiles",
        "model": "RealismYogi",
        "width": 480,  # spec 9: the video metadata default size, portrait
        "height": 832,
        "batch_size": 1,
        "seed": 4321,
        "source": START,
        "video": VideoSpec(**spec),
    }
    fields.update(overrides)
    return GenerationRequest(**fields)


def video_answer(url: str = f"{CDN}/clip.mp4") -> dict[str, Any]:
    """Seedance's output schema: a File and the seed it used."""
    return {
        "video": {"url": url, "content_type": "video/mp4", "file_name": "clip.mp4", "file_size": len(CLIP)},
        "seed": 4321,
    }


@pytest.fixture
def fal_api() -> Iterator[respx.MockRouter]:
    with respx.mock(assert_all_mocked=True, assert_all_called=False) as router:
        yield router


@pytest.fixture
async def backend(fal_api: respx.MockRouter) -> AsyncIterator[FalBackend]:
    backend = FalBackend(KEY, models={})
    yield backend
    await backend.close()


def submitted(route: respx.Route) -> dict[str, Any]:
    body: dict[str, Any] = json.loads(route.calls.last.request.content)
    return body


async def test_an_image_to_video_run_from_queue_to_a_copied_mp4(
    backend: FalBackend, fal_api: respx.MockRouter
) -> None:
    """spec 3 image-to-video: the start image travels as a data URI; the file is copied off fal's CDN."""
    submit = fal_api.post(f"{BASE}/{I2V}").respond(200, json={**queue_urls(ROOT), "queue_position": 2})
    status = fal_api.get(f"{BASE}/{ROOT}/requests/{REQUEST_ID}/status")
    log = {
        "message": "Generating video",
        "level": "INFO",
        "source": "USER",
        "timestamp": "2026-01-01T00:00:00",
    }
    status.side_effect = [
        httpx.Response(202, json=status_body("IN_QUEUE", ROOT, queue_position=2)),
        httpx.Response(202, json=status_body("IN_QUEUE", ROOT, queue_position=0)),
        httpx.Response(202, json=status_body("IN_PROGRESS", ROOT, logs=[log])),
        httpx.Response(200, json=status_body("COMPLETED", ROOT, logs=None, metrics={"inference_time": 41.2})),
    ]
    fal_api.get(f"{BASE}/{ROOT}/requests/{REQUEST_ID}").respond(200, json=video_answer())
    cdn = fal_api.get(f"{CDN}/clip.mp4").respond(200, content=CLIP, headers={"content-type": "video/mp4"})

    ref = await backend.submit(video_request())

    sent = submit.calls.last.request
    assert authorized(sent)
    assert submitted(submit) == {
        "prompt": "she turns toward the camera and smiles",
        "image_url": "data:image/png;base64," + base64.b64encode(START.data).decode(),
        "aspect_ratio": "9:16",
        "resolution": "480p",
        "duration": "5",
        "camera_fixed": False,
        "seed": 4321,
    }

    seen = [await backend.status(ref) for _ in range(4)]
    assert [(s.state, s.queue_position) for s in seen] == [
        ("queued", 3),
        ("queued", 1),
        ("running", None),
        ("succeeded", None),
    ]
    assert seen[2].stage == "generating video"
    assert all(authorized(call.request) for call in status.calls)

    [output] = await backend.results(ref)
    assert output.data == CLIP
    assert output.content_type == "video/mp4"
    # Read from the file itself: Seedance's real size and rate, not the request's.
    assert (output.width, output.height, output.fps, output.duration) == (48, 80, 24.0, 1.0)
    assert output.has_audio is False
    assert output.extra == {"seed": "4321"}
    assert "Authorization" not in cdn.calls.last.request.headers


async def test_text_to_video_puts_the_still_prompt_and_the_motion_prompt_together(
    fal_api: respx.MockRouter,
) -> None:
    """spec 3 text-to-video: Seedance makes the video straight from text, without a still first."""
    submit = fal_api.post(f"{BASE}/{T2V}").respond(200, json=queue_urls(ROOT))
    backend = FalBackend(KEY, models={}, safety_checker=False)
    try:
        await backend.submit(
            video_request(
                source=None,
                width=832,
                height=480,
                video={
                    "mode": "text-to-video",
                    "duration": 7.5,
                    "quality": "ultra",
                    "still_prompt": "a woman in a red dress on a balcony at dusk",
                },
            )
        )
    finally:
        await backend.close()
    assert submitted(submit) == {
        "prompt": "a woman in a red dress on a balcony at dusk. she turns toward the camera and smiles",
        "aspect_ratio": "16:9",
        "resolution": "720p",
        "duration": "8",
        "camera_fixed": False,
        "seed": 4321,
        "enable_safety_checker": False,
    }


async def test_image_to_video_without_an_image_is_made_from_text(
    backend: FalBackend, fal_api: respx.MockRouter
) -> None:
    submit = fal_api.post(f"{BASE}/{T2V}").respond(200, json=queue_urls(ROOT))
    await backend.submit(
        video_request(source=None, video={"still_prompt": "portrait of a woman, soft light."})
    )
    body = submitted(submit)
    assert body["prompt"] == "portrait of a woman, soft light. she turns toward the camera and smiles"
    assert "image_url" not in body


async def test_image_to_video_with_neither_image_nor_still_prompt_is_refused(backend: FalBackend) -> None:
    with pytest.raises(BackendError) as raised:
        await backend.submit(video_request(source=None))
    assert raised.value.transient is False
    assert "start image" in raised.value.message


@pytest.mark.parametrize(
    ("size", "ratio"),
    [
        ((480, 832), "9:16"),  # spec 9 portrait default
        ((480, 848), "9:16"),
        ((832, 480), "16:9"),
        ((624, 624), "1:1"),
        ((576, 720), "3:4"),  # 4:5
        ((720, 576), "4:3"),  # 5:4
        ((720, 1248), "9:16"),  # ultra portrait
        ((1008, 432), "21:9"),
    ],
)
async def test_the_aspect_ratio_follows_the_videos_size(
    backend: FalBackend, fal_api: respx.MockRouter, size: tuple[int, int], ratio: str
) -> None:
    submit = fal_api.post(f"{BASE}/{I2V}").respond(200, json=queue_urls(ROOT))
    await backend.submit(video_request(width=size[0], height=size[1]))
    assert submitted(submit)["aspect_ratio"] == ratio


@pytest.mark.parametrize(("seconds", "sent"), [(5.0, "5"), (6.25, "6"), (7.5, "8"), (10.0, "10")])
async def test_the_duration_is_whole_seconds_as_a_string(
    backend: FalBackend, fal_api: respx.MockRouter, seconds: float, sent: str
) -> None:
    """spec 5: 5 to 10 seconds on a quarter-second grid; Seedance takes whole seconds, as a string."""
    submit = fal_api.post(f"{BASE}/{I2V}").respond(200, json=queue_urls(ROOT))
    await backend.submit(video_request(video={"duration": seconds}))
    assert submitted(submit)["duration"] == sent


async def test_fal_models_override_the_seedance_endpoints(fal_api: respx.MockRouter) -> None:
    fast = fal_api.post(f"{BASE}/fal-ai/bytedance/seedance/v1/pro/fast/image-to-video").respond(
        200, json=queue_urls(ROOT)
    )
    backend = FalBackend(
        KEY, models={"video:image-to-video": "fal-ai/bytedance/seedance/v1/pro/fast/image-to-video"}
    )
    try:
        await backend.submit(video_request())
    finally:
        await backend.close()
    assert fast.called


@pytest.mark.parametrize(
    ("overrides", "wanted"),
    [
        ({"video": {"mode": "lipsync-video"}}, "lip-sync"),
        ({"video": {"mode": "extend-video"}}, "extend"),
        ({"video": {"mode": "add-audio-to-video"}}, "add audio"),
        ({"kind": "video_enhance", "video": {"mode": "enhanced-video"}}, "enhance"),
    ],
)
async def test_what_seedance_does_not_offer_is_refused_with_what_to_configure(
    backend: FalBackend, fal_api: respx.MockRouter, overrides: dict[str, Any], wanted: str
) -> None:
    with pytest.raises(BackendError) as raised:
        await backend.submit(video_request(**overrides))
    assert raised.value.transient is False
    assert "Seedance" in raised.value.message
    assert wanted in raised.value.message
    assert "ComfyUI" in raised.value.message
    assert "MEDIA_BACKEND_BY_MODEL" in raised.value.message
    assert not fal_api.calls


@pytest.mark.parametrize("model", ["WAN_2_1", "WAN_2_2"])
async def test_wan_without_a_fal_model_says_what_to_configure(
    backend: FalBackend, fal_api: respx.MockRouter, model: str
) -> None:
    with pytest.raises(BackendError) as raised:
        await backend.submit(video_request(video={"model": model}))
    assert raised.value.transient is False
    assert f'FAL_MODELS "video:{model}"' in raised.value.message
    assert "ComfyUI" in raised.value.message
    assert not fal_api.calls


async def test_wan_goes_to_the_configured_fal_model(fal_api: respx.MockRouter) -> None:
    submit = fal_api.post(f"{BASE}/fal-ai/wan/v2.2-a14b/image-to-video").respond(
        200, json=queue_urls("fal-ai/wan")
    )
    fal_api.get(f"{BASE}/fal-ai/wan/requests/{REQUEST_ID}").respond(200, json=video_answer(f"{CDN}/wan.mp4"))
    fal_api.get(f"{CDN}/wan.mp4").respond(200, content=CLIP)
    backend = FalBackend(KEY, models={"video:WAN_2_2": "fal-ai/wan/v2.2-a14b/image-to-video"})
    try:
        ref = await backend.submit(
            video_request(negative_prompt="blurry", video={"model": "WAN_2_2", "duration": 10.0})
        )
        [output] = await backend.results(ref)
    finally:
        await backend.close()
    body = submitted(submit)
    assert body["num_frames"] == 161  # spec 5: 10 s at 16 fps, WAN's 4k+1
    assert body["frames_per_second"] == 16
    assert body["resolution"] == "480p"
    assert body["aspect_ratio"] == "auto"
    assert body["negative_prompt"] == "blurry"
    assert body["image_url"].startswith("data:image/png;base64,")
    assert output.content_type == "video/mp4"


async def test_another_worker_resumes_a_video_run_from_its_reference(fal_api: respx.MockRouter) -> None:
    fal_api.post(f"{BASE}/{I2V}").respond(200, json=queue_urls(ROOT))
    fal_api.get(f"{BASE}/{ROOT}/requests/{REQUEST_ID}/status").respond(
        200, json=status_body("COMPLETED", ROOT)
    )
    fal_api.get(f"{BASE}/{ROOT}/requests/{REQUEST_ID}").respond(200, json=video_answer())
    fal_api.get(f"{CDN}/clip.mp4").respond(200, content=CLIP)

    first_worker = FalBackend(KEY, models={})
    ref = await first_worker.submit(video_request())
    await first_worker.close()

    second_worker = FalBackend(KEY, models={})
    try:
        assert (await second_worker.status(ref)).state == "succeeded"
        [output] = await second_worker.results(ref)
    finally:
        await second_worker.close()
    assert output.data == CLIP


@pytest.mark.parametrize(
    ("body", "content_type"),
    [
        (b"<!DOCTYPE html><html><body>Access denied</body></html>", "text/html"),
        (b'{"detail": "Not found"}', "application/json"),
        (b"", "video/mp4"),
    ],
)
async def test_a_body_that_is_not_a_video_is_refused(
    backend: FalBackend, fal_api: respx.MockRouter, body: bytes, content_type: str
) -> None:
    fal_api.post(f"{BASE}/{I2V}").respond(200, json=queue_urls(ROOT))
    fal_api.get(f"{BASE}/{ROOT}/requests/{REQUEST_ID}").respond(200, json=video_answer())
    fal_api.get(f"{CDN}/clip.mp4").respond(200, content=body, headers={"content-type": content_type})
    ref = await backend.submit(video_request())
    with pytest.raises(BackendError) as raised:
        await backend.results(ref)
    assert "not a video" in raised.value.message


async def test_an_mp4_that_cannot_be_read_keeps_the_requests_numbers(
    backend: FalBackend, fal_api: respx.MockRouter
) -> None:
    broken = b"\x00\x00\x00\x18ftypisom\x00\x00\x02\x00isomiso2" + b"\x00" * 64
    fal_api.post(f"{BASE}/{I2V}").respond(200, json=queue_urls(ROOT))
    fal_api.get(f"{BASE}/{ROOT}/requests/{REQUEST_ID}").respond(200, json=video_answer())
    fal_api.get(f"{CDN}/clip.mp4").respond(200, content=broken)
    ref = await backend.submit(video_request(video={"duration": 6.0}))
    [output] = await backend.results(ref)
    assert output.data == broken
    assert (output.width, output.height, output.duration, output.fps) == (480, 832, 6.0, 24.0)


async def test_a_result_without_a_video_fails(backend: FalBackend, fal_api: respx.MockRouter) -> None:
    fal_api.post(f"{BASE}/{I2V}").respond(200, json=queue_urls(ROOT))
    fal_api.get(f"{BASE}/{ROOT}/requests/{REQUEST_ID}").respond(200, json={"seed": 1})
    ref = await backend.submit(video_request())
    with pytest.raises(BackendError) as raised:
        await backend.results(ref)
    assert "without sending a video" in raised.value.message


async def test_an_expired_file_link_is_reported(backend: FalBackend, fal_api: respx.MockRouter) -> None:
    fal_api.post(f"{BASE}/{I2V}").respond(200, json=queue_urls(ROOT))
    fal_api.get(f"{BASE}/{ROOT}/requests/{REQUEST_ID}").respond(200, json=video_answer())
    fal_api.get(f"{CDN}/clip.mp4").respond(403, text="<Error><Code>AccessDenied</Code></Error>")
    ref = await backend.submit(video_request())
    with pytest.raises(BackendError) as raised:
        await backend.results(ref)
    assert raised.value.transient is False
    assert "HTTP 403" in raised.value.message


@pytest.mark.parametrize("code", [401, 403])
async def test_a_refused_key_names_fal_key(backend: FalBackend, fal_api: respx.MockRouter, code: int) -> None:
    fal_api.post(f"{BASE}/{I2V}").respond(code, json={"detail": "Invalid authentication credentials"})
    with pytest.raises(BackendError) as raised:
        await backend.submit(video_request())
    assert raised.value.message == VIDEO_AUTH_REFUSED
    assert raised.value.transient is False


async def test_a_validation_error_carries_fals_detail(backend: FalBackend, fal_api: respx.MockRouter) -> None:
    fal_api.post(f"{BASE}/{I2V}").respond(
        422,
        json={
            "detail": [
                {
                    "loc": ["body", "duration"],
                    "msg": "Input should be '5' or '10'",
                    "type": "enum",
                    "input": "7",
                }
            ]
        },
    )
    with pytest.raises(BackendError) as raised:
        await backend.submit(video_request(video={"duration": 7.0}))
    assert raised.value.transient is False
    assert "The hosted video service rejected the request: duration: Input should be '5' or '10'" == (
        raised.value.message
    )


POLICY = {
    "detail": [
        {
            "loc": ["body", "prompt"],
            "msg": "The content was flagged by a content checker.",
            "type": "content_policy_violation",
            "url": "https://docs.fal.ai/errors#content_policy_violation",
            "input": "she turns toward the camera and smiles",
            "categories": ["sexual"],
        }
    ]
}


async def test_a_content_policy_refusal_says_what_to_change(
    backend: FalBackend, fal_api: respx.MockRouter
) -> None:
    fal_api.post(f"{BASE}/{I2V}").respond(422, json=POLICY)
    with pytest.raises(BackendError) as raised:
        await backend.submit(video_request())
    assert raised.value.transient is False
    assert raised.value.message == (
        "The hosted video service's content checker refused the prompt (sexual). "
        "Reword the prompt or pick another image, then try again."
    )


async def test_a_run_refused_by_the_content_checker_fails_with_its_reason(
    backend: FalBackend, fal_api: respx.MockRouter
) -> None:
    fal_api.post(f"{BASE}/{I2V}").respond(200, json=queue_urls(ROOT))
    fal_api.get(f"{BASE}/{ROOT}/requests/{REQUEST_ID}/status").respond(
        200, json=status_body("COMPLETED", ROOT, error="Unprocessable Entity", error_type=None, logs=None)
    )
    fal_api.get(f"{BASE}/{ROOT}/requests/{REQUEST_ID}").respond(422, json=POLICY)
    ref = await backend.submit(video_request())
    status = await backend.status(ref)
    assert status.state == "failed"
    assert status.error is not None
    assert "content checker refused the prompt" in status.error


async def test_a_sensitive_output_is_reported_as_a_content_refusal(
    backend: FalBackend, fal_api: respx.MockRouter
) -> None:
    fal_api.post(f"{BASE}/{I2V}").respond(200, json=queue_urls(ROOT))
    fal_api.get(f"{BASE}/{ROOT}/requests/{REQUEST_ID}/status").respond(
        200,
        json=status_body(
            "COMPLETED", ROOT, error="The output video may contain sensitive information.", error_type=None
        ),
    )
    fal_api.get(f"{BASE}/{ROOT}/requests/{REQUEST_ID}").respond(
        500, json={"detail": "The output video may contain sensitive information."}
    )
    ref = await backend.submit(video_request())
    status = await backend.status(ref)
    assert status.state == "failed"
    assert status.error is not None
    assert status.error.startswith("The hosted video service's content checker refused this video")
    assert "Reword the prompt" in status.error


async def test_a_run_that_timed_out_on_fal_says_so(backend: FalBackend, fal_api: respx.MockRouter) -> None:
    fal_api.post(f"{BASE}/{I2V}").respond(200, json=queue_urls(ROOT))
    fal_api.get(f"{BASE}/{ROOT}/requests/{REQUEST_ID}/status").respond(
        200, json=status_body("COMPLETED", ROOT, error="Request timed out", error_type="request_timeout")
    )
    fal_api.get(f"{BASE}/{ROOT}/requests/{REQUEST_ID}").respond(
        504, json={"detail": "Request timed out", "error_type": "request_timeout"}
    )
    ref = await backend.submit(video_request())
    status = await backend.status(ref)
    assert status.state == "failed"
    assert status.error == "The hosted video service took too long and gave up: Request timed out"


@pytest.mark.parametrize(
    "response",
    [
        httpx.Response(
            503, json={"detail": "No runner available", "error_type": "runner_scheduling_failure"}
        ),
        httpx.Response(502, text="Bad Gateway"),
        httpx.Response(429, json={"detail": "Too many requests"}),
        httpx.ReadTimeout("timed out"),
        httpx.ConnectError("connection refused"),
    ],
)
async def test_busy_broken_or_slow_service_is_transient(
    backend: FalBackend, fal_api: respx.MockRouter, response: Any
) -> None:
    fal_api.post(f"{BASE}/{I2V}").mock(side_effect=[response])
    with pytest.raises(BackendError) as raised:
        await backend.submit(video_request())
    assert raised.value.transient is True
    assert "video service" in raised.value.message


async def test_a_status_poll_that_times_out_is_transient(
    backend: FalBackend, fal_api: respx.MockRouter
) -> None:
    fal_api.post(f"{BASE}/{I2V}").respond(200, json=queue_urls(ROOT))
    fal_api.get(f"{BASE}/{ROOT}/requests/{REQUEST_ID}/status").mock(side_effect=httpx.ReadTimeout("slow"))
    ref = await backend.submit(video_request())
    with pytest.raises(BackendError) as raised:
        await backend.status(ref)
    assert raised.value.transient is True


async def test_cancel_puts_to_the_cancel_url(backend: FalBackend, fal_api: respx.MockRouter) -> None:
    fal_api.post(f"{BASE}/{I2V}").respond(200, json=queue_urls(ROOT))
    cancel = fal_api.put(f"{BASE}/{ROOT}/requests/{REQUEST_ID}/cancel").respond(
        202, json={"status": "CANCELLATION_REQUESTED"}
    )
    ref = await backend.submit(video_request())
    await backend.cancel(ref)
    assert cancel.call_count == 1
    assert authorized(cancel.calls.last.request)


async def test_cancelling_a_finished_video_run_is_quiet(
    backend: FalBackend, fal_api: respx.MockRouter
) -> None:
    fal_api.post(f"{BASE}/{I2V}").respond(200, json=queue_urls(ROOT))
    fal_api.put(f"{BASE}/{ROOT}/requests/{REQUEST_ID}/cancel").respond(
        400, json={"status": "ALREADY_COMPLETED"}
    )
    ref = await backend.submit(video_request())
    await backend.cancel(ref)
