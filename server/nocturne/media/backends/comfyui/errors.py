"""ComfyUI's refusals turned into BackendErrors with a message a person can act on."""

from __future__ import annotations

import re
from typing import Any

import httpx

from nocturne.media.backends.port import BackendError

# Custom node packs the workflows need, so a missing node names what to install.
NODE_PACKS = {
    "FaceDetailer": "ComfyUI-Impact-Pack",
    "UltralyticsDetectorProvider": "ComfyUI-Impact-Subpack",
    "IPAdapterUnifiedLoader": "ComfyUI_IPAdapter_plus",
    "IPAdapterAdvanced": "ComfyUI_IPAdapter_plus",
}
# Inputs that name a model file: a value not in their list means the file is missing on the server.
MODEL_INPUTS = {
    "ckpt_name",
    "lora_name",
    "model_name",
    "preset",
    "unet_name",
    "clip_name",
    "vae_name",
    "name",
    "audio_encoder_name",
}


def unreachable(url: str, exc: Exception) -> BackendError:
    return BackendError(
        f"The generation server {url} could not be reached ({type(exc).__name__}).", transient=True
    )


def check_response(url: str, response: httpx.Response, action: str) -> None:
    """Raise for a failed HTTP answer: 5xx and 429 are worth retrying, other 4xx are not."""
    if response.is_success:
        return
    transient = response.status_code >= 500 or response.status_code in (408, 429)
    raise BackendError(
        f"The generation server {url} answered {response.status_code} to {action}.", transient=transient
    )


def prompt_refused(body: Any) -> BackendError:
    """A 400 from POST /prompt, or a 200 whose node_errors are not empty."""
    body = body if isinstance(body, dict) else {}
    node_errors = body.get("node_errors") or {}
    for node_id, entry in node_errors.items():
        class_type = entry.get("class_type") or f"node {node_id}"
        for error in entry.get("errors") or []:
            return BackendError(_node_error_message(class_type, error), transient=False)
    error = body.get("error")
    if isinstance(error, dict):
        message = str(error.get("message") or "")
        node = _missing_node(error, message)
        if node is not None:
            pack = NODE_PACKS.get(node)
            hint = f" (install {pack})" if pack else ""
            return BackendError(
                f"The generation server does not have the node '{node}'{hint}.", transient=False
            )
        details = str(error.get("details") or "").strip()
        text = f"{message}: {details}" if details else message
        return BackendError(f"The generation server refused the workflow: {text or 'no reason given'}.")
    return BackendError("The generation server refused the workflow without saying why.", transient=False)


def _missing_node(error: dict[str, Any], message: str) -> str | None:
    """The class a refused graph names as not installed. ComfyUI since #12194 (February 2026) answers
    type missing_node_type with the class in extra_info (its message names the node's title, which a graph
    may set); older servers answer invalid_prompt "Cannot execute because node X does not exist."."""
    if error.get("type") == "missing_node_type":
        extra = error.get("extra_info")
        class_type = extra.get("class_type") if isinstance(extra, dict) else None
        if class_type:
            return str(class_type)
        named = re.search(r"Node '(.+)' not found", message)
        return named.group(1) if named else None
    missing = re.search(r"node (\S+) does not exist", message)
    return missing.group(1) if missing else None


def _node_error_message(class_type: str, error: dict[str, Any]) -> str:
    kind = error.get("type")
    extra = error.get("extra_info") or {}
    name = extra.get("input_name")
    value = extra.get("received_value")
    if kind == "value_not_in_list" and name in MODEL_INPUTS:
        return f"The generation server is missing the model file '{value}' ({class_type})."
    if kind == "custom_validation_failed" and class_type in ("LoadImage", "LoadVideo", "LoadAudio"):
        return "The generation server lost the uploaded input file; try again."
    if kind == "value_not_in_list":
        return f"The generation server does not accept '{value}' for {name} ({class_type})."
    details = error.get("details") or name or ""
    return f"The generation server rejected the workflow at {class_type}: {error.get('message')} ({details})."
