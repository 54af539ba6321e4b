"""Digests: a short, stable name for where an error happened, shown as 'Digest: …' (spec 8) and used to
count the same error once per place rather than once per occurrence."""

from __future__ import annotations

import hashlib
import re
import traceback

# Server digests are 12 hex characters; the browser's are 'c' and 12 (web/src/lib/error-digest.ts).
SERVER_DIGEST = re.compile(r"^[0-9a-f]{12}$")
CLIENT_DIGEST = re.compile(r"^c[0-9a-f]{12}$")


def server_digest(route: str, exc: BaseException) -> str:
    """The same exception type raised at the same line of the same route gives the same digest."""
    frames = traceback.extract_tb(exc.__traceback__)
    where = f"{frames[-1].filename}:{frames[-1].name}:{frames[-1].lineno}" if frames else ""
    key = f"server|{route}|{type(exc).__module__}.{type(exc).__qualname__}|{where}"
    return hashlib.sha256(key.encode()).hexdigest()[:12]


def first_line(message: str, limit: int = 300) -> str:
    line = message.strip().splitlines()[0] if message.strip() else ""
    return line[:limit]
