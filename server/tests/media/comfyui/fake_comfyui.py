"""A test ComfyUI server that speaks ComfyUI's real protocol (Comfy-Org/ComfyUI server.py,
execution.py, main.py, comfy_execution/progress.py), on 127.0.0.1 at a free port.

What it reproduces: POST /prompt validated against the same node_defs.json (ComfyUI's 400 shape, or
200 {prompt_id, number, node_errors}); a queue ordered by number; a scripted executor that sends the
WebSocket frames only to the submitting client id (status with sid on connect, feature_flags reply,
execution_start, execution_cached, executing, progress, progress_state, a binary preview — type 4 with
metadata, or type 1 to clients that did not ask for metadata —, an unknown type, executed,
execution_success / execution_error / execution_interrupted, then executing{node: null} once history is
written); GET /history[/{id}], GET /queue, GET /view, POST /upload/image (renames on clash),
POST /queue {delete|clear}, POST /interrupt (per prompt or global), GET /object_info. Every route is
also served under /api, like ComfyUI.

Output images are real PNGs at the size the graph would give (EmptyLatentImage floors to multiples of
8, upscale models multiply by the factor in their name, ImageScaleBy rounds). Videos are real H.264 MP4s
written with PyAV at the size, frame count and rate the graph would give (WAN latents decode to `length`
frames, LoadVideo reads the uploaded file), with an AAC track when CreateVideo gets audio; SaveVideo reports
them as `images` + `animated: [true]`, and LoadVideo shows its input back as `type: "input"`, as ComfyUI
does. DynamicCombo inputs are validated the way ComfyUI expands them (validate.expand_dynamic_combos).

Knobs: hold (clear it to keep prompts pending), step_delay, add_foreign_prompts (other clients' work
ahead of ours), fail_class (an execution_error in that node), drop_sockets_at_step + stay_down
(the socket goes away mid-run, and may refuse to come back), partial_node_errors (a 200 that still carries node_errors),
missing_classes (custom nodes that are not installed).
"""

from __future__ import annotations

import asyncio
import contextlib
import heapq
import io
import json
import re
import socket
import struct
import time
import uuid
import wave
from typing import Any

import av
import uvicorn
from PIL import Image
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.websockets import WebSocket, WebSocketDisconnect

from nocturne.media.backends.comfyui.validate import Problem, find_problems, load_node_defs
from nocturne.media.backends.comfyui.video_models import DEFAULT_VIDEO_FILES
from tests.media.comfyui.helpers import AUDIO_RATE, VIDEO_LORAS

FOREIGN_CLIENT = "someone-else"
GRAPH_LEVEL = {"missing_node_type", "invalid_prompt", "prompt_no_outputs", "no_prompt"}
SAMPLING_NODES = {"KSampler", "KSamplerAdvanced", "FaceDetailer", "ImageUpscaleWithModel"}
# Video model files by folder: the defaults of every role (video_models.DEFAULT_VIDEO_FILES).
VIDEO_FOLDERS = {
    "diffusion_models": [
        DEFAULT_VIDEO_FILES[r] for r in DEFAULT_VIDEO_FILES if r.startswith("wan") and "fast" not in r
    ],
    "text_encoders": [DEFAULT_VIDEO_FILES["text_encoder"]],
    "vae": [DEFAULT_VIDEO_FILES["vae"]],
    "clip_vision": [DEFAULT_VIDEO_FILES["clip_vision"]],
    "model_patches": [DEFAULT_VIDEO_FILES["infinitetalk"]],
    "audio_encoders": [DEFAULT_VIDEO_FILES["audio_encoder"]],
}
SPEED_LORAS = tuple(DEFAULT_VIDEO_FILES[r] for r in DEFAULT_VIDEO_FILES if "fast" in r)
MEDIA_TYPES = {".png": "image/png", ".mp4": "video/mp4", ".wav": "audio/wav"}


class Interrupted(Exception):
    pass


class FakeComfyUI:
    def __init__(
        self,
        *,
        checkpoints: tuple[str, ...] = (
            "babes.safetensors",
            "realism.safetensors",
            "pony.safetensors",
            "wai.safetensors",
        ),
        loras: tuple[str, ...] = ("detail.safetensors", "pose.safetensors", *VIDEO_LORAS, *SPEED_LORAS),
        upscale_models: tuple[str, ...] = ("4x-UltraSharp.pth",),
        detectors: tuple[str, ...] = ("bbox/face_yolov8m.pt",),
        step_delay: float = 0.005,
    ) -> None:
        self.files = {
            "checkpoints": list(checkpoints),
            "loras": list(loras),
            "upscale_models": list(upscale_models),
            "ultralytics": list(detectors),
            **{folder: list(files) for folder, files in VIDEO_FOLDERS.items()},
        }
        self.step_delay = step_delay
        self.hold = asyncio.Event()
        self.hold.set()
        self.fail_class: str | None = None
        self.fail_message = "Error while detecting faces: model file is corrupt"
        self.drop_sockets_at_step: int | None = None
        self.refuse_sockets = False
        self.stay_down = False  # after drop_sockets_at_step, refuse new sockets
        self.partial_node_errors = False
        self.missing_classes: set[str] = set()  # custom nodes this server does not have
        # State, as in ComfyUI's PromptQueue and PromptServer.
        self.number = 0
        self.queue: list[list[Any]] = []
        self.running: list[Any] | None = None
        self.history: dict[str, dict[str, Any]] = {}
        self.inputs: dict[str, bytes] = {}
        self.outputs: dict[tuple[str, str, str], bytes] = {}
        self.sockets: dict[str, WebSocket] = {}
        self.client_flags: dict[str, dict[str, Any]] = {}
        self._interrupt = False
        self._last_checkpoint: str | None = None
        self._counter = 0
        self._work = asyncio.Event()
        # What the tests look at.
        self.received: list[dict[str, Any]] = []
        self.interrupts: list[dict[str, Any]] = []
        self.deletes: list[str] = []
        self.sent: list[tuple[str, str]] = []  # (client id, frame type or "binary:N")
        self.url = ""
        self._server: uvicorn.Server | None = None
        self._tasks: list[asyncio.Task[None]] = []

    # -- lifecycle ---------------------------------------------------------------------------------

    async def start(self, *, prefix: str = "") -> str:
        routes = self._routes()
        app = Starlette(routes=[*routes, Mount("/api", routes=routes)])
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        # A socket handed to uvicorn misses the TCP_NODELAY it sets on its own: each answer would wait ~40 ms.
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
        config = uvicorn.Config(app, lifespan="off", log_level="warning", timeout_graceful_shutdown=1)
        self._server = uvicorn.Server(config)
        self._tasks.append(asyncio.create_task(self._server.serve(sockets=[sock])))
        self._tasks.append(asyncio.create_task(self._executor()))
        while not self._server.started:  # noqa: ASYNC110 - uvicorn exposes no event for this
            await asyncio.sleep(0.01)
        self.url = f"http://127.0.0.1:{port}{prefix}"
        return self.url

    async def stop(self) -> None:
        for ws in list(self.sockets.values()):
            with contextlib.suppress(Exception):
                await ws.close()
        if self._server is not None:
            self._server.should_exit = True
        executor = self._tasks[1] if len(self._tasks) > 1 else None
        if executor is not None:
            executor.cancel()
        for task in self._tasks:
            with contextlib.suppress(asyncio.CancelledError):
                await task

    # -- knobs ---------------------------------------------------------------------------------------

    def add_foreign_prompts(self, count: int, *, steps: int = 4) -> list[str]:
        """Queue other clients' prompts (events go to a client that is not listening)."""
        ids = []
        for _ in range(count):
            prompt_id = str(uuid.uuid4())
            graph = foreign_graph(self.files["checkpoints"][0], steps)
            self._put([self._next_number(False), prompt_id, graph, {"client_id": FOREIGN_CLIENT}, ["7"]])
            ids.append(prompt_id)
        return ids

    async def drop_sockets(self) -> None:
        for ws in list(self.sockets.values()):
            with contextlib.suppress(Exception):
                await ws.close(code=1011)

    # -- routes ----------------------------------------------------------------------------------------

    def _routes(self) -> list[Any]:
        return [
            WebSocketRoute("/ws", self._ws),
            Route("/prompt", self._post_prompt, methods=["POST"]),
            Route("/prompt", self._get_prompt, methods=["GET"]),
            Route("/queue", self._get_queue, methods=["GET"]),
            Route("/queue", self._post_queue, methods=["POST"]),
            Route("/history", self._get_history, methods=["GET"]),
            Route("/history/{prompt_id}", self._get_history_one, methods=["GET"]),
            Route("/interrupt", self._post_interrupt, methods=["POST"]),
            Route("/upload/image", self._upload, methods=["POST"]),
            Route("/view", self._view, methods=["GET"]),
            Route("/object_info", self._object_info, methods=["GET"]),
        ]

    def _defs(self) -> dict[str, Any]:
        defs = load_node_defs()
        for name in self.missing_classes:
            defs.pop(name, None)
        fill = {
            ("CheckpointLoaderSimple", "ckpt_name"): self.files["checkpoints"],
            ("LoraLoader", "lora_name"): self.files["loras"],
            ("UltralyticsDetectorProvider", "model_name"): self.files["ultralytics"],
        }
        fill.update(
            {
                ("UNETLoader", "unet_name"): self.files["diffusion_models"],
                ("CLIPLoader", "clip_name"): self.files["text_encoders"],
                ("VAELoader", "vae_name"): self.files["vae"],
                ("CLIPVisionLoader", "clip_name"): self.files["clip_vision"],
                ("LoraLoaderModelOnly", "lora_name"): self.files["loras"],
                ("ModelPatchLoader", "name"): self.files["model_patches"],
            }
        )
        for (cls, name), files in fill.items():
            if cls in defs:
                defs[cls]["input"]["required"][name][0] = list(files)
        for cls, name, folder in (
            ("UpscaleModelLoader", "model_name", "upscale_models"),
            ("AudioEncoderLoader", "audio_encoder_name", "audio_encoders"),
        ):
            if cls in defs:
                defs[cls]["input"]["required"][name][1]["options"] = list(self.files[folder])
        # LoadImage, LoadVideo and LoadAudio check their file in VALIDATE_INPUTS
        # (custom_validation_failed), not as a combo.
        defs["_file_inputs"]["LoadImage"] = {"image": "input"}
        return defs

    async def _object_info(self, request: Request) -> Response:
        return JSONResponse({k: v for k, v in self._defs().items() if not k.startswith("_")})

    async def _post_prompt(self, request: Request) -> Response:
        body = await request.json()
        self.received.append(body)
        number = self._next_number(bool(body.get("front")), body.get("number"))
        if "prompt" not in body:
            return _error(400, "no_prompt", "No prompt provided", "No prompt provided")
        prompt_id = str(body.get("prompt_id") or uuid.uuid4())
        if body.get("prompt_id") and not _canonical_uuid(prompt_id):
            return _error(400, "invalid_prompt_id", "Invalid prompt_id", prompt_id)
        graph = body["prompt"]
        node_errors, good_outputs, graph_error = self._validate(graph)
        if graph_error is not None:
            return JSONResponse({"error": graph_error, "node_errors": {}}, status_code=400)
        if not good_outputs:
            details = "\n".join(
                f"{e['message']}: {e['details']}" for entry in node_errors.values() for e in entry["errors"]
            )
            error = {
                "type": "prompt_outputs_failed_validation",
                "message": "Prompt outputs failed validation",
                "details": details,
                "extra_info": {},
            }
            return JSONResponse({"error": error, "node_errors": node_errors}, status_code=400)
        if self.partial_node_errors:
            node_errors = {
                "99": {
                    "errors": [
                        {
                            "type": "value_not_in_list",
                            "message": "Value not in list",
                            "details": "ckpt_name: 'other.safetensors' not in []",
                            "extra_info": {"input_name": "ckpt_name", "received_value": "other.safetensors"},
                        }
                    ],
                    "dependent_outputs": ["98"],
                    "class_type": "CheckpointLoaderSimple",
                }
            }
        extra = dict(body.get("extra_data") or {})
        if "client_id" in body:
            extra["client_id"] = body["client_id"]
        self._put([number, prompt_id, graph, extra, good_outputs])
        return JSONResponse({"prompt_id": prompt_id, "number": number, "node_errors": node_errors})

    def _validate(self, graph: Any) -> tuple[dict[str, Any], list[str], dict[str, Any] | None]:
        problems = [p for p in find_problems(graph, self._defs()) if p.type != "unknown_input"]
        for p in problems:
            if p.type in GRAPH_LEVEL:
                error = {"type": p.type, "message": p.message, "details": p.details}
                return {}, [], {**error, "extra_info": dict(p.extra)}
        defs = self._defs()
        for node_id, node in graph.items():
            name = FILE_INPUTS.get(node["class_type"])
            if name is not None and node["inputs"].get(name) not in self.inputs:
                problems.append(_custom_invalid(node_id, node["class_type"], name, node["inputs"].get(name)))
        outputs = [n for n, node in graph.items() if defs[node["class_type"]].get("output_node")]
        node_errors: dict[str, Any] = {}
        good = []
        for output in outputs:
            upstream = _upstream(graph, output)
            failing = [p for p in problems if p.node_id in upstream]
            if not failing:
                good.append(output)
            for p in failing:
                entry = node_errors.setdefault(
                    str(p.node_id), {"errors": [], "dependent_outputs": [], "class_type": p.class_type}
                )
                error = {
                    "type": p.type,
                    "message": p.message,
                    "details": p.details,
                    "extra_info": {"input_name": p.input_name, **p.extra},
                }
                if error not in entry["errors"]:
                    entry["errors"].append(error)
                if output not in entry["dependent_outputs"]:
                    entry["dependent_outputs"].append(output)
        return node_errors, good, None

    async def _get_prompt(self, request: Request) -> Response:
        return JSONResponse({"exec_info": {"queue_remaining": self._remaining()}})

    async def _get_queue(self, request: Request) -> Response:
        running = [self.running] if self.running else []
        return JSONResponse(
            {"queue_running": running, "queue_pending": sorted(self.queue, key=lambda i: i[0])}
        )

    async def _post_queue(self, request: Request) -> Response:
        body = await request.json()
        if body.get("clear"):
            self.queue = []
        for prompt_id in body.get("delete") or []:
            self.deletes.append(prompt_id)
            self.queue = [item for item in self.queue if item[1] != prompt_id]
            heapq.heapify(self.queue)
        await self._broadcast_status()
        return Response(status_code=200)

    async def _get_history(self, request: Request) -> Response:
        return JSONResponse(self.history)

    async def _get_history_one(self, request: Request) -> Response:
        prompt_id = request.path_params["prompt_id"]
        entry = self.history.get(prompt_id)
        return JSONResponse({prompt_id: entry} if entry is not None else {})

    async def _post_interrupt(self, request: Request) -> Response:
        try:
            body = await request.json()
        except ValueError:
            body = {}
        self.interrupts.append(body)
        prompt_id = body.get("prompt_id")
        if not prompt_id or (self.running is not None and self.running[1] == prompt_id):
            self._interrupt = self.running is not None
        return Response(status_code=200)

    async def _upload(self, request: Request) -> Response:
        async with request.form() as form:
            image = form.get("image")
            if image is None or isinstance(image, str) or not image.filename:
                return Response(status_code=400)
            filename, data = image.filename, await image.read()
            subfolder = str(form.get("subfolder") or "")
            kind = str(form.get("type") or "input")
            overwrite = form.get("overwrite") in ("true", "1")
        if ".." in filename or ".." in subfolder or filename.startswith("/"):
            return Response(status_code=400)

        def key(name: str) -> str:
            return f"{subfolder}/{name}" if subfolder else name

        stem, dot, ext = filename.rpartition(".")
        name, i = filename, 1
        # ComfyUI keeps a same-named upload with the same bytes, and renames one with other bytes.
        while key(name) in self.inputs and self.inputs[key(name)] != data and not overwrite:
            name = f"{stem} ({i}){dot}{ext}" if dot else f"{filename} ({i})"
            i += 1
        self.inputs[key(name)] = data
        return JSONResponse({"name": name, "subfolder": subfolder, "type": kind})

    async def _view(self, request: Request) -> Response:
        filename = request.query_params.get("filename")
        if not filename:
            return Response(status_code=404)
        if filename.startswith("/") or ".." in filename:
            return Response(status_code=400)
        kind = request.query_params.get("type", "output")
        subfolder = request.query_params.get("subfolder", "")
        if ".." in subfolder:
            return Response(status_code=403)
        data = self.outputs.get((kind, subfolder, filename))
        if data is None:
            return Response(status_code=404)
        media_type = MEDIA_TYPES.get(filename[filename.rfind(".") :].lower(), "application/octet-stream")
        return Response(
            data, media_type=media_type, headers={"Content-Disposition": f'filename="{filename}"'}
        )

    async def _ws(self, websocket: WebSocket) -> None:
        if self.refuse_sockets:
            await websocket.close(code=1013)
            return
        await websocket.accept()
        sid = websocket.query_params.get("clientId") or uuid.uuid4().hex
        self.sockets[sid] = websocket  # reusing a client id replaces the old socket
        self.client_flags[sid] = {}
        await self._send(
            sid, "status", {"status": {"exec_info": {"queue_remaining": self._remaining()}}, "sid": sid}
        )
        first = True
        try:
            while True:
                text = await websocket.receive_text()
                with contextlib.suppress(ValueError):
                    message = json.loads(text)
                    if first and isinstance(message, dict) and message.get("type") == "feature_flags":
                        self.client_flags[sid] = message.get("data") or {}
                        await self._send(
                            sid,
                            "feature_flags",
                            {"supports_preview_metadata": True, "max_upload_size": 104857600},
                        )
                first = False
        except (WebSocketDisconnect, RuntimeError):
            pass
        finally:
            if self.sockets.get(sid) is websocket:
                del self.sockets[sid]

    # -- sending ---------------------------------------------------------------------------------------

    async def _send(self, sid: str | None, kind: str, data: dict[str, Any]) -> None:
        targets = list(self.sockets.items()) if sid is None else [(sid, self.sockets.get(sid))]
        for target, ws in targets:
            if ws is None:
                continue
            self.sent.append((target, kind))
            with contextlib.suppress(Exception):
                await ws.send_text(json.dumps({"type": kind, "data": data}))

    async def _send_preview(self, sid: str | None, prompt_id: str, node_id: str) -> None:
        ws = self.sockets.get(sid or "")
        if ws is None or sid is None:
            return
        buffer = io.BytesIO()
        Image.new("RGB", (64, 80), (200, 120, 90)).save(buffer, format="JPEG")
        jpeg = buffer.getvalue()
        if self.client_flags.get(sid, {}).get("supports_preview_metadata") is True:
            meta = {
                "node_id": node_id,
                "prompt_id": prompt_id,
                "display_node_id": node_id,
                "parent_node_id": None,
                "real_node_id": node_id,
                "image_type": "image/jpeg",
            }
            raw = json.dumps(meta).encode()
            frame = struct.pack(">I", 4) + struct.pack(">I", len(raw)) + raw + jpeg
            self.sent.append((sid, "binary:4"))
        else:
            frame = struct.pack(">I", 1) + struct.pack(">I", 1) + jpeg
            self.sent.append((sid, "binary:1"))
        with contextlib.suppress(Exception):
            await ws.send_bytes(frame)

    async def _broadcast_status(self) -> None:
        await self._send(None, "status", {"status": {"exec_info": {"queue_remaining": self._remaining()}}})

    # -- the executor ------------------------------------------------------------------------------------

    def _next_number(self, front: bool, explicit: Any = None) -> float | int:
        if explicit is not None:
            return float(explicit)
        number = -self.number if front else self.number
        self.number += 1
        return number

    def _remaining(self) -> int:
        return len(self.queue) + (1 if self.running else 0)

    def _put(self, item: list[Any]) -> None:
        heapq.heappush(self.queue, item)
        self._work.set()

    async def _executor(self) -> None:
        while True:
            await self._work.wait()
            await self.hold.wait()
            if not self.queue:
                self._work.clear()
                continue
            item = heapq.heappop(self.queue)
            self.running = item
            await self._broadcast_status()
            try:
                await self._execute(item)
            finally:
                self.running = None
                await self._broadcast_status()

    async def _execute(self, item: list[Any]) -> None:
        _, prompt_id, graph, extra, outputs = item
        sid = extra.get("client_id")
        messages: list[list[Any]] = []
        self._interrupt = False

        async def event(kind: str, data: dict[str, Any]) -> None:
            data = {**data, "timestamp": int(time.time() * 1000)}
            messages.append([kind, data])
            await self._send(sid, kind, data)

        await event("execution_start", {"prompt_id": prompt_id})
        cached = [
            n
            for n, node in graph.items()
            if node["class_type"] == "CheckpointLoaderSimple"
            and node["inputs"]["ckpt_name"] == self._last_checkpoint
        ]
        await event("execution_cached", {"nodes": cached, "prompt_id": prompt_id})
        await self._send(sid, "crystools.monitor", {"cpu_utilization": 12.5})  # a custom node's own type
        states: dict[str, dict[str, Any]] = {}
        ui_outputs: dict[str, Any] = {}
        executed: list[str] = []
        current = ""
        success = True
        try:
            for node_id in _order(graph, outputs):
                if node_id in cached:
                    continue
                current = node_id
                node = graph[node_id]
                await self._send(
                    sid, "executing", {"node": node_id, "display_node": node_id, "prompt_id": prompt_id}
                )
                await self._progress_state(sid, prompt_id, states, node_id, 0, 1, "running")
                if node["class_type"] == self.fail_class:
                    raise RuntimeError(self.fail_message)
                steps = _steps(node)
                for step in range(1, steps + 1):
                    await asyncio.sleep(self.step_delay)
                    if self._interrupt:
                        raise Interrupted
                    await self._send(
                        sid,
                        "progress",
                        {"value": step, "max": steps, "prompt_id": prompt_id, "node": node_id},
                    )
                    await self._progress_state(sid, prompt_id, states, node_id, step, steps, "running")
                    if node["class_type"] == "KSampler" and step == max(1, steps // 2):
                        await self._send_preview(sid, prompt_id, node_id)
                    if self.drop_sockets_at_step == step and node["class_type"] == "KSampler":
                        self.drop_sockets_at_step = None
                        self.refuse_sockets = self.stay_down
                        await self.drop_sockets()
                await asyncio.sleep(0)
                if self._interrupt:
                    raise Interrupted
                await self._progress_state(
                    sid, prompt_id, states, node_id, steps or 1, steps or 1, "finished"
                )
                if node["class_type"] == "CheckpointLoaderSimple":
                    self._last_checkpoint = node["inputs"]["ckpt_name"]
                ui: dict[str, Any] | None = None
                if node["class_type"] == "SaveImage":
                    ui = {"images": self._save(graph, node)}
                elif node["class_type"] == "SaveVideo":
                    ui = {"images": self._save_video(graph, node), "animated": [True]}
                elif node["class_type"] == "LoadVideo":  # its input, shown back as a preview
                    shown = {"filename": node["inputs"]["file"], "subfolder": "", "type": "input"}
                    ui = {"images": [shown], "animated": [True]}
                if ui is not None:
                    ui_outputs[node_id] = ui
                    await self._send(
                        sid,
                        "executed",
                        {
                            "node": node_id,
                            "display_node": node_id,
                            "output": ui_outputs[node_id],
                            "prompt_id": prompt_id,
                        },
                    )
                executed.append(node_id)
        except Interrupted:
            success = False
            base = {"prompt_id": prompt_id, "node_id": current, "node_type": graph[current]["class_type"]}
            await event("execution_interrupted", {**base, "executed": executed})
        except RuntimeError as exc:
            success = False
            base = {"prompt_id": prompt_id, "node_id": current, "node_type": graph[current]["class_type"]}
            await event(
                "execution_error",
                {
                    **base,
                    "executed": executed,
                    "exception_message": f"{exc}\n",
                    "exception_type": "RuntimeError",
                    "traceback": ['  File "execution.py", line 1, in execute\n'],
                    "current_inputs": {},
                    "current_outputs": [],
                },
            )
        else:
            await event("execution_success", {"prompt_id": prompt_id})
            temp = f"ComfyUI_temp_{uuid.uuid4().hex[:5]}_00001_.png"
            self.outputs[("temp", "", temp)] = b"not a result"
            ui_outputs["900"] = {"images": [{"filename": temp, "subfolder": "", "type": "temp"}]}
        meta = {
            n: {"node_id": n, "display_node": n, "parent_node": None, "real_node_id": n} for n in ui_outputs
        }
        self.history[prompt_id] = {
            "prompt": item,
            "outputs": ui_outputs,
            "status": {
                "status_str": "success" if success else "error",
                "completed": success,
                "messages": messages,
            },
            "meta": meta,
        }
        await self._broadcast_status()
        await self._send(sid, "executing", {"node": None, "prompt_id": prompt_id})

    async def _progress_state(
        self,
        sid: str | None,
        prompt_id: str,
        states: dict[str, Any],
        node_id: str,
        value: float,
        maximum: float,
        state: str,
    ) -> None:
        states[node_id] = {
            "value": value,
            "max": maximum,
            "state": state,
            "node_id": node_id,
            "prompt_id": prompt_id,
            "display_node_id": node_id,
            "parent_node_id": None,
            "real_node_id": node_id,
        }
        await self._send(sid, "progress_state", {"prompt_id": prompt_id, "nodes": dict(states)})

    def _save(self, graph: dict[str, Any], node: dict[str, Any]) -> list[dict[str, str]]:
        width, height, batch = self._shape(graph, node["inputs"]["images"])
        saved = []
        for index in range(batch):
            self._counter += 1
            filename = f"{node['inputs']['filename_prefix']}_{self._counter:05}_.png"
            buffer = io.BytesIO()
            Image.new("RGB", (width, height), (40 * index % 255, 90, 160)).save(
                buffer, format="PNG", compress_level=1
            )
            self.outputs[("output", "", filename)] = buffer.getvalue()
            saved.append({"filename": filename, "subfolder": "", "type": "output"})
        return saved

    def _shape(self, graph: dict[str, Any], link: list[Any]) -> tuple[int, int, int]:
        """(width, height, batch) of an IMAGE or LATENT link, as ComfyUI would compute it."""
        node = graph[str(link[0])]
        inputs = node["inputs"]
        match node["class_type"]:
            case "EmptyLatentImage":
                return inputs["width"] // 8 * 8, inputs["height"] // 8 * 8, inputs["batch_size"]
            case "KSampler":
                return self._shape(graph, inputs["latent_image"])
            case "VAEDecode" | "RepeatLatentBatch":
                w, h, b = self._shape(graph, inputs["samples"])
                return w, h, b * int(inputs.get("amount", 1))
            case "VAEEncode":
                w, h, b = self._shape(graph, inputs["pixels"])
                return w // 8 * 8, h // 8 * 8, b
            case "LoadImage":
                with Image.open(io.BytesIO(self.inputs[inputs["image"]])) as img:
                    return img.width, img.height, 1
            case "ImageUpscaleWithModel":
                w, h, b = self._shape(graph, inputs["image"])
                name = graph[str(inputs["upscale_model"][0])]["inputs"]["model_name"]
                match_factor = re.match(r"(\d+)x", name)
                factor = int(match_factor.group(1)) if match_factor else 1
                return w * factor, h * factor, b
            case "ImageScaleBy":
                w, h, b = self._shape(graph, inputs["image"])
                return round(w * inputs["scale_by"]), round(h * inputs["scale_by"]), b
            case "FaceDetailer":
                return self._shape(graph, inputs["image"])
        return self._video_shape(graph, node, link)

    def _video_shape(
        self, graph: dict[str, Any], node: dict[str, Any], link: list[Any]
    ) -> tuple[int, int, int]:
        """(width, height, frames) of the video graphs' IMAGE and LATENT links."""
        inputs = node["inputs"]
        match node["class_type"]:
            case "KSamplerAdvanced" | "CreateVideo":
                return self._shape(graph, inputs.get("latent_image") or inputs["images"])
            case "WanImageToVideo" | "EmptyHunyuanLatentVideo" | "WanInfiniteTalkToVideo":
                return inputs["width"], inputs["height"], inputs["length"]
            case "GetVideoComponents" | "LoadVideo":
                info = self._input_video(graph, link)
                return info["width"], info["height"], info["frames"]
            case "ImageFromBatch":
                w, h, n = self._shape(graph, inputs["image"])
                index = self._int(graph, inputs["batch_index"])
                index = max(0, min(n - 1, index + n if index < 0 else index))
                return w, h, min(n - index, inputs["length"])
            case "ImageBatch":
                w, h, n1 = self._shape(graph, inputs["image1"])
                return w, h, n1 + self._shape(graph, inputs["image2"])[2]
            case "ImageScale":
                return inputs["width"], inputs["height"], self._shape(graph, inputs["image"])[2]
        raise AssertionError(f"the fake cannot size {node['class_type']}")

    def _int(self, graph: dict[str, Any], value: Any) -> int:
        """An INT input, literal or linked (WanInfiniteTalkToVideo's trim_image)."""
        if not isinstance(value, list):
            return int(value)
        node = graph[str(value[0])]
        assert (node["class_type"], value[1]) == ("WanInfiniteTalkToVideo", 4)
        return int(node["inputs"]["motion_frame_count"]) if "previous_frames" in node["inputs"] else 0

    def _input_video(self, graph: dict[str, Any], link: list[Any]) -> dict[str, Any]:
        """What LoadVideo reads from the uploaded file: size, frames, rate, sound."""
        node = graph[str(link[0])]
        if node["class_type"] == "GetVideoComponents":
            node = graph[str(node["inputs"]["video"][0])]
        with av.open(io.BytesIO(self.inputs[node["inputs"]["file"]]), "r") as container:
            stream = container.streams.video[0]
            frames = stream.frames or sum(1 for _ in container.decode(stream))
            return {
                "width": stream.codec_context.width,
                "height": stream.codec_context.height,
                "frames": frames,
                "fps": float(stream.average_rate or 16),
                "audio": 1.0 if container.streams.audio else None,
            }

    def _save_video(self, graph: dict[str, Any], node: dict[str, Any]) -> list[dict[str, str]]:
        created = graph[str(node["inputs"]["video"][0])]
        width, height, frames = self._shape(graph, created["inputs"]["images"])
        fps = created["inputs"]["fps"]
        if isinstance(fps, list):  # GetVideoComponents' fps output
            fps = self._input_video(graph, fps)["fps"]
        audio_seconds = None
        if "audio" in created["inputs"]:
            source = graph[str(created["inputs"]["audio"][0])]
            if source["class_type"] == "LoadAudio":
                with wave.open(io.BytesIO(self.inputs[source["inputs"]["audio"]])) as speech:
                    audio_seconds = speech.getnframes() / speech.getframerate()
            else:
                audio_seconds = self._input_video(graph, created["inputs"]["audio"])["audio"]
        prefix = node["inputs"]["filename_prefix"]
        subfolder, _, name = prefix.rpartition("/")
        self._counter += 1
        filename = f"{name}_{self._counter:05}_.mp4"
        self.outputs[("output", subfolder, filename)] = _mp4(width, height, frames, round(fps), audio_seconds)
        return [{"filename": filename, "subfolder": subfolder, "type": "output"}]


def _error(status: int, kind: str, message: str, details: str) -> JSONResponse:
    error = {"type": kind, "message": message, "details": details, "extra_info": {}}
    return JSONResponse({"error": error, "node_errors": {}}, status_code=status)


def _canonical_uuid(value: str) -> bool:
    try:
        return str(uuid.UUID(value)) == value
    except ValueError:
        return False


FILE_INPUTS = {"LoadImage": "image", "LoadVideo": "file", "LoadAudio": "audio"}


def _custom_invalid(node_id: str, class_type: str, name: str, value: Any) -> Problem:
    kind = {"file": "video", "image": "image", "audio": "audio"}[name]
    return Problem(
        "custom_validation_failed",
        "Custom validation failed for node",
        f"{name} - Invalid {kind} file: {value}",
        node_id,
        class_type,
        name,
    )


def _upstream(graph: dict[str, Any], node_id: str) -> set[str]:
    seen: set[str] = set()
    stack = [node_id]
    while stack:
        current = stack.pop()
        if current in seen or current not in graph:
            continue
        seen.add(current)
        for value in graph[current]["inputs"].values():
            if isinstance(value, list) and len(value) == 2:
                stack.append(str(value[0]))
    return seen


def _order(graph: dict[str, Any], outputs: list[str]) -> list[str]:
    """Nodes needed by the outputs, each after its inputs (ComfyUI's ExecutionList does this lazily)."""
    order: list[str] = []

    def visit(node_id: str) -> None:
        if node_id in order:
            return
        for value in graph[node_id]["inputs"].values():
            if isinstance(value, list) and len(value) == 2:
                visit(str(value[0]))
        order.append(node_id)

    for output in outputs:
        visit(output)
    return order


def _steps(node: dict[str, Any]) -> int:
    if node["class_type"] not in SAMPLING_NODES:
        return 0
    if node["class_type"] == "ImageUpscaleWithModel":
        return 4
    steps = int(node["inputs"].get("steps", 1))
    if node["class_type"] == "KSamplerAdvanced":  # the steps this pass runs, as its progress bar counts
        inputs = node["inputs"]
        return max(0, min(int(inputs["end_at_step"]), steps) - int(inputs["start_at_step"]))
    return steps


def _mp4(width: int, height: int, frames: int, fps: int, audio_seconds: float | None) -> bytes:
    """A real H.264 MP4 (and AAC track), with the graph in its metadata as SaveVideo writes it."""
    buffer = io.BytesIO()
    # ComfyUI's VideoFromComponents.save_to keeps custom tags in MP4 with movflags use_metadata_tags.
    with av.open(buffer, "w", format="mp4", options={"movflags": "use_metadata_tags"}) as container:
        container.metadata["prompt"] = '{"secret": "the whole graph"}'
        video = container.add_stream("libx264", rate=fps)
        video.width, video.height, video.pix_fmt = width, height, "yuv420p"
        audio = container.add_stream("aac", rate=AUDIO_RATE) if audio_seconds else None
        for index in range(frames):
            picture = Image.new("RGB", (width, height), ((index * 5) % 255, 90, 160))
            for packet in video.encode(av.VideoFrame.from_image(picture)):
                container.mux(packet)
        for packet in video.encode():
            container.mux(packet)
        if audio is not None and audio_seconds:
            count = int(audio_seconds * AUDIO_RATE)
            frame = av.AudioFrame(format="s16", layout="mono", samples=count)
            frame.planes[0].update(bytes(2 * count))
            frame.sample_rate = AUDIO_RATE
            for packet in [*audio.encode(frame), *audio.encode()]:
                container.mux(packet)
    return buffer.getvalue()


def foreign_graph(checkpoint: str, steps: int) -> dict[str, Any]:
    return {
        "1": {"class_type": "CheckpointLoaderSimple", "inputs": {"ckpt_name": checkpoint}},
        "2": {"class_type": "CLIPTextEncode", "inputs": {"text": "a lighthouse", "clip": ["1", 1]}},
        "3": {"class_type": "CLIPTextEncode", "inputs": {"text": "", "clip": ["1", 1]}},
        "4": {"class_type": "EmptyLatentImage", "inputs": {"width": 64, "height": 64, "batch_size": 1}},
        "5": {
            "class_type": "KSampler",
            "inputs": {
                "model": ["1", 0],
                "seed": 1,
                "steps": steps,
                "cfg": 7.0,
                "sampler_name": "euler",
                "scheduler": "normal",
                "positive": ["2", 0],
                "negative": ["3", 0],
                "latent_image": ["4", 0],
                "denoise": 1.0,
            },
        },
        "6": {"class_type": "VAEDecode", "inputs": {"samples": ["5", 0], "vae": ["1", 2]}},
        "7": {"class_type": "SaveImage", "inputs": {"images": ["6", 0], "filename_prefix": "other"}},
    }
