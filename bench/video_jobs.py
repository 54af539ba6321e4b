"""Benchmark: video jobs on the preview backend (issue 11).

In one run it prints:

- the preview renderer's cost per second of video at 480x832, 16 fps: `render_preview_video` as the preview
  backend calls it for an image-to-video (from a start image) and a text-to-video (drawing its own still),
  5 s and 10 s, wall and CPU seconds (CPU: every thread of this process, x264's included). The baselines,
  measured in the same run: the same frames, decoded from the preview's own MP4 beforehand, merely encoded
  by PyAV with the same x264 settings (so the ratio is what the preview's drawing adds to the encoding any
  MP4 of that length costs), and one 480x832 preview image (PNG).
- enqueue-to-start latency with lanes, in-process (the embedded default: the in-memory broker, one runtime,
  JOB_CONCURRENCY=2 image slots beside JOB_VIDEO_CONCURRENCY=1 video slot): from the send (after the row
  committed) to the runner's claim (started_at), all jobs sent at once,
  (a) 50 image jobs alone (the baseline),
  (b) 50 images and 50 videos of 5 s at 480x832, interleaved (half image-to-video, half text-to-video),
  (c) the same mix with the lanes collapsed (videos take the image slots), the problem the lanes solve,
  with the image latency ratios (b)/(a) (target: about 1, an image does not wait behind videos) and
  (c)/(a). To keep the run short, the videos still queued once the last image has finished are canceled
  (--all-videos lets them run: several minutes more); the video latency is over the videos that started.
  Beside them, an image's run time (start to finish) in each case: in a line of 50 an image waits for the
  run time of those ahead, so a slower run (CPU shared with the renders) lengthens the wait as well.

Jobs are real rows run by the real runner (media/tasks.py's RUN_GENERATION); the preview backend takes
--seconds-per-image per image and --seconds-per-video-second per second of video, then renders the files.

    .venv/bin/python bench/video_jobs.py [--images 50] [--videos 50] [--reps 3] [--sqlite] [--all-videos]
    .venv/bin/python bench/jobs.py --video          # the same, after the other sections, as section 4

The database is a scratch PostgreSQL database on 127.0.0.1:5432 (dropped afterwards), or a temporary
SQLite file with --sqlite or when PostgreSQL is not reachable (bench/jobs.py's scratch_database).
"""

from __future__ import annotations

import argparse
import asyncio
import io
import logging
import os
import shutil
import statistics
import tempfile
import time
import uuid
from collections.abc import Callable
from contextlib import AsyncExitStack
from dataclasses import dataclass
from datetime import datetime
from fractions import Fraction
from pathlib import Path
from typing import Any

import av

# bench/jobs.py puts server/ on sys.path, so it comes before the nocturne imports.
from jobs import Bench, bench_database, bench_settings, percentile, scratch_database
from nocturne.config import Settings
from nocturne.jobs import leases
from nocturne.kit.clock import utcnow
from nocturne.media.backends.preview import encode, render_portrait
from nocturne.media.backends.preview_video import (
    X264_OPTIONS,
    frame_count,
    render_preview_video,
)
from nocturne.media.payloads import dump
from nocturne.media.tasks import RUN_GENERATION
from nocturne.media.video.payloads import VideoGpuArgs, VideoJob, VideoMetadata
from nocturne.models import GenerationJob, Media
from nocturne.runtime import Runtime, open_runtime
from nocturne.worker import make_queue
from PIL import Image
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

WIDTH, HEIGHT, FPS = 480, 832, 16
RENDER_SECONDS = (5.0, 10.0)
LANE_VIDEO_SECONDS = 5.0
IMAGE_SLOTS, VIDEO_SLOTS = 2, 1
# Image jobs are portraits at the size of the videos.
IMAGE_SIZE = (WIDTH, HEIGHT)
# (b)/(a) at most this: images do not wait behind videos (what is left is CPU shared with the renders).
LANE_RATIO_TARGET = 1.5


# --- 1. Render time per second of video ------------------------------------------------------------------


@dataclass
class Timing:
    wall: float
    cpu: float


def timed(work: Callable[[], Any]) -> tuple[Timing, Any]:
    wall, cpu = time.perf_counter(), time.process_time()
    out = work()
    return Timing(time.perf_counter() - wall, time.process_time() - cpu), out


def median_timing(timings: list[Timing]) -> Timing:
    return Timing(
        statistics.median(t.wall for t in timings),
        statistics.median(t.cpu for t in timings),
    )


def encode_plain(frames: list[Image.Image], fps: int) -> bytes:
    """The frames as an H.264 MP4 by PyAV with the preview's x264 settings and faststart, and nothing else."""
    rate = Fraction(fps)
    with tempfile.TemporaryDirectory(prefix="nocturne-bench-") as folder:
        path = os.path.join(folder, "plain.mp4")
        with av.open(path, "w", format="mp4", options={"movflags": "+faststart"}) as container:
            stream = container.add_stream("libx264", rate=rate, options=X264_OPTIONS)
            stream.width, stream.height = frames[0].size
            stream.pix_fmt = "yuv420p"
            for i, image in enumerate(frames):
                frame = av.VideoFrame.from_image(image)
                frame.pts, frame.time_base = i, 1 / rate
                container.mux(stream.encode(frame))
            container.mux(stream.encode(None))
        with open(path, "rb") as file:
            return file.read()


def decoded_frames(data: bytes) -> list[Image.Image]:
    with av.open(io.BytesIO(data)) as container:
        return [frame.to_image() for frame in container.decode(container.streams.video[0])]


@dataclass
class RenderRow:
    mode: str
    duration: float
    frames: int
    preview: Timing
    plain: Timing


@dataclass
class RenderReport:
    rows: list[RenderRow]
    image: Timing


def measure_renders(reps: int) -> RenderReport:
    """Blocking: run it in a thread. The medians of `reps` runs each."""
    start_png = encode(render_portrait(WIDTH, HEIGHT, 7, "bench", "RealismYogi"), "PNG")
    # Warm-up: fonts, codecs, first allocations.
    render_preview_video(mode="image-to-video", width=WIDTH, height=HEIGHT, duration=1, fps=FPS)
    image = median_timing(
        [
            timed(
                lambda seed=seed: encode(render_portrait(WIDTH, HEIGHT, seed, "bench", "RealismYogi"), "PNG")
            )[0]
            for seed in range(reps * 3)
        ]
    )
    rows = []
    for mode, start in (("image-to-video", start_png), ("text-to-video", None)):
        for duration in RENDER_SECONDS:
            previews, plains = [], []
            data = b""
            for rep in range(reps):
                timing, data = timed(
                    lambda rep=rep, mode=mode, start=start, duration=duration: render_preview_video(
                        mode=mode,
                        width=WIDTH,
                        height=HEIGHT,
                        duration=duration,
                        fps=FPS,
                        seed=rep,
                        label="bench",
                        start_image=start,
                    )
                )
                previews.append(timing)
            frames = decoded_frames(data)
            assert len(frames) == frame_count(duration, FPS), len(frames)
            for _ in range(reps):
                plains.append(timed(lambda frames=frames: encode_plain(frames, FPS))[0])
            del frames
            rows.append(
                RenderRow(
                    mode,
                    duration,
                    frame_count(duration, FPS),
                    median_timing(previews),
                    median_timing(plains),
                )
            )
    return RenderReport(rows, image)


def print_renders(report: RenderReport, reps: int) -> None:
    print(
        f"\nPreview render per second of video at {WIDTH}x{HEIGHT}, {FPS} fps (render_preview_video, "
        f"median of {reps}); baseline: the same frames merely encoded by PyAV (same x264 settings):"
    )
    print(
        "  seconds per second of video  frames   preview wall   CPU    encode-only wall   CPU    "
        "preview/encode-only wall   CPU"
    )
    for row in report.rows:
        p, e = row.preview, row.plain
        d = row.duration
        print(
            f"  {row.mode:15s} {d:4.0f} s video   {row.frames:4d}   "
            f"{p.wall / d:12.3f} {p.cpu / d:6.3f}   {e.wall / d:16.3f} {e.cpu / d:6.3f}   "
            f"{p.wall / e.wall:23.2f}x {p.cpu / e.cpu:5.2f}x"
        )
    image = report.image
    five = next(r for r in report.rows if r.mode == "image-to-video" and r.duration == RENDER_SECONDS[0])
    print(
        f"  one {WIDTH}x{HEIGHT} preview image (PNG): wall {image.wall * 1000:.0f} ms, CPU {image.cpu * 1000:.0f} ms; "
        f"a {five.duration:g} s image-to-video costs {five.preview.wall / image.wall:.1f}x its wall time, "
        f"{five.preview.cpu / image.cpu:.1f}x its CPU"
    )


# --- 2. Enqueue-to-start latency with lanes --------------------------------------------------------------


async def start_image(
    runtime: Runtime, sessions: async_sessionmaker[AsyncSession], owner: uuid.UUID
) -> uuid.UUID:
    """A stored 480x832 image the image-to-video jobs start from (as a picture from the gallery)."""
    media_id = uuid.uuid4()
    key = f"images/{owner}/bench-start-{media_id}.png"
    await runtime.media.store.put(
        key,
        encode(render_portrait(WIDTH, HEIGHT, 11, "start", "RealismYogi"), "PNG"),
        "image/png",
    )
    async with sessions() as db:
        db.add(
            Media(
                id=media_id,
                kind="image",
                owner_id=owner,
                source="image_gen",
                storage_key=key,
                thumb_key=key,
                content_type="image/png",
                width=WIDTH,
                height=HEIGHT,
                orientation="portrait",
            )
        )
        await db.commit()
    return media_id


async def create_videos(
    sessions: async_sessionmaker[AsyncSession],
    owner: uuid.UUID,
    count: int,
    source: uuid.UUID,
) -> list[uuid.UUID]:
    """Queued spec 3 Video jobs of 5 s at 480x832 for the preview backend, committed: even ones
    image-to-video from `source`, odd ones text-to-video that make their still first."""
    ids = [uuid.uuid4() for _ in range(count)]
    async with sessions() as db:
        for i, job_id in enumerate(ids):
            misc: dict[str, Any] = {
                "videoModel": "WAN_2_2",
                "fps": FPS,
                "label": "bench",
            }
            if i % 2 == 0:
                mode = "image-to-video"
                misc["sourceMediaId"] = str(source)
            else:
                mode = "text-to-video"
                misc.update(
                    stillId=str(uuid.uuid4()),
                    stillPrompt="photo of a woman reading in a cafe",
                    stillModel="RealismYogi",
                )
            payload = VideoJob(
                user_id=owner,
                video_id=uuid.uuid4(),
                gpu_args=VideoGpuArgs(prompt="she turns a page and smiles", duration=LANE_VIDEO_SECONDS),
                metadata=VideoMetadata(misc_blob=misc, width=WIDTH, height=HEIGHT),
                mode=mode,
                orientation="portrait",
            )
            db.add(
                GenerationJob(
                    id=job_id,
                    kind="video",
                    owner_id=owner,
                    state="queued",
                    input=dump(payload),
                    width=WIDTH,
                    height=HEIGHT,
                    backend="preview",
                    progress=0.0,
                    attempts=0,
                    cancel_requested=False,
                )
            )
        await db.commit()
    return ids


async def rows_of(
    sessions: async_sessionmaker[AsyncSession], ids: list[uuid.UUID]
) -> dict[uuid.UUID, tuple[str, datetime | None, datetime | None]]:
    """(state, started_at, finished_at) by job id."""
    async with sessions() as db:
        rows = await db.execute(
            select(
                GenerationJob.id,
                GenerationJob.state,
                GenerationJob.started_at,
                GenerationJob.finished_at,
            ).where(GenerationJob.id.in_(ids))
        )
        return {job_id: (state, started, finished) for job_id, state, started, finished in rows.all()}


@dataclass
class LaneRun:
    image_s: list[float]  # send -> start of every image
    video_s: list[float]  # send -> start of the videos that started
    videos: int
    video_run_s: list[float]  # start -> finish of the videos that succeeded
    image_run_s: list[float]  # start -> finish of every image
    images_done_s: float  # from the sends until the last image finished
    failed: int  # images or videos that neither succeeded nor were canceled by the bench


async def lane_run(
    settings: Settings,
    bench: Bench,
    images: int,
    videos: int,
    *,
    shared_lane: bool = False,
    all_videos: bool = False,
) -> LaneRun:
    """Send `images` image jobs and `videos` video jobs at once, interleaved, to one in-process runtime."""
    queue = make_queue(settings)
    if shared_lane:
        # One lane for both: videos take image slots, and an image waits behind every video sent before it.
        queue.lanes["video"] = queue.lanes["image"]
    async with open_runtime(settings, queue, chat=False) as runtime:
        queue.broker.state.runtime = runtime
        await queue.broker.startup()
        broker: Any = queue.broker
        try:
            source = await start_image(runtime, bench.sessions, bench.owner)
            image_ids = await bench.create(images)
            video_ids = await create_videos(bench.sessions, bench.owner, videos, source)
            order = [job for pair in zip(image_ids, video_ids, strict=False) for job in pair]
            order += image_ids[len(video_ids) :] + video_ids[len(image_ids) :]
            sent: dict[uuid.UUID, datetime] = {}
            began = time.monotonic()
            for job_id in order:
                sent[job_id] = utcnow()
                await runtime.jobs.send(RUN_GENERATION, str(job_id))
            await bench.wait_finished(image_ids, seconds=900, poll=0.1)
            images_done = time.monotonic() - began
            if not all_videos and video_ids:
                # Played as the API's cancel does it: queued ones at once, running ones by their worker.
                async with runtime.transaction() as db:
                    for job_id in video_ids:
                        if not await leases.cancel_queued(db, job_id):
                            await leases.request_cancel(db, job_id)
            await bench.wait_finished(video_ids, seconds=max(120.0, videos * 30.0))
            await broker.wait_all()
            rows = await rows_of(bench.sessions, image_ids + video_ids)
        finally:
            await queue.broker.shutdown()

    def since_sent(job_id: uuid.UUID) -> float | None:
        started = rows[job_id][1]
        return None if started is None else (started - sent[job_id]).total_seconds()

    image_s = [s for s in map(since_sent, image_ids) if s is not None]
    video_s = [s for s in map(since_sent, video_ids) if s is not None]

    def run_s(ids: list[uuid.UUID]) -> list[float]:
        return [
            (finished - started).total_seconds()
            for state, started, finished in (rows[j] for j in ids)
            if state == "succeeded" and started is not None and finished is not None
        ]

    failed = sum(1 for j in image_ids if rows[j][0] != "succeeded") + sum(
        1 for j in video_ids if rows[j][0] not in ("succeeded", "canceled")
    )
    return LaneRun(image_s, video_s, videos, run_s(video_ids), run_s(image_ids), images_done, failed)


def secs(values: list[float]) -> str:
    if not values:
        return "(none)"
    return (
        f"median {statistics.median(values):5.2f} s   p95 {percentile(values, 0.95):5.2f} s   "
        f"max {max(values):5.2f} s"
    )


def ratio(run: LaneRun, baseline: LaneRun) -> str:
    a, b = baseline.image_s, run.image_s
    return (
        f"median {statistics.median(b) / statistics.median(a):.2f}x, p95 "
        f"{percentile(b, 0.95) / percentile(a, 0.95):.2f}x, max {max(b) / max(a):.2f}x"
    )


def print_lanes(baseline: LaneRun, lanes: LaneRun, shared: LaneRun, images: int, videos: int) -> None:
    label_b = f"(b) {images} images + {videos} videos, lanes:"
    label_c = "(c) the same mix, one shared lane:"
    width = max(len(label_b), len(label_c))
    print(f"  {f'(a) {images} images alone:':{width}s}  images {secs(baseline.image_s)}")
    for label, run in ((label_b, lanes), (label_c, shared)):
        print(f"  {label:{width}s}  images {secs(run.image_s)}")
        print(f"  {'':{width}s}  videos {secs(run.video_s)}  ({len(run.video_s)} of {run.videos} started)")
    b = statistics.median(lanes.image_s) / statistics.median(baseline.image_s)
    print(
        f"  image latency (b)/(a): {ratio(lanes, baseline)}   "
        f"(target about 1, <= {LANE_RATIO_TARGET:g} median: {'ok' if b <= LANE_RATIO_TARGET else 'MISSED'})"
    )
    print(f"  image latency (c)/(a): {ratio(shared, baseline)}   (what the video lane saves)")
    print(
        f"  last image finished after: (a) {baseline.images_done_s:.1f} s, (b) {lanes.images_done_s:.1f} s, "
        f"(c) {shared.images_done_s:.1f} s"
    )
    # An image's wait in a line of 50 is its place times the run time of those ahead over the slots: a
    # longer run time (CPU shared with the renders) lengthens the wait without any waiting behind videos.
    print(
        "  an image ran (start -> finish): median "
        + ", ".join(
            f"{name} {statistics.median(run.image_run_s):.2f} s"
            for name, run in (("(a)", baseline), ("(b)", lanes), ("(c)", shared))
            if run.image_run_s
        )
    )
    runs = lanes.video_run_s + shared.video_run_s
    if runs:
        print(
            f"  a {LANE_VIDEO_SECONDS:g} s video ran (start -> finish) {statistics.median(runs):.2f} s median "
            f"({len(runs)} videos of (b) and (c))"
        )
    print(f"  jobs failed: (a) {baseline.failed}, (b) {lanes.failed}, (c) {shared.failed}   (target 0)")


# --- Main ------------------------------------------------------------------------------------------------


async def measure(
    settings: Settings,
    sessions: async_sessionmaker[AsyncSession],
    owner: uuid.UUID,
    *,
    images: int = 50,
    videos: int = 50,
    reps: int = 3,
    seconds_per_image: float = 0.2,
    seconds_per_video_second: float = 0.4,
    all_videos: bool = False,
) -> None:
    """Both measurements against an existing (migrated) database and owner; prints as it goes."""
    print(f"\nVideo jobs on the preview backend ({os.cpu_count()} CPUs):")
    began = time.monotonic()
    report = await asyncio.to_thread(measure_renders, reps)
    print_renders(report, reps)
    print(f"  ({time.monotonic() - began:.0f} s)")

    inproc = settings.model_copy(
        update={
            "redis_url": None,
            "job_concurrency": IMAGE_SLOTS,
            "job_video_concurrency": VIDEO_SLOTS,
            "preview_seconds_per_image": seconds_per_image,
            "preview_seconds_per_video_second": seconds_per_video_second,
        }
    )
    bench = Bench(sessions, owner, *IMAGE_SIZE)
    print(
        f"\nEnqueue-to-start latency (send -> claim), in-process (InMemoryBroker), {IMAGE_SLOTS} image slots "
        f"+ {VIDEO_SLOTS} video slot, all sent at once; images {IMAGE_SIZE[0]}x{IMAGE_SIZE[1]} at "
        f"{seconds_per_image:g} s, videos {LANE_VIDEO_SECONDS:g} s at {WIDTH}x{HEIGHT} "
        f"({seconds_per_video_second:g} s per second of video, plus the render):"
    )
    began = time.monotonic()
    baseline = await lane_run(inproc, bench, images, 0)
    lanes = await lane_run(inproc, bench, images, videos, all_videos=all_videos)
    shared = await lane_run(inproc, bench, images, videos, shared_lane=True, all_videos=all_videos)
    print_lanes(baseline, lanes, shared, images, videos)
    if not all_videos:
        print(
            "  (videos still queued when the last image finished were canceled then: --all-videos runs them)"
        )
    print(f"  ({time.monotonic() - began:.0f} s)")


async def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--images", type=int, default=50, help="image jobs in each latency run (50)")
    parser.add_argument("--videos", type=int, default=50, help="video jobs in the mixed runs (50)")
    parser.add_argument("--reps", type=int, default=3, help="renders per mode and length (3)")
    parser.add_argument(
        "--seconds-per-image",
        type=float,
        default=0.2,
        help="preview time per image (0.2)",
    )
    parser.add_argument(
        "--seconds-per-video-second",
        type=float,
        default=0.4,
        help="preview time per second of video (0.4)",
    )
    parser.add_argument(
        "--all-videos",
        action="store_true",
        help="let every video run, not only those before the last image",
    )
    parser.add_argument("--sqlite", action="store_true", help="a temporary SQLite file, not PostgreSQL")
    args = parser.parse_args()
    logging.basicConfig(level=logging.WARNING)

    folder = Path(tempfile.mkdtemp(prefix="nocturne-bench-video-"))
    async with AsyncExitStack() as stack:
        stack.callback(shutil.rmtree, folder, True)
        database_url, database_name = await stack.enter_async_context(scratch_database(args.sqlite, folder))
        settings = bench_settings(database_url, folder)
        sessions, owner = await bench_database(settings, stack)
        print(f"Database: {database_name}")
        await measure(
            settings,
            sessions,
            owner,
            images=args.images,
            videos=args.videos,
            reps=args.reps,
            seconds_per_image=args.seconds_per_image,
            seconds_per_video_second=args.seconds_per_video_second,
            all_videos=args.all_videos,
        )


if __name__ == "__main__":
    asyncio.run(main())
