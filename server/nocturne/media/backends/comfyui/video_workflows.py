"""Pure builders of ComfyUI API-format graphs for videos (spec 3 Video generation request, all seven
modes), on WAN 2.1 and WAN 2.2 14B with ComfyUI's core nodes only. Like workflows.py, node ids are
"1", "2", … in build order, so a request always gives the same graph (tests pin them in golden files).

The graphs follow ComfyUI's official templates [Comfy-Org/workflow_templates video_wan2_2_14B_i2v/t2v,
comfyanonymous/ComfyUI_examples wan, wan22]:
- WAN 2.1: one UNETLoader → LoRAs (LoraLoaderModelOnly) → ModelSamplingSD3 → KSampler. Image-to-video
  conditions on the start image through WanImageToVideo with a CLIP vision encoding of it; text-to-video
  samples an EmptyHunyuanLatentVideo.
- WAN 2.2 14B: two experts, each UNETLoader → LoRAs → ModelSamplingSD3; one KSamplerAdvanced per expert on
  the same latent, split at a step (high noise: add noise, stop at the split, keep the leftover noise; low
  noise: continue from the split). An action LoRA goes after the expert its `placement` names (both when
  it names none); the lightx2v 4-step LoRA pair goes on both when speed is Fast, with 4 steps at cfg 1
  split at 2, as the template's "Enable 4steps LoRA" switch does.
- The still (text-to-video, or image-to-video without a picture) is made first in the same graph: an SDXL
  txt2img pass on the image model's checkpoint (COMFYUI_CHECKPOINTS, as images use) whose decoded image
  is WanImageToVideo's start_image and is saved too (SaveImage), so the job also returns it.
- The video is VAEDecode → CreateVideo (16 fps; 25 for lip-sync) → SaveVideo (MP4, H.264).

Length is `VideoSpec.frames` (duration × fps + 1) rounded up to WAN's 4k+1; width and height are rounded
to the nearest multiple of 16 (480x832 stays 480x832), and the stored video has the size it was made at.
Inputs (start image, source video, speech WAV) are uploaded first; the builders take the server's names.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from nocturne.media.backends.comfyui.video_models import (
    VideoOptions,
    WanSampling,
    size_16,
    talk_windows,
    wan_length,
)
from nocturne.media.backends.comfyui.workflows import ComfyOptions, Graph, Link
from nocturne.media.backends.port import BackendError, GenerationRequest, Lora, VideoMode, VideoSpec

# Modes that sample a video model; the others only remux or upscale frames, whatever model they name.
GENERATIVE_MODES: tuple[VideoMode, ...] = (
    "image-to-video",
    "text-to-video",
    "extend-video",
    "lipsync-video",
    "edit-video",
)
SEEDANCE_ON_COMFYUI = (
    "Seedance videos are made by the hosted video service, not by ComfyUI: route the SEEDANCE model to "
    'the hosted backend (MEDIA_BACKEND_BY_MODEL, e.g. {"SEEDANCE": "fal"}).'
)
# ImageFromBatch clamps an index past the end to the last image, on old servers (index 0–4095) and new.
LAST_FRAME = 4095
ALL_FRAMES = 4096


def build_video(
    request: GenerationRequest, options: ComfyOptions, video: VideoOptions, uploaded: Mapping[str, str]
) -> Graph:
    """The graph for a video or video_enhance job; uploaded maps source/video/audio to the server's names."""
    spec = request.video
    if spec is None:
        raise BackendError("This video job has no video settings.", transient=False)
    if spec.model == "SEEDANCE" and spec.mode in GENERATIVE_MODES:
        raise BackendError(SEEDANCE_ON_COMFYUI, transient=False)
    g = _VideoGraph(request, spec, options, video, uploaded)
    if request.kind == "video_enhance" or spec.mode == "enhanced-video":
        g.enhance()
    elif spec.mode in ("image-to-video", "text-to-video"):
        g.generate_video()
    elif spec.mode == "extend-video":
        g.extend()
    elif spec.mode == "lipsync-video":
        g.lipsync()
    elif spec.mode == "add-audio-to-video":
        g.add_audio()
    else:
        g.edit()
    return g.graph


def _out(node_id: str, index: int = 0) -> Link:
    return [node_id, index]


class _VideoGraph:
    def __init__(
        self,
        request: GenerationRequest,
        spec: VideoSpec,
        options: ComfyOptions,
        video: VideoOptions,
        uploaded: Mapping[str, str],
    ) -> None:
        self.graph: Graph = {}
        self.request, self.spec, self.options, self.video = request, spec, options, video
        self.uploaded = uploaded
        self.width, self.height = size_16(request.width), size_16(request.height)
        self.length = wan_length(spec.frames)
        self.seed = request.seed % (1 << 64)
        self.fast = spec.speed == "Fast"
        self._shared: dict[str, str] = {}

    # -- plumbing ------------------------------------------------------------------------------------

    def add(self, class_type: str, *, stage: str | None = None, **inputs: Any) -> str:
        """A node; `stage` becomes its title (_meta.title), which progress shows while it runs."""
        node_id = str(len(self.graph) + 1)
        node: dict[str, Any] = {"class_type": class_type, "inputs": inputs}
        if stage:
            node["_meta"] = {"title": stage}
        self.graph[node_id] = node
        return node_id

    def once(self, key: str, class_type: str, **inputs: Any) -> str:
        """A loader shared by every part of the graph (one text encoder, one VAE)."""
        if key not in self._shared:
            self._shared[key] = self.add(class_type, **inputs)
        return self._shared[key]

    def input_name(self, role: str, what: str) -> str:
        name = self.uploaded.get(role)
        if not name:
            raise BackendError(f"This video job needs {what}, and none was given.", transient=False)
        return name

    def text_encoder(self) -> Link:
        return _out(self.once("clip", "CLIPLoader", clip_name=self.video.file("text_encoder"), type="wan"))

    def vae(self) -> Link:
        return _out(self.once("vae", "VAELoader", vae_name=self.video.file("vae")))

    def prompts(self, text: str) -> tuple[Link, Link]:
        negative = self.request.negative_prompt or self.video.negative_prompt
        positive = self.add("CLIPTextEncode", text=text, clip=self.text_encoder())
        return _out(positive), _out(self.add("CLIPTextEncode", text=negative, clip=self.text_encoder()))

    def expert(self, role: str, speed_role: str | None, loras: list[Lora], shift: float) -> Link:
        """UNETLoader → speed LoRA → action LoRAs → ModelSamplingSD3 for one (expert) model."""
        model = _out(self.add("UNETLoader", unet_name=self.video.file(role), weight_dtype="default"))
        chain = [(self.video.file(speed_role), 1.0)] if speed_role else []
        chain += [(lora.name, lora.strength) for lora in loras]
        for name, strength in chain:
            node = self.add("LoraLoaderModelOnly", model=model, lora_name=name, strength_model=strength)
            model = _out(node)
        return _out(self.add("ModelSamplingSD3", model=model, shift=shift))

    def clip_vision(self, image: Link) -> Link:
        loader = self.once("clip_vision", "CLIPVisionLoader", clip_name=self.video.file("clip_vision"))
        return _out(self.add("CLIPVisionEncode", clip_vision=_out(loader), image=image, crop="none"))

    def sampler(
        self,
        stage: str,
        model: Link,
        conditioning: tuple[Link, Link],
        latent: Link,
        sampling: WanSampling,
        denoise: float = 1.0,
    ) -> str:
        positive, negative = conditioning
        return self.add(
            "KSampler",
            stage=stage,
            model=model,
            seed=self.seed,
            steps=sampling.steps,
            cfg=sampling.cfg,
            sampler_name=sampling.sampler_name,
            scheduler=sampling.scheduler,
            positive=positive,
            negative=negative,
            latent_image=latent,
            denoise=denoise,
        )

    def two_experts(
        self,
        high: Link,
        low: Link,
        positive: Link,
        negative: Link,
        latent: Link,
        sampling: WanSampling,
        start: int = 0,
    ) -> Link:
        """The WAN 2.2 pair of KSamplerAdvanced passes; start > 0 re-noises an encoded video (edit)."""
        common = {
            "noise_seed": self.seed,
            "steps": sampling.steps,
            "cfg": sampling.cfg,
            "sampler_name": sampling.sampler_name,
            "scheduler": sampling.scheduler,
            "positive": positive,
            "negative": negative,
        }
        low_noise = "enable"
        if start < sampling.split:
            first = self.add(
                "KSamplerAdvanced",
                stage="high noise",
                model=high,
                add_noise="enable",
                **common,
                latent_image=latent,
                start_at_step=start,
                end_at_step=sampling.split,
                return_with_leftover_noise="enable",
            )
            latent, low_noise = _out(first), "disable"
        second = self.add(
            "KSamplerAdvanced",
            stage="low noise",
            model=low,
            add_noise=low_noise,
            **common,
            latent_image=latent,
            start_at_step=max(start, sampling.split),
            end_at_step=10000,
            return_with_leftover_noise="disable",
        )
        return _out(second)

    def decode(self, latent: Link) -> Link:
        return _out(self.add("VAEDecode", stage="decoding", samples=latent, vae=self.vae()))

    def save(self, images: Link, fps: float | Link, audio: Link | None = None) -> None:
        inputs: dict[str, Any] = {"images": images, "fps": fps}
        if audio is not None:
            inputs["audio"] = audio
        created = self.add("CreateVideo", stage="encoding", **inputs)
        self.add(
            "SaveVideo",
            stage="encoding",
            video=_out(created),
            filename_prefix=f"video/{self.video.filename_prefix}",
            format="auto",
            codec="auto",
        )

    def source_video(self) -> str:
        """LoadVideo → GetVideoComponents (images 0, audio 1, fps 2)."""
        loaded = self.add("LoadVideo", file=self.input_name("video", "a video to start from"))
        return self.add("GetVideoComponents", video=_out(loaded))

    # -- the start image -------------------------------------------------------------------------------

    def start_image(self) -> Link | None:
        """The uploaded picture, or the still made first when the request has a still prompt."""
        if self.uploaded.get("source"):
            return _out(self.add("LoadImage", image=self.uploaded["source"]))
        if self.spec.still_prompt:
            return self.still(self.spec.still_prompt)
        return None

    def still(self, prompt: str) -> Link:
        """SDXL txt2img on the image model's checkpoint at the video's size, saved as the job's still."""
        model_name = self.spec.still_model or self.request.model
        checkpoint = self.options.checkpoints.get(model_name)
        if not checkpoint:
            raise BackendError(
                f"No checkpoint file is configured for the image model '{model_name}' "
                "(add it to COMFYUI_CHECKPOINTS).",
                transient=False,
            )
        loader = self.add("CheckpointLoaderSimple", stage="still", ckpt_name=checkpoint)
        clip = _out(loader, 1)
        skip = self.options.clip_skip.get(model_name)
        if skip is not None and skip != -1:
            clip = _out(self.add("CLIPSetLastLayer", stage="still", clip=clip, stop_at_clip_layer=skip))
        negative = self.spec.still_negative_prompt or self.options.negative_prompt
        positive = self.add("CLIPTextEncode", stage="still", text=prompt, clip=clip)
        negative_node = self.add("CLIPTextEncode", stage="still", text=negative, clip=clip)
        latent = self.add(
            "EmptyLatentImage", stage="still", width=self.width, height=self.height, batch_size=1
        )
        sampling = self.options.sampling_by_model.get(model_name, self.options.sampling)
        sampled = self.add(
            "KSampler",
            stage="still",
            model=_out(loader, 0),
            seed=self.seed,
            steps=sampling.steps,
            cfg=sampling.cfg,
            sampler_name=sampling.sampler_name,
            scheduler=sampling.scheduler,
            positive=_out(positive),
            negative=_out(negative_node),
            latent_image=_out(latent),
            denoise=1.0,
        )
        image = _out(self.add("VAEDecode", stage="still", samples=_out(sampled), vae=_out(loader, 2)))
        self.add(
            "SaveImage", stage="still", images=image, filename_prefix=f"{self.video.filename_prefix}_still"
        )
        return image

    # -- WAN sampling ------------------------------------------------------------------------------------

    def wan(self, image: Link | None, prompt: str) -> Link:
        """Decoded frames of one WAN clip: image-to-video from `image`, text-to-video without one."""
        kind = "i2v" if image is not None else "t2v"
        loras = list(self.request.loras)
        if self.spec.model == "WAN_2_1":
            sampling = self.video.wan21[self.spec.speed]
            speed_role = f"wan21_{kind}_fast" if self.fast else None
            model = self.expert(f"wan21_{kind}", speed_role, loras, sampling.shift)
            positive, negative = self.prompts(prompt)
            if image is not None:
                vision = self.clip_vision(image)
                cond = self.image_to_video(positive, negative, image, clip_vision_output=vision)
                positive, negative, latent = _out(cond, 0), _out(cond, 1), _out(cond, 2)
            else:
                latent = self.empty_latent()
            return self.decode(_out(self.sampler("sampling", model, (positive, negative), latent, sampling)))
        sampling = (self.video.wan22_i2v if image is not None else self.video.wan22_t2v)[self.spec.speed]
        high, low = self.experts(kind, sampling)
        positive, negative = self.prompts(prompt)
        if image is not None:
            cond = self.image_to_video(positive, negative, image)
            positive, negative, latent = _out(cond, 0), _out(cond, 1), _out(cond, 2)
        else:
            latent = self.empty_latent()
        return self.decode(self.two_experts(high, low, positive, negative, latent, sampling))

    def experts(self, kind: str, sampling: WanSampling) -> tuple[Link, Link]:
        loras = self.request.loras
        high = [lora for lora in loras if lora.placement in ("high_noise", "both")]
        low = [lora for lora in loras if lora.placement in ("low_noise", "both")]
        fast_high = f"wan22_{kind}_fast_high" if self.fast else None
        fast_low = f"wan22_{kind}_fast_low" if self.fast else None
        return (
            self.expert(f"wan22_{kind}_high", fast_high, high, sampling.shift),
            self.expert(f"wan22_{kind}_low", fast_low, low, sampling.shift),
        )

    def image_to_video(self, positive: Link, negative: Link, image: Link, **extra: Any) -> str:
        return self.add(
            "WanImageToVideo",
            positive=positive,
            negative=negative,
            vae=self.vae(),
            width=self.width,
            height=self.height,
            length=self.length,
            batch_size=1,
            **extra,
            start_image=image,
        )

    def empty_latent(self) -> Link:
        latent = self.add(
            "EmptyHunyuanLatentVideo", width=self.width, height=self.height, length=self.length, batch_size=1
        )
        return _out(latent)

    # -- the modes ------------------------------------------------------------------------------------

    def generate_video(self) -> None:
        """image-to-video and text-to-video."""
        image = self.start_image()
        if image is None and self.spec.mode == "image-to-video":
            raise BackendError(
                "This video job needs a picture to animate, and none was given.", transient=False
            )
        self.save(self.wan(image, self.request.prompt), float(self.spec.fps))

    def extend(self) -> None:
        """Continue the source from its last frame, then join: the new clip's first frame is that last
        frame, so it is dropped and the source's own frames (and sound) are kept as they were."""
        parts = self.source_video()
        last = self.add("ImageFromBatch", image=_out(parts, 0), batch_index=LAST_FRAME, length=1)
        frames = self.wan(_out(last), self.request.prompt)
        tail = self.add("ImageFromBatch", image=frames, batch_index=1, length=ALL_FRAMES)
        joined = self.add("ImageBatch", image1=_out(parts, 0), image2=_out(tail))
        self.save(_out(joined), float(self.spec.fps), audio=_out(parts, 1))

    def lipsync(self) -> None:
        """InfiniteTalk on WAN 2.1 image-to-video: the speech drives the mouth, in 81-frame windows that
        each continue from the previous one's last frames; the speech is muxed into the video."""
        image = self.start_image()
        if image is None:
            raise BackendError(
                "This video job needs a picture to animate, and none was given.", transient=False
            )
        sampling = self.video.wan21[self.spec.speed]
        model = self.expert(
            "wan21_i2v", "wan21_i2v_fast" if self.fast else None, list(self.request.loras), sampling.shift
        )
        patch = self.add("ModelPatchLoader", name=self.video.file("infinitetalk"))
        positive, negative = self.prompts(self.request.prompt)
        vision = self.clip_vision(image)
        audio = self.add("LoadAudio", audio=self.input_name("audio", "the speech to lip-sync"))
        encoder = self.add("AudioEncoderLoader", audio_encoder_name=self.video.file("audio_encoder"))
        encoded = self.add("AudioEncoderEncode", audio_encoder=_out(encoder), audio=_out(audio))
        seconds = self.spec.audio_duration or self.spec.duration
        total = wan_length(math.ceil(seconds * self.video.talk_fps) + 1)
        windows = talk_windows(total, self.video.talk_window, self.video.talk_motion_frames)
        frames: Link | None = None
        for number, length in enumerate(windows, start=1):
            inputs: dict[str, Any] = {
                "mode": "single_speaker",
                "model": model,
                "model_patch": _out(patch),
                "positive": positive,
                "negative": negative,
                "vae": self.vae(),
                "width": self.width,
                "height": self.height,
                "length": length,
                "clip_vision_output": vision,
                "audio_encoder_output_1": _out(encoded),
                "motion_frame_count": self.video.talk_motion_frames,
                "audio_scale": self.video.talk_audio_scale,
            }
            if frames is None:
                inputs["start_image"] = image
            else:
                inputs["previous_frames"] = frames
            talk = self.add("WanInfiniteTalkToVideo", **inputs)
            stage = "sampling" if len(windows) == 1 else f"sampling {number}/{len(windows)}"
            conditioning = (_out(talk, 1), _out(talk, 2))
            sampled = self.sampler(stage, _out(talk, 0), conditioning, _out(talk, 3), sampling)
            decoded = self.decode(_out(sampled))
            if frames is None:
                frames = decoded
            else:
                # trim_image: the motion frames this window repeated from the previous one.
                new = self.add("ImageFromBatch", image=decoded, batch_index=_out(talk, 4), length=ALL_FRAMES)
                frames = _out(self.add("ImageBatch", image1=frames, image2=_out(new)))
        assert frames is not None
        self.save(frames, float(self.video.talk_fps), audio=_out(audio))

    def add_audio(self) -> None:
        """Mux the given speech onto the source video, frames and frame rate unchanged."""
        parts = self.source_video()
        audio = self.add("LoadAudio", audio=self.input_name("audio", "the speech to add"))
        self.save(_out(parts, 0), _out(parts, 2), audio=_out(audio))

    def edit(self) -> None:
        """Video-to-video on WAN's text-to-video model(s): the source frames, VAE-encoded, are re-noised
        part of the way and redrawn with the edit prompt (SDEdit, what KSampler's denoise < 1 does for
        images; KSamplerAdvanced's start_at_step does it for the two experts), so motion and layout stay
        and style, background or clothing follow the prompt. Core nodes and the T2V files only."""
        parts = self.source_video()
        clip = self.add("ImageFromBatch", image=_out(parts, 0), batch_index=0, length=self.length)
        frames = self.add(
            "ImageScale",
            image=_out(clip),
            upscale_method="lanczos",
            width=self.width,
            height=self.height,
            crop="center",
        )
        latent = _out(self.add("VAEEncode", stage="reading the video", pixels=_out(frames), vae=self.vae()))
        prompt = self.request.edit_prompt or self.request.prompt
        loras = list(self.request.loras)
        if self.spec.model == "WAN_2_1":
            sampling = self.video.wan21[self.spec.speed]
            model = self.expert("wan21_t2v", "wan21_t2v_fast" if self.fast else None, loras, sampling.shift)
            positive, negative = self.prompts(prompt)
            denoise = self.video.edit_denoise
            node = self.sampler("sampling", model, (positive, negative), latent, sampling, denoise)
            decoded = self.decode(_out(node))
        else:
            sampling = self.video.wan22_t2v[self.spec.speed]
            high, low = self.experts("t2v", sampling)
            positive, negative = self.prompts(prompt)
            start = int(sampling.steps * (1.0 - self.video.edit_denoise))
            decoded = self.decode(self.two_experts(high, low, positive, negative, latent, sampling, start))
        self.save(decoded, _out(parts, 2), audio=_out(parts, 1))

    def enhance(self) -> None:
        """Upscale every frame with the upscale model, then scale to the exact size asked (even, for
        H.264); frame rate and sound are the source's."""
        parts = self.source_video()
        model = self.add("UpscaleModelLoader", model_name=self.options.upscale_model)
        bigger = self.add(
            "ImageUpscaleWithModel", stage="upscaling", upscale_model=_out(model), image=_out(parts, 0)
        )
        exact = self.add(
            "ImageScale",
            stage="upscaling",
            image=_out(bigger),
            upscale_method="lanczos",
            width=_even(self.request.width),
            height=_even(self.request.height),
            crop="disabled",
        )
        self.save(_out(exact), _out(parts, 2), audio=_out(parts, 1))


def _even(value: int) -> int:
    return max(2, value + value % 2)
