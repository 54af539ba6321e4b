"""A local double of PostHog's capture API: it answers the legacy batch endpoint (`POST /batch/`, what the
Python SDK sends by default) as PostHog does, and keeps each request's body (gunzipped) for the test."""

from __future__ import annotations

import gzip
import json
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class PostHogDouble:
    url: str
    batches: list[dict[str, Any]] = field(default_factory=list)
    paths: list[str] = field(default_factory=list)
    fail: bool = False

    @property
    def events(self) -> list[dict[str, Any]]:
        return [e for b in self.batches for e in b["batch"]]


@contextmanager
def posthog_double() -> Iterator[PostHogDouble]:
    double = PostHogDouble(url="")

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:  # noqa: N802 (http.server's name)
            raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
            if self.headers.get("Content-Encoding") == "gzip":
                raw = gzip.decompress(raw)
            double.paths.append(self.path)
            if double.fail:
                self._answer(503, {"error": "unavailable"})
                return
            body = json.loads(raw)
            if (
                self.path.rstrip("/") != "/batch"
                or not body.get("api_key")
                or not isinstance(body.get("batch"), list)
            ):
                self._answer(400, {"type": "validation_error", "detail": "not a batch"})
                return
            double.batches.append(body)
            self._answer(200, {"status": 1})

        def _answer(self, status: int, body: dict[str, Any]) -> None:
            data = json.dumps(body).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, *args: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    double.url = f"http://127.0.0.1:{server.server_address[1]}"
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield double
    finally:
        server.shutdown()
        server.server_close()
