"""`nocturne moderation check FILE`: the live moderation pipeline over a JSON-lines file (issue 9).

Each input line is {"text": ..., "context": ...} (context: message, character, persona,
image-prompt, output; default message). Each output line is {"verdict": "allow"|"block", "reason",
"rule", "source"}, one per input line and in the same order, decided by ModerationService.decide:
the offline rules with the configured lexicons and policy, the text model, then the classifiers
when they are configured. Nothing is recorded. A malformed line gets {"verdict": null, "error": "line N: ..."}.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any, TextIO, cast, get_args

from nocturne.config import Settings
from nocturne.db import make_engine, make_sessionmaker
from nocturne.moderation.judge import make_judge
from nocturne.moderation.rules import Context
from nocturne.moderation.service import ModerationService, make_classifier, policy_of
from nocturne.moderation.text_model_store import text_model_for

CONTEXTS: tuple[str, ...] = tuple(c for c in get_args(Context) if c != "prompt")


class LineError(ValueError):
    pass


def parse_line(line: str, number: int) -> tuple[str, Context]:
    """The text and context of one input line, or a LineError that names the line and the fix."""
    try:
        data: Any = json.loads(line)
    except json.JSONDecodeError as exc:
        raise LineError(f"line {number}: not valid JSON ({exc.msg})") from exc
    if not isinstance(data, dict) or not isinstance(data.get("text"), str):
        raise LineError(f'line {number}: expected an object with a "text" string')
    context = data.get("context") or "message"
    if context not in CONTEXTS:
        raise LineError(f"line {number}: unknown context {context!r}; use one of {', '.join(CONTEXTS)}")
    return data["text"], cast(Context, context)


async def check_lines(lines: Iterable[str], out: TextIO, settings: Settings) -> tuple[int, int]:
    """Write one verdict line per non-empty input line; returns (blocked, malformed) counts."""
    engine = make_engine(settings.effective_database_url)  # not connected: decide() records nothing
    model = text_model_for(settings, policy_of(settings))
    service = ModerationService(
        make_sessionmaker(engine), settings, make_classifier(settings), make_judge(settings), model
    )
    blocked = malformed = 0
    try:
        for number, line in enumerate(lines, start=1):
            if not line.strip():
                continue
            try:
                text, context = parse_line(line, number)
            except LineError as exc:
                malformed += 1
                out.write(json.dumps({"verdict": None, "error": str(exc)}) + "\n")
                continue
            decision = await service.decide(text, context)
            blocked += decision.blocked
            row = {
                "verdict": "block" if decision.blocked else "allow",
                "reason": decision.reason,
                "rule": decision.rule if decision.blocked else None,
                "source": decision.source,
            }
            out.write(json.dumps(row, ensure_ascii=False) + "\n")
            out.flush()
    finally:
        await engine.dispose()
    return blocked, malformed
