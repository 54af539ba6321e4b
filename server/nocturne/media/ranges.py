"""Media files answered whole or in one byte range (what browsers ask for to seek in a video)."""

from __future__ import annotations

from fastapi import Response, status


def byte_range_of(header: str | None, size: int) -> tuple[int, int] | None:
    """One `bytes=a-b`, `bytes=a-` or `bytes=-n` range (what browsers send to seek in a video), as
    inclusive offsets; anything else is answered with the whole file."""
    if not header or not header.startswith("bytes=") or "," in header:
        return None
    first, _, last = header[6:].strip().partition("-")
    try:
        if not first:
            count = int(last)
            return (max(0, size - count), size - 1) if count > 0 else None
        start = int(first)
        end = min(int(last), size - 1) if last else size - 1
    except ValueError:
        return None
    if start >= size:
        return (start, start)  # past the end: answered 416
    return (start, end) if end >= start else None


def ranged_response(
    data: bytes, content_type: str, headers: dict[str, str], byte_range: str | None
) -> Response:
    """The whole file, the asked range (206), or 416 for a range past its end."""
    headers = {**headers, "Accept-Ranges": "bytes"}
    part = byte_range_of(byte_range, len(data))
    if part is None:
        return Response(data, media_type=content_type, headers=headers)
    start, end = part
    if start >= len(data):
        headers["Content-Range"] = f"bytes */{len(data)}"
        return Response(status_code=status.HTTP_416_RANGE_NOT_SATISFIABLE, headers=headers)
    headers["Content-Range"] = f"bytes {start}-{end}/{len(data)}"
    return Response(
        data[start : end + 1],
        status_code=status.HTTP_206_PARTIAL_CONTENT,
        media_type=content_type,
        headers=headers,
    )
