"""fal's hosted queue API: images, edits, upscales and videos on someone else's GPUs.

The protocol [docs.fal.ai model-endpoints/queue]: `POST {base}/{model_id}` with `Authorization: Key <FAL_KEY>`
answers `{request_id, status_url, response_url, cancel_url}`. `GET status_url` says IN_QUEUE (with
queue_position, the number of requests ahead of ours), IN_PROGRESS or COMPLETED (with `error` when the run
failed). `GET response_url` gives the model's output, whose image URLs we download; `PUT cancel_url` cancels.
Model ids with a sub-path (fal-ai/flux/dev/image-to-image) keep their requests under the app's root
(fal-ai/flux/requests/...), so we follow the URLs fal returns instead of building them.

The reference is compact JSON of the model id, the request id and those URLs: any worker can resume the run.
Input images travel as base64 data URIs. The key is only ever sent to the queue's own host, never to the
file CDN the images come from. Videos (Seedance, and WAN where configured) are fal_video.py's: a video run's
reference also carries the size, length and rate it asked for.
"""

from __future__ import annotations

import asyncio
import base64
import binascii
import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

import httpx

from nocturne.media.backends import fal_video
from nocturne.media.backends.fal_video import Expected
from nocturne.media.backends.port import (
    BackendError,
    BackendStatus,
    GenerationRequest,
    InputImage,
    MediaOutput,
)

# Defaults per job kind; operators override them with FAL_MODELS {"image": ...} etc. A key "image:<Model>"
# (one of the app's image models) picks a fal model for that image model alone; "video:image-to-video" and
# "video:text-to-video" pick Seedance's, "video:WAN_2_1"/"video:WAN_2_2" a WAN model (no default).
DEFAULT_MODELS: dict[str, str] = {
    "image": "fal-ai/fast-sdxl",
    "image_edit": "fal-ai/flux/dev/image-to-image",
    "image_enhance": "fal-ai/esrgan",
    **fal_video.SEEDANCE_MODELS,
}

AUTH_REFUSED = "The hosted image service refused our API key; check FAL_KEY."
VIDEO_AUTH_REFUSED = "The hosted video service refused our API key; check FAL_KEY."
_SERVICE = "The hosted image service"
# fal's model errors name the input a content checker flagged [docs.fal.ai model-apis/errors].
_FLAGGED = {"prompt": "the prompt", "image_url": "the image", "image_urls": "the image"}
_POLICY_WORDS = ("content policy", "content_policy", "content checker", "content filter", "sensitive", "nsfw")


@dataclass(frozen=True)
class _Run:
    model: str
    request_id: str
    status_url: str
    response_url: str
    cancel_url: str
    video: Expected | None = None  # set on video runs: what the request asked for

    @property
    def what(self) -> str:
        return "image" if self.video is None else "video"

    def encode(self) -> str:
        fields: dict[str, Any] = {
            "m": self.model,
            "id": self.request_id,
            "s": self.status_url,
            "r": self.response_url,
            "c": self.cancel_url,
        }
        if self.video is not None:
            fields["v"] = self.video.encode()
        return json.dumps(fields, separators=(",", ":"))


class FalBackend:
    name = "fal"

    def __init__(
        self,
        api_key: str,
        *,
        models: Mapping[str, str] | None = None,
        base_url: str = "https://queue.fal.run",
        http: httpx.AsyncClient | None = None,
        safety_checker: bool | None = None,
    ) -> None:
        """safety_checker None leaves fal's per-model default; False turns its NSFW blackout off where the
        model allows it (the app moderates prompts itself)."""
        self._key = api_key
        self.models = {**DEFAULT_MODELS, **{k: v for k, v in (models or {}).items() if v}}
        self.base_url = base_url.rstrip("/")
        self._origin = _origin(self.base_url)
        self.safety_checker = safety_checker
        self._own_http = http is None
        self.http = http or httpx.AsyncClient(timeout=httpx.Timeout(30.0, connect=10.0))

    # -- the port -----------------------------------------------------------------------------------

    async def submit(self, request: GenerationRequest) -> str:
        what, expected = "image", None
        if request.kind in ("video", "video_enhance"):
            plan = fal_video.plan_video(request, self.models, safety_checker=self.safety_checker)
            model, body, what, expected = plan.model, plan.body, "video", plan.expected
        else:
            found = self.models.get(f"{request.kind}:{request.model}") or self.models.get(request.kind)
            if not found:
                raise BackendError(f"No hosted model is set up for {request.kind.replace('_', ' ')} jobs.")
            model, body = found, self._input(request)
        data = _json(await self._call("POST", f"{self.base_url}/{model}", json=body, what=what), what)
        request_id = data.get("request_id")
        if not isinstance(request_id, str) or not request_id:
            raise BackendError(f"{_service(what)} accepted the job but sent no request id.", transient=True)
        root = f"{self.base_url}/{_app_root(model)}/requests/{request_id}"
        return _Run(
            model=model,
            request_id=request_id,
            status_url=self._own_url(data.get("status_url"), f"{root}/status"),
            response_url=self._own_url(data.get("response_url"), root),
            cancel_url=self._own_url(data.get("cancel_url"), f"{root}/cancel"),
            video=expected,
        ).encode()

    async def status(self, ref: str) -> BackendStatus:
        run = self._decode(ref)
        data = _json(await self._call("GET", run.status_url, what=run.what), run.what)
        state = data.get("status")
        if state == "IN_QUEUE":
            ahead = data.get("queue_position")
            # fal counts the requests ahead of ours (0 = next); the port counts places (1 = next).
            position = ahead + 1 if isinstance(ahead, int) and ahead >= 0 else None
            return BackendStatus("queued", queue_position=position, stage="queued")
        if state == "IN_PROGRESS":
            # fal reports no step progress, only that a runner has the request.
            return BackendStatus("running", stage="generating" if run.video is None else "generating video")
        if state == "COMPLETED" and not data.get("error"):
            return BackendStatus("succeeded", progress=1.0, stage="done")
        if state in ("COMPLETED", "FAILED"):
            error = _failure(data.get("error"), data.get("error_type"), run.what)
            if run.video is not None:
                # The status carries a one-line error; the result carries the model's typed detail (a
                # content-policy refusal, which input it was), which says better what to change.
                error = await self._result_error(run) or error
            return BackendStatus("failed", error=error)
        if state in ("CANCELED", "CANCELLED"):
            return BackendStatus("canceled")
        raise BackendError(
            f"{_service(run.what)} answered with a status we do not know ({state!r}).", transient=True
        )

    async def cancel(self, ref: str) -> None:
        run = self._decode(ref)
        response = await self._request("PUT", run.cancel_url, what=run.what)
        # 400 ALREADY_COMPLETED and 404 NOT_FOUND: the run has ended one way or another, which is fine here.
        if response.status_code in (400, 404, 409) or response.is_success:
            return
        raise _error_for(response, run.what)

    async def results(self, ref: str) -> list[MediaOutput]:
        run = self._decode(ref)
        data = _json(await self._call("GET", run.response_url, what=run.what), run.what)
        if run.video is not None:
            return [await self._video(run.video, data)]
        images = data.get("images")
        if not isinstance(images, list):
            single = data.get("image")  # upscalers answer with one image
            images = [single] if isinstance(single, dict) else []
        files = [image for image in images if isinstance(image, dict) and isinstance(image.get("url"), str)]
        if not files:
            raise BackendError(f"{_SERVICE} finished without sending an image.")
        payloads = await asyncio.gather(*(self._download(str(image["url"])) for image in files))
        nsfw = data.get("has_nsfw_concepts")
        outputs = []
        for index, (image, (body, served_type)) in enumerate(zip(files, payloads, strict=True)):
            extra: dict[str, str] = {}
            if data.get("seed") is not None:
                extra["seed"] = str(data["seed"])
            if isinstance(nsfw, list) and index < len(nsfw) and nsfw[index]:
                extra["has_nsfw_concepts"] = "true"
            outputs.append(
                MediaOutput(
                    data=body,
                    content_type=str(image.get("content_type") or served_type or "image/png"),
                    width=_int(image.get("width")),
                    height=_int(image.get("height")),
                    extra=extra,
                )
            )
        return outputs

    async def close(self) -> None:
        if self._own_http:
            await self.http.aclose()

    async def _video(self, expected: Expected, data: dict[str, Any]) -> MediaOutput:
        video = data.get("video")
        url = video.get("url") if isinstance(video, dict) else None
        if not isinstance(url, str) or not url:
            raise BackendError(f"{fal_video.SERVICE} finished without sending a video.")
        # A signed link that expires: the file is copied now, and the job stores the bytes.
        body, served = await self._download(url, what="video")
        return await fal_video.video_output(body, served, expected, data.get("seed"))

    async def _result_error(self, run: _Run) -> str | None:
        """The model's own error for a failed run (fal answers the result URL with it), when it has one."""
        try:
            response = await self._request("GET", run.response_url, what=run.what)
        except BackendError:
            return None
        if response.status_code != 422:
            return None
        return _error_for(response, run.what).message

    # -- requests -----------------------------------------------------------------------------------

    def _input(self, request: GenerationRequest) -> dict[str, Any]:
        """The model input, in the field names fal's image models share (fast-sdxl, flux image-to-image,
        qwen-image-edit, esrgan); what we leave out takes the model's default. fal's inputs are pydantic
        models, which by default ignore a field they do not define (flux takes no negative prompt)."""
        if request.kind == "image_enhance":
            return {"image_url": fal_video.data_uri(_need_source(request)), "scale": request.upscale_factor}
        body: dict[str, Any] = {"prompt": request.prompt}
        if request.kind == "image_edit":
            body["prompt"] = request.edit_prompt or request.prompt
            body["image_url"] = fal_video.data_uri(_need_source(request))
        else:
            body["image_size"] = {"width": request.width, "height": request.height}
            # A new image comes as the batch; an edit makes one, as on every other backend.
            body["num_images"] = request.batch_size
        if request.negative_prompt:
            body["negative_prompt"] = request.negative_prompt
        body["seed"] = request.seed
        if self.safety_checker is not None:
            body["enable_safety_checker"] = self.safety_checker
        return body

    async def _request(
        self, method: str, url: str, *, json: Any = None, what: str = "image"
    ) -> httpx.Response:
        headers = {"Authorization": f"Key {self._key}"} if _origin(url) == self._origin else {}
        try:
            return await self.http.request(method, url, json=json, headers=headers)
        except httpx.TimeoutException as exc:
            raise BackendError(f"{_service(what)} did not answer in time.", transient=True) from exc
        except httpx.TransportError as exc:
            raise BackendError(f"Could not reach the hosted {what} service: {exc}.", transient=True) from exc

    async def _call(self, method: str, url: str, *, json: Any = None, what: str = "image") -> httpx.Response:
        response = await self._request(method, url, json=json, what=what)
        if not response.is_success:
            raise _error_for(response, what)
        return response

    async def _download(self, url: str, *, what: str = "image") -> tuple[bytes, str | None]:
        if url.startswith("data:"):
            return _from_data_uri(url)
        response = await self._request("GET", url, what=what)
        if not response.is_success:
            transient = response.status_code == 429 or response.status_code >= 500
            raise BackendError(
                f"{_service(what)} made the {what} but its file could not be fetched "
                f"(HTTP {response.status_code}).",
                transient=transient,
            )
        served = response.headers.get("content-type", "").split(";")[0].strip() or None
        return response.content, served

    def _own_url(self, url: object, fallback: str) -> str:
        """Use fal's URL when it points at the queue we were configured with; a reference is stored in
        the database and must not be able to send our key to some other host."""
        if isinstance(url, str) and _origin(url) == self._origin:
            return url
        return fallback

    def _decode(self, ref: str) -> _Run:
        try:
            data = json.loads(ref)
            run = _Run(str(data["m"]), str(data["id"]), str(data["s"]), str(data["r"]), str(data["c"]))
        except (ValueError, KeyError, TypeError) as exc:
            raise BackendError("This run was not started on the hosted image service.") from exc
        root = f"{self.base_url}/{_app_root(run.model)}/requests/{run.request_id}"
        return _Run(
            run.model,
            run.request_id,
            self._own_url(run.status_url, f"{root}/status"),
            self._own_url(run.response_url, root),
            self._own_url(run.cancel_url, f"{root}/cancel"),
            Expected.decode(data.get("v")),
        )


def _service(what: str) -> str:
    return f"The hosted {what} service"


def _error_for(response: httpx.Response, what: str = "image") -> BackendError:
    code = response.status_code
    service = _service(what)
    if code in (401, 403):
        return BackendError(AUTH_REFUSED if what == "image" else VIDEO_AUTH_REFUSED)
    if code == 422 and (refused := _policy_refusal(response, what)):
        return BackendError(refused)
    detail = _detail(response)
    if code == 422:
        return BackendError(f"{service} rejected the request: {detail}")
    if code == 429:
        return BackendError(f"{service} is busy right now (too many requests).", transient=True)
    if code >= 500:
        return BackendError(f"{service} had a problem (HTTP {code}): {detail}", transient=True)
    if code == 404:
        return BackendError(f"{service} does not know this model or run: {detail}")
    return BackendError(f"{service} refused the request (HTTP {code}): {detail}")


def _policy_refusal(response: httpx.Response, what: str) -> str | None:
    """fal's content checker: 422 with {"detail": [{"loc": ["body", "prompt"], "type":
    "content_policy_violation", "categories": [...]}]}. Retrying the same input fails the same way."""
    try:
        body = response.json()
    except ValueError:
        return None
    items = body.get("detail") if isinstance(body, dict) else None
    for item in items if isinstance(items, list) else []:
        if isinstance(item, dict) and item.get("type") == "content_policy_violation":
            where = [str(p) for p in item.get("loc", []) if p != "body"]
            categories = item.get("categories")
            named = ", ".join(str(c) for c in categories) if isinstance(categories, list) else ""
            return _policy_message(
                what, _FLAGGED.get(where[0], "the request") if where else "the request", named
            )
    return None


def _policy_message(what: str, flagged: str, categories: str = "") -> str:
    why = f" ({categories})" if categories else ""
    return (
        f"{_service(what)}'s content checker refused {flagged}{why}. "
        "Reword the prompt or pick another image, then try again."
    )


def _detail(response: httpx.Response) -> str:
    """fal's error bodies: {"detail": "text"} for platform errors, {"detail": [{loc, msg, type}]} for
    input validation."""
    try:
        body = response.json()
    except ValueError:
        return response.text.strip()[:300] or response.reason_phrase
    detail = body.get("detail", body.get("error")) if isinstance(body, dict) else body
    if isinstance(detail, list):
        parts = []
        for item in detail:
            if isinstance(item, dict):
                where = ".".join(str(p) for p in item.get("loc", []) if p != "body")
                message = str(item.get("msg") or item.get("message") or item)
                parts.append(f"{where}: {message}" if where else message)
            else:
                parts.append(str(item))
        return "; ".join(parts) or response.reason_phrase
    if detail:
        return str(detail)[:300]
    return response.reason_phrase


def _failure(error: object, error_type: object, what: str = "image") -> str:
    if isinstance(error, dict):
        error = error.get("detail") or error.get("message") or json.dumps(error)
    text = str(error or "").strip() or "the run failed"
    if error_type in ("request_timeout", "startup_timeout"):
        return f"{_service(what)} took too long and gave up: {text}"
    if error_type == "content_policy_violation" or any(word in text.lower() for word in _POLICY_WORDS):
        return _policy_message(what, f"this {what}", text[:200])
    return f"{_service(what)} could not make this {what}: {text}"


def _json(response: httpx.Response, what: str = "image") -> dict[str, Any]:
    try:
        data = response.json()
    except ValueError as exc:
        raise BackendError(f"{_service(what)} sent an answer we could not read.", transient=True) from exc
    if not isinstance(data, dict):
        raise BackendError(f"{_service(what)} sent an answer we could not read.", transient=True)
    return data


def _need_source(request: GenerationRequest) -> InputImage:
    if request.source is None:
        raise BackendError(f"An {request.kind.replace('_', ' ')} job needs an image to work on.")
    return request.source


def _from_data_uri(uri: str) -> tuple[bytes, str | None]:
    header, _, payload = uri.partition(",")
    content_type = header[5:].split(";")[0] or None
    try:
        data = base64.b64decode(payload) if ";base64" in header else payload.encode()
    except binascii.Error as exc:
        raise BackendError(f"{_SERVICE} sent an image we could not decode.") from exc
    return data, content_type


def _app_root(model: str) -> str:
    """fal-ai/flux/dev/image-to-image → fal-ai/flux: status and results live under owner/app."""
    return "/".join(model.split("/")[:2])


def _origin(url: str) -> tuple[str, str]:
    parts = urlsplit(url)
    return parts.scheme.lower(), parts.netloc.lower()


def _int(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None
