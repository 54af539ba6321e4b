"""Helpers for the image API tests: start a generation and wait for its job to end."""

from __future__ import annotations

import asyncio
from typing import Any

import httpx

FINISHED = ("succeeded", "failed", "canceled")


async def generate(client: httpx.AsyncClient, character_id: str, **fields: Any) -> dict[str, Any]:
    body: dict[str, Any] = {"characterId": character_id, "poseId": "cafe"}
    body.update(fields)
    r = await client.post("/api/images", json=body)
    assert r.status_code == 202, r.text
    job: dict[str, Any] = r.json()
    return job


async def wait_job(client: httpx.AsyncClient, job_id: str, seconds: float = 30) -> dict[str, Any]:
    """Poll the job until it ends (the browser follows the event stream; polling is enough here)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + seconds
    while True:
        r = await client.get(f"/api/jobs/{job_id}")
        assert r.status_code == 200, r.text
        job: dict[str, Any] = r.json()
        if job["state"] in FINISHED:
            return job
        assert loop.time() < deadline, f"job still {job['state']} after {seconds} s"
        await asyncio.sleep(0.1)
