"""The spec's screen routes (section 2), read from the one route table the web app also uses."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Route:
    path: str
    title: str
    description: str
    access: str
    pattern: re.Pattern[str]

    def params(self, path: str) -> dict[str, str]:
        """The pattern's named segments in a path it matches (`/blog/:slug` → {"slug": ...})."""
        match = self.pattern.match(path)
        return match.groupdict() if match else {}


def _compile(path: str) -> re.Pattern[str]:
    parts = []
    for segment in path.strip("/").split("/"):
        parts.append(f"(?P<{segment[1:]}>[^/]+)" if segment.startswith(":") else re.escape(segment))
    return re.compile("^/" + "/".join(parts) + "/?$" if parts != [""] else "^/$")


class RouteTable:
    def __init__(self, routes: list[Route]) -> None:
        # Static paths win over dynamic ones with the same shape (/directory/x vs /directory).
        self.routes = sorted(routes, key=lambda r: r.path.count(":"))

    @classmethod
    def load(cls, path: Path) -> RouteTable:
        entries = json.loads(path.read_text())
        return cls(
            [
                Route(e["path"], e["title"], e["description"], e["access"], _compile(e["path"]))
                for e in entries
            ]
        )

    def match(self, path: str) -> Route | None:
        if path.startswith("/api/") or path == "/api":
            return None
        return next((r for r in self.routes if r.pattern.match(path)), None)
