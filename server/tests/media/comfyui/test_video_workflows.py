"""The video graph builders against golden graphs and the stored /object_info subset (spec 3 Video
generation request modes, Video job and Video enhance job; spec 5 Video parameters: duration 5 to 10 s,
speed Fast or Normal), LoRA placement per WAN 2.2 expert, and the weights progress uses per pass.
Regenerate the golden files with NOCTURNE_REGENERATE_GOLDEN=1."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from nocturne.config import Settings
from nocturne.media.backends.comfyui.factory import comfyui_backend
from nocturne.media.backends.comfyui.progress import PromptProgress
from nocturne.media.backends.comfyui.validate import expand_dynamic_combos, find_problems, load_node_defs
from nocturne.media.backends.comfyui.video_models import (
    DEFAULT_VIDEO_FILES,
    VideoOptions,
    size_16,
    talk_windows,
    video_options,
    wan_length,
)
from nocturne.media.backends.comfyui.video_outputs import saved_media, without_metadata
from nocturne.media.backends.comfyui.video_progress import video_node_weights, video_stages
from nocturne.media.backends.comfyui.video_workflows import SEEDANCE_ON_COMFYUI, build_video
from nocturne.media.backends.comfyui.workflows import build_workflow
from nocturne.media.backends.port import BackendError, InputImage, Lora
from tests.media.comfyui.fake_comfyui import _mp4
from tests.media.comfyui.helpers import OPTIONS, video_request

GOLDEN = Path(__file__).with_name("golden")
REGENERATE = os.environ.get("NOCTURNE_REGENERATE_GOLDEN") == "1"
VIDEO = VideoOptions()
IMAGE = {"source": "nocturne-source.png"}
SOURCE_VIDEO = {"video": "nocturne-video.mp4"}
SPEECH = {"audio": "nocturne-audio.wav"}

DANCE_HIGH = Lora("wan22_dance_high_noise.safetensors", 1.0, "high_noise")
DANCE_LOW = Lora("wan22_dance_low_noise.safetensors", 0.6, "low_noise")
POSE = Lora("wan22_pose_high_noise.safetensors", 0.7, "high_noise")
BOTH = Lora("wan21_action.safetensors", 0.8, "both")


def _build(uploaded: dict[str, str], mode: str, **overrides: Any) -> dict[str, Any]:
    return build_video(video_request(mode, **overrides), OPTIONS, VIDEO, uploaded)


VARIANTS: dict[str, Callable[[], dict[str, Any]]] = {
    "video_wan21_i2v_loras": lambda: _build(
        IMAGE,
        "image-to-video",
        spec_model="WAN_2_1",
        loras=(BOTH, Lora("wan22_pose_high_noise.safetensors", 0.6)),
    ),
    "video_wan21_t2v_fast": lambda: _build({}, "text-to-video", spec_model="WAN_2_1", spec_speed="Fast"),
    "video_wan22_i2v_high_noise_lora": lambda: _build(IMAGE, "image-to-video", loras=(POSE,)),
    "video_wan22_i2v_both_experts_fast_10s": lambda: _build(
        IMAGE, "image-to-video", loras=(DANCE_HIGH, DANCE_LOW, BOTH), spec_speed="Fast", spec_duration=10.0
    ),
    "video_wan22_t2v_still": lambda: _build(
        {},
        "text-to-video",
        spec_still_prompt="score_9, a woman with silver hair on a balcony at night",
        spec_still_model="PrefectPony",
        spec_still_negative_prompt="blurry",
    ),
    "video_wan22_t2v_fast": lambda: _build({}, "text-to-video", spec_speed="Fast"),
    "video_extend": lambda: _build(
        SOURCE_VIDEO, "extend-video", loras=(DANCE_HIGH, DANCE_LOW), spec_speed="Fast"
    ),
    "video_lipsync": lambda: _build(
        {**IMAGE, **SPEECH}, "lipsync-video", spec_model="WAN_2_1", spec_duration=5.0, spec_audio_duration=5.0
    ),
    "video_add_audio": lambda: _build(
        {**SOURCE_VIDEO, **SPEECH}, "add-audio-to-video", spec_model="SEEDANCE"
    ),
    "video_edit": lambda: _build(
        SOURCE_VIDEO, "edit-video", prompt="the same scene, snowing, comic book style"
    ),
    "video_enhance": lambda: _build(
        SOURCE_VIDEO, "enhanced-video", width=960, height=1664, spec_upscale_factor=2.0
    ),
}


def _nodes(graph: dict[str, Any], class_type: str) -> list[dict[str, Any]]:
    return [node for node in graph.values() if node["class_type"] == class_type]


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_builders_match_golden_graphs(variant: str) -> None:
    graph = VARIANTS[variant]()
    path = GOLDEN / f"{variant}.json"
    if REGENERATE:
        path.write_text(json.dumps(graph, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    assert graph == json.loads(path.read_text(encoding="utf-8"))


def _step_problems(graph: dict[str, Any], defs: dict[str, Any]) -> list[str]:
    """INT widgets off their step grid (the frontend rounds to min + k*step; validate.py does not check
    step): WAN sizes must be multiples of 16 and lengths 4k+1."""
    found = []
    for node_id, node in graph.items():
        required = defs[node["class_type"]]["input"].get("required", {})
        optional = defs[node["class_type"]]["input"].get("optional", {})
        for name, value in node["inputs"].items():
            spec = required.get(name) or optional.get(name)
            if spec and spec[0] == "INT" and isinstance(value, int) and "step" in spec[1]:
                if (value - spec[1].get("min", 0)) % spec[1]["step"]:
                    found.append(f"node {node_id} {name}={value} not on step {spec[1]['step']}")
    return found


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_every_video_workflow_passes_the_object_info_subset(variant: str) -> None:
    graph = VARIANTS[variant]()
    defs = load_node_defs()
    assert [p.text for p in find_problems(graph, defs)] == []
    assert _step_problems(graph, defs) == []


def test_the_subset_keeps_dynamic_combos_as_comfyui_renders_them() -> None:
    """/object_info lists a DynamicCombo as COMFY_DYNAMICCOMBO_V3 with its options; graphs send the key."""
    defs = load_node_defs()
    mode = defs["WanInfiniteTalkToVideo"]["input"]["required"]["mode"]
    assert mode[0] == "COMFY_DYNAMICCOMBO_V3"
    assert [option["key"] for option in mode[1]["options"]] == ["single_speaker", "two_speakers"]
    lowered = expand_dynamic_combos(defs)["WanInfiniteTalkToVideo"]["input"]
    assert lowered["required"]["mode"] == ["COMBO", {"options": ["single_speaker", "two_speakers"]}]
    assert lowered["optional"]["mode.audio_encoder_output_2"] == ["AUDIO_ENCODER_OUTPUT", {}]
    save = expand_dynamic_combos(defs)["SaveVideo"]["input"]
    assert save["required"]["format"][1]["options"] == ["auto", "mp4", "mkv", "webm"]
    assert "format.codec.encoding.crf" in save["optional"]


# -- LoRA placement per expert ------------------------------------------------------------------------


def _chain(graph: dict[str, Any], link: list[Any]) -> tuple[str, list[tuple[str, float]]]:
    """From a sampler's model input back to its UNETLoader: (unet file, LoRAs nearest the loader first)."""
    loras: list[tuple[str, float]] = []
    node = graph[link[0]]
    while node["class_type"] != "UNETLoader":
        if node["class_type"] == "LoraLoaderModelOnly":
            loras.append((node["inputs"]["lora_name"], node["inputs"]["strength_model"]))
        node = graph[node["inputs"]["model"][0]]
    return node["inputs"]["unet_name"], loras[::-1]


def _experts(graph: dict[str, Any]) -> dict[str, tuple[str, list[tuple[str, float]]]]:
    return {
        node["_meta"]["title"]: _chain(graph, node["inputs"]["model"])
        for node in _nodes(graph, "KSamplerAdvanced")
    }


def test_a_high_noise_lora_goes_on_the_high_noise_expert_only() -> None:
    """Spec 3 Video action preset configuration: placement 'high_noise'."""
    experts = _experts(VARIANTS["video_wan22_i2v_high_noise_lora"]())
    assert experts == {
        "high noise": ("wan2.2_i2v_high_noise_14B_fp8_scaled.safetensors", [(POSE.name, 0.7)]),
        "low noise": ("wan2.2_i2v_low_noise_14B_fp8_scaled.safetensors", []),
    }


def test_loras_follow_their_placement_and_fast_stacks_the_4_step_pair() -> None:
    """Spec 5 speed Fast: the lightx2v pair first on each expert, then the action's LoRAs by placement."""
    experts = _experts(VARIANTS["video_wan22_i2v_both_experts_fast_10s"]())
    assert experts == {
        "high noise": (
            "wan2.2_i2v_high_noise_14B_fp8_scaled.safetensors",
            [
                ("wan2.2_i2v_lightx2v_4steps_lora_v1_high_noise.safetensors", 1.0),
                (DANCE_HIGH.name, 1.0),
                (BOTH.name, 0.8),
            ],
        ),
        "low noise": (
            "wan2.2_i2v_low_noise_14B_fp8_scaled.safetensors",
            [
                ("wan2.2_i2v_lightx2v_4steps_lora_v1_low_noise.safetensors", 1.0),
                (DANCE_LOW.name, 0.6),
                (BOTH.name, 0.8),
            ],
        ),
    }


def test_speed_sets_steps_cfg_and_the_split() -> None:
    for variant, steps, cfg, split in [
        ("video_wan22_i2v_high_noise_lora", 20, 3.5, 10),
        ("video_wan22_i2v_both_experts_fast_10s", 4, 1.0, 2),
    ]:
        graph = VARIANTS[variant]()
        (high_id, high), (_, low) = (
            (k, n) for k, n in graph.items() if n["class_type"] == "KSamplerAdvanced"
        )
        assert (
            (high["inputs"]["steps"], high["inputs"]["cfg"])
            == (steps, cfg)
            == (low["inputs"]["steps"], low["inputs"]["cfg"])
        )
        assert (
            high["inputs"]["add_noise"],
            high["inputs"]["start_at_step"],
            high["inputs"]["end_at_step"],
        ) == ("enable", 0, split)
        assert high["inputs"]["return_with_leftover_noise"] == "enable"
        assert (low["inputs"]["add_noise"], low["inputs"]["start_at_step"], low["inputs"]["end_at_step"]) == (
            "disable",
            split,
            10000,
        )
        assert low["inputs"]["latent_image"] == [high_id, 0]


def test_wan21_chains_every_lora_on_its_single_model() -> None:
    graph = VARIANTS["video_wan21_i2v_loras"]()
    sampler = _nodes(graph, "KSampler")[0]
    assert _chain(graph, sampler["inputs"]["model"]) == (
        "wan2.1_i2v_480p_14B_fp8_scaled.safetensors",
        [(BOTH.name, 0.8), ("wan22_pose_high_noise.safetensors", 0.6)],
    )
    assert graph[sampler["inputs"]["latent_image"][0]]["class_type"] == "WanImageToVideo"
    fast = _nodes(VARIANTS["video_wan21_t2v_fast"](), "LoraLoaderModelOnly")
    assert [n["inputs"]["lora_name"] for n in fast] == [DEFAULT_VIDEO_FILES["wan21_t2v_fast"]]


# -- spec 5 sizes and lengths -------------------------------------------------------------------------


@pytest.mark.parametrize(("duration", "frames"), [(5.0, 81), (10.0, 161), (7.5, 121)])
def test_duration_gives_a_4k_plus_1_length_at_16_fps(duration: float, frames: int) -> None:
    """Spec 5: duration 5 to 10 s; WAN renders 4k+1 frames, 16 per second."""
    for model in ("WAN_2_1", "WAN_2_2"):
        graph = _build(IMAGE, "image-to-video", spec_model=model, spec_duration=duration)
        wan = _nodes(graph, "WanImageToVideo")[0]["inputs"]
        assert (wan["width"], wan["height"], wan["length"]) == (480, 832, frames)
        assert _nodes(graph, "CreateVideo")[0]["inputs"]["fps"] == 16.0
    t2v = _nodes(_build({}, "text-to-video", spec_duration=duration), "EmptyHunyuanLatentVideo")[0]["inputs"]
    assert t2v["length"] == frames


def test_sizes_are_rounded_to_multiples_of_16() -> None:
    assert [size_16(v) for v in (480, 832, 916, 1145, 1365, 768, 8)] == [480, 832, 912, 1152, 1360, 768, 16]
    graph = _build(IMAGE, "image-to-video", width=916, height=1145)
    wan = _nodes(graph, "WanImageToVideo")[0]["inputs"]
    assert (wan["width"], wan["height"]) == (912, 1152)
    assert [wan_length(n) for n in (1, 80, 81, 82, 160, 161)] == [1, 81, 81, 85, 161, 161]


def test_the_still_is_made_first_and_feeds_the_start_image() -> None:
    """Spec 3: text-to-video makes the still with the character's image model in the same run."""
    graph = VARIANTS["video_wan22_t2v_still"]()
    wan = _nodes(graph, "WanImageToVideo")[0]["inputs"]
    decoded = graph[wan["start_image"][0]]
    assert (decoded["class_type"], decoded["_meta"]["title"]) == ("VAEDecode", "still")
    still = _nodes(graph, "KSampler")[0]["inputs"]
    assert graph[still["positive"][0]]["inputs"]["text"].startswith("score_9")
    assert graph[still["negative"][0]]["inputs"]["text"] == "blurry"
    assert _nodes(graph, "CheckpointLoaderSimple")[0]["inputs"]["ckpt_name"] == "pony.safetensors"
    assert _nodes(graph, "CLIPSetLastLayer")[0]["inputs"]["stop_at_clip_layer"] == -2
    latent = _nodes(graph, "EmptyLatentImage")[0]["inputs"]
    assert (latent["width"], latent["height"], latent["batch_size"]) == (480, 832, 1)
    assert _nodes(graph, "SaveImage")[0]["inputs"]["images"] == wan["start_image"]
    # A still prompt makes image-to-video's models the ones used (the still is the first frame).
    assert {n["inputs"]["unet_name"] for n in _nodes(graph, "UNETLoader")} == {
        "wan2.2_i2v_high_noise_14B_fp8_scaled.safetensors",
        "wan2.2_i2v_low_noise_14B_fp8_scaled.safetensors",
    }
    plain = VARIANTS["video_wan22_t2v_fast"]()
    assert _nodes(plain, "SaveImage") == []
    assert {n["inputs"]["unet_name"] for n in _nodes(plain, "UNETLoader")} == {
        "wan2.2_t2v_high_noise_14B_fp8_scaled.safetensors",
        "wan2.2_t2v_low_noise_14B_fp8_scaled.safetensors",
    }


def test_extend_continues_from_the_last_frame_and_drops_the_repeated_one() -> None:
    graph = VARIANTS["video_extend"]()
    parts = next(k for k, n in graph.items() if n["class_type"] == "GetVideoComponents")
    last, tail = _nodes(graph, "ImageFromBatch")
    assert (last["inputs"]["image"], last["inputs"]["batch_index"], last["inputs"]["length"]) == (
        [parts, 0],
        4095,
        1,
    )
    assert graph[_nodes(graph, "WanImageToVideo")[0]["inputs"]["start_image"][0]] is last
    assert (graph[tail["inputs"]["image"][0]]["class_type"], tail["inputs"]["batch_index"]) == (
        "VAEDecode",
        1,
    )
    joined = _nodes(graph, "ImageBatch")[0]["inputs"]
    assert joined["image1"] == [parts, 0]
    assert graph[joined["image2"][0]] is tail
    create = _nodes(graph, "CreateVideo")[0]["inputs"]
    assert (create["fps"], create["audio"]) == (16.0, [parts, 1])


def test_lipsync_runs_infinitetalk_windows_and_muxes_the_speech() -> None:
    graph = VARIANTS["video_lipsync"]()
    talks = _nodes(graph, "WanInfiniteTalkToVideo")
    # 5 s of speech at 25 fps: 126 frames, rounded to 129 = an 81-frame window and one of 57 (9 shared).
    assert [t["inputs"]["length"] for t in talks] == [81, 57]
    assert "start_image" in talks[0]["inputs"]
    assert "previous_frames" not in talks[0]["inputs"]
    assert graph[talks[1]["inputs"]["previous_frames"][0]]["class_type"] == "VAEDecode"
    assert {t["inputs"]["mode"] for t in talks} == {"single_speaker"}
    assert (
        _nodes(graph, "ModelPatchLoader")[0]["inputs"]["name"]
        == "wan2.1_infiniteTalk_single_fp16.safetensors"
    )
    assert (
        _nodes(graph, "AudioEncoderLoader")[0]["inputs"]["audio_encoder_name"]
        == "wav2vec2-chinese-base_fp16.safetensors"
    )
    assert (
        _nodes(graph, "UNETLoader")[0]["inputs"]["unet_name"] == "wan2.1_i2v_480p_14B_fp8_scaled.safetensors"
    )
    create = _nodes(graph, "CreateVideo")[0]["inputs"]
    assert create["fps"] == 25.0
    assert graph[create["audio"][0]]["class_type"] == "LoadAudio"
    assert talk_windows(253) == [81, 81, 81, 37]
    assert talk_windows(53) == [53]


def test_add_audio_keeps_the_frames_and_rate_and_enhance_scales_exactly() -> None:
    graph = VARIANTS["video_add_audio"]()
    create = _nodes(graph, "CreateVideo")[0]["inputs"]
    parts = next(k for k, n in graph.items() if n["class_type"] == "GetVideoComponents")
    assert (create["images"], create["fps"]) == ([parts, 0], [parts, 2])
    assert graph[create["audio"][0]]["inputs"]["audio"] == "nocturne-audio.wav"
    enhance = VARIANTS["video_enhance"]()
    scale = _nodes(enhance, "ImageScale")[0]["inputs"]
    assert (scale["width"], scale["height"]) == (960, 1664)
    assert enhance[scale["image"][0]]["class_type"] == "ImageUpscaleWithModel"
    assert _nodes(enhance, "UpscaleModelLoader")[0]["inputs"]["model_name"] == "4x-UltraSharp.pth"


def test_edit_redraws_the_encoded_source_from_part_way() -> None:
    graph = VARIANTS["video_edit"]()
    high, low = _nodes(graph, "KSamplerAdvanced")
    assert graph[high["inputs"]["latent_image"][0]]["class_type"] == "VAEEncode"
    assert (
        high["inputs"]["start_at_step"],
        high["inputs"]["end_at_step"],
        low["inputs"]["start_at_step"],
    ) == (8, 10, 10)
    assert (
        graph[high["inputs"]["positive"][0]]["inputs"]["text"] == "the same scene, snowing, comic book style"
    )
    assert _nodes(graph, "ImageFromBatch")[0]["inputs"]["length"] == 81


# -- refusals and settings ---------------------------------------------------------------------------


def test_seedance_is_routed_away_from_comfyui() -> None:
    for mode in ("image-to-video", "text-to-video", "lipsync-video"):
        with pytest.raises(BackendError) as caught:
            _build({**IMAGE, **SPEECH}, mode, spec_model="SEEDANCE")
        assert (caught.value.message, caught.value.transient) == (SEEDANCE_ON_COMFYUI, False)
        assert "MEDIA_BACKEND_BY_MODEL" in caught.value.message


def test_missing_inputs_are_plain_errors() -> None:
    with pytest.raises(BackendError, match="needs a picture to animate"):
        _build({}, "image-to-video")
    with pytest.raises(BackendError, match="needs a video to start from"):
        _build({}, "extend-video")
    with pytest.raises(BackendError, match="needs the speech to lip-sync"):
        _build(IMAGE, "lipsync-video")
    with pytest.raises(BackendError, match="No checkpoint file is configured for the image model 'Other'"):
        _build({}, "text-to-video", spec_still_prompt="a woman", spec_still_model="Other")


def test_files_by_role_can_be_overridden_and_unknown_roles_refused() -> None:
    options = video_options({"wan22_i2v_high": "my_high.safetensors"})
    graph = build_video(video_request(), OPTIONS, options, IMAGE)
    assert _experts(graph)["high noise"][0] == "my_high.safetensors"
    assert _experts(graph)["low noise"][0] == DEFAULT_VIDEO_FILES["wan22_i2v_low"]
    with pytest.raises(ValueError, match="unknown roles wan22_high"):
        video_options({"wan22_high": "x.safetensors"})
    settings = Settings(COMFYUI_URLS="http://gpu:8188", COMFYUI_VIDEO_FILES={"vae": "my_vae.safetensors"})
    assert comfyui_backend(settings).video_options.file("vae") == "my_vae.safetensors"
    bad = Settings(COMFYUI_URLS="http://gpu:8188", COMFYUI_VIDEO_FILES={"vea": "x"})
    with pytest.raises(RuntimeError, match="unknown roles vea"):
        comfyui_backend(bad)


def test_the_dispatch_by_kind_sends_videos_to_the_video_builders() -> None:
    request = video_request(source=InputImage(b"png"))
    assert build_workflow(request, OPTIONS, IMAGE, VIDEO) == build_video(request, OPTIONS, VIDEO, IMAGE)
    enhance = build_workflow(video_request("enhanced-video"), OPTIONS, SOURCE_VIDEO)
    assert _nodes(enhance, "SaveVideo")


# -- progress weights ----------------------------------------------------------------------------------


def _run_through(progress: PromptProgress, graph: dict[str, Any], until: str, steps_done: int) -> None:
    """Feed progress_state frames as ComfyUI would, in graph order, up to `until` with `steps_done` steps."""
    states: dict[str, Any] = {}
    for node_id in graph:
        node = graph[node_id]
        if node_id == until:
            states[node_id] = {"value": steps_done, "max": steps_done or 1, "state": "running"}
            progress.apply("executing", {"node": node_id, "prompt_id": "p"})
            progress.apply("progress_state", {"prompt_id": "p", "nodes": dict(states)})
            return
        if node["class_type"] == "KSamplerAdvanced" and node["_meta"]["title"] == "low noise":
            continue  # not reached yet
        states[node_id] = {"value": 1, "max": 1, "state": "finished"}


def test_after_the_high_noise_pass_of_a_2_plus_2_split_progress_is_half_the_sampling() -> None:
    graph = _build(IMAGE, "image-to-video", spec_speed="Fast")
    weights = video_node_weights(graph)
    assert sum(weights.values()) == pytest.approx(100.0)
    high, low = (k for k, n in graph.items() if n["class_type"] == "KSamplerAdvanced")
    assert weights[high] == weights[low] == pytest.approx(40.0)  # 80% of the bar, 2 steps each
    progress = PromptProgress(
        "p", weights, {k: n["class_type"] for k, n in graph.items()}, video_stages(graph)
    )
    _run_through(progress, graph, high, 2)
    assert progress.stage == "high noise"
    # Everything before the low-noise pass: the loaders (at most 5%) and half of the sampling share.
    assert 0.40 <= progress.fraction <= 0.45
    before = progress.fraction
    progress.apply("executing", {"node": low, "prompt_id": "p"})
    assert progress.stage == "low noise"
    progress.apply("progress", {"node": low, "value": 1, "max": 2, "prompt_id": "p"})
    assert progress.fraction == pytest.approx(before + 0.20, abs=0.01)


def test_the_still_pass_counts_by_its_steps_at_an_sdxl_steps_cost() -> None:
    graph = VARIANTS["video_wan22_t2v_still"]()
    weights = video_node_weights(graph)
    still = next(k for k, n in graph.items() if n["class_type"] == "KSampler")
    high, low = (k for k, n in graph.items() if n["class_type"] == "KSamplerAdvanced")
    # 30 SDXL steps at 0.05 against 10 + 10 WAN steps.
    assert weights[still] / weights[high] == pytest.approx(30 * 0.05 / 10)
    assert weights[high] == weights[low]
    stages = video_stages(graph)
    assert (stages[still], stages[high], stages[low]) == ("still", "high noise", "low noise")
    assert {stages[k] for k, n in graph.items() if n["class_type"] in ("CreateVideo", "SaveVideo")} == {
        "encoding"
    }
    decodes = [stages[k] for k, n in graph.items() if n["class_type"] == "VAEDecode"]
    assert decodes == ["still", "decoding"]


def test_a_graph_without_samplers_shares_the_bar_among_what_it_has() -> None:
    weights = video_node_weights(VARIANTS["video_add_audio"]())
    assert sum(weights.values()) == pytest.approx(100.0)
    enhance = VARIANTS["video_enhance"]()
    upscale = next(k for k, n in enhance.items() if n["class_type"] == "ImageUpscaleWithModel")
    # Work, loading and encoding, without a decoding share: the upscale is 80 of their 90.
    assert video_node_weights(enhance)[upscale] == pytest.approx(100 * 0.80 / 0.90)


# -- outputs -----------------------------------------------------------------------------------------------


def test_saved_media_takes_videos_then_stills_and_skips_previews_and_inputs() -> None:
    outputs = {
        "3": {"images": [{"filename": "v.mp4", "subfolder": "", "type": "input"}], "animated": [True]},
        "12": {"images": [{"filename": "still_00001_.png", "subfolder": "", "type": "output"}]},
        "20": {
            "images": [{"filename": "nocturne_00002_.mp4", "subfolder": "video", "type": "output"}],
            "animated": [True],
        },
        "21": {
            "gifs": [
                {"filename": "vhs_00001.mp4", "subfolder": "", "type": "output", "format": "video/h264-mp4"}
            ]
        },
        "22": {"gifs": [{"filename": "preview.mp4", "subfolder": "", "type": "temp"}]},
        "900": {"images": [{"filename": "ComfyUI_temp_1.png", "subfolder": "", "type": "temp"}]},
        "23": {"audio": [{"filename": "speech.flac", "subfolder": "", "type": "output"}]},
    }
    videos, images = saved_media(outputs)
    assert [v["filename"] for v in videos] == ["nocturne_00002_.mp4", "vhs_00001.mp4"]
    assert [i["filename"] for i in images] == ["still_00001_.png"]


def test_the_graph_saved_in_a_videos_metadata_is_dropped() -> None:
    data = _mp4(32, 48, 5, 16, 0.5)
    assert b"the whole graph" in data
    clean = without_metadata(data)
    assert b"the whole graph" not in clean
    assert without_metadata(b"not a video") == b"not a video"
