"""ComfyUIBackend making videos on the protocol-true fake ComfyUI (spec 3 Video job and Video enhance job):
inputs uploaded, multi-pass progress weighted by steps with a stage per pass, the video collected first
(a real MP4, its metadata dropped) and the still second, refusals."""

from __future__ import annotations

import io
from typing import Any

import pytest
from PIL import Image

from nocturne.media.backends.comfyui import ComfyUIBackend
from nocturne.media.backends.comfyui.protocol import parse_ref
from nocturne.media.backends.comfyui.video_models import video_options
from nocturne.media.backends.port import BackendError, BackendStatus, InputImage, InputMedia, Lora
from tests.media.comfyui.fake_comfyui import FakeComfyUI
from tests.media.comfyui.helpers import OPTIONS, mp4, run_to_end, video_request, wav

SMALL: dict[str, Any] = {"width": 64, "height": 96}


def png(width: int, height: int) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (width, height), (200, 150, 120)).save(buffer, format="PNG")
    return buffer.getvalue()


def progress_of(seen: list[BackendStatus]) -> list[float]:
    return [s.progress for s in seen if s.state == "running" and s.progress is not None]


async def test_text_to_video_with_its_still_reports_each_pass_and_returns_video_then_still(
    fake: FakeComfyUI, backend: ComfyUIBackend
) -> None:
    """Spec 3 text-to-video: the still is made first in the same run; the job returns both."""
    fake.step_delay = 0.01
    request = video_request(
        "text-to-video",
        **SMALL,
        spec_speed="Fast",
        spec_still_prompt="a woman with red hair on a beach at dusk",
        loras=(Lora("wan22_dance_high_noise.safetensors", 1.0, "high_noise"),),
    )
    ref = await backend.submit(request)
    seen = await run_to_end(backend, ref)

    assert seen[-1].state == "succeeded"
    progress = progress_of(seen)
    assert progress == sorted(progress)
    assert any(0 < p < 1 for p in progress)
    assert {"still", "high noise", "low noise"} <= {s.stage for s in seen if s.stage}

    video, still = await backend.results(ref)
    assert (video.content_type, video.width, video.height) == ("video/mp4", 64, 96)
    assert (video.fps, video.has_audio) == (16.0, False)
    assert video.duration == pytest.approx(81 / 16, abs=0.01)
    assert b"the whole graph" not in video.data  # SaveVideo's metadata holds the graph
    assert (still.content_type, still.width, still.height) == ("image/png", 64, 96)
    with Image.open(io.BytesIO(still.data)) as img:
        assert img.size == (64, 96)
    graph = fake.received[-1]["prompt"]
    assert {n["class_type"] for n in graph.values()} >= {
        "CheckpointLoaderSimple",
        "KSamplerAdvanced",
        "SaveVideo",
    }
    assert fake.received[-1]["extra_data"]["nocturne"]["kind"] == "video"


async def test_the_high_noise_pass_of_a_2_plus_2_split_is_half_the_sampling(
    fake: FakeComfyUI, backend: ComfyUIBackend
) -> None:
    fake.step_delay = 0.05
    request = video_request(**SMALL, spec_speed="Fast", source=InputImage(png(64, 96), filename="start.png"))
    ref = await backend.submit(request)
    seen = await run_to_end(backend, ref)
    assert seen[-1].state == "succeeded"
    high = [s.progress or 0 for s in seen if s.stage == "high noise"]
    low = [s.progress or 0 for s in seen if s.stage == "low noise"]
    assert high
    assert low
    # 80% of the bar is sampling, 2 steps a pass; loaders take at most 5% before the low pass starts.
    assert max(high) <= 0.45 + 1e-6
    assert min(low) >= 0.40 - 1e-6
    assert progress_of(seen) == sorted(progress_of(seen))
    uploaded = f"nocturne-{parse_ref(ref)[1]}-source.png"
    assert uploaded in fake.inputs
    loads = [
        n["inputs"]["image"] for n in fake.received[-1]["prompt"].values() if n["class_type"] == "LoadImage"
    ]
    assert loads == [uploaded]
    (video,) = await backend.results(ref)
    assert video.duration == pytest.approx(81 / 16, abs=0.01)


async def test_lipsync_uploads_image_and_speech_and_returns_a_25_fps_video_with_sound(
    fake: FakeComfyUI, backend: ComfyUIBackend
) -> None:
    request = video_request(
        "lipsync-video",
        **SMALL,
        spec_model="WAN_2_1",
        spec_speed="Fast",
        spec_duration=4.0,
        spec_audio_duration=4.0,
        source=InputImage(png(64, 96)),
        spec_audio=InputMedia(wav(4.0), "audio/wav", "speech.wav"),
    )
    ref = await backend.submit(request)
    seen = await run_to_end(backend, ref)
    assert seen[-1].state == "succeeded"
    assert {"sampling 1/2", "sampling 2/2"} <= {s.stage for s in seen if s.stage}
    prompt_id = parse_ref(ref)[1]
    assert {f"nocturne-{prompt_id}-source.png", f"nocturne-{prompt_id}-audio.wav"} <= set(fake.inputs)
    (video,) = await backend.results(ref)
    # 4 s at 25 fps: 101 frames in windows of 81 and 29 that share 9.
    assert (video.fps, video.has_audio, video.width, video.height) == (25.0, True, 64, 96)
    assert video.duration == pytest.approx(101 / 25, abs=0.01)


async def test_extend_joins_the_new_frames_after_the_source(
    fake: FakeComfyUI, backend: ComfyUIBackend
) -> None:
    source = InputMedia(mp4(64, 96, 17, audio_seconds=1.0), "video/mp4", "video.mp4")
    request = video_request("extend-video", **SMALL, spec_speed="Fast", spec_source_video=source)
    ref = await backend.submit(request)
    assert (await run_to_end(backend, ref))[-1].state == "succeeded"
    outputs = await backend.results(ref)
    assert len(outputs) == 1  # LoadVideo's preview of its input is not a result
    # 17 source frames and 81 new ones, of which the first repeats the source's last.
    assert outputs[0].duration == pytest.approx((17 + 80) / 16, abs=0.01)
    assert outputs[0].has_audio is True
    history = fake.history[parse_ref(ref)[1]]["outputs"]
    assert any(item["type"] == "input" for entry in history.values() for item in entry.get("images", []))


async def test_add_audio_keeps_the_source_frames_and_rate(fake: FakeComfyUI, backend: ComfyUIBackend) -> None:
    source = InputMedia(mp4(32, 48, 24, fps=24), "video/mp4", "video.mp4")
    request = video_request(
        "add-audio-to-video",
        spec_model="SEEDANCE",  # a remux: no model runs, whatever the action names
        spec_source_video=source,
        spec_audio=InputMedia(wav(1.0), "audio/wav", "speech.wav"),
    )
    ref = await backend.submit(request)
    assert (await run_to_end(backend, ref))[-1].state == "succeeded"
    (video,) = await backend.results(ref)
    assert (video.width, video.height, video.fps, video.has_audio) == (32, 48, 24.0, True)
    assert video.duration == pytest.approx(1.0, abs=0.01)


async def test_edit_and_enhance_return_the_video_at_the_size_asked(
    fake: FakeComfyUI, backend: ComfyUIBackend
) -> None:
    source = InputMedia(mp4(64, 96, 17, audio_seconds=1.0), "video/mp4", "video.mp4")
    edit = video_request(
        "edit-video", job_id="edit", **SMALL, prompt="comic book style", spec_source_video=source
    )
    ref = await backend.submit(edit)
    assert (await run_to_end(backend, ref))[-1].state == "succeeded"
    (edited,) = await backend.results(ref)
    assert (edited.width, edited.height, edited.has_audio) == (64, 96, True)
    assert edited.duration == pytest.approx(17 / 16, abs=0.01)

    small = InputMedia(mp4(32, 48, 17), "video/mp4", "video.mp4")
    enhance = video_request("enhanced-video", job_id="enhance", width=64, height=96, spec_source_video=small)
    ref = await backend.submit(enhance)
    seen = await run_to_end(backend, ref)
    assert seen[-1].state == "succeeded"
    assert "upscaling" in {s.stage for s in seen if s.stage}
    (bigger,) = await backend.results(ref)
    assert (bigger.width, bigger.height, bigger.fps) == (64, 96, 16.0)


async def test_seedance_is_refused_before_anything_is_sent(
    fake: FakeComfyUI, backend: ComfyUIBackend
) -> None:
    with pytest.raises(BackendError) as caught:
        await backend.submit(video_request(spec_model="SEEDANCE", source=InputImage(png(64, 96))))
    assert caught.value.transient is False
    assert "MEDIA_BACKEND_BY_MODEL" in caught.value.message
    assert fake.received == []
    assert fake.inputs == {}


async def test_a_missing_video_model_is_refused_with_its_file_name(fake: FakeComfyUI) -> None:
    options = video_options({"wan22_i2v_low": "wan2.2_i2v_low_noise_14B_fp16.safetensors"})
    backend = ComfyUIBackend([fake.url], OPTIONS, poll_interval=0.01, video_options=options)
    try:
        with pytest.raises(BackendError) as caught:
            await backend.submit(video_request(**SMALL, source=InputImage(png(64, 96))))
    finally:
        await backend.close()
    assert caught.value.transient is False
    assert "wan2.2_i2v_low_noise_14B_fp16.safetensors" in caught.value.message
    assert fake.queue == []


async def test_a_video_job_that_saved_no_video_fails_plainly(
    fake: FakeComfyUI, backend: ComfyUIBackend
) -> None:
    ref = await backend.submit(video_request(**SMALL, spec_speed="Fast", source=InputImage(png(64, 96))))
    assert (await run_to_end(backend, ref))[-1].state == "succeeded"
    for entry in fake.history[parse_ref(ref)[1]]["outputs"].values():
        entry.pop("animated", None)  # as if a custom node had saved stills only
    with pytest.raises(BackendError, match="saved no video"):
        await backend.results(ref)
