"""Pure builders of ComfyUI API-format graphs: {node_id: {"class_type", "inputs"}}, a link being
[node_id, output_index]. Node ids are "1", "2", … in build order, so the same request always gives the
same graph (the golden files in tests/media/comfyui/golden pin them).

Sizes: SDXL's latent is width//8 × height//8, and four of the five spec 9 sizes (916x1145, 1145x916,
1365x768, 768x1365) are not multiples of 8. The graph therefore renders at the size rounded *up* to a
multiple of 8 (916x1145 → 920x1152) and the adapter centre-crops the result to the exact size with
Pillow (client.fit_exact), losing at most 7 pixels per side and never resampling; users always get the
spec's exact pixel size.

Input images (the reference portrait, the image to edit or enhance) are uploaded first with
POST /upload/image; the builders take the names the server gave them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from nocturne.media.backends.comfyui.video_models import VideoOptions
from nocturne.media.backends.port import BackendError, GenerationRequest

Graph = dict[str, dict[str, Any]]
Link = list[Any]

# Pony and Illustrious checkpoints are trained with CLIP skip 2 (CLIPSetLastLayer -2).
DEFAULT_CLIP_SKIP: Mapping[str, int] = {"PrefectPony": -2, "WaiIllustrious": -2}
DEFAULT_NEGATIVE = (
    "lowres, bad anatomy, bad hands, extra fingers, deformed, blurry, watermark, text, signature"
)


@dataclass(frozen=True)
class Sampling:
    sampler_name: str = "dpmpp_2m_sde"
    scheduler: str = "karras"
    steps: int = 30
    cfg: float = 6.0


@dataclass(frozen=True)
class ComfyOptions:
    """What the operator decides about their ComfyUI servers: which files they hold and how to sample."""

    # Spec image model name (BabesYogi, RealismYogi, PrefectPony, WaiIllustrious) → checkpoint file.
    checkpoints: Mapping[str, str]
    clip_skip: Mapping[str, int] = field(default_factory=lambda: dict(DEFAULT_CLIP_SKIP))
    sampling: Sampling = Sampling()
    # Per-model overrides of sampling (Pony models often want euler_ancestral at cfg 7).
    sampling_by_model: Mapping[str, Sampling] = field(default_factory=dict)
    negative_prompt: str = DEFAULT_NEGATIVE
    filename_prefix: str = "nocturne"
    # FaceDetailer (Impact Pack) with an Ultralytics face detector (Impact Subpack).
    face_detector: str = "bbox/face_yolov8m.pt"
    face_steps: int = 20
    face_denoise: float = 0.4
    face_cfg: float = 5.0  # when the request has no face_tuner_cfg
    # Enhance: an ESRGAN-family model and its native factor; ImageScaleBy brings it to the asked factor.
    upscale_model: str = "4x-UltraSharp.pth"
    upscale_model_scale: float = 4.0
    # Identity from the character's reference portrait (ComfyUI_IPAdapter_plus); None leaves it out.
    ipadapter_preset: str | None = None  # e.g. "PLUS FACE (portraits)"
    ipadapter_weight: float = 0.7
    # Edit: img2img on the SDXL checkpoint (core nodes only).
    edit_approach: Literal["img2img"] = "img2img"
    edit_denoise: float = 0.55


def _ksampler(
    b: _GraphBuilder,
    request: GenerationRequest,
    options: ComfyOptions,
    model: Any,
    positive: Any,
    negative: Any,
    latent: Any,
    *,
    denoise: float,
) -> str:
    """The one sampler node of the image and edit graphs, with the model's sampling settings."""
    sampling = _sampling(request, options)
    return b.add(
        "KSampler",
        model=model,
        seed=_seed(request),
        steps=sampling.steps,
        cfg=sampling.cfg,
        sampler_name=sampling.sampler_name,
        scheduler=sampling.scheduler,
        positive=positive,
        negative=negative,
        latent_image=latent,
        denoise=denoise,
    )


def round_up_8(value: int) -> int:
    return max(16, (value + 7) // 8 * 8)


class _GraphBuilder:
    def __init__(self) -> None:
        self.graph: Graph = {}

    def add(self, class_type: str, **inputs: Any) -> str:
        node_id = str(len(self.graph) + 1)
        self.graph[node_id] = {"class_type": class_type, "inputs": inputs}
        return node_id


def _out(node_id: str, index: int = 0) -> Link:
    return [node_id, index]


def _sampling(request: GenerationRequest, options: ComfyOptions) -> Sampling:
    return options.sampling_by_model.get(request.model, options.sampling)


def _checkpoint(request: GenerationRequest, options: ComfyOptions) -> str:
    ckpt = options.checkpoints.get(request.model)
    if not ckpt:
        raise BackendError(
            f"No checkpoint file is configured for the image model '{request.model}' "
            "(add it to COMFYUI_CHECKPOINTS).",
            transient=False,
        )
    return ckpt


def _model_and_clip(
    b: _GraphBuilder, request: GenerationRequest, options: ComfyOptions
) -> tuple[Link, Link, Link]:
    """Checkpoint → LoRA chain → CLIP skip; returns (model, clip, vae) links."""
    ckpt = b.add("CheckpointLoaderSimple", ckpt_name=_checkpoint(request, options))
    model, clip, vae = _out(ckpt, 0), _out(ckpt, 1), _out(ckpt, 2)
    for lora in request.loras:
        node = b.add(
            "LoraLoader",
            model=model,
            clip=clip,
            lora_name=lora.name,
            strength_model=lora.strength,
            strength_clip=lora.strength,
        )
        model, clip = _out(node, 0), _out(node, 1)
    skip = options.clip_skip.get(request.model)
    if skip is not None and skip != -1:
        clip = _out(b.add("CLIPSetLastLayer", clip=clip, stop_at_clip_layer=skip))
    return model, clip, vae


def _prompts(
    b: _GraphBuilder, clip: Link, positive: str, request: GenerationRequest, options: ComfyOptions
) -> tuple[Link, Link]:
    pos = b.add("CLIPTextEncode", text=positive, clip=clip)
    neg = b.add("CLIPTextEncode", text=request.negative_prompt or options.negative_prompt, clip=clip)
    return _out(pos), _out(neg)


def _seed(request: GenerationRequest) -> int:
    return request.seed % (1 << 64)


def build_image(
    request: GenerationRequest, options: ComfyOptions, *, reference_image: str | None = None
) -> Graph:
    """Text to image: SDXL with LoRAs, optional identity (IP-Adapter) and optional face pass.

    reference_image is the uploaded name of request.reference; it is used only when the options name an
    IP-Adapter preset.
    """
    b = _GraphBuilder()
    model, clip, vae = _model_and_clip(b, request, options)
    if reference_image is not None and options.ipadapter_preset:
        portrait = b.add("LoadImage", image=reference_image)
        loader = b.add("IPAdapterUnifiedLoader", model=model, preset=options.ipadapter_preset)
        adapted = b.add(
            "IPAdapterAdvanced",
            model=_out(loader, 0),
            ipadapter=_out(loader, 1),
            image=_out(portrait),
            weight=options.ipadapter_weight,
            weight_type="linear",
            combine_embeds="concat",
            start_at=0.0,
            end_at=1.0,
            embeds_scaling="V only",
        )
        model = _out(adapted)
    positive, negative = _prompts(b, clip, request.prompt, request, options)
    latent = b.add(
        "EmptyLatentImage",
        width=round_up_8(request.width),
        height=round_up_8(request.height),
        batch_size=max(1, request.batch_size),
    )
    sampled = _ksampler(b, request, options, model, positive, negative, _out(latent), denoise=1.0)
    image = _out(b.add("VAEDecode", samples=_out(sampled), vae=vae))
    if request.face_tuner_prompt:
        image = _face_pass(b, request, options, image, model, clip, vae, negative)
    b.add("SaveImage", images=image, filename_prefix=options.filename_prefix)
    return b.graph


def _face_pass(
    b: _GraphBuilder,
    request: GenerationRequest,
    options: ComfyOptions,
    image: Link,
    model: Link,
    clip: Link,
    vae: Link,
    negative: Link,
) -> Link:
    detector = b.add("UltralyticsDetectorProvider", model_name=options.face_detector)
    face_prompt = b.add("CLIPTextEncode", text=request.face_tuner_prompt, clip=clip)
    sampling = _sampling(request, options)
    cfg = request.face_tuner_cfg if request.face_tuner_cfg is not None else options.face_cfg
    detailer = b.add(
        "FaceDetailer",
        image=image,
        model=model,
        clip=clip,
        vae=vae,
        guide_size=1024.0,
        guide_size_for=True,
        max_size=1024.0,
        seed=_seed(request),
        steps=options.face_steps,
        cfg=float(cfg),
        sampler_name=sampling.sampler_name,
        scheduler=sampling.scheduler,
        positive=_out(face_prompt),
        negative=negative,
        denoise=options.face_denoise,
        feather=5,
        noise_mask=True,
        force_inpaint=True,
        bbox_threshold=0.5,
        bbox_dilation=10,
        bbox_crop_factor=3.0,
        sam_detection_hint="center-1",
        sam_dilation=0,
        sam_threshold=0.93,
        sam_bbox_expansion=0,
        sam_mask_hint_threshold=0.7,
        sam_mask_hint_use_negative="False",
        drop_size=10,
        bbox_detector=_out(detector, 0),
        wildcard="",
        cycle=1,
        inpaint_model=False,
        noise_mask_feather=20,
    )
    return _out(detailer, 0)


def build_enhance(request: GenerationRequest, options: ComfyOptions, *, source_image: str) -> Graph:
    """Upscale an uploaded image by request.upscale_factor with an upscale model (and ImageScaleBy)."""
    b = _GraphBuilder()
    loaded = b.add("LoadImage", image=source_image)
    upscaler = b.add("UpscaleModelLoader", model_name=options.upscale_model)
    image = _out(b.add("ImageUpscaleWithModel", upscale_model=_out(upscaler), image=_out(loaded)))
    scale_by = round(request.upscale_factor / options.upscale_model_scale, 4)
    if scale_by != 1.0:
        image = _out(b.add("ImageScaleBy", image=image, upscale_method="lanczos", scale_by=scale_by))
    b.add("SaveImage", images=image, filename_prefix=options.filename_prefix)
    return b.graph


def build_edit(request: GenerationRequest, options: ComfyOptions, *, source_image: str) -> Graph:
    """Image to image on the SDXL checkpoint, guided by the edit prompt (core nodes only)."""
    if options.edit_approach != "img2img":  # pragma: no cover - the only approach so far
        raise BackendError(f"Unknown edit approach '{options.edit_approach}'.")
    b = _GraphBuilder()
    model, clip, vae = _model_and_clip(b, request, options)
    positive, negative = _prompts(b, clip, request.edit_prompt or request.prompt, request, options)
    loaded = b.add("LoadImage", image=source_image)
    latent = _out(b.add("VAEEncode", pixels=_out(loaded), vae=vae))
    if request.batch_size > 1:
        latent = _out(b.add("RepeatLatentBatch", samples=latent, amount=request.batch_size))
    sampled = _ksampler(b, request, options, model, positive, negative, latent, denoise=options.edit_denoise)
    image = _out(b.add("VAEDecode", samples=_out(sampled), vae=vae))
    b.add("SaveImage", images=image, filename_prefix=options.filename_prefix)
    return b.graph


def build_workflow(
    request: GenerationRequest,
    options: ComfyOptions,
    uploaded: Mapping[str, str],
    video: VideoOptions | None = None,
) -> Graph:
    """The graph for any job kind; uploaded maps "reference"/"source" (and a video's "video"/"audio") to
    the names the server gave."""
    if request.kind in ("video", "video_enhance"):
        # Imported here: video_workflows builds on this module's options and types.
        from nocturne.media.backends.comfyui.video_workflows import build_video

        return build_video(request, options, video or VideoOptions(), uploaded)
    if request.kind == "image":
        return build_image(request, options, reference_image=uploaded.get("reference"))
    source = uploaded.get("source")
    if source is None:
        raise BackendError("This job needs an image to work on, and none was given.")
    if request.kind == "image_enhance":
        return build_enhance(request, options, source_image=source)
    return build_edit(request, options, source_image=source)


# How much of a run each node is, for whole-graph progress: sampler steps dominate, loading and
# decoding get a fixed share. Measured runs can refine these later.
def node_weights(graph: Graph) -> dict[str, float]:
    weights: dict[str, float] = {}
    for node_id, node in graph.items():
        inputs = node["inputs"]
        match node["class_type"]:
            case "KSampler":
                weights[node_id] = float(inputs.get("steps", 20))
            case "FaceDetailer":
                weights[node_id] = float(inputs.get("steps", 20)) * float(inputs.get("cycle", 1))
            case "ImageUpscaleWithModel":
                weights[node_id] = 8.0
            case "CheckpointLoaderSimple" | "VAEDecode" | "VAEEncode" | "IPAdapterUnifiedLoader":
                weights[node_id] = 2.0
            case _:
                weights[node_id] = 0.5
    return weights


STAGES = {
    "CheckpointLoaderSimple": "loading the model",
    "LoraLoader": "loading the model",
    "UpscaleModelLoader": "loading the model",
    "IPAdapterUnifiedLoader": "loading the model",
    "IPAdapterAdvanced": "matching the reference face",
    "KSampler": "drawing",
    "VAEDecode": "decoding",
    "VAEEncode": "reading the image",
    "FaceDetailer": "refining the face",
    "UltralyticsDetectorProvider": "refining the face",
    "ImageUpscaleWithModel": "upscaling",
    "ImageScaleBy": "upscaling",
    "SaveImage": "saving",
}


def stage_for(class_type: str | None) -> str | None:
    return STAGES.get(class_type or "")
