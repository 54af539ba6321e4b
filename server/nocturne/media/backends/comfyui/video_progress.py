"""How much of a video run each node is, and what to call it while it runs (progress.py does the sums).

A video graph has several passes: the still's SDXL sampler, one WAN sampler or two (high and low noise),
InfiniteTalk windows, an upscale. The sampling passes share 80% of the bar in proportion to their steps,
each step weighted by what it costs (an SDXL step on one picture is a small fraction of a WAN step on a
whole clip); loading, decoding and encoding get fixed shares (5%, 10%, 5%). So the high-noise pass of a
2+2 split ends at about half of the sampling share. A graph without one of these groups (add-audio has no
sampler) shares the bar among the groups it has.

Stage names come from the node titles the builders set (video_workflows: "still", "high noise",
"low noise", "sampling", "decoding", "encoding", "upscaling"); other nodes are named by their class.
"""

from __future__ import annotations

from typing import Any

from nocturne.media.backends.comfyui.workflows import Graph

SHARES = {"work": 0.80, "loading": 0.05, "decoding": 0.10, "encoding": 0.05}
TOTAL = 100.0
SAMPLERS = ("KSampler", "KSamplerAdvanced")
STILL_STEP_COST = 0.05  # one SDXL step on one image, against one WAN step on a whole clip
UPSCALE_WORK = 10.0  # an upscale model over every frame, in WAN steps

STAGES = {
    "UNETLoader": "loading the model",
    "LoraLoaderModelOnly": "loading the model",
    "ModelSamplingSD3": "loading the model",
    "CLIPLoader": "loading the model",
    "VAELoader": "loading the model",
    "CLIPVisionLoader": "loading the model",
    "ModelPatchLoader": "loading the model",
    "AudioEncoderLoader": "loading the model",
    "UpscaleModelLoader": "loading the model",
    "CheckpointLoaderSimple": "loading the model",
    "LoadImage": "preparing",
    "CLIPTextEncode": "preparing",
    "CLIPVisionEncode": "preparing",
    "WanImageToVideo": "preparing",
    "WanInfiniteTalkToVideo": "preparing",
    "EmptyHunyuanLatentVideo": "preparing",
    "LoadVideo": "reading the video",
    "GetVideoComponents": "reading the video",
    "ImageFromBatch": "reading the video",
    "ImageScale": "reading the video",
    "VAEEncode": "reading the video",
    "LoadAudio": "reading the audio",
    "AudioEncoderEncode": "reading the audio",
    "ImageBatch": "joining",
    "KSampler": "sampling",
    "KSamplerAdvanced": "sampling",
    "VAEDecode": "decoding",
    "ImageUpscaleWithModel": "upscaling",
    "CreateVideo": "encoding",
    "SaveVideo": "encoding",
}


def _title(node: dict[str, Any]) -> str | None:
    meta = node.get("_meta")
    title = meta.get("title") if isinstance(meta, dict) else None
    return title if isinstance(title, str) and title else None


def _steps_run(node: dict[str, Any]) -> float:
    inputs = node["inputs"]
    steps = _number(inputs.get("steps"), 20)
    if node["class_type"] == "KSamplerAdvanced":
        end = min(_number(inputs.get("end_at_step"), steps), steps)
        return max(0.0, end - _number(inputs.get("start_at_step"), 0))
    return steps


def _number(value: Any, default: float) -> float:
    return float(value) if isinstance(value, int | float) and not isinstance(value, bool) else default


def _group(node: dict[str, Any]) -> str:
    class_type, title = node["class_type"], _title(node)
    if class_type in SAMPLERS or class_type == "ImageUpscaleWithModel":
        return "work"
    if class_type == "VAEDecode" and title != "still":
        return "decoding"
    if class_type in ("CreateVideo", "SaveVideo"):
        return "encoding"
    return "loading"


def _work(node: dict[str, Any]) -> float:
    if node["class_type"] == "ImageUpscaleWithModel":
        return UPSCALE_WORK
    cost = STILL_STEP_COST if _title(node) == "still" else 1.0
    return _steps_run(node) * cost


def video_node_weights(graph: Graph) -> dict[str, float]:
    """Each node's part of the run, summing to 100."""
    groups: dict[str, list[str]] = {}
    for node_id, node in graph.items():
        groups.setdefault(_group(node), []).append(node_id)
    share_sum = sum(SHARES[name] for name in groups)
    weights: dict[str, float] = {}
    for name, node_ids in groups.items():
        total = TOTAL * SHARES[name] / share_sum
        parts = [_work(graph[n]) if name == "work" else 1.0 for n in node_ids]
        if sum(parts) <= 0:
            parts = [1.0] * len(node_ids)
        for node_id, part in zip(node_ids, parts, strict=True):
            weights[node_id] = total * part / sum(parts)
    return weights


def video_stages(graph: Graph) -> dict[str, str]:
    """The stage shown while each node runs: its title, else what its class does."""
    stages: dict[str, str] = {}
    for node_id, node in graph.items():
        stage = _title(node) or STAGES.get(node["class_type"])
        if stage:
            stages[node_id] = stage
    return stages
