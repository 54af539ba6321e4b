"""What the operator decides about video on their ComfyUI servers, and the arithmetic of WAN clips.

Model files by role default to the files of ComfyUI's official WAN templates and the usual speed LoRAs;
COMFYUI_VIDEO_FILES overrides any role (video_options). Sampling follows the templates per model and speed.
Lengths are WAN's 4k+1 frames, sizes multiples of 16, and InfiniteTalk speaks in 81-frame windows.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Literal

from nocturne.media.backends.port import GenerationRequest, InputMedia

VIDEO_KINDS = ("video", "video_enhance")

# Model files by role: the defaults of ComfyUI's repackaged WAN files used by the official templates, the
# lightx2v speed LoRAs (Comfy-Org/Wan_2.2_ComfyUI_Repackaged for WAN 2.2, Kijai/WanVideo_comfy for
# WAN 2.1) and the InfiniteTalk patch with its audio encoder. COMFYUI_VIDEO_FILES overrides any role.
DEFAULT_VIDEO_FILES: Mapping[str, str] = MappingProxyType(
    {
        "wan21_i2v": "wan2.1_i2v_480p_14B_fp8_scaled.safetensors",
        "wan21_t2v": "wan2.1_t2v_14B_fp8_scaled.safetensors",
        "wan22_i2v_high": "wan2.2_i2v_high_noise_14B_fp8_scaled.safetensors",
        "wan22_i2v_low": "wan2.2_i2v_low_noise_14B_fp8_scaled.safetensors",
        "wan22_t2v_high": "wan2.2_t2v_high_noise_14B_fp8_scaled.safetensors",
        "wan22_t2v_low": "wan2.2_t2v_low_noise_14B_fp8_scaled.safetensors",
        "text_encoder": "umt5_xxl_fp8_e4m3fn_scaled.safetensors",
        "vae": "wan_2.1_vae.safetensors",
        "clip_vision": "clip_vision_h.safetensors",
        "wan21_i2v_fast": "lightx2v_I2V_14B_480p_cfg_step_distill_rank64_bf16.safetensors",
        "wan21_t2v_fast": "lightx2v_T2V_14B_cfg_step_distill_v2_lora_rank64_bf16.safetensors",
        "wan22_i2v_fast_high": "wan2.2_i2v_lightx2v_4steps_lora_v1_high_noise.safetensors",
        "wan22_i2v_fast_low": "wan2.2_i2v_lightx2v_4steps_lora_v1_low_noise.safetensors",
        "wan22_t2v_fast_high": "wan2.2_t2v_lightx2v_4steps_lora_v1.1_high_noise.safetensors",
        "wan22_t2v_fast_low": "wan2.2_t2v_lightx2v_4steps_lora_v1.1_low_noise.safetensors",
        "infinitetalk": "wan2.1_infiniteTalk_single_fp16.safetensors",
        "audio_encoder": "wav2vec2-chinese-base_fp16.safetensors",
    }
)
# The negative prompt of the official WAN templates (WAN was trained with it, in Chinese).
WAN_NEGATIVE = (
    "色调艳丽，过曝，静态，细节模糊不清，字幕，风格，作品，画作，画面，静止，整体发灰，最差质量，低质量，"
    "JPEG压缩残留，丑陋的，残缺的，多余的手指，画得不好的手部，画得不好的脸部，畸形的，毁容的，形态畸形的肢体，"
    "手指融合，静止不动的画面，杂乱的背景，三条腿，背景人很多，倒着走"
)
Speed = Literal["Fast", "Normal"]


@dataclass(frozen=True)
class WanSampling:
    steps: int
    cfg: float
    sampler_name: str = "euler"
    scheduler: str = "simple"
    shift: float = 8.0  # ModelSamplingSD3
    split: int = 0  # WAN 2.2: the step at which the low-noise expert takes over


def _wan21() -> dict[Speed, WanSampling]:
    # ComfyUI_examples wan: uni_pc/simple, 20 steps, cfg 6, shift 8; the step-distilled LoRA: 4 at cfg 1.
    return {"Normal": WanSampling(20, 6.0, "uni_pc", "simple", 8.0), "Fast": WanSampling(4, 1.0, shift=8.0)}


def _wan22(shift: float) -> dict[Speed, WanSampling]:
    # The 14B templates: 20 steps at cfg 3.5 split at 10, or with the 4-step LoRAs 4 at cfg 1 split at 2.
    return {
        "Normal": WanSampling(20, 3.5, shift=shift, split=10),
        "Fast": WanSampling(4, 1.0, shift=shift, split=2),
    }


@dataclass(frozen=True)
class VideoOptions:
    """What the operator decides about video on their ComfyUI servers (files by role, sampling)."""

    files: Mapping[str, str] = field(default_factory=lambda: dict(DEFAULT_VIDEO_FILES))
    wan21: Mapping[Speed, WanSampling] = field(default_factory=_wan21)
    # Shift 5 in the image-to-video template, 8 in the text-to-video example.
    wan22_i2v: Mapping[Speed, WanSampling] = field(default_factory=lambda: _wan22(5.0))
    wan22_t2v: Mapping[Speed, WanSampling] = field(default_factory=lambda: _wan22(8.0))
    negative_prompt: str = WAN_NEGATIVE
    filename_prefix: str = "nocturne"
    # Edit: how much of the source is re-noised before the edit prompt redraws it (SDEdit strength).
    edit_denoise: float = 0.6
    # InfiniteTalk reads speech at 25 video frames a second (its wav2vec features are resampled to 25 fps),
    # and was trained on 81-frame windows that continue from the last 9 frames of the previous one.
    talk_fps: int = 25
    talk_window: int = 81
    talk_motion_frames: int = 9
    talk_audio_scale: float = 1.0

    def file(self, role: str) -> str:
        return self.files.get(role) or DEFAULT_VIDEO_FILES[role]


def video_options(files: Mapping[str, str]) -> VideoOptions:
    """VideoOptions with COMFYUI_VIDEO_FILES applied; an unknown role is a configuration mistake."""
    unknown = sorted(set(files) - set(DEFAULT_VIDEO_FILES))
    if unknown:
        known = ", ".join(DEFAULT_VIDEO_FILES)
        raise ValueError(f"COMFYUI_VIDEO_FILES names unknown roles {', '.join(unknown)} (known: {known}).")
    return VideoOptions(files={**DEFAULT_VIDEO_FILES, **files})


def wan_length(frames: int) -> int:
    """The frame count rounded up to WAN's 4k+1 (81 = 5 s and 161 = 10 s at 16 fps)."""
    return (max(1, frames) + 2) // 4 * 4 + 1


def size_16(value: int) -> int:
    return max(16, round(value / 16) * 16)


def talk_windows(total: int, window: int = 81, motion: int = 9) -> list[int]:
    """InfiniteTalk's passes for `total` frames: the first makes up to `window`, each next one continues
    from the last `motion` frames made, so it adds its length minus `motion`."""
    windows = [min(total, window)]
    made = windows[0]
    while made < total:
        windows.append(min(window, wan_length(total - made + motion)))
        made += windows[-1] - motion
    return windows


def upload_roles(request: GenerationRequest) -> dict[str, InputMedia]:
    """The inputs a video job uploads: "source" (start image), "video" (source video), "audio" (speech)."""
    spec = request.video
    roles: dict[str, InputMedia] = {}
    if request.source is not None and request.kind == "video":
        roles["source"] = request.source
    if spec is not None and spec.source_video is not None:
        roles["video"] = spec.source_video
    if spec is not None and spec.audio is not None and request.kind == "video":
        roles["audio"] = spec.audio
    return roles
