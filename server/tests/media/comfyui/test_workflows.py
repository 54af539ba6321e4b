"""The workflow builders against golden graphs and the stored /object_info subset (spec 3 image jobs,
spec 9 sizes and batch size). Regenerate the golden files with NOCTURNE_REGENERATE_GOLDEN=1."""

from __future__ import annotations

import copy
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from nocturne.media.backends.comfyui.validate import find_problems, load_node_defs, validate_graph
from nocturne.media.backends.comfyui.workflows import (
    ComfyOptions,
    build_edit,
    build_enhance,
    build_image,
    build_workflow,
    round_up_8,
)
from nocturne.media.backends.port import BackendError, InputImage, Lora
from tests.media.comfyui.helpers import OPTIONS, image_request

GOLDEN = Path(__file__).with_name("golden")
REGENERATE = os.environ.get("NOCTURNE_REGENERATE_GOLDEN") == "1"

VARIANTS: dict[str, Callable[[], dict[str, Any]]] = {
    "image_plain": lambda: build_image(image_request(), OPTIONS),
    "image_loras_face_reference": lambda: build_image(
        image_request(
            model="RealismYogi",
            loras=(Lora("detail.safetensors", 1.0), Lora("pose.safetensors", 0.7)),
            face_tuner_prompt="detailed face, green eyes, freckles",
            face_tuner_cfg=4.5,
            negative_prompt="blurry, cartoon",
            reference=InputImage(b"png"),
        ),
        OPTIONS,
        reference_image="nocturne-reference.png",
    ),
    "image_pony_clip_skip": lambda: build_image(
        image_request(
            model="PrefectPony", width=1365, height=768, prompt="score_9, score_8_up, a woman on a beach"
        ),
        OPTIONS,
    ),
    "enhance": lambda: build_enhance(
        image_request(kind="image_enhance", source=InputImage(b"png")),
        OPTIONS,
        source_image="nocturne-source.png",
    ),
    "edit": lambda: build_edit(
        image_request(kind="image_edit", edit_prompt="make her hair blonde", source=InputImage(b"png")),
        OPTIONS,
        source_image="nocturne-source.png",
    ),
}


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_builders_match_golden_graphs(variant: str) -> None:
    graph = VARIANTS[variant]()
    path = GOLDEN / f"{variant}.json"
    if REGENERATE:
        path.write_text(json.dumps(graph, indent=2) + "\n", encoding="utf-8")
    assert graph == json.loads(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_every_workflow_passes_the_object_info_subset(variant: str) -> None:
    assert validate_graph(VARIANTS[variant](), load_node_defs()) == []


def _nodes(graph: dict[str, Any], class_type: str) -> list[dict[str, Any]]:
    return [node for node in graph.values() if node["class_type"] == class_type]


def test_spec_9_sizes_render_at_multiples_of_8_with_the_spec_batch() -> None:
    """Spec 9: 916x1145 and the other sizes; the graph rounds up, the adapter crops back."""
    for width, height in [(916, 1145), (1145, 916), (1365, 768), (1024, 1024), (768, 1365)]:
        latent = _nodes(build_image(image_request(width=width, height=height), OPTIONS), "EmptyLatentImage")[
            0
        ]
        assert 0 <= latent["inputs"]["width"] - width < 8
        assert 0 <= latent["inputs"]["height"] - height < 8
        assert latent["inputs"]["width"] % 8 == latent["inputs"]["height"] % 8 == 0
        assert latent["inputs"]["batch_size"] == 2
    assert [round_up_8(n) for n in (916, 1145, 1024, 1365)] == [920, 1152, 1024, 1368]


def test_clip_skip_only_for_pony_and_illustrious() -> None:
    for model, expected in [
        ("PrefectPony", [-2]),
        ("WaiIllustrious", [-2]),
        ("BabesYogi", []),
        ("RealismYogi", []),
    ]:
        graph = build_image(image_request(model=model), OPTIONS)
        assert [n["inputs"]["stop_at_clip_layer"] for n in _nodes(graph, "CLIPSetLastLayer")] == expected


def test_face_tuner_gets_its_own_prompt_and_cfg() -> None:
    graph = build_image(image_request(face_tuner_prompt="a soft smile", face_tuner_cfg=3.5), OPTIONS)
    detailer = _nodes(graph, "FaceDetailer")[0]["inputs"]
    assert (detailer["cfg"], detailer["seed"]) == (3.5, 1234)
    assert graph[detailer["positive"][0]]["inputs"]["text"] == "a soft smile"
    saved = _nodes(graph, "SaveImage")[0]["inputs"]["images"]
    assert graph[saved[0]]["class_type"] == "FaceDetailer"
    assert _nodes(build_image(image_request(), OPTIONS), "FaceDetailer") == []


def test_reference_is_used_only_when_an_ip_adapter_preset_is_set() -> None:
    request = image_request(reference=InputImage(b"png"))
    with_preset = build_image(request, OPTIONS, reference_image="ref.png")
    sampler = _nodes(with_preset, "KSampler")[0]["inputs"]
    assert with_preset[sampler["model"][0]]["class_type"] == "IPAdapterAdvanced"
    without = build_image(request, ComfyOptions(checkpoints=OPTIONS.checkpoints), reference_image="ref.png")
    assert {n["class_type"] for n in without.values()} & {"LoadImage", "IPAdapterAdvanced"} == set()


def test_enhance_scales_the_4x_model_to_the_asked_factor() -> None:
    request = image_request(kind="image_enhance", upscale_factor=4.0, source=InputImage(b"png"))
    assert _nodes(build_enhance(request, OPTIONS, source_image="s.png"), "ImageScaleBy") == []
    request = image_request(kind="image_enhance", upscale_factor=2.0, source=InputImage(b"png"))
    assert (
        _nodes(build_enhance(request, OPTIONS, source_image="s.png"), "ImageScaleBy")[0]["inputs"]["scale_by"]
        == 0.5
    )


def test_edit_is_img2img_with_the_edit_prompt() -> None:
    graph = build_edit(
        image_request(kind="image_edit", edit_prompt="blue dress"), OPTIONS, source_image="s.png"
    )
    sampler = _nodes(graph, "KSampler")[0]["inputs"]
    assert sampler["denoise"] == 0.55
    assert graph[sampler["positive"][0]]["inputs"]["text"] == "blue dress"
    assert graph[sampler["latent_image"][0]]["class_type"] == "RepeatLatentBatch"


def test_unconfigured_model_and_missing_source_are_plain_errors() -> None:
    with pytest.raises(BackendError, match="No checkpoint file is configured for the image model 'Other'"):
        build_image(image_request(model="Other"), OPTIONS)
    with pytest.raises(BackendError, match="needs an image"):
        build_workflow(image_request(kind="image_enhance"), OPTIONS, {})


# -- the validator catches what ComfyUI would refuse --------------------------------------------------


def _plain() -> dict[str, Any]:
    return copy.deepcopy(VARIANTS["image_plain"]())


def _problem_types(graph: dict[str, Any]) -> list[str]:
    return [p.type for p in find_problems(graph, load_node_defs())]


def test_validator_rejects_an_unknown_class() -> None:
    graph = _plain()
    graph["1"]["class_type"] = "CheckpointLoaderFancy"
    assert validate_graph(graph, load_node_defs()) == [
        "node 1 (CheckpointLoaderFancy): Node 'CheckpointLoaderFancy' not found. The custom node may not be "
        "installed.: Node ID '#1'"
    ]
    (problem,) = find_problems(graph, load_node_defs())
    assert problem.type == "missing_node_type"
    assert problem.extra == {
        "node_id": "1",
        "class_type": "CheckpointLoaderFancy",
        "node_title": "CheckpointLoaderFancy",
    }


def test_validator_rejects_bad_links() -> None:
    graph = _plain()
    sampler = next(k for k, n in graph.items() if n["class_type"] == "KSampler")
    graph[sampler]["inputs"]["model"] = ["404", 0]
    assert _problem_types(graph) == ["bad_linked_input"]
    graph[sampler]["inputs"]["model"] = ["1", 7]  # the checkpoint loader has 3 outputs
    assert _problem_types(graph) == ["bad_linked_input"]
    graph[sampler]["inputs"]["model"] = ["1", 2]  # VAE into MODEL
    assert _problem_types(graph) == ["return_type_mismatch"]


def test_validator_rejects_out_of_range_and_wrong_types() -> None:
    graph = _plain()
    latent = next(k for k, n in graph.items() if n["class_type"] == "EmptyLatentImage")
    graph[latent]["inputs"]["width"] = 8
    graph[latent]["inputs"]["batch_size"] = 5000
    assert _problem_types(graph) == ["value_smaller_than_min", "value_bigger_than_max"]
    graph = _plain()
    graph[latent]["inputs"]["width"] = "wide"
    assert _problem_types(graph) == ["invalid_input_type"]


def test_validator_rejects_missing_unknown_and_off_list_inputs() -> None:
    graph = _plain()
    sampler = next(k for k, n in graph.items() if n["class_type"] == "KSampler")
    del graph[sampler]["inputs"]["steps"]
    graph[sampler]["inputs"]["stpes"] = 30
    graph[sampler]["inputs"]["sampler_name"] = "euler_magic"
    assert sorted(_problem_types(graph)) == ["required_input_missing", "unknown_input", "value_not_in_list"]


def test_validator_needs_an_output_node() -> None:
    graph = _plain()
    save = next(k for k, n in graph.items() if n["class_type"] == "SaveImage")
    del graph[save]
    assert _problem_types(graph) == ["prompt_no_outputs"]


def test_file_lists_are_checked_once_a_server_fills_them() -> None:
    defs = load_node_defs()
    defs["CheckpointLoaderSimple"]["input"]["required"]["ckpt_name"][0] = ["other.safetensors"]
    problems = find_problems(_plain(), defs)
    assert [(p.type, p.input_name, p.extra["received_value"]) for p in problems] == [
        ("value_not_in_list", "ckpt_name", "babes.safetensors")
    ]


def test_stored_subset_names_its_sources() -> None:
    defs = load_node_defs()
    classes = {k for k in defs if not k.startswith("_")}
    used = {n["class_type"] for build in VARIANTS.values() for n in build().values()}
    assert used <= classes
    listed = {
        c
        for repo in defs["_source"].values()
        if isinstance(repo, dict)
        for v in repo.values()
        for c in v
        if isinstance(v, list)
    }
    assert classes == listed
    for name in classes:
        assert {"input", "input_order", "output", "output_name", "output_node"} <= set(defs[name])
