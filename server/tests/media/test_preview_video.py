"""The preview backend's videos: every mode of spec 3 'Video generation request' makes a real MP4 without a
GPU, at the size, frame count (WAN's duration x fps + 1), frame rate and length asked for (spec 3 'Video
job', 'Video enhance job'; spec 5 'Video parameters'; spec 9 'Generation'), marked PREVIEW in the picture,
deterministic per seed, with progress by stage, cancel, and a run that any backend instance can finish."""

from __future__ import annotations

import io
import math
import struct
import wave
from dataclasses import replace
from fractions import Fraction
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import av
import pytest
from PIL import Image, ImageChops, ImageDraw, ImageOps, ImageStat

from nocturne.media import video_files
from nocturne.media.backends import preview as preview_module
from nocturne.media.backends.port import (
    BackendError,
    GenerationRequest,
    InputMedia,
    JobKind,
    MediaOutput,
    VideoSpec,
)
from nocturne.media.backends.preview import PreviewBackend, encode, render_portrait, unstamp
from nocturne.media.backends.preview_video import (
    edit_preset,
    frame_count,
    render_catalogue_preview,
    render_preview_video,
)
from nocturne.media.storage import LocalMediaStore

# Small pictures keep the tests fast; the size itself is checked at spec 9's 480x832 once.
W, H = 160, 288


@pytest.fixture
def store(tmp_path: Path) -> LocalMediaStore:
    return LocalMediaStore(tmp_path / "media")


@pytest.fixture
def backend(store: LocalMediaStore) -> PreviewBackend:
    return PreviewBackend(store, seconds_per_image=0, seconds_per_video_second=0)


# --- helpers ----------------------------------------------------------------------------------------


def make_video(width: int = W, height: int = H, frames: int = 33, fps: int = 16) -> bytes:
    """A plain source video (not made by the preview renderer): a square crossing a background whose
    colour changes, so its first and last frames differ everywhere."""
    out = io.BytesIO()
    with av.open(out, "w", format="mp4") as container:
        stream = container.add_stream("libx264", rate=fps, options={"threads": "1"})
        stream.width, stream.height, stream.pix_fmt = width, height, "yuv420p"
        for i in range(frames):
            p = i / max(1, frames - 1)
            image = Image.new("RGB", (width, height), (40 + round(170 * p), 120, 200 - round(160 * p)))
            x = round((width - 40) * p)
            ImageDraw.Draw(image).rectangle(
                (x, height // 2 - 20, x + 40, height // 2 + 20), fill=(250, 250, 90)
            )
            frame = av.VideoFrame.from_image(image)
            frame.pts, frame.time_base = i, Fraction(1, fps)
            container.mux(stream.encode(frame))
        container.mux(stream.encode(None))
    return out.getvalue()


def make_wav(seconds: float, rate: int = 16000) -> bytes:
    """Speech stands in as a tone that comes and goes (a 16-bit mono WAV, as the voice backends write)."""
    out = io.BytesIO()
    with wave.open(out, "wb") as writer:
        writer.setnchannels(1)
        writer.setsampwidth(2)
        writer.setframerate(rate)
        n = round(seconds * rate)
        writer.writeframes(
            b"".join(
                struct.pack("<h", round(9000 * math.sin(i * 0.06) * (0.5 + 0.5 * math.sin(i / 2000))))
                for i in range(n)
            )
        )
    return out.getvalue()


def start_image(width: int = W, height: int = H) -> bytes:
    return encode(render_portrait(width, height, 11, "Luna", "RealismYogi"), "PNG")


def request(mode: str, *, width: int = W, height: int = H, seed: int = 7, **video: Any) -> GenerationRequest:
    kind: JobKind = "video_enhance" if mode == "enhanced-video" else "video"
    video.setdefault("duration", 5.0)
    return GenerationRequest(
        job_id=f"job-{mode}-{seed}",
        kind=kind,
        prompt="she waves and smiles",
        model="RealismYogi",
        width=width,
        height=height,
        seed=seed,
        video=VideoSpec(mode=mode, model="WAN_2_2", **video),  # type: ignore[arg-type]
    )


async def run(backend: PreviewBackend, req: GenerationRequest) -> list[MediaOutput]:
    ref = await backend.submit(req)
    assert (await backend.status(ref)).state == "succeeded"
    return await backend.results(ref)


def probe(data: bytes) -> dict[str, Any]:
    """What PyAV itself reads from the file, with every frame decoded and counted."""
    with av.open(io.BytesIO(data), "r") as container:
        video = container.streams.video[0]
        frames = [f.to_image() for f in container.decode(video)]
        found: dict[str, Any] = {
            "format": container.format.name,
            "codec": video.codec_context.name,
            "pix_fmt": video.codec_context.pix_fmt,
            "width": video.codec_context.width,
            "height": video.codec_context.height,
            "fps": float(video.average_rate or 0),
            "frames": len(frames),
            "duration": float(video.duration * video.time_base)
            if video.duration and video.time_base
            else None,
            "first": frames[0],
            "last": frames[-1],
            "audio": None,
        }
    with av.open(io.BytesIO(data), "r") as container:
        if container.streams.audio:
            audio = container.streams.audio[0]
            samples = sum(f.samples for f in container.decode(audio))
            found["audio"] = {"codec": audio.codec_context.name, "seconds": samples / audio.rate}
    return found


def assert_video(output: MediaOutput, width: int, height: int, duration: float, fps: int) -> dict[str, Any]:
    frames = round(duration * fps) + 1
    found = probe(output.data)
    assert output.content_type == "video/mp4"
    assert "mp4" in found["format"]
    assert (found["codec"], found["pix_fmt"]) == ("h264", "yuv420p")
    assert (found["width"], found["height"]) == (width, height)
    assert (output.width, output.height) == (width, height)
    assert found["frames"] == frames
    assert found["fps"] == fps == output.fps
    assert found["duration"] == pytest.approx(frames / fps, abs=1e-3)
    assert output.duration == pytest.approx(frames / fps, abs=1e-3)
    return found


def region(image: Image.Image, box: tuple[float, float, float, float]) -> Image.Image:
    w, h = image.size
    return image.convert("RGB").crop(
        (round(box[0] * w), round(box[1] * h), round(box[2] * w), round(box[3] * h))
    )


def difference(a: Image.Image, b: Image.Image) -> float:
    """Mean absolute difference per channel, 0–255."""
    return sum(ImageStat.Stat(ImageChops.difference(a, b.resize(a.size))).mean) / 3


BADGE = (0.0, 0.0, 1.0, 0.08)  # the PREVIEW band across the top
MIDDLE = (0.15, 0.25, 0.85, 0.75)  # the picture, clear of the badge, the caption and the glow's start


# --- every mode --------------------------------------------------------------------------------------


async def test_image_to_video_at_the_default_size_has_81_frames_at_16_fps(
    backend: PreviewBackend,
) -> None:
    """Spec 9 Generation: video size 480x832, duration 5 s by default (spec 5); WAN's 5 x 16 + 1 frames."""
    image = start_image(480, 832)
    req = replace(
        request("image-to-video", width=480, height=832, action="LetsDance"), source=InputMedia(image)
    )
    outputs = await run(backend, req)
    assert len(outputs) == 1
    found = assert_video(outputs[0], 480, 832, 5, 16)
    assert found["frames"] == 81 == req.video.frames  # type: ignore[union-attr]
    assert found["audio"] is None
    assert outputs[0].has_audio is False
    # It starts from the image it was given (inside that image's own PREVIEW marks), and moves away from it.
    still = ImageOps.fit(unstamp(Image.open(io.BytesIO(image))).convert("RGB"), (480, 832))
    assert difference(region(found["first"], MIDDLE), region(still, MIDDLE)) < 6
    assert difference(region(found["last"], MIDDLE), region(found["first"], MIDDLE)) > 3
    # The PREVIEW badge is in the picture, not in the start image.
    assert difference(region(found["first"], BADGE), region(still, BADGE)) > 20


@pytest.mark.parametrize(("width", "height"), [(916, 1145), (1145, 916), (1024, 1024), (480, 832)])
def test_a_start_image_made_by_the_preview_backend_loses_its_old_marks(width: int, height: int) -> None:
    """An image from the image preview backend carries PREVIEW and caption bands; the video zooms into
    the picture between them, under its own marks, not into the old ones."""
    plain = render_portrait(width, height, 3, "Luna", "RealismYogi", stamp=False)
    assert unstamp(plain) is plain
    for stamped in (
        render_portrait(width, height, 3, "Luna · Standing", "RealismYogi"),
        render_portrait(width, height, 3, "", "RealismYogi"),
        render_portrait(width, height, 3, "", "RealismYogi", captions=False),
    ):
        inner = unstamp(stamped)
        assert inner.width == width
        assert height * 0.5 < inner.height < height * 0.9
        top = int(max(18, width // 9) * 1.6) + 1
        assert difference(inner.crop((0, 0, width, 20)), plain.crop((0, top, width, top + 20))) < 2


async def test_text_to_video_makes_the_still_first_and_returns_it_after_the_video(
    backend: PreviewBackend,
) -> None:
    """Spec 3 Video generation request, text-to-video: imageArgs make the still, then videoArgs the video."""
    outputs = await run(backend, request("text-to-video", still_prompt="Luna on a balcony at night"))
    assert [o.content_type for o in outputs] == ["video/mp4", "image/png"]
    found = assert_video(outputs[0], W, H, 5, 16)
    still = Image.open(io.BytesIO(outputs[1].data))
    assert still.size == (W, H) == (outputs[1].width, outputs[1].height)
    assert difference(region(found["first"], MIDDLE), region(still, MIDDLE)) < 8


async def test_image_to_video_without_an_image_also_makes_its_still(backend: PreviewBackend) -> None:
    outputs = await run(backend, request("image-to-video", still_prompt="Luna dancing", duration=6.0))
    assert [o.content_type for o in outputs] == ["video/mp4", "image/png"]
    assert_video(outputs[0], W, H, 6, 16)


@pytest.mark.parametrize("duration", [5.0, 7.5, 10.0])
async def test_every_duration_of_spec_5_gets_duration_times_fps_plus_one_frames(
    backend: PreviewBackend, duration: float
) -> None:
    """Spec 5 Video parameters: duration is a number from 5 to 10."""
    req = replace(request("image-to-video", duration=duration), source=InputMedia(start_image()))
    assert_video((await run(backend, req))[0], W, H, duration, 16)


async def test_extend_video_continues_from_the_last_frame_of_the_source(backend: PreviewBackend) -> None:
    """Spec 3 Video generation request, extend-video: videoUrl is the video to continue."""
    source = make_video(frames=33)
    req = request("extend-video", source_video=InputMedia(source, "video/mp4", "source.mp4"))
    found = assert_video((await run(backend, req))[0], W, H, 5, 16)
    last = Image.open(io.BytesIO(video_files.last_frame(source)))
    first = next(video_files.iter_frames(source))
    assert difference(region(found["first"], MIDDLE), region(last, MIDDLE)) < 4
    assert difference(region(found["first"], MIDDLE), region(first, MIDDLE)) > 30
    assert difference(region(found["first"], BADGE), region(last, BADGE)) > 20


@pytest.mark.parametrize(
    ("mode", "seconds"),
    [("lipsync-video", 3.0), ("add-audio-to-video", 7.0)],
)
async def test_speech_becomes_an_audio_track_as_long_as_the_video(
    backend: PreviewBackend, mode: str, seconds: float
) -> None:
    """Spec 3 Video generation request, lipsync-video and add-audio-to-video: audioBase64 and audioDuration.
    Shorter speech is padded with silence, longer speech is cut, so sound and picture end together."""
    wav = make_wav(seconds)
    assert video_files.wav_duration(wav) == pytest.approx(seconds)
    video: dict[str, Any] = {"audio": InputMedia(wav, "audio/wav", "speech.wav"), "audio_duration": seconds}
    if mode == "add-audio-to-video":
        video["source_video"] = InputMedia(make_video(frames=81), "video/mp4", "source.mp4")
    req = request(mode, **video)
    if mode == "lipsync-video":
        req = replace(req, source=InputMedia(start_image()))
    output = (await run(backend, req))[0]
    found = assert_video(output, W, H, 5, 16)
    assert output.has_audio is True
    assert found["audio"]["codec"] == "aac"
    assert found["audio"]["seconds"] == pytest.approx(81 / 16, abs=0.03)
    assert video_files.probe(output.data).has_audio is True


async def test_add_audio_keeps_the_source_frames_and_marks_them(backend: PreviewBackend) -> None:
    source = make_video(frames=81)
    req = request(
        "add-audio-to-video",
        source_video=InputMedia(source, "video/mp4"),
        audio=InputMedia(make_wav(5), "audio/wav"),
    )
    found = probe((await run(backend, req))[0].data)
    source_frames = list(video_files.iter_frames(source))
    assert difference(region(found["first"], MIDDLE), region(source_frames[0], MIDDLE)) < 4
    assert difference(region(found["last"], MIDDLE), region(source_frames[-1], MIDDLE)) < 4
    assert difference(region(found["first"], BADGE), region(source_frames[0], BADGE)) > 20


@pytest.mark.parametrize(
    "edit", ["comic-style", "vhs-style", "pixel-style", "snow-background", "wear-hat", "make it glow"]
)
async def test_edit_video_gives_the_source_the_look_of_its_edit(backend: PreviewBackend, edit: str) -> None:
    """Spec 3 Video edit preset (13 ids) and Video generation request edit-video."""
    source = make_video(frames=81)
    req = replace(request("edit-video", source_video=InputMedia(source, "video/mp4")), edit_prompt=edit)
    found = assert_video((await run(backend, req))[0], W, H, 5, 16)
    original = next(video_files.iter_frames(source))
    assert difference(region(found["first"], MIDDLE), region(original, MIDDLE)) > 5
    assert difference(region(found["first"], BADGE), region(original, BADGE)) > 20


@pytest.mark.parametrize(
    ("texts", "preset"),
    [
        ({"edit_prompt": "vhs-style"}, "vhs-style"),
        ({"label": "Luna · Comic Style"}, "comic-style"),
        ({"label": "Luna", "prompt": "she is wearing a hat"}, "wear-hat"),
        ({"label": "Luna · Custom", "edit_prompt": "that glow"}, None),
    ],
)
def test_the_edit_preset_is_found_by_its_id_its_name_or_its_prompt(
    texts: dict[str, str], preset: str | None
) -> None:
    """Spec 3 Video edit preset: the 13 ids (comic-style … wear-necklace)."""
    found = [edit_preset(text) for text in texts.values()]
    assert next((f for f in found if f), None) == preset


async def test_edit_presets_look_different_from_each_other() -> None:
    source = make_video(frames=17)
    firsts = {
        edit: probe(
            render_preview_video(
                mode="edit-video", width=W, height=H, duration=1, fps=16, source_video=source, edit=edit
            )
        )["first"]
        for edit in ("comic-style", "beach-background", "city-background", "vhs-style")
    }
    edits = list(firsts)
    for i, a in enumerate(edits):
        for b in edits[i + 1 :]:
            assert difference(region(firsts[a], MIDDLE), region(firsts[b], MIDDLE)) > 3, (a, b)


async def test_enhanced_video_is_the_source_at_twice_the_size(backend: PreviewBackend) -> None:
    """Spec 3 Video enhance job and Video generation request enhanced-video (videoUrl, videoDuration)."""
    source = make_video(frames=81)
    req = request(
        "enhanced-video",
        width=W * 2,
        height=H * 2,
        source_video=InputMedia(source, "video/mp4"),
        upscale_factor=2.0,
    )
    assert req.kind == "video_enhance"
    found = assert_video((await run(backend, req))[0], W * 2, H * 2, 5, 16)
    frames = list(video_files.iter_frames(source))
    # The same picture (with more contrast, the preview's stand-in for added detail), not another one.
    near = difference(region(found["first"], MIDDLE), region(frames[0], MIDDLE))
    assert near < 20
    assert near * 2 < difference(region(found["first"], MIDDLE), region(frames[-1], MIDDLE))
    original = frames[0]
    assert difference(region(found["first"], BADGE), region(original, BADGE)) > 20


# --- determinism, restore, progress, cancel -----------------------------------------------------------


async def test_the_same_seed_makes_the_same_file_and_another_seed_another(backend: PreviewBackend) -> None:
    first = (await run(backend, request("text-to-video", still_prompt="x", seed=3)))[0].data
    again = (await run(backend, request("text-to-video", still_prompt="x", seed=3)))[0].data
    other = (await run(backend, request("text-to-video", still_prompt="x", seed=4)))[0].data
    assert first == again
    assert first != other


async def test_a_run_is_finished_from_its_ref_by_another_backend_instance(store: LocalMediaStore) -> None:
    """A worker that takes over a job after a crash re-attaches to the same run: the ref carries the
    request, the inputs (start image, source video, speech) wait in the media store."""
    req = replace(
        request("lipsync-video", audio=InputMedia(make_wav(2), "audio/wav"), seed=5),
        source=InputMedia(start_image()),
    )
    first = PreviewBackend(store, seconds_per_image=0, seconds_per_video_second=0)
    ref = await first.submit(req)
    expected = await first.results(ref)
    second = PreviewBackend(store, seconds_per_image=0, seconds_per_video_second=0)
    assert (await second.status(ref)).state == "succeeded"
    restored = await second.results(ref)
    assert [o.data for o in restored] == [o.data for o in expected]
    assert restored[0].has_audio is True


class Clock:
    def __init__(self) -> None:
        self.now = 1_000_000.0

    def time(self) -> float:
        return self.now


async def test_a_video_run_reports_its_stages_a_preview_frame_and_can_be_canceled(
    store: LocalMediaStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    clock = Clock()
    monkeypatch.setattr(preview_module, "time", SimpleNamespace(time=clock.time))
    backend = PreviewBackend(store, seconds_per_image=1.0, seconds_per_video_second=1.0)
    # text-to-video: a 1 s still, then 5 s of video.
    ref = await backend.submit(request("text-to-video", still_prompt="Luna"))
    seen = []
    for elapsed in (0.5, 2.0, 3.0, 5.3, 5.8):
        clock.now = 1_000_000.0 + elapsed
        status = await backend.status(ref)
        assert status.state == "running"
        assert status.progress == pytest.approx(elapsed / 6, abs=1e-3)
        seen.append((status.stage, status.preview is not None))
    assert seen == [
        ("still", False),
        ("sampling", False),
        ("sampling", True),
        ("decoding", True),
        ("encoding", True),
    ]
    clock.now += 1
    done = await backend.status(ref)
    assert (done.state, done.preview) == ("succeeded", None)
    # The preview frame is a small blurred JPEG, as for images.
    clock.now = 1_000_000.0 + 3.0
    frame = (await backend.status(ref)).preview
    assert frame is not None
    small = Image.open(io.BytesIO(frame))
    assert small.format == "JPEG"
    assert small.size == (W // 8, H // 8)

    # Without a still there is no still stage.
    clock.now = 2_000_000.0
    plain = await backend.submit(replace(request("image-to-video", seed=9), source=InputMedia(start_image())))
    clock.now += 0.1
    assert (await backend.status(plain)).stage == "sampling"
    await backend.cancel(plain)
    assert (await backend.status(plain)).state == "canceled"


async def test_a_video_of_odd_size_is_refused(backend: PreviewBackend) -> None:
    """H.264 in yuv420p needs even sizes: a request that cannot be met exactly is refused, not bent."""
    with pytest.raises(BackendError):
        await backend.submit(request("image-to-video", width=161))


async def test_images_still_come_back_as_pngs(backend: PreviewBackend) -> None:
    req = GenerationRequest(job_id="img", kind="image", prompt="p", model="RealismYogi", width=96, height=120)
    outputs = await run(backend, req)
    assert [(o.content_type, o.width, o.height) for o in outputs] == [("image/png", 96, 120)] * 2


# --- the file checks and the catalogue clips ----------------------------------------------------------


def test_probe_reads_a_video_and_refuses_what_is_not_one() -> None:
    data = make_video(frames=33)
    info = video_files.probe(data)
    assert (info.width, info.height, info.frames, info.fps) == (W, H, 33, 16)
    assert info.duration == pytest.approx(33 / 16, abs=1e-3)
    assert info.has_audio is False
    assert info.content_type == "video/mp4"
    for junk in (b"", b"not a video at all", start_image(), make_wav(1), data[: len(data) // 3]):
        with pytest.raises(ValueError, match="not a video"):
            video_files.probe(junk)


def test_poster_and_last_frames() -> None:
    data = make_video(frames=33)
    poster = Image.open(io.BytesIO(video_files.poster_frame(data, 96)))
    assert poster.format == "JPEG"
    assert max(poster.size) == 96
    last = Image.open(io.BytesIO(video_files.last_frame(data)))
    assert last.format == "PNG"
    assert last.size == (W, H)
    frames = list(video_files.iter_frames(data))
    assert len(frames) == 33
    assert difference(last, frames[-1]) < 1


def test_wav_duration_and_refusal() -> None:
    assert video_files.wav_duration(make_wav(2.5, rate=22050)) == pytest.approx(2.5)
    with pytest.raises(ValueError, match="not a sound recording"):
        video_files.wav_duration(b"RIFF nonsense")


def test_catalogue_clips_are_short_small_and_marked() -> None:
    """Spec 3 Video action preset and Video edit preset: each has its own preview video."""
    data = render_catalogue_preview("Dancing", 240, 416, 3, seed=1)
    info = video_files.probe(data)
    assert (info.width, info.height, info.fps, info.frames) == (240, 416, 16, 48)
    assert info.duration == pytest.approx(3.0, abs=1e-3)
    assert render_catalogue_preview("Dancing", 240, 416, 3, seed=1) == data
    frames = list(video_files.iter_frames(data))
    # It loops: the last frame leads back into the first.
    assert difference(region(frames[-1], MIDDLE), region(frames[0], MIDDLE)) < 4
    assert frame_count(5, 16) == 81
