"""ComfyUIBackend: the MediaBackend port over one or more ComfyUI servers (HTTP + WebSocket).

The reference of a run is "<server base URL>#<prompt_id>", so any worker process can ask about it.
The prompt id is minted from the job id (uuid5), which makes a repeated submit find the run it already
started instead of paying for a second one.

Videos (kinds video and video_enhance) are built by video_workflows.py; their inputs (start image,
source video, speech) are uploaded the same way, their progress is weighted per pass (video_progress.py)
and their results are the video first, then the still a text-to-video made (video_outputs.py).

Progress comes from the server's WebSocket (ws.py, progress.py) for prompts this process submitted.
Anything else (another worker's prompt, a dropped socket, the end of a run) is read from
GET /history/{prompt_id} and GET /queue, at most once per poll_interval per prompt; a terminal state is
only ever reported once history confirms it.
"""

from __future__ import annotations

import asyncio
import time
import uuid
from pathlib import PurePosixPath
from typing import Any

import httpx

from nocturne.media.backends.comfyui.errors import check_response, prompt_refused, unreachable
from nocturne.media.backends.comfyui.images import fit_exact, image_size
from nocturne.media.backends.comfyui.progress import PromptProgress
from nocturne.media.backends.comfyui.protocol import (
    LOST,
    TERMINAL,
    make_ref,
    output_images,
    parse_ref,
    prompt_id_for,
    queue_position,
    status_from_history,
    target_of,
)
from nocturne.media.backends.comfyui.video_models import VIDEO_KINDS, VideoOptions, upload_roles
from nocturne.media.backends.comfyui.video_outputs import (
    content_type,
    probe,
    saved_media,
    without_metadata,
)
from nocturne.media.backends.comfyui.video_progress import video_node_weights, video_stages
from nocturne.media.backends.comfyui.workflows import ComfyOptions, Graph, build_workflow, node_weights
from nocturne.media.backends.comfyui.ws import ServerSocket
from nocturne.media.backends.port import (
    BackendError,
    BackendStatus,
    GenerationRequest,
    InputImage,
    MediaOutput,
)

EXTENSIONS = {
    "image/png": ".png",
    "image/jpeg": ".jpg",
    "image/webp": ".webp",
    "video/mp4": ".mp4",
    "video/webm": ".webm",
    "audio/wav": ".wav",
    "audio/x-wav": ".wav",
    "audio/mpeg": ".mp3",
}


class ComfyUIBackend:
    name = "comfyui"

    def __init__(
        self,
        urls: list[str],
        options: ComfyOptions,
        *,
        client_id: str | None = None,
        http: httpx.AsyncClient | None = None,
        poll_interval: float = 1.0,
        video_options: VideoOptions | None = None,
    ) -> None:
        if not urls:
            raise ValueError("ComfyUIBackend needs at least one server URL")
        self.urls = [url.rstrip("/") for url in urls]
        self.options = options
        self.video_options = video_options or VideoOptions()
        # One id per process: ComfyUI keeps one socket per client id and sends a prompt's events to it.
        self.client_id = client_id or uuid.uuid4().hex
        self._http = http or httpx.AsyncClient(timeout=httpx.Timeout(30.0, connect=5.0))
        self._owns_http = http is None
        self._poll = poll_interval
        self._sockets: dict[str, ServerSocket] = {}
        self._queues: dict[str, tuple[float, dict[str, Any]]] = {}
        self._checked: dict[str, tuple[float, BackendStatus]] = {}
        self._final: dict[str, BackendStatus] = {}
        self._canceled: set[str] = set()

    # -- the port ---------------------------------------------------------------------------------

    async def submit(self, request: GenerationRequest) -> str:
        prompt_id = prompt_id_for(request.job_id)
        self._build(request, self._placeholders(request))  # settings errors first
        queues = await self._queues_of_all()
        if not queues:
            raise BackendError("No generation server is reachable right now.", transient=True)
        existing = await self._find(prompt_id, queues)
        if existing is not None:
            return make_ref(existing, prompt_id)
        url = min(queues, key=lambda u: len(queues[u]["queue_running"]) + len(queues[u]["queue_pending"]))
        uploaded = await self._upload_inputs(url, request, prompt_id)
        graph = self._build(request, uploaded)
        socket = self._sockets.get(url)
        if socket is None:  # the first job on this server: give its socket a moment to open
            socket = self._sockets[url] = ServerSocket(url, self.client_id)
            await socket.wait_connected(2.0)
        socket.track(_tracker(prompt_id, request, graph))
        nocturne = {"job_id": request.job_id, "kind": request.kind, "size": await self._target(request)}
        body = {
            "prompt": graph,
            "client_id": self.client_id,
            "prompt_id": prompt_id,
            # Kept by ComfyUI with the prompt in /queue and /history, so results() in any process
            # knows the exact size to deliver and whether the job makes a video.
            "extra_data": {"nocturne": nocturne},
        }
        try:
            response = await self._request("POST", url, "/prompt", json=body)
            if response.status_code == 400:
                raise prompt_refused(_json(response))
            check_response(url, response, "the new job")
            answer = _json(response)
            real_id = str(answer.get("prompt_id") or prompt_id)
            if answer.get("node_errors"):
                # ComfyUI queued the outputs that passed; ours is one graph, so take it back out.
                await self._post_quietly(url, "/queue", {"delete": [real_id]})
                raise prompt_refused(answer)
        except BackendError:
            socket.forget(prompt_id)
            raise
        if real_id != prompt_id:  # an older ComfyUI that ignores prompt_id
            tracker = socket.trackers.pop(prompt_id)
            tracker.prompt_id = real_id
            socket.trackers[real_id] = tracker
        return make_ref(url, real_id)

    async def status(self, ref: str) -> BackendStatus:
        url, prompt_id = parse_ref(ref)
        if prompt_id in self._final:
            return self._final[prompt_id]
        socket = self._sockets.get(url)
        tracker = socket.trackers.get(prompt_id) if socket else None
        if tracker is not None and socket is not None and socket.connected and not tracker.stale:
            if tracker.outcome is None and tracker.started:
                return _running(tracker)
            if tracker.outcome is None:
                position = queue_position(await self._queue(url), prompt_id)
                if position == 0 or tracker.started:
                    return _running(tracker)
                if position is not None:
                    return BackendStatus("queued", queue_position=position)
        return await self._polled(url, prompt_id, tracker)

    async def cancel(self, ref: str) -> None:
        url, prompt_id = parse_ref(ref)
        self._canceled.add(prompt_id)
        self._checked.pop(prompt_id, None)
        position = queue_position(await self._queue(url, fresh=True), prompt_id)
        if position is not None and position > 0:
            response = await self._request("POST", url, "/queue", json={"delete": [prompt_id]})
            check_response(url, response, "the cancel")
            # It may have started between the two calls.
            position = queue_position(await self._queue(url, fresh=True), prompt_id)
        if position == 0:
            # Per-prompt interrupt: a global one would stop whatever else the server is running.
            response = await self._request("POST", url, "/interrupt", json={"prompt_id": prompt_id})
            check_response(url, response, "the cancel")

    async def results(self, ref: str) -> list[MediaOutput]:
        url, prompt_id = parse_ref(ref)
        entry = await self._history(url, prompt_id)
        if entry is None:
            raise BackendError("The generation server has no finished result for this job.", transient=False)
        status = status_from_history(entry)
        if status.state != "succeeded":
            raise BackendError(
                status.error or "The generation server did not finish this job.", transient=False
            )
        if _kind_of(entry) in VIDEO_KINDS or saved_media(entry.get("outputs") or {})[0]:
            return await self._video_results(url, entry)
        width, height = target_of(entry)
        outputs: list[MediaOutput] = []
        for item in output_images(entry.get("outputs") or {}):
            params = {k: str(item.get(k) or "") for k in ("filename", "subfolder", "type")}
            response = await self._request("GET", url, "/view", params=params)
            check_response(url, response, "the image download")
            data, w, h = await asyncio.to_thread(fit_exact, response.content, width, height)
            outputs.append(MediaOutput(data, "image/png", w, h, extra={"filename": params["filename"]}))
        if not outputs:
            raise BackendError("The generation server finished the job but saved no image.", transient=False)
        return outputs

    async def _video_results(self, url: str, entry: dict[str, Any]) -> list[MediaOutput]:
        """The video first (stripped of the graph in its metadata, with its size, length, rate and
        sound read from the file), then the still it started from when the run made one."""
        videos, stills = saved_media(entry.get("outputs") or {})
        if not videos:
            raise BackendError("The video server finished the job but saved no video.", transient=False)
        outputs: list[MediaOutput] = []
        for item in videos:
            data = await self._download(url, item)
            clean = await asyncio.to_thread(without_metadata, data)
            try:
                info = await asyncio.to_thread(probe, clean)
            except ValueError as exc:
                raise BackendError("The video server sent back a video that cannot be read.") from exc
            kind = "video/mp4" if clean is not data else content_type(item)
            outputs.append(
                MediaOutput(
                    clean,
                    kind,
                    info.width,
                    info.height,
                    extra={"filename": str(item["filename"])},
                    duration=info.duration,
                    fps=info.fps,
                    has_audio=info.has_audio,
                )
            )
        for item in stills:
            data, w, h = await asyncio.to_thread(fit_exact, await self._download(url, item), None, None)
            outputs.append(MediaOutput(data, "image/png", w, h, extra={"filename": str(item["filename"])}))
        return outputs

    async def _download(self, url: str, item: dict[str, Any]) -> bytes:
        params = {k: str(item.get(k) or "") for k in ("filename", "subfolder", "type")}
        response = await self._request("GET", url, "/view", params=params)
        check_response(url, response, "the download")
        return response.content

    async def close(self) -> None:
        sockets, self._sockets = list(self._sockets.values()), {}
        for socket in sockets:
            await socket.close()
        if self._owns_http:
            await self._http.aclose()

    # -- helpers ----------------------------------------------------------------------------------

    async def _request(self, method: str, url: str, path: str, **kwargs: Any) -> httpx.Response:
        try:
            return await self._http.request(method, url + path, **kwargs)
        except httpx.HTTPError as exc:
            raise unreachable(url, exc) from exc

    async def _post_quietly(self, url: str, path: str, body: dict[str, Any]) -> None:
        try:
            await self._request("POST", url, path, json=body)
        except BackendError:
            pass

    async def _queue(self, url: str, *, fresh: bool = False) -> dict[str, Any]:
        cached = self._queues.get(url)
        if cached and not fresh and time.monotonic() - cached[0] < self._poll:
            return cached[1]
        response = await self._request("GET", url, "/queue")
        check_response(url, response, "the queue check")
        body = _json(response)
        queue = {key: list(body.get(key) or []) for key in ("queue_running", "queue_pending")}
        self._queues[url] = (time.monotonic(), queue)
        return queue

    async def _queues_of_all(self) -> dict[str, dict[str, Any]]:
        answers = await asyncio.gather(
            *(self._queue(u, fresh=True) for u in self.urls), return_exceptions=True
        )
        queues: dict[str, dict[str, Any]] = {}
        for url, answer in zip(self.urls, answers, strict=True):
            if isinstance(answer, dict):
                queues[url] = answer
            elif not isinstance(answer, BackendError):
                raise answer
        return queues

    async def _history(self, url: str, prompt_id: str) -> dict[str, Any] | None:
        response = await self._request("GET", url, f"/history/{prompt_id}")
        check_response(url, response, "the job check")
        entry = _json(response).get(prompt_id)
        return entry if isinstance(entry, dict) else None

    async def _find(self, prompt_id: str, queues: dict[str, dict[str, Any]]) -> str | None:
        """The server that already has this prompt (a repeated submit), if any."""
        for url, queue in queues.items():
            if queue_position(queue, prompt_id) is not None:
                return url
        found = await asyncio.gather(*(self._history(u, prompt_id) for u in queues), return_exceptions=True)
        return next((u for u, entry in zip(queues, found, strict=True) if isinstance(entry, dict)), None)

    def _build(self, request: GenerationRequest, uploaded: dict[str, str]) -> Graph:
        return build_workflow(request, self.options, uploaded, self.video_options)

    def _placeholders(self, request: GenerationRequest) -> dict[str, str]:
        """Stand-in input names for checking the settings before anything is uploaded."""
        if request.kind in VIDEO_KINDS:
            return dict.fromkeys(upload_roles(request), "-")
        return {"reference": "-", "source": "-"}

    async def _upload_inputs(self, url: str, request: GenerationRequest, prompt_id: str) -> dict[str, str]:
        """Inputs go through /upload/image, which stores any file (videos and speech too) in input/."""
        uploads: dict[str, InputImage] = {}
        if request.kind in VIDEO_KINDS:
            uploads.update(upload_roles(request))
        elif request.kind == "image":
            if request.reference is not None and self.options.ipadapter_preset:
                uploads["reference"] = request.reference
        elif request.source is not None:
            uploads["source"] = request.source
        names: dict[str, str] = {}
        for role, image in uploads.items():
            suffix = PurePosixPath(image.filename).suffix or EXTENSIONS.get(image.content_type, ".png")
            files = {"image": (f"nocturne-{prompt_id}-{role}{suffix}", image.data, image.content_type)}
            response = await self._request("POST", url, "/upload/image", files=files, data={"type": "input"})
            check_response(url, response, "the image upload")
            body = _json(response)
            name, subfolder = str(body.get("name") or ""), str(body.get("subfolder") or "")
            names[role] = f"{subfolder}/{name}" if subfolder else name
        return names

    async def _target(self, request: GenerationRequest) -> list[int] | None:
        if request.kind != "image_enhance":  # a video's size is read from its file
            return [request.width, request.height]
        size = await asyncio.to_thread(image_size, request.source.data) if request.source else None
        if size is None:
            return None
        return [round(size[0] * request.upscale_factor), round(size[1] * request.upscale_factor)]

    async def _polled(self, url: str, prompt_id: str, tracker: PromptProgress | None) -> BackendStatus:
        checked = self._checked.get(prompt_id)
        if checked and time.monotonic() - checked[0] < self._poll:
            status = checked[1]
        else:
            status = await self._from_server(url, prompt_id)
            self._checked[prompt_id] = (time.monotonic(), status)
        if status.state in TERMINAL:
            self._finish(url, prompt_id, status)
        elif status.state == "running" and tracker is not None:
            return _running(tracker)
        return status

    async def _from_server(self, url: str, prompt_id: str) -> BackendStatus:
        entry = await self._history(url, prompt_id)
        if entry is None:
            position = queue_position(await self._queue(url, fresh=True), prompt_id)
            if position == 0:
                return BackendStatus("running", queue_position=0)
            if position is not None:
                return BackendStatus("queued", queue_position=position)
            entry = await self._history(url, prompt_id)  # it may have finished between the two calls
        if entry is not None:
            return status_from_history(entry)
        if prompt_id in self._canceled:
            return BackendStatus("canceled")
        return BackendStatus("failed", error=LOST)

    def _finish(self, url: str, prompt_id: str, status: BackendStatus) -> None:
        self._final[prompt_id] = status
        while len(self._final) > 2000:
            self._final.pop(next(iter(self._final)))
        self._checked.pop(prompt_id, None)
        self._canceled.discard(prompt_id)
        if url in self._sockets:
            self._sockets[url].forget(prompt_id)


def _tracker(prompt_id: str, request: GenerationRequest, graph: Graph) -> PromptProgress:
    classes = {node_id: node["class_type"] for node_id, node in graph.items()}
    if request.kind in VIDEO_KINDS:
        return PromptProgress(prompt_id, video_node_weights(graph), classes, video_stages(graph))
    return PromptProgress(prompt_id, node_weights(graph), classes)


def _kind_of(entry: dict[str, Any]) -> str | None:
    """The job kind submit() stored with the prompt (its extra_data), read back from /history."""
    prompt = entry.get("prompt")
    extra = prompt[3] if isinstance(prompt, list) and len(prompt) > 3 and isinstance(prompt[3], dict) else {}
    nocturne = extra.get("nocturne")
    kind = nocturne.get("kind") if isinstance(nocturne, dict) else None
    return kind if isinstance(kind, str) else None


def _running(tracker: PromptProgress) -> BackendStatus:
    return BackendStatus(
        "running",
        queue_position=0,
        progress=round(tracker.fraction, 4),
        stage=tracker.stage,
        preview=tracker.preview,
        preview_type=tracker.preview_type,
    )


def _json(response: httpx.Response) -> dict[str, Any]:
    try:
        body = response.json()
    except ValueError:
        return {}
    return body if isinstance(body, dict) else {}
