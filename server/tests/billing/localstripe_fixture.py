"""A real localstripe process for the Stripe tests, and the wire dialect that bridges what it predates.

localstripe is a stateful fake of an older Stripe API: it has Plans but no Prices, and `prorate` where
Stripe now takes `proration_behavior`. `LocalstripeDialect` renames those two on the way out.

A test module imports `localstripe_process`, which registers the `localstripe` fixture there (one process
per module, started from scratch), and sets up its own products and plans with `create_plans`. Under CI=true a missing localstripe fails the run.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterable, Iterator
from pathlib import Path
from urllib.parse import parse_qsl

import httpx
import pytest

API_KEY = "sk_test_nocturne"


def free_port() -> int:
    with socket.socket(socket.AF_INET6, socket.SOCK_STREAM) as sock:  # localstripe listens on ::
        sock.bind(("::", 0))
        return int(sock.getsockname()[1])


@pytest.fixture(scope="module", name="localstripe")
def localstripe_process(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """One localstripe process for the module that uses it, started from scratch; yields its URL."""
    binary = Path(sys.executable).parent / "localstripe"
    if not binary.exists():
        reason = f"localstripe is not installed next to {sys.executable} (pip install 'localstripe>=1.15')"
        if os.environ.get("CI") == "true":
            pytest.fail(f"localstripe is required under CI: {reason}")
        pytest.skip(reason)
    port = free_port()
    log = (tmp_path_factory.mktemp("localstripe") / "localstripe.log").open("w")
    proc = subprocess.Popen(
        [str(binary), "--port", str(port), "--from-scratch"], stdout=log, stderr=subprocess.STDOUT
    )
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 20
    try:
        with httpx.Client(base_url=url, auth=(API_KEY, "")) as raw:
            while True:
                if proc.poll() is not None:
                    pytest.fail(f"localstripe exited with {proc.returncode}; see {log.name}")
                try:
                    if raw.get("/v1/customers").status_code == 200:
                        break
                except httpx.TransportError:
                    pass
                if time.monotonic() > deadline:
                    pytest.fail(f"localstripe did not answer on {url} within 20 s; see {log.name}")
                time.sleep(0.1)
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()


def create_plans(url: str, product: str, plans: Iterable[tuple[str, int, str]]) -> None:
    """A product and its plans, each (plan id, amount in cents, "month" or "year"), in US dollars."""
    with httpx.Client(base_url=url, auth=(API_KEY, "")) as raw:
        raw.post("/v1/products", data={"id": product, "name": product}).raise_for_status()
        for plan_id, amount, interval in plans:
            plan = {"id": plan_id, "product": product, "amount": amount, "currency": "usd"}
            raw.post("/v1/plans", data={**plan, "interval": interval}).raise_for_status()


class LocalstripeDialect(httpx.AsyncBaseTransport):
    """Renames what localstripe predates: `items[0][price]` is its `items[0][plan]`, and
    `proration_behavior=create_prorations` its `prorate=true`. Keeps every form the adapter sent."""

    def __init__(self) -> None:
        self._inner = httpx.AsyncHTTPTransport()
        self.sent: list[tuple[str, str, dict[str, str]]] = []

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        form = dict(parse_qsl((await request.aread()).decode()))
        self.sent.append((request.method, request.url.path, form))
        if "items[0][price]" in form or "proration_behavior" in form:
            renamed = {
                k.replace("[price]", "[plan]"): v for k, v in form.items() if k != "proration_behavior"
            }
            if form.get("proration_behavior") == "create_prorations":
                renamed["prorate"] = "true"
            headers = {
                k: v for k, v in request.headers.items() if k not in ("content-length", "content-type")
            }
            request = httpx.Request(request.method, request.url, headers=headers, data=renamed)
        return await self._inner.handle_async_request(request)

    async def aclose(self) -> None:
        await self._inner.aclose()
