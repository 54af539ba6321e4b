"""The preview backend: the embedded default, so every flow works without a GPU.

It makes real image files at the exact sizes asked for, each clearly marked PREVIEW in the picture (and
flagged as a preview in the UI), deterministic per seed. It behaves like a remote GPU: a run takes
`seconds_per_image` per image, reports progress by stage and a blurred preview frame halfway, and can be
canceled. It keeps no state in memory: the reference carries the request and its start time, and input
images wait in the media store, so a worker that takes over a job after a crash picks up the same run.
"""

from __future__ import annotations

import base64
import hashlib
import io
import json
import time
from dataclasses import replace

from PIL import Image, ImageDraw, ImageEnhance, ImageFilter, ImageFont, ImageOps

from nocturne.media.backends.port import BackendStatus, GenerationRequest, MediaOutput
from nocturne.media.storage import MediaMissing, MediaStore

# Stages of an image run and where each ends, as a share of the whole run.
STAGES = (("sampling", 0.8), ("face detail", 0.9), ("decoding", 1.0))


class PreviewBackend:
    name = "preview"

    def __init__(self, store: MediaStore, *, seconds_per_image: float = 1.5) -> None:
        self.store = store
        self.seconds_per_image = seconds_per_image
        self._canceled: set[str] = set()

    def _input_key(self, job_id: str, role: str) -> str:
        return f"tmp/preview/{job_id}/{role}"

    async def submit(self, request: GenerationRequest) -> str:
        for role, image in (("source", request.source), ("reference", request.reference)):
            if image is not None:
                await self.store.put(self._input_key(request.job_id, role), image.data, image.content_type)
        plain = replace(request, source=None, reference=None)
        fields = {k: v for k, v in plain.__dict__.items() if k not in ("source", "reference", "loras")}
        fields["has_source"] = request.source is not None
        fields["started"] = time.time()
        return base64.urlsafe_b64encode(json.dumps(fields).encode()).decode()

    def _decode(self, ref: str) -> dict[str, object]:
        data: dict[str, object] = json.loads(base64.urlsafe_b64decode(ref.encode()))
        return data

    def _duration(self, run: dict[str, object]) -> float:
        images = 1 if run["kind"] != "image" else int(str(run["batch_size"]))
        return self.seconds_per_image * images

    async def status(self, ref: str) -> BackendStatus:
        if ref in self._canceled:
            return BackendStatus("canceled")
        run = self._decode(ref)
        duration = self._duration(run)
        done = 1.0 if duration <= 0 else min(1.0, (time.time() - float(str(run["started"]))) / duration)
        if done >= 1.0:
            return BackendStatus("succeeded", progress=1.0, stage="done")
        stage = next(name for name, end in STAGES if done < end)
        preview = None
        if done >= 0.4:
            first = (await self._render(run))[0]
            small = first.resize((first.width // 8, first.height // 8)).filter(ImageFilter.GaussianBlur(2))
            preview = encode(small, "JPEG")
        return BackendStatus("running", progress=round(done, 3), stage=stage, preview=preview)

    async def cancel(self, ref: str) -> None:
        self._canceled.add(ref)

    async def results(self, ref: str) -> list[MediaOutput]:
        images = await self._render(self._decode(ref))
        return [MediaOutput(encode(i, "PNG"), "image/png", i.width, i.height) for i in images]

    async def close(self) -> None:
        return None

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
    width: int, height: int, seed: int, label: str, model: str, *, captions: bool = True
) -> Image.Image:
    """A gradient with a soft figure silhouette: reads as 'a picture of someone' without being one."""
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
    return _stamp(image, label, captions=captions)


def _font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    return ImageFont.load_default(size=size)


def _stamp(image: Image.Image, caption: str, *, captions: bool = True) -> Image.Image:
    """PREVIEW across the top, the caption and the pixel size along the bottom (not on catalogue
    thumbnails, whose cards print their own label)."""
    image = image.copy()
    draw = ImageDraw.Draw(image, "RGBA")
    big = max(18, image.width // 9)
    small = max(12, image.width // 38)
    draw.rectangle((0, 0, image.width, int(big * 1.6)), fill=(0, 0, 0, 110))
    draw.text(
        (image.width // 2, int(big * 0.8)), "PREVIEW", font=_font(big), fill=(255, 255, 255, 235), anchor="mm"
    )
    if not captions:
        return image
    lines = [
        line for line in (caption[:60], f"{image.width}x{image.height} · no GPU backend configured") if line
    ]
    y = image.height - small * (len(lines) * 2)
    draw.rectangle((0, y - small // 2, image.width, image.height), fill=(0, 0, 0, 110))
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
