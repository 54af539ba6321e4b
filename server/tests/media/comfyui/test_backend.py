"""ComfyUIBackend against the protocol-true fake ComfyUI: submit, progress, queue place, previews,
results at the spec 9 size and batch, refusals, failures, dropped sockets, cancel, several servers."""

from __future__ import annotations

import asyncio
import io
import socket

import httpx
import pytest
from PIL import Image

from nocturne.media.backends.comfyui import ComfyOptions, ComfyUIBackend
from nocturne.media.backends.comfyui.errors import prompt_refused
from nocturne.media.backends.comfyui.protocol import parse_ref, prompt_id_for
from nocturne.media.backends.port import BackendError, InputImage
from tests.media.comfyui.fake_comfyui import FOREIGN_CLIENT, FakeComfyUI
from tests.media.comfyui.helpers import CHECKPOINTS, OPTIONS, image_request, run_to_end


def png(width: int, height: int) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (width, height), (10, 20, 30)).save(buffer, format="PNG")
    return buffer.getvalue()


def size_of(data: bytes) -> tuple[int, int]:
    with Image.open(io.BytesIO(data)) as img:
        return img.size


async def test_success_reports_queue_place_progress_previews_and_exact_results(
    fake: FakeComfyUI, backend: ComfyUIBackend
) -> None:
    """Spec 9: 916x1145, batch 2; the queue place counts the prompts ahead of ours."""
    fake.hold.clear()
    fake.add_foreign_prompts(2, steps=20)
    ref = await backend.submit(image_request(face_tuner_prompt="detailed face", face_tuner_cfg=4.0))
    url, prompt_id = parse_ref(ref)
    assert url == fake.url
    assert prompt_id == prompt_id_for("job-1")

    first = await backend.status(ref)
    assert first.state == "queued"
    assert first.queue_position == 2
    fake.hold.set()
    seen = [first, *await run_to_end(backend, ref)]

    assert seen[-1].state == "succeeded"
    positions = [s.queue_position or 0 for s in seen if s.state == "queued"]
    assert positions[0] == 2
    assert 1 in positions
    assert positions == sorted(positions, reverse=True)
    progress = [s.progress for s in seen if s.state == "running" and s.progress is not None]
    assert progress == sorted(progress)
    assert any(0 < p < 1 for p in progress)
    assert {"drawing", "refining the face"} <= {s.stage for s in seen if s.stage}
    assert any(s.preview and s.preview.startswith(b"\xff\xd8") for s in seen)  # a JPEG preview frame

    outputs = await backend.results(ref)
    assert len(outputs) == 2
    for output in outputs:
        assert (output.width, output.height) == (916, 1145) == size_of(output.data)
        assert output.content_type == "image/png"
    # The request went out with our client id and prompt id; events went only to our socket.
    body = fake.received[-1]
    assert body["client_id"] == backend.client_id
    assert body["prompt_id"] == prompt_id
    ours = {kind for sid, kind in fake.sent if sid == backend.client_id}
    assert {"execution_start", "progress_state", "binary:4", "executed", "execution_success"} <= ours
    assert not [kind for sid, kind in fake.sent if sid == FOREIGN_CLIENT]  # nobody listens there


async def test_a_missing_model_is_refused_with_a_message_to_act_on(fake: FakeComfyUI) -> None:
    options = ComfyOptions(checkpoints={**CHECKPOINTS, "BabesYogi": "babes_v9.safetensors"})
    backend = ComfyUIBackend([fake.url], options, poll_interval=0.01)
    try:
        with pytest.raises(BackendError) as caught:
            await backend.submit(image_request())
    finally:
        await backend.close()
    assert caught.value.transient is False
    assert (
        caught.value.message
        == "The generation server is missing the model file 'babes_v9.safetensors' (CheckpointLoaderSimple)."
    )
    assert fake.queue == []
    assert fake.running is None


async def test_a_missing_custom_node_names_the_pack_to_install(
    fake: FakeComfyUI, backend: ComfyUIBackend
) -> None:
    fake.missing_classes.add("FaceDetailer")
    with pytest.raises(BackendError) as caught:
        await backend.submit(image_request(face_tuner_prompt="face"))
    assert caught.value.transient is False
    assert (
        caught.value.message
        == "The generation server does not have the node 'FaceDetailer' (install ComfyUI-Impact-Pack)."
    )


def test_missing_nodes_are_named_from_new_and_old_servers_answers() -> None:
    """ComfyUI v0.33.0's answer to the IP-Adapter graph, as it gave it (the message names the node's title,
    which video graphs set to a stage), and the invalid_prompt form of servers older than February 2026."""
    new = {
        "error": {
            "type": "missing_node_type",
            "message": "Node 'matching the face' not found. The custom node may not be installed.",
            "details": "Node ID '#5'",
            "extra_info": {
                "node_id": "5",
                "class_type": "IPAdapterUnifiedLoader",
                "node_title": "matching the face",
            },
        },
        "node_errors": {},
    }
    old = {
        "error": {
            "type": "invalid_prompt",
            "message": "Cannot execute because node FaceDetailer does not exist.",
            "details": "Node ID '#9'",
            "extra_info": {},
        },
        "node_errors": {},
    }
    assert [prompt_refused(body).message for body in (new, old)] == [
        "The generation server does not have the node 'IPAdapterUnifiedLoader' (install ComfyUI_IPAdapter_plus).",
        "The generation server does not have the node 'FaceDetailer' (install ComfyUI-Impact-Pack).",
    ]
    no_class = {
        "error": {
            "type": "missing_node_type",
            "message": "Node 'ID #3' has no class_type. The workflow may be corrupted or a custom node is missing.",
            "details": "Node ID '#3'",
            "extra_info": {"node_id": "3", "class_type": None, "node_title": None},
        }
    }
    assert prompt_refused(no_class).message.startswith(
        "The generation server refused the workflow: Node 'ID #3'"
    )


async def test_node_errors_on_a_200_are_errors_and_the_prompt_is_taken_back(
    fake: FakeComfyUI, backend: ComfyUIBackend
) -> None:
    fake.hold.clear()
    fake.partial_node_errors = True
    with pytest.raises(BackendError, match="missing the model file 'other.safetensors'") as caught:
        await backend.submit(image_request())
    assert caught.value.transient is False
    assert fake.deletes == [prompt_id_for("job-1")]
    assert fake.queue == []


async def test_an_execution_error_fails_the_job_with_a_plain_message(
    fake: FakeComfyUI, backend: ComfyUIBackend
) -> None:
    fake.fail_class = "FaceDetailer"
    ref = await backend.submit(image_request(face_tuner_prompt="face"))
    final = (await run_to_end(backend, ref))[-1]
    assert final.state == "failed"
    assert (
        final.error
        == "The generation server failed in FaceDetailer: Error while detecting faces: model file is corrupt"
    )
    with pytest.raises(BackendError):
        await backend.results(ref)


async def test_a_dropped_socket_still_completes_by_polling(
    fake: FakeComfyUI, backend: ComfyUIBackend
) -> None:
    fake.drop_sockets_at_step = 3
    fake.stay_down = True  # the reconnect fails too: only HTTP is left
    ref = await backend.submit(image_request())
    seen = await run_to_end(backend, ref)
    assert seen[-1].state == "succeeded"
    assert not backend._sockets[fake.url].connected
    assert [size_of(o.data) for o in await backend.results(ref)] == [(916, 1145), (916, 1145)]


async def test_cancel_of_a_pending_prompt_deletes_it_from_the_queue(
    fake: FakeComfyUI, backend: ComfyUIBackend
) -> None:
    fake.hold.clear()
    fake.add_foreign_prompts(1)
    ref = await backend.submit(image_request())
    assert (await backend.status(ref)).state == "queued"
    await backend.cancel(ref)
    assert fake.deletes == [parse_ref(ref)[1]]
    assert fake.interrupts == []
    assert (await backend.status(ref)).state == "canceled"


async def test_cancel_of_a_running_prompt_interrupts_only_that_prompt(
    fake: FakeComfyUI, backend: ComfyUIBackend
) -> None:
    fake.step_delay = 0.02
    ref = await backend.submit(image_request())
    async with asyncio.timeout(10):
        while not ((status := await backend.status(ref)).state == "running" and (status.progress or 0) > 0):  # noqa: ASYNC110 - polling is what the runner does
            await asyncio.sleep(0.01)
    await backend.cancel(ref)
    assert fake.interrupts == [{"prompt_id": parse_ref(ref)[1]}]  # never a global interrupt
    assert (await run_to_end(backend, ref))[-1].state == "canceled"


async def test_the_least_busy_server_gets_the_job(fake: FakeComfyUI) -> None:
    busy, idle = fake, FakeComfyUI()
    await idle.start()
    busy.hold.clear()
    busy.add_foreign_prompts(3)
    dead = f"http://127.0.0.1:{_free_port()}"
    backend = ComfyUIBackend([dead, busy.url, idle.url], OPTIONS, poll_interval=0.01)
    try:
        ref = await backend.submit(image_request())
        assert parse_ref(ref)[0] == idle.url
        assert busy.received == []
        assert len(idle.received) == 1
        assert (await run_to_end(backend, ref))[-1].state == "succeeded"
    finally:
        await backend.close()
        await idle.stop()


async def test_no_reachable_server_is_a_transient_error() -> None:
    backend = ComfyUIBackend([f"http://127.0.0.1:{_free_port()}"], OPTIONS)
    try:
        with pytest.raises(BackendError) as caught:
            await backend.submit(image_request())
    finally:
        await backend.close()
    assert caught.value.transient is True


async def test_a_repeated_submit_finds_the_run_it_started(fake: FakeComfyUI, backend: ComfyUIBackend) -> None:
    fake.hold.clear()
    ref = await backend.submit(image_request())
    assert await backend.submit(image_request()) == ref
    fake.hold.set()
    assert (await run_to_end(backend, ref))[-1].state == "succeeded"
    assert await backend.submit(image_request()) == ref
    assert len(fake.received) == 1


async def test_another_process_follows_the_run_by_its_ref(fake: FakeComfyUI, backend: ComfyUIBackend) -> None:
    ref = await backend.submit(image_request(width=1365, height=768, batch_size=1))
    other = ComfyUIBackend([fake.url], OPTIONS, poll_interval=0.01)
    try:
        assert (await run_to_end(other, ref))[-1].state == "succeeded"
        assert [(o.width, o.height) for o in await other.results(ref)] == [(1365, 768)]
    finally:
        await other.close()


async def test_a_prompt_the_server_does_not_know_has_failed(
    backend: ComfyUIBackend, fake: FakeComfyUI
) -> None:
    status = await backend.status(f"{fake.url}#{prompt_id_for('never-sent')}")
    assert status.state == "failed"
    assert "no longer has this job" in (status.error or "")


async def test_enhance_uploads_the_source_and_returns_the_asked_factor(
    fake: FakeComfyUI, backend: ComfyUIBackend
) -> None:
    request = image_request(
        kind="image_enhance", upscale_factor=2.0, source=InputImage(png(916, 1145), filename="a.png")
    )
    ref = await backend.submit(request)
    assert (await run_to_end(backend, ref))[-1].state == "succeeded"
    assert [(o.width, o.height) for o in await backend.results(ref)] == [(1832, 2290)]
    assert list(fake.inputs) == [f"nocturne-{parse_ref(ref)[1]}-source.png"]


async def test_edit_returns_the_exact_size_though_the_vae_floors_to_8(
    fake: FakeComfyUI, backend: ComfyUIBackend
) -> None:
    request = image_request(
        kind="image_edit", edit_prompt="blue dress", batch_size=2, source=InputImage(png(916, 1145))
    )
    ref = await backend.submit(request)
    assert (await run_to_end(backend, ref))[-1].state == "succeeded"
    assert [size_of(o.data) for o in await backend.results(ref)] == [(916, 1145), (916, 1145)]


async def test_reference_portrait_is_uploaded_for_identity(
    fake: FakeComfyUI, backend: ComfyUIBackend
) -> None:
    ref = await backend.submit(image_request(reference=InputImage(png(512, 640), content_type="image/png")))
    graph = fake.received[-1]["prompt"]
    loads = [n["inputs"]["image"] for n in graph.values() if n["class_type"] == "LoadImage"]
    assert loads == [f"nocturne-{parse_ref(ref)[1]}-reference.png"]
    assert loads[0] in fake.inputs
    assert (await run_to_end(backend, ref))[-1].state == "succeeded"


async def test_an_api_prefixed_base_url_works() -> None:
    server = FakeComfyUI()
    await server.start(prefix="/api")
    backend = ComfyUIBackend([server.url], OPTIONS, poll_interval=0.01)
    try:
        ref = await backend.submit(image_request(batch_size=1))
        assert ref.startswith(f"{server.url}#")
        seen = await run_to_end(backend, ref)
        assert seen[-1].state == "succeeded"
        assert any(s.progress for s in seen if s.state == "running")
    finally:
        await backend.close()
        await server.stop()


async def test_the_fake_speaks_comfyuis_upload_and_view_rules(fake: FakeComfyUI) -> None:
    async with httpx.AsyncClient(base_url=fake.url) as http:
        first = await http.post("/upload/image", files={"image": ("x.png", b"one", "image/png")})
        again = await http.post("/upload/image", files={"image": ("x.png", b"one", "image/png")})
        clash = await http.post("/upload/image", files={"image": ("x.png", b"two", "image/png")})
        assert [r.json()["name"] for r in (first, again, clash)] == ["x.png", "x.png", "x (1).png"]
        assert (await http.get("/view", params={"filename": "../secret.png"})).status_code == 400
        assert (await http.get("/view", params={"filename": "nope.png"})).status_code == 404
        bad = await http.post("/prompt", json={"prompt": {"1": {"class_type": "Nope", "inputs": {}}}})
        assert bad.status_code == 400
        assert bad.json() == {
            "error": {
                "type": "missing_node_type",
                "message": "Node 'Nope' not found. The custom node may not be installed.",
                "details": "Node ID '#1'",
                "extra_info": {"node_id": "1", "class_type": "Nope", "node_title": "Nope"},
            },
            "node_errors": {},
        }


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])
