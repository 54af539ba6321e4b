"""Cursor paging (`?cursor=&limit=`): a cursor is the (created_at, id) of the last item sent, so rows
added in between are neither skipped nor repeated."""

from __future__ import annotations

import base64
import binascii
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Annotated

from fastapi import Depends, Query

from nocturne.errors import BadRequest

DEFAULT_LIMIT = 20
MAX_LIMIT = 50
BAD_CURSOR = "This page link is not valid any more. Reload the list."


@dataclass(frozen=True)
class Cursor:
    at: datetime
    id: uuid.UUID


@dataclass(frozen=True)
class CursorParams:
    cursor: Cursor | None
    limit: int


def encode_cursor(at: datetime, row_id: uuid.UUID) -> str:
    raw = f"{at.astimezone(UTC).isoformat()}|{row_id}".encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def decode_cursor(value: str) -> Cursor:
    try:
        raw = base64.urlsafe_b64decode(value + "=" * (-len(value) % 4)).decode()
        at, _, row_id = raw.partition("|")
        parsed = datetime.fromisoformat(at)
        if parsed.tzinfo is None:
            raise ValueError("naive")
        return Cursor(parsed.astimezone(UTC), uuid.UUID(row_id))
    except (ValueError, UnicodeDecodeError, binascii.Error):
        raise BadRequest(BAD_CURSOR) from None


def cursor_query(
    cursor: Annotated[str | None, Query(max_length=200)] = None,
    limit: Annotated[int, Query(ge=1, le=MAX_LIMIT)] = DEFAULT_LIMIT,
) -> CursorParams:
    return CursorParams(decode_cursor(cursor) if cursor else None, limit)


CursorDep = Annotated[CursorParams, Depends(cursor_query)]
