"""The ComfyUI backend: SDXL workflows (workflows.py), checked against a stored /object_info subset
(validate.py, node_defs.json), run on one or more ComfyUI servers (client.py; protocol.py, ws.py and
progress.py read the server's answers and WebSocket frames)."""

from nocturne.media.backends.comfyui.client import ComfyUIBackend
from nocturne.media.backends.comfyui.workflows import ComfyOptions, Sampling

__all__ = ["ComfyOptions", "ComfyUIBackend", "Sampling"]
