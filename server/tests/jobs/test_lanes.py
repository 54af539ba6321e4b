"""Images never wait behind videos (issue 11): each has its own lane, with its own slots in every process
and its own line, so the place in line an image shows counts only images."""

from __future__ import annotations

import asyncio
import uuid

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.jobs import leases
from nocturne.media.backends.port import BackendStatus, GenerationRequest, MediaOutput
from nocturne.models import GenerationJob
from tests.media.api_helpers import generate, wait_job
from tests.media.video_helpers import from_image, start, user_with_image


class EndlessVideoBackend:
    """A video GPU that never finishes a run until it is canceled: a long video, for as long as needed."""

    name = "endless"

    def __init__(self) -> None:
        self.submitted: list[str] = []
        self.canceled: set[str] = set()

    async def submit(self, request: GenerationRequest) -> str:
        self.submitted.append(request.job_id)
        return request.job_id

    async def status(self, ref: str) -> BackendStatus:
        if ref in self.canceled:
            return BackendStatus("canceled")
        return BackendStatus("running", progress=0.1, stage="sampling")

    async def cancel(self, ref: str) -> None:
        self.canceled.add(ref)

    async def results(self, ref: str) -> list[MediaOutput]:
        raise AssertionError("an endless run has no results")

    async def close(self) -> None:
        return None


@pytest.fixture
def endless(app: FastAPI) -> EndlessVideoBackend:
    """Every video model routed to a GPU whose runs never end; images stay on the preview backend."""
    backend = EndlessVideoBackend()
    backends = app.state.runtime.media.backends
    backends._backends[backend.name] = backend
    for model in ("WAN_2_1", "WAN_2_2", "SEEDANCE"):
        backends._by_model[model] = backend.name
    return backend


async def test_an_image_starts_at_once_while_videos_fill_their_lane(
    client: httpx.AsyncClient, db: AsyncSession, endless: EndlessVideoBackend
) -> None:
    luna, image = await user_with_image(client)
    body = from_image(luna["id"], image["url"])
    # One video slot per process by default (JOB_VIDEO_CONCURRENCY=1): the first video runs, the
    # second waits first in the video line.
    videos = [(await start(client, body))["job"]["id"] for _ in range(2)]
    for _ in range(200):
        if len(endless.submitted) == 1:
            break
        await asyncio.sleep(0.02)
    assert endless.submitted == [videos[0]]
    waiting = await db.get(GenerationJob, uuid.UUID(videos[1]))
    assert waiting is not None
    await db.refresh(waiting)
    assert waiting.state == "queued"
    assert await leases.place_in_line(db, waiting) == 1

    # An image asked for now is not behind the videos: it runs and finishes while they are still busy.
    queued = await generate(client, luna["id"], batchSize=1)
    image_job = await db.get(GenerationJob, uuid.UUID(queued["id"]))
    assert image_job is not None
    assert await leases.place_in_line(db, image_job) == 1 or queued["state"] == "running"
    done = await wait_job(client, queued["id"])
    assert done["state"] == "succeeded"
    states = {(await client.get(f"/api/jobs/{job_id}")).json()["state"] for job_id in videos}
    assert states == {"running", "queued"}

    for job_id in videos:
        await client.post(f"/api/jobs/{job_id}/cancel")
    for job_id in videos:
        assert (await wait_job(client, job_id))["state"] == "canceled"


async def test_a_full_waiting_room_leaves_videos_queued_and_a_free_slot_pulls_them(
    app: FastAPI, client: httpx.AsyncClient, db: AsyncSession, endless: EndlessVideoBackend
) -> None:
    """A process holds only so many jobs waiting for a lane's slot (taskiq runs a bounded number of tasks
    at once: parked videos must not use them all). The rest stay queued in the table, in line, and the
    next slot that frees pulls them, with no sweep needed."""
    queue = app.state.runtime.jobs
    luna, image = await user_with_image(client)
    body = from_image(luna["id"], image["url"])
    room = queue.waiting_limit["video"]
    ids = [uuid.UUID((await start(client, body))["job"]["id"]) for _ in range(room + 3)]
    for _ in range(200):
        if endless.submitted and queue.waiting["video"] == room:
            break
        await asyncio.sleep(0.02)
    assert endless.submitted == [str(ids[0])]
    assert queue.waiting["video"] == room
    left = [job_id for job_id in ids if job_id not in queue.local]
    assert left == ids[room + 1 :]  # the newest three were left in the table, still queued, in line
    for job_id in left:
        job = await db.get(GenerationJob, job_id)
        assert job is not None
        await db.refresh(job)
        assert job.state == "queued"
    # The running video and the waiting ones are canceled: the slot frees, and the videos left in the
    # table are pulled into it, the oldest first.
    for job_id in ids[: room + 1]:
        await client.post(f"/api/jobs/{job_id}/cancel")
    for _ in range(400):
        if str(left[0]) in endless.submitted:
            break
        await asyncio.sleep(0.02)
    assert endless.submitted[-1] == str(left[0])
    for job_id in left:
        await client.post(f"/api/jobs/{job_id}/cancel")
    for job_id in ids:
        assert (await wait_job(client, str(job_id)))["state"] == "canceled"
