"""The preview backend: the embedded default, so every flow works without a GPU.

It makes real image and video files at the exact sizes (and, for videos, frame counts and frame rates)
asked for, each clearly marked PREVIEW in the picture (and flagged as a preview in the UI), deterministic
per seed; the videos are made by preview_video.py. It behaves like a remote GPU: a run takes
`seconds_per_image` per image and `seconds_per_video_second` per second of video, reports progress by
stage and a blurred preview frame once past 40 %, and can be canceled. It keeps no state in memory that a
run needs: the reference carries the request and its start time, and input files (images, videos, speech)
wait in the media store, so a worker that takes over a job after a crash picks up the same run.
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import io
import json
import time
from dataclasses import replace
from typing import Any

from PIL import Image, ImageDraw, ImageEnhance, ImageFilter, ImageFont, ImageOps, ImageStat

from nocturne.media import video_files
from nocturne.media.backends.port import BackendError, BackendStatus, GenerationRequest, MediaOutput
from nocturne.media.storage import MediaMissing, MediaStore

# Stages of an image run and where each ends, as a share of the whole run.
STAGES = (("sampling", 0.8), ("face detail", 0.9), ("decoding", 1.0))
# Stages of a video run after its still (when it makes one first), as shares of the video's part.
VIDEO_STAGES = (("sampling", 0.8), ("decoding", 0.9), ("encoding", 1.0))
VIDEO_KINDS = ("video", "video_enhance")
# Input files a run reads, by role: kept in the media store until the run is done with them.
VIDEO_INPUTS = ("source_video", "audio")
PREVIEWS_KEPT = 64


class PreviewBackend:
    name = "preview"

    def __init__(
        self, store: MediaStore, *, seconds_per_image: float = 1.5, seconds_per_video_second: float = 0.4
    ) -> None:
        self.store = store
        self.seconds_per_image = seconds_per_image
        self.seconds_per_video_second = seconds_per_video_second
        self._canceled: set[str] = set()
        # Only saves work: a video's blurred preview frame, made once per run rather than at every poll.
        self._previews: dict[str, bytes] = {}

    def _input_key(self, job_id: str, role: str) -> str:
        return f"tmp/preview/{job_id}/{role}"

    async def submit(self, request: GenerationRequest) -> str:
        inputs = [("source", request.source), ("reference", request.reference)]
        video = request.video
        if request.kind in VIDEO_KINDS:
            if video is None:
                raise BackendError("This video request has no video settings.")
            if request.width % 2 or request.height % 2:
                raise BackendError(
                    f"A video's width and height must be even numbers of pixels, not {request.width}x{request.height}."
                )
            inputs += [("source_video", video.source_video), ("audio", video.audio)]
        for role, media in inputs:
            if media is not None:
                await self.store.put(self._input_key(request.job_id, role), media.data, media.content_type)
        plain = replace(request, source=None, reference=None, video=None)
        fields: dict[str, Any] = {
            k: v for k, v in plain.__dict__.items() if k not in ("source", "reference", "loras", "video")
        }
        fields["has_source"] = request.source is not None
        if video is not None:
            fields["video"] = {k: v for k, v in video.__dict__.items() if k not in VIDEO_INPUTS}
        fields["started"] = time.time()
        return base64.urlsafe_b64encode(json.dumps(fields).encode()).decode()

    def _decode(self, ref: str) -> dict[str, Any]:
        data: dict[str, Any] = json.loads(base64.urlsafe_b64decode(ref.encode()))
        return data

    def _still_seconds(self, run: dict[str, Any]) -> float:
        video = run.get("video")
        return self.seconds_per_image if video and video.get("still_prompt") else 0.0

    def _duration(self, run: dict[str, Any]) -> float:
        video = run.get("video")
        if run["kind"] in VIDEO_KINDS and video:
            return self.seconds_per_video_second * float(video["duration"]) + self._still_seconds(run)
        images = 1 if run["kind"] != "image" else int(str(run["batch_size"]))
        return self.seconds_per_image * images

    def _stages(self, run: dict[str, Any]) -> list[tuple[str, float]]:
        if run["kind"] not in VIDEO_KINDS:
            return list(STAGES)
        total = self._duration(run)
        still = self._still_seconds(run) / total if total > 0 else 0.0
        stages = [("still", still)] if still > 0 else []
        return stages + [(name, still + (1 - still) * end) for name, end in VIDEO_STAGES]

    async def status(self, ref: str) -> BackendStatus:
        if ref in self._canceled:
            return BackendStatus("canceled")
        run = self._decode(ref)
        duration = self._duration(run)
        done = 1.0 if duration <= 0 else min(1.0, (time.time() - float(str(run["started"]))) / duration)
        if done >= 1.0:
            return BackendStatus("succeeded", progress=1.0, stage="done")
        stage = next(name for name, end in self._stages(run) if done < end)
        preview = None
        if done >= 0.4:
            if run["kind"] in VIDEO_KINDS:
                preview = await self._video_preview(ref, run)
            else:
                first = (await self._render(run))[0]
                small = first.resize((first.width // 8, first.height // 8)).filter(
                    ImageFilter.GaussianBlur(2)
                )
                preview = encode(small, "JPEG")
        return BackendStatus("running", progress=round(done, 3), stage=stage, preview=preview)

    async def cancel(self, ref: str) -> None:
        self._canceled.add(ref)

    async def results(self, ref: str) -> list[MediaOutput]:
        run = self._decode(ref)
        if run["kind"] in VIDEO_KINDS:
            return await self._render_video(run)
        images = await self._render(run)
        return [MediaOutput(encode(i, "PNG"), "image/png", i.width, i.height) for i in images]

    async def close(self) -> None:
        return None

    async def _input(self, job_id: str, role: str) -> bytes | None:
        try:
            return await self.store.get(self._input_key(job_id, role))
        except MediaMissing:
            return None

    async def _video_preview(self, ref: str, run: dict[str, Any]) -> bytes:
        """A small blurred frame of where the video starts: its still, start image or source video."""
        if ref not in self._previews:
            job_id = str(run["job_id"])
            start, source = await self._input(job_id, "source"), await self._input(job_id, "source_video")
            if len(self._previews) >= PREVIEWS_KEPT:
                self._previews.pop(next(iter(self._previews)))
            self._previews[ref] = await asyncio.to_thread(_video_preview_frame, run, start, source)
        return self._previews[ref]

    async def _render_video(self, run: dict[str, Any]) -> list[MediaOutput]:
        job_id = str(run["job_id"])
        start = await self._input(job_id, "source")
        source = await self._input(job_id, "source_video")
        audio = await self._input(job_id, "audio")
        # A 10 s video takes a second or two of CPU: never on the event loop.
        return await asyncio.to_thread(_video_outputs, run, start, source, audio)

    async def _render(self, run: dict[str, object]) -> list[Image.Image]:
        kind, job_id = str(run["kind"]), str(run["job_id"])
        width, height = int(str(run["width"])), int(str(run["height"]))
        if kind == "image":
            count = int(str(run["batch_size"]))
            seed = int(str(run["seed"]))
            return [
                render_portrait(width, height, seed + i, str(run["label"]), str(run["model"]))
                for i in range(count)
            ]
        source: Image.Image
        try:
            source = Image.open(io.BytesIO(await self.store.get(self._input_key(job_id, "source"))))
        except MediaMissing:
            source = render_portrait(width, height, int(str(run["seed"])), "", str(run["model"]))
        source = source.convert("RGB")
        if kind == "image_enhance":
            factor = float(str(run["upscale_factor"]))
            big = source.resize(
                (round(source.width * factor), round(source.height * factor)), Image.Resampling.LANCZOS
            )
            return [_stamp(big.filter(ImageFilter.UnsharpMask(2, 120, 2)), f"PREVIEW · enhanced {factor:g}x")]
        return [_stamp(restyle(source, str(run["edit_prompt"] or "")), "PREVIEW · edited")]


def _video_still(run: dict[str, Any]) -> Image.Image | None:
    """The unmarked still a text-to-video run (or an image-to-video run without an image) starts from."""
    video = run["video"]
    if not video.get("still_prompt"):
        return None
    model = str(video.get("still_model") or run["model"])
    return render_portrait(int(run["width"]), int(run["height"]), int(run["seed"]), "", model, stamp=False)


def _video_outputs(
    run: dict[str, Any], start: bytes | None, source: bytes | None, audio: bytes | None
) -> list[MediaOutput]:
    """The MP4 first, then the still it was made from when the run made one (as a marked PNG)."""
    # Imported here: the video renderer draws its stills with this module's portrait renderer.
    from nocturne.media.backends.preview_video import edit_preset, frame_count, render_preview_video

    video = run["video"]
    width, height, fps = int(run["width"]), int(run["height"]), int(video["fps"])
    mode = str(video["mode"])
    still = _video_still(run)
    if mode == "enhanced-video":
        label = f"{float(video['upscale_factor']):g}x"
    else:
        label = str(run.get("label") or video.get("action") or "")
    # The edit preset: its id when the request names it, else found in the edit prompt, the label of the
    # job ("Luna · VHS Style") or the prompt.
    texts = [str(video.get("edit") or "")] + [
        str(run.get(k) or "") for k in ("edit_prompt", "label", "prompt")
    ]
    edit = next((text for text in texts if edit_preset(text)), texts[0] or texts[1] or texts[2])
    data = render_preview_video(
        mode=mode,
        width=width,
        height=height,
        duration=float(video["duration"]),
        fps=fps,
        seed=int(run["seed"]),
        label=label,
        start_image=still if still is not None else start,
        source_video=source,
        audio=audio,
        edit=edit,
        model=str(run["model"]),
    )
    frames = frame_count(float(video["duration"]), fps)
    outputs = [
        MediaOutput(
            data,
            "video/mp4",
            width,
            height,
            duration=round(frames / fps, 6),
            fps=float(fps),
            has_audio=audio is not None,
        )
    ]
    if still is not None:
        marked = _stamp(still, str(run.get("label") or "text-to-video still"))
        outputs.append(MediaOutput(encode(marked, "PNG"), "image/png", width, height))
    return outputs


def _video_preview_frame(run: dict[str, Any], start: bytes | None, source: bytes | None) -> bytes:
    width, height = int(run["width"]), int(run["height"])
    size = (max(1, width // 8), max(1, height // 8))
    first: Image.Image | None = None
    if source is not None:
        first = next(video_files.iter_frames(source), None)
    elif start is not None and not run["video"].get("still_prompt"):
        first = Image.open(io.BytesIO(start)).convert("RGB")
    if first is None:
        model = str(run["video"].get("still_model") or run["model"])
        first = render_portrait(width // 4, height // 4, int(run["seed"]), "", model, stamp=False)
    small = ImageOps.fit(first.convert("RGB"), size).filter(ImageFilter.GaussianBlur(2))
    return encode(small, "JPEG")


def encode(image: Image.Image, format_: str) -> bytes:
    out = io.BytesIO()
    if format_ in ("JPEG", "WEBP"):
        image.save(out, format=format_, quality=80)
    else:
        image.save(out, format=format_)
    return out.getvalue()


def _palette(seed: int, anime: bool) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    digest = hashlib.sha256(f"{seed}:{anime}".encode()).digest()
    hue = 0.55 + digest[0] / 255 * 0.42  # blue through violet to rose: the app's night palette
    top = _hsv(hue, 0.55 if anime else 0.35, 0.55)
    bottom = _hsv((hue + 0.12) % 1, 0.6 if anime else 0.45, 0.18)
    return top, bottom


def _hsv(h: float, s: float, v: float) -> tuple[int, int, int]:
    import colorsys

    r, g, b = colorsys.hsv_to_rgb(h, s, v)
    return round(r * 255), round(g * 255), round(b * 255)


def render_portrait(
    width: int, height: int, seed: int, label: str, model: str, *, captions: bool = True, stamp: bool = True
) -> Image.Image:
    """A gradient with a soft figure silhouette: reads as 'a picture of someone' without being one.
    stamp=False leaves the PREVIEW marks off (a video draws its own over every frame)."""
    anime = model in ("PrefectPony", "WaiIllustrious")
    top, bottom = _palette(seed, anime)
    gradient = Image.linear_gradient("L").resize((width, height))
    image = Image.composite(
        Image.new("RGB", (width, height), bottom), Image.new("RGB", (width, height), top), gradient
    )
    # A few soft lights behind the figure, placed by the seed, so previews in a grid tell apart.
    glow = Image.new("L", (width, height), 0)
    lights = ImageDraw.Draw(glow)
    digest = hashlib.sha256(f"lights:{seed}".encode()).digest()
    for i in range(6):
        x, y = digest[i * 3] * width // 255, digest[i * 3 + 1] * height // 255
        r = max(8, digest[i * 3 + 2] * min(width, height) // 1200)
        lights.ellipse((x - r, y - r, x + r, y + r), fill=90)
    glow = glow.filter(ImageFilter.GaussianBlur(max(3, width // 50)))
    image = Image.composite(ImageEnhance.Brightness(image).enhance(1.5), image, glow)
    figure = Image.new("L", (width, height), 0)
    draw = ImageDraw.Draw(figure)
    shift = (seed % 7 - 3) * width // 40
    cx, head = width // 2 + shift, min(width, height) // 7
    top_y = height // 5
    draw.ellipse((cx - head, top_y, cx + head, top_y + 2 * head), fill=200)
    draw.rounded_rectangle(
        (cx - int(head * 2.2), top_y + int(head * 2.3), cx + int(head * 2.2), height + head),
        radius=head,
        fill=200,
    )
    figure = figure.filter(ImageFilter.GaussianBlur(max(2, width // 60)))
    light = ImageEnhance.Brightness(image).enhance(1.9 if anime else 1.6)
    image = Image.composite(light, image, figure)
    return _stamp(image, label, captions=captions) if stamp else image


def _font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    return ImageFont.load_default(size=size)


def _band_bottom(width: int) -> int:
    """The last row of the PREVIEW band across the top of an image of this width."""
    return int(max(18, width // 9) * 1.6)


def _caption_top(width: int, height: int, lines: int) -> int:
    """The first row of the caption block along the bottom."""
    small = max(12, width // 38)
    return height - small * (lines * 2) - small // 2


def _stamp(image: Image.Image, caption: str, *, captions: bool = True) -> Image.Image:
    """PREVIEW across the top, the caption and the pixel size along the bottom (not on catalogue
    thumbnails, whose cards print their own label)."""
    image = image.copy()
    draw = ImageDraw.Draw(image, "RGBA")
    big = max(18, image.width // 9)
    small = max(12, image.width // 38)
    draw.rectangle((0, 0, image.width, _band_bottom(image.width)), fill=(0, 0, 0, 110))
    draw.text(
        (image.width // 2, int(big * 0.8)), "PREVIEW", font=_font(big), fill=(255, 255, 255, 235), anchor="mm"
    )
    if not captions:
        return image
    lines = [
        line for line in (caption[:60], f"{image.width}x{image.height} · no GPU backend configured") if line
    ]
    top = _caption_top(image.width, image.height, len(lines))
    draw.rectangle((0, top, image.width, image.height), fill=(0, 0, 0, 110))
    y = top + small // 2
    for line in lines:
        draw.text(
            (image.width // 2, y + small // 2),
            line,
            font=_font(small),
            fill=(255, 255, 255, 220),
            anchor="mm",
        )
        y += int(small * 1.6)
    return image


def unstamp(image: Image.Image) -> Image.Image:
    """The picture inside the marks of an image this backend made (the PREVIEW band, the caption block),
    so a video that starts from it does not zoom the old marks in under its own. Found by the step in
    brightness the marks make at their edges; any other image comes back as it is."""
    gray = image.convert("L")
    width, height = gray.size
    top = _band_bottom(width)
    if top + 16 >= height or not _dimmed(gray, (top - 3, top + 1), (top + 1, top + 5)):
        return image
    bottom = height
    for lines in (2, 1):
        edge = _caption_top(width, height, lines)
        if edge > top + 16 and _dimmed(gray, (edge, edge + 4), (edge - 4, edge)):
            bottom = edge
            break
    return image.crop((0, top + 1, width, bottom))


def _dimmed(gray: Image.Image, inside: tuple[int, int], outside: tuple[int, int]) -> bool:
    """Whether the rows `inside` look like the rows `outside` under a translucent black mark (one or two)."""
    dark = ImageStat.Stat(gray.crop((0, inside[0], gray.width, inside[1]))).mean[0]
    light = ImageStat.Stat(gray.crop((0, outside[0], gray.width, outside[1]))).mean[0]
    return light > 24 and 0.25 <= dark / light <= 0.72


def restyle(image: Image.Image, prompt: str) -> Image.Image:
    """A visible change that follows the edit prompt's gist, so a before/after comparison shows something."""
    text = prompt.lower()
    if "anime" in text or "cel" in text:
        return ImageOps.posterize(image.filter(ImageFilter.SMOOTH_MORE), 3)
    if "comic" in text:
        edges = image.filter(ImageFilter.FIND_EDGES).convert("L").point(lambda v: 0 if v > 40 else 255)
        return Image.composite(ImageOps.posterize(image, 2), Image.new("RGB", image.size), edges)
    if "noir" in text or "black and white" in text:
        return ImageOps.grayscale(image).convert("RGB")
    return ImageEnhance.Color(ImageOps.autocontrast(image)).enhance(1.6)
