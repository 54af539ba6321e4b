"""What an event batch may hold (issue 13): the allow-list of product events and the limits on a batch, with
a sentence for each thing that is wrong. Pure functions; the endpoint turns a failure into a 400 or 413."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

MAX_BATCH_BYTES = 32 * 1024
MAX_EVENTS = 50
MAX_PROPS = 20
MAX_PROP_KEY = 40
MAX_PROP_TEXT = 200
MAX_PATH = 512

# The funnel's steps, in order (spec 1: visit → signup → first message → first generation → paid).
FUNNEL = ("page_view", "signup", "first_message", "generation_finished", "paid")
# What the browser may send. "paid" is not here: only the server, told by the payment provider, says so.
CLIENT_EVENTS = frozenset(
    {
        "page_view",
        "signup",
        "first_message",
        "generation_started",
        "generation_finished",
        "checkout_started",
        "checkout_completed",
        "experiment_exposure",
    }
)
# What the server records on its own, where it knows better than the browser.
SERVER_EVENTS = frozenset({"signup", "first_message", "generation_finished", "paid"})
# A signed-in person's Accept or Decline, kept as a row of its own (props {"granted": bool}, source "consent"):
# the latest one decides whether the server records events for them. Never sent by the browser as an event,
# never counted as activity, never forwarded to PostHog.
CONSENT_EVENT = "consent"

ANONYMOUS_ID = re.compile(r"^[A-Za-z0-9_-]{8,64}$")
PROP_KEY = re.compile(r"^[A-Za-z][A-Za-z0-9_]*$")


class BatchError(Exception):
    """A batch we refuse, with the sentence that says why; too_large means 413."""

    def __init__(self, message: str, *, too_large: bool = False) -> None:
        super().__init__(message)
        self.message = message
        self.too_large = too_large


@dataclass(frozen=True)
class CleanEvent:
    name: str
    path: str | None
    props: dict[str, str | int | float | bool | None]
    client_ts: datetime | None


@dataclass(frozen=True)
class CleanBatch:
    anonymous_id: str
    events: list[CleanEvent]


def parse_batch(raw: bytes, *, now: datetime) -> CleanBatch:
    if len(raw) > MAX_BATCH_BYTES:
        raise BatchError(
            f"The batch is {len(raw)} bytes; at most {MAX_BATCH_BYTES} bytes are accepted. Send fewer events.",
            too_large=True,
        )
    try:
        body = json.loads(raw)
    except (ValueError, UnicodeDecodeError) as exc:
        raise BatchError("The batch is not valid JSON.") from exc
    if not isinstance(body, dict):
        raise BatchError('The batch must be a JSON object: {"events": [...], "anonymousId": "..."}.')
    unknown = sorted(set(body) - {"events", "anonymousId"})
    if unknown:
        raise BatchError(f"Unknown field {unknown[0]!r} in the batch; only events and anonymousId are read.")
    anonymous_id = body.get("anonymousId")
    if not isinstance(anonymous_id, str) or not ANONYMOUS_ID.match(anonymous_id):
        raise BatchError("anonymousId must be 8 to 64 letters, digits, '-' or '_'.")
    events = body.get("events")
    if not isinstance(events, list) or not events:
        raise BatchError("events must be a non-empty list.")
    if len(events) > MAX_EVENTS:
        raise BatchError(
            f"The batch holds {len(events)} events; at most {MAX_EVENTS} are accepted in one batch.",
            too_large=True,
        )
    return CleanBatch(anonymous_id, [_event(i, e, now) for i, e in enumerate(events)])


def _event(index: int, event: Any, now: datetime) -> CleanEvent:
    where = f"events[{index}]"
    if not isinstance(event, dict):
        raise BatchError(f"{where} must be an object with name, ts, and optionally path and props.")
    unknown = sorted(set(event) - {"name", "ts", "path", "props"})
    if unknown:
        raise BatchError(
            f"{where} has an unknown field {unknown[0]!r}; events hold name, ts, path and props."
        )
    name = event.get("name")
    if not isinstance(name, str) or name not in CLIENT_EVENTS:
        allowed = ", ".join(sorted(CLIENT_EVENTS))
        raise BatchError(f"{where}: {name!r} is not a product event we record (allowed: {allowed}).")
    return CleanEvent(
        name, _path(where, event.get("path")), _props(where, event.get("props")), _ts(where, event, now)
    )


def _ts(where: str, event: dict[str, Any], now: datetime) -> datetime | None:
    ts = event.get("ts")
    if ts is None:
        return None
    if isinstance(ts, bool) or not isinstance(ts, int | float):
        raise BatchError(f"{where}.ts must be a number: milliseconds since 1970 (Date.now()).")
    try:
        when = datetime.fromtimestamp(ts / 1000, UTC)
    except (OverflowError, OSError, ValueError) as exc:
        raise BatchError(f"{where}.ts is not a time we can read.") from exc
    # A wrong clock in the browser is kept as told but never moves an event into the future.
    return when if when <= now + timedelta(minutes=5) else None


def _path(where: str, path: Any) -> str | None:
    if path is None:
        return None
    if not isinstance(path, str) or not path.startswith("/") or len(path) > MAX_PATH:
        raise BatchError(
            f"{where}.path must be a path on this site starting with '/', at most {MAX_PATH} characters."
        )
    return path.split("?", 1)[0].split("#", 1)[0]  # queries may hold tokens: never stored


def _props(where: str, props: Any) -> dict[str, str | int | float | bool | None]:
    if props is None:
        return {}
    if not isinstance(props, dict):
        raise BatchError(f"{where}.props must be an object of names to plain values.")
    if len(props) > MAX_PROPS:
        raise BatchError(f"{where}.props has {len(props)} entries; at most {MAX_PROPS} are accepted.")
    out: dict[str, str | int | float | bool | None] = {}
    for key, value in props.items():
        if len(key) > MAX_PROP_KEY or not PROP_KEY.match(key):
            raise BatchError(
                f"{where}.props: {key[:MAX_PROP_KEY]!r} is not a property name (a letter, then letters, digits "
                f"or '_', at most {MAX_PROP_KEY})."
            )
        if isinstance(value, str):
            if len(value) > MAX_PROP_TEXT:
                raise BatchError(f"{where}.props.{key} is longer than {MAX_PROP_TEXT} characters.")
        elif value is not None and not isinstance(value, bool | int | float):
            raise BatchError(
                f"{where}.props.{key} must be a string, number, true/false or null (props are flat)."
            )
        out[key] = value
    return out
