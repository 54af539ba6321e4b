"""Checks an API-format graph against a stored subset of ComfyUI's /object_info (node_defs.json).

The checks follow ComfyUI's own validate_prompt/validate_inputs (execution.py) and use its error types
(a graph-level problem's extra is ComfyUI's extra_info), so the test server can answer a bad graph exactly
as ComfyUI does. One check is stricter than ComfyUI: an input name the node does not declare is reported
here ("unknown_input"), because ComfyUI silently ignores it and a misspelt input would otherwise fall back
to the node's default unnoticed.
"""

from __future__ import annotations

import copy
import json
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

NODE_DEFS_PATH = Path(__file__).with_name("node_defs.json")

Graph = dict[str, dict[str, Any]]
NodeDefs = dict[str, Any]


@dataclass(frozen=True)
class Problem:
    """One finding, in ComfyUI's terms: type is ComfyUI's error type where it has one."""

    type: str
    message: str
    details: str = ""
    node_id: str | None = None
    class_type: str | None = None
    input_name: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def text(self) -> str:
        where = f"node {self.node_id} ({self.class_type})" if self.node_id else "graph"
        return f"{where}: {self.message}" + (f": {self.details}" if self.details else "")


@cache
def _stored_defs() -> str:
    return NODE_DEFS_PATH.read_text(encoding="utf-8")


def load_node_defs() -> NodeDefs:
    """A fresh copy of the stored node definitions (callers may fill in file lists)."""
    return dict(json.loads(_stored_defs()))


def expand_dynamic_combos(defs: NodeDefs) -> NodeDefs:
    """Node definitions with every DynamicCombo (COMFY_DYNAMICCOMBO_V3, how /object_info lists one) written
    as the combo of its keys plus its options' inputs as optional `name.input` entries, the way ComfyUI
    expands one before it validates a prompt (comfy_api/latest/_io.py DynamicCombo._expand_schema_for_dynamic)."""
    out = copy.deepcopy(defs)
    for name, node in out.items():
        if name.startswith("_") or not isinstance(node, dict):
            continue
        for category in ("required", "optional"):
            section = node.get("input", {}).get(category, {})
            for input_name, spec in list(section.items()):
                if isinstance(spec, list) and spec and spec[0] == "COMFY_DYNAMICCOMBO_V3":
                    section[input_name] = _lowered(input_name, spec, node["input"])
    return out


def _lowered(name: str, spec: list[Any], inputs: dict[str, Any]) -> list[Any]:
    options = spec[1].get("options") or []
    for option in options:
        for section in (option.get("inputs") or {}).values():
            for sub_name, sub_spec in section.items():
                full = f"{name}.{sub_name}"
                if isinstance(sub_spec, list) and sub_spec and sub_spec[0] == "COMFY_DYNAMICCOMBO_V3":
                    sub_spec = _lowered(full, sub_spec, inputs)
                inputs.setdefault("optional", {})[full] = sub_spec
    return ["COMBO", {"options": [option["key"] for option in options]}]


def validate_graph(graph: Graph, node_defs: NodeDefs) -> list[str]:
    """Every problem with the graph as one line each; an empty list means ComfyUI would accept it."""
    return [problem.text for problem in find_problems(graph, node_defs)]


def _input_spec(node_def: dict[str, Any], name: str) -> tuple[str | None, Any, dict[str, Any]]:
    for category in ("required", "optional", "hidden"):
        spec = node_def.get("input", {}).get(category, {}).get(name)
        if spec is not None:
            if isinstance(spec, str):  # hidden inputs are written as a bare string
                return category, spec, {}
            extra = spec[1] if len(spec) > 1 and isinstance(spec[1], dict) else {}
            return category, spec[0], extra
    return None, None, {}


def _types_match(received: str, expected: str) -> bool:
    # comfy_execution/validation.py validate_node_input: "*" matches anything, "A,B" lists alternatives.
    if received == expected or "*" in (received, expected):
        return True
    return bool({t.strip() for t in received.split(",")} & {t.strip() for t in expected.split(",")})


def _combo_options(input_type: Any, extra: dict[str, Any]) -> list[Any] | None:
    if isinstance(input_type, list):
        return input_type
    if input_type == "COMBO":
        options = extra.get("options")
        return list(options) if isinstance(options, list) else None
    return None


def _file_input(node_defs: NodeDefs, class_type: str, name: str) -> bool:
    return name in node_defs.get("_file_inputs", {}).get(class_type, {})


def find_problems(graph: Graph, node_defs: NodeDefs) -> list[Problem]:
    """All problems, graph-level first, then node by node in graph order. Definitions may be as /object_info
    lists them (DynamicCombos are expanded here)."""
    if not isinstance(graph, dict) or not graph:
        return [Problem("no_prompt", "No prompt provided")]
    node_defs = expand_dynamic_combos(node_defs)
    problems: list[Problem] = []
    outputs = []
    for node_id, node in graph.items():
        class_type = node.get("class_type") if isinstance(node, dict) else None
        title = _title(node)
        if not class_type:
            problems.append(
                Problem(
                    "missing_node_type",
                    f"Node '{title or f'ID #{node_id}'}' has no class_type. The workflow may be corrupted "
                    "or a custom node is missing.",
                    f"Node ID '#{node_id}'",
                    node_id=node_id,
                    extra={"node_id": node_id, "class_type": None, "node_title": title},
                )
            )
            continue
        node_def = node_defs.get(class_type)
        if class_type.startswith("_") or not isinstance(node_def, dict):
            title = title or class_type
            problems.append(
                Problem(
                    "missing_node_type",
                    f"Node '{title}' not found. The custom node may not be installed.",
                    f"Node ID '#{node_id}'",
                    node_id=node_id,
                    class_type=class_type,
                    extra={"node_id": node_id, "class_type": class_type, "node_title": title},
                )
            )
            continue
        if node_def.get("output_node"):
            outputs.append(node_id)
    if problems:
        return problems
    if not outputs:
        return [Problem("prompt_no_outputs", "Prompt has no outputs")]
    for node_id, node in graph.items():
        problems.extend(_node_problems(graph, node_defs, node_id, node))
    return problems


def _title(node: Any) -> str | None:
    meta = node.get("_meta") if isinstance(node, dict) else None
    title = meta.get("title") if isinstance(meta, dict) else None
    return title if isinstance(title, str) else None


def _node_problems(graph: Graph, node_defs: NodeDefs, node_id: str, node: dict[str, Any]) -> list[Problem]:
    class_type = node["class_type"]
    node_def = node_defs[class_type]
    inputs = node.get("inputs", {})
    found: list[Problem] = []

    def problem(kind: str, message: str, details: str, name: str, **extra: Any) -> None:
        found.append(Problem(kind, message, details, node_id, class_type, name, extra))

    for name in node_def.get("input", {}).get("required", {}):
        if name not in inputs:
            problem("required_input_missing", "Required input is missing", name, name)
    for name, value in inputs.items():
        category, input_type, extra = _input_spec(node_def, name)
        if category is None or category == "hidden":
            problem("unknown_input", "Input is not declared by the node", name, name, received_value=value)
            continue
        if isinstance(value, list):
            found.extend(_link_problems(graph, node_defs, node_id, class_type, name, value, input_type))
            continue
        options = _combo_options(input_type, extra)
        if options is not None:
            # Empty file lists are the stored defaults: only a live server knows which files it has.
            if (options or not _file_input(node_defs, class_type, name)) and value not in options:
                shown = f"(list of length {len(options)})" if len(options) > 20 else str(options)
                problem(
                    "value_not_in_list",
                    "Value not in list",
                    f"{name}: '{value}' not in {shown}",
                    name,
                    received_value=value,
                )
            continue
        found.extend(_scalar_problems(node_id, class_type, name, value, input_type, extra))
    return found


def _link_problems(
    graph: Graph,
    node_defs: NodeDefs,
    node_id: str,
    class_type: str,
    name: str,
    value: list[Any],
    input_type: Any,
) -> list[Problem]:
    def bad(kind: str, message: str, details: str) -> list[Problem]:
        return [Problem(kind, message, details, node_id, class_type, name, {"received_value": value})]

    if len(value) != 2:
        return bad(
            "bad_linked_input", "Bad linked input, must be a length-2 list of [node_id, slot_index]", name
        )
    source_id, slot = str(value[0]), value[1]
    source = graph.get(source_id)
    if source is None:
        return bad("bad_linked_input", "Linked node does not exist", f"{name}: node {source_id}")
    source_def = node_defs.get(source.get("class_type", ""))
    if not isinstance(source_def, dict):
        return []  # reported once for the source node itself
    outputs = source_def.get("output", [])
    if not isinstance(slot, int) or isinstance(slot, bool) or not 0 <= slot < len(outputs):
        return bad(
            "bad_linked_input",
            "Linked output slot does not exist",
            f"{name}: node {source_id} ({source['class_type']}) has {len(outputs)} outputs, not slot {slot}",
        )
    received = outputs[slot]
    expected = "COMBO" if isinstance(input_type, list) else str(input_type)
    if not _types_match(received, expected):
        return bad(
            "return_type_mismatch",
            "Return type mismatch between linked nodes",
            f"{name}, received_type({received}) mismatch input_type({expected})",
        )
    return []


def _scalar_problems(
    node_id: str, class_type: str, name: str, value: Any, input_type: Any, extra: dict[str, Any]
) -> list[Problem]:
    def bad(kind: str, message: str) -> list[Problem]:
        return [Problem(kind, message, name, node_id, class_type, name, {"received_value": value})]

    number: float
    if input_type == "INT":
        if isinstance(value, bool) or not isinstance(value, int):
            return bad("invalid_input_type", f"Failed to convert an input value to a INT value: {value!r}")
        number = value
    elif input_type == "FLOAT":
        if isinstance(value, bool) or not isinstance(value, int | float):
            return bad("invalid_input_type", f"Failed to convert an input value to a FLOAT value: {value!r}")
        number = float(value)
    elif input_type == "BOOLEAN":
        if not isinstance(value, bool):
            return bad(
                "invalid_input_type", f"Failed to convert an input value to a BOOLEAN value: {value!r}"
            )
        return []
    elif input_type == "STRING":
        if not isinstance(value, str):
            return bad("invalid_input_type", f"Failed to convert an input value to a STRING value: {value!r}")
        return []
    else:
        return bad("invalid_input_type", f"Input of type {input_type} must be linked from another node")
    if "min" in extra and number < extra["min"]:
        return bad("value_smaller_than_min", f"Value {value} smaller than min of {extra['min']}")
    if "max" in extra and number > extra["max"]:
        return bad("value_bigger_than_max", f"Value {value} bigger than max of {extra['max']}")
    return []
