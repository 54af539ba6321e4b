"""A local stand-in for Sentry's envelope endpoint (POST /api/{project}/envelope/), recording what it got."""

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
class Received:
    path: str
    body: bytes

    def items(self) -> list[dict[str, Any]]:
        """The envelope's item payloads that are JSON (events)."""
        lines = self.body.split(b"\n")
        out: list[dict[str, Any]] = []
        for line in lines[1:]:
            try:
                value = json.loads(line)
            except ValueError:
                continue
            if isinstance(value, dict) and ("exception" in value or "event_id" in value):
                out.append(value)
        return out


@dataclass
class SentryDouble:
    port: int
    received: list[Received] = field(default_factory=list)

    def dsn(self, project: str = "42", host: str | None = None) -> str:
        return f"http://publickey@{host or f'127.0.0.1:{self.port}'}/{project}"


@contextmanager
def sentry_double() -> Iterator[SentryDouble]:
    double = SentryDouble(port=0)

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:  # noqa: N802 (http.server's name)
            body = self.rfile.read(int(self.headers.get("content-length") or 0))
            if self.headers.get("content-encoding") == "gzip":
                body = gzip.decompress(body)
            elif self.headers.get("content-encoding") == "br":
                import brotli  # type: ignore[import-not-found]

                body = brotli.decompress(body)
            double.received.append(Received(self.path, body))
            ok = self.path.startswith("/api/") and self.path.endswith("/envelope/")
            self.send_response(200 if ok else 404)
            self.send_header("content-type", "application/json")
            self.end_headers()
            self.wfile.write(b'{"id":"0"}')

        def log_message(self, *_: object) -> None:
            return

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    double.port = server.server_address[1]
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield double
    finally:
        server.shutdown()
        server.server_close()
