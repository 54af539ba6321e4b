"""The Sentry tunnel (spec 7's optional tunnel path): the browser SDK posts its envelopes to our origin,
and we forward them to the configured DSN's project only. The envelope's first line names its DSN; any
other host or project is refused with 400 and nothing is sent, so the route is never an open relay."""

from __future__ import annotations

import json
from dataclasses import dataclass
from urllib.parse import urlsplit

import httpx
from fastapi import Request
from fastapi.responses import Response

from nocturne.errors import BadRequest, NotFound

MAX_ENVELOPE_BYTES = 1_000_000
# Sentry's rate-limit answers, passed back so the browser SDK backs off.
PASSED_HEADERS = ("x-sentry-rate-limits", "retry-after")
NOT_CONFIGURED = "Error reporting is not configured on this server."
NOT_OUR_PROJECT = "This tunnel forwards only to the configured error-reporting project."


@dataclass(frozen=True)
class Dsn:
    scheme: str
    host: str  # hostname[:port], no credentials
    path_prefix: str
    project: str

    @property
    def envelope_url(self) -> str:
        return f"{self.scheme}://{self.host}{self.path_prefix}/api/{self.project}/envelope/"


def parse_dsn(value: str) -> Dsn:
    """Split `https://<key>@<host>[/<prefix>]/<project>`; ValueError when it is not a DSN."""
    parts = urlsplit(value.strip())
    if parts.scheme not in ("http", "https") or not parts.hostname or not parts.username:
        raise ValueError("not a DSN")
    prefix, _, project = parts.path.rstrip("/").rpartition("/")
    if not project.isdigit():
        raise ValueError("a DSN ends with its project number")
    host = parts.hostname.lower() + (f":{parts.port}" if parts.port else "")
    return Dsn(parts.scheme, host, prefix, project)


def envelope_target(envelope: bytes, configured: Dsn) -> str:
    """Where the envelope goes: the configured project's envelope endpoint, or BadRequest."""
    header_line = envelope.split(b"\n", 1)[0]
    try:
        header = json.loads(header_line)
    except ValueError as exc:
        raise BadRequest("The envelope's first line is not a JSON header.") from exc
    dsn = header.get("dsn") if isinstance(header, dict) else None
    if not isinstance(dsn, str):
        raise BadRequest("The envelope header names no DSN.")
    try:
        theirs = parse_dsn(dsn)
    except ValueError as exc:
        raise BadRequest("The envelope's DSN is not a DSN.") from exc
    if (theirs.host, theirs.project) != (configured.host, configured.project):
        raise BadRequest(NOT_OUR_PROJECT)
    return configured.envelope_url


async def read_limited(request: Request, limit: int = MAX_ENVELOPE_BYTES) -> bytes:
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > limit:
            raise BadRequest(f"An envelope is at most {limit} bytes.")
        chunks.append(chunk)
    return b"".join(chunks)


async def tunnel(request: Request) -> Response:
    """Forward one browser envelope to the configured Sentry project."""
    dsn: str | None = request.app.state.settings.sentry_dsn
    if not dsn:
        raise NotFound(NOT_CONFIGURED)
    body = await read_limited(request)
    target = envelope_target(body, parse_dsn(dsn))
    async with httpx.AsyncClient(timeout=10) as client:
        try:
            upstream = await client.post(
                target, content=body, headers={"Content-Type": "application/x-sentry-envelope"}
            )
        except httpx.HTTPError:
            return Response(status_code=502)
    headers = {k: upstream.headers[k] for k in PASSED_HEADERS if k in upstream.headers}
    return Response(content=upstream.content, status_code=upstream.status_code, headers=headers)
