"""Preview videos: real H.264 MP4 files at the exact size, frame count and frame rate asked for, marked
PREVIEW in the picture, with visible motion, deterministic per seed. The preview backend (preview.py) runs
render_preview_video in a worker thread; the seeder makes the catalogues' looping clips with
render_catalogue_preview.

A 10 s video is 161 frames, so the work per frame is kept small: the start picture, the PREVIEW badge and
the caption are drawn once; each frame is a crop-and-scale of the picture (a slow zoom and pan), a glow
that moves across it, a timecode and a progress bar. Videos that change a source video (edit, add audio,
enhance) read its frames one at a time instead of holding them all.
"""

from __future__ import annotations

import hashlib
import io
import math
import os
import re
import tempfile
from array import array
from collections.abc import Callable, Iterator
from fractions import Fraction

import av
from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageFont, ImageOps

from nocturne.media import video_files
from nocturne.media.backends.preview import render_portrait, unstamp

AUDIO_RATE = 44100
# One encoder thread: the same seed gives the same bytes on any machine under any load (x264's output
# depends on its thread count), and measured no slower here, where drawing the frames is most of the work.
# No B-frames: the stream then needs no edit list, and its length is exactly frames / fps.
X264_OPTIONS = {"preset": "veryfast", "crf": "23", "threads": "1", "bf": "0"}
ZOOM = 0.12  # how far the slow zoom goes in over the whole video

# A frame in, a frame out; the int is the frame's index (for looks that move, such as falling snow).
Look = Callable[[Image.Image, int], Image.Image]


def frame_count(duration: float, fps: float) -> int:
    """WAN's 4k+1 length: 81 frames for 5 s at 16 fps (the same rule as VideoSpec.frames)."""
    return round(duration * fps) + 1


def render_preview_video(
    *,
    mode: str,
    width: int,
    height: int,
    duration: float,
    fps: int = 16,
    seed: int = 0,
    label: str = "",
    start_image: bytes | Image.Image | None = None,
    source_video: bytes | None = None,
    audio: bytes | None = None,
    edit: str = "",
    model: str = "RealismYogi",
) -> bytes:
    """An MP4 of `frame_count(duration, fps)` frames at width x height.

    Modes that move a still (image-to-video, text-to-video, lipsync-video) zoom and pan over
    `start_image` (a portrait made from the seed when there is none); extend-video continues from the
    last frame of `source_video`; edit-video gives the source frames the look named by `edit`;
    add-audio-to-video keeps them; enhanced-video scales them to the new size. `audio` (any file FFmpeg
    reads, normally a WAV) becomes an AAC track, trimmed or padded with silence to the video's length.
    """
    if width < 16 or height < 16 or width % 2 or height % 2:
        raise ValueError(f"A video needs even width and height of at least 16 pixels, not {width}x{height}.")
    if fps <= 0 or duration <= 0:
        raise ValueError("A video needs a positive duration and frame rate.")
    size = (width, height)
    count = frame_count(duration, fps)
    samples = _read_audio(audio) if audio is not None else None
    base: Iterator[Image.Image]
    if mode in ("edit-video", "add-audio-to-video", "enhanced-video") and source_video is not None:
        base = _source_frames(source_video, size, count, fps, sharpen=mode == "enhanced-video")
    else:
        still: Image.Image
        if mode == "extend-video" and source_video is not None:
            still = Image.open(io.BytesIO(video_files.last_frame(source_video)))
        elif start_image is not None:
            still = unstamp(
                start_image if isinstance(start_image, Image.Image) else Image.open(io.BytesIO(start_image))
            )
        else:
            still = render_portrait(width, height, seed, label, model, stamp=False)
        speech = _levels(samples, count, fps) if mode == "lipsync-video" else None
        base = _moving_frames(still, size, count, seed, speech=speech)
    if mode == "edit-video":
        name, look = _look(edit or label, size, seed)
        caption = f"edit-video · {name}"
        base = (look(frame, i) for i, frame in enumerate(base))
    elif mode == "enhanced-video":
        caption = f"enhanced-video · {label}" if label else "enhanced-video"
    else:
        caption = f"{mode} · {label}" if label else mode
    frames = _overlaid(base, size, count, fps, caption)
    return _encode(frames, size, fps, samples)


def render_catalogue_preview(title: str, width: int, height: int, seconds: float, seed: int) -> bytes:
    """A short clip that loops without a jump (for action and edit presets): a portrait breathing in and
    out under a moving glow, marked PREVIEW, with the preset's title."""
    fps = 16
    count = max(2, round(seconds * fps))
    still = render_portrait(width, height, seed, "", "RealismYogi", stamp=False)
    frames = _overlaid(
        _moving_frames(still, (width, height), count, seed, loop=True), (width, height), count, fps, title
    )
    return _encode(frames, (width, height), fps, None)


# --- frames -----------------------------------------------------------------------------------------


def _fit(image: Image.Image, size: tuple[int, int]) -> Image.Image:
    image = image.convert("RGB")
    return image if image.size == size else ImageOps.fit(image, size, Image.Resampling.LANCZOS)


def _digest(*parts: object) -> bytes:
    return hashlib.sha256(":".join(str(p) for p in parts).encode()).digest()


def _moving_frames(
    still: Image.Image,
    size: tuple[int, int],
    count: int,
    seed: int,
    *,
    speech: list[float] | None = None,
    loop: bool = False,
) -> Iterator[Image.Image]:
    """A slow zoom and pan over the still, a soft glow drifting over it, and, for lip-sync, a level meter
    that follows the speech. Frame 0 is the still itself, so an extended video starts where its source
    ended; the glow fades in over the first half second for the same reason."""
    width, height = size
    still = _fit(still, size)
    digest = _digest("motion", seed)
    # Pan towards a corner picked by the seed, as far as the zoom leaves room for.
    dx = (1 if digest[0] % 2 else -1) * (0.4 + digest[1] / 255 * 0.6)
    dy = (1 if digest[2] % 2 else -1) * (0.4 + digest[3] / 255 * 0.6)
    phase = digest[4] / 255 * 2 * math.pi
    glow = _glow_sprite(max(24, min(width, height) // 4), digest)
    fade_frames = 8
    for i in range(count):
        p = i / (count - 1) if count > 1 else 0.0
        # Loops breathe in and out (the last frame leads back into the first); videos ease in once.
        amount = (1 - math.cos(2 * math.pi * p)) / 2 if loop else p * p * (3 - 2 * p)
        scale = 1 + ZOOM * amount
        box_w, box_h = width / scale, height / scale
        cx = width / 2 + dx * (width - box_w) / 2
        cy = height / 2 + dy * (height - box_h) / 2
        box = (cx - box_w / 2, cy - box_h / 2, cx + box_w / 2, cy + box_h / 2)
        frame = still.resize(size, Image.Resampling.BILINEAR, box=box)
        # The glow goes round a closed path once per video (twice for a loop), so loops join up.
        turn = 2 * math.pi * p * (2 if loop else 1) + phase
        gx = width / 2 + width * 0.3 * math.sin(turn)
        gy = height * 0.5 + height * 0.18 * math.sin(2 * turn)
        strength = 1.0 if loop else min(1.0, i / fade_frames)
        if strength > 0:
            alpha = glow.getchannel("A")
            if strength < 1:
                alpha = alpha.point(lambda v, s=strength: round(v * s))
            frame.paste(glow, (round(gx - glow.width / 2), round(gy - glow.height / 2)), alpha)
        if speech is not None:
            _draw_meter(frame, speech[i], i)
        yield frame


def _glow_sprite(diameter: int, digest: bytes) -> Image.Image:
    colour = (255, 170 + digest[5] % 80, 200 + digest[6] % 56)
    mask = Image.new("L", (diameter, diameter), 0)
    ImageDraw.Draw(mask).ellipse(
        (diameter // 4, diameter // 4, diameter * 3 // 4, diameter * 3 // 4), fill=150
    )
    mask = mask.filter(ImageFilter.GaussianBlur(diameter // 8))
    sprite = Image.new("RGBA", (diameter, diameter), colour)
    sprite.putalpha(mask)
    return sprite


def _draw_meter(frame: Image.Image, level: float, index: int) -> None:
    """Five bars over the lower middle of the picture that rise and fall with the voice."""
    draw = ImageDraw.Draw(frame, "RGBA")
    bar = max(4, frame.width // 40)
    base_y = int(frame.height * 0.78)
    full = frame.height // 10
    left = frame.width // 2 - bar * 5
    for k in range(5):
        wobble = 0.55 + 0.45 * abs(math.sin(index * 0.9 + k * 1.7))
        h = max(2, round(full * level * wobble))
        x = left + k * bar * 2
        draw.rectangle((x, base_y - h, x + bar, base_y), fill=(255, 255, 255, 200))


def _source_frames(
    data: bytes, size: tuple[int, int], count: int, fps: float, *, sharpen: bool
) -> Iterator[Image.Image]:
    """The source video's frames at this video's frame times (the nearest earlier-or-equal source frame;
    the last one held when the source is shorter), scaled to the size asked for."""
    info = video_files.probe(data)
    box = _crop_box((info.width, info.height), size)
    resample = Image.Resampling.BICUBIC if sharpen else Image.Resampling.BILINEAR
    contrast = _s_curve() if sharpen else None
    source = video_files.iter_frames(data)
    current: Image.Image | None = None
    taken = -1
    for i in range(count):
        wanted = min(info.frames - 1, math.floor(i * info.fps / fps + 1e-6))
        while taken < wanted:
            following = next(source, None)
            if following is None:
                break
            current, taken = following, taken + 1
        if current is None:
            raise ValueError("The source video has no frames.")
        frame = current.resize(size, resample, box=box)
        yield frame.point(contrast) if contrast is not None else frame


def _crop_box(source: tuple[int, int], size: tuple[int, int]) -> tuple[float, float, float, float]:
    """The centred part of the source with the target's aspect ratio."""
    sw, sh = source
    target = size[0] / size[1]
    if abs(sw / sh - target) < 1e-3:
        return (0.0, 0.0, float(sw), float(sh))
    if sw / sh > target:
        w = sh * target
        return ((sw - w) / 2, 0.0, (sw + w) / 2, float(sh))
    h = sw / target
    return (0.0, (sh - h) / 2, float(sw), (sh + h) / 2)


def _s_curve() -> list[int]:
    """A gentle contrast curve: the 'enhanced' look without a full-size filter per frame."""
    curve = [round(255 * (v / 255 + 0.08 * math.sin(2 * math.pi * v / 255))) for v in range(256)]
    return [min(255, max(0, v)) for v in curve] * 3


# --- edit looks -------------------------------------------------------------------------------------

# Colour matrices (R, G, B rows of four: r, g, b, offset) per video edit preset (spec 3 Video edit preset).
_TINTS: dict[str, tuple[float, ...]] = {
    "realistic": (1.08, 0, 0, -8, 0, 1.05, 0, -6, 0, 0, 1.0, -6),
    "beach": (1.05, 0.1, 0, 14, 0.05, 0.95, 0.05, 8, 0, 0.1, 0.75, -12),
    "city": (0.8, 0, 0.2, -5, 0, 0.9, 0.15, 0, 0.1, 0.1, 1.1, 28),
    "fantasy": (0.95, 0, 0.25, 12, 0, 0.72, 0.1, 0, 0.25, 0, 1.05, 34),
    "snow": (0.5, 0.35, 0.15, 34, 0.3, 0.55, 0.15, 40, 0.3, 0.35, 0.45, 58),
    "blindfold": (0.7, 0.1, 0.05, -10, 0.05, 0.65, 0.05, -12, 0.05, 0.05, 0.7, -8),
    "hat": (1.05, 0.05, 0, 6, 0, 1.0, 0, 0, 0, 0, 0.9, -6),
    "bikini": (1.0, 0.1, 0, 10, 0, 1.0, 0.1, 10, 0, 0.15, 1.0, 16),
    "sunglasses": (1.15, 0, -0.1, -4, -0.05, 1.05, 0, 0, -0.1, 0.1, 1.15, -4),
    "necklace": (1.1, 0.05, 0, 10, 0.05, 1.0, 0, 6, 0, 0, 0.85, -4),
}
# The preset id each look stands for, by the word that names it (spec 3 lists the 13 ids).
_PRESETS = {
    "comic": "comic-style",
    "realistic": "realistic-style",
    "vhs": "vhs-style",
    "pixel": "pixel-style",
    "beach": "beach-background",
    "city": "city-background",
    "fantasy": "fantasy-background",
    "snow": "snow-background",
    "blindfold": "wear-blindfold",
    "hat": "wear-hat",
    "bikini": "wear-bikini",
    "sunglasses": "wear-sunglasses",
    "necklace": "wear-necklace",
}


def _saturation(s: float) -> tuple[float, ...]:
    r, g, b = 0.299 * (1 - s), 0.587 * (1 - s), 0.114 * (1 - s)
    return (r + s, g, b, 0, r, g + s, b, 0, r, g, b + s, 0)


def edit_preset(text: str) -> str | None:
    """The video edit preset (spec 3) a text names: its id, its display name or words of its prompt
    ('comic-style', 'VHS Style', 'wearing a hat'…)."""
    name = _look_name(text)
    return _PRESETS[name] if name else None


def _look_name(text: str) -> str:
    return next((n for n in _PRESETS if re.search(rf"\b{n}\b", text.lower())), "")


def _look(edit: str, size: tuple[int, int], seed: int) -> tuple[str, Look]:
    """The look an edit preset gives the frames (see edit_preset); anything else gets a tint of its own."""
    name = _look_name(edit)
    width, height = size
    if name == "comic":
        saturate = _saturation(1.7)
        levels = [min(255, (v // 64) * 85 + 20) for v in range(256)] * 3
        return "comic-style", lambda f, i: f.convert("RGB", saturate).point(levels)
    if name == "pixel":
        block = max(4, width // 60)
        small = (max(1, width // block), max(1, height // block))
        crush = [(v // 32) * 36 for v in range(256)] * 3
        return (
            "pixel-style",
            lambda f, i: (
                f.resize(small, Image.Resampling.BOX).resize(size, Image.Resampling.NEAREST).point(crush)
            ),
        )
    if name == "vhs":
        return "vhs-style", _vhs(size, seed)
    if name == "snow":
        return "snow-background", _snow(size, seed)
    if name:
        matrix = _TINTS[name]
        return _PRESETS[name], lambda f, i: f.convert("RGB", matrix)
    digest = _digest("edit", edit)
    shift = (digest[0] / 255 - 0.5) * 0.6
    matrix = (1 + shift, 0.1, 0, 8, 0, 1 - shift / 2, 0.1, 0, 0.1, 0, 1 - shift, 12)
    return (edit.strip()[:40] or "custom"), lambda f, i: f.convert("RGB", matrix)


def _vhs(size: tuple[int, int], seed: int) -> Look:
    width, height = size
    faded = _saturation(0.7)
    lines = Image.new("RGB", size, (255, 255, 255))
    draw = ImageDraw.Draw(lines)
    for y in range(0, height, 3):
        draw.line((0, y, width, y), fill=(200, 200, 200))
    band_h = max(6, height // 24)
    band = Image.new("RGB", (width, band_h), (70, 70, 80))
    offset = 2 + _digest("vhs", seed)[0] % 3

    def look(frame: Image.Image, index: int) -> Image.Image:
        r, g, b = frame.convert("RGB", faded).split()
        frame = Image.merge("RGB", (ImageChops.offset(r, offset, 0), g, b))
        frame = ImageChops.multiply(frame, lines)
        y = (index * height // 37) % height  # a tracking band rolling down the picture
        frame.paste(ImageChops.screen(frame.crop((0, y, width, y + band_h)), band), (0, y))
        return frame

    return look


def _snow(size: tuple[int, int], seed: int) -> Look:
    width, height = size
    matrix = _TINTS["snow"]
    digest = _digest("snow", seed) * 4
    flakes = [
        (
            digest[k] * width // 255,
            digest[k + 1] * height // 255,
            2 + digest[k + 2] % 5,
            1 + digest[k + 3] % 3,
        )
        for k in range(0, 120, 3)
    ]

    def look(frame: Image.Image, index: int) -> Image.Image:
        frame = frame.convert("RGB", matrix)
        draw = ImageDraw.Draw(frame)
        for x, y, speed, r in flakes:
            fy = (y + index * speed) % height
            fx = (x + round(6 * math.sin(index / 6 + y))) % width
            draw.ellipse((fx - r, fy - r, fx + r, fy + r), fill=(250, 250, 255))
        return frame

    return look


# --- the marks: PREVIEW badge, caption, timecode, progress --------------------------------------------


def _font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    return ImageFont.load_default(size=size)


def _overlaid(
    frames: Iterator[Image.Image], size: tuple[int, int], count: int, fps: float, caption: str
) -> Iterator[Image.Image]:
    """PREVIEW across the top and the caption along the bottom, drawn once; per frame only the timecode
    and the progress bar change."""
    width, height = size
    big = max(14, width // 9)
    small = max(10, width // 32)
    # Nearly opaque, so the marks of a source video (a preview itself) do not show through.
    badge = Image.new("RGBA", (width, int(big * 1.6)), (0, 0, 0, 235))
    ImageDraw.Draw(badge).text(
        (width // 2, int(big * 0.8)), "PREVIEW", font=_font(big), fill=(255, 255, 255, 240), anchor="mm"
    )
    line = int(small * 1.6)
    strip = Image.new("RGBA", (width, line * 2 + small), (0, 0, 0, 235))
    draw = ImageDraw.Draw(strip)
    font = _font(small)
    draw.text(
        (width // 2, line // 2 + small // 2), caption[:60], font=font, fill=(255, 255, 255, 230), anchor="mm"
    )
    clock = font.getlength("00.0/10.0s")
    details = next(
        (
            text
            for text in (
                f"{width}x{height} · {fps:g} fps · no GPU backend configured",
                f"{width}x{height} · {fps:g} fps · no GPU",
                f"{width}x{height}",
            )
            if font.getlength(text) + clock + 3 * small <= width
        ),
        "",
    )
    draw.text(
        (small, line + line // 2 + small // 2), details, font=font, fill=(255, 255, 255, 200), anchor="lm"
    )
    strip_y = height - strip.height
    bar_h = max(2, small // 4)
    total = (count - 1) / fps if count > 1 else 0.0
    for i, frame in enumerate(frames):
        frame.paste(badge, (0, 0), badge)
        frame.paste(strip, (0, strip_y), strip)
        draw = ImageDraw.Draw(frame)
        seconds = i / fps
        draw.text(
            (width - small, strip_y + line + line // 2 + small // 2),
            f"{seconds:04.1f}/{total:.1f}s",
            font=font,
            fill=(255, 255, 255),
            anchor="rm",
        )
        done = round(width * i / (count - 1)) if count > 1 else width
        draw.rectangle((0, height - bar_h, done, height), fill=(236, 72, 153))
        yield frame


# --- encoding ---------------------------------------------------------------------------------------


def _read_audio(data: bytes) -> array[float]:
    """Mono float samples at AUDIO_RATE from any audio file FFmpeg reads (the speech is a WAV)."""
    samples: array[float] = array("f")
    try:
        with av.open(io.BytesIO(data), "r") as container:
            if not container.streams.audio:
                raise ValueError("The audio file has no sound in it.")
            resampler = av.AudioResampler(format="flt", layout="mono", rate=AUDIO_RATE)
            for frame in container.decode(container.streams.audio[0]):
                for out in resampler.resample(frame):
                    samples.frombytes(bytes(out.planes[0])[: out.samples * 4])
            for out in resampler.resample(None):
                samples.frombytes(bytes(out.planes[0])[: out.samples * 4])
    except av.FFmpegError as exc:
        raise ValueError("The audio file could not be read.") from exc
    return samples


def _levels(samples: array[float] | None, count: int, fps: float) -> list[float]:
    """The loudness (peak, 0–1) of the speech under each frame; a gentle pulse when there is none."""
    if samples is None:
        return [0.3 + 0.2 * math.sin(i / 2) for i in range(count)]
    levels = []
    for i in range(count):
        chunk = samples[round(i * AUDIO_RATE / fps) : round((i + 1) * AUDIO_RATE / fps)]
        peak = max(max(chunk, default=0.0), -min(chunk, default=0.0))
        levels.append(min(1.0, peak * 1.5))
    return levels


def _encode(
    frames: Iterator[Image.Image], size: tuple[int, int], fps: int, samples: array[float] | None
) -> bytes:
    """H.264 (yuv420p) with the index at the front (faststart), and the audio as AAC interleaved with the
    pictures, padded with silence or cut to the video's length. FFmpeg moves the index by re-reading the
    file, which it cannot do through a Python file object: hence the temporary file."""
    rate = Fraction(fps)
    with tempfile.TemporaryDirectory(prefix="nocturne-preview-") as folder:
        path = os.path.join(folder, "video.mp4")
        with av.open(path, "w", format="mp4", options={"movflags": "+faststart"}) as container:
            container.metadata["comment"] = "Nocturne preview: placeholder video, no GPU backend configured"
            video = container.add_stream("libx264", rate=rate, options=X264_OPTIONS)
            video.width, video.height = size
            video.pix_fmt = "yuv420p"
            sound = (
                container.add_stream("aac", rate=AUDIO_RATE, layout="mono") if samples is not None else None
            )
            for i, image in enumerate(frames):
                frame = av.VideoFrame.from_image(image)
                frame.pts, frame.time_base = i, 1 / rate
                container.mux(video.encode(frame))
                if sound is not None and samples is not None:
                    start, end = round(i * AUDIO_RATE / rate), round((i + 1) * AUDIO_RATE / rate)
                    chunk = samples[start:end]
                    chunk.extend([0.0] * (end - start - len(chunk)))  # silence past the speech's end
                    piece = av.AudioFrame(format="fltp", layout="mono", samples=end - start)
                    piece.planes[0].update(chunk.tobytes())
                    piece.sample_rate, piece.pts, piece.time_base = AUDIO_RATE, start, Fraction(1, AUDIO_RATE)
                    container.mux(sound.encode(piece))
            container.mux(video.encode(None))
            if sound is not None:
                container.mux(sound.encode(None))
        with open(path, "rb") as file:
            return file.read()
