"""Who made a request, kept on the request so an error report can name the user's id (and nothing else)."""

from __future__ import annotations

import uuid

from starlette.requests import HTTPConnection


def identify(conn: HTTPConnection, user_id: uuid.UUID | None) -> None:
    conn.state.user_id = str(user_id) if user_id is not None else None


def user_id_of(conn: HTTPConnection) -> str | None:
    value = getattr(conn.state, "user_id", None)
    return value if isinstance(value, str) else None
