"""Real `nocturne worker` processes for the Redis job tests and bench/jobs.py: start one with the
settings' database, Redis and media folder, wait until it says it is ready, SIGKILL it mid-job."""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import signal
import sys
from dataclasses import dataclass
from pathlib import Path

from nocturne.config import Settings

# The line worker.py logs once a worker's runtime is open; it names the worker's id (JobQueue.worker_id).
READY = re.compile(r"worker (w-[0-9a-f]+) ready")


@dataclass
class Worker:
    """One `nocturne worker` (taskiq's process manager and its worker process, in a process group)."""

    process: asyncio.subprocess.Process
    log: Path
    worker_id: str = ""

    async def ready(self, seconds: float = 120) -> str:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + seconds
        while True:
            found = READY.search(self.log.read_text(errors="replace")) if self.log.exists() else None
            if found:
                self.worker_id = found.group(1)
                return self.worker_id
            if self.process.returncode is not None or loop.time() > deadline:
                raise RuntimeError(f"worker did not start:\n{self.log.read_text(errors='replace')[-3000:]}")
            await asyncio.sleep(0.05)

    async def kill(self) -> None:
        """SIGKILL to the process group: taskiq's manager and its worker process die alike, mid-job."""
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.process.pid, signal.SIGKILL)
        await self.process.wait()

    async def stop(self) -> None:
        if self.process.returncode is not None:
            return
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.process.pid, signal.SIGTERM)
        try:
            await asyncio.wait_for(self.process.wait(), 15)
        except TimeoutError:
            await self.kill()


def worker_command() -> list[str]:
    cli = Path(sys.executable).with_name("nocturne")
    if cli.exists():
        return [str(cli), "worker"]
    return [sys.executable, "-m", "taskiq", "worker", "nocturne.worker:broker", "--workers", "1"]


def worker_env(settings: Settings) -> dict[str, str]:
    """The environment that gives a worker the same database, Redis, media and job settings."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST_", "COV_"))}
    env.update(
        {
            "DATABASE_URL": settings.effective_database_url,
            "REDIS_URL": str(settings.redis_url),
            "DATA_DIR": str(settings.data_dir),
            "MEDIA_DIR": str(settings.media_path),
            "SECRET_KEY": "test-secret-key",
            "APP_ENV": "test",
            "APP_ORIGIN": settings.app_origin,
            "LLM_EMBEDDED": "false",
            "LLM_BASE_URL": "http://127.0.0.1:9/v1",
            "JOB_LEASE_SECONDS": str(settings.job_lease_seconds),
            "JOB_CONCURRENCY": str(settings.job_concurrency),
            "PREVIEW_SECONDS_PER_IMAGE": str(settings.preview_seconds_per_image),
        }
    )
    return env


async def start_worker(settings: Settings, log: Path) -> Worker:
    with log.open("wb") as out:
        process = await asyncio.create_subprocess_exec(
            *worker_command(),
            env=worker_env(settings),
            cwd=log.parent,
            stdout=out,
            stderr=asyncio.subprocess.STDOUT,
            start_new_session=True,
        )
    return Worker(process, log)
